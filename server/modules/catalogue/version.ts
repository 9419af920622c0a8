import { sql } from 'drizzle-orm';
import type { CatalogueVersion } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { iso } from './products.service.ts';

export async function readCatalogueVersion(database: Database): Promise<CatalogueVersion> {
  const [row] = await database.query<Record<string, unknown>>(sql`
    SELECT s.version::text AS version, s.updated_at,
           (SELECT count(*)::int FROM products) AS products,
           (SELECT count(*)::int FROM categories) AS categories
    FROM catalogue_state s WHERE s.id = 1`);
  if (!row) throw new Error('catalogue_state has no row: migrations did not run');
  return {
    version: String(row.version),
    updatedAt: iso(row.updated_at),
    products: Number(row.products),
    categories: Number(row.categories),
  };
}
