// Brings the header's cart link (Header.astro) to life: its badge and its label say how many items the
// cart holds. It reads the stored cart rather than the cart store, so that pages without a cart
// island load no store for it, and follows changes in this tab and in others.
import { CART_CHANGE_EVENT, CART_STORAGE_KEY, cartBadgeText, cartItemCount } from './cart-storage.ts';
import { USER_DATA_KEY } from '../../lib/storage-keys.ts';

export function initCartCorner(): void {
  const badge = document.querySelector<HTMLElement>('[data-cart-badge]');
  const cartLabel = document.querySelector<HTMLElement>('[data-cart-label]');
  if (!badge || !cartLabel) return;
  const render = () => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(CART_STORAGE_KEY);
    } catch {
      // Storage can be blocked (privacy modes); the cart then simply reads as empty.
    }
    const count = cartItemCount(stored);
    badge.textContent = cartBadgeText(count);
    badge.hidden = count === 0;
    cartLabel.textContent = count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  };
  render();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) render();
  });
  window.addEventListener(CART_CHANGE_EVENT, render);
  followAccount();
  // Pages restored from the back/forward cache keep their old badge otherwise.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) render();
  });
}

/**
 * For a signed-in visitor (a stored profile), the cart follows the account (cart-sync.ts, decision 207):
 * loaded only then, and when this tab signs in, so guests never load it. Signing out forgets which
 * account the cart was joined to (the account feature's clearStoredSession).
 */
function followAccount(): void {
  const start = () => {
    try {
      if (localStorage.getItem(USER_DATA_KEY) !== null)
        void import('./cart-sync.ts').then((sync) => sync.startCartSync());
    } catch {
      // Storage blocked: no profile either.
    }
  };
  window.addEventListener('auth:change', start);
  start();
}
