// Staff sign-in (decision 050): the back office is a second OpenID client of the shop's provider
// (`aangan-admin`, PKCE, redirect /admin/callback) that asks for `openid profile email admin`. Its tokens
// live in sessionStorage (this tab only, gone when it closes), never in localStorage; the access token is
// refreshed with the refresh token shortly before it expires.
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { DEFAULT_ADMIN_CLIENT_ID, STAFF_SCOPE } from '../../../../contract/admin/rules.ts';
import type { PublicEnv } from '../../../lib/config/env-schema.ts';
import { env } from '../../../lib/env.ts';

/** Where the back office lives and where the provider sends staff back to. */
export const ADMIN_BASE = '/admin';
export const CALLBACK_PATH = `${ADMIN_BASE}/callback`;
/** What a staff sign-in asks for: the OpenID basics and `admin`, no customer scope. */
export const STAFF_SIGN_IN_SCOPE = `openid profile email ${STAFF_SCOPE}`;
/** An access token counts as expired this many seconds early, so a call never carries a dying one. */
export const REFRESH_LEEWAY_SECONDS = 60;

export interface StaffOidcSettings {
  issuer: string;
  clientId: string;
  audience: string;
}

type AdminOidcEnv = Partial<
  Pick<PublicEnv, 'PUBLIC_OIDC_ISSUER' | 'PUBLIC_OIDC_ADMIN_CLIENT_ID' | 'PUBLIC_OIDC_AUDIENCE'>
>;

/** The provider and client of the staff sign-in, from the same settings the storefront uses. */
export function staffOidcSettings(value: AdminOidcEnv, apiUrl = env.PUBLIC_API_URL): StaffOidcSettings {
  return {
    issuer: value.PUBLIC_OIDC_ISSUER ?? `${new URL(apiUrl).origin}/oidc`,
    clientId: value.PUBLIC_OIDC_ADMIN_CLIENT_ID ?? DEFAULT_ADMIN_CLIENT_ID,
    audience: value.PUBLIC_OIDC_AUDIENCE ?? apiUrl,
  };
}

export function createStaffUserManager(
  settings: StaffOidcSettings = staffOidcSettings(env),
  origin = window.location.origin,
): UserManager {
  const tabStorage = new WebStorageStateStore({ store: window.sessionStorage, prefix: 'aangan-admin.' });
  return new UserManager({
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${ADMIN_BASE}/`,
    response_type: 'code',
    scope: STAFF_SIGN_IN_SCOPE,
    extraQueryParams: { audience: settings.audience },
    userStore: tabStorage,
    stateStore: tabStorage,
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
    revokeTokensOnSignout: true,
    revokeTokenTypes: ['refresh_token'],
    accessTokenExpiringNotificationTimeInSeconds: REFRESH_LEEWAY_SECONDS,
  });
}

/** Whether the access token must be refreshed before the next call. */
export const needsRefresh = (user: Pick<User, 'expires_at'>, nowSeconds = Date.now() / 1000): boolean =>
  typeof user.expires_at !== 'number' || user.expires_at - REFRESH_LEEWAY_SECONDS <= nowSeconds;

/** The path inside the back office to return to after signing in; only paths under /admin. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string') return `${ADMIN_BASE}/`;
  const isAdminPath =
    (value === ADMIN_BASE || value.startsWith(`${ADMIN_BASE}/`)) &&
    !value.startsWith('//') &&
    !value.startsWith(CALLBACK_PATH);
  return isAdminPath ? value : `${ADMIN_BASE}/`;
}

/**
 * The staff session of this tab: the current access token (refreshed when due, one refresh at a time),
 * sign-in, the callback and sign-out.
 */
export class StaffSession {
  readonly manager: UserManager;
  #refreshing: Promise<User | null> | null = null;

  constructor(manager: UserManager = createStaffUserManager()) {
    this.manager = manager;
  }

  /** The signed-in member's user, refreshed when its access token is due; null when signed out. */
  async currentUser(): Promise<User | null> {
    const user = await this.manager.getUser();
    if (!user) return null;
    if (!needsRefresh(user)) return user;
    if (!user.refresh_token) {
      await this.manager.removeUser();
      return null;
    }
    this.#refreshing ??= this.manager
      .signinSilent()
      .catch(async () => {
        await this.manager.removeUser();
        return null;
      })
      .finally(() => {
        this.#refreshing = null;
      });
    return this.#refreshing;
  }

  async accessToken(): Promise<string | null> {
    return (await this.currentUser())?.access_token ?? null;
  }

  /** Sends the browser to the provider's sign-in page; it comes back to `returnTo`. */
  async signIn(returnTo = window.location.pathname + window.location.search): Promise<void> {
    await this.manager.removeUser();
    await this.manager.signinRedirect({ state: { returnTo: safeReturnPath(returnTo) } });
  }

  /** Completes a sign-in at /admin/callback; answers the path to go on to. */
  async completeSignIn(url = window.location.href): Promise<string> {
    const user = await this.manager.signinCallback(url);
    const state = (user?.state ?? {}) as { returnTo?: unknown };
    return safeReturnPath(state.returnTo);
  }

  /** Ends the provider session and the tab's tokens, and comes back to /admin/. */
  async signOut(): Promise<void> {
    // Revokes the refresh token, forgets the tab's tokens and ends the provider's session.
    await this.manager.signoutRedirect();
  }

  /** Drops the tab's tokens (a refused sign-in) without visiting the provider. */
  async forget(): Promise<void> {
    await this.manager.removeUser();
  }
}
