// Account's face: the customer (profile, avatar, wishlist, sign-in facts) and the back office's
// customers with their export and erasure. Code outside the module imports only this.
export { createAdminCustomersService } from './admin-customers.service.ts';
export { adminCustomersRoutes } from './admin-routes.ts';
export { createAvatarService } from './avatar.service.ts';
export { createCustomersService } from './customers.service.ts';
export { accessMeasuresRoutes } from './access-measures-routes.ts';
export { createAccessMeasuresService } from './access-measures.service.ts';
export { accountRoutes } from './routes.ts';
export { consentRoutes } from './consents-routes.ts';
export {
  consentHistory,
  currentConsents,
  hasConsent,
  recordConsent,
  type ConsentChoice,
} from './consents.ts';
export { recentlyViewedRoutes } from './recently-viewed-routes.ts';
export { createRecentlyViewedService } from './recently-viewed.service.ts';
export { signInFacts } from './sign-in-facts.ts';
export { createWishlistService } from './wishlist.service.ts';
