// A customer's wishlist: saved products, newest first. Adding twice and removing an absent item are
// both harmless; every query is scoped to the caller.
import { sql } from 'drizzle-orm';
import type { WishlistItem } from '../../../contract/account.ts';
import { isUuid } from '../../../contract/ids.ts';
import type { Database } from '../../db/client.ts';
import type { wishlistItems } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { PRODUCT_NOT_FOUND, type ProductsService } from '../catalogue/index.ts';

/** More than anyone saves; keeps one response bounded. */
export const WISHLIST_MAX_ITEMS = 500;

type SavedRow = Pick<typeof wishlistItems.$inferSelect, 'product_id' | 'created_at'>;

export function createWishlistService(database: Database, products: Pick<ProductsService, 'byIds'>) {
  const count = async (customerId: string): Promise<number> => {
    const [row] = await database.query<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM wishlist_items WHERE customer_id = ${customerId}`);
    return row?.count ?? 0;
  };

  return {
    count,

    async list(customerId: string): Promise<WishlistItem[]> {
      const rows = await database.query<SavedRow>(sql`
        SELECT product_id, created_at FROM wishlist_items
        WHERE customer_id = ${customerId} ORDER BY created_at DESC, product_id LIMIT ${WISHLIST_MAX_ITEMS}`);
      const added = new Map(rows.map((row) => [row.product_id, row.created_at]));
      // The catalogue's own card projection, in the order asked for.
      const summaries = await products.byIds([...added.keys()]);
      return summaries.map((product) => ({ ...product, added_at: iso(added.get(product.id)!) }));
    },

    async has(customerId: string, productId: string): Promise<boolean> {
      if (!isUuid(productId)) return false;
      const rows = await database.query(sql`
        SELECT 1 FROM wishlist_items WHERE customer_id = ${customerId} AND product_id = ${productId}`);
      return rows.length > 0;
    },

    /** Adds the product; `changed` is false when it was already there. 404 for an unknown product. */
    async add(customerId: string, productId: string): Promise<{ changed: boolean; name: string }> {
      if (!isUuid(productId)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const [product] = await database.query<{ name: string }>(
        sql`SELECT name FROM products WHERE id = ${productId}`,
      );
      if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
      if ((await count(customerId)) >= WISHLIST_MAX_ITEMS) {
        throw new AppError(
          'conflict',
          `Your wishlist is full (at most ${WISHLIST_MAX_ITEMS} items). Remove something first.`,
        );
      }
      const inserted = await database.query(sql`
        INSERT INTO wishlist_items (customer_id, product_id) VALUES (${customerId}, ${productId})
        ON CONFLICT (customer_id, product_id) DO NOTHING RETURNING product_id`);
      return { changed: inserted.length > 0, name: product.name };
    },

    async remove(customerId: string, productId: string): Promise<boolean> {
      if (!isUuid(productId)) return false;
      const deleted = await database.query(sql`
        DELETE FROM wishlist_items WHERE customer_id = ${customerId} AND product_id = ${productId} RETURNING product_id`);
      return deleted.length > 0;
    },

    async clear(customerId: string): Promise<number> {
      const deleted = await database.query(sql`
        DELETE FROM wishlist_items WHERE customer_id = ${customerId} RETURNING product_id`);
      return deleted.length;
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
