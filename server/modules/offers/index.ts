// Offers' face: what the shop offers on top of its prices. EMI plans (decision 203) for the shop and the
// back office. Code outside the module imports only this.
export { adminEmiRoutes } from './emi-admin-routes.ts';
export { emiRoutes } from './emi-routes.ts';
export { createEmiService } from './emi-service.ts';
export type { EmiService } from './emi-service.ts';
// Coupon codes (decision 202): the checkout prices and records them in its own transaction.
export { priceCoupons, redeemCoupons, releaseCoupons, createCouponsService } from './coupons.service.ts';
export type { CouponAsk, CouponsService } from './coupons.service.ts';
export { adminCouponRoutes } from './coupon-admin-routes.ts';
export type { CouponsApplied } from './coupon-rules.ts';
