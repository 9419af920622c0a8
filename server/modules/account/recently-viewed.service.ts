// A signed-in customer's recently viewed products (decision 205): one row per product with the time of
// its newest view, at most RECENTLY_VIEWED_MAX per customer. A save merges the device's list into the
// account's (the newest view of a product wins) and answers the merged list, so a device that sends
// its list learns the account's in the same call. Every query is scoped to the caller.
import { sql } from 'drizzle-orm';
import {
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_TOO_MANY,
  type RecentlyViewedItem,
} from '../../../contract/recently-viewed.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import type { recentlyViewed } from '../../db/schema.ts';
import { uuids } from '../../db/sql.ts';
import { iso } from '../../lib/dates.ts';
import { fieldUnprocessable } from '../../lib/db-errors.ts';

type ViewRow = Pick<typeof recentlyViewed.$inferSelect, 'product_id' | 'viewed_at'>;

/** One view per product, the newest; a time ahead of the server's clock counts as now. */
export function newestViews(items: readonly RecentlyViewedItem[], now: Date): Map<string, string> {
  const newest = new Map<string, string>();
  for (const { productId, viewedAt } of items) {
    const at = Math.min(Date.parse(viewedAt), now.getTime());
    const known = newest.get(productId);
    if (known === undefined || Date.parse(known) < at) newest.set(productId, new Date(at).toISOString());
  }
  return newest;
}

async function listOf(executor: Executor, customerId: string): Promise<RecentlyViewedItem[]> {
  const rows = await rowsOf<ViewRow>(
    executor,
    sql`SELECT product_id, viewed_at FROM recently_viewed WHERE customer_id = ${customerId}
        ORDER BY viewed_at DESC, product_id LIMIT ${RECENTLY_VIEWED_MAX}`,
  );
  return rows.map((row) => ({ productId: row.product_id, viewedAt: iso(row.viewed_at) }));
}

export function createRecentlyViewedService(database: Database) {
  return {
    list: (customerId: string): Promise<RecentlyViewedItem[]> => listOf(database.db, customerId),

    /**
     * Merges `items` into the customer's list and keeps its newest RECENTLY_VIEWED_MAX; products the
     * catalogue does not hold are skipped. More than RECENTLY_VIEWED_MAX items is a 422 naming `items`.
     */
    async save(
      customerId: string,
      items: readonly RecentlyViewedItem[],
      now = new Date(),
    ): Promise<RecentlyViewedItem[]> {
      if (items.length > RECENTLY_VIEWED_MAX) throw fieldUnprocessable('items', RECENTLY_VIEWED_TOO_MANY);
      const views = newestViews(items, now);
      return database.db.transaction(async (tx) => {
        if (views.size > 0) {
          const ids = [...views.keys()];
          const times = ids.map((id) => views.get(id)!);
          await rowsOf(
            tx,
            sql`INSERT INTO recently_viewed (customer_id, product_id, viewed_at)
                SELECT ${customerId}::uuid, v.product_id, v.viewed_at::timestamptz
                FROM unnest(${uuids(ids)}, ${sql.param(times)}::text[]) AS v(product_id, viewed_at)
                JOIN products p ON p.id = v.product_id
                ON CONFLICT (customer_id, product_id)
                DO UPDATE SET viewed_at = GREATEST(recently_viewed.viewed_at, excluded.viewed_at)`,
          );
          await rowsOf(
            tx,
            sql`DELETE FROM recently_viewed WHERE customer_id = ${customerId} AND product_id NOT IN (
                  SELECT product_id FROM recently_viewed WHERE customer_id = ${customerId}
                  ORDER BY viewed_at DESC, product_id LIMIT ${RECENTLY_VIEWED_MAX})`,
          );
        }
        return listOf(tx, customerId);
      });
    },
  };
}

export type RecentlyViewedService = ReturnType<typeof createRecentlyViewedService>;
