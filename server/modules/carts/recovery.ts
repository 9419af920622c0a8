// The back office dashboard's cart recovery figures (decision 207), from the reminders the scan sent:
// how many in the last 30 days, how many carts were recovered (the customer ordered within 7 days of
// the reminder), and what those orders were worth. An order counts once it is placed and stays counted
// unless it was cancelled or refunded; one waiting for its online payment does not count yet.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';

export const RECOVERY_WINDOW_DAYS = 30;
export const RECOVERED_WITHIN_DAYS = 7;

export interface CartRecovery {
  reminders_sent: number;
  carts_recovered: number;
  recovered_paise: number;
}

export async function cartRecovery(executor: Executor, now: Date = new Date()): Promise<CartRecovery> {
  const since = new Date(now.getTime() - RECOVERY_WINDOW_DAYS * 86_400_000).toISOString();
  const ordered = sql`o.customer_id = r.customer_id AND o.created_at >= r.sent_at
    AND o.created_at < r.sent_at + make_interval(days => ${RECOVERED_WITHIN_DAYS})
    AND o.status NOT IN ('pending_payment', 'cancelled', 'refunded')`;
  const [row] = await rowsOf<{ sent: number; recovered: number; value: string }>(
    executor,
    sql`
      WITH r AS (SELECT id, customer_id, sent_at FROM cart_reminders WHERE sent_at >= ${since}::timestamptz)
      SELECT (SELECT count(*)::int FROM r) AS sent,
             (SELECT count(*)::int FROM r WHERE EXISTS (SELECT 1 FROM orders o WHERE ${ordered})) AS recovered,
             (SELECT coalesce(sum(o.total_paise), 0)::text FROM orders o
              WHERE EXISTS (SELECT 1 FROM r WHERE ${ordered})) AS value`,
  );
  return {
    reminders_sent: Number(row?.sent ?? 0),
    carts_recovered: Number(row?.recovered ?? 0),
    recovered_paise: Number(row?.value ?? 0),
  };
}
