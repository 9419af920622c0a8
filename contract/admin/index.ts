// The back office's contract: every request and response of /api/v1/admin, and the plain rules (roles,
// permissions, value sets) its screens and the server share.
export * from './catalogue.ts';
export * from './common.ts';
export * from './delivery.ts';
export * from './leads.ts';
export * from './operations.ts';
export * from './orders.ts';
export * from './rules.ts';
export * from './staff.ts';
export * from './coupons.ts';
