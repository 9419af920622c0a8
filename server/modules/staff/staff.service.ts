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

/** A member as an external provider's claims describe them. */
export interface ClaimedStaff {
  email: string;
  first_name: string;
  last_name?: string;
  role: StaffRole;
  issuer: string;
  subject: string;
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
     * Whether the address is a current member of staff, for the embedded provider's back-office grant
     * (decision 051); links the member to the account (issuer, subject), so that the guard finds them
     * by their token. A sign-in is the account's own: the address is confirmed.
     */
    async linkAccount(issuer: string, account: { id: string; email: string }): Promise<boolean> {
      const rows = await database.query<{ id: string }>(sql`
        UPDATE staff SET issuer = ${issuer}, subject = ${account.id},
          updated_at = CASE WHEN issuer IS NOT DISTINCT FROM ${issuer} AND subject = ${account.id}
                            THEN updated_at ELSE now() END
        WHERE lower(email) = lower(${account.email}) AND removed_at IS NULL
        RETURNING id`);
      return rows.length > 0;
    },

    /**
     * A current member not linked to any sign-in yet, found by the address an external provider vouches
     * for, now linked to (issuer, subject): the first back-office call of someone the owner added.
     */
    async linkFirstSignIn(issuer: string, subject: string, email: string): Promise<StaffRow | null> {
      const [row] = await database.query<StaffRow>(sql`
        UPDATE staff SET issuer = ${issuer}, subject = ${subject}, updated_at = now()
        WHERE lower(email) = lower(${email.trim()}) AND removed_at IS NULL AND subject IS NULL
          AND NOT EXISTS (SELECT 1 FROM staff s WHERE s.issuer = ${issuer} AND s.subject = ${subject})
        RETURNING ${STAFF_COLUMNS}`);
      return row ?? null;
    },

    /**
     * The member an external provider's role claim names (decision 050): made, brought back or given
     * the claimed role, so that the record follows the claim; the provider decides who is staff.
     */
    async followClaim(input: ClaimedStaff): Promise<StaffRow> {
      const [row] = await database.query<StaffRow>(sql`
        INSERT INTO staff (email, first_name, last_name, role, issuer, subject)
        VALUES (${input.email.trim().toLowerCase()}, ${input.first_name}, ${input.last_name ?? ''},
                ${input.role}, ${input.issuer}, ${input.subject})
        ON CONFLICT (lower(email)) DO UPDATE SET
          role = EXCLUDED.role,
          issuer = EXCLUDED.issuer,
          subject = EXCLUDED.subject,
          removed_at = NULL,
          updated_at = CASE
            WHEN staff.role = EXCLUDED.role AND staff.removed_at IS NULL
             AND staff.issuer IS NOT DISTINCT FROM EXCLUDED.issuer AND staff.subject IS NOT DISTINCT FROM EXCLUDED.subject
            THEN staff.updated_at ELSE now() END
        RETURNING ${STAFF_COLUMNS}`);
      return row!;
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
