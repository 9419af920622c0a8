// Low stock (decision 199): a counted product may have a low-stock threshold, kept beside its units in
// `product_stock`; at or below it the product is on the back office's Low stock list, and on the e-mail
// the business gets each morning. The list reads a partial index holding only the products at or below
// their threshold, so its cost follows what is low, not the size of the catalogue. Options have no
// stock of their own, so a threshold is per product.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LowStockRow } from '../../../contract/admin/catalogue.ts';
import type { PageInfo } from '../../../contract/admin/common.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import {
  LOW_STOCK_EMAIL_MAX,
  lowStockEmail,
  type LowStockEmailSettings,
} from '../../email/low-stock-emails.ts';
import { fieldError } from '../../lib/db-errors.ts';
import { cappedCount, offsetOf, pageInfo } from '../../lib/pagination.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';

/** The hour of the day in India from which the day's e-mail goes out. */
export const LOW_STOCK_EMAIL_HOUR = 9;
export const THRESHOLD_NEEDS_COUNT = 'A low-stock threshold needs the units in stock to be counted.';

/**
 * Sets a product's threshold in the caller's transaction, after its units were written: undefined keeps
 * it, null clears it. A product whose units are not counted (made to order) cannot have one: 400.
 */
export async function writeThreshold(
  executor: Executor,
  productId: string,
  threshold: number | null | undefined,
): Promise<void> {
  if (threshold === undefined) return;
  const updated = await rowsOf<{ product_id: string }>(
    executor,
    sql`UPDATE product_stock SET low_stock_threshold = ${threshold} WHERE product_id = ${productId}
        RETURNING product_id`,
  );
  if (updated.length === 0 && threshold !== null)
    throw fieldError('low_stock_threshold', THRESHOLD_NEEDS_COUNT);
}

/** The date in India, and whether the day's report hour has come there (India keeps UTC+05:30 all year). */
export function indiaClock(now: Date): { date: string; hour: number } {
  const shifted = new Date(now.getTime() + 330 * 60_000);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

/** The outbox id of a report that exists once per day: a UUID made from its topic and date. */
export function dailyMessageId(topic: string, date: string): string {
  const hex = createHash('sha256').update(`${topic}:${date}`).digest('hex');
  // Shaped as a version 5 (name-based) UUID, so any reader takes it for one.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const LOW = sql`FROM product_stock s JOIN products p ON p.id = s.product_id
                WHERE s.quantity <= s.low_stock_threshold AND p.status <> 'archived'`;

export interface LowStockOptions {
  mail: LowStockEmailSettings & { shopOrigin: string };
  messageIdDomain: string;
  now?: () => Date;
}

export function createLowStockService(database: Database, options: LowStockOptions) {
  const now = options.now ?? (() => new Date());

  /** Products at or below their threshold, fewest units first; archived products are left out. */
  async function list(query: { page: number; limit: number }): Promise<{
    products: LowStockRow[];
    pagination: PageInfo;
  }> {
    const rows = await database.query<{
      id: string;
      name: string;
      sku: string | null;
      status: LowStockRow['status'];
      quantity: number;
      threshold: number;
    }>(sql`
      SELECT p.id, p.name, p.sku, p.status, s.quantity, s.low_stock_threshold AS threshold ${LOW}
      ORDER BY s.quantity, p.name, p.id LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`);
    const counted = await cappedCount(database, LOW);
    return {
      products: rows.map((row) => ({
        id: row.id,
        name: row.name,
        sku: row.sku,
        status: row.status,
        stock_quantity: Number(row.quantity),
        low_stock_threshold: Number(row.threshold),
      })),
      pagination: pageInfo(query.page, query.limit, counted),
    };
  }

  return {
    list,

    /**
     * The day's e-mail to the business, from LOW_STOCK_EMAIL_HOUR in India: written to the outbox under
     * the day's stable id, so every worker and every round after the first writes nothing; nothing is
     * written while nothing is low. Run by the background worker. Answers whether it wrote the e-mail (two
     * workers at the same moment may both answer yes; the outbox keeps one).
     */
    async sendDaily(): Promise<boolean> {
      const { date, hour } = indiaClock(now());
      if (hour < LOW_STOCK_EMAIL_HOUR) return false;
      const id = dailyMessageId('stock.low', date);
      const [already] = await database.query<{ id: string }>(sql`SELECT id FROM outbox WHERE id = ${id}`);
      if (already) return false;
      const { products, pagination } = await list({ page: 1, limit: LOW_STOCK_EMAIL_MAX });
      if (products.length === 0) return false;
      const email = lowStockEmail(options.mail, {
        date,
        items: products.map((row) => ({
          name: row.name,
          sku: row.sku,
          quantity: row.stock_quantity,
          threshold: row.low_stock_threshold,
        })),
        total: pagination.total,
        url: `${options.mail.shopOrigin}/admin/low-stock`,
      });
      await enqueueEmail(database.db, { topic: 'stock.low', id, email }, options.messageIdDomain);
      return true;
    },
  };
}

export type LowStockService = ReturnType<typeof createLowStockService>;
