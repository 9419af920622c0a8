// The e-mails an order sends through the outbox: the confirmation to the shopper with the order's link,
// a note to the business, and one to the shopper at every later change of status. The amounts are the
// order's own, so the e-mail, the order page and the invoice show the same totals.
import { formatPaiseShort } from '../../contract/money.ts';
import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from '../../contract/orders.ts';
import { slotDayText } from '../../contract/slot-rules.ts';
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { emailHtml, textRows, type Row } from './layout.ts';

export interface OrderEmailSettings {
  businessName: string;
  businessEmail: string;
  businessPhone: string;
}

const addressText = (address: Order['delivery']) =>
  [address.line1, address.area, address.landmark, `${address.city}, ${address.stateName} ${address.pincode}`]
    .filter(Boolean)
    .join('\n');

const lineRows = (order: Order): Row[] =>
  order.lines.map((line) => [
    `${line.quantity} × ${line.name}${line.variantName ? ` (${line.variantName})` : ''}`,
    formatPaiseShort(line.amount + line.discount),
  ]);

/** The codes' discount (decision 202): the lines above are before it, the total after. */
const discountRows = (order: Order): Row[] =>
  order.discount > 0
    ? [
        [
          `Coupon ${order.coupons.map((coupon) => coupon.code).join(', ')}`,
          `−${formatPaiseShort(order.discount)}`,
        ],
      ]
    : [];

const taxRows = (order: Order): Row[] =>
  order.totals.igst > 0
    ? [['IGST', formatPaiseShort(order.totals.igst)]]
    : [
        ['CGST', formatPaiseShort(order.totals.cgst)],
        ['SGST', formatPaiseShort(order.totals.sgst)],
      ];

const paymentText = (order: Order) =>
  order.paymentMethod === 'cod'
    ? 'Cash on delivery'
    : order.paymentStatus === 'paid'
      ? 'Paid online'
      : 'Online';

const text = (parts: (string | Row[])[]) =>
  parts.map((part) => (typeof part === 'string' ? part : textRows(part))).join('\n');

export function orderConfirmationEmails(
  settings: OrderEmailSettings,
  order: Order,
  orderUrl: string,
): { customer: OutgoingEmail; business: OutgoingEmail } {
  const rows: Row[] = [
    ['Order', order.number],
    ...lineRows(order),
    ...discountRows(order),
    ['Delivery', 'Free'],
    ...taxRows(order),
    ['Total (GST included)', formatPaiseShort(order.totals.total)],
    ['Payment', paymentText(order)],
  ];
  const subject = `Your order ${order.number} is placed`;
  const intro = [
    `Hello ${order.name},`,
    `Thank you for your order. We have received it and will call you within a day to confirm the delivery date.`,
  ];
  const outro = [
    `Your GST invoice ${order.invoice?.number ?? ''} is on the order page. Keep this e-mail: its link opens your order without signing in.`,
    `Questions? Reply to this e-mail or call ${settings.businessPhone}.`,
  ];
  const block = { title: 'Delivering to', text: addressText(order.delivery) };
  const customer: OutgoingEmail = {
    to: order.email,
    replyTo: settings.businessEmail,
    subject,
    text: text([
      ...intro,
      '',
      rows,
      '',
      `${block.title}:`,
      block.text,
      '',
      `View your order: ${orderUrl}`,
      '',
      ...outro,
    ]),
    html: emailHtml({
      heading: 'Thank you for your order',
      intro,
      rows,
      block,
      action: { label: 'View your order', url: orderUrl },
      outro,
      footer: `${settings.businessName} · ${settings.businessEmail}`,
    }),
  };
  const businessRows: Row[] = [
    ['Customer', `${order.name}, ${order.phone}, ${order.email}`],
    ...(order.gstin ? ([['GSTIN', order.gstin]] as Row[]) : []),
    ...rows,
  ];
  const business: OutgoingEmail = {
    to: settings.businessEmail,
    replyTo: order.email,
    subject: `New order ${order.number}: ${formatPaiseShort(order.totals.total)}, ${paymentText(order).toLowerCase()}`,
    text: text([`A new order came in.`, '', businessRows, '', 'Deliver to:', addressText(order.delivery)]),
    html: emailHtml({
      heading: `New order ${order.number}`,
      intro: ['A new order came in. Confirm it in the back office.'],
      rows: businessRows,
      block: { title: 'Deliver to', text: addressText(order.delivery) },
      outro: [],
      footer: settings.businessName,
    }),
  };
  return { customer, business };
}

const STATUS_LINES: Partial<Record<OrderStatus, string>> = {
  confirmed: 'We have confirmed your order and are preparing it for delivery.',
  shipped: 'Your order is on its way.',
  delivered: 'Your order has been delivered. We hope you love it.',
  cancelled: 'Your order has been cancelled.',
  refunded: 'Your payment has been refunded. Banks take 5–7 working days to show it.',
};

export function orderStatusEmail(
  settings: OrderEmailSettings,
  order: Order,
  orderUrl: string,
  /** The days booked for the delivery and the installation, when any (decision 200). */
  days?: { delivery: string | null; installation: string | null },
): OutgoingEmail {
  const label = ORDER_STATUS_LABELS[order.status];
  const intro = [
    `Hello ${order.name},`,
    STATUS_LINES[order.status] ?? `Your order is now ${label.toLowerCase()}.`,
  ];
  const rows: Row[] = [
    ['Order', order.number],
    ['Status', label],
    ...(order.status === 'shipped' && order.carrier
      ? ([
          ['Carrier', order.carrier],
          ['Tracking number', order.trackingNumber ?? ''],
        ] as Row[])
      : []),
    ...(days?.delivery ? ([['Delivery day', slotDayText(days.delivery)]] as Row[]) : []),
    ...(days?.installation ? ([['Installation day', slotDayText(days.installation)]] as Row[]) : []),
    ['Total', formatPaiseShort(order.totals.total)],
  ];
  // A cancelled invoice is cancelled by its credit note (decision 162), which the order page offers.
  const creditNote = order.status === 'cancelled' ? order.creditNotes.at(-1) : undefined;
  const outro = [
    ...(creditNote && order.invoice
      ? [
          `Credit note ${creditNote.number} cancels invoice ${order.invoice.number}. Download it from your order page.`,
        ]
      : []),
    `Questions? Reply to this e-mail or call ${settings.businessPhone}.`,
  ];
  return {
    to: order.email,
    replyTo: settings.businessEmail,
    subject: `Your order ${order.number} is ${label.toLowerCase()}`,
    text: text([...intro, '', rows, '', `View your order: ${orderUrl}`, '', ...outro]),
    html: emailHtml({
      heading: `Order ${label.toLowerCase()}`,
      intro,
      rows,
      action: { label: 'View your order', url: orderUrl },
      outro,
      footer: `${settings.businessName} · ${settings.businessEmail}`,
    }),
  };
}
