// An order's e-mails, queued in the outbox in the caller's transaction (decision 124): the confirmation
// to the shopper and the note to the business when the order is placed, and the shopper's e-mail at each
// later change of status. Each carries the order's own link.
import type { Order, OrderStatus } from '../../../contract/orders.ts';
import type { Executor } from '../../db/client.ts';
import {
  orderConfirmationEmails,
  orderStatusEmail,
  type OrderEmailSettings,
} from '../../email/order-emails.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { orderBooking } from '../delivery/index.ts';

/** What an order's e-mails need: who the business is, and the order page's link. */
export interface OrderMail {
  emails: OrderEmailSettings;
  messageIdDomain: string;
  /** The order page with the order's token, read through `executor` inside a transaction. */
  orderUrl(id: string, executor?: Executor): Promise<string>;
}

/** A placed order's confirmation to the shopper and its note to the business. */
export async function queueConfirmation(tx: Executor, order: Order, mail: OrderMail): Promise<void> {
  const emails = orderConfirmationEmails(mail.emails, order, await mail.orderUrl(order.id, tx));
  await enqueueEmail(tx, { topic: 'order.placed', email: emails.customer }, mail.messageIdDomain);
  await enqueueEmail(tx, { topic: 'order.business', email: emails.business }, mail.messageIdDomain);
}

/**
 * The shopper's e-mail about the order's move to `to`. Once the order is on its way, it names the days
 * booked for its delivery and installation (decision 200).
 */
export async function queueStatusEmail(
  tx: Executor,
  order: Order,
  to: OrderStatus,
  mail: OrderMail,
): Promise<void> {
  const days =
    to === 'confirmed' || to === 'shipped'
      ? {
          delivery: (await orderBooking(tx, order.id, 'delivery'))?.date ?? null,
          installation: (await orderBooking(tx, order.id, 'installation'))?.date ?? null,
        }
      : undefined;
  const email = orderStatusEmail(mail.emails, order, await mail.orderUrl(order.id, tx), days);
  await enqueueEmail(tx, { topic: `order.${to}`, email }, mail.messageIdDomain);
}
