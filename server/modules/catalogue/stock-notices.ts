// Back-in-stock notices (decision 206): the one e-mail a confirmed request (decision 042) is sent once
// what it asked about can be bought again. Every change of the catalogue that can bring stock back (the
// editor's save, the bulk stock change, a CSV import) calls `waiting` before it in its transaction: the
// confirmed requests still waiting whose product or variant cannot be bought now. After the change,
// `serve` marks those that can be bought now served and writes their e-mails to the outbox, in that
// same transaction. A request is served once: its row is marked in the same statement that picks
// it, and its e-mail has a stable id, so neither a retry nor a concurrent change writes it twice.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import type { products, productVariants, stockNotifications } from '../../db/schema.ts';
import { uuids } from '../../db/sql.ts';
import { backInStockEmail } from '../../email/stock-emails.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { dailyMessageId } from './stock-thresholds.ts';

export const BACK_IN_STOCK_TOPIC = 'stock-alert.back';

export interface StockNoticesOptions {
  /** The storefront, for the link to the product's page. */
  shopOrigin: string;
  businessName: string;
  messageIdDomain: string;
}

/**
 * What a request waits for can be bought: the product is in stock and, for a request about one option,
 * that option is too (as the product page and checkout read it).
 */
const BUYABLE = sql`p.stock_status = 'in_stock' AND (n.variant_id IS NULL OR v.stock_status = 'in_stock')`;
const WAITING = sql`n.confirmed_at IS NOT NULL AND n.notified_at IS NULL`;

/** The outbox id of a request's notice: one per request and confirmation, so a retry writes nothing. */
export const noticeMessageId = (requestId: string, confirmedAt: string): string =>
  dailyMessageId(BACK_IN_STOCK_TOPIC, `${requestId}:${confirmedAt}`);

type Served = Pick<
  typeof stockNotifications.$inferSelect,
  'id' | 'email' | 'confirmed_at' | 'product_id' | 'variant_id'
> & {
  product_name: (typeof products.$inferSelect)['name'];
  slug: (typeof products.$inferSelect)['slug'];
  variant_name: (typeof productVariants.$inferSelect)['name'] | null;
};

export function createStockNotices(options: StockNoticesOptions) {
  const productUrl = (slug: string) => `${options.shopOrigin}/products/${encodeURIComponent(slug)}`;

  /** The confirmed requests about `productIds` still waiting for something that cannot be bought now. */
  async function waiting(tx: Executor, productIds: string[]): Promise<string[]> {
    const ids = [...new Set(productIds)];
    if (ids.length === 0) return [];
    const rows = await rowsOf<{ id: string }>(
      tx,
      sql`
        SELECT n.id FROM stock_notifications n
        JOIN products p ON p.id = n.product_id
        LEFT JOIN product_variants v ON v.id = n.variant_id
        WHERE n.product_id = ANY(${uuids(ids)}) AND ${WAITING} AND NOT (${BUYABLE})`,
    );
    return rows.map((row) => row.id);
  }

  /**
   * Of `requestIds`, those still waiting whose product (published) or variant can be bought now: marked
   * served, each with its e-mail in the outbox. Answers how many were served.
   */
  async function serve(tx: Executor, requestIds: string[]): Promise<number> {
    if (requestIds.length === 0) return 0;
    const served = await rowsOf<Served>(
      tx,
      sql`
        WITH due AS (
          SELECT n.id, p.name AS product_name, p.slug, v.name AS variant_name
          FROM stock_notifications n
          JOIN products p ON p.id = n.product_id
          LEFT JOIN product_variants v ON v.id = n.variant_id
          WHERE n.id = ANY(${uuids(requestIds)}) AND ${WAITING} AND p.status = 'published' AND ${BUYABLE}
        )
        UPDATE stock_notifications n SET notified_at = now()
        FROM due WHERE n.id = due.id AND n.notified_at IS NULL
        RETURNING n.id, n.email, n.confirmed_at, n.product_id, n.variant_id, due.product_name, due.slug,
                  due.variant_name`,
    );
    for (const request of served)
      await enqueueEmail(
        tx,
        {
          topic: BACK_IN_STOCK_TOPIC,
          id: noticeMessageId(request.id, String(request.confirmed_at)),
          email: backInStockEmail({
            to: request.email,
            businessName: options.businessName,
            productName: request.product_name,
            variantName: request.variant_name,
            link: productUrl(request.slug),
          }),
        },
        options.messageIdDomain,
      );
    return served.length;
  }

  return { waiting, serve };
}

export type StockNotices = ReturnType<typeof createStockNotices>;
