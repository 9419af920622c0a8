// The rule that joins the device's cart to the account's at sign-in (decision 207). A piece on both
// keeps the larger quantity, never the sum: the device's cart was often copied from the account's
// (the same shopper signing in again), so adding would double it at every sign-in.
import { CART_LINES_MAX, type CartWriteLine } from '../../../contract/carts.ts';
import { LINE_QUANTITY_MAX } from '../../../contract/quantity-rules.ts';

export interface MergeLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

const keyOf = (line: { productId: string; variantId?: string | null }) =>
  `${line.productId}:${line.variantId ?? ''}`;

/** One line per piece, within the quantity cap, in the order first seen; at most CART_LINES_MAX lines. */
export function normalizeLines(lines: readonly CartWriteLine[]): MergeLine[] {
  const byKey = new Map<string, MergeLine>();
  for (const line of lines) {
    const key = keyOf(line);
    const quantity = Math.min(LINE_QUANTITY_MAX, (byKey.get(key)?.quantity ?? 0) + line.quantity);
    byKey.set(key, { productId: line.productId, variantId: line.variantId ?? null, quantity });
  }
  return [...byKey.values()].slice(0, CART_LINES_MAX);
}

/**
 * The account's lines first, in their order, each with the larger of the two quantities; then the
 * device's new lines. Beyond CART_LINES_MAX lines the device's last ones are left out.
 */
export function mergeCarts(account: readonly MergeLine[], device: readonly MergeLine[]): MergeLine[] {
  const merged = new Map<string, MergeLine>(account.map((line) => [keyOf(line), { ...line }]));
  for (const line of device) {
    const key = keyOf(line);
    const held = merged.get(key);
    const quantity = Math.min(LINE_QUANTITY_MAX, Math.max(held?.quantity ?? 0, line.quantity));
    merged.set(key, { ...line, quantity });
  }
  return [...merged.values()].slice(0, CART_LINES_MAX);
}
