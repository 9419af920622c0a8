// The hearts on product cards and on the product page. Pressing one asks for a toggle (see
// wishlist-events.ts): the store takes it while a customer is signed in; otherwise nobody does and
// the visitor is asked to log in. The hearts show which products are saved from the store's
// announcements.
import { atom } from 'nanostores';
import { toast } from '../toasts/index.ts';
import {
  WISHLIST_CHANGE_EVENT,
  WISHLIST_TOGGLE_EVENT,
  type WishlistChangeDetail,
  type WishlistProduct,
  type WishlistToggleDetail,
} from './wishlist-events.ts';

/** A heart pressed while nobody is signed in: the wishlist needs a signed-in customer. */
const WISHLIST_LOGIN_MESSAGE = {
  card: 'Please login to add items to wishlist',
  product: 'Please login to add to wishlist',
} as const;

/**
 * Product ids the signed-in wishlist holds, as its last announcement said; empty when anonymous. One
 * atom per page: the scripts and islands of a page come from one build, in which this module is one
 * chunk, so they all share it.
 */
export const $wishlistedIds = atom<ReadonlySet<string>>(new Set());

/**
 * A heart pressed: the wishlist toggles the product. Without a signed-in customer the visitor is asked
 * to log in here, and the header's wishlist (header-wishlist.script.ts) opens the sign-in in a popup;
 * once signed in, the product is saved.
 */
export function requestWishlistToggle(
  product: WishlistProduct,
  context: WishlistToggleDetail['context'] = 'card',
): void {
  const event = new CustomEvent<WishlistToggleDetail>(WISHLIST_TOGGLE_EVENT, {
    detail: { product, wishlisted: $wishlistedIds.get().has(product.id), context },
    cancelable: true,
  });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) toast.error(WISHLIST_LOGIN_MESSAGE[context]);
}

let following = false;

/** Keeps $wishlistedIds in step with the store's announcements, from now on. Safe to call again. */
export function followSavedHearts(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener(WISHLIST_CHANGE_EVENT, (event) => {
    const ids = (event as CustomEvent<Partial<WishlistChangeDetail> | null>).detail?.ids;
    if (Array.isArray(ids))
      $wishlistedIds.set(new Set(ids.filter((id): id is string => typeof id === 'string')));
  });
}
