// Product queries and rules. Every list is one indexed query plus a count; a product's detail is a
// fixed number of queries whatever its size (no N+1).
import { sql, type SQL } from 'drizzle-orm';
import type {
  Pagination,
  Product,
  ProductFilters,
  ProductSummary,
  ProductVariant,
  Review,
  SortField,
} from '../../../contract/catalogue.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CategoriesService } from './categories.service.ts';
import { isUuid, type ProductListQuery } from '../../../contract/catalogue-requests.ts';
import { buildSearchQuery } from './search.ts';

type Row = Record<string, unknown>;

/** A uuid[] parameter. Drizzle would expand a bare array into a list, so it is bound as one value. */
export const uuids = (ids: string[]): SQL => sql`${sql.param(ids)}::uuid[]`;

export const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export const pagination = (page: number, limit: number, total: number): Pagination => {
  const pages = Math.ceil(total / limit);
  return { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 };
};

const SUMMARY_COLUMNS = sql`
  p.id, p.name, p.slug, p.sku, p.price, p.compare_price, p.discount_price, p.effective_price,
  p.image_url, p.thumbnail_url, p.brand, p.stock_status, p.room_type, p.material, p.color, p.style,
  p.rating, p.review_count, p.is_featured, p.created_at, p.updated_at,
  c.id AS category_id, c.name AS category_name, c.slug AS category_slug`;

const FROM_PRODUCTS = sql`FROM products p LEFT JOIN categories c ON c.id = p.category_id`;

const SORT_COLUMNS: Record<SortField, SQL> = {
  name: sql`p.name`,
  price: sql`p.effective_price`,
  created_at: sql`p.created_at`,
  rating: sql`p.rating`,
};

export interface ProductsServiceOptions {
  /** Origin that relative media paths (/media/…) are served from. */
  mediaOrigin: string;
}

export function createProductsService(
  database: Database,
  categories: CategoriesService,
  options: ProductsServiceOptions,
) {
  const media = (path: unknown): string | null => {
    const value = str(path);
    if (!value) return null;
    return value.startsWith('/') ? `${options.mediaOrigin}${value}` : value;
  };

  const toSummary = (row: Row): ProductSummary => ({
    id: String(row.id),
    name: String(row.name),
    slug: String(row.slug),
    sku: str(row.sku),
    price: Number(row.price),
    compare_price: row.compare_price === null ? null : Number(row.compare_price),
    discount_price: row.discount_price === null ? null : Number(row.discount_price),
    image_url: media(row.image_url),
    thumbnail_url: media(row.thumbnail_url),
    category: row.category_id
      ? { id: String(row.category_id), name: String(row.category_name), slug: String(row.category_slug) }
      : null,
    brand: str(row.brand),
    stock_status: String(row.stock_status),
    room_type: str(row.room_type),
    material: str(row.material),
    color: str(row.color),
    style: str(row.style),
    rating: Number(row.rating),
    review_count: Number(row.review_count),
    is_featured: Boolean(row.is_featured),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });

  const toVariant = (row: Row): ProductVariant => ({
    id: String(row.id),
    name: String(row.name),
    sku: str(row.sku),
    price: Number(row.price),
    stock_status: String(row.stock_status),
  });

  const summaries = async (
    where: SQL,
    orderBy: SQL,
    limit: number,
    offset = 0,
  ): Promise<ProductSummary[]> => {
    const rows = await database.query<Row>(sql`
      SELECT ${SUMMARY_COLUMNS} ${FROM_PRODUCTS}
      WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`);
    return rows.map(toSummary);
  };

  /** Products by id, in the order of `ids`. */
  const summariesByIds = async (ids: string[]): Promise<ProductSummary[]> => {
    if (ids.length === 0) return [];
    const rows = await database.query<Row>(sql`
      SELECT ${SUMMARY_COLUMNS} ${FROM_PRODUCTS} WHERE p.id = ANY(${uuids(ids)})`);
    const byId = new Map(rows.map((row) => [String(row.id), toSummary(row)]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  };

  /** Ids of the category (by slug or id) and all its descendants; 404 when it does not exist. */
  const scopeOf = async (query: { category?: string; category_id?: string }): Promise<string[] | null> => {
    if (query.category_id) return categories.descendantIds({ id: query.category_id });
    if (query.category) return categories.descendantIds({ slug: query.category });
    return null;
  };

  const scopeFilter = (ids: string[] | null): SQL =>
    ids ? sql`p.category_id = ANY(${uuids(ids)})` : sql`TRUE`;

  const findRow = async (where: SQL): Promise<Row> => {
    const [row] = await database.query<Row>(sql`
      SELECT ${SUMMARY_COLUMNS}, p.description, p.dimensions, p.weight, p.care_instructions, p.warranty,
             p.assembly_required, p.size_guide, p.category_id AS raw_category_id
      ${FROM_PRODUCTS} WHERE ${where} LIMIT 1`);
    if (!row) throw AppError.notFound('Product not found');
    return row;
  };

  const detail = async (row: Row): Promise<Product> => {
    const id = String(row.id);
    const [images, variants, specifications, features] = await Promise.all([
      database.query<Row>(sql`SELECT id, image_url, thumbnail_url, alt_text, is_primary FROM product_images
        WHERE product_id = ${id} ORDER BY sort_order, id`),
      database.query<Row>(sql`SELECT id, name, sku, price, stock_status FROM product_variants
        WHERE product_id = ${id} ORDER BY sort_order, id`),
      database.query<Row>(sql`SELECT name, value FROM product_specifications
        WHERE product_id = ${id} ORDER BY sort_order, id`),
      database.query<Row>(
        sql`SELECT feature FROM product_features WHERE product_id = ${id} ORDER BY sort_order, id`,
      ),
    ]);
    return {
      ...toSummary(row),
      description: str(row.description),
      dimensions: str(row.dimensions),
      weight: str(row.weight),
      care_instructions: str(row.care_instructions),
      warranty: str(row.warranty),
      assembly_required: Boolean(row.assembly_required),
      features: features.map((f) => String(f.feature)),
      specifications: specifications.map((s) => ({ name: String(s.name), value: String(s.value) })),
      variants: variants.map(toVariant),
      images: images.map((image) => ({
        id: String(image.id),
        image_url: media(image.image_url)!,
        thumbnail_url: media(image.thumbnail_url),
        alt_text: str(image.alt_text),
        is_primary: Boolean(image.is_primary),
      })),
    };
  };

  const requireProductRow = async (id: string): Promise<Row> => {
    if (!isUuid(id)) throw AppError.notFound('Product not found');
    const [row] = await database.query<Row>(sql`
      SELECT id, name, price, discount_price, effective_price, compare_price, stock_status, category_id,
             size_guide, dimensions, care_instructions, warranty, rating, review_count
      FROM products WHERE id = ${id}`);
    if (!row) throw AppError.notFound('Product not found');
    return row;
  };

  const variantOf = async (productId: string, variantId: string | undefined): Promise<Row | null> => {
    if (!variantId) return null;
    const [variant] = await database.query<Row>(sql`
      SELECT id, name, sku, price, stock_status FROM product_variants WHERE id = ${variantId} AND product_id = ${productId}`);
    if (!variant) throw AppError.notFound('Variant not found');
    return variant;
  };

  /**
   * Unit price a shopper pays: the product's effective price, or a variant's price discounted by
   * the product's discount ratio (decision 015), so the first variant costs the discount price.
   */
  const unitPriceOf = (product: Row, variant: Row | null): number => {
    if (!variant) return Number(product.effective_price);
    const ratio = Number(product.effective_price) / Number(product.price);
    return ratio < 1 ? Math.round(Number(variant.price) * ratio) : Number(variant.price);
  };

  return {
    async list(query: ProductListQuery): Promise<{ products: ProductSummary[]; pagination: Pagination }> {
      const scope = await scopeOf(query);
      const conditions: SQL[] = [scopeFilter(scope)];
      if (query.minPrice !== undefined) conditions.push(sql`p.effective_price >= ${query.minPrice}`);
      if (query.maxPrice !== undefined) conditions.push(sql`p.effective_price <= ${query.maxPrice}`);
      if (query.search) {
        const tsquery = await buildSearchQuery(database, query.search);
        if (tsquery === null) {
          return { products: [], pagination: pagination(query.page, query.limit, 0) };
        }
        if (tsquery) conditions.push(sql`p.search_vector @@ to_tsquery('simple', ${tsquery})`);
      }
      const where = sql.join(conditions, sql` AND `);
      const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
      const orderBy = sql`${SORT_COLUMNS[query.sort]} ${direction}, p.id ${direction}`;
      const offset = (query.page - 1) * query.limit;
      const [products, [count]] = await Promise.all([
        summaries(where, orderBy, query.limit, offset),
        database.query<{ total: number }>(sql`SELECT count(*)::int AS total FROM products p WHERE ${where}`),
      ]);
      return { products, pagination: pagination(query.page, query.limit, Number(count?.total ?? 0)) };
    },

    async byId(id: string): Promise<Product> {
      if (!isUuid(id)) throw AppError.notFound('Product not found');
      return detail(await findRow(sql`p.id = ${id}`));
    },

    async bySlug(slug: string): Promise<Product> {
      return detail(await findRow(sql`p.slug = ${slug}`));
    },

    async byCode(code: string): Promise<Product> {
      return detail(await findRow(sql`upper(p.sku) = upper(${code})`));
    },

    featured(limit: number): Promise<ProductSummary[]> {
      return summaries(sql`p.is_featured`, sql`p.rating DESC, p.review_count DESC, p.name, p.id`, limit);
    },

    newArrivals(limit: number): Promise<ProductSummary[]> {
      return summaries(sql`TRUE`, sql`p.created_at DESC, p.id DESC`, limit);
    },

    sale(limit: number): Promise<ProductSummary[]> {
      return summaries(
        sql`p.discount_price < p.price`,
        sql`(p.price - p.discount_price)::float / p.price DESC, p.created_at DESC, p.id`,
        limit,
      );
    },

    async trending(limit: number): Promise<ProductSummary[]> {
      const rows = await database.query<Row>(sql`
        SELECT ${SUMMARY_COLUMNS} ${FROM_PRODUCTS}
        JOIN product_views v ON v.product_id = p.id
        ORDER BY v.view_count DESC, p.rating DESC, p.id LIMIT ${limit}`);
      return rows.map(toSummary);
    },

    /**
     * Well-rated products a shopper can buy now, one per category first so the row is varied.
     * The reference API keeps no per-customer history, so userId does not change the answer.
     */
    async recommendations(limit: number): Promise<ProductSummary[]> {
      const rows = await database.query<Row>(sql`
        SELECT * FROM (
          SELECT ${SUMMARY_COLUMNS},
                 row_number() OVER (PARTITION BY p.category_id ORDER BY p.rating DESC, p.review_count DESC, p.id) AS rank_in_category
          ${FROM_PRODUCTS}
          WHERE p.stock_status = 'in_stock' AND p.review_count > 0
        ) ranked
        ORDER BY rank_in_category, rating DESC, review_count DESC, id
        LIMIT ${limit}`);
      return rows.map(toSummary);
    },

    recentlyViewed(ids: string[], limit: number): Promise<ProductSummary[]> {
      return summariesByIds(ids.slice(0, limit));
    },

    async related(id: string, limit: number): Promise<ProductSummary[]> {
      const product = await requireProductRow(id);
      const price = Number(product.effective_price);
      const categoryId = str(product.category_id);
      const sameCategory = categoryId
        ? await summaries(
            sql`p.category_id = ${categoryId} AND p.id <> ${id}`,
            sql`abs(p.effective_price - ${price}), p.id`,
            limit,
          )
        : [];
      if (sameCategory.length >= limit) return sameCategory;
      // Nearest price elsewhere: the closest above and below, each read from the price index.
      const need = limit - sameCategory.length;
      const exclude = [id, ...sameCategory.map((p) => p.id)];
      const others = sql`p.id <> ALL(${uuids(exclude)}) ${categoryId ? sql`AND p.category_id IS DISTINCT FROM ${categoryId}` : sql``}`;
      const [above, below] = await Promise.all([
        summaries(sql`${others} AND p.effective_price >= ${price}`, sql`p.effective_price ASC, p.id`, need),
        summaries(sql`${others} AND p.effective_price < ${price}`, sql`p.effective_price DESC, p.id`, need),
      ]);
      const effective = (p: ProductSummary) =>
        p.discount_price !== null && p.discount_price < p.price ? p.discount_price : p.price;
      const nearest = [...above, ...below]
        .sort(
          (a, b) =>
            Math.abs(effective(a) - price) - Math.abs(effective(b) - price) || a.id.localeCompare(b.id),
        )
        .slice(0, need);
      return [...sameCategory, ...nearest];
    },

    async compare(ids: string[]): Promise<Product[]> {
      const rows = await database.query<Row>(sql`
        SELECT ${SUMMARY_COLUMNS}, p.description, p.dimensions, p.weight, p.care_instructions, p.warranty,
               p.assembly_required ${FROM_PRODUCTS} WHERE p.id = ANY(${uuids(ids)})`);
      if (rows.length !== ids.length) throw AppError.notFound('Product not found');
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      return Promise.all(ids.map((productId) => detail(byId.get(productId)!)));
    },

    async filters(categorySlug: string | undefined): Promise<ProductFilters> {
      const scope = await scopeOf({ category: categorySlug });
      const where = scopeFilter(scope);
      const rows = await database.query<Row>(sql`
        SELECT p.category_id, p.material, p.color, p.room_type, p.style, p.brand,
               GROUPING(p.category_id) AS g_category, GROUPING(p.material) AS g_material,
               GROUPING(p.color) AS g_color, GROUPING(p.room_type) AS g_room, GROUPING(p.style) AS g_style,
               GROUPING(p.brand) AS g_brand,
               count(*)::int AS count, min(p.effective_price)::int AS min_price, max(p.effective_price)::int AS max_price
        FROM products p WHERE ${where}
        GROUP BY GROUPING SETS ((p.category_id), (p.material), (p.color), (p.room_type), (p.style), (p.brand), ())`);
      const counted = (key: string, flag: string) =>
        rows
          .filter((row) => Number(row[flag]) === 0 && row[key] !== null)
          .map((row) => ({ value: String(row[key]), count: Number(row.count) }))
          .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      const total = rows.find((row) =>
        ['g_category', 'g_material', 'g_color', 'g_room', 'g_style', 'g_brand'].every(
          (flag) => Number(row[flag]) === 1,
        ),
      );
      const categoryCounts = new Map(
        rows
          .filter((row) => Number(row.g_category) === 0 && row.category_id !== null)
          .map((row) => [String(row.category_id), Number(row.count)]),
      );
      const named = await categories.byIds([...categoryCounts.keys()]);
      return {
        categories: named
          .map((category) => ({ ...category, count: categoryCounts.get(category.id) ?? 0 }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
        priceRange: { min: Number(total?.min_price ?? 0), max: Number(total?.max_price ?? 0) },
        materials: counted('material', 'g_material'),
        colors: counted('color', 'g_color'),
        roomTypes: counted('room_type', 'g_room'),
        styles: counted('style', 'g_style'),
        brands: counted('brand', 'g_brand'),
      };
    },

    async priceRange(categorySlug: string | undefined): Promise<{ min: number; max: number }> {
      const scope = await scopeOf({ category: categorySlug });
      const [row] = await database.query<Row>(sql`
        SELECT coalesce(min(p.effective_price), 0)::int AS min, coalesce(max(p.effective_price), 0)::int AS max
        FROM products p WHERE ${scopeFilter(scope)}`);
      return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
    },

    async reviews(
      id: string,
      page: number,
      limit: number,
    ): Promise<{ reviews: Review[]; pagination: Pagination; averageRating: number; totalReviews: number }> {
      const product = await requireProductRow(id);
      const total = Number(product.review_count);
      const rows = await database.query<Row>(sql`
        SELECT id, product_id, customer_name, rating, title, comment, created_at, verified_purchase, helpful_count
        FROM reviews WHERE product_id = ${id}
        ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
      return {
        reviews: rows.map((row) => ({
          id: String(row.id),
          product_id: String(row.product_id),
          customer_name: str(row.customer_name),
          rating: Number(row.rating),
          title: str(row.title),
          comment: str(row.comment),
          created_at: iso(row.created_at),
          verified_purchase: Boolean(row.verified_purchase),
          helpful_count: Number(row.helpful_count),
        })),
        pagination: pagination(page, limit, total),
        averageRating: Number(product.rating),
        totalReviews: total,
      };
    },

    async variants(id: string): Promise<ProductVariant[]> {
      await requireProductRow(id);
      const rows = await database.query<Row>(sql`
        SELECT id, name, sku, price, stock_status FROM product_variants WHERE product_id = ${id} ORDER BY sort_order, id`);
      return rows.map(toVariant);
    },

    async stock(id: string, variantId: string | undefined) {
      const product = await requireProductRow(id);
      const variant = await variantOf(id, variantId);
      // A variant can only be bought when the product itself can.
      const status =
        product.stock_status !== 'in_stock'
          ? String(product.stock_status)
          : String(variant?.stock_status ?? 'in_stock');
      return {
        productId: id,
        variantId: variant ? String(variant.id) : null,
        stock_status: status,
        inStock: status === 'in_stock',
      };
    },

    async availability(id: string, variantId: string | undefined, quantity: number) {
      const product = await requireProductRow(id);
      const variant = await variantOf(id, variantId);
      const stock = await this.stock(id, variantId);
      const unitPrice = unitPriceOf(product, variant);
      return { ...stock, available: stock.inStock, quantity, unitPrice, total: unitPrice * quantity };
    },

    async price(id: string, variantId: string | undefined, quantity: number) {
      const product = await requireProductRow(id);
      const variant = await variantOf(id, variantId);
      const unitPrice = unitPriceOf(product, variant);
      const listPrice = variant ? Number(variant.price) : Number(product.price);
      return {
        productId: id,
        variantId: variant ? String(variant.id) : null,
        quantity,
        unitPrice,
        listPrice,
        compare_price: product.compare_price === null ? null : Number(product.compare_price),
        total: unitPrice * quantity,
        savings: (listPrice - unitPrice) * quantity,
        currency: 'INR' as const,
      };
    },

    async recordView(id: string): Promise<{ views: number }> {
      await requireProductRow(id);
      const [row] = await database.query<Row>(sql`
        INSERT INTO product_views (product_id, view_count, last_viewed_at) VALUES (${id}, 1, now())
        ON CONFLICT (product_id) DO UPDATE
          SET view_count = product_views.view_count + 1, last_viewed_at = now()
        RETURNING view_count::int AS views`);
      return { views: Number(row?.views ?? 0) };
    },

    /** Stores a back-in-stock request once per product, variant and email (case-insensitive). */
    async notify(id: string, email: string, variantId: string | undefined) {
      const product = await requireProductRow(id);
      await variantOf(id, variantId);
      const inserted = await database.query<Row>(sql`
        INSERT INTO stock_notifications (product_id, variant_id, email)
        VALUES (${id}, ${variantId ?? null}, ${email})
        ON CONFLICT (product_id, coalesce(variant_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(email))
        DO NOTHING RETURNING id`);
      return {
        created: inserted.length > 0,
        inStock: product.stock_status === 'in_stock',
        message: `We'll email ${email} when ${String(product.name)} is back in stock.`,
      };
    },

    async sizeGuide(id: string) {
      const product = await requireProductRow(id);
      return { productId: id, sizeGuide: str(product.size_guide), dimensions: str(product.dimensions) };
    },

    async careInstructions(id: string) {
      const product = await requireProductRow(id);
      return {
        productId: id,
        careInstructions: str(product.care_instructions),
        warranty: str(product.warranty),
      };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
