// The durable outbox: notifications are rows written in the same transaction as the business change
// that causes them, and a worker delivers them afterwards. A row leaves the `pending` state only when
// its delivery was confirmed (`sent`) or every attempt failed (`dead`, kept for an operator).
//
// Delivery is at least once. A worker takes a lease on a row, sends, then marks it sent; if the process
// dies between sending and marking, the lease runs out and the row is sent again, with the same
// Message-ID, so that a receiver can drop the copy. Nothing is ever sent zero times once committed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../db/client.ts';

export interface OutgoingEmail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface EnqueueEmail {
  /** What the message is about, for logs and queries: "consultation.business", "contact.customer". */
  topic: string;
  leadId?: string;
  email: OutgoingEmail;
  /**
   * A stable id (a UUID) for a message that must exist once whoever writes it, however often: a second
   * message with the same id is not written (a daily report, decision 199). Left out: a new one.
   */
  id?: string;
}

export interface QueuedEmail {
  id: string;
  messageId: string;
}

/** RFC 5322 Message-ID for an outbox row: the same on every attempt to send that row. */
export const messageIdFor = (id: string, domain: string): string => `<${id}@${domain}>`;

/** Writes a message to the outbox inside the caller's transaction; one with a stable `id` only once. */
export async function enqueueEmail(
  executor: Executor,
  message: EnqueueEmail,
  messageIdDomain: string,
): Promise<QueuedEmail> {
  const id = message.id ?? randomUUID();
  const messageId = messageIdFor(id, messageIdDomain);
  await executor.execute(sql`
    INSERT INTO outbox (id, topic, lead_id, message_id, payload)
    VALUES (${id}, ${message.topic}, ${message.leadId ?? null}, ${messageId}, ${JSON.stringify(message.email)}::jsonb)
    ${message.id ? sql`ON CONFLICT DO NOTHING` : sql``}`);
  return { id, messageId };
}

export interface ClaimedMessage {
  id: string;
  topic: string;
  messageId: string;
  email: OutgoingEmail;
  /** Including this one. */
  attempt: number;
}

/**
 * Leases up to `limit` due messages to `workerId` for `leaseMs`. SKIP LOCKED lets several workers (or
 * replicas) claim side by side without waiting on each other or taking the same row; the lease, not
 * the row lock, is what keeps others away during the send, since the claim commits at once.
 */
export async function claimDue(
  database: Database,
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMessage[]> {
  const rows = await rowsOf<{
    id: string;
    topic: string;
    message_id: string;
    payload: OutgoingEmail;
    attempts: number;
  }>(
    database.db,
    sql`
      UPDATE outbox o
      SET attempts = o.attempts + 1,
          locked_by = ${workerId},
          locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
          available_at = now() + make_interval(secs => ${leaseMs / 1000}),
          last_attempt_at = now()
      WHERE o.id IN (
        SELECT id FROM outbox
        WHERE status = 'pending' AND available_at <= now()
        ORDER BY available_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING o.id, o.topic, o.message_id, o.payload, o.attempts`,
  );
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic,
    messageId: row.message_id,
    email: row.payload,
    attempt: row.attempts,
  }));
}

export async function markSent(database: Database, id: string): Promise<void> {
  await database.db.execute(sql`
    UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, locked_by = NULL
    WHERE id = ${id}`);
}

/** Records a failed attempt: back to pending after `retryInMs`, or dead when no attempt is left. */
export async function markFailed(
  database: Database,
  id: string,
  error: string,
  retry: { retryInMs: number } | 'dead',
): Promise<void> {
  const message = error.slice(0, 2000);
  if (retry === 'dead') {
    await database.db.execute(sql`
      UPDATE outbox SET status = 'dead', last_error = ${message}, locked_until = NULL, locked_by = NULL
      WHERE id = ${id} AND status = 'pending'`);
    return;
  }
  await database.db.execute(sql`
    UPDATE outbox
    SET last_error = ${message}, locked_until = NULL, locked_by = NULL,
        available_at = now() + make_interval(secs => ${retry.retryInMs / 1000})
    WHERE id = ${id} AND status = 'pending'`);
}

/**
 * Ends every lease at once. Only safe when no other process can hold one: the embedded database is
 * locked to a single process, so at start every lease it finds belongs to a process that died.
 */
export async function releaseAllLeases(database: Database): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    database.db,
    sql`
      UPDATE outbox SET available_at = now(), locked_until = NULL, locked_by = NULL
      WHERE status = 'pending' AND locked_until IS NOT NULL
      RETURNING id`,
  );
  return rows.length;
}

export interface OutboxCounts {
  pending: number;
  sent: number;
  dead: number;
}

export async function outboxCounts(database: Database): Promise<OutboxCounts> {
  const rows = await rowsOf<{ status: string; count: number }>(
    database.db,
    sql`SELECT status, count(*)::int AS count FROM outbox GROUP BY status`,
  );
  const counts: OutboxCounts = { pending: 0, sent: 0, dead: 0 };
  for (const row of rows) counts[row.status as keyof OutboxCounts] = row.count;
  return counts;
}

/**
 * Exponential backoff with "equal jitter": half the delay is fixed, half random, so retries of many
 * messages spread out but none comes back almost at once.
 */
export function backoffMs(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
