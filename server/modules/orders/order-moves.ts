// An order's moves between its statuses (decision 124), whoever asks: the shopper, staff, the gateway or
// the background worker. A move locks the order's row, checks the move is allowed, records its event, and
// does what the new status brings (a cancelled order gives its stock back and has its invoice credited; a
// delivered cash order is paid), all in the caller's transaction, with the shopper's e-mail queued.
import { sql } from 'drizzle-orm';
import { releaseCoupons } from '../offers/index.ts';
import { canMove, type Order, type OrderStatus, type PaymentStatus } from '../../../contract/orders.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../staff/index.ts';
import { creditInvoice } from './order-invoices.ts';
import { queueStatusEmail, type OrderMail } from './order-notices.ts';
import { collectCash, type Actor } from './order-payments.ts';
import { ORDER_NOT_FOUND, type ReadOrder } from './order-read.ts';

export interface MoveExtra {
  note?: string;
  carrier?: string;
  trackingNumber?: string;
}

export type MoveOrder = (
  tx: Executor,
  id: string,
  to: OrderStatus,
  actor: Actor,
  extra?: MoveExtra,
) => Promise<Order>;

export interface OrderMovesDeps {
  readOrder: ReadOrder;
  mail: OrderMail;
  /** Today's date in India, YYYY-MM-DD: a credit note's date. */
  today: () => string;
}

export function createOrderMoves(deps: OrderMovesDeps): { move: MoveOrder } {
  /** Moves an order to `to` with its event, its stock and its e-mail, in the caller's transaction. */
  async function move(
    tx: Executor,
    id: string,
    to: OrderStatus,
    actor: Actor,
    extra: MoveExtra = {},
  ): Promise<Order> {
    const [row] = await rowsOf<{ status: OrderStatus; payment_status: PaymentStatus }>(
      tx,
      sql`SELECT status, payment_status FROM orders WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
    if (!canMove(row.status, to)) {
      throw new AppError(
        'conflict',
        `An order that is ${row.status.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
      );
    }
    await tx.execute(sql`
      UPDATE orders SET status = ${to}, updated_at = now(),
        carrier = coalesce(${extra.carrier ?? null}, carrier),
        tracking_number = coalesce(${extra.trackingNumber ?? null}, tracking_number),
        payment_status = CASE WHEN ${to} = 'delivered' AND payment_method = 'cod' THEN 'paid'
                              WHEN ${to} = 'refunded' THEN 'refunded' ELSE payment_status END,
        reserved_until = NULL
      WHERE id = ${id}`);
    await tx.execute(sql`
      INSERT INTO order_events (order_id, status, actor, staff_id, note)
      VALUES (${id}, ${to}, ${actor.kind}, ${actor.staffId ?? null}, ${extra.note ?? null})`);
    if (to === 'cancelled') {
      await giveBackStock(tx, id);
      // After the stock rows, as a checkout locks them: the codes' uses come back (decision 202).
      await releaseCoupons(tx, id);
      await creditInvoice(tx, id, deps.today());
    }
    if (to === 'delivered') await collectCash(tx, id);
    const order = (await deps.readOrder(tx, id))!;
    // A member's move is audited with it (decision 154); the note, which staff may write freely, is not.
    if (actor.staffId) {
      await recordAudit(tx, {
        actor: { id: actor.staffId },
        action: `order.${to}`,
        entityType: 'order',
        entityId: id,
        before: { status: row.status, payment_status: row.payment_status },
        after: {
          status: order.status,
          payment_status: order.paymentStatus,
          ...(to === 'shipped' ? { carrier: order.carrier, tracking_number: order.trackingNumber } : {}),
        },
      });
    }
    await queueStatusEmail(tx, order, to, deps.mail);
    return order;
  }

  return { move };
}

/** A cancelled order's units go back on hand; a product that had sold out is in stock again. */
async function giveBackStock(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`
    WITH back AS (
      SELECT product_id, sum(quantity)::int AS quantity FROM order_lines
      WHERE order_id = ${orderId} AND kind = 'product' AND product_id IS NOT NULL GROUP BY product_id
    ), restocked AS (
      UPDATE product_stock s SET quantity = s.quantity + back.quantity, updated_at = now()
      FROM back WHERE s.product_id = back.product_id
      RETURNING s.product_id
    )
    UPDATE products SET stock_status = 'in_stock', version = version + 1
    WHERE id IN (SELECT product_id FROM restocked) AND stock_status = 'out_of_stock'`);
}
