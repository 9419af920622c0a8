// The rules of signing in that need no browser (docs/account.md, decision 060): the scopes the site
// asks the provider for, the popup a page's own sign-in opens, what a failed popup means, and how a
// return to /callback is told apart (a popup's, or the page's own redirect).
import { API_SCOPES, OIDC_SCOPES, type ApiScope } from '@contract/account-rules.ts';

/**
 * Left out of the sign-in: the requirements ask for read:whatsapp only for the profile sync, and the
 * profile sync (GET /auth/me) needs read:profile alone, so no call the site makes asks for it.
 */
const NOT_AT_SIGN_IN: readonly ApiScope[] = ['read:whatsapp'];

/** The `scope` of the site's sign-in: who the customer is, and what the site's own calls need. */
export const SIGN_IN_SCOPE = [
  ...OIDC_SCOPES,
  ...API_SCOPES.filter((scope) => !NOT_AT_SIGN_IN.includes(scope)),
].join(' ');

/**
 * The popup of a sign-in started from inside a page (a wishlist heart, the review form): 400 × 600,
 * closed after 60 seconds, and no longer waited for once the shopper closes it.
 */
export const POPUP_SIGN_IN = {
  popupWindowFeatures: { width: 400, height: 600, closePopupWindowAfterInSeconds: 60 },
  popupAbortOnClose: true,
} as const;

/** Why a popup sign-in did not sign anyone in. */
type PopupFailure = 'blocked' | 'closed' | 'timed-out' | 'cancelled' | 'failed';

const errorCode = (error: unknown): unknown => (error as { error?: unknown } | null)?.error;

/**
 * What a failed popup sign-in means, from oidc-client-ts's errors: the browser gave no window
 * ('blocked'), the shopper closed it ('closed'), the 60 seconds ran out ('timed-out'), the shopper
 * pressed Cancel on the provider's page ('cancelled'), or anything else ('failed').
 */
export function popupFailure(error: unknown): PopupFailure {
  if (errorCode(error) === 'access_denied') return 'cancelled';
  const message = error instanceof Error && typeof errorCode(error) !== 'string' ? error.message : '';
  if (message === 'Attempted to navigate on a disposed window' || message === 'Popup blocked by user')
    return 'blocked';
  if (message === 'Popup closed by user') return 'closed';
  if (message === 'Popup closed') return 'timed-out';
  return 'failed';
}

/** A deliberate cancel on the provider's page: it answers the return with `error=access_denied`. */
export function isCancelledSignIn(error: unknown): boolean {
  return (
    errorCode(error) === 'access_denied' ||
    errorCode((error as { cause?: unknown } | null)?.cause) === 'access_denied'
  );
}

/** Where oidc-client-ts keeps a sign-in's state: `oidc.<state>` in local storage (shared with popups). */
const STATE_PREFIX = 'oidc.';

/**
 * Whether a return to /callback finishes a popup's sign-in: the state it names was stored by one
 * (request type 'si:p'). The popup then hands the answer to the page that opened it.
 */
export function isPopupReturn(url: string, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  const state = new URL(url).searchParams.get('state');
  if (!state || !storage) return false;
  try {
    const stored = JSON.parse(storage.getItem(`${STATE_PREFIX}${state}`) ?? 'null') as {
      request_type?: unknown;
    } | null;
    return stored?.request_type === 'si:p';
  } catch {
    return false;
  }
}
