// The oidc-client-ts UserManager (authorization code + PKCE, refresh tokens, its cache in
// localStorage): the sign-in client, about 17 kB gzipped. The auth store loads this module when a
// sign-in, a refresh, a callback or a sign-out needs it, not with the page: a signed-out visitor of an
// account page loads it only on 'Sign In' (decision 112).
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { oidc, TOKEN_LEEWAY_SECONDS, type OidcSettings } from './oidc.ts';

/** One UserManager per page. Refreshes are on demand (before API calls), not on a timer. */
export function createUserManager(
  settings: OidcSettings = oidc,
  origin = window.location.origin,
): UserManager {
  return new UserManager({
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: `${origin}/callback`,
    // A popup's sign-in returns to the same page; /callback hands its answer to the opener.
    popup_redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: settings.scope,
    // Auth0 issues a JWT for the API only when asked for its audience; other providers ignore it.
    extraQueryParams: { audience: settings.audience },
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
    revokeTokensOnSignout: false,
    revokeTokenTypes: ['refresh_token'],
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_LEEWAY_SECONDS,
  });
}
