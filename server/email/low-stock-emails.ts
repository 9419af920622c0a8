// The morning e-mail to the business about stock (decision 199): every counted product at or below its
// low-stock threshold, with its units and threshold, and a link to the back office's Low stock list.
// Sent once a day, only when something is low.
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { emailHtml, type Row } from './layout.ts';

export interface LowStockEmailSettings {
  businessName: string;
  businessEmail: string;
}

export interface LowStockItem {
  name: string;
  sku: string | null;
  quantity: number;
  threshold: number;
}

/** How many products the e-mail lists; the rest are counted and found in the back office. */
export const LOW_STOCK_EMAIL_MAX = 50;

const itemLine = (item: LowStockItem): string =>
  `${item.name}${item.sku ? ` (${item.sku})` : ''}: ${item.quantity} left, threshold ${item.threshold}`;

/** To the business: what is low on `date` (India), the first LOW_STOCK_EMAIL_MAX of `total`, and where to see all. */
export function lowStockEmail(
  settings: LowStockEmailSettings,
  facts: { date: string; items: readonly LowStockItem[]; total: number; url: string },
): OutgoingEmail {
  const count = `${facts.total} ${facts.total === 1 ? 'product is' : 'products are'}`;
  const heading = `${count} low on stock`;
  const rows: Row[] = facts.items.map((item) => [
    item.sku ? `${item.name} (${item.sku})` : item.name,
    `${item.quantity} left, threshold ${item.threshold}`,
  ]);
  const more = facts.total - facts.items.length;
  const outro = [
    ...(more > 0 ? [`And ${more} more: see them all in the back office.`] : []),
    'Order more, or change a threshold in the product’s page.',
  ];
  return {
    to: settings.businessEmail,
    subject: `Low stock on ${facts.date}: ${count} at or below the threshold`,
    text: [
      `${heading} this morning (${facts.date}).`,
      '',
      ...facts.items.map(itemLine),
      '',
      ...outro,
      '',
      `Low stock: ${facts.url}`,
    ].join('\n'),
    html: emailHtml({
      heading,
      intro: [`At or below their threshold this morning (${facts.date}):`],
      rows,
      action: { label: 'Open Low stock', url: facts.url },
      outro,
      footer: settings.businessName,
    }),
  };
}
