// Drizzle schema of the reference API. Committed SQL migrations in ./migrations are generated from
// it (`npm run db:generate`); search triggers, the typo lexicon and the catalogue version live in a
// hand-written migration, because Drizzle cannot express them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    image_url: text('image_url'),
    parent_id: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    is_featured: boolean('is_featured').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('categories_parent_idx').on(t.parent_id, t.sort_order, t.name)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').unique(),
    description: text('description'),
    price: integer('price').notNull(),
    compare_price: integer('compare_price'),
    discount_price: integer('discount_price'),
    /** The price a shopper pays: the discount price when it is below the price. Filters and sorts use it. */
    effective_price: integer('effective_price').generatedAlwaysAs(
      sql`CASE WHEN discount_price IS NOT NULL AND discount_price < price THEN discount_price ELSE price END`,
    ),
    image_url: text('image_url'),
    thumbnail_url: text('thumbnail_url'),
    category_id: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brand: text('brand'),
    stock_status: text('stock_status').notNull().default('in_stock'),
    room_type: text('room_type'),
    material: text('material'),
    dimensions: text('dimensions'),
    weight: text('weight'),
    color: text('color'),
    style: text('style'),
    care_instructions: text('care_instructions'),
    warranty: text('warranty'),
    size_guide: text('size_guide'),
    assembly_required: boolean('assembly_required').notNull().default(false),
    is_featured: boolean('is_featured').notNull().default(false),
    rating: real('rating').notNull().default(0),
    review_count: integer('review_count').notNull().default(0),
    search_vector: tsvector('search_vector'),
    ...timestamps,
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_compare_price_positive', sql`${t.compare_price} IS NULL OR ${t.compare_price} > 0`),
    check('products_discount_price_positive', sql`${t.discount_price} IS NULL OR ${t.discount_price} > 0`),
    index('products_category_name_idx').on(t.category_id, t.name, t.id),
    index('products_category_price_idx').on(t.category_id, t.effective_price, t.id),
    index('products_category_created_idx').on(t.category_id, t.created_at, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_price_idx').on(t.effective_price, t.id),
    index('products_created_idx').on(t.created_at, t.id),
    index('products_rating_idx').on(t.rating, t.id),
    index('products_featured_idx')
      .on(t.name)
      .where(sql`${t.is_featured}`),
    index('products_sale_idx')
      .on(t.created_at)
      .where(sql`${t.discount_price} < ${t.price}`),
    index('products_category_rating_idx').on(t.category_id, t.rating, t.id),
    index('products_search_idx').using('gin', t.search_vector),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    thumbnail_url: text('thumbnail_url'),
    alt_text: text('alt_text'),
    is_primary: boolean('is_primary').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.product_id, t.sort_order)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sku: text('sku').unique(),
    price: integer('price').notNull(),
    stock_status: text('stock_status').notNull().default('in_stock'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('product_variants_price_positive', sql`${t.price} > 0`),
    index('product_variants_product_idx').on(t.product_id, t.sort_order),
  ],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_specifications_product_idx').on(t.product_id, t.sort_order)],
);

export const productFeatures = pgTable(
  'product_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_features_product_idx').on(t.product_id, t.sort_order)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Set for reviews written by a signed-in customer; seeded reviews have none. */
    customer_id: uuid('customer_id'),
    customer_name: text('customer_name'),
    rating: smallint('rating').notNull(),
    title: text('title'),
    comment: text('comment'),
    verified_purchase: boolean('verified_purchase').notNull().default(false),
    helpful_count: integer('helpful_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_product_created_idx').on(t.product_id, t.created_at),
    uniqueIndex('reviews_product_customer_uq')
      .on(t.product_id, t.customer_id)
      .where(sql`${t.customer_id} IS NOT NULL`),
  ],
);

/** Views are counted apart from products so that a page view never changes the catalogue version. */
export const productViews = pgTable('product_views', {
  product_id: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  view_count: bigint('view_count', { mode: 'number' }).notNull().default(0),
  last_viewed_at: timestamp('last_viewed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant_id: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    notified_at: timestamp('notified_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_notifications_uq').on(
      t.product_id,
      sql`coalesce(${t.variant_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.email})`,
    ),
  ],
);

/** Distinct lexemes of the catalogue's search vectors: typos are corrected against this small table. */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  ],
);

/** One row. `version` is bumped by triggers on every catalogue write (see the catalogue migration). */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
