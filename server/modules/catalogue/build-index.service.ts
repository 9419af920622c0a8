// The build index (decision 100): one row per published product with a digest of everything its
// page shows, computed by the database in one statement, so that a site build can tell which product
// pages changed without reading every product's page data.
//
// The digest covers the product's row and category (as the product call reads them), its images,
// variants, specifications and features, the first page of visible reviews, and the cards of its
// related products, chosen by the same rule as GET /products/{id}/related: the nearest prices in
// its category, then the nearest prices elsewhere. The related products are found through the price
// indexes, the nearest above and below (ids and prices only), so each product costs a few index reads;
// the cards are read for the six chosen, and the products elsewhere are looked for only in a category
// with six or fewer published products, the only case in which they show (decision 131).
import { sql } from 'drizzle-orm';
import type { BuildIndexEntry } from '../../../contract/build-index.ts';
import type { Database } from '../../db/client.ts';
import { iso } from '../../lib/dates.ts';
import {
  DETAIL_COLUMNS,
  FROM_PRODUCTS,
  PUBLISHED,
  REVIEW_COLUMNS,
  SUMMARY_COLUMNS,
  VARIANT_COLUMNS,
} from './product-rows.ts';

/** As many as the site's product pages show (src/features/product/product-pages.server.ts). */
export const BUILD_INDEX_RELATED = 6;
export const BUILD_INDEX_REVIEWS = 5;

type BuildIndexRow = Omit<BuildIndexEntry, 'updated_at'> & { updated_at: string | Date };

export interface BuildIndexOptions {
  /** Image addresses are made from it, so a different origin means different pages. */
  mediaOrigin: string;
}

/**
 * The nearest published products to `d`'s price on one side of it, among those `where` admits: their
 * ids and distances only, read from the price indexes; the cards are read for the chosen few.
 */
const nearest = (where: ReturnType<typeof sql>, side: 'above' | 'below', limit: number) => sql`(
  SELECT p.id, abs(p.effective_price - d.effective_price) AS distance FROM products p
  WHERE ${PUBLISHED} AND ${where} AND ${
    side === 'above'
      ? sql`p.effective_price >= d.effective_price`
      : sql`p.effective_price < d.effective_price`
  }
  ORDER BY p.effective_price ${side === 'above' ? sql`ASC` : sql`DESC`}, p.id LIMIT ${limit})`;

export function createBuildIndexService(database: Database, options: BuildIndexOptions) {
  return {
    async products(): Promise<BuildIndexEntry[]> {
      const limit = BUILD_INDEX_RELATED;
      const sameCategory = sql`p.category_id = d.category_id AND p.id <> d.id`;
      const elsewhere = sql`p.id <> d.id AND (d.category_id IS NULL OR p.category_id IS DISTINCT FROM d.category_id)`;
      const rows = await database.query<BuildIndexRow>(sql`
        SELECT d.id, d.slug, d.updated_at, md5(concat_ws('|', ${options.mediaOrigin}::text, d::text,
          (SELECT string_agg(i::text, ',' ORDER BY i.sort_order, i.id) FROM (
             SELECT id, image_url, thumbnail_url, alt_text, is_primary, sort_order
             FROM product_images WHERE product_id = d.id) i),
          (SELECT string_agg(v::text, ',' ORDER BY v.sort_order, v.id) FROM (
             SELECT ${VARIANT_COLUMNS}, sort_order FROM product_variants WHERE product_id = d.id) v),
          (SELECT string_agg(s::text, ',' ORDER BY s.sort_order, s.id) FROM (
             SELECT id, name, value, sort_order FROM product_specifications WHERE product_id = d.id) s),
          (SELECT string_agg(f::text, ',' ORDER BY f.sort_order, f.id) FROM (
             SELECT id, feature, sort_order FROM product_features WHERE product_id = d.id) f),
          (SELECT string_agg(r::text, ',' ORDER BY r.created_at DESC, r.id DESC) FROM (
             SELECT ${REVIEW_COLUMNS} FROM reviews WHERE product_id = d.id AND hidden_at IS NULL
             ORDER BY created_at DESC, id DESC LIMIT ${BUILD_INDEX_REVIEWS}) r),
          (SELECT string_agg(md5(rel::text), ',' ORDER BY rel.grp, rel.distance, rel.id) FROM (
             SELECT pick.grp, pick.distance, ${SUMMARY_COLUMNS} FROM (
               SELECT * FROM (
                 (SELECT 0 AS grp, same.* FROM (
                    ${nearest(sameCategory, 'above', limit)} UNION ALL ${nearest(sameCategory, 'below', limit)}
                  ) same ORDER BY same.distance, same.id LIMIT ${limit})
                 UNION ALL
                 -- Products elsewhere show only when the category has too few others.
                 (SELECT 1 AS grp, other.* FROM (
                    ${nearest(elsewhere, 'above', limit)} UNION ALL ${nearest(elsewhere, 'below', limit)}
                  ) other WHERE coalesce(n.published, 0) <= ${limit}
                  ORDER BY other.distance, other.id LIMIT ${limit})
               ) candidates ORDER BY grp, distance, id LIMIT ${limit}) pick
             JOIN products p ON p.id = pick.id LEFT JOIN categories c ON c.id = p.category_id) rel)
        )) AS digest
        FROM (SELECT ${DETAIL_COLUMNS} ${FROM_PRODUCTS} WHERE ${PUBLISHED}) d
        LEFT JOIN (SELECT category_id, count(*) AS published FROM products p WHERE ${PUBLISHED}
                   GROUP BY category_id) n ON n.category_id = d.category_id
        ORDER BY d.slug`);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        digest: row.digest,
        updated_at: iso(row.updated_at),
      }));
    },
  };
}

export type BuildIndexService = ReturnType<typeof createBuildIndexService>;
