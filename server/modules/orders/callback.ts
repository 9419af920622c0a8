// A request to be called back to order a cart (decision 161): the cart as the shop prices it, in words
// for the lead staff open and for its e-mails. The browser's prices are never written down.
import { rupees } from '../../email/order-emails.ts';
import type { PricedCart } from './pricing.ts';

/**
 * "2 × Teak Console (2-Seater) at ₹24,999: ₹49,998" a line, the total, what cannot be had, and the
 * delivery pincode when the shopper gave it.
 */
export function callbackCartText(
  cart: Pick<PricedCart, 'lines' | 'totals' | 'problems'>,
  pincode?: string,
): string {
  const lines = cart.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.variantName ? ` (${line.variantName})` : ''} at ${rupees(line.unitPrice * 100)}: ${rupees(line.amount)}`,
  );
  return [
    ...lines,
    `Total: ${rupees(cart.totals.total)} (GST included, at the shop's prices when asked)`,
    ...cart.problems.map((problem) => `Not available: ${problem.message}`),
    ...(pincode ? [`Delivery pincode: ${pincode}`] : []),
  ].join('\n');
}
