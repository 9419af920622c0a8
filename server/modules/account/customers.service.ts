// Customer records: one per (issuer, subject), created the first time the API sees a valid token for
// them, and the profile the customer edits (the contract's User). A record also keeps the sign-in
// address the provider confirmed, through which the shop's projects for that address reach them.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fullName, type ProfileUpdate, type User } from '../../../contract/account.ts';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { allColumns, assignments } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import type { Customer, Principal, ProfileHints } from '../identity/index.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { NO_SIGN_IN_FACTS, type SignInFacts } from './sign-in-facts.ts';

type CustomerRow = typeof customers.$inferSelect;

/** A customer record, its timestamps in ISO 8601. */
export type { Customer };

const COLUMNS = allColumns(customers);

const toCustomer = (row: CustomerRow): Customer => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The profile the API shows the customer; the avatar's URL comes from where avatars are stored. */
export const toUser = (customer: Customer, storage: Pick<MediaStorage, 'url'>): User => ({
  id: customer.id,
  first_name: customer.first_name,
  last_name: customer.last_name,
  full_name: fullName(customer),
  user_type: customer.user_type,
  avatar_url: customer.avatar_key ? storage.url(customer.avatar_key) : null,
  email: customer.email,
  phone: customer.phone,
  address: customer.address,
  city: customer.city,
  state: customer.state,
  pincode: customer.pincode,
  created_at: customer.created_at,
  updated_at: customer.updated_at,
});

/** What an erased sign-in is remembered by (decision 155): a SHA-256 of its issuer and subject. */
export const signInDigest = (issuer: string, subject: string): string =>
  createHash('sha256').update(`${issuer}\n${subject}`).digest('hex');

/** The 401 an erased customer's sign-in meets: the site signs them out. */
export const ERASED_SIGN_IN_MESSAGE =
  'This account was closed and its data erased at your request. Please sign in with another account.';

/**
 * Records `email` as the customer's confirmed sign-in address and hands them the projects the shop opened
 * for it, in one statement.
 */
async function recordConfirmedEmail(
  database: Database,
  customerId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await database.query<CustomerRow>(sql`
    WITH handed AS (
      UPDATE projects SET customer_id = ${customerId}
      WHERE customer_id IS NULL AND customer_email = ${email}
      RETURNING id
    )
    UPDATE customers SET verified_email = ${email} WHERE id = ${customerId} RETURNING ${COLUMNS}`);
  return row;
}

export function createCustomersService(
  database: Database,
  storage: MediaStorage,
  facts: SignInFacts = NO_SIGN_IN_FACTS,
) {
  const byId = async (id: string): Promise<Customer> => {
    const [row] = await database.query<CustomerRow>(sql`SELECT ${COLUMNS} FROM customers WHERE id = ${id}`);
    if (!row) throw AppError.notFound('Customer not found');
    return toCustomer(row);
  };

  const byPrincipal = async (principal: Principal): Promise<CustomerRow | undefined> =>
    (
      await database.query<CustomerRow>(sql`
        SELECT ${COLUMNS} FROM customers WHERE issuer = ${principal.issuer} AND subject = ${principal.subject}`)
    )[0];

  return {
    /**
     * The caller's customer record, created from what the provider tells about them on first sight, unless
     * the sign-in's customer was erased (401). Once their sign-in address is confirmed it is recorded, and
     * the projects the shop opened for it become theirs.
     */
    async resolve(principal: Principal, hints: () => Promise<ProfileHints>): Promise<Customer> {
      let row = await byPrincipal(principal);
      if (!row) {
        const hint = await hints();
        const [created] = await database.query<CustomerRow>(sql`
          INSERT INTO customers (issuer, subject, first_name, last_name, email, phone)
          SELECT ${principal.issuer}, ${principal.subject}, ${hint.first_name ?? ''}, ${hint.last_name ?? null},
                 ${hint.email ?? null}, ${hint.phone ?? null}
          WHERE NOT EXISTS (SELECT 1 FROM erased_sign_ins
                            WHERE digest = ${signInDigest(principal.issuer, principal.subject)})
          ON CONFLICT (issuer, subject) DO NOTHING
          RETURNING ${COLUMNS}`);
        // Two first requests at once: the other one created it. Nothing at all: the sign-in is an erased
        // customer's (decision 155), whose record the erasure deleted as it remembered the sign-in.
        row = created ?? (await byPrincipal(principal));
        if (!row) throw AppError.unauthorized(ERASED_SIGN_IN_MESSAGE);
      }
      const confirmed = await facts.confirmedEmail(principal, row.verified_email);
      if (confirmed && confirmed !== row.verified_email)
        row = (await recordConfirmedEmail(database, row.id, confirmed)) ?? row;
      return toCustomer(row);
    },

    toUser: (customer: Customer): User => toUser(customer, storage),

    /** Changes the fields present in `patch`; null clears an optional one. */
    async update(customerId: string, patch: ProfileUpdate): Promise<Customer> {
      const sets = assignments(patch);
      if (sets.length === 0) return byId(customerId);
      const [row] = await database.query<CustomerRow>(sql`
        UPDATE customers SET ${sql.join(sets, sql`, `)}, updated_at = now()
        WHERE id = ${customerId} RETURNING ${COLUMNS}`);
      if (!row) throw AppError.notFound('Customer not found');
      return toCustomer(row);
    },

    /** Points the customer at a new avatar and returns the key it replaced (each replaced key exactly once). */
    async replaceAvatar(
      customerId: string,
      key: string,
    ): Promise<{ customer: Customer; previousKey: string | null }> {
      const [row] = await database.query<CustomerRow & { previous_key: string | null }>(sql`
        WITH previous AS (SELECT id, avatar_key FROM customers WHERE id = ${customerId} FOR UPDATE)
        UPDATE customers SET avatar_key = ${key}, updated_at = now()
        FROM previous WHERE customers.id = previous.id
        RETURNING ${allColumns(customers, 'customers')}, previous.avatar_key AS previous_key`);
      if (!row) throw AppError.notFound('Customer not found');
      const { previous_key: previousKey, ...customer } = row;
      return { customer: toCustomer(customer), previousKey };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
