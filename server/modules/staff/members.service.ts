// Managing the staff (decision 052): the owner adds members, changes their role and removes them, and
// `npm run staff:add` does the same from the command line. Every change is one transaction with its
// audit entry and, with the embedded provider, the member's account: a new address gets an account and
// an e-mail with a one-time link to choose a password; a removal ends the member's back-office sign-ins.
// The shop always keeps an owner: demoting or removing the last one is refused.
import { sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../../contract/admin/rules.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import type { EmbeddedIdentity } from '../identity/index.ts';
import { recordAudit } from './audit.ts';
import type { StaffPrincipal } from './guard.ts';
import { STAFF_COLUMNS, type StaffRow } from './staff.service.ts';

/** Who made a change: a signed-in owner, or null for the command line. */
export type StaffActor = Pick<StaffPrincipal, 'id' | 'email'> | null;

export interface NewMember {
  email: string;
  role: StaffRole;
  /** Left out: the stored name of a member who was staff before, else the address's local part. */
  first_name?: string | undefined;
  last_name?: string | undefined;
}

export interface AddedMember {
  member: StaffRow;
  /** What happened: a new member, a removed one brought back, or (command line) a current one re-roled. */
  outcome: 'created' | 'restored' | 'updated' | 'unchanged';
  /** Embedded provider: whether an account was made for the address. */
  accountCreated: boolean;
  /** Embedded provider: the one-time link to choose a password, when the member has none yet. */
  passwordLink?: string;
}

export const LAST_OWNER_MESSAGE = 'The shop must keep at least one owner: make someone else an owner first.';
export const MEMBER_NOT_FOUND_MESSAGE = 'No current member of staff has this id.';
export const alreadyStaffMessage = (email: string, role: StaffRole) =>
  `${email} is already a member of staff (${role}). Change their role instead.`;

/** What the audit log keeps of a member: who they are to the shop, never a password or token. */
export const audited = (row: StaffRow) => ({
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  role: row.role,
  removed_at: row.removed_at,
});

/** Owners first, then by role, then by name; removed members after the current ones. */
const ROLE_ORDER = sql.raw(
  `CASE role ${STAFF_ROLES.map((role, index) => `WHEN '${role}' THEN ${index}`).join(' ')} END`,
);

/**
 * Locks every current owner's row, in one order (so that two staff changes never wait on each other in
 * a circle), and answers how many there are. Taken before any row is changed: two owners demoting each
 * other at once are then one after the other, and the second finds only one owner left.
 */
async function lockOwners(executor: Executor): Promise<number> {
  const owners = await rowsOf<{ id: string }>(
    executor,
    sql`SELECT id FROM staff WHERE role = 'owner' AND removed_at IS NULL ORDER BY id FOR UPDATE`,
  );
  return owners.length;
}

async function lockMember(executor: Executor, where: ReturnType<typeof sql>): Promise<StaffRow | undefined> {
  const [row] = await rowsOf<StaffRow>(
    executor,
    sql`SELECT ${STAFF_COLUMNS} FROM staff WHERE ${where} FOR UPDATE`,
  );
  return row;
}

export interface MembersOptions {
  database: Database;
  /** The embedded provider, which makes accounts for new members; undefined with an external one. */
  identity?: Pick<EmbeddedIdentity, 'inviteStaff' | 'revokeStaffSignIns' | 'settings'> | undefined;
}

export function createMembersService({ database, identity }: MembersOptions) {
  const issuer = identity?.settings.issuer;

  return {
    /** Every member, current ones first (owners first, then by name), then the removed ones. */
    async list(): Promise<StaffRow[]> {
      return database.query<StaffRow>(sql`
        SELECT ${STAFF_COLUMNS} FROM staff
        ORDER BY removed_at IS NOT NULL, removed_at DESC, ${ROLE_ORDER}, lower(first_name), lower(last_name), id`);
    },

    /**
     * Adds a member (a removed one comes back with the new role). A current member is refused with 409,
     * unless `update` (the command line), which gives them the role. With the embedded provider the
     * member's account gets a one-time link to choose a password, e-mailed; an account the address
     * already had loses its password and every session and token (decision 147). With `password` (a
     * scripted install) the account gets it and no e-mail is sent.
     */
    async add(
      actor: StaffActor,
      input: NewMember,
      options: { update?: boolean; password?: string } = {},
    ): Promise<AddedMember> {
      const email = input.email.trim().toLowerCase();
      const result = await database.db.transaction(async (tx) => {
        const owners = await lockOwners(tx);
        const before = await lockMember(tx, sql`lower(email) = ${email}`);
        if (before && !before.removed_at && !options.update) {
          throw new AppError('conflict', alreadyStaffMessage(before.email, before.role as StaffRole), {
            details: [{ field: 'email', message: 'is already a member of staff' }],
          });
        }
        if (before && !before.removed_at && before.role === 'owner' && input.role !== 'owner' && owners <= 1)
          throw lastOwner();

        const firstName = input.first_name ?? before?.first_name ?? email.split('@')[0]!;
        const lastName = input.last_name ?? before?.last_name ?? '';
        // Whoever becomes staff (new, or removed and back) gets an invitation, which replaces the
        // password of an account the address already has (decision 147); a current member re-roled from
        // the command line keeps theirs, unless a password is given.
        const joining = !before || before.removed_at !== null || options.password !== undefined;
        const invitation =
          identity && joining
            ? await identity.inviteStaff(
                tx,
                { email, first_name: firstName, last_name: lastName },
                options.password,
              )
            : undefined;
        const subject = invitation?.accountId ?? null;
        const [member] = await rowsOf<StaffRow>(
          tx,
          sql`
          INSERT INTO staff (email, first_name, last_name, role, issuer, subject, created_by)
          VALUES (${email}, ${firstName}, ${lastName}, ${input.role},
                  ${subject ? issuer! : null}, ${subject}, ${actor?.id ?? null})
          ON CONFLICT (lower(email)) DO UPDATE SET
            role = EXCLUDED.role,
            first_name = EXCLUDED.first_name,
            last_name = EXCLUDED.last_name,
            issuer = coalesce(EXCLUDED.issuer, staff.issuer),
            subject = coalesce(EXCLUDED.subject, staff.subject),
            removed_at = NULL,
            updated_at = now()
          RETURNING ${STAFF_COLUMNS}`,
        );
        const outcome: AddedMember['outcome'] = !before
          ? 'created'
          : before.removed_at
            ? 'restored'
            : before.role === member!.role &&
                before.first_name === member!.first_name &&
                before.last_name === member!.last_name
              ? 'unchanged'
              : 'updated';
        if (outcome !== 'unchanged') {
          await recordAudit(tx, {
            actor,
            action:
              outcome === 'updated'
                ? 'staff.update'
                : outcome === 'restored'
                  ? 'staff.restore'
                  : 'staff.create',
            entityType: 'staff',
            entityId: member!.id,
            before: before ? audited(before) : null,
            after: audited(member!),
          });
        }
        return {
          member: member!,
          outcome,
          accountCreated: invitation?.accountCreated ?? false,
          ...(invitation?.passwordLink ? { passwordLink: invitation.passwordLink } : {}),
        };
      });
      wakeOutbox();
      return result;
    },

    /** Gives a current member another role; the last owner keeps theirs. */
    async changeRole(actor: StaffActor, id: string, role: StaffRole): Promise<StaffRow> {
      return database.db.transaction(async (tx) => {
        const owners = await lockOwners(tx);
        const before = await lockMember(tx, sql`id = ${id} AND removed_at IS NULL`);
        if (!before) throw AppError.notFound(MEMBER_NOT_FOUND_MESSAGE);
        if (before.role === role) return before;
        if (before.role === 'owner' && owners <= 1) throw lastOwner();
        const [after] = await rowsOf<StaffRow>(
          tx,
          sql`UPDATE staff SET role = ${role}, updated_at = now() WHERE id = ${id} RETURNING ${STAFF_COLUMNS}`,
        );
        await recordAudit(tx, {
          actor,
          action: 'staff.update',
          entityType: 'staff',
          entityId: id,
          before: audited(before),
          after: audited(after!),
        });
        return after!;
      });
    },

    /**
     * Removes a member (the row stays, so the audit log still names them): the guard refuses them at
     * once, and their back-office sign-ins end. The last owner cannot be removed, not even by themselves.
     */
    async remove(actor: StaffActor, id: string): Promise<StaffRow> {
      return database.db.transaction(async (tx) => {
        const owners = await lockOwners(tx);
        const before = await lockMember(tx, sql`id = ${id} AND removed_at IS NULL`);
        if (!before) throw AppError.notFound(MEMBER_NOT_FOUND_MESSAGE);
        if (before.role === 'owner' && owners <= 1) throw lastOwner();
        const [after] = await rowsOf<StaffRow>(
          tx,
          sql`UPDATE staff SET removed_at = now(), updated_at = now() WHERE id = ${id} RETURNING ${STAFF_COLUMNS}`,
        );
        if (identity && before.subject && before.issuer === issuer)
          await identity.revokeStaffSignIns(tx, before.subject);
        await recordAudit(tx, {
          actor,
          action: 'staff.remove',
          entityType: 'staff',
          entityId: id,
          before: audited(before),
          after: audited(after!),
        });
        return after!;
      });
    },
  };
}

const lastOwner = () =>
  new AppError('conflict', LAST_OWNER_MESSAGE, {
    details: [{ field: 'role', message: 'the shop must keep at least one owner' }],
  });

export type MembersService = ReturnType<typeof createMembersService>;
