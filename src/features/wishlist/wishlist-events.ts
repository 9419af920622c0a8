// How the hearts on a page and the wishlist store talk, through events on window, so that a page's
// hearts work before the store (which needs the sign-in code) has loaded, or without it:
// - a heart dispatches WISHLIST_TOGGLE_EVENT (cancelable); whoever takes the toggle cancels it;
// - the store dispatches WISHLIST_CHANGE_EVENT with the saved product ids whenever its list changes,
//   which every heart and the header's count reflect.

export const WISHLIST_TOGGLE_EVENT = 'wishlist:toggle';
export const WISHLIST_CHANGE_EVENT = 'wishlist:change';

/** The product fields a toggle needs. */
export interface WishlistProduct {
  id: string;
  name: string;
}

export interface WishlistToggleDetail {
  product: WishlistProduct;
  /** Whether the heart showed the product as saved when pressed. */
  wishlisted: boolean;
  /** Where it was pressed: on the product's own page the toasts leave the name out. */
  context: 'card' | 'product';
}

export interface WishlistChangeDetail {
  ids: string[];
}
