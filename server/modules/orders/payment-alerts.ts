// What staff must look at about an order's money (decisions 163 and 164): a payment that could not be
// applied to its order, a refund the gateway refused or failed, an order the background reconciliation
// could not settle. One open alert per kind, order and gateway reference: a repeat counts a failure
// instead of adding a row. An alert is raised, shown on the dashboard and e-mailed to the business once,
// when it has failed `raiseAfter` times; it closes when what caused it is settled.
import { sql } from 'drizzle-orm';
import type { PaymentAlert, PaymentAlertKind } from '../../../contract/orders.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { iso } from '../../lib/dates.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import type { OrderEmailSettings } from '../../email/order-emails.ts';
import { paymentAlertEmail, type PaymentAlertFacts } from '../../email/payment-emails.ts';

export interface AlertMail {
  settings: OrderEmailSettings;
  messageIdDomain: string;
  /** The order's page in the back office. */
  adminUrl: (orderId: string) => string;
}

export interface RaiseAlert extends PaymentAlertFacts {
  orderId: string;
  /** Failures before staff are told; 1 tells them at once. */
  raiseAfter?: number;
}

/** Records the alert, or one more failure of it. Answers how many times it has failed. */
export async function raiseAlert(tx: Executor, alert: RaiseAlert, mail: AlertMail): Promise<number> {
  const [row] = await rowsOf<{ id: string; failures: number; raised_at: string | null }>(
    tx,
    sql`INSERT INTO payment_alerts (kind, order_id, reference, detail)
        VALUES (${alert.kind}, ${alert.orderId}, ${alert.reference ?? ''}, ${alert.detail})
        ON CONFLICT (kind, order_id, reference) WHERE resolved_at IS NULL
        DO UPDATE SET failures = payment_alerts.failures + 1, last_at = now(), detail = excluded.detail
        RETURNING id, failures, raised_at`,
  );
  const failures = Number(row!.failures);
  if (row!.raised_at === null && failures >= (alert.raiseAfter ?? 1)) {
    await tx.execute(sql`UPDATE payment_alerts SET raised_at = now() WHERE id = ${row!.id}`);
    const email = paymentAlertEmail(mail.settings, alert, mail.adminUrl(alert.orderId));
    await enqueueEmail(tx, { topic: 'payments.alert', email }, mail.messageIdDomain);
  }
  return failures;
}

/** Closes the open alerts of an order of `kinds` (about `reference`, when given). */
export async function resolveAlerts(
  tx: Executor,
  orderId: string,
  kinds: readonly PaymentAlertKind[],
  reference?: string,
): Promise<void> {
  await tx.execute(sql`
    UPDATE payment_alerts SET resolved_at = now()
    WHERE order_id = ${orderId} AND resolved_at IS NULL AND kind = ANY(${sql.param([...kinds])}::text[])
      ${reference === undefined ? sql`` : sql`AND reference = ${reference}`}`);
}

/** The alerts staff are shown: raised and still open, newest first. */
export async function openAlerts(executor: Executor, limit = 50): Promise<PaymentAlert[]> {
  const rows = await rowsOf<{
    id: string;
    kind: PaymentAlertKind;
    order_id: string;
    number: string;
    reference: string;
    detail: string;
    failures: number;
    raised_at: string | Date;
  }>(
    executor,
    sql`SELECT a.id, a.kind, a.order_id, o.number, a.reference, a.detail, a.failures, a.raised_at
        FROM payment_alerts a JOIN orders o ON o.id = a.order_id
        WHERE a.resolved_at IS NULL AND a.raised_at IS NOT NULL
        ORDER BY a.raised_at DESC LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    orderId: row.order_id,
    orderNumber: row.number,
    reference: row.reference || null,
    detail: row.detail,
    failures: Number(row.failures),
    raisedAt: iso(row.raised_at),
  }));
}
