// How the back office reads a product: one row with its category and last editor, then its images,
// variants, specifications and features (a fixed number of queries, whatever the product's size), and
// the converters to the contract's shapes. Also what the audit log keeps of a product. Units in stock
// live in product_stock (no row: not counted), read beside the product.
import { sql } from 'drizzle-orm';
import type { AdminImage, AdminProduct, AdminVariant } from '../../../contract/admin/catalogue.ts';
import type { StaffRef } from '../../../contract/admin/common.ts';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../contract/admin/rules.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import {
  categories,
  productImages,
  products,
  productStock,
  productVariants,
  staff,
} from '../../db/schema.ts';
import { columns } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { mediaUrl } from '../../lib/media.ts';
import { staffName } from '../staff/index.ts';

type ProductRecord = typeof products.$inferSelect;

export const PRODUCT_NOT_FOUND = 'Product not found';

const PRODUCT_KEYS = [
  'id',
  'name',
  'slug',
  'sku',
  'status',
  'version',
  'description',
  'price',
  'compare_price',
  'discount_price',
  'image_url',
  'thumbnail_url',
  'category_id',
  'brand',
  'stock_status',
  'room_type',
  'material',
  'color',
  'style',
  'dimensions',
  'weight',
  'care_instructions',
  'warranty',
  'assembly_required',
  'packed_length_cm',
  'packed_width_cm',
  'packed_height_cm',
  'ships_assembled',
  'is_featured',
  'return_days',
  'hsn_code',
  'gst_rate_bp',
  'rating',
  'review_count',
  'created_at',
  'updated_at',
] as const;

const VARIANT_KEYS = ['id', 'name', 'sku', 'price', 'discount_price', 'stock_status', 'sort_order'] as const;
const IMAGE_KEYS = ['id', 'image_url', 'thumbnail_url', 'alt_text', 'is_primary', 'sort_order'] as const;

/** A member of staff as a query reads them: `<prefix>_id`, `<prefix>_first_name` … (all null for nobody). */
export interface StaffColumns {
  id: (typeof staff.$inferSelect)['id'] | null;
  first_name: (typeof staff.$inferSelect)['first_name'] | null;
  last_name: (typeof staff.$inferSelect)['last_name'] | null;
  email: (typeof staff.$inferSelect)['email'] | null;
}
export type Prefixed<P extends string> = { [K in keyof StaffColumns as `${P}_${K}`]: StaffColumns[K] };

/** A SELECT list of the staff member `alias`, read as Prefixed<prefix>. */
export const staffColumns = (alias: string, prefix: string) =>
  sql.raw(
    `${alias}.id AS ${prefix}_id, ${alias}.first_name AS ${prefix}_first_name, ` +
      `${alias}.last_name AS ${prefix}_last_name, ${alias}.email AS ${prefix}_email`,
  );

export const staffRef = (member: StaffColumns): StaffRef | null =>
  member.id
    ? {
        id: member.id,
        name: staffName({ first_name: member.first_name ?? '', last_name: member.last_name ?? '' }),
        email: member.email ?? '',
      }
    : null;

export type ProductRow = Pick<ProductRecord, (typeof PRODUCT_KEYS)[number]> & {
  category_name: (typeof categories.$inferSelect)['name'] | null;
  category_slug: (typeof categories.$inferSelect)['slug'] | null;
  stock_quantity: (typeof productStock.$inferSelect)['quantity'] | null;
  low_stock_threshold: (typeof productStock.$inferSelect)['low_stock_threshold'];
} & Prefixed<'editor'>;
export type VariantRow = Pick<typeof productVariants.$inferSelect, (typeof VARIANT_KEYS)[number]>;
export type ImageRow = Pick<typeof productImages.$inferSelect, (typeof IMAGE_KEYS)[number]>;

export const VARIANT_COLUMNS = columns(productVariants, VARIANT_KEYS);
export const IMAGE_COLUMNS = columns(productImages, IMAGE_KEYS);

export const isProductStatus = (value: string): value is ProductStatus =>
  (PRODUCT_STATUSES as readonly string[]).includes(value);

/** The product's row, or null. `lock` takes the row for the transaction (FOR UPDATE OF p). */
export async function readProductRow(
  executor: Executor,
  id: string,
  lock = false,
): Promise<ProductRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await rowsOf<ProductRow>(
    executor,
    sql`
      SELECT ${columns(products, PRODUCT_KEYS, 'p')}, c.name AS category_name, c.slug AS category_slug,
             ps.quantity AS stock_quantity, ps.low_stock_threshold, ${staffColumns('s', 'editor')}
      FROM products p
      LEFT JOIN categories c ON c.id = p.category_id
      LEFT JOIN product_stock ps ON ps.product_id = p.id
      LEFT JOIN staff s ON s.id = p.updated_by
      WHERE p.id = ${id} ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return row ?? null;
}

export const readVariants = (executor: Executor, productId: string): Promise<VariantRow[]> =>
  rowsOf<VariantRow>(
    executor,
    sql`SELECT ${VARIANT_COLUMNS} FROM product_variants WHERE product_id = ${productId} ORDER BY sort_order, id`,
  );

export const readImages = (executor: Executor, productId: string): Promise<ImageRow[]> =>
  rowsOf<ImageRow>(
    executor,
    sql`SELECT ${IMAGE_COLUMNS} FROM product_images WHERE product_id = ${productId} ORDER BY sort_order, id`,
  );

/** Basis points as the database keeps a GST rate (1800) to per cent as staff read it (18), and back. */
export const gstPercent = (basisPoints: number): number => Number(basisPoints) / 100;
export const gstBasisPoints = (percent: number): number => Math.round(percent * 100);

/** A count as either driver returns it (a number; null stays null). */
export const quantityOf = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

export const toAdminVariant = (row: VariantRow): AdminVariant => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  price: row.price,
  discount_price: row.discount_price,
  stock_status: row.stock_status,
  sort_order: row.sort_order,
});

export const toAdminImage = (row: ImageRow, mediaOrigin: string): AdminImage => ({
  id: row.id,
  image_url: mediaUrl(mediaOrigin, row.image_url)!,
  thumbnail_url: mediaUrl(mediaOrigin, row.thumbnail_url),
  alt_text: row.alt_text,
  is_primary: row.is_primary,
  sort_order: row.sort_order,
});

/** The whole product as the editor shows it; 404 when there is none. */
export async function readAdminProduct(
  executor: Executor,
  id: string,
  mediaOrigin: string,
): Promise<AdminProduct> {
  const row = await readProductRow(executor, id);
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  // Sequential: inside a transaction the statements share one connection anyway.
  const variants = await readVariants(executor, id);
  const images = await readImages(executor, id);
  const specifications = await rowsOf<{ name: string; value: string }>(
    executor,
    sql`SELECT name, value FROM product_specifications WHERE product_id = ${id} ORDER BY sort_order, id`,
  );
  const features = await rowsOf<{ feature: string }>(
    executor,
    sql`SELECT feature FROM product_features WHERE product_id = ${id} ORDER BY sort_order, id`,
  );
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    status: isProductStatus(row.status) ? row.status : 'draft',
    version: row.version,
    description: row.description,
    price: row.price,
    compare_price: row.compare_price,
    discount_price: row.discount_price,
    category:
      row.category_id !== null
        ? { id: row.category_id, name: row.category_name ?? '', slug: row.category_slug ?? '' }
        : null,
    brand: row.brand,
    stock_status: row.stock_status,
    room_type: row.room_type,
    material: row.material,
    color: row.color,
    style: row.style,
    dimensions: row.dimensions,
    weight: row.weight,
    care_instructions: row.care_instructions,
    warranty: row.warranty,
    assembly_required: row.assembly_required,
    packed_length_cm: row.packed_length_cm,
    packed_width_cm: row.packed_width_cm,
    packed_height_cm: row.packed_height_cm,
    ships_assembled: row.ships_assembled,
    is_featured: row.is_featured,
    return_days: row.return_days,
    hsn_code: row.hsn_code,
    gst_rate: gstPercent(row.gst_rate_bp),
    stock_quantity: quantityOf(row.stock_quantity),
    low_stock_threshold: quantityOf(row.low_stock_threshold),
    features: features.map((feature) => feature.feature),
    specifications: specifications.map(({ name, value }) => ({ name, value })),
    variants: variants.map(toAdminVariant),
    images: images.map((image) => toAdminImage(image, mediaOrigin)),
    rating: row.rating,
    review_count: row.review_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    updated_by: staffRef({
      id: row.editor_id,
      first_name: row.editor_first_name,
      last_name: row.editor_last_name,
      email: row.editor_email,
    }),
  };
}

/**
 * The product's business fields as the audit log keeps them: no ratings, no media URLs, no people. The
 * units in stock are those when the entry was made; orders take units off without an entry of their own.
 */
export const auditView = (product: AdminProduct) => ({
  name: product.name,
  slug: product.slug,
  sku: product.sku,
  status: product.status,
  version: product.version,
  description: product.description,
  price: product.price,
  compare_price: product.compare_price,
  discount_price: product.discount_price,
  category_id: product.category?.id ?? null,
  brand: product.brand,
  stock_status: product.stock_status,
  room_type: product.room_type,
  material: product.material,
  color: product.color,
  style: product.style,
  dimensions: product.dimensions,
  weight: product.weight,
  care_instructions: product.care_instructions,
  warranty: product.warranty,
  assembly_required: product.assembly_required,
  packed_length_cm: product.packed_length_cm,
  packed_width_cm: product.packed_width_cm,
  packed_height_cm: product.packed_height_cm,
  ships_assembled: product.ships_assembled,
  is_featured: product.is_featured,
  hsn_code: product.hsn_code,
  gst_rate: product.gst_rate,
  stock_quantity: product.stock_quantity,
  low_stock_threshold: product.low_stock_threshold,
  features: product.features,
  specifications: product.specifications,
  variants: product.variants.map(({ id, name, sku, price, discount_price, stock_status }) => ({
    id,
    name,
    sku,
    price,
    discount_price,
    stock_status,
  })),
});
