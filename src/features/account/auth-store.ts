// The signed-in state (docs/account.md), shared by every island through nanostores.
//
// It starts from what this browser already holds: a profile under `user_data` and a cached sign-in,
// read synchronously when the module loads, so the header shows the right state on its first render
// instead of flashing "Sign In". Then it makes sure of it: the access token is refreshed when stale
// (one tab at a time), and the profile is fetched again. Another tab signing in or out is followed
// through the storage event.
import { atom } from 'nanostores';
import type { User as OidcUser } from 'oidc-client-ts';
import type { MeData, User } from '@contract/account.ts';
import { accountApi } from './account-api.ts';
import { ApiError, AUTH_ERROR_PATH, reactToFailure, toApiError } from '../../lib/api.ts';
import {
  AUTH_TOKEN_KEY,
  checkIdTokenClaims,
  clearStoredSession,
  createUserManager,
  endsSession,
  hasCachedOidcUser,
  isLostAnswer,
  isStale,
  oidc,
  readStoredProfile,
  rememberReturnPath,
  signInErrorMessage,
  storeSession,
  takeReturnPath,
  USER_DATA_KEY,
  withRefreshLock,
} from './oidc.ts';
import { isCancelledSignIn, isPopupReturn, POPUP_SIGN_IN, popupFailure } from './sign-in-rules.ts';
import { toast, toastOnNextPage } from '../toasts/index.ts';

type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthState {
  status: AuthStatus;
  user: User | null;
  permissions: string[];
}

const PROFILE_SYNC_FAILED = 'Failed to sync user data';
/** The neutral note after the shopper cancels a sign-in (the provider's Cancel, or closing its popup). */
export const SIGN_IN_CANCELLED = 'Sign-in cancelled.';
/** The popup was left open for its 60 seconds without a sign-in. */
const SIGN_IN_TIMED_OUT = 'Sign-in took too long. Please try again.';

function restore(): AuthState {
  if (typeof window === 'undefined') return { status: 'loading', user: null, permissions: [] };
  const me = readStoredProfile();
  if (me && hasCachedOidcUser())
    return { status: 'authenticated', user: me.user, permissions: me.permissions };
  return { status: 'anonymous', user: null, permissions: [] };
}

export const $auth = atom<AuthState>(restore());

let manager: ReturnType<typeof createUserManager> | undefined;
const userManager = () => (manager ??= createUserManager());

/**
 * Announced on window whenever this tab changes the stored sign-in: the same-tab twin of the storage
 * event, for the header's plain script (header-account-menu.script.ts), which shows the stored
 * profile (a new name or photo from the profile page, a sign-out after a refused token).
 */
export const AUTH_CHANGE_EVENT = 'auth:change';
const announce = () => window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));

const setSignedIn = (me: MeData) => {
  $auth.set({ status: 'authenticated', user: me.user, permissions: me.permissions });
  announce();
};
const setSignedOut = () => {
  $auth.set({ status: 'anonymous', user: null, permissions: [] });
  announce();
};

/** Forgets the sign-in in this browser (all tabs follow), without a round trip to the provider. */
export async function clearAuth(): Promise<void> {
  clearStoredSession();
  setSignedOut();
  await userManager()
    .removeUser()
    .catch(() => {});
}

/** invalid_grant or an expired refresh token clears everything and goes to /. */
async function endSession(): Promise<void> {
  await clearAuth();
  window.location.assign('/');
}

/**
 * A fresh access token, refreshed first when it is stale; null when nobody is signed in. A refresh
 * happens in one tab at a time, and rereads the stored sign-in after taking the lock, because
 * another tab may have refreshed meanwhile (refresh tokens rotate and work once).
 */
async function getAccessToken(): Promise<string | null> {
  const user = await userManager().getUser();
  if (!user) return null;
  if (!isStale(user)) return user.access_token;
  try {
    return await withRefreshLock(async () => {
      const current = await userManager().getUser();
      if (!current) return null;
      if (!isStale(current)) return current.access_token;
      const renewed = await userManager()
        .signinSilent()
        .catch((error: unknown) => {
          if (!isLostAnswer(error)) throw error;
          return userManager().signinSilent();
        });
      if (!renewed) return null;
      storeSession(renewed.access_token);
      return renewed.access_token;
    });
  } catch (error) {
    if (endsSession(error)) {
      await endSession();
      return null;
    }
    throw error;
  }
}

/** A failed signed-in call: 401 auth errors sign out to /login, the rest toast. */
export function reportFailure(error: unknown): string | undefined {
  return reactToFailure(error, {
    toast: (message) => toast.error(message),
    clearAuth: () => void clearAuth(),
    navigate: (path) => window.location.assign(path),
  });
}

/** Runs a signed-in call with a fresh token; without a sign-in it fails like the API would. */
export async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = await getAccessToken();
  if (!token) {
    throw new ApiError({
      status: 401,
      code: 'unauthorized',
      message: 'Please sign in to continue.',
      isAuthError: true,
    });
  }
  return call(token);
}

/** Fetches the profile again (after sign-in it is stored under user_data). */
async function syncProfile(): Promise<MeData | null> {
  try {
    const token = await getAccessToken();
    if (!token) {
      if ($auth.get().status !== 'anonymous') await clearAuth();
      return null;
    }
    const me = await accountApi.getMe(token);
    storeSession(token, me);
    setSignedIn(me);
    return me;
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === 401 && failure.isAuthError) {
      reportFailure(failure);
      return null;
    }
    console.error('Failed to sync user data', failure);
    toast.error(PROFILE_SYNC_FAILED);
    return null;
  }
}

/** Sign In starts the flow and remembers where to come back to. */
export async function login(returnTo?: string): Promise<void> {
  const here = `${window.location.pathname}${window.location.search}`;
  rememberReturnPath(returnTo ?? (here === AUTH_ERROR_PATH || here.startsWith('/callback') ? '/' : here));
  await userManager().signinRedirect();
}

/**
 * What the provider handed back, made the site's sign-in: the ID token's claims checked, the token and
 * the profile stored, every island told. Throws an Error whose message says what went wrong.
 */
async function finishSignIn(user: OidcUser): Promise<void> {
  if (user.id_token)
    checkIdTokenClaims(user.id_token, {
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      organization: oidc.organization,
    });
  storeSession(user.access_token);
  const me = await accountApi.getMe(user.access_token).catch((error: unknown) => {
    throw new Error(signInErrorMessage(toApiError(error)), { cause: error });
  });
  storeSession(user.access_token, me);
  setSignedIn(me);
}

/** What a sign-in started from inside a page came to. */
export type PageSignIn = 'signed-in' | 'cancelled' | 'redirecting' | 'failed';

/**
 * A sign-in from inside a page (a wishlist heart, the review form's prompt): the provider opens in a
 * 400 × 600 popup and the page stays as it is, so the caller can finish what the shopper asked for
 * once this answers 'signed-in'. When the browser blocks the popup it becomes the usual sign-in
 * through the provider's page, coming back to `returnTo` (default: this page): 'redirecting'. Closing
 * the popup, or Cancel on the provider's page, is 'cancelled' with a neutral note; the popup gives up
 * after 60 seconds.
 */
export async function signInFromPage(returnTo?: string): Promise<PageSignIn> {
  let user: OidcUser;
  try {
    user = await userManager().signinPopup(POPUP_SIGN_IN);
  } catch (error) {
    switch (popupFailure(error)) {
      case 'blocked':
        try {
          await login(returnTo);
          return 'redirecting';
        } catch (failure) {
          console.error('Sign-in could not start', failure);
          toast.error(signInErrorMessage(failure));
          return 'failed';
        }
      case 'closed':
      case 'cancelled':
        toast(SIGN_IN_CANCELLED);
        return 'cancelled';
      case 'timed-out':
        toast(SIGN_IN_TIMED_OUT);
        return 'cancelled';
      default:
        console.error('Sign-in failed', error);
        toast.error(signInErrorMessage(error));
        return 'failed';
    }
  }
  try {
    await finishSignIn(user);
  } catch (error) {
    console.error('Sign-in failed', error);
    toast.error(error instanceof Error && error.message ? error.message : signInErrorMessage(error));
    await clearAuth();
    return 'failed';
  }
  return 'signed-in';
}

/**
 * The /callback page. The return of a popup's sign-in is handed to the page that opened it, and the
 * popup closes: null. Otherwise it completes the sign-in, stores the token and the profile, and returns
 * the path to go back to (clearing it); a deliberate cancel goes back there too, with a neutral note
 * on that page. Throws an Error whose message the page shows.
 */
export async function completeLogin(url = window.location.href): Promise<string | null> {
  if (isPopupReturn(url, window.localStorage)) {
    await userManager().signinPopupCallback(url);
    return null;
  }
  let user;
  try {
    user = await userManager().signinRedirectCallback(url);
  } catch (error) {
    if (isCancelledSignIn(error)) {
      toastOnNextPage(SIGN_IN_CANCELLED);
      return takeReturnPath();
    }
    throw new Error(signInErrorMessage(error, url), { cause: error });
  }
  await finishSignIn(user);
  return takeReturnPath();
}

/** Logout clears the token and the profile and returns to the site's origin. */
export async function logout(): Promise<void> {
  const user = await userManager()
    .getUser()
    .catch(() => null);
  clearStoredSession();
  setSignedOut();
  // Revoke the refresh token first and apart from the redirect: a failed revocation (provider
  // down, CORS) must not stop the provider's session from ending, or the next Sign In would
  // silently sign the same person back in.
  await userManager()
    .revokeTokens(['refresh_token'])
    .catch(() => {});
  try {
    await userManager().signoutRedirect({
      post_logout_redirect_uri: `${window.location.origin}/`,
      ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    });
  } catch {
    await userManager()
      .removeUser()
      .catch(() => {});
    window.location.assign('/');
  }
}

let started = false;

/** Called by every island that needs the signed-in state; does its work once per page. */
export function initAuth(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Other tabs: signing out there signs out here; signing in there is picked up here.
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== USER_DATA_KEY && event.key !== AUTH_TOKEN_KEY) return;
    const me = readStoredProfile();
    if (me && hasCachedOidcUser()) setSignedIn(me);
    else if (!me) setSignedOut();
  });
  if ($auth.get().status === 'authenticated') void syncProfile();
  else if (readStoredProfile() && !hasCachedOidcUser()) clearStoredSession();
}

/** Updates the stored profile after the profile page changed it. */
export function profileChanged(user: User): void {
  const current = $auth.get();
  const me: MeData = { user, permissions: current.permissions };
  storeSession(undefined, me);
  setSignedIn(me);
}
