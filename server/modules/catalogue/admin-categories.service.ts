// Categories in the back office: the whole tree (it is small), create, rename, move, reorder, an image,
// and delete when nothing hangs on the category. A move never makes a category its own descendant; a
// changed slug keeps the old address as a redirect (decision 074). Every write is one transaction with
// its audit entry.
import { sql } from 'drizzle-orm';
import type { AdminCategory, CategoryInput } from '../../../contract/admin/catalogue.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { columns, uuids } from '../../db/sql.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { mediaUrl } from '../../lib/media.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { conflictFrom, fieldConflict, fieldError } from '../../lib/db-errors.ts';
import { discardUploads, storeUploadedImage } from '../../media/uploads.ts';
import { freeSlug, moveSlug, slugify, slugTaken } from './slugs.ts';

export const CATEGORY_NOT_FOUND = 'Category not found';

const CATEGORY_KEYS = [
  'id',
  'name',
  'slug',
  'description',
  'image_url',
  'parent_id',
  'sort_order',
  'is_featured',
  'return_days',
  'updated_at',
] as const;
type CategoryRow = Pick<typeof categories.$inferSelect, (typeof CATEGORY_KEYS)[number]> & {
  product_count: number;
};

const CATEGORY_COLUMNS = columns(categories, CATEGORY_KEYS, 'c');

/** What the audit log keeps of a category. */
const auditView = (category: AdminCategory) => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  parent_id: category.parent_id,
  sort_order: category.sort_order,
  is_featured: category.is_featured,
});

async function readCategories(executor: Executor, ids: string[] | null): Promise<CategoryRow[]> {
  return rowsOf<CategoryRow>(
    executor,
    sql`
      SELECT ${CATEGORY_COLUMNS}, coalesce(n.product_count, 0)::int AS product_count
      FROM categories c
      LEFT JOIN (SELECT category_id, count(*)::int AS product_count FROM products
                 WHERE category_id IS NOT NULL GROUP BY category_id) n ON n.category_id = c.id
      ${ids ? sql`WHERE c.id = ANY(${uuids(ids)})` : sql``}
      ORDER BY c.parent_id NULLS FIRST, c.sort_order, c.name, c.id`,
  );
}

export function createAdminCategoriesService(
  database: Database,
  storage: MediaStorage,
  options: { mediaOrigin: string },
) {
  const toCategory = (row: CategoryRow): AdminCategory => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_url: mediaUrl(options.mediaOrigin, row.image_url),
    parent_id: row.parent_id,
    sort_order: row.sort_order,
    is_featured: row.is_featured,
    return_days: row.return_days,
    product_count: row.product_count,
    updated_at: iso(row.updated_at),
  });

  const one = async (executor: Executor, id: string, lock = false): Promise<AdminCategory> => {
    if (!isUuid(id)) throw AppError.notFound(CATEGORY_NOT_FOUND);
    if (lock) await rowsOf(executor, sql`SELECT id FROM categories WHERE id = ${id} FOR UPDATE`);
    const [row] = await readCategories(executor, [id]);
    if (!row) throw AppError.notFound(CATEGORY_NOT_FOUND);
    return toCategory(row);
  };

  const transaction = async <T>(work: (tx: Executor) => Promise<T>): Promise<T> => {
    try {
      return await database.db.transaction(work);
    } catch (error) {
      throw conflictFrom(error);
    }
  };

  /** 400 naming parent_id unless the parent exists and is neither the category nor one of its descendants. */
  const checkParent = async (tx: Executor, id: string | null, parentId: string | null): Promise<void> => {
    if (parentId === null) return;
    if (parentId === id) throw fieldError('parent_id', 'A category cannot be its own parent.');
    const [parent] = await rowsOf(tx, sql`SELECT 1 FROM categories WHERE id = ${parentId}`);
    if (!parent) throw fieldError('parent_id', 'parent_id names no category.');
    if (id === null) return;
    const [inside] = await rowsOf(
      tx,
      sql`
        WITH RECURSIVE below AS (
          SELECT id FROM categories WHERE parent_id = ${id}
          UNION
          SELECT c.id FROM categories c JOIN below b ON c.parent_id = b.id
        )
        SELECT 1 FROM below WHERE id = ${parentId}`,
    );
    if (inside) throw fieldError('parent_id', 'A category cannot move inside one of its own subcategories.');
  };

  const chooseSlug = async (
    tx: Executor,
    input: CategoryInput,
    id: string | null,
    current: string | null,
  ): Promise<string> => {
    if (input.slug) {
      if (input.slug !== current && (await slugTaken(tx, 'category', input.slug, id)))
        throw fieldConflict('slug', `Another category already has the slug ${input.slug}.`);
      return input.slug;
    }
    return current ?? freeSlug(tx, 'category', slugify(input.name, 'category'));
  };

  return {
    async list(): Promise<AdminCategory[]> {
      return (await readCategories(database.db, null)).map(toCategory);
    },

    async create(input: CategoryInput, actor: StaffPrincipal): Promise<AdminCategory> {
      return transaction(async (tx) => {
        const parentId = input.parent_id ?? null;
        await checkParent(tx, null, parentId);
        const slug = await chooseSlug(tx, input, null, null);
        const [row] = await rowsOf<{ id: string }>(
          tx,
          sql`
            INSERT INTO categories (name, slug, description, parent_id, is_featured, sort_order)
            VALUES (${input.name}, ${slug}, ${input.description || null}, ${parentId}, ${input.is_featured ?? false},
                    (SELECT coalesce(max(sort_order) + 1, 0) FROM categories
                     WHERE parent_id IS NOT DISTINCT FROM ${parentId}::uuid))
            RETURNING id`,
        );
        await moveSlug(tx, 'category', row!.id, null, slug);
        const category = await one(tx, row!.id);
        await recordAudit(tx, {
          actor,
          action: 'category.create',
          entityType: 'category',
          entityId: category.id,
          after: auditView(category),
        });
        return category;
      });
    },

    /** A rename, a move (a new parent_id) or both; fields left out keep their values. */
    async update(id: string, input: CategoryInput, actor: StaffPrincipal): Promise<AdminCategory> {
      return transaction(async (tx) => {
        const before = await one(tx, id, true);
        const parentId = input.parent_id === undefined ? before.parent_id : input.parent_id;
        await checkParent(tx, id, parentId);
        const slug = await chooseSlug(tx, input, id, before.slug);
        const moved = parentId !== before.parent_id;
        await rowsOf(
          tx,
          sql`
            UPDATE categories SET name = ${input.name}, slug = ${slug},
              description = ${input.description === undefined ? before.description : input.description || null},
              is_featured = ${input.is_featured ?? before.is_featured},
              parent_id = ${parentId},
              sort_order = ${
                moved
                  ? sql`(SELECT coalesce(max(sort_order) + 1, 0) FROM categories
                         WHERE parent_id IS NOT DISTINCT FROM ${parentId}::uuid AND id <> ${id})`
                  : sql`sort_order`
              }
            WHERE id = ${id}`,
        );
        await moveSlug(tx, 'category', id, before.slug, slug);
        const after = await one(tx, id);
        await recordAudit(tx, {
          actor,
          action: 'category.update',
          entityType: 'category',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },

    /** Deletes a category that holds no product (of any status) and no subcategory; 409 otherwise. */
    async remove(id: string, actor: StaffPrincipal, log: (error: unknown) => void): Promise<void> {
      const imageRef = await transaction(async (tx) => {
        const category = await one(tx, id, true);
        const [use] = await rowsOf<{ products: number; children: number; image_url: string | null }>(
          tx,
          sql`
            SELECT (SELECT count(*)::int FROM products WHERE category_id = ${id}) AS products,
                   (SELECT count(*)::int FROM categories WHERE parent_id = ${id}) AS children,
                   (SELECT image_url FROM categories WHERE id = ${id}) AS image_url`,
        );
        const { products, children, image_url } = use!;
        if (products > 0 || children > 0) {
          const holds = [
            products > 0 ? `${products} product${products === 1 ? '' : 's'}` : null,
            children > 0 ? `${children} subcategor${children === 1 ? 'y' : 'ies'}` : null,
          ].filter(Boolean);
          throw new AppError(
            'conflict',
            `${category.name} still holds ${holds.join(' and ')}; move them elsewhere first.`,
            { details: { products, children } },
          );
        }
        await rowsOf(tx, sql`DELETE FROM categories WHERE id = ${id}`);
        await rowsOf(tx, sql`DELETE FROM slug_redirects WHERE kind = 'category' AND target_id = ${id}`);
        await recordAudit(tx, {
          actor,
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          before: auditView(category),
        });
        return image_url;
      });
      await discardUploads(storage, [imageRef], log);
    },

    /** Sets the order of one parent's children: `ids` must be exactly those children. */
    async reorder(parentId: string | null, ids: string[], actor: StaffPrincipal): Promise<AdminCategory[]> {
      return transaction(async (tx) => {
        const children = await rowsOf<{ id: string; sort_order: number }>(
          tx,
          sql`
            SELECT id, sort_order FROM categories WHERE parent_id IS NOT DISTINCT FROM ${parentId}::uuid
            ORDER BY sort_order, name, id FOR UPDATE`,
        );
        const given = new Set(ids);
        if (given.size !== ids.length) throw fieldError('ids', 'ids names a category more than once.');
        if (ids.length !== children.length || children.some((child) => !given.has(child.id)))
          throw fieldError(
            'ids',
            'ids must name every category directly under parent_id, each once, in the new order.',
          );
        await rowsOf(
          tx,
          sql`
            UPDATE categories c SET sort_order = o.ord - 1
            FROM unnest(${uuids(ids)}) WITH ORDINALITY AS o(id, ord)
            WHERE c.id = o.id AND c.sort_order <> o.ord - 1`,
        );
        await recordAudit(tx, {
          actor,
          action: 'category.reorder',
          entityType: 'category',
          entityId: parentId,
          before: { parent_id: parentId, ids: children.map((child) => child.id) },
          after: { parent_id: parentId, ids },
        });
        return (await readCategories(tx, null)).map(toCategory);
      });
    },

    /** Gives the category a new image (checked and re-encoded like product images); the old upload goes. */
    async setImage(
      id: string,
      upload: Buffer,
      actor: StaffPrincipal,
      log: (error: unknown) => void,
    ): Promise<AdminCategory> {
      await one(database.db, id);
      const stored = await storeUploadedImage(storage, `categories/${id}`, upload);
      let previous: string | null = null;
      try {
        const category = await transaction(async (tx) => {
          const [row] = await rowsOf<{ image_url: string | null }>(
            tx,
            sql`SELECT image_url FROM categories WHERE id = ${id} FOR UPDATE`,
          );
          if (!row) throw AppError.notFound(CATEGORY_NOT_FOUND);
          previous = row.image_url;
          await rowsOf(tx, sql`UPDATE categories SET image_url = ${stored.image} WHERE id = ${id}`);
          await recordAudit(tx, {
            actor,
            action: 'category.image',
            entityType: 'category',
            entityId: id,
          });
          return one(tx, id);
        });
        // Categories show one image; the thumbnail is not kept.
        await discardUploads(storage, [stored.thumbnail, previous], log);
        return category;
      } catch (error) {
        for (const key of stored.keys) await storage.delete(key).catch(log);
        throw error;
      }
    },
  };
}

export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;
