// What checkout learned from the shop about a cart (decision 124): prices that changed and pieces with
// fewer units left, taken into the cart's lines. Kept here, not in the cart's store, so that the store
// every page loads stays small.
import { lineKey, type CartItem } from '../cart/index.ts';

export interface ShopCorrections {
  /** A line's new unit price, whole rupees. */
  prices: readonly { productId: string; variantId: string | null; now: number }[];
  /** A line that can no longer be had in full: `available` units are left (0 removes it). */
  shortages: readonly { productId: string; variantId: string | null; available: number }[];
}

/**
 * Takes the shop's current prices and stock into the cart: a changed price becomes the line's price
 * (no longer a discount), and a line with fewer units left shrinks or goes. Nothing else changes.
 */
export function correctedCart(items: readonly CartItem[], corrections: ShopCorrections): CartItem[] {
  const keyOf = (line: { productId: string; variantId: string | null }) =>
    line.variantId ? `${line.productId}:${line.variantId}` : line.productId;
  const prices = new Map(corrections.prices.map((change) => [keyOf(change), change.now]));
  const left = new Map(corrections.shortages.map((shortage) => [keyOf(shortage), shortage.available]));
  const next: CartItem[] = [];
  for (const item of items) {
    const key = lineKey(item);
    const available = left.get(key);
    if (available !== undefined && available <= 0) continue;
    const now = prices.get(key);
    let corrected = item;
    if (now !== undefined) {
      corrected = item.variant
        ? { ...item, variant: { ...item.variant, price: now, discount_price: null } }
        : { ...item, price: now, discount_price: null };
    }
    if (available !== undefined && available < corrected.quantity)
      corrected = { ...corrected, quantity: available };
    next.push(corrected);
  }
  return next;
}
