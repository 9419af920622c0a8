// Sign-in plumbing for the storefront (docs/account.md, docs/identity.md): the identity provider's settings,
// the oidc-client-ts UserManager (authorization code + PKCE, refresh tokens, its cache in
// localStorage), the storage keys of the sign-in, refreshes serialised across tabs, and the checks an
// identity token must pass. The auth store (auth-store.ts) builds the signed-in state on top.
import { UserManager, WebStorageStateStore, type User as OidcUser } from 'oidc-client-ts';
import type { MeData } from '@contract/account.ts';
import type { PublicEnv } from '../../lib/config/env-schema.ts';
import { env } from '../../lib/env.ts';
import { SIGN_IN_SCOPE } from './sign-in-rules.ts';

import { AUTH_TOKEN_KEY, CART_SYNC_KEY, RETURN_TO_KEY, USER_DATA_KEY } from '../../lib/storage-keys.ts';

/** The local-storage keys of the access token and the profile (src/lib/storage-keys.ts). */
export { AUTH_TOKEN_KEY, USER_DATA_KEY };

/** Tokens count as expired this many seconds early; claims get this much leeway. */
export const TOKEN_LEEWAY_SECONDS = 60;
/** The silent-token lock waits 5000 ms, up to 10 attempts. */
const REFRESH_LOCK_NAME = 'aangan-auth-refresh';
const REFRESH_LOCK_TIMEOUT_MS = 5000;
const REFRESH_LOCK_ATTEMPTS = 10;

export const INVALID_STATE_MESSAGE = 'Invalid state';

// ─── Settings ────────────────────────────────────────────────────────────────────────────────────

interface OidcSettings {
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
  organization: string | undefined;
}

/** The PUBLIC_OIDC_* settings, as src/lib/config/env-schema.ts validated them. */
type OidcEnv = Partial<
  Pick<
    PublicEnv,
    | 'PUBLIC_OIDC_ISSUER'
    | 'PUBLIC_OIDC_CLIENT_ID'
    | 'PUBLIC_OIDC_AUDIENCE'
    | 'PUBLIC_OIDC_SCOPE'
    | 'PUBLIC_OIDC_ORGANIZATION'
  >
>;

/**
 * The identity provider the site signs in with, from the validated PUBLIC_OIDC_* settings. Unset, it
 * is the reference API's own provider at the API's origin + /oidc, whose audience is PUBLIC_API_URL.
 * For Auth0 or Keycloak see docs/identity.md.
 */
export function oidcSettings(value: OidcEnv, apiUrl = env.PUBLIC_API_URL): OidcSettings {
  return {
    issuer: value.PUBLIC_OIDC_ISSUER ?? `${new URL(apiUrl).origin}/oidc`,
    clientId: value.PUBLIC_OIDC_CLIENT_ID ?? 'aangan-storefront',
    audience: value.PUBLIC_OIDC_AUDIENCE ?? apiUrl,
    scope: value.PUBLIC_OIDC_SCOPE ?? SIGN_IN_SCOPE,
    organization: value.PUBLIC_OIDC_ORGANIZATION,
  };
}

export const oidc: OidcSettings = oidcSettings(env);

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

// ─── Stored session: auth0_token and user_data ──────────────────────────────────────────────────

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** What a stored profile must have to be used: storage is anyone's to edit, so it is checked. */
function isStoredProfile(value: unknown): value is MeData {
  if (!value || typeof value !== 'object') return false;
  const { user, permissions } = value as { user?: unknown; permissions?: unknown };
  if (!user || typeof user !== 'object') return false;
  const { id, first_name } = user as { id?: unknown; first_name?: unknown };
  return (
    typeof id === 'string' &&
    typeof first_name === 'string' &&
    Array.isArray(permissions) &&
    permissions.every((permission) => typeof permission === 'string')
  );
}

export function readStoredProfile(): MeData | null {
  const raw = storage()?.getItem(USER_DATA_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredProfile(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string | undefined, me?: MeData): void {
  const store = storage();
  if (!store) return;
  try {
    if (token) store.setItem(AUTH_TOKEN_KEY, token);
    if (me) store.setItem(USER_DATA_KEY, JSON.stringify(me));
  } catch {
    // Storage full or blocked: the session lives in this page only.
  }
}

/**
 * Logout (and an ended session) clears both keys, and which account the device's cart was joined to, so
 * that the next sign-in merges the cart rather than replacing it (decision 207).
 */
export function clearStoredSession(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(AUTH_TOKEN_KEY);
  store.removeItem(USER_DATA_KEY);
  store.removeItem(CART_SYNC_KEY);
}

/** Whether oidc-client-ts holds a user for these settings, read straight from storage (no await). */
export function hasCachedOidcUser(settings: OidcSettings = oidc): boolean {
  const raw = storage()?.getItem(`oidc.user:${settings.issuer}:${settings.clientId}`);
  if (!raw) return false;
  try {
    const user = JSON.parse(raw) as { refresh_token?: string; expires_at?: number };
    return (
      !!user.refresh_token || (typeof user.expires_at === 'number' && user.expires_at * 1000 > Date.now())
    );
  } catch {
    return false;
  }
}

export function rememberReturnPath(path: string): void {
  try {
    storage()?.setItem(RETURN_TO_KEY, path);
  } catch {
    // Without storage the visitor comes back to the home page.
  }
}

/** The remembered path (only a path on this site), cleared; '/' when there is none. */
export function takeReturnPath(): string {
  const store = storage();
  const path = store?.getItem(RETURN_TO_KEY) ?? '/';
  store?.removeItem(RETURN_TO_KEY);
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/callback') ? path : '/';
}

// ─── Token freshness and refresh ────────────────────────────────────────────────────────────────

/** An access token counts as expired 60 s before it does. */
export const isStale = (user: Pick<OidcUser, 'expires_at'>, nowSeconds = Date.now() / 1000): boolean =>
  typeof user.expires_at !== 'number' || user.expires_at - TOKEN_LEEWAY_SECONDS <= nowSeconds;

/** An auth error that is invalid_grant or mentions a refresh token ends the session. */
export function endsSession(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  if (code === 'invalid_grant' || code === 'login_required') return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /invalid_grant|refresh[ _]token/i.test(message);
}

/**
 * Whether a refresh failed without an answer (oidc-client-ts gave up after its 10 s, or the connection
 * dropped): the provider may have rotated the refresh token all the same, so the same one is asked
 * again at once, which the provider takes as a retry for a short while (decision 148).
 */
export function isLostAnswer(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'ErrorTimeout');
}

/**
 * Runs `work` while holding the refresh lock of every tab of this site, so that two tabs never spend
 * the same (rotating) refresh token; `work` must reread the stored user once it holds the lock.
 * Each wait lasts at most 5 s, up to 10 attempts.
 */
export async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  for (let attempt = 1; ; attempt++) {
    try {
      return await locks.request(
        REFRESH_LOCK_NAME,
        { signal: AbortSignal.timeout(REFRESH_LOCK_TIMEOUT_MS) },
        work,
      );
    } catch (error) {
      const timedOut =
        error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (!timedOut || attempt >= REFRESH_LOCK_ATTEMPTS) throw error;
    }
  }
}

// ─── Identity-token checks ──────────────────────────────────────────────────────────────────────

interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce?: string | undefined;
  maxAge?: number | undefined;
  organization?: string | undefined;
  leeway?: number;
  now?: number;
}

const decodePart = (part: string | undefined): Record<string, unknown> => {
  if (!part) throw new Error('ID token is malformed');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  const value = JSON.parse(json) as unknown;
  if (!value || typeof value !== 'object') throw new Error('ID token is malformed');
  return value as Record<string, unknown>;
};

function decodeIdToken(token: string): {
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
} {
  const [header, payload] = token.split('.');
  return { header: decodePart(header), claims: decodePart(payload) };
}

/**
 * Throws an Error naming the first claim that does not hold: signed with RS256, from the issuer, for
 * this client, not expired (with leeway), and of the organization when one is configured.
 */
export function checkIdTokenClaims(token: string, expected: IdTokenExpectations): Record<string, unknown> {
  const { header, claims } = decodeIdToken(token);
  const leeway = expected.leeway ?? TOKEN_LEEWAY_SECONDS;
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  if (header.alg !== 'RS256')
    throw new Error(
      `Signature algorithm of "${String(header.alg)}" is not supported. Expected the ID token to be signed with "RS256".`,
    );
  if (typeof claims.iss !== 'string')
    throw new Error('Issuer (iss) claim must be a string present in the ID token');
  if (claims.iss !== expected.issuer)
    throw new Error(
      `Issuer (iss) claim mismatch in the ID token; expected "${expected.issuer}", found "${claims.iss}"`,
    );
  if (typeof claims.sub !== 'string' || !claims.sub)
    throw new Error('Subject (sub) claim must be a string present in the ID token');
  const aud = claims.aud;
  if (typeof aud !== 'string' && !Array.isArray(aud))
    throw new Error('Audience (aud) claim must be a string or array of strings present in the ID token');
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(expected.clientId))
    throw new Error(`Audience (aud) claim mismatch in the ID token; expected "${expected.clientId}"`);
  if (audiences.length > 1) {
    if (typeof claims.azp !== 'string')
      throw new Error(
        'Authorized Party (azp) claim must be a string present in the ID token when Audience (aud) claim has multiple values',
      );
    if (claims.azp !== expected.clientId)
      throw new Error(
        `Authorized Party (azp) claim mismatch in the ID token; expected "${expected.clientId}"`,
      );
  }
  if (expected.nonce !== undefined && claims.nonce !== expected.nonce)
    throw new Error('Nonce (nonce) claim mismatch in the ID token');
  if (typeof claims.exp !== 'number')
    throw new Error('Expiration Time (exp) claim must be a number present in the ID token');
  if (typeof claims.iat !== 'number')
    throw new Error('Issued At (iat) claim must be a number present in the ID token');
  if (now > claims.exp + leeway) throw new Error('Expiration Time (exp) claim error in the ID token');
  if (typeof claims.nbf === 'number' && now + leeway < claims.nbf)
    throw new Error(
      "Not Before time (nbf) claim in the ID token indicates that this token can't be used just yet",
    );
  if (expected.maxAge !== undefined) {
    if (typeof claims.auth_time !== 'number')
      throw new Error(
        'Authentication Time (auth_time) claim must be a number present in the ID token when Max Age (max_age) is specified',
      );
    if (now > claims.auth_time + expected.maxAge + leeway)
      throw new Error(
        'Authentication Time (auth_time) claim indicates that too much time has passed since the last end-user authentication',
      );
  }
  if (expected.organization) {
    const organization = expected.organization.trim();
    if (organization.startsWith('org_')) {
      if (claims.org_id !== organization)
        throw new Error(
          `Organization ID (org_id) claim mismatch in the ID token; expected "${organization}"`,
        );
    } else if (typeof claims.org_name !== 'string' || claims.org_name !== organization.toLowerCase()) {
      throw new Error(
        `Organization Name (org_name) claim mismatch in the ID token; expected "${organization}"`,
      );
    }
  }
  return claims;
}

/**
 * The message the callback page shows for a failed sign-in. The provider's own error on the return URL
 * (its `error_description`, else its `error`) comes first: the library checks the state before it reads
 * the error, so a return whose state matches nothing stored here would otherwise say 'Invalid state'.
 */
export function signInErrorMessage(error: unknown, returnUrl?: string): string {
  const returned = returnUrl ? new URL(returnUrl).searchParams : undefined;
  const fromProvider = returned?.get('error_description')?.trim() || returned?.get('error')?.trim();
  if (fromProvider) return fromProvider;
  const description = (error as { error_description?: unknown } | null)?.error_description;
  if (typeof description === 'string' && description.trim()) return description;
  const message = error instanceof Error ? error.message : '';
  if (/no matching state|state/i.test(message) && /state/i.test(message)) return INVALID_STATE_MESSAGE;
  return message || 'Login failed';
}
