// The e-mail of a booked slot (decision 200): to the shopper when they book or move the day of their
// order's delivery or installation, with the order's link, from where the day can be moved until 48 hours
// before it.
import { SLOT_PURPOSE_LABELS, SLOT_RULES, slotDayText, type SlotPurpose } from '../../contract/slot-rules.ts';
import type { OutgoingEmail } from '../outbox/outbox.ts';
import type { OrderEmailSettings } from './order-emails.ts';
import { emailHtml, textRows, type Row } from './layout.ts';

export interface SlotBookedEmail {
  order: { number: string; name: string; email: string };
  purpose: SlotPurpose;
  /** YYYY-MM-DD, the day in India. */
  date: string;
  /** Whether an earlier day was moved to this one. */
  moved: boolean;
  orderUrl: string;
}

/** "Your delivery is booked for Tuesday, 14 July 2026" (or "is moved to" after a move). */
export function slotBookedEmail(settings: OrderEmailSettings, input: SlotBookedEmail): OutgoingEmail {
  const what = SLOT_PURPOSE_LABELS[input.purpose].toLowerCase();
  const day = slotDayText(input.date);
  const subject = input.moved ? `Your ${what} is moved to ${day}` : `Your ${what} is booked for ${day}`;
  const intro = [
    `Hello ${input.order.name},`,
    `${subject}, for order ${input.order.number}. Our team will call you the day before with a time.`,
  ];
  const rows: Row[] = [
    ['Order', input.order.number],
    [`${SLOT_PURPOSE_LABELS[input.purpose]} day`, day],
  ];
  const outro = [
    `You can move the day on your order page until ${SLOT_RULES.changeHours} hours before it.`,
    `Questions? Reply to this e-mail or call ${settings.businessPhone}.`,
  ];
  return {
    to: input.order.email,
    replyTo: settings.businessEmail,
    subject,
    text: [...intro, '', textRows(rows), '', `View your order: ${input.orderUrl}`, '', ...outro].join('\n'),
    html: emailHtml({
      heading: subject,
      intro,
      rows,
      action: { label: 'View your order', url: input.orderUrl },
      outro,
      footer: `${settings.businessName} · ${settings.businessEmail}`,
    }),
  };
}
