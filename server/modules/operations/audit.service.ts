// The audit log as the back office reads it (decision 054): newest first, filtered by the person who
// acted, the kind of record and the record, and a range of days in India; pages with a capped count.
// Every filter has an index that also gives the order. Entries are only ever added (staff/audit.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuerySchema } from '../../../contract/admin/operations.ts';
import type { z } from 'zod';
import { IST_OFFSET_MINUTES } from '../../../contract/leads.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, type staff } from '../../db/schema.ts';
import { columns } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { staffName } from '../staff/index.ts';
import { page as readPage, type Paged } from '../../lib/pagination.ts';

export type AuditQuery = z.infer<typeof AuditQuerySchema>;

type AuditRow = Pick<
  typeof auditLog.$inferSelect,
  'id' | 'at' | 'actor_id' | 'actor_email' | 'action' | 'entity_type' | 'entity_id' | 'before' | 'after'
> & {
  /** The acting member as they are now (null for the command line). */
  staff_email: (typeof staff.$inferSelect)['email'] | null;
  staff_first_name: (typeof staff.$inferSelect)['first_name'] | null;
  staff_last_name: (typeof staff.$inferSelect)['last_name'] | null;
};

const ENTRY_COLUMNS = columns(
  auditLog,
  ['id', 'at', 'actor_id', 'actor_email', 'action', 'entity_type', 'entity_id', 'before', 'after'],
  'a',
);

const DAY_MS = 86_400_000;

/** The instant a day (YYYY-MM-DD) starts in India; a 400 naming the parameter for a day that does not exist. */
export function indiaDayStart(day: string, name: string): Date {
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day)
    throw AppError.badRequest(`${name} must be a real date, like 2026-11-23`, [
      { field: name, message: 'must be a real date' },
    ]);
  return new Date(midnight.getTime() - IST_OFFSET_MINUTES * 60_000);
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    // bigint: a number on PGlite, a string on PostgreSQL.
    id: String(row.id),
    at: iso(row.at),
    actor: row.actor_id
      ? {
          id: row.actor_id,
          name:
            row.staff_first_name !== null
              ? staffName({ first_name: row.staff_first_name, last_name: row.staff_last_name ?? '' })
              : (row.actor_email ?? ''),
          email: row.staff_email ?? row.actor_email ?? '',
        }
      : null,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

export function createAuditLogService(database: Database) {
  return {
    async list(
      query: AuditQuery,
    ): Promise<{ entries: AuditEntry[]; pagination: Paged<AuditEntry>['pagination'] }> {
      const where: SQL[] = [];
      if (query.actor_id) where.push(sql`a.actor_id = ${query.actor_id}`);
      if (query.entity_type) where.push(sql`a.entity_type = ${query.entity_type}`);
      if (query.entity_id) where.push(sql`a.entity_id = ${query.entity_id}`);
      const from = query.from ? indiaDayStart(query.from, 'from') : undefined;
      const to = query.to ? new Date(indiaDayStart(query.to, 'to').getTime() + DAY_MS) : undefined;
      if (from && to && to <= from)
        throw AppError.badRequest('to must not be before from', [{ field: 'to', message: 'is before from' }]);
      if (from) where.push(sql`a.at >= ${from.toISOString()}::timestamptz`);
      if (to) where.push(sql`a.at < ${to.toISOString()}::timestamptz`);
      const filter = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;

      // The only sort key is the time of the change: newest first, or oldest first.
      const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
      const page = await readPage<AuditRow>(
        database,
        query,
        sql`
          SELECT ${ENTRY_COLUMNS}, s.email AS staff_email, s.first_name AS staff_first_name,
                 s.last_name AS staff_last_name
          FROM audit_log a LEFT JOIN staff s ON s.id = a.actor_id
          ${filter}
          ORDER BY a.at ${direction}, a.id ${direction}`,
        sql`FROM audit_log a ${filter}`,
      );
      return { entries: page.rows.map(toEntry), pagination: page.pagination };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
