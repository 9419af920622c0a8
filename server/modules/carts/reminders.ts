// Reminders of carts left behind (decision 207). The background worker's scan takes the carts whose
// state has not been settled yet (carts_reminder_due_idx: reminded_at empty, lines in it) and untouched
// for CART_REMINDER_HOURS, and settles each: one e-mail when the customer agreed to cart reminders by
// e-mail and ordered nothing since the cart last changed, nothing otherwise. The e-mail's outbox id is
// made from the cart and its time, so a retry or a second replica never writes it twice.
import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cartReminderEmail } from '../../email/cart-emails.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { sameSecret } from '../../lib/digests.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { hasConsent, recordConsent } from '../account/index.ts';
import type { CartsService } from './carts.service.ts';

/** Carts settled per statement; a scan goes on until fewer are due, at most SCAN_BATCHES times. */
export const SCAN_BATCH = 500;
const SCAN_BATCHES = 20;

export interface RemindersOptions {
  hours: number;
  shopOrigin: string;
  apiOrigin: string;
  businessName: string;
  messageIdDomain: string;
  carts: Pick<CartsService, 'readMany'>;
}

/** The outbox id of the reminder of one state of a cart: a UUID made from the customer and the time. */
export function reminderId(customerId: string, cartUpdatedAt: string): string {
  const hex = createHash('sha256')
    .update(`cart.reminder:${customerId}:${new Date(cartUpdatedAt).toISOString()}`)
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface DueCart {
  customer_id: string;
  updated_at: string;
  email: string | null;
  first_name: string;
  remind: boolean;
}

/**
 * Settles up to SCAN_BATCH due carts: each is marked reminded, and answered with whether it earns the
 * e-mail. SKIP LOCKED lets two replicas scan side by side without taking the same cart. The e-mail goes
 * to the sign-in address the provider confirmed, and to the profile's only when there is none.
 */
const settleDue = (executor: Executor, hours: number) =>
  rowsOf<DueCart>(
    executor,
    sql`
      WITH due AS (
        SELECT c.customer_id, c.updated_at FROM carts c
        WHERE c.reminded_at IS NULL AND c.line_count > 0
          AND c.updated_at < now() - make_interval(hours => ${hours})
        ORDER BY c.updated_at LIMIT ${SCAN_BATCH}
        FOR UPDATE SKIP LOCKED
      ), settled AS (
        UPDATE carts c SET reminded_at = now() FROM due
        WHERE c.customer_id = due.customer_id
        RETURNING c.customer_id, c.updated_at
      )
      SELECT s.customer_id, s.updated_at, coalesce(cu.verified_email, cu.email) AS email, cu.first_name,
             (coalesce(cu.verified_email, cu.email) IS NOT NULL
              AND coalesce((SELECT k.granted FROM consents k
                            WHERE k.customer_id = s.customer_id AND k.channel = 'email'
                              AND k.purpose = 'cart_reminders'
                            ORDER BY k.recorded_at DESC, k.id DESC LIMIT 1), false)
              AND NOT EXISTS (SELECT 1 FROM orders o
                              WHERE o.customer_id = s.customer_id AND o.created_at >= s.updated_at)
             ) AS remind
      FROM settled s JOIN customers cu ON cu.id = s.customer_id`,
  );

export function createCartReminders(database: Database, options: RemindersOptions) {
  let key: Promise<string> | undefined;
  // Inside a transaction the key is read through it: an embedded database has one connection, and a
  // read beside the transaction would wait for it forever.
  const secret = (executor: Executor) =>
    (key ??= rowsOf<{ value: string }>(
      executor,
      sql`SELECT value FROM app_secrets WHERE name = 'cart_reminders'`,
    )
      .then(([row]) => {
        if (!row) throw new Error('The cart reminders key is missing: run the migrations');
        return row.value;
      })
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      }));

  const signature = async (customerId: string, executor: Executor = database.db) =>
    createHmac('sha256', await secret(executor))
      .update(`cart-reminders:${customerId}`)
      .digest('base64url');

  /** The token of a customer's one-click unsubscribe link: their id and its HMAC. */
  const unsubscribeToken = async (customerId: string, executor?: Executor) =>
    `${customerId}.${await signature(customerId, executor)}`;

  /**
   * Writes the reminders of `due` carts: their contents read at once, the `cart_reminders` rows in one
   * statement (the ones written before are skipped), then each e-mail to the outbox under the same id.
   */
  const send = async (tx: Executor, due: readonly DueCart[]): Promise<number> => {
    const contents = await options.carts.readMany(
      tx,
      due.map((cart) => cart.customer_id),
    );
    // Lines whose products are no longer sold leave nothing to remind of.
    const remind = due
      .filter((cart) => (contents.get(cart.customer_id)?.lines.length ?? 0) > 0)
      .map((cart) => ({ ...cart, id: reminderId(cart.customer_id, cart.updated_at) }));
    if (remind.length === 0) return 0;
    const written = new Set(
      (
        await rowsOf<{ id: string }>(
          tx,
          sql`INSERT INTO cart_reminders (id, customer_id, cart_updated_at)
              VALUES ${sql.join(
                remind.map((cart) => sql`(${cart.id}, ${cart.customer_id}, ${cart.updated_at}::timestamptz)`),
                sql`, `,
              )}
              ON CONFLICT DO NOTHING RETURNING id`,
        )
      ).map((row) => row.id),
    );
    for (const cart of remind.filter((row) => written.has(row.id))) {
      const content = contents.get(cart.customer_id)!;
      const token = await unsubscribeToken(cart.customer_id, tx);
      const email = cartReminderEmail({
        to: cart.email!,
        firstName: cart.first_name,
        businessName: options.businessName,
        lines: content.lines.map((line) => ({
          name: line.variant ? `${line.product.name} (${line.variant.name})` : line.product.name,
          quantity: line.quantity,
          linePaise: line.line_total_paise,
        })),
        subtotalPaise: content.subtotal_paise,
        cartUrl: `${options.shopOrigin}/cart`,
        unsubscribeUrl: `${options.apiOrigin}/api/v1/cart-reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      await enqueueEmail(tx, { topic: 'cart.reminder', id: cart.id, email }, options.messageIdDomain);
    }
    return written.size;
  };

  return {
    unsubscribeToken,

    /** The scan the background worker runs: answers how many reminders it wrote. */
    async remindAbandoned(): Promise<number> {
      let sent = 0;
      for (let batch = 0; batch < SCAN_BATCHES; batch += 1) {
        const settled = await database.db.transaction(async (tx) => {
          const due = await settleDue(tx, options.hours);
          sent += await send(
            tx,
            due.filter((row) => row.remind),
          );
          return due.length;
        });
        if (settled < SCAN_BATCH) break;
      }
      return sent;
    },

    /**
     * The one-click link: withdraws the customer's consent to cart reminders by e-mail (recorded with
     * the source "unsubscribe_link" unless it is already withdrawn). False when the token is not one.
     */
    async unsubscribe(token: string): Promise<boolean> {
      const [customerId, given] = token.split('.');
      if (!customerId || !given || !/^[0-9a-f-]{36}$/i.test(customerId)) return false;
      if (!sameSecret(await signature(customerId), given)) return false;
      return database.db.transaction(async (tx) => {
        const [customer] = await rowsOf(tx, sql`SELECT 1 FROM customers WHERE id = ${customerId}`);
        if (!customer) return false;
        if (await hasConsent(tx, customerId, 'email', 'cart_reminders'))
          await recordConsent(tx, {
            customerId,
            channel: 'email',
            purpose: 'cart_reminders',
            granted: false,
            source: 'unsubscribe_link',
          });
        return true;
      });
    },
  };
}

export type CartReminders = ReturnType<typeof createCartReminders>;
