// Staff records (decision 050): who may use the back office and with which role. With the embedded
// provider a member is found by the subject of their token (their identity account); with an external
// provider that sends a role claim, the record follows the claim.
import { sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../../contract/admin/rules.ts';
import type { StaffMember } from '../../../contract/admin/staff.ts';
import type { Database, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { staff } from '../../db/schema.ts';
import { allColumns } from '../../db/sql.ts';
import { iso } from '../../lib/dates.ts';

export type StaffRow = typeof staff.$inferSelect;

export const STAFF_COLUMNS = allColumns(staff);

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  role: isStaffRole(row.role) ? row.role : 'viewer',
  created_at: iso(row.created_at),
  removed_at: row.removed_at ? iso(row.removed_at) : null,
  last_seen_at: row.last_seen_at ? iso(row.last_seen_at) : null,
});

export const staffName = (row: Pick<StaffRow, 'first_name' | 'last_name'>): string =>
  `${row.first_name} ${row.last_name}`.trim();

export interface NewStaff {
  email: string;
  first_name: string;
  last_name?: string;
  role: StaffRole;
  issuer?: string | null;
  subject?: string | null;
  created_by?: string | null;
}

export function createStaffService(database: Database) {
  return {
    /** The current (not removed) member signed in as (issuer, subject), or null. */
    async findActiveBySubject(issuer: string, subject: string): Promise<StaffRow | null> {
      const [row] = await database.query<StaffRow>(sql`
        SELECT ${STAFF_COLUMNS} FROM staff
        WHERE issuer = ${issuer} AND subject = ${subject} AND removed_at IS NULL`);
      return row ?? null;
    },

    async findByEmail(email: string, executor: Executor = database.db): Promise<StaffRow | null> {
      const [row] = await rowsOf<StaffRow>(
        executor,
        sql`SELECT ${STAFF_COLUMNS} FROM staff WHERE lower(email) = lower(${email.trim()})`,
      );
      return row ?? null;
    },

    /**
     * Adds a member, or brings a removed one back with the new role; an address that is already a
     * current member is left as it is and returned with `created: false`.
     */
    async add(
      input: NewStaff,
      executor: Executor = database.db,
    ): Promise<{ row: StaffRow; created: boolean }> {
      const [row] = await rowsOf<StaffRow & { inserted: boolean }>(
        executor,
        sql`
          INSERT INTO staff (email, first_name, last_name, role, issuer, subject, created_by)
          VALUES (${input.email.trim().toLowerCase()}, ${input.first_name}, ${input.last_name ?? ''},
                  ${input.role}, ${input.issuer ?? null}, ${input.subject ?? null}, ${input.created_by ?? null})
          ON CONFLICT (lower(email)) DO UPDATE SET
            role = CASE WHEN staff.removed_at IS NULL THEN staff.role ELSE EXCLUDED.role END,
            issuer = coalesce(staff.issuer, EXCLUDED.issuer),
            subject = coalesce(staff.subject, EXCLUDED.subject),
            removed_at = NULL,
            updated_at = CASE WHEN staff.removed_at IS NULL THEN staff.updated_at ELSE now() END
          RETURNING ${STAFF_COLUMNS}, (xmax = 0) AS inserted`,
      );
      const { inserted, ...member } = row!;
      return { row: member, created: inserted };
    },

    /** Records that the member used the back office (at most once a minute per member). */
    async touch(id: string): Promise<void> {
      await database.query(sql`
        UPDATE staff SET last_seen_at = now()
        WHERE id = ${id} AND (last_seen_at IS NULL OR last_seen_at < now() - interval '1 minute')`);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
