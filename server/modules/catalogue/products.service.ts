// Product queries and rules. Every list is one indexed query plus a count; a product's detail is a
// fixed number of queries whatever its size (no N+1).
import { sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '../../../contract/catalogue-requests.ts';
import type {
  AvailabilityData,
  Pagination,
  PriceData,
  Product,
  ProductFilters,
  ProductSummary,
  ProductVariant,
  Review,
  StockData,
} from '../../../contract/catalogue.ts';
import { isUuid } from '../../../contract/ids.ts';
import { shopperPrice } from '../../../contract/money.ts';
import type { ProductPageEntry } from '../../../contract/product-pages.ts';
import type { Database } from '../../db/client.ts';
import { uuids } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { offsetOf, pagination } from '../../lib/pagination.ts';
import type { CategoriesService } from './categories.service.ts';
import {
  DETAIL_COLUMNS,
  FACT_COLUMNS,
  FROM_PRODUCTS,
  PUBLISHED,
  REVIEW_COLUMNS,
  SORT_COLUMNS,
  SUMMARY_COLUMNS,
  VARIANT_COLUMNS,
  toImage,
  toReview,
  toSummary,
  toVariant,
  type DetailRow,
  type FactsRow,
  type ImageRow,
  type ReviewRow,
  type SummaryRow,
  type VariantRow,
} from './product-rows.ts';
import { buildSearchQuery, loadSynonyms, type SynonymIndex } from './search.ts';

export interface ProductsServiceOptions {
  /** Origin that relative media paths (/media/…) are served from. */
  mediaOrigin: string;
  /**
   * Up to how many matches a search's page is read from the matches themselves, sorted, rather than
   * by walking the sort's index (decision 134). Tests set it to compare both ways.
   */
  fewMatches?: number;
}

/** See ProductsServiceOptions.fewMatches. */
const FEW_MATCHES = 2000;

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Products in the categories `ids` (a category and its descendants), or every product when null. */
const inCategories = (ids: string[] | null): SQL =>
  ids ? sql`p.category_id = ANY(${uuids(ids)})` : sql`TRUE`;

function readSummaries(
  database: Database,
  where: SQL,
  orderBy: SQL,
  limit: number,
  offset = 0,
): Promise<SummaryRow[]> {
  return database.query<SummaryRow>(sql`
    SELECT ${SUMMARY_COLUMNS} ${FROM_PRODUCTS}
    WHERE ${PUBLISHED} AND ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`);
}

async function readDetail(database: Database, where: SQL): Promise<DetailRow> {
  const [row] = await database.query<DetailRow>(sql`
    SELECT ${DETAIL_COLUMNS} ${FROM_PRODUCTS} WHERE ${PUBLISHED} AND ${where} LIMIT 1`);
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** The facts of one published product; 404 when there is no such product, or it is not published. */
async function readFacts(database: Database, id: string): Promise<FactsRow> {
  if (!isUuid(id)) throw AppError.notFound(PRODUCT_NOT_FOUND);
  const [row] = await database.query<FactsRow>(
    sql`SELECT ${FACT_COLUMNS} FROM products p WHERE p.id = ${id} AND ${PUBLISHED}`,
  );
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** The product's variant `variantId`, null when none is asked for; 404 when it is not the product's. */
async function readVariant(
  database: Database,
  productId: string,
  variantId: string | undefined,
): Promise<VariantRow | null> {
  if (!variantId) return null;
  const [variant] = await database.query<VariantRow>(sql`
    SELECT ${VARIANT_COLUMNS} FROM product_variants WHERE id = ${variantId} AND product_id = ${productId}`);
  if (!variant) throw AppError.notFound('Variant not found');
  return variant;
}

function readVariants(database: Database, productId: string): Promise<VariantRow[]> {
  return database.query<VariantRow>(sql`
    SELECT ${VARIANT_COLUMNS} FROM product_variants WHERE product_id = ${productId} ORDER BY sort_order, id`);
}

/** A product page: the row and its images, variants, specifications and features, one query each. */
async function toProduct(database: Database, row: DetailRow, mediaOrigin: string): Promise<Product> {
  const [images, variants, specifications, features] = await Promise.all([
    database.query<ImageRow>(sql`SELECT id, image_url, thumbnail_url, alt_text, is_primary FROM product_images
      WHERE product_id = ${row.id} ORDER BY sort_order, id`),
    readVariants(database, row.id),
    database.query<{ name: string; value: string }>(sql`SELECT name, value FROM product_specifications
      WHERE product_id = ${row.id} ORDER BY sort_order, id`),
    database.query<{ feature: string }>(
      sql`SELECT feature FROM product_features WHERE product_id = ${row.id} ORDER BY sort_order, id`,
    ),
  ]);
  return productOf(
    row,
    { images, variants, specifications, features: features.map((f) => f.feature) },
    mediaOrigin,
  );
}

/** The shipping box (decision 204): the table holds all three sides or none. */
const packedBoxOf = (row: DetailRow): Product['packed_box'] =>
  row.packed_length_cm === null || row.packed_width_cm === null || row.packed_height_cm === null
    ? null
    : { length_cm: row.packed_length_cm, width_cm: row.packed_width_cm, height_cm: row.packed_height_cm };

/** A product page from its row and its child rows, each list in its own order. */
function productOf(
  row: DetailRow,
  parts: {
    images: ImageRow[];
    variants: VariantRow[];
    specifications: { name: string; value: string }[];
    features: string[];
  },
  mediaOrigin: string,
): Product {
  return {
    ...toSummary(row, mediaOrigin),
    description: row.description,
    dimensions: row.dimensions,
    weight: row.weight,
    care_instructions: row.care_instructions,
    warranty: row.warranty,
    assembly_required: row.assembly_required,
    packed_box: packedBoxOf(row),
    ships_assembled: row.ships_assembled,
    return_days: Number(row.return_days),
    features: parts.features,
    specifications: parts.specifications.map((s) => ({ name: s.name, value: s.value })),
    variants: parts.variants.map(toVariant),
    images: parts.images.map((image) => toImage(image, mediaOrigin)),
  };
}

/**
 * One unit's prices: the variant's own when one is asked for, else the product's. The shopper pays the
 * discount price when it is set and below the list price (decision 041); a product's discount does not
 * carry over to its variants.
 */
function unitOf(product: FactsRow, variant: VariantRow | null) {
  const listPrice = variant ? variant.price : product.price;
  const discountPrice = variant ? variant.discount_price : product.discount_price;
  return { listPrice, discount_price: discountPrice, unitPrice: shopperPrice(listPrice, discountPrice) };
}

/** A variant can only be bought when the product itself can. */
function stockOf(productId: string, product: FactsRow, variant: VariantRow | null): StockData {
  const status =
    product.stock_status !== 'in_stock' ? product.stock_status : (variant?.stock_status ?? 'in_stock');
  return {
    productId,
    variantId: variant ? variant.id : null,
    stock_status: status,
    inStock: status === 'in_stock',
    ...unitOf(product, variant),
  };
}

/** Ids of the category asked for (by slug or id) and its descendants, null for none; 404 when unknown. */
function categoryScope(
  categories: Pick<CategoriesService, 'descendantIds'>,
  query: { category?: string | undefined; category_id?: string | undefined },
): Promise<string[] | null> {
  if (query.category_id) return categories.descendantIds({ id: query.category_id });
  if (query.category) return categories.descendantIds({ slug: query.category });
  return Promise.resolve(null);
}

// ── Filter counts ────────────────────────────────────────────────────────────────────────────────
// One GROUPING SETS query counts every filter value at once; GROUPING(col) is 0 on the rows that group
// by that column, and every flag is 1 on the grand total.

interface FilterRow {
  category_id: string | null;
  material: string | null;
  color: string | null;
  room_type: string | null;
  style: string | null;
  brand: string | null;
  g_category: number;
  g_material: number;
  g_color: number;
  g_room: number;
  g_style: number;
  g_brand: number;
  count: number;
  min_price: number | null;
  max_price: number | null;
}

type FilterColumn = 'material' | 'color' | 'room_type' | 'style' | 'brand';
type GroupingFlag = 'g_category' | 'g_material' | 'g_color' | 'g_room' | 'g_style' | 'g_brand';
const GROUPING_FLAGS: GroupingFlag[] = [
  'g_category',
  'g_material',
  'g_color',
  'g_room',
  'g_style',
  'g_brand',
];

/** The values of one filter with their product counts, most common first. */
const countedValues = (rows: FilterRow[], column: FilterColumn, flag: GroupingFlag) =>
  rows
    .flatMap((row) => {
      const value = row[column];
      return row[flag] === 0 && value !== null ? [{ value, count: row.count }] : [];
    })
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

export function createProductsService(
  database: Database,
  categories: CategoriesService,
  options: ProductsServiceOptions,
) {
  const { mediaOrigin, fewMatches = FEW_MATCHES } = options;
  // The synonym dictionary, stemmed by the database once, on the first search.
  let synonyms: Promise<SynonymIndex> | undefined;
  const synonymIndex = (): Promise<SynonymIndex> => {
    synonyms ??= loadSynonyms(database).catch((error: unknown) => {
      synonyms = undefined;
      throw error;
    });
    return synonyms;
  };
  const summary = (row: SummaryRow) => toSummary(row, mediaOrigin);
  const summaries = async (where: SQL, orderBy: SQL, limit: number, offset = 0) =>
    (await readSummaries(database, where, orderBy, limit, offset)).map(summary);

  /**
   * One page of a listing. The rows skipped before it are walked by id alone, in the sort's own
   * index (an index-only scan for the plain sorts), and only the page's rows are read in full: a deep
   * page costs about what the first does.
   */
  const pageOf = async (where: SQL, orderBy: SQL, limit: number, offset: number) => {
    if (offset === 0) return summaries(where, orderBy, limit);
    const rows = await database.query<SummaryRow>(sql`
      SELECT ${SUMMARY_COLUMNS} ${FROM_PRODUCTS}
      WHERE p.id IN (
        SELECT p.id FROM products p WHERE ${PUBLISHED} AND ${where}
        ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset})
      ORDER BY ${orderBy}`);
    return rows.map(summary);
  };

  /**
   * One page of a search with few matches: all of them are read through the search's own index and
   * sorted. Left to itself, the planner may instead walk the sort's index and test every product it
   * passes against the search, which it does when it overestimates the matches, and is then several
   * times slower than this way (decision 134 has the measurements).
   */
  const pageOfMatches = async (where: SQL, sort: SQL, direction: SQL, limit: number, offset: number) => {
    const rows = await database.query<SummaryRow>(sql`
      WITH matches AS MATERIALIZED (
        SELECT p.id, ${sort} AS sort_key FROM products p WHERE ${PUBLISHED} AND ${where})
      SELECT ${SUMMARY_COLUMNS} ${FROM_PRODUCTS}
      JOIN (
        SELECT m.id, m.sort_key FROM matches m
        ORDER BY m.sort_key ${direction}, m.id ${direction} LIMIT ${limit} OFFSET ${offset}
      ) page ON page.id = p.id
      ORDER BY page.sort_key ${direction}, page.id ${direction}`);
    return rows.map(summary);
  };

  /** Products by id (in any case), in the order of `ids`; unknown ids are skipped. */
  const byIds = async (given: string[]): Promise<ProductSummary[]> => {
    const ids = given.map((id) => id.toLowerCase());
    if (ids.length === 0) return [];
    const rows = await database.query<SummaryRow>(sql`
      SELECT ${SUMMARY_COLUMNS} ${FROM_PRODUCTS} WHERE ${PUBLISHED} AND p.id = ANY(${uuids(ids)})`);
    const byId = new Map(rows.map((row) => [row.id, summary(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  const related = async (id: string, limit: number): Promise<ProductSummary[]> => {
    const product = await readFacts(database, id);
    const price = product.effective_price;
    const categoryId = product.category_id;
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
    const distance = (p: ProductSummary) => Math.abs(shopperPrice(p.price, p.discount_price) - price);
    const nearest = [...above, ...below]
      .sort((a, b) => distance(a) - distance(b) || a.id.localeCompare(b.id))
      .slice(0, need);
    return [...sameCategory, ...nearest];
  };

  return {
    async list(query: ProductListQuery): Promise<{ products: ProductSummary[]; pagination: Pagination }> {
      const conditions: SQL[] = [inCategories(await categoryScope(categories, query))];
      if (query.minPrice !== undefined) conditions.push(sql`p.effective_price >= ${query.minPrice}`);
      if (query.maxPrice !== undefined) conditions.push(sql`p.effective_price <= ${query.maxPrice}`);
      let searching = false;
      if (query.search) {
        const tsquery = await buildSearchQuery(database, query.search, await synonymIndex());
        if (tsquery === null) {
          return { products: [], pagination: pagination(query.page, query.limit, 0) };
        }
        if (tsquery) conditions.push(sql`p.search_vector @@ to_tsquery('simple', ${tsquery})`);
        searching = tsquery !== '';
      }
      const where = sql.join(conditions, sql` AND `);
      const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
      const sort = SORT_COLUMNS[query.sort];
      const orderBy = sql`${sort} ${direction}, p.id ${direction}`;
      const offset = offsetOf(query.page, query.limit);
      const counted = async () =>
        (
          await database.query<{ total: number }>(
            sql`SELECT count(*)::int AS total FROM products p WHERE ${PUBLISHED} AND ${where}`,
          )
        )[0]?.total ?? 0;
      if (searching) {
        // The count first: it says which way the page is cheaper to read.
        const total = await counted();
        const products =
          total <= fewMatches
            ? await pageOfMatches(where, sort, direction, query.limit, offset)
            : await pageOf(where, orderBy, query.limit, offset);
        return { products, pagination: pagination(query.page, query.limit, total) };
      }
      const [products, total] = await Promise.all([pageOf(where, orderBy, query.limit, offset), counted()]);
      return { products, pagination: pagination(query.page, query.limit, total) };
    },

    async byId(id: string): Promise<Product> {
      if (!isUuid(id)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      return toProduct(database, await readDetail(database, sql`p.id = ${id}`), mediaOrigin);
    },

    async bySlug(slug: string): Promise<Product> {
      return toProduct(database, await readDetail(database, sql`p.slug = ${slug}`), mediaOrigin);
    },

    async byCode(code: string): Promise<Product> {
      return toProduct(database, await readDetail(database, sql`upper(p.sku) = upper(${code})`), mediaOrigin);
    },

    byIds,

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
      const rows = await database.query<SummaryRow>(sql`
        SELECT ${SUMMARY_COLUMNS} ${FROM_PRODUCTS}
        JOIN product_views v ON v.product_id = p.id
        WHERE ${PUBLISHED}
        ORDER BY v.view_count DESC, p.rating DESC, p.id LIMIT ${limit}`);
      return rows.map(summary);
    },

    /**
     * Well-rated products a shopper can buy now, one per category first so the row is varied.
     * The reference API keeps no per-customer history, so userId does not change the answer.
     */
    async recommendations(limit: number): Promise<ProductSummary[]> {
      const rows = await database.query<SummaryRow>(sql`
        SELECT * FROM (
          SELECT ${SUMMARY_COLUMNS},
                 row_number() OVER (PARTITION BY p.category_id ORDER BY p.rating DESC, p.review_count DESC, p.id) AS rank_in_category
          ${FROM_PRODUCTS}
          WHERE ${PUBLISHED} AND p.stock_status = 'in_stock' AND p.review_count > 0
        ) ranked
        ORDER BY rank_in_category, rating DESC, review_count DESC, id
        LIMIT ${limit}`);
      return rows.map(summary);
    },

    recentlyViewed(ids: string[], limit: number): Promise<ProductSummary[]> {
      return byIds(ids.slice(0, limit));
    },

    related,

    /**
     * The data of many product pages at once, for site builds (decision 112): for each published
     * product among `given`, what byId, related(id, relatedCount) and reviews(id, 1, reviewCount)
     * answer, in a fixed number of queries for the whole batch. Related products come from one
     * LATERAL query over the products' own categories; a product whose category holds too few others
     * is completed by `related` itself, so the answer is the same as the one-product call's.
     */
    async pages(given: string[], relatedCount: number, reviewCount: number): Promise<ProductPageEntry[]> {
      const ids = [...new Set(given.map((id) => id.toLowerCase()))].filter(isUuid);
      if (ids.length === 0) return [];
      const idList = uuids(ids);
      const groupBy = <T extends { product_id: string }>(rows: T[]) => {
        const groups = new Map<string, T[]>();
        for (const row of rows) {
          const group = groups.get(row.product_id);
          if (group) group.push(row);
          else groups.set(row.product_id, [row]);
        }
        return groups;
      };
      const [details, images, variants, specifications, features, reviewRows, sameCategory] =
        await Promise.all([
          database.query<DetailRow>(sql`
          SELECT ${DETAIL_COLUMNS} ${FROM_PRODUCTS} WHERE ${PUBLISHED} AND p.id = ANY(${idList})`),
          database.query<ImageRow & { product_id: string }>(sql`
          SELECT product_id, id, image_url, thumbnail_url, alt_text, is_primary FROM product_images
          WHERE product_id = ANY(${idList}) ORDER BY product_id, sort_order, id`),
          database.query<VariantRow & { product_id: string }>(sql`
          SELECT product_id, ${VARIANT_COLUMNS} FROM product_variants
          WHERE product_id = ANY(${idList}) ORDER BY product_id, sort_order, id`),
          database.query<{ product_id: string; name: string; value: string }>(sql`
          SELECT product_id, name, value FROM product_specifications
          WHERE product_id = ANY(${idList}) ORDER BY product_id, sort_order, id`),
          database.query<{ product_id: string; feature: string }>(sql`
          SELECT product_id, feature FROM product_features
          WHERE product_id = ANY(${idList}) ORDER BY product_id, sort_order, id`),
          database.query<ReviewRow>(sql`
          SELECT ranked.* FROM (
            SELECT ${REVIEW_COLUMNS},
                   row_number() OVER (PARTITION BY product_id ORDER BY created_at DESC, id DESC) AS review_rank
            FROM reviews WHERE product_id = ANY(${idList}) AND hidden_at IS NULL
          ) ranked
          WHERE review_rank <= ${reviewCount}
          ORDER BY product_id, created_at DESC, id DESC`),
          database.query<SummaryRow & { for_id: string; related_rank: number }>(sql`
          SELECT t.id AS for_id, r.* FROM products t
          CROSS JOIN LATERAL (
            SELECT ${SUMMARY_COLUMNS},
                   row_number() OVER (ORDER BY abs(p.effective_price - t.effective_price), p.id) AS related_rank
            ${FROM_PRODUCTS}
            WHERE ${PUBLISHED} AND p.category_id = t.category_id AND p.id <> t.id
            ORDER BY abs(p.effective_price - t.effective_price), p.id LIMIT ${relatedCount}
          ) r
          WHERE t.id = ANY(${idList}) AND t.status = 'published' AND t.category_id IS NOT NULL
          ORDER BY t.id, r.related_rank`),
        ]);
      const imagesOf = groupBy(images);
      const variantsOf = groupBy(variants);
      const specificationsOf = groupBy(specifications);
      const featuresOf = groupBy(features);
      const reviewsOf = groupBy(reviewRows);
      const relatedOf = new Map<string, ProductSummary[]>();
      for (const row of sameCategory) {
        const list = relatedOf.get(row.for_id) ?? [];
        list.push(summary(row));
        relatedOf.set(row.for_id, list);
      }
      const byId = new Map(details.map((row) => [row.id, row]));
      return Promise.all(
        ids.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          return [
            (async (): Promise<ProductPageEntry> => {
              const found = relatedOf.get(id) ?? [];
              // Too few others in its category: the one-product rule adds the nearest in price elsewhere.
              const nearest = found.length >= relatedCount ? found : await related(id, relatedCount);
              return {
                product: productOf(
                  row,
                  {
                    images: imagesOf.get(id) ?? [],
                    variants: variantsOf.get(id) ?? [],
                    specifications: specificationsOf.get(id) ?? [],
                    features: (featuresOf.get(id) ?? []).map((f) => f.feature),
                  },
                  mediaOrigin,
                ),
                related: nearest,
                reviews: {
                  reviews: (reviewsOf.get(id) ?? []).map(toReview),
                  pagination: pagination(1, reviewCount, row.review_count),
                  averageRating: row.rating,
                  totalReviews: row.review_count,
                },
              };
            })(),
          ];
        }),
      );
    },

    async compare(given: string[]): Promise<Product[]> {
      const ids = [...new Set(given.map((id) => id.toLowerCase()))];
      const rows = await database.query<DetailRow>(sql`
        SELECT ${DETAIL_COLUMNS} ${FROM_PRODUCTS} WHERE ${PUBLISHED} AND p.id = ANY(${uuids(ids)})`);
      if (rows.length !== ids.length) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return Promise.all(ids.map((productId) => toProduct(database, byId.get(productId)!, mediaOrigin)));
    },

    async filters(categorySlug: string | undefined): Promise<ProductFilters> {
      const where = inCategories(await categoryScope(categories, { category: categorySlug }));
      const rows = await database.query<FilterRow>(sql`
        SELECT p.category_id, p.material, p.color, p.room_type, p.style, p.brand,
               GROUPING(p.category_id) AS g_category, GROUPING(p.material) AS g_material,
               GROUPING(p.color) AS g_color, GROUPING(p.room_type) AS g_room, GROUPING(p.style) AS g_style,
               GROUPING(p.brand) AS g_brand,
               count(*)::int AS count, min(p.effective_price)::int AS min_price, max(p.effective_price)::int AS max_price
        FROM products p WHERE ${PUBLISHED} AND ${where}
        GROUP BY GROUPING SETS ((p.category_id), (p.material), (p.color), (p.room_type), (p.style), (p.brand), ())`);
      const total = rows.find((row) => GROUPING_FLAGS.every((flag) => row[flag] === 1));
      const categoryCounts = new Map(
        rows.flatMap((row) =>
          row.g_category === 0 && row.category_id !== null ? [[row.category_id, row.count] as const] : [],
        ),
      );
      const named = await categories.byIds([...categoryCounts.keys()]);
      return {
        categories: named
          .map((category) => ({ ...category, count: categoryCounts.get(category.id) ?? 0 }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
        priceRange: { min: total?.min_price ?? 0, max: total?.max_price ?? 0 },
        materials: countedValues(rows, 'material', 'g_material'),
        colors: countedValues(rows, 'color', 'g_color'),
        roomTypes: countedValues(rows, 'room_type', 'g_room'),
        styles: countedValues(rows, 'style', 'g_style'),
        brands: countedValues(rows, 'brand', 'g_brand'),
      };
    },

    async priceRange(categorySlug: string | undefined): Promise<{ min: number; max: number }> {
      const where = inCategories(await categoryScope(categories, { category: categorySlug }));
      const [row] = await database.query<{ min: number; max: number }>(sql`
        SELECT coalesce(min(p.effective_price), 0)::int AS min, coalesce(max(p.effective_price), 0)::int AS max
        FROM products p WHERE ${PUBLISHED} AND ${where}`);
      return { min: row?.min ?? 0, max: row?.max ?? 0 };
    },

    async reviews(
      id: string,
      page: number,
      limit: number,
    ): Promise<{ reviews: Review[]; pagination: Pagination; averageRating: number; totalReviews: number }> {
      const product = await readFacts(database, id);
      const rows = await database.query<ReviewRow>(sql`
        SELECT ${REVIEW_COLUMNS} FROM reviews WHERE product_id = ${id} AND hidden_at IS NULL
        ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offsetOf(page, limit)}`);
      return {
        reviews: rows.map(toReview),
        pagination: pagination(page, limit, product.review_count),
        averageRating: product.rating,
        totalReviews: product.review_count,
      };
    },

    async variants(id: string): Promise<ProductVariant[]> {
      await readFacts(database, id);
      return (await readVariants(database, id)).map(toVariant);
    },

    async stock(id: string, variantId: string | undefined): Promise<StockData> {
      const product = await readFacts(database, id);
      return stockOf(id, product, await readVariant(database, id, variantId));
    },

    async availability(
      id: string,
      variantId: string | undefined,
      quantity: number,
    ): Promise<AvailabilityData> {
      const product = await readFacts(database, id);
      const variant = await readVariant(database, id, variantId);
      const stock = stockOf(id, product, variant);
      return { ...stock, available: stock.inStock, quantity, total: stock.unitPrice * quantity };
    },

    async price(id: string, variantId: string | undefined, quantity: number): Promise<PriceData> {
      const product = await readFacts(database, id);
      const variant = await readVariant(database, id, variantId);
      const { listPrice, discount_price, unitPrice } = unitOf(product, variant);
      return {
        productId: id,
        variantId: variant ? variant.id : null,
        quantity,
        listPrice,
        discount_price,
        unitPrice,
        compare_price: product.compare_price,
        total: unitPrice * quantity,
        savings: (listPrice - unitPrice) * quantity,
        currency: 'INR',
      };
    },

    async sizeGuide(id: string) {
      const product = await readFacts(database, id);
      return { productId: id, sizeGuide: product.size_guide, dimensions: product.dimensions };
    },

    async careInstructions(id: string) {
      const product = await readFacts(database, id);
      return { productId: id, careInstructions: product.care_instructions, warranty: product.warranty };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
