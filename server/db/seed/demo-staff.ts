// The documented demo owner of the back office (decision 052): an account of the embedded provider with
// a confirmed address and a known password, and the staff record that makes it the shop's owner.
// Idempotent; it never resets a password, and a record the owner changed or removed stays as it is.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

/** README: sign in to the back office (/admin) with these. */
export const DEMO_OWNER = {
  email: 'owner@aangan.example',
  password: 'aangan-owner-2026',
  first_name: 'Anita',
  last_name: 'Desai',
  role: 'owner',
} as const;

export interface DemoStaffResult {
  accountCreated: boolean;
  staffCreated: boolean;
}

/** Seeds the demo owner for the embedded provider whose issuer is `issuer`. */
export async function seedDemoStaff(database: Database, issuer: string): Promise<DemoStaffResult> {
  const [existing] = await database.query<{ id: string }>(sql`
    SELECT id FROM identity_accounts WHERE lower(email) = ${DEMO_OWNER.email}`);
  let accountId = existing?.id;
  let accountCreated = false;
  if (!accountId) {
    const passwordHash = await hash(DEMO_OWNER.password);
    const [row] = await database.query<{ id: string }>(sql`
      INSERT INTO identity_accounts (email, password_hash, first_name, last_name, email_verified)
      VALUES (${DEMO_OWNER.email}, ${passwordHash}, ${DEMO_OWNER.first_name}, ${DEMO_OWNER.last_name}, true)
      ON CONFLICT ((lower(email))) DO NOTHING
      RETURNING id`);
    accountCreated = !!row;
    accountId =
      row?.id ??
      (
        await database.query<{ id: string }>(sql`
          SELECT id FROM identity_accounts WHERE lower(email) = ${DEMO_OWNER.email}`)
      )[0]!.id;
  }
  const staff = await database.query<{ id: string }>(sql`
    INSERT INTO staff (email, first_name, last_name, role, issuer, subject)
    VALUES (${DEMO_OWNER.email}, ${DEMO_OWNER.first_name}, ${DEMO_OWNER.last_name}, ${DEMO_OWNER.role},
            ${issuer}, ${accountId})
    ON CONFLICT DO NOTHING
    RETURNING id`);
  return { accountCreated, staffCreated: staff.length > 0 };
}
