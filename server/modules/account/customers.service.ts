// Customer records: one per (issuer, subject), created the first time the API sees a valid token for
// them, and the profile the customer edits (spec section 3's User).
import { sql, type SQL } from 'drizzle-orm';
import { fullName, type ProfileUpdate, type User } from '../../../contract/account.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Principal, ProfileHints } from '../../identity/verify.ts';
import type { MediaStorage } from './media-storage.ts';

export interface Customer {
  id: string;
  issuer: string;
  subject: string;
  user_type: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  avatar_key: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS =
  sql.raw(`id, issuer, subject, user_type, first_name, last_name, email, phone, address, city, state,
  pincode, avatar_key, created_at, updated_at`);

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

const normalise = (row: Record<string, unknown>): Customer =>
  ({
    ...row,
    id: String(row.id),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }) as Customer;

export function createCustomersService(database: Database, storage: MediaStorage) {
  const byId = async (id: string): Promise<Customer> => {
    const [row] = await database.query(sql`SELECT ${COLUMNS} FROM customers WHERE id = ${id}`);
    if (!row) throw AppError.notFound('Customer not found');
    return normalise(row);
  };

  return {
    /** The caller's customer record, created from what the provider tells about them on first sight. */
    async resolve(principal: Principal, hints: () => Promise<ProfileHints>): Promise<Customer> {
      const find = async () =>
        (
          await database.query(sql`
            SELECT ${COLUMNS} FROM customers WHERE issuer = ${principal.issuer} AND subject = ${principal.subject}`)
        )[0];
      const existing = await find();
      if (existing) return normalise(existing);
      const hint = await hints();
      const [created] = await database.query(sql`
        INSERT INTO customers (issuer, subject, first_name, last_name, email, phone)
        VALUES (${principal.issuer}, ${principal.subject}, ${hint.first_name ?? ''}, ${hint.last_name ?? null},
                ${hint.email ?? null}, ${hint.phone ?? null})
        ON CONFLICT (issuer, subject) DO NOTHING
        RETURNING ${COLUMNS}`);
      // Two first requests at once: the other one created it.
      const row = created ?? (await find());
      if (!row) throw new AppError('internal', 'Could not create the customer record');
      return normalise(row);
    },

    toUser(customer: Customer): User {
      return {
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
      };
    },

    /** Changes the fields present in `patch`; null clears an optional one. */
    async update(customerId: string, patch: ProfileUpdate): Promise<Customer> {
      const sets: SQL[] = Object.entries(patch)
        .filter(([, value]) => value !== undefined)
        .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
      if (sets.length === 0) return byId(customerId);
      const [row] = await database.query(sql`
        UPDATE customers SET ${sql.join(sets, sql`, `)}, updated_at = now()
        WHERE id = ${customerId} RETURNING ${COLUMNS}`);
      if (!row) throw AppError.notFound('Customer not found');
      return normalise(row);
    },

    /** Points the customer at a new avatar and returns the key it replaced (each replaced key exactly once). */
    async replaceAvatar(
      customerId: string,
      key: string,
    ): Promise<{ customer: Customer; previousKey: string | null }> {
      const [row] = await database.query<Record<string, unknown> & { previous_key: string | null }>(sql`
        WITH previous AS (SELECT id, avatar_key FROM customers WHERE id = ${customerId} FOR UPDATE)
        UPDATE customers SET avatar_key = ${key}, updated_at = now()
        FROM previous WHERE customers.id = previous.id
        RETURNING ${sql.raw(
          [
            'id',
            'issuer',
            'subject',
            'user_type',
            'first_name',
            'last_name',
            'email',
            'phone',
            'address',
            'city',
            'state',
            'pincode',
            'avatar_key',
            'created_at',
            'updated_at',
          ]
            .map((column) => `customers.${column}`)
            .join(', '),
        )}, previous.avatar_key AS previous_key`);
      if (!row) throw AppError.notFound('Customer not found');
      const { previous_key: previousKey, ...customer } = row;
      return { customer: normalise(customer), previousKey };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
