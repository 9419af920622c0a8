// What a product card's buttons do (spec sections 2, 4, 5 and 8), for every card on a page: the
// cards pre-rendered into the HTML and the ones the listing islands render later. One delegated
// listener handles the clicks, so a pre-rendered grid works without React, and a React card needs
// no handler of its own (and can never add twice). The script also keeps the 'In Cart' labels of
// pre-rendered cards in step with the cart, in this tab and in others, and gives cards whose image
// fails the placeholder of spec section 9.
import { atom, type WritableAtom } from 'nanostores';
import type { ProductSummary } from '../../contract/catalogue.ts';
import {
  $cart,
  addProductToCart,
  isInCart,
  reloadCart,
  type CartItem,
  type CartProduct,
} from '../features/cart/index.ts';
import { toast } from '../features/toasts/index.ts';

/** Spec section 9: what a card shows when its product has no image or the image fails. */
export const PLACEHOLDER_IMAGE = '/images/placeholder-product.jpg';

export const ADD_TO_CART_LABEL = 'Add to Cart';
export const IN_CART_LABEL = 'In Cart';
/** Spec section 5: the wishlist needs a signed-in customer. */
export const WISHLIST_LOGIN_MESSAGE = 'Please login to add to wishlist';

/**
 * Card markup contract, shared by ProductCard.tsx (which writes it) and this script (which reads
 * it): the card element carries the product as JSON; its buttons are marked, and cards rendered by
 * a live island are marked managed, so that this script leaves their labels to React.
 */
export const CARD = {
  card: 'data-product-card',
  product: 'data-product',
  managed: 'data-managed',
  addToCart: 'data-add-to-cart',
  cartLabel: 'data-cart-label',
  wishlist: 'data-wishlist',
  image: 'data-product-image',
} as const;

/** What a card hands to the cart and to the wishlist: the spec's cart-item fields of a product. */
export type CardProduct = CartProduct & { category: string | null };

export function toCardProduct(product: ProductSummary): CardProduct {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    compare_price: product.compare_price,
    discount_price: product.discount_price,
    image_url: product.image_url,
    category: product.category?.name ?? null,
    stock_status: product.stock_status,
  };
}

/** The product a card element carries, or null when the markup is not a card's. */
export function readCardProduct(card: Element | null): CardProduct | null {
  const json = card?.getAttribute(CARD.product);
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<CardProduct> | null;
    if (
      !value ||
      typeof value.id !== 'string' ||
      typeof value.name !== 'string' ||
      typeof value.price !== 'number'
    )
      return null;
    return value as CardProduct;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The wishlist hook. Signing in is not built yet, so a heart only asks the visitor to log in. The
// signed-in wishlist plugs in here and nowhere else: it listens for WISHLIST_TOGGLE_EVENT on window
// and calls preventDefault() when it takes the toggle, and it dispatches WISHLIST_CHANGE_EVENT with
// the wishlisted product ids whenever its list changes, which every heart on the page reflects.
// ---------------------------------------------------------------------------------------------

export const WISHLIST_TOGGLE_EVENT = 'wishlist:toggle';
export const WISHLIST_CHANGE_EVENT = 'wishlist:change';

export interface WishlistToggleDetail {
  product: CardProduct;
  /** Whether the heart showed the product as wishlisted when pressed. */
  wishlisted: boolean;
  /** Where it was pressed: the product page words its toasts without the name (spec section 8). */
  context: 'card' | 'product';
}

const WISHLIST_KEY = Symbol.for('aangan.card-wishlist');
const sharedWishlist = globalThis as { [WISHLIST_KEY]?: WritableAtom<ReadonlySet<string>> };
/** Product ids the signed-in wishlist holds, as its last WISHLIST_CHANGE_EVENT said; empty when anonymous. */
export const $wishlistedIds = (sharedWishlist[WISHLIST_KEY] ??= atom<ReadonlySet<string>>(new Set()));

export function toggleWishlist(
  product: CardProduct,
  context: WishlistToggleDetail['context'] = 'card',
): void {
  const event = new CustomEvent<WishlistToggleDetail>(WISHLIST_TOGGLE_EVENT, {
    detail: { product, wishlisted: $wishlistedIds.get().has(product.id), context },
    cancelable: true,
  });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) toast.error(WISHLIST_LOGIN_MESSAGE);
}

// ---------------------------------------------------------------------------------------------

/** Swaps a failed product image for the placeholder, once. */
export function showPlaceholder(image: HTMLImageElement): void {
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = PLACEHOLDER_IMAGE;
}

/** Brings the labels of pre-rendered cards under `root` in line with the cart and the wishlist. */
export function syncCards(root: ParentNode, items: CartItem[], wishlisted: ReadonlySet<string>): void {
  for (const card of root.querySelectorAll(`[${CARD.card}]:not([${CARD.managed}])`)) {
    const id = readCardProduct(card)?.id;
    if (!id) continue;
    const inCart = isInCart(items, id);
    const button = card.querySelector<HTMLButtonElement>(`[${CARD.addToCart}]`);
    const label = button?.querySelector<HTMLElement>(`[${CARD.cartLabel}]`);
    if (button && label) {
      const text = inCart ? IN_CART_LABEL : ADD_TO_CART_LABEL;
      if (label.textContent !== text) label.textContent = text;
      button.toggleAttribute('data-in-cart', inCart);
    }
    const heart = card.querySelector<HTMLButtonElement>(`[${CARD.wishlist}]`);
    heart?.setAttribute('aria-pressed', String(wishlisted.has(id)));
  }
}

const INSTALLED = Symbol.for('aangan.card-actions');

/** Wires every card on the page, now and later. Safe to call more than once. */
export function installCardActions(): void {
  const flags = globalThis as { [INSTALLED]?: boolean };
  if (flags[INSTALLED] || typeof document === 'undefined') return;
  flags[INSTALLED] = true;

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(`[${CARD.addToCart}], [${CARD.wishlist}]`);
    if (!button || button.disabled) return;
    const product = readCardProduct(button.closest(`[${CARD.card}]`));
    if (!product) return;
    event.preventDefault();
    if (button.hasAttribute(CARD.addToCart)) addProductToCart(product);
    else toggleWishlist(product);
  });

  // Image errors do not bubble, so they are caught on the way down.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute(CARD.image))
        showPlaceholder(event.target);
    },
    true,
  );
  // Images that failed before this script ran.
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${CARD.image}]`)) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showPlaceholder(image);
  }

  window.addEventListener(WISHLIST_CHANGE_EVENT, (event) => {
    const ids = (event as CustomEvent<{ ids?: unknown }>).detail?.ids;
    if (Array.isArray(ids))
      $wishlistedIds.set(new Set(ids.filter((id): id is string => typeof id === 'string')));
  });

  const sync = () => syncCards(document, $cart.get(), $wishlistedIds.get());
  $cart.listen(sync);
  $wishlistedIds.listen(sync);
  sync();

  // A page restored from the back/forward cache missed the other tabs' changes while it slept.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reloadCart();
  });
}
