// Products in the back office: the list (search, filters, sorts, pages with a capped count), the
// editor's reads and saves, publishing, and bulk price and stock changes. Every write is one
// transaction with its audit entry; a save based on an older version is refused with what is stored now
// (decision 072), and SKUs stay unique across products and variants (decision 071). Units in stock are
// kept in product_stock (decision 124); a save that leaves out the HSN code, the GST rate or the units
// keeps what is stored.
import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminProduct,
  AdminProductListQuery,
  AdminProductRow,
  BulkPrice,
  ProductCreate,
  ProductInput,
  ProductUpdate,
  VariantInput,
} from '../../../contract/admin/catalogue.ts';
import type { ConflictDetails, PageInfo } from '../../../contract/admin/common.ts';
import type { ProductStatus, StockStatusValue } from '../../../contract/admin/rules.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { categories, products, productStock, productVariants } from '../../db/schema.ts';
import { columns, uuids } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { mediaUrl } from '../../lib/media.ts';
import { cappedCount, containing, offsetOf, pageInfo } from '../../lib/pagination.ts';
import type { CategoriesService } from './categories.service.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { conflictFrom, fieldConflict, fieldError } from '../../lib/db-errors.ts';
import {
  auditView,
  gstBasisPoints,
  isProductStatus,
  PRODUCT_NOT_FOUND,
  quantityOf,
  readAdminProduct,
  readVariants,
} from './admin-product-rows.ts';
import { checkPacking, packingAfter, writePacking } from './packing.ts';
import { freeSlug, moveSlug, slugify, slugTaken } from './slugs.ts';
import type { StockNotices } from './stock-notices.ts';
import { writeThreshold } from './stock-thresholds.ts';

export { PRODUCT_NOT_FOUND };

/** The highest a price may become, as the contract's `rupees` allows. */
export const MAX_RUPEES = 100_000_000;

// ── The list ─────────────────────────────────────────────────────────────────────────────────────

const LIST_KEYS = [
  'id',
  'name',
  'slug',
  'sku',
  'status',
  'category_id',
  'price',
  'discount_price',
  'stock_status',
  'is_featured',
  'thumbnail_url',
  'updated_at',
] as const;
type ListRow = Pick<typeof products.$inferSelect, (typeof LIST_KEYS)[number]> & {
  category_name: (typeof categories.$inferSelect)['name'] | null;
  stock_quantity: (typeof productStock.$inferSelect)['quantity'] | null;
  variant_count: number;
};

/** The sort columns of the list; each has an index over every product (not only published ones). */
const SORTS: Record<AdminProductListQuery['sort'], SQL> = {
  name: sql`p.name`,
  sku: sql`p.sku`,
  price: sql`p.effective_price`,
  updated_at: sql`p.updated_at`,
  created_at: sql`p.created_at`,
};

/** The text the list's search looks in, exactly as `products_admin_search_idx` indexes it. */
const SEARCH_TEXT = sql`lower(p.name || ' ' || coalesce(p.sku, '') || ' ' || p.slug)`;

// ── Saving ───────────────────────────────────────────────────────────────────────────────────────

const text = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/**
 * The stock state a save writes: counted units decide between in stock and out of stock, so a piece
 * with none left is never offered, and one restocked is offered again. A save that leaves the units out,
 * and a piece on order, keep the state staff chose.
 */
export function stockStatusWith(status: string, quantity: number | null | undefined): string {
  if (quantity === 0 && status === 'in_stock') return 'out_of_stock';
  if (quantity !== null && quantity !== undefined && quantity > 0 && status === 'out_of_stock')
    return 'in_stock';
  return status;
}

/** The product's own columns as a save writes them. */
function productColumns(input: ProductInput) {
  return {
    name: input.name,
    sku: text(input.sku),
    description: text(input.description),
    price: input.price,
    compare_price: input.compare_price ?? null,
    discount_price: input.discount_price ?? null,
    category_id: input.category_id ?? null,
    brand: text(input.brand),
    stock_status: stockStatusWith(input.stock_status, input.stock_quantity),
    room_type: text(input.room_type),
    material: text(input.material),
    color: text(input.color),
    style: text(input.style),
    dimensions: text(input.dimensions),
    weight: text(input.weight),
    care_instructions: text(input.care_instructions),
    warranty: text(input.warranty),
    assembly_required: input.assembly_required,
    is_featured: input.is_featured,
  };
}

/** The GST columns a save names; undefined where it leaves a field out (kept, or the database's default). */
const taxColumns = (input: ProductInput) => ({
  hsn_code: input.hsn_code,
  gst_rate_bp: input.gst_rate === undefined ? undefined : gstBasisPoints(input.gst_rate),
});

/**
 * Sets the product's units in stock: a number is the count from now on, null makes it not counted (made
 * to order), undefined leaves it as it is. An unchanged count keeps its row as it was.
 */
async function writeStock(
  executor: Executor,
  productId: string,
  quantity: number | null | undefined,
): Promise<void> {
  if (quantity === undefined) return;
  if (quantity === null) {
    await rowsOf(executor, sql`DELETE FROM product_stock WHERE product_id = ${productId}`);
    return;
  }
  await rowsOf(
    executor,
    sql`
      INSERT INTO product_stock (product_id, quantity, updated_at) VALUES (${productId}, ${quantity}, now())
      ON CONFLICT (product_id) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at
      WHERE product_stock.quantity IS DISTINCT FROM excluded.quantity`,
  );
}

const variantColumns = (variant: VariantInput) => ({
  name: variant.name,
  sku: text(variant.sku),
  price: variant.price,
  discount_price: variant.discount_price ?? null,
  stock_status: variant.stock_status,
});

/** A discount price is a price below the list price. */
function checkPrices(input: ProductInput): void {
  if (input.discount_price != null && input.discount_price >= input.price)
    throw fieldError('discount_price', 'Discount price must be below the price.');
  input.variants.forEach((variant, index) => {
    if (variant.discount_price != null && variant.discount_price >= variant.price)
      throw fieldError(
        `variants.${index}.discount_price`,
        `Variant discount price must be below the variant's price (${variant.name}).`,
      );
  });
}

async function checkCategory(executor: Executor, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  const rows = await rowsOf(executor, sql`SELECT 1 FROM categories WHERE id = ${categoryId}`);
  if (rows.length === 0) throw fieldError('category_id', 'category_id names no category.');
}

/**
 * The SKUs of a save: none twice in the save itself (400), and none used by another product or another
 * product's variant (409). Each refusal names its field.
 */
async function checkSkus(executor: Executor, input: ProductInput, productId: string | null): Promise<void> {
  const fields: { field: string; sku: string }[] = [];
  const productSku = text(input.sku);
  if (productSku) fields.push({ field: 'sku', sku: productSku });
  input.variants.forEach((variant, index) => {
    const sku = text(variant.sku);
    if (sku) fields.push({ field: `variants.${index}.sku`, sku });
  });
  const seen = new Map<string, string>();
  for (const { field, sku } of fields) {
    const earlier = seen.get(sku.toLowerCase());
    if (earlier) throw fieldError(field, `SKU ${sku} is given twice in this product (also in ${earlier}).`);
    seen.set(sku.toLowerCase(), field);
  }
  if (fields.length === 0) return;
  const clashes = await rowsOf<{ sku_key: string; name: string; variant: boolean }>(
    executor,
    sql`
      SELECT k.sku_key, p.name, k.variant_id IS NOT NULL AS variant
      FROM catalogue_skus k JOIN products p ON p.id = k.product_id
      WHERE k.sku_key = ANY(${sql.param(fields.map((f) => f.sku.toLowerCase()))}::text[])
        AND k.product_id IS DISTINCT FROM ${productId}::uuid
      LIMIT 1`,
  );
  const [clash] = clashes;
  if (!clash) return;
  const { field, sku } = fields.find((f) => f.sku.toLowerCase() === clash.sku_key)!;
  throw fieldConflict(
    field,
    `SKU ${sku} is already used by ${clash.variant ? 'a variant of ' : ''}another product (${clash.name}).`,
  );
}

/** The slug a save gives the product: the one asked for (409 when taken), or one made from the name. */
async function chooseSlug(
  executor: Executor,
  input: ProductInput,
  productId: string | null,
  current: string | null,
): Promise<string> {
  if (input.slug) {
    if (input.slug !== current && (await slugTaken(executor, 'product', input.slug, productId)))
      throw fieldConflict('slug', `Another product already has the slug ${input.slug}.`);
    return input.slug;
  }
  return current ?? freeSlug(executor, 'product', slugify(input.name, 'product'));
}

/** Replaces the product's specifications and features, in the order given. */
async function writeDetails(executor: Executor, productId: string, input: ProductInput): Promise<void> {
  await rowsOf(executor, sql`DELETE FROM product_specifications WHERE product_id = ${productId}`);
  await rowsOf(executor, sql`DELETE FROM product_features WHERE product_id = ${productId}`);
  if (input.specifications.length > 0)
    await rowsOf(
      executor,
      sql`
        INSERT INTO product_specifications (product_id, name, value, sort_order)
        SELECT ${productId}, s.name, s.value, s.sort_order
        FROM jsonb_to_recordset(${JSON.stringify(
          input.specifications.map((spec, index) => ({ ...spec, sort_order: index })),
        )}::jsonb) AS s(name text, value text, sort_order int)`,
    );
  if (input.features.length > 0)
    await rowsOf(
      executor,
      sql`
        INSERT INTO product_features (product_id, feature, sort_order)
        SELECT ${productId}, f.feature, f.ord - 1
        FROM unnest(${sql.param(input.features)}::text[]) WITH ORDINALITY AS f(feature, ord)`,
    );
}

/**
 * Makes the product's variants those of `input`, matched by id: a variant with an id keeps it (it must be
 * one of this product's), one without is new, a stored one left out is deleted. SKUs being moved between
 * the product's own variants are freed first, so any order of moves works.
 */
async function writeVariants(executor: Executor, productId: string, input: ProductInput): Promise<void> {
  const stored = await readVariants(executor, productId);
  const storedIds = new Set(stored.map((variant) => variant.id));
  input.variants.forEach((variant, index) => {
    if (variant.id && !storedIds.has(variant.id))
      throw fieldError(`variants.${index}.id`, `variants.${index}.id names no variant of this product.`);
  });
  const kept = input.variants.filter((variant) => variant.id).map((variant) => variant.id!);
  const gone = stored.filter((variant) => !kept.includes(variant.id)).map((variant) => variant.id);
  if (gone.length > 0)
    await rowsOf(executor, sql`DELETE FROM product_variants WHERE id = ANY(${uuids(gone)})`);
  if (kept.length > 0)
    await rowsOf(
      executor,
      sql`UPDATE product_variants SET sku = NULL WHERE id = ANY(${uuids(kept)}) AND sku IS NOT NULL`,
    );
  const rows = input.variants.map((variant, index) => ({
    id: variant.id ?? null,
    ...variantColumns(variant),
    sort_order: index,
  }));
  const updates = rows.filter((row) => row.id !== null);
  const inserts = rows.filter((row) => row.id === null);
  const recordset = sql`(id uuid, name text, sku text, price int, discount_price int, stock_status text, sort_order int)`;
  if (updates.length > 0)
    await rowsOf(
      executor,
      sql`
        UPDATE product_variants v SET name = u.name, sku = u.sku, price = u.price,
               discount_price = u.discount_price, stock_status = u.stock_status, sort_order = u.sort_order
        FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS u${recordset}
        WHERE v.id = u.id AND v.product_id = ${productId}`,
    );
  if (inserts.length > 0)
    await rowsOf(
      executor,
      sql`
        INSERT INTO product_variants (product_id, name, sku, price, discount_price, stock_status, sort_order)
        SELECT ${productId}, u.name, u.sku, u.price, u.discount_price, u.stock_status, u.sort_order
        FROM jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) AS u${recordset}`,
    );
}

/**
 * A save's editable fields in the shape the audit log keeps a stored product in (`auditView`), so that
 * the two can be compared field by field to say where they differ.
 */
function comparableInput(input: ProductInput, current: AdminProduct): Partial<ReturnType<typeof auditView>> {
  return {
    ...productColumns(input),
    slug: input.slug ?? current.slug,
    hsn_code: input.hsn_code ?? current.hsn_code,
    gst_rate: input.gst_rate ?? current.gst_rate,
    ...packingAfter(input, current),
    stock_quantity: input.stock_quantity === undefined ? current.stock_quantity : input.stock_quantity,
    low_stock_threshold:
      input.low_stock_threshold === undefined ? current.low_stock_threshold : input.low_stock_threshold,
    features: input.features,
    specifications: input.specifications,
    variants: input.variants.map((variant) => ({ id: variant.id ?? null, ...variantColumns(variant) })),
  } as Partial<ReturnType<typeof auditView>>;
}

/** The 409 of a save that started from an older version: what is stored now, and what differs. */
export function conflictOf(current: AdminProduct, yours: Record<string, unknown>): AppError {
  const stored = auditView(current) as Record<string, unknown>;
  const changes = Object.keys(yours)
    .filter((field) => field in stored && JSON.stringify(yours[field]) !== JSON.stringify(stored[field]))
    .map((field) => ({ field, yours: yours[field], current: stored[field] }));
  const who = current.updated_by ? ` by ${current.updated_by.name}` : '';
  const details: ConflictDetails = {
    current,
    changes,
    updated_at: current.updated_at,
    updated_by: current.updated_by,
  };
  return new AppError(
    'conflict',
    `This product was changed${who} since you opened it (now version ${current.version}). Nothing was saved; review the changes and save again.`,
    { details },
  );
}

export interface AdminProductsOptions {
  mediaOrigin: string;
  /** Back-in-stock notices for what a save or a bulk change puts back in stock (decision 206). */
  notices: Pick<StockNotices, 'waiting' | 'serve'>;
}

export function createAdminProductsService(
  database: Database,
  categories: Pick<CategoriesService, 'descendantIds'>,
  options: AdminProductsOptions,
) {
  const { mediaOrigin, notices } = options;
  const read = (executor: Executor, id: string) => readAdminProduct(executor, id, mediaOrigin);

  /** Runs `work` in a transaction, turning a unique constraint a concurrent save won into a 409. */
  const transaction = async <T>(work: (tx: Executor) => Promise<T>): Promise<T> => {
    try {
      return await database.db.transaction(work);
    } catch (error) {
      throw conflictFrom(error);
    }
  };

  /** 409 unless `version` is the stored one; the product as stored otherwise (404 when there is none). */
  const storedAt = async (
    tx: Executor,
    id: string,
    version: number,
    yours: (current: AdminProduct) => Record<string, unknown>,
  ) => {
    const current = await read(tx, id);
    if (current.version !== version) throw conflictOf(current, yours(current));
    return current;
  };

  /**
   * `UPDATE … WHERE id AND version`: the one statement that decides a save. No row means someone else's
   * save committed first, even one that ran at the same moment; the caller's save is then refused.
   */
  const bump = async (
    tx: Executor,
    id: string,
    version: number,
    set: SQL,
    actor: StaffPrincipal,
    yours: (current: AdminProduct) => Record<string, unknown>,
  ): Promise<void> => {
    const updated = await rowsOf(
      tx,
      sql`
        UPDATE products SET ${set}, version = version + 1, updated_by = ${actor.id}, updated_at = now()
        WHERE id = ${id} AND version = ${version} RETURNING id`,
    );
    // A new statement sees the save that won; in this transaction, so PGlite's single connection is free.
    if (updated.length === 0) {
      const current = await read(tx, id);
      throw conflictOf(current, yours(current));
    }
  };

  return {
    async list(query: AdminProductListQuery): Promise<{ products: AdminProductRow[]; pagination: PageInfo }> {
      const conditions: SQL[] = [];
      if (query.category_id) {
        const ids = await categories.descendantIds({ id: query.category_id });
        conditions.push(sql`p.category_id = ANY(${uuids(ids)})`);
      }
      if (query.status) conditions.push(sql`p.status = ${query.status}`);
      if (query.stock_status) conditions.push(sql`p.stock_status = ${query.stock_status}`);
      if (query.featured) conditions.push(sql`p.is_featured = ${query.featured === 'true'}`);
      if (query.minPrice !== undefined) conditions.push(sql`p.effective_price >= ${query.minPrice}`);
      if (query.maxPrice !== undefined) conditions.push(sql`p.effective_price <= ${query.maxPrice}`);
      if (query.search) conditions.push(sql`${SEARCH_TEXT} LIKE ${containing(query.search)}`);
      const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const direction = query.order === 'asc' ? sql`ASC` : sql`DESC`;
      const nulls = query.order === 'asc' ? sql`NULLS LAST` : sql`NULLS FIRST`;
      const [rows, counted] = await Promise.all([
        // The page's ids first, from the sort's index alone; only those rows are then read in full,
        // so a deep page does not join and count variants for every row it skips.
        database.query<ListRow>(sql`
          WITH page AS (
            SELECT p.id FROM products p
            ${where}
            ORDER BY ${SORTS[query.sort]} ${direction} ${nulls}, p.id ${direction}
            LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}
          )
          SELECT ${columns(products, LIST_KEYS, 'p')}, c.name AS category_name, ps.quantity AS stock_quantity,
                 (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id) AS variant_count
          FROM page JOIN products p ON p.id = page.id LEFT JOIN categories c ON c.id = p.category_id
          LEFT JOIN product_stock ps ON ps.product_id = p.id
          ORDER BY ${SORTS[query.sort]} ${direction} ${nulls}, p.id ${direction}`),
        cappedCount(database, sql`FROM products p ${where}`),
      ]);
      return {
        products: rows.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          sku: row.sku,
          status: isProductStatus(row.status) ? row.status : 'draft',
          category: row.category_id !== null ? { id: row.category_id, name: row.category_name ?? '' } : null,
          price: row.price,
          discount_price: row.discount_price,
          stock_status: row.stock_status,
          stock_quantity: quantityOf(row.stock_quantity),
          is_featured: row.is_featured,
          thumbnail_url: mediaUrl(mediaOrigin, row.thumbnail_url),
          variant_count: row.variant_count,
          updated_at: iso(row.updated_at),
        })),
        pagination: pageInfo(query.page, query.limit, counted),
      };
    },

    get(id: string): Promise<AdminProduct> {
      return read(database.db, id);
    },

    async create(input: ProductCreate, actor: StaffPrincipal): Promise<AdminProduct> {
      checkPrices(input);
      const packing = packingAfter(input);
      checkPacking(packing);
      return transaction(async (tx) => {
        await checkCategory(tx, input.category_id);
        await checkSkus(tx, input, null);
        const slug = await chooseSlug(tx, input, null, null);
        const values = productColumns(input);
        const tax = taxColumns(input);
        const orDefault = (value: string | number | undefined) =>
          value === undefined ? sql`DEFAULT` : value;
        const [row] = await rowsOf<{ id: string }>(
          tx,
          sql`
            INSERT INTO products (name, slug, sku, description, price, compare_price, discount_price, category_id,
                                  brand, stock_status, room_type, material, color, style, dimensions, weight,
                                  care_instructions, warranty, assembly_required, is_featured, hsn_code,
                                  gst_rate_bp, status, updated_by)
            VALUES (${values.name}, ${slug}, ${values.sku}, ${values.description}, ${values.price},
                    ${values.compare_price}, ${values.discount_price}, ${values.category_id}, ${values.brand},
                    ${values.stock_status}, ${values.room_type}, ${values.material}, ${values.color}, ${values.style},
                    ${values.dimensions}, ${values.weight}, ${values.care_instructions}, ${values.warranty},
                    ${values.assembly_required}, ${values.is_featured}, ${orDefault(tax.hsn_code)},
                    ${orDefault(tax.gst_rate_bp)}, ${input.status}, ${actor.id})
            RETURNING id`,
        );
        const id = row!.id;
        await writePacking(tx, id, packing);
        await writeStock(tx, id, input.stock_quantity);
        await writeThreshold(tx, id, input.low_stock_threshold);
        await moveSlug(tx, 'product', id, null, slug);
        await writeVariants(tx, id, input);
        await writeDetails(tx, id, input);
        const product = await read(tx, id);
        await recordAudit(tx, {
          actor,
          action: 'product.create',
          entityType: 'product',
          entityId: id,
          after: auditView(product),
        });
        return product;
      });
    },

    async update(id: string, input: ProductUpdate, actor: StaffPrincipal): Promise<AdminProduct> {
      if (!isUuid(id)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      return transaction(async (tx) => {
        const yours = (current: AdminProduct) => comparableInput(input, current);
        const before = await storedAt(tx, id, input.version, yours);
        checkPrices(input);
        const packing = packingAfter(input, before);
        checkPacking(packing);
        await checkCategory(tx, input.category_id);
        await checkSkus(tx, input, id);
        const slug = await chooseSlug(tx, input, id, before.slug);
        const values = productColumns(input);
        const tax = taxColumns(input);
        // The requests waiting for this product or its options: served below if the save brings it back.
        const waiting = await notices.waiting(tx, [id]);
        // Stock first, then the product, the order in which checkout locks them; the version check of
        // `bump` still decides the save, and undoes this with the rest when it refuses it.
        await writeStock(tx, id, input.stock_quantity);
        await writeThreshold(tx, id, input.low_stock_threshold);
        // The product's own SKU is set after its variants', so a SKU may move between them.
        await bump(
          tx,
          id,
          input.version,
          sql`name = ${values.name}, slug = ${slug}, sku = NULL, description = ${values.description},
              price = ${values.price}, compare_price = ${values.compare_price},
              discount_price = ${values.discount_price}, category_id = ${values.category_id},
              brand = ${values.brand}, stock_status = ${values.stock_status}, room_type = ${values.room_type},
              material = ${values.material}, color = ${values.color}, style = ${values.style},
              dimensions = ${values.dimensions}, weight = ${values.weight},
              care_instructions = ${values.care_instructions}, warranty = ${values.warranty},
              assembly_required = ${values.assembly_required}, is_featured = ${values.is_featured}
              ${tax.hsn_code === undefined ? sql`` : sql`, hsn_code = ${tax.hsn_code}`}
              ${tax.gst_rate_bp === undefined ? sql`` : sql`, gst_rate_bp = ${tax.gst_rate_bp}`}`,
          actor,
          yours,
        );
        await writePacking(tx, id, packing);
        await writeVariants(tx, id, input);
        await notices.serve(tx, waiting);
        if (values.sku !== null)
          await rowsOf(tx, sql`UPDATE products SET sku = ${values.sku} WHERE id = ${id}`);
        await writeDetails(tx, id, input);
        await moveSlug(tx, 'product', id, before.slug, slug);
        const after = await read(tx, id);
        await recordAudit(tx, {
          actor,
          action: 'product.update',
          entityType: 'product',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },

    async setStatus(
      id: string,
      change: { status: ProductStatus; version: number },
      actor: StaffPrincipal,
    ): Promise<AdminProduct> {
      if (!isUuid(id)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      return transaction(async (tx) => {
        const yours = () => ({ status: change.status });
        const before = await storedAt(tx, id, change.version, yours);
        await bump(tx, id, change.version, sql`status = ${change.status}`, actor, yours);
        const after = await read(tx, id);
        await recordAudit(tx, {
          actor,
          action: `product.${change.status === 'published' ? 'publish' : change.status === 'draft' ? 'unpublish' : 'archive'}`,
          entityType: 'product',
          entityId: id,
          before: { status: before.status, version: before.version },
          after: { status: after.status, version: after.version },
        });
        return after;
      });
    },

    /**
     * Moves the prices of the selected products and of all their variants: the price, and the discount
     * price where one is set. Whole rupees, rounded half up. Refused as a whole when any price would fall
     * below ₹1 or rise past the largest price, naming the product.
     */
    async bulkPrice(change: BulkPrice, actor: StaffPrincipal): Promise<number> {
      const ids = [...new Set(change.ids)];
      const apply = (price: number) =>
        change.mode === 'percent'
          ? Math.round((price * (100 + change.value)) / 100)
          : Math.round(price + change.value);
      return transaction(async (tx) => {
        const found = await rowsOf<
          Pick<typeof products.$inferSelect, 'id' | 'name' | 'price' | 'discount_price'>
        >(
          tx,
          sql`SELECT id, name, price, discount_price FROM products WHERE id = ANY(${uuids(ids)}) ORDER BY id FOR UPDATE`,
        );
        if (found.length !== ids.length)
          throw AppError.notFound(
            `${ids.length - found.length} of the selected products no longer exist; reload the list and try again.`,
          );
        const variants = await rowsOf<
          Pick<typeof productVariants.$inferSelect, 'id' | 'product_id' | 'name' | 'price' | 'discount_price'>
        >(
          tx,
          sql`
            SELECT id, product_id, name, price, discount_price FROM product_variants
            WHERE product_id = ANY(${uuids(ids)}) ORDER BY product_id, sort_order, id FOR UPDATE`,
        );
        const names = new Map(found.map((product) => [product.id, product.name]));
        const checked = (price: number, what: string) => {
          const next = apply(price);
          if (next < 1)
            throw fieldError(
              'value',
              `This would take the price of ${what} below ₹1 (₹${price} → ₹${next}); nothing was changed.`,
            );
          if (next > MAX_RUPEES)
            throw fieldError(
              'value',
              `This would take the price of ${what} past ₹${MAX_RUPEES}; nothing was changed.`,
            );
          return next;
        };
        const productPrices = found.map((product) => ({
          id: product.id,
          price: checked(product.price, product.name),
          discount_price:
            product.discount_price === null ? null : checked(product.discount_price, product.name),
        }));
        const variantPrices = variants.map((variant) => {
          const what = `${names.get(variant.product_id)} (${variant.name})`;
          return {
            id: variant.id,
            price: checked(variant.price, what),
            discount_price: variant.discount_price === null ? null : checked(variant.discount_price, what),
          };
        });
        const recordset = sql`(id uuid, price int, discount_price int)`;
        await rowsOf(
          tx,
          sql`
            UPDATE products p SET price = u.price, discount_price = u.discount_price, version = p.version + 1,
                   updated_by = ${actor.id}, updated_at = now()
            FROM jsonb_to_recordset(${JSON.stringify(productPrices)}::jsonb) AS u${recordset}
            WHERE p.id = u.id`,
        );
        if (variantPrices.length > 0)
          await rowsOf(
            tx,
            sql`
              UPDATE product_variants v SET price = u.price, discount_price = u.discount_price
              FROM jsonb_to_recordset(${JSON.stringify(variantPrices)}::jsonb) AS u${recordset}
              WHERE v.id = u.id`,
          );
        const newVariant = new Map(variantPrices.map((variant) => [variant.id, variant]));
        const newProduct = new Map(productPrices.map((product) => [product.id, product]));
        // One entry per product, so that the log filtered by product shows the change.
        for (const product of found) {
          const own = variants.filter((variant) => variant.product_id === product.id);
          await recordAudit(tx, {
            actor,
            action: 'product.bulk_price',
            entityType: 'product',
            entityId: product.id,
            before: {
              change: { mode: change.mode, value: change.value },
              price: product.price,
              discount_price: product.discount_price,
              variants: own.map(({ id, price, discount_price }) => ({ id, price, discount_price })),
            },
            after: {
              price: newProduct.get(product.id)!.price,
              discount_price: newProduct.get(product.id)!.discount_price,
              variants: own.map(({ id }) => ({
                id,
                price: newVariant.get(id)!.price,
                discount_price: newVariant.get(id)!.discount_price,
              })),
            },
          });
        }
        return found.length;
      });
    },

    /** Sets the stock state of the selected products. */
    async bulkStock(ids: string[], stockStatus: StockStatusValue, actor: StaffPrincipal): Promise<number> {
      const unique = [...new Set(ids)];
      return transaction(async (tx) => {
        const found = await rowsOf<Pick<typeof products.$inferSelect, 'id' | 'stock_status'>>(
          tx,
          sql`SELECT id, stock_status FROM products WHERE id = ANY(${uuids(unique)}) ORDER BY id FOR UPDATE`,
        );
        if (found.length !== unique.length)
          throw AppError.notFound(
            `${unique.length - found.length} of the selected products no longer exist; reload the list and try again.`,
          );
        const waiting = await notices.waiting(tx, unique);
        await rowsOf(
          tx,
          sql`
            UPDATE products SET stock_status = ${stockStatus}, version = version + 1, updated_by = ${actor.id},
                   updated_at = now()
            WHERE id = ANY(${uuids(unique)})`,
        );
        await notices.serve(tx, waiting);
        for (const product of found)
          await recordAudit(tx, {
            actor,
            action: 'product.bulk_stock',
            entityType: 'product',
            entityId: product.id,
            before: { stock_status: product.stock_status },
            after: { stock_status: stockStatus },
          });
        return found.length;
      });
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
