// The one reminder of a cart left behind (decision 207), sent only to a customer who agreed to it: what
// the cart holds, a link back to the cart, and a one-click link that stops these reminders.
import { formatPaiseShort } from '../../contract/money.ts';
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { emailHtml, type Row } from './layout.ts';

export interface CartReminder {
  to: string;
  firstName: string;
  businessName: string;
  lines: readonly { name: string; quantity: number; linePaise: number }[];
  subtotalPaise: number;
  /** The storefront's cart page. */
  cartUrl: string;
  /** Withdraws the consent in one click. */
  unsubscribeUrl: string;
}

/** How many lines the e-mail lists; the cart page shows them all. */
export const CART_REMINDER_LINES_MAX = 10;

export function cartReminderEmail(input: CartReminder): OutgoingEmail {
  const shown = input.lines.slice(0, CART_REMINDER_LINES_MAX);
  const rows: Row[] = shown.map((line) => [
    `${line.name} × ${line.quantity}`,
    formatPaiseShort(line.linePaise),
  ]);
  const more = input.lines.length - shown.length;
  const greeting = input.firstName ? `Namaste ${input.firstName},` : 'Namaste,';
  const intro = [greeting, `You left these in your cart at ${input.businessName}. They are waiting for you.`];
  const outro = [
    ...(more > 0 ? [`And ${more} more in your cart.`] : []),
    `Subtotal today: ${formatPaiseShort(input.subtotalPaise)}. Prices and stock are checked again in your cart.`,
  ];
  const footer =
    `You get this one reminder because you agreed to cart reminders in your profile. ` +
    `Stop them: ${input.unsubscribeUrl}`;
  return {
    to: input.to,
    subject: `Your cart at ${input.businessName} is waiting`,
    text: [
      ...intro.flatMap((paragraph) => [paragraph, '']),
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      ...outro,
      '',
      `Your cart: ${input.cartUrl}`,
      '',
      '--',
      footer,
    ].join('\n'),
    html: emailHtml({
      heading: 'Your cart is waiting',
      intro,
      rows,
      action: { label: 'Open my cart', url: input.cartUrl },
      outro,
      footer,
    }),
  };
}
