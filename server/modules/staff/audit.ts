// The audit log (decision 050): every admin write records who, when, what, and the data before and
// after, in the same transaction as the write. The table refuses updates and deletes.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import type { StaffPrincipal } from './guard.ts';

export interface AuditRecord {
  /** The member who acted; without an e-mail, their current one is stored. Null: the command line. */
  actor: (Pick<StaffPrincipal, 'id'> & { email?: string | undefined }) | null;
  /** "<entity>.<verb>", e.g. "product.update", "review.hide", "staff.create". */
  action: string;
  entityType: string;
  entityId: string | null;
  /** What the entity was and became. Leave out personal data of customers and visitors. */
  before?: unknown;
  after?: unknown;
}

/** Adds one entry; call it with the transaction that makes the change. */
export async function recordAudit(executor: Executor, entry: AuditRecord): Promise<void> {
  await rowsOf(
    executor,
    sql`
      INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, before, after)
      VALUES (${entry.actor?.id ?? null},
              coalesce(${entry.actor?.email ?? null}, (SELECT email FROM staff WHERE id = ${entry.actor?.id ?? null})),
              ${entry.action}, ${entry.entityType},
              ${entry.entityId}, ${entry.before == null ? null : JSON.stringify(entry.before)}::jsonb,
              ${entry.after == null ? null : JSON.stringify(entry.after)}::jsonb)`,
  );
}
