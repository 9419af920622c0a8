// What people do to a placed order (decision 124): its shopper cancels it until it ships, or confirms the
// online payment Razorpay Checkout reported; staff move it on (confirm, ship, deliver, cancel) or refund a
// cancelled order that was paid. Each move runs in its own transaction; a paid order that is cancelled
// then gives its money back (decision 163).
import {
  customerMayCancel,
  type Order,
  type OrderStatus,
  type PaymentConfirm,
} from '../../../contract/orders.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import type { MoveExtra, MoveOrder } from './order-moves.ts';
import type { OrderPayments } from './order-payments.ts';
import type { LoadedOrder } from './order-read.ts';
import type { OrderAccess } from './order-views.ts';
import type { OnlineGateway } from './payments.ts';

export interface OrderActionsDeps {
  database: Database;
  gateway: OnlineGateway | undefined;
  authorisedRow(id: string, access: OrderAccess): Promise<LoadedOrder>;
  move: MoveOrder;
  payments: Pick<OrderPayments, 'markPaid' | 'refundCancelled'>;
}

export function createOrderActions(deps: OrderActionsDeps) {
  const { database, gateway, payments } = deps;
  const authorised = async (id: string, access: OrderAccess) => (await deps.authorisedRow(id, access)).order;

  /** The customer (or link holder) cancels, until the order ships. */
  async function cancel(id: string, access: OrderAccess): Promise<Order> {
    const order = await authorised(id, access);
    if (!customerMayCancel(order.status)) {
      throw new AppError(
        'conflict',
        'This order has shipped and can no longer be cancelled. Please contact us.',
      );
    }
    const moved = await database.db.transaction((tx) => deps.move(tx, id, 'cancelled', { kind: 'shopper' }));
    wakeOutbox();
    return moved.paymentStatus === 'paid' ? payments.refundCancelled(id) : moved;
  }

  /**
   * The Checkout handler's answer, sent on by the browser: the signature must be the gateway's for this
   * order's own gateway order; the amount paid is then the order's total.
   */
  async function confirmPayment(id: string, access: OrderAccess, payment: PaymentConfirm): Promise<Order> {
    const { order, row } = await deps.authorisedRow(id, access);
    if (!gateway || order.paymentMethod !== 'online') {
      throw new AppError('conflict', 'This order is not paid online.');
    }
    if (
      !row.gateway_order_id ||
      row.gateway_order_id !== payment.gatewayOrderId ||
      !gateway.verifyCheckout(payment)
    ) {
      throw AppError.badRequest('The payment could not be verified.', [
        { field: 'signature', message: 'does not match this order and payment' },
      ]);
    }
    const paid = await payments.markPaid(
      id,
      { id: payment.paymentId, amount: order.totals.total },
      { kind: 'shopper' },
    );
    return paid.order;
  }

  /** Staff move an order on: confirm, ship (with carrier and tracking), deliver, cancel. */
  async function act(
    id: string,
    to: OrderStatus,
    staffId: string,
    extra: { carrier?: string; trackingNumber?: string; note?: string } = {},
  ): Promise<Order> {
    if (to === 'shipped' && (!extra.carrier || !extra.trackingNumber)) {
      throw AppError.badRequest('carrier and trackingNumber are required to ship an order');
    }
    if (to === 'refunded') {
      const order = await authorised(id, { staff: true });
      if (order.status !== 'cancelled' || order.paymentStatus !== 'paid') {
        throw new AppError('conflict', 'Only a cancelled order that was paid can be refunded.');
      }
      return payments.refundCancelled(id, staffId);
    }
    const moveExtra: MoveExtra = {
      ...extra,
      note: extra.note ?? (to === 'shipped' ? `${extra.carrier} ${extra.trackingNumber}` : undefined),
    };
    const moved = await database.db.transaction((tx) =>
      deps.move(tx, id, to, { kind: 'staff', staffId }, moveExtra),
    );
    wakeOutbox();
    return to === 'cancelled' && moved.paymentStatus === 'paid'
      ? payments.refundCancelled(id, staffId)
      : moved;
  }

  return { cancel, confirmPayment, act };
}
