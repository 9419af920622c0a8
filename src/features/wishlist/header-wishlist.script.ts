// Brings the header's wishlist link (Header.astro, inside the account corner) to life, and takes the
// hearts of a page for the wishlist while a customer is signed in. This is the part every page loads
// up front, kept tiny: content pages may load 10 kB of JavaScript in all. What a signed-in customer
// needs (the count, and the wishlist store with the sign-in code) is header-wishlist-signed-in.script.ts,
// loaded on demand.
//
// A heart pressed by a visitor starts the sign-in from here too (in a popup, through the part loaded on
// demand), and the product is saved once they are signed in.
//
// It follows the account corner: the header shows the corner exactly when a customer is signed in
// (the inline script of Header.astro before the first paint, then the account's own script), so the
// wishlist needs no sign-in code to know.
import type { WishlistToggleDetail } from './wishlist-events.ts';

// wishlist-events.ts's name, repeated: importing it would make a file of its own for one word.
const WISHLIST_TOGGLE_EVENT = 'wishlist:toggle';

const signedInPart = () => import('./header-wishlist-signed-in.script.ts');

export function initWishlistCorner(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const corner = header?.querySelector<HTMLElement>('[data-account-user]');
  if (!header || !corner) return;
  const signedIn = () => !corner.hidden;

  // Whether the wishlist store answers the hearts itself (it does once it has loaded).
  let storeAnswers = false;
  const answering = () => (storeAnswers = true);

  // Signed in, a heart pressed before the store is there is taken here (cancel the event; the store
  // answers with its announcement) and toggled once the saved list is known, with its toasts. A
  // visitor's heart is left to ask them to log in, and the sign-in opens (in a popup) to save it.
  window.addEventListener(WISHLIST_TOGGLE_EVENT, (event) => {
    const { product, context } = (event as CustomEvent<WishlistToggleDetail>).detail;
    if (!signedIn()) void signedInPart().then((part) => part.signInToSave(product, context, answering));
    else if (!storeAnswers) {
      event.preventDefault();
      void signedInPart().then((part) => part.toggleWishlist(product, context, answering));
    }
  });

  // Whenever the corner turns to a signed-in customer, or back.
  let shown = false;
  const follow = () => {
    if (signedIn() === shown) return;
    shown = signedIn();
    void signedInPart().then((part) => part.showFor(header, shown, answering));
  };
  new MutationObserver(follow).observe(corner, { attributes: true, attributeFilter: ['hidden'] });
  follow();
}
