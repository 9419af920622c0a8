// Brings every ProductCard.tsx on a page to life (docs/catalogue.md): the cards pre-rendered into the
// HTML and the ones the listing islands render later. One delegated listener handles the clicks, so a
// pre-rendered grid works without React, and a React card needs no handler of its own (and can never
// add twice): Add to Cart puts one more of the product in the cart, with a toast; the heart asks the
// wishlist. The script also keeps the 'In Cart' labels and the hearts of pre-rendered cards in step
// with the cart and the wishlist, in this tab and in others, and gives a card whose image fails the
// placeholder image.
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { $cart, addProductToCart, isInCart, reloadCart, type CartItem } from '../cart/index.ts';
import { installCompareToggles } from '../compare/index.ts';
import { $wishlistedIds, followSavedHearts, requestWishlistToggle } from '../wishlist/index.ts';
import {
  ADD_TO_CART_LABEL,
  CARD,
  CARD_PARTS,
  IN_CART_LABEL,
  readCardId,
  readCardProduct,
} from './product-card.ts';

/** Swaps a failed product image for the placeholder, once. */
function showPlaceholder(image: HTMLImageElement): void {
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = PLACEHOLDER_IMAGE;
}

/** Brings the labels of pre-rendered cards under `root` in line with the cart and the wishlist. */
function syncCards(root: ParentNode, items: CartItem[], wishlisted: ReadonlySet<string>): void {
  for (const card of root.querySelectorAll(`[${CARD.card}]:not([${CARD.managed}])`)) {
    const id = readCardId(card);
    if (!id) continue;
    const inCart = isInCart(items, id);
    const button = card.querySelector<HTMLButtonElement>(`[${CARD.addToCart}]`);
    const label = button?.querySelector<HTMLElement>(`[${CARD.cartLabel}]`);
    if (button && label) {
      const text = inCart ? IN_CART_LABEL : ADD_TO_CART_LABEL;
      if (label.textContent !== text) label.textContent = text;
      button.toggleAttribute('data-in-cart', inCart);
    }
    // Written only when it changes: an unchanged card costs the page no style work.
    const heart = card.querySelector<HTMLButtonElement>(`[${CARD.wishlist}]`);
    const pressed = String(wishlisted.has(id));
    if (heart && heart.getAttribute('aria-pressed') !== pressed) heart.setAttribute('aria-pressed', pressed);
  }
}

let installed = false;

/**
 * Wires every card on the page, now and later, and the placeholder of every image marked as a
 * product image (the product page's too). Safe to call more than once.
 */
export function installCardActions(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(`[${CARD.addToCart}], [${CARD.wishlist}]`);
    if (!button || button.disabled) return;
    const product = readCardProduct(button.closest(`[${CARD.card}]`));
    if (!product) return;
    event.preventDefault();
    if (button.hasAttribute(CARD.addToCart)) addProductToCart(product);
    else requestWishlistToggle(product);
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

  followSavedHearts();
  installCompareToggles();

  const sync = () => syncCards(document, $cart.get(), $wishlistedIds.get());
  $cart.listen(sync);
  $wishlistedIds.listen(sync);
  sync();

  // A page restored from the back/forward cache missed the other tabs' changes while it slept.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reloadCart();
  });
}

/**
 * The page shell's call (BaseLayout.astro), on every page: wires the cards only where the page shows
 * a card or a product image. Islands that render cards later call installCardActions themselves.
 */
export function installPageCardActions(): void {
  if (document.querySelector(`[${CARD.card}], ${CARD_PARTS.image}`)) installCardActions();
}
