// The catalogue's version: a number that changes with every catalogue write (statement triggers bump
// catalogue_state.version), so a rebuilder can poll it cheaply and rebuild only after a change.
import { sql } from 'drizzle-orm';
import type { CatalogueVersion } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/client.ts';
import type { catalogueState } from '../../db/schema.ts';
import { iso } from '../../lib/dates.ts';

interface VersionRow {
  /** bigint, read as text so that both drivers give the same string. */
  version: string;
  updated_at: (typeof catalogueState.$inferSelect)['updated_at'];
  products: number;
  categories: number;
}

/** The version as GET /catalogue/version answers it, with the sizes of the catalogue (published products). */
export async function readCatalogueVersion(database: Database): Promise<CatalogueVersion> {
  const [row] = await database.query<VersionRow>(sql`
    SELECT s.version::text AS version, s.updated_at,
           (SELECT count(*)::int FROM products WHERE status = 'published') AS products,
           (SELECT count(*)::int FROM categories) AS categories
    FROM catalogue_state s WHERE s.id = 1`);
  if (!row) throw new Error('catalogue_state has no row: migrations did not run');
  return {
    version: row.version,
    updatedAt: iso(row.updated_at),
    products: row.products,
    categories: row.categories,
  };
}
