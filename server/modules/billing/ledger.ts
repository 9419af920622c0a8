// Money movements (decision 163): every rupee in or out is one row, with its source (an order, or a
// design project's payment stage, decision 192),
// its method, its gateway reference and its state, pending → succeeded or failed. A movement is applied
// once whatever is retried: a gateway reference is unique, and a state moves on from `pending` (or a
// failed payment's late success) only once. Callers change what the movement is about (an order's
// payment status) in the same transaction, after locking it.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';

export type MovementKind = 'payment' | 'refund';
export type MovementState = 'pending' | 'succeeded' | 'failed';
export type MovementMethod = 'razorpay' | 'cash_on_delivery' | 'bank_transfer' | 'upi' | 'cheque' | 'cash';

export interface Movement {
  id: string;
  kind: MovementKind;
  state: MovementState;
  orderId: string | null;
  /** A design project's payment stage. */
  stageId: string | null;
  /** A refund's payment. */
  refundOf: string | null;
  /** The return a refund gives money back for (decision 197). */
  returnId: string | null;
  method: MovementMethod;
  /** Paise. */
  amount: number;
  /** The gateway's id: pay_… for a payment, rfnd_… for a refund. */
  reference: string | null;
  failureReason: string | null;
}

interface MovementRow {
  id: string;
  kind: MovementKind;
  state: MovementState;
  order_id: string | null;
  stage_id: string | null;
  refund_of: string | null;
  return_id: string | null;
  method: MovementMethod;
  amount_paise: number;
  gateway_reference: string | null;
  failure_reason: string | null;
}

const toMovement = (row: MovementRow): Movement => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  orderId: row.order_id,
  stageId: row.stage_id,
  refundOf: row.refund_of,
  returnId: row.return_id,
  method: row.method,
  amount: Number(row.amount_paise),
  reference: row.gateway_reference,
  failureReason: row.failure_reason,
});

const COLUMNS = sql.raw(
  'id, kind, state, order_id, stage_id, refund_of, return_id, method, amount_paise, gateway_reference, failure_reason',
);

/** What a movement is for: an order, or a project's payment stage. */
const sourceOf = (about: { orderId?: string | null; stageId?: string | null }) =>
  about.stageId ? 'project_stage' : 'order';

/**
 * Records money an order or a payment stage took (or a payment attempt that failed), once per gateway
 * reference (an offline payment's is its method and the bank's reference). Answers
 * the movement and whether this call made it succeed: false for a repeat of a payment already recorded.
 * A failed payment that later succeeds (a late authorisation) moves on; a success never moves back.
 */
export async function recordPayment(
  tx: Executor,
  payment: {
    orderId?: string | null;
    stageId?: string | null;
    /** The member who recorded an offline payment. */
    recordedBy?: string | null;
    method: MovementMethod;
    amount: number;
    reference: string | null;
    state: 'succeeded' | 'failed';
    failureReason?: string | null;
  },
): Promise<{ movement: Movement; succeededNow: boolean }> {
  const [written] = await rowsOf<MovementRow>(
    tx,
    sql`INSERT INTO money_movements (kind, state, source, order_id, stage_id, recorded_by, method, amount_paise,
                                     gateway_reference, failure_reason, settled_at)
        VALUES ('payment', ${payment.state}, ${sourceOf(payment)}, ${payment.orderId ?? null},
                ${payment.stageId ?? null}, ${payment.recordedBy ?? null}, ${payment.method}, ${payment.amount},
                ${payment.reference}, ${payment.failureReason ?? null}, now())
        ON CONFLICT (gateway_reference) DO UPDATE
          SET state = excluded.state, amount_paise = excluded.amount_paise, failure_reason = excluded.failure_reason,
              settled_at = now(), updated_at = now()
          WHERE money_movements.state = 'failed' AND excluded.state = 'succeeded'
        RETURNING ${COLUMNS}`,
  );
  if (written) return { movement: toMovement(written), succeededNow: written.state === 'succeeded' };
  const [held] = await rowsOf<MovementRow>(
    tx,
    sql`SELECT ${COLUMNS} FROM money_movements WHERE gateway_reference = ${payment.reference}`,
  );
  return { movement: toMovement(held!), succeededNow: false };
}

/** A refund of `payment` asked for now: pending, without a gateway reference until the gateway answers. */
export async function startRefund(
  tx: Executor,
  payment: Movement,
  amount: number,
  returnId: string | null = null,
): Promise<Movement> {
  const [row] = await rowsOf<MovementRow>(
    tx,
    sql`INSERT INTO money_movements (kind, state, source, order_id, stage_id, refund_of, return_id, method, amount_paise)
        VALUES ('refund', 'pending', ${sourceOf(payment)}, ${payment.orderId}, ${payment.stageId}, ${payment.id},
                ${returnId}, ${payment.method}, ${amount})
        RETURNING ${COLUMNS}`,
  );
  return toMovement(row!);
}

/**
 * A refund of a payment received offline, made offline by staff (decision 196): settled when recorded,
 * named by its method and the bank's or cheque's reference (with the stage's position, since one
 * transfer may give back several payments).
 */
export async function recordOfflineRefund(
  tx: Executor,
  payment: Movement,
  refund: {
    method: MovementMethod;
    amount: number;
    reference: string;
    recordedBy: string | null;
    returnId?: string | null;
  },
): Promise<Movement> {
  const [row] = await rowsOf<MovementRow>(
    tx,
    sql`INSERT INTO money_movements (kind, state, source, order_id, stage_id, refund_of, return_id, method, amount_paise,
                                     gateway_reference, recorded_by, settled_at)
        VALUES ('refund', 'succeeded', ${sourceOf(payment)}, ${payment.orderId}, ${payment.stageId}, ${payment.id},
                ${refund.returnId ?? null}, ${refund.method}, ${refund.amount}, ${refund.reference}, ${refund.recordedBy}, now())
        RETURNING ${COLUMNS}`,
  );
  return toMovement(row!);
}

/**
 * A refund of `payment` made outside the shop (in the gateway's dashboard), as the gateway reports it;
 * once per gateway reference: answers null when it was recorded before.
 */
export async function recordRefund(
  tx: Executor,
  payment: Movement,
  refund: { amount: number; reference: string; state: MovementState },
): Promise<Movement | null> {
  const [row] = await rowsOf<MovementRow>(
    tx,
    sql`INSERT INTO money_movements (kind, state, source, order_id, stage_id, refund_of, method, amount_paise,
                                     gateway_reference, settled_at)
        VALUES ('refund', ${refund.state}, ${sourceOf(payment)}, ${payment.orderId}, ${payment.stageId}, ${payment.id},
                ${payment.method},
                ${refund.amount}, ${refund.reference}, ${refund.state === 'pending' ? null : sql`now()`})
        ON CONFLICT (gateway_reference) DO NOTHING
        RETURNING ${COLUMNS}`,
  );
  return row ? toMovement(row) : null;
}

/**
 * Records what the gateway says of a pending movement: its reference, and its end when it has one.
 * Answers the movement, and whether this call ended it; a movement already ended is left as it is.
 */
export async function settleMovement(
  tx: Executor,
  id: string,
  outcome: { state: MovementState; reference?: string | null; failureReason?: string | null },
): Promise<{ movement: Movement; endedNow: boolean }> {
  const [updated] = await rowsOf<MovementRow>(
    tx,
    sql`UPDATE money_movements
        SET state = ${outcome.state}, gateway_reference = coalesce(gateway_reference, ${outcome.reference ?? null}),
            failure_reason = ${outcome.failureReason ?? null}, updated_at = now(),
            settled_at = CASE WHEN ${outcome.state} = 'pending' THEN NULL ELSE now() END
        WHERE id = ${id} AND state = 'pending'
        RETURNING ${COLUMNS}`,
  );
  if (updated) return { movement: toMovement(updated), endedNow: outcome.state !== 'pending' };
  const [held] = await rowsOf<MovementRow>(tx, sql`SELECT ${COLUMNS} FROM money_movements WHERE id = ${id}`);
  return { movement: toMovement(held!), endedNow: false };
}

export async function movementByReference(executor: Executor, reference: string): Promise<Movement | null> {
  const [row] = await rowsOf<MovementRow>(
    executor,
    sql`SELECT ${COLUMNS} FROM money_movements WHERE gateway_reference = ${reference}`,
  );
  return row ? toMovement(row) : null;
}

export async function movementById(executor: Executor, id: string): Promise<Movement | null> {
  const [row] = await rowsOf<MovementRow>(
    executor,
    sql`SELECT ${COLUMNS} FROM money_movements WHERE id = ${id}`,
  );
  return row ? toMovement(row) : null;
}

/** An order's movements, oldest first. */
export async function movementsOf(executor: Executor, orderId: string): Promise<Movement[]> {
  const rows = await rowsOf<MovementRow>(
    executor,
    sql`SELECT ${COLUMNS} FROM money_movements WHERE order_id = ${orderId} ORDER BY created_at, id`,
  );
  return rows.map(toMovement);
}

/**
 * Pending refunds the gateway should be asked about again: those it never answered for (no reference)
 * after `unsentAfterMs`, and those it answered `pending` for, when unchanged for `pendingAfterMs`.
 */
export async function staleRefunds(
  executor: Executor,
  ages: { unsentAfterMs: number; pendingAfterMs: number },
  limit = 50,
): Promise<Movement[]> {
  const rows = await rowsOf<MovementRow>(
    executor,
    sql`SELECT ${COLUMNS} FROM money_movements
        WHERE state = 'pending' AND kind = 'refund'
          AND updated_at < now() - CASE WHEN gateway_reference IS NULL
                                        THEN make_interval(secs => ${ages.unsentAfterMs / 1000}::float8)
                                        ELSE make_interval(secs => ${ages.pendingAfterMs / 1000}::float8) END
        ORDER BY updated_at LIMIT ${limit}`,
  );
  return rows.map(toMovement);
}

/** Marks a pending movement as looked at, so that the next look waits its turn. */
export async function touchMovement(executor: Executor, id: string): Promise<void> {
  await executor.execute(
    sql`UPDATE money_movements SET updated_at = now() WHERE id = ${id} AND state = 'pending'`,
  );
}
