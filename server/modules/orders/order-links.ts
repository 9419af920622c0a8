// The link that opens an order without an account (decision 124): the order's id and an HMAC of it
// under a key the database made on its first migration, so every replica checks the same links and
// nothing per order has to be stored or looked up.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { sameSecret } from '../../lib/digests.ts';

export function createOrderLinks(database: Database) {
  let key: Promise<string> | undefined;
  // Inside a transaction the key is read through it (`executor`): an embedded database has one
  // connection, and a read beside the transaction would wait for it forever.
  const secret = (executor: Executor = database.db) =>
    (key ??= rowsOf<{ value: string }>(
      executor,
      sql`SELECT value FROM app_secrets WHERE name = 'order_links'`,
    )
      .then(([row]) => {
        if (!row) throw new Error('The order links key is missing: run the migrations');
        return row.value;
      })
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      }));

  const tokenFor = async (orderId: string, executor?: Executor): Promise<string> =>
    createHmac('sha256', await secret(executor))
      .update(`order:${orderId}`)
      .digest('base64url')
      .slice(0, 32);

  return {
    tokenFor,
    async verify(orderId: string, token: string): Promise<boolean> {
      return sameSecret(await tokenFor(orderId), token);
    },
  };
}

export type OrderLinks = ReturnType<typeof createOrderLinks>;
