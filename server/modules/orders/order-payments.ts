// An order's money (decisions 125, 163 and 164): a payment recorded once whichever message reports it
// first, Razorpay's webhooks acknowledged whenever they are authentic, refunds tracked from the gateway's
// answer and its webhooks until they are processed or fail, and the background work that settles what no
// message settled. Every movement is a row of the ledger, and the order's payment status changes with it,
// in its transaction, under the order's row lock. What cannot be applied is recorded and raised to staff.
import { sql } from 'drizzle-orm';
import { formatPaiseShort } from '../../../contract/money.ts';
import type { Order, OrderStatus, PaymentMethod, PaymentStatus } from '../../../contract/orders.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import { recordAudit } from '../staff/index.ts';
import {
  movementById,
  movementByReference,
  movementsOf,
  recordPayment,
  recordRefund,
  settleMovement,
  staleRefunds,
  startRefund,
  touchMovement,
  type Movement,
  type MovementState,
} from '../billing/index.ts';
import { raiseAlert, resolveAlerts, type AlertMail } from './payment-alerts.ts';
import { gatewayRefusal, type GatewayRefund, type OnlineGateway } from './payments.ts';

export type Actor = { kind: 'shopper' | 'staff' | 'system' | 'gateway'; staffId?: string };

/** What an authentic webhook did. */
export const WEBHOOK_OUTCOMES = [
  'paid',
  'not_applied',
  'payment_failed',
  'refund_updated',
  'ignored',
  'duplicate',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** How long a webhook delivery's id is remembered: Razorpay retries for a day. */
const WEBHOOK_EVENTS_KEPT_DAYS = 7;

/** Failures of one order's reconciliation before staff are told; each waits longer before the next try. */
const RECONCILE_RAISE_AFTER = 3;
const reconcileRetryMinutes = (failures: number): number => Math.min(60, 2 ** (failures - 1));

/** A lapsed order whose gateway payment cannot settle it. */
class ReconcileProblem extends Error {}

/** What the orders service lends its payments: the moves between statuses and what a placed order gets. */
export interface OrderPaymentsDeps {
  database: Database;
  gateway: OnlineGateway | undefined;
  alerts: AlertMail;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** Moves an order to `to` with its event, stock and e-mail, in the caller's transaction. */
  move(tx: Executor, id: string, to: OrderStatus, actor: Actor, extra?: { note?: string }): Promise<Order>;
  readOrder(executor: Executor, id: string): Promise<Order | null>;
  /** Places a paid order in the caller's transaction: its invoice, its event and its e-mails. */
  placePaid(tx: Executor, id: string, actor: Actor, note: string): Promise<void>;
  /**
   * A captured payment whose gateway order is no order's: a design project's stage (decision 192).
   * Answers null when it is not one either.
   */
  otherPayment?: (payment: {
    id: string;
    orderId: string;
    amount: number;
  }) => Promise<'paid' | 'not_applied' | null>;
  /** How long a refund the gateway never answered for waits to be asked again (REFUND_RETRY_SECONDS). */
  refundUnsentRetryMs?: number;
}

/** How long a refund may wait without the gateway's answer, or in `pending`, before it is asked again. */
const REFUND_UNSENT_RETRY_MS = 60_000;
const REFUND_PENDING_RECHECK_MS = 15 * 60_000;

const refundState = (status: GatewayRefund['status']): MovementState =>
  status === 'processed' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending';

/** Paise still held of `payment`: what it took less what is refunded or being refunded. */
export const unrefunded = (payment: Movement, movements: readonly Movement[]): number =>
  payment.amount -
  movements
    .filter((refund) => refund.refundOf === payment.id && refund.state !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);

interface LockedOrder {
  number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  total_paise: number;
}

const lockOrder = async (tx: Executor, id: string): Promise<LockedOrder | undefined> =>
  (
    await rowsOf<LockedOrder>(
      tx,
      sql`SELECT number, status, payment_status, payment_method, total_paise FROM orders WHERE id = ${id} FOR UPDATE`,
    )
  )[0];

/** Cash on delivery is paid when the order is delivered: the cash is a movement like any other. */
export async function collectCash(tx: Executor, id: string): Promise<void> {
  const row = await lockOrder(tx, id);
  if (row?.payment_method !== 'cod') return;
  await recordPayment(tx, {
    orderId: id,
    method: 'cash_on_delivery',
    amount: Number(row.total_paise),
    reference: null,
    state: 'succeeded',
  });
}

/** The order's latest refund, as the order page shows it. */
export async function latestRefund(executor: Executor, orderId: string): Promise<Order['refund']> {
  const refund = (await movementsOf(executor, orderId))
    .filter((movement) => movement.kind === 'refund')
    .at(-1);
  return refund ? { state: refund.state, amount: refund.amount } : null;
}

export function createOrderPayments(deps: OrderPaymentsDeps) {
  const { database, gateway, log } = deps;

  /**
   * Records a verified payment, exactly once: the first of the Checkout handler, the webhook and the
   * reconciliation to arrive places the order (with its invoice and e-mails); the others find the
   * payment recorded and change nothing. A payment for an order that ran out of time is refunded. A
   * payment that cannot pay its order (another amount, a second payment) is recorded, since the money
   * was taken, and raised to staff: `not_applied`.
   */
  async function markPaid(
    id: string,
    payment: { id: string; amount: number },
    actor: Actor,
  ): Promise<{ order: Order; outcome: 'placed' | 'already' | 'late' | 'not_applied' }> {
    const outcome = await database.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row) throw new Error(`No order ${id} to pay`);
      const { succeededNow } = await recordPayment(tx, {
        orderId: id,
        method: 'razorpay',
        amount: payment.amount,
        reference: payment.id,
        state: 'succeeded',
      });
      if (!succeededNow)
        return row.payment_status === 'due' ? ('not_applied' as const) : ('already' as const);
      const total = Number(row.total_paise);
      const problem =
        row.payment_method !== 'online'
          ? 'The order is paid by cash on delivery.'
          : row.payment_status !== 'due'
            ? `The order was already paid; this is a second payment of ${formatPaiseShort(payment.amount)}.`
            : payment.amount !== total
              ? `${formatPaiseShort(payment.amount)} was paid; the order's total is ${formatPaiseShort(total)}.`
              : null;
      if (problem) {
        await raiseAlert(
          tx,
          {
            kind: 'payment_not_applied',
            orderId: id,
            orderNumber: row.number,
            reference: payment.id,
            detail: problem,
          },
          deps.alerts,
        );
        return 'not_applied' as const;
      }
      if (row.status === 'pending_payment') {
        await tx.execute(sql`
          UPDATE orders SET status = 'placed', payment_status = 'paid', reserved_until = NULL, updated_at = now()
          WHERE id = ${id}`);
        await deps.placePaid(tx, id, actor, `Paid online (${payment.id})`);
        await resolveAlerts(tx, id, ['reconcile_failed']);
        return 'placed' as const;
      }
      // Cancelled while the shopper was paying (the reservation ran out): the money goes back.
      await tx.execute(sql`UPDATE orders SET payment_status = 'paid', updated_at = now() WHERE id = ${id}`);
      return 'late' as const;
    });
    wakeOutbox();
    if (outcome === 'not_applied') log?.warn({ orderId: id }, 'a payment could not be applied to its order');
    const order = outcome === 'late' ? await refundCancelled(id) : (await deps.readOrder(database.db, id))!;
    return { order, outcome };
  }

  /**
   * Razorpay's webhook. The raw body's signature must hold (400 otherwise, nothing read). Every authentic
   * delivery is then acknowledged (2xx), whatever it says, since Razorpay retries any other answer for a
   * day and then disables the webhook; what cannot be applied is recorded and raised to staff instead.
   * Only a failure to record it (the database is down) answers 5xx, so that Razorpay tries again. A
   * delivery seen before, by its X-Razorpay-Event-Id, is acknowledged without being handled again.
   */
  async function webhook(rawBody: Buffer, signature: string, eventId?: string): Promise<WebhookOutcome> {
    if (!gateway || !gateway.verifyWebhook(rawBody, signature)) {
      throw AppError.badRequest('The webhook signature does not match.');
    }
    if (eventId) {
      const [seen] = await database.query(sql`SELECT 1 FROM webhook_events WHERE event_id = ${eventId}`);
      if (seen) return 'duplicate';
    }
    let event: unknown;
    try {
      event = JSON.parse(rawBody.toString('utf8'));
    } catch {
      event = null;
    }
    if (typeof event !== 'object' || event === null) {
      log?.warn({ eventId }, 'an authentic webhook was not a JSON object; acknowledged and ignored');
      return 'ignored';
    }
    const outcome = await handle(event as WebhookEvent);
    if (eventId) {
      await database.query(sql`
        INSERT INTO webhook_events (event_id, event) VALUES (${eventId}, ${String((event as WebhookEvent).event ?? '')})
        ON CONFLICT (event_id) DO NOTHING`);
    }
    return outcome;
  }

  async function handle(event: WebhookEvent): Promise<WebhookOutcome> {
    if (event.event === 'refund.processed' || event.event === 'refund.failed') {
      const refund = refundOf(event.payload?.refund?.entity);
      return refund ? refundEvent(refund) : 'ignored';
    }
    const payment = paymentOf(event.payload?.payment?.entity);
    if (!payment) return 'ignored';
    const [order] = await database.query<{
      id: string;
      number: string;
      total_paise: number;
      status: OrderStatus;
    }>(sql`SELECT id, number, total_paise, status FROM orders WHERE gateway_order_id = ${payment.orderId}`);
    if (!order) {
      if (event.event !== 'payment.captured' && event.event !== 'order.paid') return 'ignored';
      return (await deps.otherPayment?.(payment)) ?? 'ignored';
    }
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid': {
        const { outcome } = await markPaid(order.id, payment, { kind: 'gateway' });
        return outcome === 'not_applied' ? 'not_applied' : 'paid';
      }
      case 'payment.authorized':
        return captureAuthorized(order, payment);
      case 'payment.failed':
        await database.db.transaction(async (tx) => {
          await lockOrder(tx, order.id);
          await recordPayment(tx, {
            orderId: order.id,
            method: 'razorpay',
            amount: payment.amount,
            reference: payment.id,
            state: 'failed',
            failureReason: payment.error,
          });
        });
        return 'payment_failed';
      default:
        return 'ignored';
    }
  }

  /**
   * payment.authorized: with Razorpay's automatic capture off (or late), the product captures the payment
   * itself, for an order still awaiting exactly that amount. Anything else is not captured: Razorpay
   * gives an uncaptured payment back by itself, so no money is taken for an order that cannot have it.
   */
  async function captureAuthorized(
    order: { id: string; number: string; total_paise: number; status: OrderStatus },
    payment: { id: string; amount: number },
  ): Promise<WebhookOutcome> {
    if (order.status !== 'pending_payment') return 'ignored';
    if (payment.amount !== Number(order.total_paise)) {
      await database.db.transaction((tx) =>
        raiseAlert(
          tx,
          {
            kind: 'payment_not_applied',
            orderId: order.id,
            orderNumber: order.number,
            reference: payment.id,
            detail: `${formatPaiseShort(payment.amount)} was authorized; the order's total is ${formatPaiseShort(Number(order.total_paise))}. It was not captured, and Razorpay gives it back by itself.`,
          },
          deps.alerts,
        ),
      );
      wakeOutbox();
      return 'not_applied';
    }
    const captured = await gateway!.capture(payment.id, payment.amount);
    if (!captured.captured) return 'ignored';
    const { outcome } = await markPaid(order.id, captured, { kind: 'gateway' });
    return outcome === 'not_applied' ? 'not_applied' : 'paid';
  }

  /**
   * Orders awaiting online payment past their time (run by the background worker). The gateway is asked
   * first: a payment whose news never arrived (a crash, a lost webhook) places the order; otherwise it is
   * cancelled and its stock is back on sale. Each order is settled on its own: one that fails (the
   * gateway cannot be reached, its payment cannot be applied) is logged, tried again later, and raised to
   * staff after a few failures, and never stops the others.
   */
  async function expireReservations(): Promise<number> {
    const due = await database.query<LapsedOrder>(
      sql`SELECT id, number, gateway_order_id FROM orders
          WHERE status = 'pending_payment' AND reserved_until <= now() ORDER BY reserved_until LIMIT 100`,
    );
    let settled = 0;
    for (const order of due) {
      try {
        if (await reconcile(order)) settled++;
      } catch (error) {
        await reconcileFailed(order, error);
      }
    }
    if (settled > 0) wakeOutbox();
    return settled;
  }

  /** Places or lets go one lapsed order; false when it was paid meanwhile and nothing was left to do. */
  async function reconcile(order: LapsedOrder): Promise<boolean> {
    if (order.gateway_order_id && gateway) {
      const captured = await gateway.capturedPayment(order.gateway_order_id);
      if (captured) {
        const { outcome } = await markPaid(order.id, captured, { kind: 'system' });
        if (outcome === 'not_applied') {
          throw new ReconcileProblem(`Its payment ${captured.id} cannot pay it (see the payment's alert).`);
        }
        return true;
      }
    }
    try {
      await database.db.transaction(async (tx) => {
        await deps.move(
          tx,
          order.id,
          'cancelled',
          { kind: 'system' },
          { note: 'Payment not completed in time' },
        );
        await resolveAlerts(tx, order.id, ['reconcile_failed']);
      });
      return true;
    } catch (error) {
      // Paid meanwhile: the move is refused, and the order stands.
      if (error instanceof AppError && error.kind === 'conflict') return false;
      throw error;
    }
  }

  /** Counts one more failure of the order's reconciliation, and puts its next try off. */
  async function reconcileFailed(order: LapsedOrder, error: unknown): Promise<void> {
    log?.error(
      { err: error, orderId: order.id },
      'an order awaiting payment could not be settled; trying again later',
    );
    const detail =
      error instanceof ReconcileProblem
        ? error.message
        : gatewayRefusal(error) !== null
          ? `Razorpay refused: ${gatewayRefusal(error)}`
          : 'Razorpay could not be asked about its payment, or the order could not be updated.';
    try {
      await database.db.transaction(async (tx) => {
        const failures = await raiseAlert(
          tx,
          {
            kind: 'reconcile_failed',
            orderId: order.id,
            orderNumber: order.number,
            detail,
            raiseAfter: RECONCILE_RAISE_AFTER,
          },
          deps.alerts,
        );
        await tx.execute(sql`
          UPDATE orders SET reserved_until = now() + make_interval(mins => ${reconcileRetryMinutes(failures)})
          WHERE id = ${order.id} AND status = 'pending_payment'`);
      });
      wakeOutbox();
    } catch (recording) {
      log?.error(
        { err: recording, orderId: order.id },
        'the failure could not be recorded; trying again next round',
      );
    }
  }

  /** Forgets webhook deliveries older than Razorpay's retries. Run by the background worker. */
  async function forgetOldWebhookEvents(): Promise<void> {
    await database.query(sql`
      DELETE FROM webhook_events WHERE received_at < now() - make_interval(days => ${WEBHOOK_EVENTS_KEPT_DAYS})`);
  }

  /**
   * A cancelled order that was paid online gives back what it took: each payment's refund is recorded
   * pending, with the order's payment status, before the gateway is asked; the gateway's answer and
   * its webhooks then settle it. A member who asks for it (by cancelling, or by trying a failed refund
   * again) is audited with it (decision 154). Answers the order as it stands after the gateway's answer.
   */
  async function refundCancelled(id: string, staffId?: string): Promise<Order> {
    const asked = gateway
      ? await database.db.transaction(async (tx) => {
          const row = await lockOrder(tx, id);
          if (!row || row.status !== 'cancelled' || row.payment_status !== 'paid') return [];
          const movements = await movementsOf(tx, id);
          const refunds: { refund: Movement; paymentId: string }[] = [];
          for (const payment of movements) {
            if (payment.kind !== 'payment' || payment.state !== 'succeeded' || !payment.reference) continue;
            const amount = unrefunded(payment, movements);
            if (amount > 0) {
              refunds.push({ refund: await startRefund(tx, payment, amount), paymentId: payment.reference });
            }
          }
          if (refunds.length > 0) {
            await tx.execute(
              sql`UPDATE orders SET payment_status = 'refund_pending', updated_at = now() WHERE id = ${id}`,
            );
            await resolveAlerts(tx, id, ['refund_failed']);
            if (staffId) {
              await recordAudit(tx, {
                actor: { id: staffId },
                action: 'order.refund',
                entityType: 'order',
                entityId: id,
                before: { status: row.status, payment_status: row.payment_status },
                after: {
                  status: row.status,
                  payment_status: 'refund_pending',
                  refunding_paise: refunds.reduce((sum, { refund }) => sum + refund.amount, 0),
                },
              });
            }
          }
          return refunds;
        })
      : [];
    for (const { refund, paymentId } of asked) await sendRefund(refund, paymentId, false);
    return (await deps.readOrder(database.db, id))!;
  }

  /**
   * Asks the gateway for a pending refund. After a lost answer (`recovering`) the gateway is asked first
   * whether it already has the refund, by the movement id in its notes, so it is never made twice. A
   * refusal ends the refund as failed; no answer leaves it pending, to be asked again.
   */
  async function sendRefund(refund: Movement, paymentId: string, recovering: boolean): Promise<void> {
    let answer: GatewayRefund | undefined;
    try {
      if (recovering) {
        answer = (await gateway!.refundsOf(paymentId)).find((made) => made.movementId === refund.id);
      }
      answer ??= await gateway!.refund({ paymentId, amount: refund.amount, movementId: refund.id });
    } catch (error) {
      const refusal = gatewayRefusal(error);
      if (refusal === null) {
        log?.warn(
          { err: error, orderId: refund.orderId },
          'the refund could not be asked for; trying again later',
        );
        await touchMovement(database.db, refund.id);
        return;
      }
      await applyRefund(refund.id, { state: 'failed', failureReason: refusal });
      return;
    }
    await applyRefund(refund.id, { state: refundState(answer.status), reference: answer.id });
  }

  /**
   * What the gateway says of one of our refunds, applied once: a processed refund that leaves nothing
   * of the order's money makes it Refunded; a failed one puts its payment back to paid and tells staff,
   * who can try again.
   */
  async function applyRefund(
    refundId: string,
    outcome: { state: MovementState; reference?: string; failureReason?: string },
  ): Promise<void> {
    await database.db.transaction(async (tx) => {
      const held = await movementById(tx, refundId);
      if (!held) return;
      // A payment stage's refund (decision 192) only settles: nothing of an order follows from it.
      if (!held.orderId) {
        const { movement, endedNow } = await settleMovement(tx, refundId, outcome);
        if (endedNow && movement.state === 'failed')
          log?.error({ stageId: held.stageId }, 'the refund of a payment stage failed; refund it by hand');
        return;
      }
      const row = await lockOrder(tx, held.orderId);
      const { movement, endedNow } = await settleMovement(tx, refundId, outcome);
      if (endedNow && row) await afterRefund(tx, held.orderId, row, movement);
    });
    wakeOutbox();
  }

  async function afterRefund(tx: Executor, orderId: string, row: LockedOrder, refund: Movement) {
    const movements = await movementsOf(tx, orderId);
    const stillPending = movements.some(
      (movement) => movement.kind === 'refund' && movement.state === 'pending',
    );
    if (refund.state === 'failed') {
      if (!stillPending && row.payment_status === 'refund_pending') {
        await tx.execute(
          sql`UPDATE orders SET payment_status = 'paid', updated_at = now() WHERE id = ${orderId}`,
        );
      }
      await raiseAlert(
        tx,
        {
          kind: 'refund_failed',
          orderId,
          orderNumber: row.number,
          reference: refund.reference ?? '',
          detail: `The refund of ${formatPaiseShort(refund.amount)} failed: ${refund.failureReason ?? 'Razorpay reported it failed'}.`,
        },
        deps.alerts,
      );
      return;
    }
    const payment = movements.find((movement) => movement.id === refund.refundOf);
    if (payment?.reference) await resolveAlerts(tx, orderId, ['payment_not_applied'], payment.reference);
    const held = movements
      .filter((movement) => movement.kind === 'payment' && movement.state === 'succeeded')
      .reduce((sum, movement) => sum + unrefunded(movement, movements), 0);
    if (!stillPending && held === 0 && row.status === 'cancelled' && row.payment_status !== 'due') {
      await deps.move(
        tx,
        orderId,
        'refunded',
        { kind: 'gateway' },
        { note: `Refund ${refund.reference ?? ''}`.trim() },
      );
    }
  }

  /**
   * Razorpay's refund.processed or refund.failed. Our own refund is found by its reference, or by the
   * movement id in its notes when the gateway's first answer was lost; a refund made in Razorpay's
   * dashboard is recorded against the payment it gives back.
   */
  async function refundEvent(refund: GatewayRefund): Promise<'refund_updated' | 'ignored'> {
    const state = refundState(refund.status);
    const ours =
      (await movementByReference(database.db, refund.id)) ??
      (refund.movementId ? await movementById(database.db, refund.movementId) : null);
    if (ours?.kind === 'refund') {
      await applyRefund(ours.id, {
        state,
        reference: refund.id,
        ...(state === 'failed' ? { failureReason: 'Razorpay reported it failed' } : {}),
      });
      return 'refund_updated';
    }
    const payment = await movementByReference(database.db, refund.paymentId);
    if (!payment?.orderId) return 'ignored';
    const orderId = payment.orderId;
    await database.db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      const recorded = await recordRefund(tx, payment, {
        amount: refund.amount,
        reference: refund.id,
        state,
      });
      if (recorded && row && state !== 'pending') await afterRefund(tx, orderId, row, recorded);
    });
    wakeOutbox();
    return 'refund_updated';
  }

  /**
   * Refunds the gateway never answered for (a crash, a timeout) are asked for again, and refunds left
   * pending are looked up, so that one settles even when its webhook never comes. Run by the background
   * worker; one refund's trouble never stops the others.
   */
  async function settleRefunds(): Promise<number> {
    if (!gateway) return 0;
    const stale = await staleRefunds(database.db, {
      unsentAfterMs: deps.refundUnsentRetryMs ?? REFUND_UNSENT_RETRY_MS,
      pendingAfterMs: REFUND_PENDING_RECHECK_MS,
    });
    let settled = 0;
    for (const refund of stale) {
      try {
        if (!refund.reference) {
          const payment = refund.refundOf ? await movementById(database.db, refund.refundOf) : null;
          if (payment?.reference) await sendRefund(refund, payment.reference, true);
        } else {
          const now = await gateway.refundStatus(refund.reference);
          if (now.status === 'pending') await touchMovement(database.db, refund.id);
          else await applyRefund(refund.id, { state: refundState(now.status), reference: now.id });
        }
        settled++;
      } catch (error) {
        log?.warn(
          { err: error, orderId: refund.orderId },
          'a refund could not be looked up; trying again later',
        );
        await touchMovement(database.db, refund.id);
      }
    }
    return settled;
  }

  return {
    markPaid,
    /** Asks the gateway for a refund recorded as pending; it settles by the webhook or settleRefunds. */
    sendRefund: (refund: Movement, paymentId: string) => sendRefund(refund, paymentId, false),
    expireReservations,
    refundCancelled,
    webhook,
    settleRefunds,
    forgetOldWebhookEvents,
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;

interface LapsedOrder {
  id: string;
  number: string;
  gateway_order_id: string | null;
}

interface WebhookEvent {
  event?: unknown;
  payload?: {
    payment?: { entity?: Record<string, unknown> };
    refund?: { entity?: Record<string, unknown> };
  };
}

/** A payment entity of a webhook (Payments API), or null when it is not one. */
function paymentOf(
  entity: Record<string, unknown> | undefined,
): { id: string; orderId: string; amount: number; error: string | null } | null {
  const amount = Number(entity?.amount);
  if (typeof entity?.id !== 'string' || typeof entity.order_id !== 'string') return null;
  if (!Number.isInteger(amount) || amount <= 0) return null;
  return {
    id: entity.id,
    orderId: entity.order_id,
    amount,
    error: typeof entity.error_description === 'string' ? entity.error_description : null,
  };
}

/** A refund entity of a webhook (Refunds API), or null when it is not one. */
function refundOf(entity: Record<string, unknown> | undefined): GatewayRefund | null {
  if (typeof entity?.id !== 'string' || typeof entity.payment_id !== 'string') return null;
  const amount = Number(entity.amount);
  if (!Number.isInteger(amount) || amount <= 0) return null;
  const notes =
    entity.notes && typeof entity.notes === 'object' ? (entity.notes as Record<string, unknown>) : {};
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    amount,
    status: entity.status === 'processed' || entity.status === 'failed' ? entity.status : 'pending',
    movementId: typeof notes.movement_id === 'string' ? notes.movement_id : null,
  };
}
