// Old addresses of renamed products and categories (decision 074): each old slug with the slug its
// record has now, for the site build to write a page at the old address that sends visitors on. A
// product that is not published has no redirects here, as it has no page.
import { sql } from 'drizzle-orm';
import type { SlugRedirect } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/client.ts';
import type { slugRedirects } from '../../db/schema.ts';

type RedirectRow = Pick<typeof slugRedirects.$inferSelect, 'kind' | 'old_slug'> & { slug: string };

export async function readRedirects(database: Database): Promise<SlugRedirect[]> {
  const rows = await database.query<RedirectRow>(sql`
    SELECT r.kind, r.old_slug, p.slug
    FROM slug_redirects r JOIN products p ON p.id = r.target_id AND p.status = 'published'
    WHERE r.kind = 'product' AND p.slug <> r.old_slug
      AND NOT EXISTS (SELECT 1 FROM products live WHERE live.slug = r.old_slug)
    UNION ALL
    SELECT r.kind, r.old_slug, c.slug
    FROM slug_redirects r JOIN categories c ON c.id = r.target_id
    WHERE r.kind = 'category' AND c.slug <> r.old_slug
      AND NOT EXISTS (SELECT 1 FROM categories live WHERE live.slug = r.old_slug)
    ORDER BY kind, old_slug`);
  return rows.map((row) => ({
    kind: row.kind === 'category' ? 'category' : 'product',
    from: row.old_slug,
    to: row.slug,
  }));
}
