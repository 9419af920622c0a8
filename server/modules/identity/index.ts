// Identity's face: the embedded OpenID provider, token verification and refresh, and who is calling
// (the caller's customer record). Code outside the module imports only this.
export { STAFF_INVITATION_TTL_SECONDS, createAccountStore, deleteAccount, passwordRule } from './accounts.ts';
export type { IdentityAccount } from './accounts.ts';
export { createAuth } from './auth.ts';
export type { Auth, Customer } from './auth.ts';
export { createEmbeddedIdentity } from './embedded.ts';
export type { EmbeddedIdentity } from './embedded.ts';
export {
  DEFAULT_ACTIVATION_DELAY_SECONDS,
  KEY_REFRESH_MS,
  SIGNING_ALG,
  ensureKeys,
  keyRingFor,
  rotateKeys,
} from './keys.ts';
export { createRefresher } from './refresh.ts';
export type { Refresher } from './refresh.ts';
export { identityRoutes } from './routes.ts';
export { identitySettings } from './settings.ts';
export { INVALID_TOKEN_MESSAGE, createTokenVerifier } from './verify.ts';
export type { Principal, ProfileHints, TokenVerifier } from './verify.ts';
