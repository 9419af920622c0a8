// The wishlist (docs/cart-and-wishlist.md): loaded when the visitor is signed in and cleared when
// not; toggling adds or removes; adding needs a signed-in customer. It also answers the hearts on the
// page (wishlist-hearts.ts): it takes their toggle events while someone is signed in and tells them
// which products are saved.
import { atom } from 'nanostores';
import type { WishlistItem } from '@contract/account.ts';
import { errorCatalogueMessage, toApiError } from '../../lib/api.ts';
import { $auth, initAuth, reportFailure, withToken } from '../account/index.ts';
import { toast } from '../toasts/index.ts';
import { wishlistApi } from './wishlist-api.ts';
import {
  WISHLIST_CHANGE_EVENT,
  WISHLIST_TOGGLE_EVENT,
  type WishlistChangeDetail,
  type WishlistProduct,
  type WishlistToggleDetail,
} from './wishlist-events.ts';

/** What the wishlist says when a change succeeds or fails. */
const WISHLIST_MESSAGES = {
  loginRequired: 'Please login to add items to wishlist',
  addFailed: 'Failed to add item to wishlist',
  removeFailed: 'Failed to remove item from wishlist',
  clearFailed: 'Failed to clear wishlist',
  cleared: 'Wishlist cleared',
  added: (name: string) => `${name} added to wishlist`,
  removed: (name: string) => `${name} removed from wishlist`,
  /** The product page's own wording: the product's name is already the page's heading. */
  addedHere: 'Added to wishlist',
  removedHere: 'Removed from wishlist',
} as const;

type WishlistStatus = 'idle' | 'loading' | 'ready' | 'error';

interface WishlistState {
  status: WishlistStatus;
  items: WishlistItem[];
  /** Saved product ids, including changes still on their way to the API. */
  ids: ReadonlySet<string>;
}

const EMPTY: WishlistState = { status: 'idle', items: [], ids: new Set() };

export const $wishlist = atom<WishlistState>(EMPTY);

type WishlistOutcome = 'added' | 'removed' | 'sign_in_required' | 'failed';

const signedIn = () => $auth.get().status === 'authenticated';

let loading: Promise<void> | undefined;

export function loadWishlist(): Promise<void> {
  if (!signedIn()) return Promise.resolve();
  loading ??= (async () => {
    $wishlist.set({ ...$wishlist.get(), status: $wishlist.get().status === 'ready' ? 'ready' : 'loading' });
    try {
      const items = await withToken((token) => wishlistApi.getWishlist(token));
      $wishlist.set({ status: 'ready', items, ids: new Set(items.map((item) => item.id)) });
    } catch (error) {
      $wishlist.set({ ...$wishlist.get(), status: 'error' });
      const failure = toApiError(error);
      if (failure.status === 401 && failure.isAuthError) reportFailure(failure);
      else console.error('Failed to load wishlist', failure);
    } finally {
      loading = undefined;
    }
  })();
  return loading;
}

const setIds = (change: (ids: Set<string>) => void) => {
  const state = $wishlist.get();
  const ids = new Set(state.ids);
  change(ids);
  $wishlist.set({ ...state, ids, items: state.items.filter((item) => ids.has(item.id)) });
};

/**
 * Adds or removes without toasts; the caller words the outcome, and a failure with `failed` (the
 * catalogue's wording, decision 005; a signed-out visitor is sent to sign in instead, with no words).
 */
async function toggleQuietly(
  product: WishlistProduct,
  failed: string,
): Promise<{ outcome: WishlistOutcome; message?: string }> {
  if (!signedIn()) return { outcome: 'sign_in_required' };
  const saved = $wishlist.get().ids.has(product.id);
  setIds((ids) => (saved ? ids.delete(product.id) : ids.add(product.id)));
  try {
    await withToken((token) =>
      saved
        ? wishlistApi.removeFromWishlist(token, product.id)
        : wishlistApi.addToWishlist(token, product.id),
    );
    if (!saved) void loadWishlist();
    return { outcome: saved ? 'removed' : 'added' };
  } catch (error) {
    setIds((ids) => (saved ? ids.add(product.id) : ids.delete(product.id)));
    const failure = toApiError(error);
    if (failure.status === 401 && failure.isAuthError) {
      reportFailure(failure);
      return { outcome: 'failed' };
    }
    console.error('Wishlist change failed', failure);
    return { outcome: 'failed', message: errorCatalogueMessage(failure, failed) };
  }
}

/**
 * Toggle adds or removes, with a toast: '{name} added to wishlist' from a card or the wishlist, 'Added
 * to wishlist' on the product's own page.
 */
export async function toggleWishlist(
  product: WishlistProduct,
  context: 'card' | 'product' = 'card',
): Promise<WishlistOutcome> {
  if (!signedIn()) {
    toast.error(WISHLIST_MESSAGES.loginRequired);
    return 'sign_in_required';
  }
  const saved = $wishlist.get().ids.has(product.id);
  const { outcome, message } = await toggleQuietly(
    product,
    saved ? WISHLIST_MESSAGES.removeFailed : WISHLIST_MESSAGES.addFailed,
  );
  const here = context === 'product';
  if (outcome === 'added')
    toast.success(here ? WISHLIST_MESSAGES.addedHere : WISHLIST_MESSAGES.added(product.name));
  else if (outcome === 'removed')
    toast.success(here ? WISHLIST_MESSAGES.removedHere : WISHLIST_MESSAGES.removed(product.name));
  else if (message) toast.error(message);
  return outcome;
}

/**
 * Saves the product, with toggle's toast, unless it is saved already (then only the toast): what a heart
 * pressed before signing in asked for, done once the customer is signed in.
 */
export async function saveToWishlist(
  product: WishlistProduct,
  context: 'card' | 'product' = 'card',
): Promise<void> {
  await loadWishlist();
  if (!$wishlist.get().ids.has(product.id)) {
    await toggleWishlist(product, context);
    return;
  }
  toast.success(context === 'product' ? WISHLIST_MESSAGES.addedHere : WISHLIST_MESSAGES.added(product.name));
}

export async function removeFromWishlist(
  product: WishlistProduct,
  options: { quiet?: boolean } = {},
): Promise<boolean> {
  if (!$wishlist.get().ids.has(product.id)) return true;
  const { outcome, message } = await toggleQuietly(product, WISHLIST_MESSAGES.removeFailed);
  if (options.quiet) return outcome === 'removed';
  if (outcome === 'removed') toast.success(WISHLIST_MESSAGES.removed(product.name));
  else if (message) toast.error(message);
  return outcome === 'removed';
}

export async function clearWishlist(): Promise<void> {
  const before = $wishlist.get();
  $wishlist.set({ ...before, items: [], ids: new Set() });
  try {
    await withToken((token) => wishlistApi.clearWishlist(token));
    toast.success(WISHLIST_MESSAGES.cleared);
  } catch (error) {
    $wishlist.set(before);
    const failure = toApiError(error);
    if (failure.status === 401 && failure.isAuthError) reportFailure(failure);
    else toast.error(errorCatalogueMessage(failure, WISHLIST_MESSAGES.clearFailed));
  }
}

let installed = false;

/** Loads the wishlist while signed in, clears it when not, and serves the product cards' hearts. */
export function initWishlist(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  initAuth();
  $auth.subscribe((state) => {
    if (state.status === 'authenticated') void loadWishlist();
    else if (state.status === 'anonymous') $wishlist.set(EMPTY);
  });
  $wishlist.subscribe((state) => {
    window.dispatchEvent(
      new CustomEvent<WishlistChangeDetail>(WISHLIST_CHANGE_EVENT, { detail: { ids: [...state.ids] } }),
    );
  });
  // Signed out, the cards answer themselves ('Please login to add to wishlist'). A toggle the header's
  // wishlist already took (it does until it hands the hearts over) is not taken twice.
  window.addEventListener(WISHLIST_TOGGLE_EVENT, (event) => {
    if (!signedIn() || event.defaultPrevented) return;
    event.preventDefault();
    const { product, context } = (event as CustomEvent<WishlistToggleDetail>).detail;
    void toggleWishlist(product, context);
  });
}
