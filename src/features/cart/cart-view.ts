// What the cart page derives from the cart store's lines: links, images, line totals and the order
// enquiry a shopper sends while the site has no online checkout.
import type { CheckoutLine } from '@contract/orders.ts';
import { formatINR } from '../../lib/money.ts';
import { unitPrice, type CartItem } from './cart-store.ts';

/** The product page of a line, or null for a line saved without a slug. */
export const productHref = (slug: string | null | undefined): string | null =>
  slug ? `/products/${encodeURIComponent(slug)}` : null;

export const lineTotal = (item: CartItem): number => unitPrice(item) * item.quantity;

/** The cart's lines as an order, a quote or a callback sends them: the prices are what the shopper saw. */
export const checkoutLines = (items: readonly CartItem[]): CheckoutLine[] =>
  items.map((item) => ({
    productId: item.id,
    variantId: item.variant?.id ?? null,
    quantity: item.quantity,
    price: unitPrice(item),
  }));

/** '1 item', '3 items'. */
export const itemCountText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * An e-mail the shopper can send instead of checking out: every line with its quantity and price,
 * and the total, so the team can confirm the order without asking again.
 */
export function orderEnquiry(items: readonly CartItem[], total: number): { subject: string; body: string } {
  const lines = items.map((item) => {
    const name = item.variant ? `${item.name} (${item.variant.name})` : item.name;
    return `- ${name} × ${item.quantity}: ${formatINR(lineTotal(item))}`;
  });
  return {
    subject: 'Order enquiry from the website',
    body: [
      'Hello,',
      '',
      'I would like to order the following:',
      '',
      ...lines,
      '',
      `Total: ${formatINR(total)} (free delivery)`,
      '',
      'My name:',
      'Phone number:',
      'Delivery PIN code:',
    ].join('\n'),
  };
}

export const mailtoHref = (address: string, { subject, body }: { subject: string; body: string }): string =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
