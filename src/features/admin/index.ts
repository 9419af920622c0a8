// The back office (docs/back-office.md): /admin's island lives in AdminApp.tsx, rendered by
// src/pages/admin/index.astro. Other code needs only these.
export { ADMIN_BUNDLE_MARKER } from './bundle-marker.ts';
export { ADMIN_BASE, CALLBACK_PATH } from './auth/staff-sign-in.ts';
