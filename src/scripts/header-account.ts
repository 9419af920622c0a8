// The header's account corner (spec section 2), the part every page loads up front, kept tiny: content
// pages may load 10 kB of JavaScript in all. The inline script at the end of Header.astro has already
// shown the stored state before the first paint ('Sign In', or the wishlist and the user menu). This
// starts the signed-in behaviour (header-account-menu.ts) for a signed-in visitor or when another tab
// signs in, and loads the sign-in code (oidc-client-ts) only when 'Sign In' is pressed.
import type { WishlistToggleDetail } from './card-actions.ts';

const header = document.querySelector<HTMLElement>('[data-site-header]');
const menu = () => import('./header-account-menu.ts');
const signedIn = () => header?.querySelector<HTMLElement>('[data-account-user]')?.hidden === false;

// Whether the wishlist store answers the product cards' hearts itself (it does once it has loaded).
let storeAnswers = false;
const answering = () => (storeAnswers = true);
const start = () => void menu().then((account) => account.start(answering));

header?.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-sign-in]'))
    void menu().then((account) => account.signIn());
});

// Signed in, a heart pressed before the store is there is taken here (the cards' contract: cancel the
// event, then answer with wishlist:change) and toggled once the store has loaded.
window.addEventListener('wishlist:toggle', (event) => {
  if (!signedIn() || storeAnswers) return;
  event.preventDefault();
  const { product, context } = (event as CustomEvent<WishlistToggleDetail>).detail;
  void menu().then((account) => account.toggleWishlist(product, context, answering));
});

// Another tab signing in, or a page back from the back/forward cache: the full script follows (and
// from then on every change).
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === header?.dataset.userKey) start();
});
window.addEventListener('pageshow', (event) => {
  if (event.persisted) start();
});

if (signedIn()) start();
