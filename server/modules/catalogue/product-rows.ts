// How catalogue rows are read and shaped: the SELECT lists of the product queries, the row each one
// yields (typed from the Drizzle schema), and the converters from rows to the contract's shapes.
import { SHOP_RETURN_DAYS } from '../../../contract/return-rules.ts';
import { sql, type SQL } from 'drizzle-orm';
import type {
  ProductImage,
  ProductSummary,
  ProductVariant,
  Review,
  SortField,
} from '../../../contract/catalogue.ts';
import { categories, productImages, products, productVariants, reviews } from '../../db/schema.ts';
import { columns } from '../../db/sql.ts';
import { iso } from '../../lib/dates.ts';
import { mediaUrl } from '../../lib/media.ts';

type ProductRecord = typeof products.$inferSelect;
type CategoryRecord = typeof categories.$inferSelect;

const SUMMARY_KEYS = [
  'id',
  'name',
  'slug',
  'sku',
  'price',
  'compare_price',
  'discount_price',
  'effective_price',
  'image_url',
  'thumbnail_url',
  'brand',
  'stock_status',
  'room_type',
  'material',
  'color',
  'style',
  'rating',
  'review_count',
  'is_featured',
  'created_at',
  'updated_at',
] as const;

const DETAIL_KEYS = [
  'description',
  'dimensions',
  'weight',
  'care_instructions',
  'warranty',
  'assembly_required',
  'packed_length_cm',
  'packed_width_cm',
  'packed_height_cm',
  'ships_assembled',
] as const;

const FACT_KEYS = [
  'id',
  'name',
  'price',
  'discount_price',
  'effective_price',
  'compare_price',
  'stock_status',
  'category_id',
  'size_guide',
  'dimensions',
  'care_instructions',
  'warranty',
  'rating',
  'review_count',
] as const;

const VARIANT_KEYS = ['id', 'name', 'sku', 'price', 'discount_price', 'stock_status'] as const;

const REVIEW_KEYS = [
  'id',
  'product_id',
  'customer_name',
  'rating',
  'title',
  'comment',
  'created_at',
  'verified_purchase',
  'helpful_count',
] as const;

/** A product card's row: the product (`p`) and its category (`c`), which a product may lack. */
export type SummaryRow = Pick<ProductRecord, (typeof SUMMARY_KEYS)[number]> & {
  /** Generated for every row, never null. */
  effective_price: number;
  category_id: CategoryRecord['id'] | null;
  category_name: CategoryRecord['name'] | null;
  category_slug: CategoryRecord['slug'] | null;
};

/** A product page's row: the card and the product's long fields. */
export type DetailRow = SummaryRow &
  Pick<ProductRecord, (typeof DETAIL_KEYS)[number]> & {
    /** The return window it is sold with: its own, its category's, the parent's or the shop's (decision 197). */
    return_days: number;
  };

/** The facts the price, stock and per-product calls work from, read from `products` alone. */
export type FactsRow = Pick<ProductRecord, (typeof FACT_KEYS)[number]> & { effective_price: number };

export type VariantRow = Pick<typeof productVariants.$inferSelect, (typeof VARIANT_KEYS)[number]>;
export type ImageRow = Pick<
  typeof productImages.$inferSelect,
  'id' | 'image_url' | 'thumbnail_url' | 'alt_text' | 'is_primary'
>;
export type ReviewRow = Pick<typeof reviews.$inferSelect, (typeof REVIEW_KEYS)[number]>;

/** The SELECT list of SummaryRow, over `FROM_PRODUCTS`. */
export const SUMMARY_COLUMNS = sql`${columns(products, SUMMARY_KEYS, 'p')},
  c.id AS category_id, c.name AS category_name, c.slug AS category_slug`;

/** The SELECT list of DetailRow, over `FROM_PRODUCTS`. */
export const DETAIL_COLUMNS = sql`${SUMMARY_COLUMNS}, ${columns(products, DETAIL_KEYS, 'p')},
  COALESCE(p.return_days, c.return_days, (SELECT return_days FROM categories WHERE id = c.parent_id),
           ${SHOP_RETURN_DAYS})::int AS return_days`;

/** The SELECT list of FactsRow, over `products`. */
export const FACT_COLUMNS = columns(products, FACT_KEYS);

/** The SELECT list of VariantRow, over `product_variants`. */
export const VARIANT_COLUMNS = columns(productVariants, VARIANT_KEYS);

/** The SELECT list of ReviewRow, over `reviews`. */
export const REVIEW_COLUMNS = columns(reviews, REVIEW_KEYS);

export const FROM_PRODUCTS = sql`FROM products p LEFT JOIN categories c ON c.id = p.category_id`;

/**
 * The shop sees published products only (decision 070): every public read of `products p` adds this
 * condition, which also lets it use the partial indexes that hold published products alone.
 */
export const PUBLISHED = sql`p.status = 'published'`;

/** Every listing sorts on one of these, then on the id, so pages never overlap. */
export const SORT_COLUMNS: Record<SortField, SQL> = {
  name: sql`p.name`,
  price: sql`p.effective_price`,
  created_at: sql`p.created_at`,
  rating: sql`p.rating`,
};

export const toSummary = (row: SummaryRow, mediaOrigin: string): ProductSummary => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  sku: row.sku,
  price: row.price,
  compare_price: row.compare_price,
  discount_price: row.discount_price,
  image_url: mediaUrl(mediaOrigin, row.image_url),
  thumbnail_url: mediaUrl(mediaOrigin, row.thumbnail_url),
  category:
    row.category_id !== null
      ? { id: row.category_id, name: row.category_name!, slug: row.category_slug! }
      : null,
  brand: row.brand,
  stock_status: row.stock_status,
  room_type: row.room_type,
  material: row.material,
  color: row.color,
  style: row.style,
  rating: row.rating,
  review_count: row.review_count,
  is_featured: row.is_featured,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export const toVariant = (row: VariantRow): ProductVariant => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  price: row.price,
  discount_price: row.discount_price,
  stock_status: row.stock_status,
});

export const toImage = (row: ImageRow, mediaOrigin: string): ProductImage => ({
  id: row.id,
  image_url: mediaUrl(mediaOrigin, row.image_url)!,
  thumbnail_url: mediaUrl(mediaOrigin, row.thumbnail_url),
  alt_text: row.alt_text,
  is_primary: row.is_primary,
});

export const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  product_id: row.product_id,
  customer_name: row.customer_name,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  created_at: iso(row.created_at),
  verified_purchase: row.verified_purchase,
  helpful_count: row.helpful_count,
});
