// The customer's account (docs/account.md): signing in and out (the oidc-client-ts wrapper and the
// auth store), the /callback and /login pages, the gate of the protected pages, the header's account
// corner, and the profile and projects pages. Pages render its islands (CallbackView,
// LoginView, ProfileView, ProjectsView) from their own files.
export { default as AuthGate, PageSpinner } from './AuthGate.tsx';
export {
  $auth,
  initAuth,
  login,
  reportFailure,
  signInFromPage,
  withToken,
  type PageSignIn,
} from './auth-store.ts';
export { initAccountCorner } from './header-account.script.ts';
export { AccountIcon } from './icons.tsx';
export { indianPhoneDisplay } from './phone-display.ts';
export { AUTH_TOKEN_KEY, oidc, USER_DATA_KEY } from './oidc.ts';
