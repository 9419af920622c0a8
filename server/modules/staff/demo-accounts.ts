// The demo accounts outside development (decision 146). Their passwords are printed in the README, so
// outside development they exist only when SEED_DEMO_STAFF or SEED_DEMO_CUSTOMER asks for them by name.
// One found there unasked (a database first started before this rule, or copied from a development
// machine) is disabled at start: the demo owner loses its membership of the staff, and each account gets
// a password nobody knows, with every session and token ended.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { DEMO_CUSTOMER } from '../../db/seed/demo-customer.ts';
import { DEMO_OWNER } from '../../db/seed/demo-staff.ts';
import type { EmbeddedIdentity } from '../identity/index.ts';
import { recordAudit } from './audit.ts';
import { audited } from './members.service.ts';
import { STAFF_COLUMNS, type StaffRow } from './staff.service.ts';

export const demoOwnerDisabledMessage = (nodeEnv: string) =>
  `The demo owner ${DEMO_OWNER.email} was disabled: its password is printed in the README, and outside ` +
  `development (NODE_ENV=${nodeEnv}) no demo account is kept unless SEED_DEMO_STAFF=true asks for it. It ` +
  'is no longer a member of staff, its password was replaced and its sign-ins ended. Add the shop’s own ' +
  'owner with `npm run staff:add -- --email <address> --role owner` (docs/deploy.md).';

export const demoCustomerDisabledMessage = (nodeEnv: string) =>
  `The demo customer ${DEMO_CUSTOMER.email} was disabled: its password is printed in the README, and ` +
  `outside development (NODE_ENV=${nodeEnv}) no demo account is kept unless SEED_DEMO_CUSTOMER=true asks ` +
  'for it. Its password was replaced and its sign-ins ended.';

export interface DemoAccountsOptions {
  database: Database;
  identity: Pick<EmbeddedIdentity, 'accounts'>;
  /** Which demo accounts to disable where found: those not asked for. */
  owner: boolean;
  customer: boolean;
}

/** Disables the demo accounts named, where they still open; answers which it disabled. */
export async function disableDemoAccounts({
  database,
  identity: { accounts },
  owner,
  customer,
}: DemoAccountsOptions): Promise<{ owner: boolean; customer: boolean }> {
  /** The demo account, when its documented password still opens it. */
  const opening = async (demo: { email: string; password: string }) =>
    (await accounts.findByEmail(demo.email)) && accounts.checkPassword(demo.email, demo.password);

  const disableOwner = async (): Promise<boolean> => {
    const account = await accounts.findByEmail(DEMO_OWNER.email);
    if (!account) return false;
    const member = await database.query(sql`
      SELECT 1 FROM staff WHERE lower(email) = ${DEMO_OWNER.email} AND removed_at IS NULL`);
    if (member.length === 0 && !(await opening(DEMO_OWNER))) return false;
    await database.db.transaction(async (tx) => {
      // Whatever owners remain: the one the README names is nobody's (decision 052's rule keeps a shop
      // from losing its last owner by mistake, not from losing this one).
      const removed = await rowsOf<StaffRow>(
        tx,
        sql`
        UPDATE staff SET removed_at = now(), updated_at = now()
        WHERE lower(email) = ${DEMO_OWNER.email} AND removed_at IS NULL
        RETURNING ${STAFF_COLUMNS}`,
      );
      for (const row of removed) {
        await recordAudit(tx, {
          actor: null,
          action: 'staff.remove',
          entityType: 'staff',
          entityId: row.id,
          before: { ...audited(row), removed_at: null },
          after: audited(row),
        });
      }
      await accounts.lockOut(tx, account.id);
    });
    return true;
  };

  const disableCustomer = async (): Promise<boolean> => {
    const account = await opening(DEMO_CUSTOMER);
    if (!account) return false;
    await database.db.transaction((tx) => accounts.lockOut(tx, account.id));
    return true;
  };

  return {
    owner: owner ? await disableOwner() : false,
    customer: customer ? await disableCustomer() : false,
  };
}
