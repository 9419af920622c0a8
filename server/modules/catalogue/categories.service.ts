// Category queries. The tree is small (tens to a few hundred rows), so it is read whole in two
// queries and shaped in memory; product counts include every descendant and count published products
// only, as the shop shows them.
import { sql } from 'drizzle-orm';
import type { Category, CategoryNode, CategoryRef } from '../../../contract/catalogue.ts';
import { isUuid } from '../../../contract/ids.ts';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { columns, uuids } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { mediaUrl } from '../../lib/media.ts';

const CATEGORY_KEYS = [
  'id',
  'name',
  'slug',
  'description',
  'image_url',
  'parent_id',
  'is_featured',
  'sort_order',
] as const;
type CategoryRow = Pick<typeof categories.$inferSelect, (typeof CATEGORY_KEYS)[number]>;
const CATEGORY_COLUMNS = columns(categories, CATEGORY_KEYS);

export const CATEGORY_NOT_FOUND = 'Category not found';

/**
 * Products in each category and all of its descendants, from the counts of each category alone.
 * Guarded against a cycle that a hand edit could introduce.
 */
function totalsWithDescendants(rows: CategoryRow[], direct: Map<string, number>): Map<string, number> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (row.parent_id) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  }
  const totals = new Map<string, number>();
  const total = (id: string, seen: Set<string>): number => {
    if (totals.has(id)) return totals.get(id)!;
    if (seen.has(id)) return 0;
    seen.add(id);
    const sum =
      (direct.get(id) ?? 0) + (children.get(id) ?? []).reduce((acc, child) => acc + total(child, seen), 0);
    totals.set(id, sum);
    return sum;
  };
  for (const row of rows) total(row.id, new Set());
  return totals;
}

const toCategory = (row: CategoryRow, productCount: number, mediaOrigin: string): Category => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  image_url: mediaUrl(mediaOrigin, row.image_url),
  parent_id: row.parent_id,
  product_count: productCount,
  is_featured: row.is_featured,
  sort_order: row.sort_order,
});

/** Root categories with their descendants nested as `children`, in the order of `list`. */
function toTree(list: Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>(list.map((c) => [c.id, { ...c, children: [] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function createCategoriesService(database: Database, options: { mediaOrigin: string }) {
  async function all(): Promise<Category[]> {
    const [rows, counts] = await Promise.all([
      database.query<CategoryRow>(
        sql`SELECT ${CATEGORY_COLUMNS} FROM categories ORDER BY sort_order, name, id`,
      ),
      database.query<{ category_id: string; count: number }>(sql`
        SELECT category_id, count(*)::int AS count FROM products
        WHERE category_id IS NOT NULL AND status = 'published' GROUP BY category_id`),
    ]);
    const totals = totalsWithDescendants(rows, new Map(counts.map((row) => [row.category_id, row.count])));
    return rows.map((row) => toCategory(row, totals.get(row.id) ?? 0, options.mediaOrigin));
  }

  const find = async (match: (category: Category) => boolean): Promise<Category> => {
    const category = (await all()).find(match);
    if (!category) throw AppError.notFound(CATEGORY_NOT_FOUND);
    return category;
  };

  return {
    all,

    async tree(): Promise<CategoryNode[]> {
      return toTree(await all());
    },

    async roots(): Promise<Category[]> {
      return (await all()).filter((category) => category.parent_id === null);
    },

    byId(id: string): Promise<Category> {
      if (!isUuid(id)) return Promise.reject(AppError.notFound(CATEGORY_NOT_FOUND));
      return find((category) => category.id === id);
    },

    bySlug(slug: string): Promise<Category> {
      return find((category) => category.slug === slug);
    },

    async byIds(ids: string[]): Promise<CategoryRef[]> {
      if (ids.length === 0) return [];
      return database.query<CategoryRef>(
        sql`SELECT id, name, slug FROM categories WHERE id = ANY(${uuids(ids)})`,
      );
    },

    /** The category and all of its descendants, as ids. 404 when the category does not exist. */
    async descendantIds(match: { id: string } | { slug: string }): Promise<string[]> {
      if ('id' in match && !isUuid(match.id)) throw AppError.notFound(CATEGORY_NOT_FOUND);
      const root = 'id' in match ? sql`id = ${match.id}` : sql`slug = ${match.slug}`;
      const rows = await database.query<{ id: string }>(sql`
        WITH RECURSIVE tree AS (
          SELECT id FROM categories WHERE ${root}
          UNION
          SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
        )
        SELECT id FROM tree`);
      if (rows.length === 0) throw AppError.notFound(CATEGORY_NOT_FOUND);
      return rows.map((row) => row.id);
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
