// Slugs for new products and categories: made from the name when none is given, and unique. A slug
// that is an old address of something (a redirect) is not handed out by itself, so that an old link
// keeps leading where it led; staff may still take one on purpose, and the redirect then ends.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';

export type SlugKind = 'product' | 'category';

const MAX_BASE = 100;

/** "Sheesham Sofa (3-Seater)" → "sheesham-sofa-3-seater"; letters outside a–z are dropped after their accents. */
export function slugify(text: string, fallback: SlugKind): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_BASE)
    .replace(/-+$/, '');
  return slug || fallback;
}

const TABLE = { product: sql`products`, category: sql`categories` } as const;

/** `base`, or `base-2`, `base-3` …: the first that no record and no old address of `kind` uses. */
export async function freeSlug(executor: Executor, kind: SlugKind, base: string): Promise<string> {
  const taken = new Set(
    (
      await rowsOf<{ slug: string }>(
        executor,
        sql`
          SELECT slug FROM ${TABLE[kind]} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}
          UNION
          SELECT old_slug FROM slug_redirects
          WHERE kind = ${kind} AND (old_slug = ${base} OR old_slug LIKE ${`${base}-%`})`,
      )
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether another record of `kind` has `slug` now. */
export async function slugTaken(
  executor: Executor,
  kind: SlugKind,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await rowsOf(
    executor,
    sql`SELECT 1 FROM ${TABLE[kind]} WHERE slug = ${slug} AND id IS DISTINCT FROM ${exceptId}::uuid`,
  );
  return rows.length > 0;
}

/**
 * Records a change of address: the old slug now leads to the record, and the new one is no longer an
 * old address of anything (it is live). Call it in the transaction that changes the slug.
 */
export async function moveSlug(
  executor: Executor,
  kind: SlugKind,
  id: string,
  from: string | null,
  to: string,
): Promise<void> {
  await rowsOf(executor, sql`DELETE FROM slug_redirects WHERE kind = ${kind} AND old_slug = ${to}`);
  if (from === null || from === to) return;
  await rowsOf(
    executor,
    sql`
      INSERT INTO slug_redirects (kind, old_slug, target_id) VALUES (${kind}, ${from}, ${id})
      ON CONFLICT (kind, old_slug) DO UPDATE SET target_id = excluded.target_id, created_at = now()`,
  );
}
