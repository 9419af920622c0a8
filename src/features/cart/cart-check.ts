// The cart page's check (decision 207): when the page opens, the device's cart is read again by the shop
// (POST /cart/check, no sign-in) and takes the current names, prices and stock, for a guest as for a
// customer. What changed is said once, in words; a piece the shop no longer sells leaves the cart.
import type { Cart, CartData } from '@contract/carts.ts';
import { request } from '../../lib/api.ts';
import { formatINR } from '../../lib/money.ts';
import { $cart, lineKey, replaceCart, unitPrice, type CartItem } from './cart-store.ts';

/** The server's cart as the store keeps it: current prices, names and stock. */
export const toItems = (cart: Cart): CartItem[] =>
  cart.lines.map((line) => ({ ...line.product, quantity: line.quantity, variant: line.variant }));

/** What changed between the cart as kept and as checked, as the shopper reads it. */
export function changesOf(before: readonly CartItem[], after: readonly CartItem[]): string[] {
  const now = new Map(after.map((item) => [lineKey(item), item]));
  const changes: string[] = [];
  for (const item of before) {
    const fresh = now.get(lineKey(item));
    const name = item.variant ? `${item.name} (${item.variant.name})` : item.name;
    if (!fresh) changes.push(`${name} is no longer sold and has left your cart.`);
    else if (unitPrice(fresh) !== unitPrice(item))
      changes.push(`${name} now costs ${formatINR(unitPrice(fresh))}.`);
    else if (fresh.stock_status !== item.stock_status && fresh.stock_status !== 'in_stock')
      changes.push(`${name} is out of stock.`);
  }
  return changes;
}

/** Checks the cart as it is now; answers what changed (nothing when the shop could not be asked). */
export async function checkCart(signal?: AbortSignal): Promise<string[]> {
  const before = $cart.get();
  if (before.length === 0) return [];
  const lines = before.map((item) => ({
    productId: item.id,
    variantId: item.variant?.id ?? null,
    quantity: item.quantity,
  }));
  const { cart } = (await request<CartData>('post', '/cart/check', { json: { lines }, signal })).data;
  // The shopper may have changed the cart while the check was on its way: that change wins.
  if ($cart.get() !== before) return [];
  const after = toItems(cart);
  const changes = changesOf(before, after);
  if (changes.length > 0) replaceCart(after);
  return changes;
}
