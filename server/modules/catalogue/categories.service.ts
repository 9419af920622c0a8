// Category queries. The tree is small (tens to a few hundred rows), so it is read whole in two
// queries and shaped in memory; product counts include every descendant.
import { sql } from 'drizzle-orm';
import type { Category, CategoryNode } from '../../../contract/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../../contract/catalogue-requests.ts';

type Row = Record<string, unknown>;

export function createCategoriesService(database: Database, options: { mediaOrigin: string }) {
  const media = (path: unknown): string | null => {
    if (path === null || path === undefined) return null;
    const value = String(path);
    return value.startsWith('/') ? `${options.mediaOrigin}${value}` : value;
  };

  async function all(): Promise<Category[]> {
    const [rows, counts] = await Promise.all([
      database.query<Row>(sql`
        SELECT id, name, slug, description, image_url, parent_id, is_featured, sort_order
        FROM categories ORDER BY sort_order, name, id`),
      database.query<Row>(sql`
        SELECT category_id, count(*)::int AS count FROM products WHERE category_id IS NOT NULL GROUP BY category_id`),
    ]);
    const direct = new Map(counts.map((row) => [String(row.category_id), Number(row.count)]));
    const children = new Map<string, string[]>();
    for (const row of rows) {
      if (row.parent_id) {
        const list = children.get(String(row.parent_id)) ?? [];
        list.push(String(row.id));
        children.set(String(row.parent_id), list);
      }
    }
    const totals = new Map<string, number>();
    // Guarded against a cycle that a hand edit could introduce.
    const total = (id: string, seen: Set<string>): number => {
      if (totals.has(id)) return totals.get(id)!;
      if (seen.has(id)) return 0;
      seen.add(id);
      const sum =
        (direct.get(id) ?? 0) + (children.get(id) ?? []).reduce((acc, child) => acc + total(child, seen), 0);
      totals.set(id, sum);
      return sum;
    };
    return rows.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      slug: String(row.slug),
      description: row.description === null ? null : String(row.description),
      image_url: media(row.image_url),
      parent_id: row.parent_id === null ? null : String(row.parent_id),
      product_count: total(String(row.id), new Set()),
      is_featured: Boolean(row.is_featured),
      sort_order: Number(row.sort_order),
    }));
  }

  const find = async (match: (category: Category) => boolean): Promise<Category> => {
    const category = (await all()).find(match);
    if (!category) throw AppError.notFound('Category not found');
    return category;
  };

  return {
    all,

    async tree(): Promise<CategoryNode[]> {
      const categories = await all();
      const nodes = new Map<string, CategoryNode>(categories.map((c) => [c.id, { ...c, children: [] }]));
      const roots: CategoryNode[] = [];
      for (const node of nodes.values()) {
        const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
        if (parent) parent.children.push(node);
        else roots.push(node);
      }
      return roots;
    },

    async roots(): Promise<Category[]> {
      return (await all()).filter((category) => category.parent_id === null);
    },

    byId(id: string): Promise<Category> {
      if (!isUuid(id)) return Promise.reject(AppError.notFound('Category not found'));
      return find((category) => category.id === id);
    },

    bySlug(slug: string): Promise<Category> {
      return find((category) => category.slug === slug);
    },

    async byIds(ids: string[]): Promise<{ id: string; name: string; slug: string }[]> {
      if (ids.length === 0) return [];
      const rows = await database.query<Row>(sql`
        SELECT id, name, slug FROM categories WHERE id = ANY(${sql.param(ids)}::uuid[])`);
      return rows.map((row) => ({ id: String(row.id), name: String(row.name), slug: String(row.slug) }));
    },

    /** The category and all of its descendants, as ids. 404 when the category does not exist. */
    async descendantIds(match: { id: string } | { slug: string }): Promise<string[]> {
      if ('id' in match && !isUuid(match.id)) throw AppError.notFound('Category not found');
      const root = 'id' in match ? sql`id = ${match.id}` : sql`slug = ${match.slug}`;
      const rows = await database.query<Row>(sql`
        WITH RECURSIVE tree AS (
          SELECT id FROM categories WHERE ${root}
          UNION
          SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
        )
        SELECT id FROM tree`);
      if (rows.length === 0) throw AppError.notFound('Category not found');
      return rows.map((row) => String(row.id));
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
