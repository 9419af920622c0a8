// Where the cart lives in the browser: local storage key cart_items, a JSON array of items with a
// quantity (docs/cart-and-wishlist.md). The header's badge reads it without React; the cart store
// writes it.

import { CART_STORAGE_KEY } from '../../lib/storage-keys.ts';

export { CART_STORAGE_KEY };

/**
 * Fired on window by whatever changes the cart in this tab, because the browser's `storage` event
 * only reaches other tabs.
 */
export const CART_CHANGE_EVENT = 'cart:change';

/** Total quantity across lines; anything unreadable counts as an empty cart rather than breaking the page. */
export function cartItemCount(stored: string | null): number {
  if (!stored) return 0;
  let items: unknown;
  try {
    items = JSON.parse(stored);
  } catch {
    return 0;
  }
  if (!Array.isArray(items)) return 0;
  let count = 0;
  for (const item of items) {
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0)
      count += Math.floor(quantity);
  }
  return count;
}

/** What the badge shows: nothing for an empty cart, and a cap so the badge keeps its shape. */
export const cartBadgeText = (count: number): string =>
  count <= 0 ? '' : count > 99 ? '99+' : String(count);
