// Drizzle schema of the reference API. Committed SQL migrations in ./migrations are generated from
// it (`npm run db:generate`); search triggers, the typo lexicon and the catalogue version live in a
// hand-written migration, because Drizzle cannot express them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { PROJECT_STATUSES } from '../../contract/account.ts';
import { LEAD_STATUSES } from '../../contract/admin/rules.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A column in a hand-written expression: `alias."name"`, or `"name"` inside an index definition. */
const column = (name: string, alias?: string) => sql.raw(alias ? `${alias}."${name}"` : `"${name}"`);

/**
 * What the back office's searches read, in lower case: a lead's name, e-mail and phone; a customer's
 * (whose last name, e-mail and phone may be missing); a project's name and the address it was opened
 * for; a guest order's buyer. Each trigram index is on the very expression, and the queries write it with
 * the same function, so that the index serves them. The indexes are built without GIN's pending list
 * (fastupdate off): these rows are written rarely, and the embedded database has no autovacuum to empty
 * such a list, which every search would otherwise read through.
 */
export const leadSearchText = (alias?: string) =>
  sql`lower(${column('first_name', alias)} || ' ' || ${column('last_name', alias)} || ' ' || ${column('email', alias)} || ' ' || coalesce(${column('phone', alias)}, ''))`;
export const customerSearchText = (alias?: string) =>
  sql`lower(${column('first_name', alias)} || ' ' || coalesce(${column('last_name', alias)}, '') || ' ' || coalesce(${column('email', alias)}, '') || ' ' || coalesce(${column('phone', alias)}, ''))`;
export const guestBuyerSearchText = (alias?: string) =>
  sql`lower(${column('name', alias)} || ' ' || ${column('email', alias)} || ' ' || ${column('phone', alias)})`;
export const projectSearchText = (alias?: string) =>
  sql`lower(${column('project_name', alias)} || ' ' || coalesce(${column('customer_email', alias)}, ''))`;

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
    /** Days from delivery a piece may be returned (decision 197): 0 not returnable, null its parent's. */
    return_days: smallint('return_days'),
    ...timestamps,
  },
  (t) => [
    index('categories_parent_idx').on(t.parent_id, t.sort_order, t.name),
    check('categories_return_days', sql`${t.return_days} IS NULL OR ${t.return_days} BETWEEN 0 AND 90`),
  ],
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
    /** The shipping box in whole centimetres, all three or none (decision 204): what "Will it fit?" checks. */
    packed_length_cm: smallint('packed_length_cm'),
    packed_width_cm: smallint('packed_width_cm'),
    packed_height_cm: smallint('packed_height_cm'),
    /** Whether the piece arrives assembled; otherwise flat-packed and assembled at the customer's home. */
    ships_assembled: boolean('ships_assembled').notNull().default(false),
    /** Overrides its category's return window (decision 197): 0 not returnable, null the category's. */
    return_days: smallint('return_days'),
    is_featured: boolean('is_featured').notNull().default(false),
    rating: real('rating').notNull().default(0),
    review_count: integer('review_count').notNull().default(0),
    search_vector: tsvector('search_vector'),
    /**
     * draft | published | archived (PRODUCT_STATUSES). Only published products exist for the shop and the
     * public API; drafts and archived products are seen in the back office alone (decision 070).
     */
    status: text('status').notNull().default('published'),
    /** Bumped by every save in the back office; a save based on an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /** The goods' HSN code (4 to 8 digits), printed on each invoice line (decision 122). */
    hsn_code: text('hsn_code').notNull().default('9403'),
    /** GST rate in basis points: 1800 is 18 %. Prices include it (decision 123). */
    gst_rate_bp: integer('gst_rate_bp').notNull().default(1800),
    /** The member of staff who saved the product last; null for the seed and other writers. */
    updated_by: uuid('updated_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_compare_price_positive', sql`${t.compare_price} IS NULL OR ${t.compare_price} > 0`),
    check('products_discount_price_positive', sql`${t.discount_price} IS NULL OR ${t.discount_price} > 0`),
    check('products_status', sql`${t.status} IN ('draft', 'published', 'archived')`),
    check('products_hsn_code', sql`${t.hsn_code} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_gst_rate', sql`${t.gst_rate_bp} IN (0, 500, 1800, 4000)`),
    check(
      'products_packed_box',
      sql`((${t.packed_length_cm} IS NULL) = (${t.packed_width_cm} IS NULL) AND (${t.packed_width_cm} IS NULL) = (${t.packed_height_cm} IS NULL)) AND (${t.packed_length_cm} IS NULL OR (${t.packed_length_cm} BETWEEN 1 AND 400 AND ${t.packed_width_cm} BETWEEN 1 AND 400 AND ${t.packed_height_cm} BETWEEN 1 AND 400))`,
    ),
    // The shop's listings read published products only, so their indexes hold nothing else.
    index('products_category_name_idx')
      .on(t.category_id, t.name, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_category_price_idx')
      .on(t.category_id, t.effective_price, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_category_created_idx')
      .on(t.category_id, t.created_at, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_category_rating_idx')
      .on(t.category_id, t.rating, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_shop_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_shop_price_idx')
      .on(t.effective_price, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_shop_created_idx')
      .on(t.created_at, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_rating_idx')
      .on(t.rating, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_featured_idx')
      .on(t.name)
      .where(sql`${t.is_featured} AND ${t.status} = 'published'`),
    index('products_sale_idx')
      .on(t.created_at)
      .where(sql`${t.discount_price} < ${t.price} AND ${t.status} = 'published'`),
    index('products_search_idx')
      .using('gin', t.search_vector)
      .where(sql`${t.status} = 'published'`),
    // The back office lists every product, whatever its status: its sorts, its category filter, and its
    // search of name, SKU and slug (trigrams, so any part of a word is found).
    index('products_name_idx').on(t.name, t.id),
    index('products_price_idx').on(t.effective_price, t.id),
    index('products_created_idx').on(t.created_at, t.id),
    index('products_updated_idx').on(t.updated_at, t.id),
    index('products_category_idx').on(t.category_id, t.updated_at, t.id),
    // Drafts and archived products are few: the status filter of the list finds and counts them here.
    index('products_unpublished_idx')
      .on(t.status, t.updated_at, t.id)
      .where(sql`${t.status} <> 'published'`),
    index('products_admin_search_idx').using(
      'gin',
      sql`(lower(${t.name} || ' ' || coalesce(${t.sku}, '') || ' ' || ${t.slug})) gin_trgm_ops`,
    ),
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
    /**
     * The variant's own sale price. A shopper pays it when it is set and below `price` (decision 041),
     * like a product's discount price; a product's discount does not carry over to its variants.
     */
    discount_price: integer('discount_price'),
    stock_status: text('stock_status').notNull().default('in_stock'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('product_variants_price_positive', sql`${t.price} > 0`),
    check(
      'product_variants_discount_price_positive',
      sql`${t.discount_price} IS NULL OR ${t.discount_price} > 0`,
    ),
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
    /**
     * Set when staff hide the review (decision 077): a hidden review leaves every public list, and the
     * product's rating and review count (kept by triggers) no longer count it.
     */
    hidden_at: timestamp('hidden_at', { withTimezone: true, mode: 'string' }),
    hidden_reason: text('hidden_reason'),
    hidden_by: uuid('hidden_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    index('reviews_product_created_idx').on(t.product_id, t.created_at),
    index('reviews_created_idx').on(t.created_at, t.id),
    // The back office's list sorted by rating (then newest), with the id as the last tiebreak.
    index('reviews_rating_created_idx').on(t.rating, t.created_at, t.id),
    uniqueIndex('reviews_product_customer_uq')
      .on(t.product_id, t.customer_id)
      .where(sql`${t.customer_id} IS NOT NULL`),
    index('reviews_customer_idx')
      .on(t.customer_id, t.created_at)
      .where(sql`${t.customer_id} IS NOT NULL`),
  ],
);

/** Views are counted apart from products so that a page view never changes the catalogue version. */
export const productViews = pgTable(
  'product_views',
  {
    product_id: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    view_count: bigint('view_count', { mode: 'number' }).notNull().default(0),
    last_viewed_at: timestamp('last_viewed_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
  },
  // The back office's dashboard: the most viewed products, read from the top.
  (t) => [index('product_views_count_idx').on(t.view_count.desc(), t.product_id)],
);

/**
 * Who has been counted today: one row per visitor, product and day (India), so a visitor's views of a
 * product count once a day (decision 043). A visitor is a salted hash of client address and browser;
 * neither is stored. Rows of past days are deleted when the day's salt is made.
 */
export const productViewVisitors = pgTable(
  'product_view_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    product_id: uuid('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.product_id] })],
);

/** The random salt of each day's visitor hashes; a day's salt is deleted once the day is over. */
export const viewSalts = pgTable('view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * Back-in-stock requests (decision 042). A request counts only once its address is confirmed through the
 * link e-mailed to it; only a hash of that link's token is kept.
 */
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
    /** sha256 of the confirmation link's token (base64url); replaced when a new link is sent. */
    token_hash: text('token_hash'),
    token_expires_at: timestamp('token_expires_at', { withTimezone: true, mode: 'string' }),
    /** Set when the address owner followed the link; unconfirmed requests are never mailed about stock. */
    confirmed_at: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('stock_notifications_uq').on(
      t.product_id,
      sql`coalesce(${t.variant_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.email})`,
    ),
    uniqueIndex('stock_notifications_token_uq')
      .on(t.token_hash)
      .where(sql`${t.token_hash} IS NOT NULL`),
    index('stock_notifications_due_idx')
      .on(t.product_id)
      .where(sql`${t.confirmed_at} IS NOT NULL AND ${t.notified_at} IS NULL`),
    // A customer's export and erasure find their requests by address.
    index('stock_notifications_email_idx').on(sql`lower(${t.email})`),
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

// ─── Leads and outbox ────────────────────────────────────────────────────────────────────────────
// Consultation requests and contact messages (docs/leads.md), the keys that make a repeated
// submission return its first result, the seat count of each consultation slot, and the durable outbox
// through which every notification leaves. A lead and its notifications are written in one transaction.

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    first_name: text('first_name').notNull(),
    /** Empty when a consultation's full name was one word. */
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    /** E.164 (+ and digits); numbers from before international ones were accepted are +91 and ten digits. */
    phone: text('phone'),
    /** Contact messages: consultation | project_inquiry | support | feedback | other. */
    subject: text('subject'),
    /** The contact message, or the consultation's project details. Stored as the visitor typed it. */
    message: text('message').notNull(),
    service_id: text('service_id'),
    project_type: text('project_type'),
    budget: text('budget'),
    /** The rooms the consultation is about, when it named them (decision 194). */
    rooms: jsonb('rooms'),
    /** The consultation's timeline text as sent ("Preferred: {date} at {time}"). */
    timeline: text('timeline'),
    preferred_date: date('preferred_date', { mode: 'string' }),
    /** 24-hour "HH:MM" in India Standard Time. */
    preferred_time: text('preferred_time'),
    client_ip: text('client_ip'),
    user_agent: text('user_agent'),
    /** Where the shop's staff have got with it (LEAD_STATUSES); every lead starts as new. */
    status: text('status').notNull().default('new'),
    /** The member of staff looking after it, if anyone is. */
    assignee_id: uuid('assignee_id').references((): AnyPgColumn => staff.id),
    /** The design project it became (POST /admin/leads/{id}/convert). */
    project_id: uuid('project_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('leads_kind', sql`${t.kind} IN ('consultation', 'contact', 'callback')`),
    check('leads_status', sql`${t.status} IN (${sql.raw(LEAD_STATUSES.map((s) => `'${s}'`).join(', '))})`),
    check(
      'leads_consultation_fields',
      sql`${t.kind} <> 'consultation' OR (${t.service_id} IS NOT NULL AND ${t.preferred_date} IS NOT NULL AND ${t.preferred_time} IS NOT NULL)`,
    ),
    check('leads_contact_subject', sql`${t.kind} <> 'contact' OR ${t.subject} IS NOT NULL`),
    index('leads_kind_created_idx').on(t.kind, t.created_at),
    index('leads_email_created_idx').on(sql`lower(${t.email})`, t.created_at),
    index('leads_slot_idx')
      .on(t.preferred_date, t.preferred_time)
      .where(sql`${t.kind} = 'consultation'`),
    // The back office's lists: newest first, by status, by assignee, and a search by name, e-mail or phone.
    index('leads_created_idx').on(t.created_at, t.id),
    index('leads_status_created_idx').on(t.status, t.created_at, t.id),
    index('leads_assignee_created_idx').on(t.assignee_id, t.created_at, t.id),
    index('leads_search_idx')
      .using('gin', sql`(${leadSearchText()}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Notes the shop's staff keep on a lead. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    author_id: uuid('author_id').references((): AnyPgColumn => staff.id),
    text: text('text').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_created_idx').on(t.lead_id, t.created_at)],
);

/**
 * Keys of accepted submissions: "idempotency:<Idempotency-Key>" and "payload:<hash of the normalised
 * payload>". The primary key makes two concurrent copies of one submission collide, so only one is
 * stored; an expired key may be claimed again. `lead_id` names the lead written in the same transaction.
 */
export const leadRequests = pgTable(
  'lead_requests',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    request_hash: text('request_hash').notNull(),
    lead_id: uuid('lead_id').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('lead_requests_expires_idx').on(t.expires_at)],
);

/** Seats taken per consultation slot. Booking increments `booked` only while it is below the capacity. */
export const consultationSlots = pgTable(
  'consultation_slots',
  {
    slot_date: date('slot_date', { mode: 'string' }).notNull(),
    /** 24-hour "HH:MM" in India Standard Time. */
    slot_time: text('slot_time').notNull(),
    booked: integer('booked').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.slot_date, t.slot_time] }),
    check('consultation_slots_booked', sql`${t.booked} >= 0`),
  ],
);

/**
 * Notifications waiting to leave, delivered at least once by the outbox worker. `message_id` is the
 * stable Message-ID of the e-mail, repeated on every attempt so that receivers can drop duplicates.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    lead_id: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    message_id: text('message_id').notNull().unique(),
    /** The rendered message: { to, replyTo?, subject, text, html }. */
    payload: jsonb('payload').notNull(),
    /** pending → sent, or dead after the last attempt failed (kept for an operator, never deleted). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    available_at: timestamp('available_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** A worker's lease: while in the future, no other worker claims the row. */
    locked_until: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    locked_by: text('locked_by'),
    last_error: text('last_error'),
    last_attempt_at: timestamp('last_attempt_at', { withTimezone: true, mode: 'string' }),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_status', sql`${t.status} IN ('pending', 'sent', 'dead')`),
    index('outbox_due_idx')
      .on(t.available_at)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_lead_idx').on(t.lead_id),
    // Erasing a customer removes the messages addressed to them.
    index('outbox_to_idx').on(sql`lower(${t.payload}->>'to')`),
  ],
);

// ─── Identity and accounts ───────────────────────────────────────────────────────────────────────
// The embedded OpenID provider's state (local accounts, signing keys, its artefacts and
// password resets) and the customer records the API keeps for every signed-in person, whichever
// provider signed them in: wishlists, design projects with their designers. Everything a sign-in
// needs lives here, so that a restart signs nobody out and any replica can serve any step.

/** People who sign in with the embedded provider. `id` is the subject (`sub`) of their tokens. */
export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed (trimmed); unique without regard to case. */
    email: text('email').notNull(),
    /** argon2id, in PHC string form (parameters travel with the hash). */
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    /** +91 and ten digits. */
    phone: text('phone'),
    email_verified: boolean('email_verified').notNull().default(false),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    /** When every session and token of the account was last ended: access tokens issued before are refused. */
    sessions_ended_at: timestamp('sessions_ended_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('identity_accounts_email_uq').on(sql`lower(${t.email})`)],
);

/**
 * Every artefact of the provider (sessions, grants, interactions, authorization codes, refresh tokens,
 * replay markers …) as the provider's own JSON payload, keyed by model and id. Rows past `expires_at`
 * are never returned and are swept periodically.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grant_id: text('grant_id'),
    /** Sessions are also looked up by their uid. */
    uid: text('uid'),
    user_code: text('user_code'),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
    /** Set once by a conditional update: a second consumer finds it set and the grant is revoked. */
    consumed_at: timestamp('consumed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx')
      .on(t.grant_id)
      .where(sql`${t.grant_id} IS NOT NULL`),
    index('oidc_payloads_uid_idx')
      .on(t.model, t.uid)
      .where(sql`${t.uid} IS NOT NULL`),
    index('oidc_payloads_user_code_idx')
      .on(t.model, t.user_code)
      .where(sql`${t.user_code} IS NOT NULL`),
    index('oidc_payloads_expires_idx').on(t.expires_at),
    // Everything of one account (sessions, grants, tokens), to sign it out everywhere or erase it.
    index('oidc_payloads_account_idx')
      .on(sql`(${t.payload}->>'accountId')`)
      .where(sql`${t.payload}->>'accountId' IS NOT NULL`),
  ],
);

/**
 * Signing keys (`use` = 'sig': a private RS256 JWK) and cookie secrets (`use` = 'cookie'). A key is
 * published as soon as it exists, signs from `activates_at` (so every replica knows it before any token
 * carries it), and stays published after `retired_at` until the tokens it signed have expired.
 */
export const identityKeys = pgTable(
  'identity_keys',
  {
    kid: text('kid').primaryKey(),
    use: text('use').notNull(),
    material: jsonb('material').notNull(),
    activates_at: timestamp('activates_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    retired_at: timestamp('retired_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [check('identity_keys_use', sql`${t.use} IN ('sig', 'cookie')`)],
);

/**
 * One-time password-reset links; only a hash of the token is stored. A request for an address without
 * an account writes a row too, with no account (a token nobody is sent), so that both cost the same.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    account_id: uuid('account_id').references(() => identityAccounts.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('password_resets_account_idx').on(t.account_id),
    index('password_resets_expires_idx').on(t.expires_at),
  ],
);

/**
 * Links that confirm a new account's e-mail address (sent at sign-up, and again when an unconfirmed
 * account signs in with the right password); only a hash of the token is stored. A link may be opened
 * again while it lives: it confirms, nothing more.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    token_hash: text('token_hash').primaryKey(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('email_confirmations_account_idx').on(t.account_id),
    index('email_confirmations_expires_idx').on(t.expires_at),
  ],
);

/**
 * The shop's record of a signed-in person, created the first time the API sees a valid token from
 * (issuer, subject). The profile here is the customer's own to edit; it does not change how they sign in.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    user_type: text('user_type').notNull().default('customer'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    /** Path of the current avatar in media storage (e.g. avatars/<id>-<random>.webp). */
    avatar_key: text('avatar_key'),
    /**
     * The sign-in address the provider has confirmed (lower case), unlike `email`, which the customer
     * edits freely. Projects the shop opened for this address are handed to the customer by it.
     */
    verified_email: text('verified_email'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_issuer_subject_uq').on(t.issuer, t.subject),
    index('customers_verified_email_idx')
      .on(t.verified_email)
      .where(sql`${t.verified_email} IS NOT NULL`),
    // The back office's list: newest first, and a search by name, e-mail or phone.
    index('customers_created_idx').on(t.created_at, t.id),
    // The same list sorted by name.
    index('customers_name_idx').on(t.first_name, t.last_name, t.id),
    index('customers_search_idx')
      .using('gin', sql`(${customerSearchText()}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * The access measures a customer keeps for their delivery address (decision 204), whole centimetres:
 * the narrowest doorway, the lift's cabin (or no lift) and the staircase's width. Erased with them.
 */
export const customerAccessMeasures = pgTable(
  'customer_access_measures',
  {
    customer_id: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    door_width_cm: smallint('door_width_cm'),
    door_height_cm: smallint('door_height_cm'),
    no_lift: boolean('no_lift').notNull().default(false),
    lift_width_cm: smallint('lift_width_cm'),
    lift_depth_cm: smallint('lift_depth_cm'),
    lift_height_cm: smallint('lift_height_cm'),
    stair_width_cm: smallint('stair_width_cm'),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'customer_access_measures_range',
      sql`coalesce(${t.door_width_cm}, 30) BETWEEN 30 AND 400 AND coalesce(${t.door_height_cm}, 30) BETWEEN 30 AND 400 AND coalesce(${t.lift_width_cm}, 30) BETWEEN 30 AND 400 AND coalesce(${t.lift_depth_cm}, 30) BETWEEN 30 AND 400 AND coalesce(${t.lift_height_cm}, 30) BETWEEN 30 AND 400 AND coalesce(${t.stair_width_cm}, 30) BETWEEN 30 AND 400`,
    ),
    check('customer_access_measures_door', sql`(${t.door_width_cm} IS NULL) = (${t.door_height_cm} IS NULL)`),
    check(
      'customer_access_measures_lift',
      sql`(${t.lift_width_cm} IS NULL) = (${t.lift_depth_cm} IS NULL) AND (${t.lift_depth_cm} IS NULL) = (${t.lift_height_cm} IS NULL) AND NOT (${t.no_lift} AND ${t.lift_width_cm} IS NOT NULL)`,
    ),
  ],
);

/**
 * Sign-ins whose customer was erased (decision 155), as a SHA-256 of issuer and subject: the API never
 * makes a customer record for them again, so a token the person still holds finds nothing, and an
 * external provider's account, which the shop cannot delete, stays refused.
 */
export const erasedSignIns = pgTable('erased_sign_ins', {
  digest: text('digest').primaryKey(),
  erased_at: timestamp('erased_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customer_id, t.product_id] }),
    index('wishlist_items_customer_created_idx').on(t.customer_id, t.created_at),
    // The back office's dashboard counts wishlists per product from this index alone.
    index('wishlist_items_product_idx').on(t.product_id),
  ],
);

/** The products a signed-in customer viewed, newest view kept; at most 12 per customer (decision 205). */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewed_at: timestamp('viewed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customer_id, t.product_id] }),
    index('recently_viewed_customer_viewed_idx').on(t.customer_id, t.viewed_at),
    // Deleting a product cascades here: its foreign key is read by this index.
    index('recently_viewed_product_idx').on(t.product_id),
  ],
);

export const designers = pgTable('designers', {
  id: uuid('id').primaryKey().defaultRandom(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull().default(''),
  email: text('email'),
  phone: text('phone'),
  ...timestamps,
});

/**
 * A customer's design project. It opens as an inquiry; staff move it on through PROJECT_STATUSES. The
 * shop may open one for an e-mail address nobody has signed in with yet: it waits, with no customer,
 * until someone signs in with that address confirmed. Erasing a customer keeps their projects as the
 * business's records, with neither customer nor address.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customer_id: uuid('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    /** The address the shop opened it for (lower case); null for a project the customer opened. */
    customer_email: text('customer_email'),
    /** The lead it was made from, if any. */
    lead_id: uuid('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    project_name: text('project_name').notNull(),
    description: text('description'),
    status: text('status').notNull().default('inquiry'),
    /** Whole rupees. */
    budget_min: integer('budget_min'),
    budget_max: integer('budget_max'),
    timeline: text('timeline'),
    /** Where the work is (an order's address shape, decision 191): its state is the quotes' place of supply. */
    site_address: jsonb('site_address'),
    /** The rooms the project is about: its first quote's rooms (decision 194). */
    rooms: jsonb('rooms'),
    assigned_designer_id: uuid('assigned_designer_id').references(() => designers.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    check(
      'projects_status',
      sql`${t.status} IN (${sql.raw(PROJECT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'projects_budget_non_negative',
      sql`coalesce(${t.budget_min}, 0) >= 0 AND coalesce(${t.budget_max}, 0) >= 0`,
    ),
    check(
      'projects_budget_order',
      sql`${t.budget_min} IS NULL OR ${t.budget_max} IS NULL OR ${t.budget_min} <= ${t.budget_max}`,
    ),
    check('projects_customer_or_email', sql`${t.customer_id} IS NOT NULL OR ${t.customer_email} IS NOT NULL`),
    index('projects_customer_created_idx').on(t.customer_id, t.created_at),
    // Projects waiting for their customer's first confirmed sign-in.
    index('projects_waiting_email_idx')
      .on(t.customer_email)
      .where(sql`${t.customer_id} IS NULL`),
    uniqueIndex('projects_lead_uq')
      .on(t.lead_id)
      .where(sql`${t.lead_id} IS NOT NULL`),
    index('projects_created_idx').on(t.created_at, t.id),
    // The back office's list sorted by last change or by name.
    index('projects_updated_idx').on(t.updated_at, t.id),
    index('projects_name_idx').on(t.project_name, t.id),
    index('projects_status_created_idx').on(t.status, t.created_at, t.id),
    index('projects_designer_created_idx').on(t.assigned_designer_id, t.created_at, t.id),
    index('projects_search_idx')
      .using('gin', sql`(${projectSearchText()}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

// ─── Design quotes ───────────────────────────────────────────────────────────────────────────────
// A project's quote in versions (decision 191): a draft the shop edits, sent to the customer, approved
// (and then locked) or superseded by a later version. Every figure is computed on the server from the
// lines (contract/quote-money.ts) and stored with them, so what was sent and approved never moves.

export const designQuotes = pgTable(
  'design_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    version: integer('version').notNull(),
    /** draft | sent | changes_requested | approved | superseded (DESIGN_QUOTE_STATUSES). */
    status: text('status').notNull().default('draft'),
    /** The rooms, in order: each line is in one of them. */
    rooms: jsonb('rooms').notNull(),
    discount_paise: integer('discount_paise').notNull().default(0),
    valid_until: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    /** The site's GST state code when priced; null while the project has no site address. */
    place_of_supply: text('place_of_supply'),
    intra_state: boolean('intra_state').notNull(),
    gross_paise: integer('gross_paise').notNull().default(0),
    discount_total_paise: integer('discount_total_paise').notNull().default(0),
    taxable_paise: integer('taxable_paise').notNull().default(0),
    cgst_paise: integer('cgst_paise').notNull().default(0),
    sgst_paise: integer('sgst_paise').notNull().default(0),
    igst_paise: integer('igst_paise').notNull().default(0),
    total_paise: integer('total_paise').notNull().default(0),
    /** SHA-256 of the content as sent: what the customer's approval confirms. */
    content_digest: text('content_digest'),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    sent_by: uuid('sent_by').references(() => staff.id, { onDelete: 'set null' }),
    changes_requested_at: timestamp('changes_requested_at', { withTimezone: true, mode: 'string' }),
    change_comment: text('change_comment'),
    approved_at: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    approved_by: uuid('approved_by').references(() => customers.id, { onDelete: 'set null' }),
    approved_ip: text('approved_ip'),
    approved_digest: text('approved_digest'),
    ...timestamps,
  },
  (t) => [
    check(
      'design_quotes_status',
      sql`${t.status} IN ('draft', 'sent', 'changes_requested', 'approved', 'superseded')`,
    ),
    check('design_quotes_version', sql`${t.version} > 0`),
    check(
      'design_quotes_amounts',
      sql`${t.total_paise} >= 0 AND ${t.total_paise} = ${t.taxable_paise} + ${t.cgst_paise} + ${t.sgst_paise} + ${t.igst_paise}`,
    ),
    check(
      'design_quotes_sent',
      sql`${t.status} = 'draft' OR (${t.sent_at} IS NOT NULL AND ${t.content_digest} IS NOT NULL)`,
    ),
    check('design_quotes_approved', sql`(${t.approved_at} IS NULL) = (${t.approved_digest} IS NULL)`),
    uniqueIndex('design_quotes_version_uq').on(t.project_id, t.version),
    // At most one draft per project: a new version starts only when the last one was sent.
    uniqueIndex('design_quotes_one_draft_uq')
      .on(t.project_id)
      .where(sql`${t.status} = 'draft'`),
  ],
);

export const designQuoteLines = pgTable(
  'design_quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quote_id: uuid('quote_id')
      .notNull()
      .references(() => designQuotes.id, { onDelete: 'cascade' }),
    /** The line's identity across versions, for what changed since the version before. */
    line_key: uuid('line_key').notNull(),
    position: smallint('position').notNull(),
    room: text('room').notNull(),
    /** product | work | service */
    kind: text('kind').notNull(),
    product_id: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variant_id: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku'),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    quantity_milli: integer('quantity_milli').notNull(),
    unit_paise: integer('unit_paise').notNull(),
    includes_gst: boolean('includes_gst').notNull(),
    gst_rate_bp: integer('gst_rate_bp').notNull(),
    hsn_sac: text('hsn_sac').notNull(),
    material: text('material').notNull().default(''),
    finish: text('finish').notNull().default(''),
    discount_paise: integer('discount_paise').notNull().default(0),
    gross_paise: integer('gross_paise').notNull(),
    quote_discount_paise: integer('quote_discount_paise').notNull(),
    taxable_paise: integer('taxable_paise').notNull(),
    cgst_paise: integer('cgst_paise').notNull(),
    sgst_paise: integer('sgst_paise').notNull(),
    igst_paise: integer('igst_paise').notNull(),
    total_paise: integer('total_paise').notNull(),
  },
  (t) => [
    check('design_quote_lines_kind', sql`${t.kind} IN ('product', 'work', 'service')`),
    check('design_quote_lines_quantity', sql`${t.quantity_milli} > 0`),
    check(
      'design_quote_lines_amounts',
      sql`${t.total_paise} = ${t.taxable_paise} + ${t.cgst_paise} + ${t.sgst_paise} + ${t.igst_paise}`,
    ),
    uniqueIndex('design_quote_lines_position_uq').on(t.quote_id, t.position),
    uniqueIndex('design_quote_lines_key_uq').on(t.quote_id, t.line_key),
  ],
);

/**
 * The payment schedule of a project's approved quote (decision 192): stages scheduled, then due, then
 * paid once, whichever way; a new schedule cancels the stages not yet paid.
 */
export const projectStages = pgTable(
  'project_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    /** The approved version it was scheduled against. */
    quote_id: uuid('quote_id')
      .notNull()
      .references(() => designQuotes.id),
    position: smallint('position').notNull(),
    label: text('label').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    /** scheduled | due | paid | cancelled */
    status: text('status').notNull().default('scheduled'),
    due_on: date('due_on', { mode: 'string' }),
    /** The gateway order the customer pays it through, once opened. */
    gateway_order_id: text('gateway_order_id').unique(),
    paid_at: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    payment_id: uuid('payment_id').references((): AnyPgColumn => moneyMovements.id),
    receipt_id: uuid('receipt_id').references((): AnyPgColumn => taxDocuments.id),
    reminded_at: timestamp('reminded_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    check('project_stages_status', sql`${t.status} IN ('scheduled', 'due', 'paid', 'cancelled', 'refunded')`),
    check('project_stages_amount', sql`${t.amount_paise} > 0`),
    check('project_stages_paid', sql`${t.status} <> 'paid' OR ${t.payment_id} IS NOT NULL`),
    uniqueIndex('project_stages_position_uq')
      .on(t.project_id, t.position)
      .where(sql`${t.status} <> 'cancelled'`),
    index('project_stages_project_idx').on(t.project_id, t.position),
    index('project_stages_due_idx')
      .on(t.due_on)
      .where(sql`${t.status} = 'due'`),
  ],
);

/**
 * A project's site visit (decision 195): offered at two or more times, each with a designer; booked at
 * the one the customer picks (`chosen`); then done, with what was measured, or cancelled.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    /** offered | booked | cancelled | done */
    status: text('status').notNull().default('offered'),
    duration_minutes: integer('duration_minutes').notNull(),
    /** What the shop says with the offer ("Please keep the floor plan handy"). */
    note: text('note'),
    /** [{ room, what, value_mm }] */
    measurements: jsonb('measurements')
      .notNull()
      .default(sql`'[]'::jsonb`),
    notes: text('notes').notNull().default(''),
    reminded_at: timestamp('reminded_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    check('site_visits_status', sql`${t.status} IN ('offered', 'booked', 'cancelled', 'done')`),
    index('site_visits_project_idx').on(t.project_id, t.created_at),
    index('site_visits_reminder_idx')
      .on(t.status)
      .where(sql`${t.status} = 'booked' AND ${t.reminded_at} IS NULL`),
  ],
);

export const siteVisitSlots = pgTable(
  'site_visit_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visit_id: uuid('visit_id')
      .notNull()
      .references(() => siteVisits.id, { onDelete: 'cascade' }),
    designer_id: uuid('designer_id')
      .notNull()
      .references(() => designers.id),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
    chosen: boolean('chosen').notNull().default(false),
  },
  (t) => [
    check('site_visit_slots_span', sql`${t.ends_at} > ${t.starts_at}`),
    index('site_visit_slots_visit_idx').on(t.visit_id, t.starts_at),
    index('site_visit_slots_designer_idx')
      .on(t.designer_id, t.starts_at)
      .where(sql`${t.chosen}`),
    uniqueIndex('site_visit_slots_one_chosen_uq')
      .on(t.visit_id)
      .where(sql`${t.chosen}`),
    // The back office's calendar reads the booked times of a span of days (decision 196).
    index('site_visit_slots_chosen_idx')
      .on(t.starts_at)
      .where(sql`${t.chosen}`),
  ],
);

/**
 * A photo kept on a project (decision 196): taken at a site visit, or the proof of a stage's offline
 * payment. The file is re-encoded and stored through the media storage under an unguessable name;
 * `image` and `thumbnail` are its refs.
 */
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    project_id: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    visit_id: uuid('visit_id').references(() => siteVisits.id),
    /** The offline payment it proves. */
    movement_id: uuid('movement_id').references((): AnyPgColumn => moneyMovements.id),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    uploaded_by: uuid('uploaded_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('project_photos_of_one', sql`(${t.visit_id} IS NULL) <> (${t.movement_id} IS NULL)`),
    index('project_photos_project_idx').on(t.project_id, t.created_at),
    index('project_photos_visit_idx')
      .on(t.visit_id, t.created_at)
      .where(sql`${t.visit_id} IS NOT NULL`),
    uniqueIndex('project_photos_movement_uq')
      .on(t.movement_id)
      .where(sql`${t.movement_id} IS NOT NULL`),
  ],
);

// ─── Rate limits ─────────────────────────────────────────────────────────────────────────────────

/**
 * Attempts per key in a fixed window (server/limits/rate-limits.ts): sign-ins, sign-ups, reset e-mails
 * and writes, counted in the database so that a limit holds across replicas and restarts.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    window_started_at: timestamp('window_started_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    window_seconds: integer('window_seconds').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_idx').on(t.window_started_at)],
);

// ─── Back office ─────────────────────────────────────────────────────────────────────────────────
// Staff who may use /admin, and the audit log of every admin write (decision 050).

/**
 * A member of staff. With the embedded provider `subject` is their identity account's id; with an
 * external provider it is the token's subject. A removed member keeps the row, so the audit log can
 * still name them, but no longer opens the back office.
 */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer'),
    subject: text('subject'),
    /** As typed (trimmed, lower case); unique without regard to case. */
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    role: text('role').notNull(),
    created_by: uuid('created_by'),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'string' }),
    removed_at: timestamp('removed_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    check('staff_role', sql`${t.role} IN ('owner', 'catalogue', 'sales', 'viewer')`),
    uniqueIndex('staff_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('staff_issuer_subject_uq')
      .on(t.issuer, t.subject)
      .where(sql`${t.subject} IS NOT NULL`),
  ],
);

/**
 * Every admin write: who, when, what, and the data before and after. A trigger refuses UPDATE, DELETE
 * and TRUNCATE, so entries can only ever be added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actor_id: uuid('actor_id').references(() => staff.id),
    /** Kept beside the id, so the entry reads the same after the member's e-mail changes. */
    actor_email: text('actor_email'),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actor_id, t.at),
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.at),
    // The back office's list reads newest first (at, then id) with or without a filter on the kind of
    // record (decision 054).
    index('audit_log_at_id_idx').on(t.at, t.id),
    index('audit_log_entity_type_idx').on(t.entity_type, t.at, t.id),
    index('audit_log_entity_id_idx').on(t.entity_id, t.at, t.id),
  ],
);

// ─── Publishing ──────────────────────────────────────────────────────────────────────────────────
// The site builds the rebuilder reports, and the staff's "publish now" requests (decision 053).

/**
 * One site build, as the rebuilder reported it: started (trigger, catalogue version), then finished
 * (outcome, duration, pages, the end of its log). `id` is the rebuilder's build id (its folder name).
 * The live build is the newest that succeeded.
 */
export const siteBuilds = pgTable(
  'site_builds',
  {
    id: text('id').primaryKey(),
    /** start | catalogue | code | publish (BUILD_TRIGGERS). */
    trigger: text('trigger').notNull(),
    /** running | succeeded | failed | timed_out (BUILD_OUTCOMES). */
    outcome: text('outcome').notNull().default('running'),
    catalogue_version: text('catalogue_version'),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    duration_ms: integer('duration_ms'),
    pages: integer('pages'),
    /** The last lines the build printed, secrets taken out by the rebuilder. */
    log: text('log').notNull().default(''),
  },
  (t) => [
    check('site_builds_trigger', sql`${t.trigger} IN ('start', 'catalogue', 'code', 'publish')`),
    check('site_builds_outcome', sql`${t.outcome} IN ('running', 'succeeded', 'failed', 'timed_out')`),
    index('site_builds_started_idx').on(t.started_at, t.id),
    index('site_builds_live_idx')
      .on(t.finished_at, t.id)
      .where(sql`${t.outcome} = 'succeeded'`),
  ],
);

/**
 * "Publish now": a request waits (picked_up_at empty) until a build starts after it, which then
 * carries every change made before it.
 */
export const sitePublishRequests = pgTable(
  'site_publish_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requested_at: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    requested_by: uuid('requested_by').references(() => staff.id),
    picked_up_at: timestamp('picked_up_at', { withTimezone: true, mode: 'string' }),
    build_id: text('build_id'),
  },
  (t) => [
    index('site_publish_requests_pending_idx')
      .on(t.requested_at)
      .where(sql`${t.picked_up_at} IS NULL`),
  ],
);

// ─── Back-office catalogue ───────────────────────────────────────────────────────────────────────
// Old addresses of renamed products and categories, the registry that keeps SKUs unique across
// products and variants, and CSV import jobs with their staged rows (decisions 070–079).

/**
 * An address a product or category had before its slug changed: `/products/{old_slug}` keeps working
 * and sends visitors to the record's current address. A slug taken again by a live record stops being
 * a redirect.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: text('kind').notNull(),
    old_slug: text('old_slug').notNull(),
    /** The product's or category's id (which of the two, `kind` says). */
    target_id: uuid('target_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.old_slug] }),
    check('slug_redirects_kind', sql`${t.kind} IN ('product', 'category')`),
    index('slug_redirects_target_idx').on(t.kind, t.target_id),
  ],
);

/**
 * Every SKU in use, by products and by variants, in lower case: its primary key makes a SKU unique across
 * both tables, without regard to case. Kept by triggers on products and product_variants (decision 071).
 */
export const catalogueSkus = pgTable(
  'catalogue_skus',
  {
    sku_key: text('sku_key').primaryKey(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Set when the SKU is a variant's. */
    variant_id: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
  },
  (t) => [index('catalogue_skus_product_idx').on(t.product_id)],
);

/**
 * A CSV import (decision 075): queued by an apply, run by a worker in the API process that holds a
 * lease (locked_by, locked_until) while it stages the rows and applies them in one transaction. A job
 * whose worker died is taken up again once its lease has run out; none stays "running".
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** queued → running → succeeded | failed. */
    status: text('status').notNull().default('queued'),
    /** The file as uploaded. */
    csv: text('csv').notNull(),
    /** Rows in the file (the header not counted) and rows staged so far. */
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    /** The plan of the dry run made when the job was queued, then the plan of the applied run. */
    plan: jsonb('plan'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    locked_by: text('locked_by'),
    locked_until: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    created_by: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'string' }),
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('import_jobs_status', sql`${t.status} IN ('queued', 'running', 'succeeded', 'failed')`),
    index('import_jobs_due_idx')
      .on(t.created_at)
      .where(sql`${t.status} IN ('queued', 'running')`),
  ],
);

/**
 * The rows of an import job, checked and resolved (target ids, category ids, slugs), waiting to be
 * applied in one set-based transaction. A NULL in a column the file has means "clear" for optional
 * fields and "keep" for the fields that cannot be empty (decision 075).
 */
export const importRows = pgTable(
  'import_rows',
  {
    job_id: uuid('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    /** The CSV line (1 is the header). */
    line: integer('line').notNull(),
    /** product | variant. */
    kind: text('kind').notNull(),
    /** The product or variant the row writes: an existing one, or the id a new one is given. */
    target_id: uuid('target_id').notNull(),
    is_new: boolean('is_new').notNull(),
    /** A variant's product. */
    product_id: uuid('product_id'),
    sku: text('sku').notNull(),
    name: text('name'),
    slug: text('slug'),
    status: text('status'),
    category_id: uuid('category_id'),
    price: integer('price'),
    discount_price: integer('discount_price'),
    compare_price: integer('compare_price'),
    stock_status: text('stock_status'),
    is_featured: boolean('is_featured'),
    brand: text('brand'),
    material: text('material'),
    color: text('color'),
    style: text('style'),
    room_type: text('room_type'),
    dimensions: text('dimensions'),
    weight: text('weight'),
    warranty: text('warranty'),
    care_instructions: text('care_instructions'),
    assembly_required: boolean('assembly_required'),
    description: text('description'),
    features: jsonb('features').$type<string[]>(),
    specifications: jsonb('specifications').$type<{ name: string; value: string }[]>(),
    sort_order: integer('sort_order'),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.line] })],
);

/**
 * Where the shop delivers (decision 120): a range of pincodes (a single pincode is a range of one) with
 * its zone, the delivery days, the installation terms and whether cash on delivery is taken. Ranges may
 * overlap; the narrowest one holding a pincode answers for it, so a metro's range and a one-pincode
 * exception live side by side.
 */
export const deliveryPincodes = pgTable(
  'delivery_pincodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pincode_from: integer('pincode_from').notNull(),
    pincode_to: integer('pincode_to').notNull(),
    zone: text('zone').notNull(),
    delivery_days_min: smallint('delivery_days_min').notNull(),
    delivery_days_max: smallint('delivery_days_max').notNull(),
    /** 'free' | 'paid' | 'none' (INSTALLATION_KINDS). */
    installation: text('installation').notNull(),
    /** Whole rupees, like every price; set exactly when installation is paid. */
    installation_price: integer('installation_price'),
    cod_allowed: boolean('cod_allowed').notNull(),
    ...timestamps,
  },
  (t) => [
    check(
      'delivery_pincodes_range',
      sql`${t.pincode_from} BETWEEN 110000 AND 999999 AND ${t.pincode_to} BETWEEN 110000 AND 999999 AND ${t.pincode_from} <= ${t.pincode_to}`,
    ),
    check(
      'delivery_pincodes_days',
      sql`1 <= ${t.delivery_days_min} AND ${t.delivery_days_min} <= ${t.delivery_days_max} AND ${t.delivery_days_max} <= 60`,
    ),
    check('delivery_pincodes_installation', sql`${t.installation} IN ('free', 'paid', 'none')`),
    check(
      'delivery_pincodes_installation_price',
      sql`(${t.installation} = 'paid') = (${t.installation_price} IS NOT NULL) AND (${t.installation_price} IS NULL OR ${t.installation_price} > 0)`,
    ),
    check('delivery_pincodes_zone', sql`length(${t.zone}) BETWEEN 1 AND 60`),
    /** One row per range; the lookup reads ranges starting at or below the pincode from it. */
    uniqueIndex('delivery_pincodes_range_uq').on(t.pincode_from, t.pincode_to),
    index('delivery_pincodes_to_idx').on(t.pincode_to),
  ],
);

/**
 * The instalment plans staff offer (decision 203): the product page and the cart show "EMI from
 * ₹X/month" from them. A no-cost plan carries no rate. A write bumps the catalogue version (trigger),
 * since the site is built from them.
 */
export const emiPlans = pgTable(
  'emi_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The bank or card as shoppers know it: 'HDFC Bank credit card'. */
    label: text('label').notNull(),
    tenure_months: smallint('tenure_months').notNull(),
    /** A year's rate in basis points (1200 is 12 %); 0 on a no-cost plan. */
    annual_rate_bp: integer('annual_rate_bp').notNull(),
    no_cost: boolean('no_cost').notNull().default(false),
    /** The plan applies to prices at or above this. */
    min_price_paise: integer('min_price_paise').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('emi_plans_tenure', sql`${t.tenure_months} BETWEEN 3 AND 60`),
    check('emi_plans_rate', sql`${t.annual_rate_bp} BETWEEN 0 AND 5000`),
    check('emi_plans_no_cost_rate', sql`NOT ${t.no_cost} OR ${t.annual_rate_bp} = 0`),
    check('emi_plans_min_price', sql`${t.min_price_paise} BETWEEN 0 AND 1000000000`),
    check('emi_plans_label', sql`char_length(${t.label}) BETWEEN 1 AND 80`),
    index('emi_plans_order_idx').on(t.position, t.created_at),
  ],
);

/**
 * A zone's places on one day for one kind of crew (decision 200): 'delivery' (deliveries and pickups
 * share the delivery crews) or 'installation'. A row is made from the zone's weekly default on the first
 * booking of the day, or when staff set the day; `booked` never passes `capacity`, which is the capacity
 * rule every booking meets in one UPDATE.
 */
export const slotCapacity = pgTable(
  'slot_capacity',
  {
    zone: text('zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
    /** Staff set this day; otherwise it follows the zone's weekly default. */
    set_by_staff: boolean('set_by_staff').notNull().default(false),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'slot_capacity_pk', columns: [t.zone, t.day, t.kind] }),
    check('slot_capacity_kind', sql`${t.kind} IN ('delivery', 'installation')`),
    check('slot_capacity_places', sql`${t.capacity} BETWEEN 0 AND 500`),
    check('slot_capacity_booked', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** A zone's places per weekday (0 Sunday … 6 Saturday) and kind, for days staff did not set. */
export const slotCapacityDefaults = pgTable(
  'slot_capacity_defaults',
  {
    zone: text('zone').notNull(),
    weekday: smallint('weekday').notNull(),
    kind: text('kind').notNull(),
    capacity: smallint('capacity').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'slot_capacity_defaults_pk', columns: [t.zone, t.weekday, t.kind] }),
    check('slot_capacity_defaults_kind', sql`${t.kind} IN ('delivery', 'installation')`),
    check('slot_capacity_defaults_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check('slot_capacity_defaults_places', sql`${t.capacity} BETWEEN 0 AND 500`),
  ],
);

/**
 * A day booked for an order's delivery or installation, or a return's pickup (decision 200). A move
 * leaves the old row `moved` and books a new one that `replaces` it; at most one row per order (or
 * return) and purpose is `booked`. A return's bookings name it.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references((): AnyPgColumn => orders.id),
    return_id: uuid('return_id').references((): AnyPgColumn => returns.id),
    /** delivery | installation | pickup */
    purpose: text('purpose').notNull(),
    zone: text('zone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** booked | moved | cancelled | done */
    state: text('state').notNull().default('booked'),
    replaces: uuid('replaces').references((): AnyPgColumn => slotBookings.id),
    ...timestamps,
  },
  (t) => [
    check('slot_bookings_purpose', sql`${t.purpose} IN ('delivery', 'installation', 'pickup')`),
    check('slot_bookings_state', sql`${t.state} IN ('booked', 'moved', 'cancelled', 'done')`),
    // The calendar reads a span of days.
    index('slot_bookings_day_idx')
      .on(t.day, t.zone)
      .where(sql`${t.state} IN ('booked', 'done')`),
    index('slot_bookings_order_idx').on(t.order_id, t.created_at),
    index('slot_bookings_return_idx')
      .on(t.return_id)
      .where(sql`${t.return_id} IS NOT NULL`),
    uniqueIndex('slot_bookings_one_per_order_uq')
      .on(t.order_id, t.purpose)
      .where(sql`${t.state} = 'booked' AND ${t.return_id} IS NULL`),
    uniqueIndex('slot_bookings_one_per_return_uq')
      .on(t.return_id, t.purpose)
      .where(sql`${t.state} = 'booked' AND ${t.return_id} IS NOT NULL`),
  ],
);

// ─── Orders ────────────────────────────────────────────────────────────────────────────────────────
// Checkout's orders (decision 124). Money on an order is in paise and was computed by the server; the
// lines keep what was sold as it was sold (name, HSN code, rate, price), so later catalogue edits never
// change an order or its invoice.

/**
 * An order. `status` follows ORDER_TRANSITIONS. Its link carries an HMAC of its id under the
 * `order_links` secret, which lets whoever holds the confirmation e-mail see it without an account.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the shopper and staff quote: AAN-100001. */
    number: text('number').notNull().unique(),
    customer_id: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** { line1, area, landmark, city, stateCode, pincode } */
    delivery_address: jsonb('delivery_address').notNull(),
    billing_address: jsonb('billing_address').notNull(),
    gstin: text('gstin'),
    /** The GST state code of the delivery address: it decides CGST and SGST or IGST. */
    place_of_supply: text('place_of_supply').notNull(),
    /** pending_payment | placed | confirmed | shipped | delivered | cancelled | refunded (ORDER_STATUSES). */
    status: text('status').notNull(),
    /** cod | online (PAYMENT_METHODS). */
    payment_method: text('payment_method').notNull(),
    /**
     * due | paid | refund_pending | refunded, kept in step with the order's money movements in their
     * transaction: cash on delivery stays due until delivered.
     */
    payment_status: text('payment_status').notNull(),
    taxable_paise: integer('taxable_paise').notNull(),
    cgst_paise: integer('cgst_paise').notNull(),
    sgst_paise: integer('sgst_paise').notNull(),
    igst_paise: integer('igst_paise').notNull(),
    total_paise: integer('total_paise').notNull(),
    /** What coupon codes took off, GST included (decision 202); `total_paise` is after it. */
    discount_paise: integer('discount_paise').notNull().default(0),
    /** A pending online payment holds its stock until then; the worker cancels it afterwards. */
    reserved_until: timestamp('reserved_until', { withTimezone: true, mode: 'string' }),
    gateway_order_id: text('gateway_order_id').unique(),
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    /** The checkout's Idempotency-Key and the hash of the body it came with (decision 124). */
    idempotency_key: text('idempotency_key').unique(),
    request_hash: text('request_hash').notNull(),
    /**
     * When its customer was erased (decision 156): the order keeps only what its invoice must carry,
     * and its link no longer opens it.
     */
    erased_at: timestamp('erased_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    check(
      'orders_status',
      sql`${t.status} IN ('pending_payment', 'placed', 'confirmed', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check('orders_payment_method', sql`${t.payment_method} IN ('cod', 'online')`),
    check('orders_payment_status', sql`${t.payment_status} IN ('due', 'paid', 'refund_pending', 'refunded')`),
    check(
      'orders_amounts',
      sql`${t.total_paise} > 0 AND ${t.total_paise} = ${t.taxable_paise} + ${t.cgst_paise} + ${t.sgst_paise} + ${t.igst_paise}`,
    ),
    index('orders_customer_idx').on(t.customer_id, t.created_at),
    // A first-order-only code asks whether an address has ordered before, signed in or not (decision 202).
    index('orders_any_email_idx').on(sql`lower(${t.email})`),
    index('orders_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.customer_id} IS NULL`),
    index('orders_created_idx').on(t.created_at, t.id),
    index('orders_status_idx').on(t.status, t.created_at, t.id),
    index('orders_reserved_idx')
      .on(t.reserved_until)
      .where(sql`${t.status} = 'pending_payment'`),
    // The back office finds guest buyers by name, e-mail or phone (decision 157).
    index('orders_guest_search_idx')
      .using('gin', sql`(${guestBuyerSearchText()}) gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.customer_id} IS NULL AND ${t.erased_at} IS NULL`),
  ],
);

/**
 * Units on hand that checkout may sell (decision 124); a product without a row is not counted (made to
 * order). Kept apart from `products` so that selling a unit is not a catalogue change: the site is
 * rebuilt only when the last unit goes and the product shows Out of Stock.
 */
export const productStock = pgTable(
  'product_stock',
  {
    product_id: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** At or below it the product is low on stock (decision 199); null: never reported. */
    low_stock_threshold: integer('low_stock_threshold'),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('product_stock_quantity', sql`${t.quantity} >= 0`),
    check(
      'product_stock_low_stock_threshold',
      sql`${t.low_stock_threshold} IS NULL OR ${t.low_stock_threshold} >= 0`,
    ),
    // Only the products at or below their threshold: the Low stock list and its e-mail read this alone.
    index('product_stock_low_idx')
      .on(t.quantity, t.product_id)
      .where(sql`${t.quantity} <= ${t.low_stock_threshold}`),
  ],
);

/** Order numbers: AAN- and the next value. Gaps (a rolled-back checkout) do not matter here. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

/** What an order sold, line by line, as it was sold: goods, and the installation service when charged. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** product | installation */
    kind: text('kind').notNull(),
    product_id: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variant_id: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    variant_name: text('variant_name'),
    /** HSN code of goods, or SAC of a service. */
    hsn_code: text('hsn_code').notNull(),
    gst_rate_bp: integer('gst_rate_bp').notNull(),
    /** Whole rupees, GST included: what the shop asked for one unit. */
    unit_price: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    taxable_paise: integer('taxable_paise').notNull(),
    cgst_paise: integer('cgst_paise').notNull(),
    sgst_paise: integer('sgst_paise').notNull(),
    igst_paise: integer('igst_paise').notNull(),
    /** Its share of the order's coupon discount, GST included (decision 202); `amount_paise` is after it. */
    discount_paise: integer('discount_paise').notNull().default(0),
    /** The return window it was sold with (decision 197); null for lines sold before windows were kept. */
    return_days: smallint('return_days'),
  },
  (t) => [
    check('order_lines_kind', sql`${t.kind} IN ('product', 'installation')`),
    check('order_lines_quantity', sql`${t.quantity} > 0`),
    uniqueIndex('order_lines_position_uq').on(t.order_id, t.position),
    index('order_lines_product_idx').on(t.product_id),
  ],
);

/** An order's history: every status it entered, when, by whom, with a note (carrier and tracking). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** shopper | staff | gateway | system */
    actor: text('actor').notNull(),
    staff_id: uuid('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    note: text('note'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.order_id, t.created_at),
    // A day's shipments, for the dispatch's batch of invoices (decision 199).
    index('order_events_shipped_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'shipped'`),
  ],
);

/**
 * An order's delivery challan (Rule 55 of the CGST Rules, decision 199): numbered once, when first
 * printed, in its own consecutive series per financial year ("DC/26-27/000001") from the counters of the
 * tax documents; a reprint shows the same number. Not a tax document: GSTR-1 does not read it.
 */
export const deliveryChallans = pgTable(
  'delivery_challans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    financial_year: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull(),
    issued_on: date('issued_on', { mode: 'string' }).notNull(),
    issued_by: uuid('issued_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique('delivery_challans_order_uq').on(t.order_id),
    unique('delivery_challans_number_uq').on(t.number),
    check('delivery_challans_serial', sql`${t.serial} > 0`),
    uniqueIndex('delivery_challans_series_uq').on(t.financial_year, t.serial),
  ],
);

/** Secrets the API makes for itself on first start and every replica shares (the order links' key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

// ─── Tax documents ──────────────────────────────────────────────────────────────────────────────────
// Every GST document the shop issues (decision 162): tax invoices, credit notes against them, receipt
// and refund vouchers. Each keeps what it prints and what a GST return reads, so it never changes when
// its order does; GSTR-1 reads these rows alone.

/**
 * One document, numbered in its kind's series for its financial year ("AAN/26-27/000001",
 * "CN/26-27/000001") from `tax_document_counters`, in the transaction that issues it.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** invoice | credit_note | receipt_voucher | refund_voucher (TAX_DOCUMENT_KINDS). */
    kind: text('kind').notNull(),
    /** "2026-27": April to March, by the date of issue in India. */
    financial_year: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    number: text('number').notNull().unique(),
    issued_on: date('issued_on', { mode: 'string' }).notNull(),
    order_id: uuid('order_id').references(() => orders.id),
    /** The design project it is issued for: a receipt voucher, invoice or refund voucher (decision 192). */
    project_id: uuid('project_id').references((): AnyPgColumn => projects.id),
    /** What it is issued against: a credit note's invoice. */
    references_id: uuid('references_id').references((): AnyPgColumn => taxDocuments.id),
    reason: text('reason'),
    buyer_name: text('buyer_name').notNull(),
    buyer_gstin: text('buyer_gstin'),
    /** The GST state code of the place of supply. */
    place_of_supply: text('place_of_supply').notNull(),
    /** What it prints besides its lines: { orderNumber, paymentMethod, phone, billing, delivery }. */
    particulars: jsonb('particulars').notNull(),
    taxable_paise: integer('taxable_paise').notNull(),
    cgst_paise: integer('cgst_paise').notNull(),
    sgst_paise: integer('sgst_paise').notNull(),
    igst_paise: integer('igst_paise').notNull(),
    total_paise: integer('total_paise').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'tax_documents_kind',
      sql`${t.kind} IN ('invoice', 'credit_note', 'receipt_voucher', 'refund_voucher')`,
    ),
    check('tax_documents_serial', sql`${t.serial} > 0`),
    check(
      'tax_documents_amounts',
      sql`${t.total_paise} >= 0 AND ${t.total_paise} = ${t.taxable_paise} + ${t.cgst_paise} + ${t.sgst_paise} + ${t.igst_paise}`,
    ),
    check(
      'tax_documents_credit_note_references',
      sql`${t.kind} <> 'credit_note' OR ${t.references_id} IS NOT NULL`,
    ),
    uniqueIndex('tax_documents_series_uq').on(t.kind, t.financial_year, t.serial),
    index('tax_documents_order_idx').on(t.order_id),
    index('tax_documents_project_idx').on(t.project_id),
    index('tax_documents_references_idx').on(t.references_id),
    index('tax_documents_issued_idx').on(t.issued_on, t.kind),
    /** GSTR-1's keyset pages over a period (decision 198). */
    index('tax_documents_period_idx').on(t.issued_on, t.id),
  ],
);

/** A document's lines: what GSTR-1's rate-wise and HSN-wise tables add up. */
export const taxDocumentLines = pgTable(
  'tax_document_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    document_id: uuid('document_id')
      .notNull()
      .references(() => taxDocuments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    /** HSN code of goods, or SAC of a service. */
    hsn_code: text('hsn_code').notNull(),
    quantity: integer('quantity').notNull(),
    /** One unit, GST included. */
    unit_price_paise: integer('unit_price_paise').notNull(),
    gst_rate_bp: integer('gst_rate_bp').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    taxable_paise: integer('taxable_paise').notNull(),
    cgst_paise: integer('cgst_paise').notNull(),
    sgst_paise: integer('sgst_paise').notNull(),
    igst_paise: integer('igst_paise').notNull(),
    /** The coupon discount inside the line, GST included (decision 202): printed as "less discount". */
    discount_paise: integer('discount_paise').notNull().default(0),
  },
  (t) => [
    check('tax_document_lines_quantity', sql`${t.quantity} > 0`),
    check(
      'tax_document_lines_amounts',
      sql`${t.amount_paise} = ${t.taxable_paise} + ${t.cgst_paise} + ${t.sgst_paise} + ${t.igst_paise}`,
    ),
    uniqueIndex('tax_document_lines_position_uq').on(t.document_id, t.position),
  ],
);

/**
 * The last serial issued in each series: one row per kind and financial year. Issuing a document
 * increments its row in the issuing transaction, so serials are consecutive and a rollback leaves no gap.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text('kind').notNull(),
    financial_year: text('financial_year').notNull(),
    last_serial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financial_year] })],
);

// ─── Money movements ───────────────────────────────────────────────────────────────────────────────
// Every rupee in or out (decision 163): an order's payment, its refunds; later a project's stages and
// offline receipts. Each is one row with its source, method, gateway reference and state, and is
// applied once whatever is retried.

export const moneyMovements = pgTable(
  'money_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** payment (money in) | refund (money out). */
    kind: text('kind').notNull(),
    /** pending | succeeded | failed */
    state: text('state').notNull(),
    /** What the money is for: an order. */
    source: text('source').notNull(),
    order_id: uuid('order_id').references(() => orders.id),
    /** A design project's payment stage, for source project_stage (decision 192). */
    stage_id: uuid('stage_id').references((): AnyPgColumn => projectStages.id),
    /** The member who recorded an offline payment. */
    recorded_by: uuid('recorded_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    /** The payment a refund gives back. */
    refund_of: uuid('refund_of').references((): AnyPgColumn => moneyMovements.id),
    /** razorpay | cash_on_delivery */
    method: text('method').notNull(),
    amount_paise: integer('amount_paise').notNull(),
    /** The return whose refund it is (decision 197). */
    return_id: uuid('return_id').references((): AnyPgColumn => returns.id),
    /** The gateway's id (pay_…, rfnd_…): unique, so a movement reported twice is recorded once. */
    gateway_reference: text('gateway_reference').unique(),
    failure_reason: text('failure_reason'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When it succeeded or failed. */
    settled_at: timestamp('settled_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('money_movements_kind', sql`${t.kind} IN ('payment', 'refund')`),
    check('money_movements_state', sql`${t.state} IN ('pending', 'succeeded', 'failed')`),
    check('money_movements_source', sql`${t.source} IN ('order', 'project_stage')`),
    check('money_movements_stage', sql`${t.source} <> 'project_stage' OR ${t.stage_id} IS NOT NULL`),
    check('money_movements_order', sql`${t.source} <> 'order' OR ${t.order_id} IS NOT NULL`),
    check(
      'money_movements_method',
      sql`${t.method} IN ('razorpay', 'cash_on_delivery', 'bank_transfer', 'upi', 'cheque', 'cash')`,
    ),
    check('money_movements_amount', sql`${t.amount_paise} > 0`),
    check('money_movements_refund_of', sql`(${t.kind} = 'refund') = (${t.refund_of} IS NOT NULL)`),
    index('money_movements_order_idx').on(t.order_id, t.created_at),
    index('money_movements_refund_of_idx').on(t.refund_of),
    index('money_movements_stage_idx').on(t.stage_id, t.created_at),
    index('money_movements_return_idx')
      .on(t.return_id)
      .where(sql`${t.return_id} IS NOT NULL`),
    index('money_movements_pending_idx')
      .on(t.updated_at)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * What staff must look at about an order's money: a payment that could not be applied, a refund that
 * failed, an order that could not be reconciled. Repeats of an open alert count `failures`; it is shown
 * and e-mailed once `raised_at` is set, and closed when what caused it is settled.
 */
export const paymentAlerts = pgTable(
  'payment_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** payment_not_applied | refund_failed | reconcile_failed */
    kind: text('kind').notNull(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway's payment or refund id it is about; '' for the order as a whole. */
    reference: text('reference').notNull().default(''),
    detail: text('detail').notNull(),
    failures: integer('failures').notNull().default(1),
    first_at: timestamp('first_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    last_at: timestamp('last_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    raised_at: timestamp('raised_at', { withTimezone: true, mode: 'string' }),
    resolved_at: timestamp('resolved_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check(
      'payment_alerts_kind',
      sql`${t.kind} IN ('payment_not_applied', 'refund_failed', 'reconcile_failed')`,
    ),
    uniqueIndex('payment_alerts_open_uq')
      .on(t.kind, t.order_id, t.reference)
      .where(sql`${t.resolved_at} IS NULL`),
    index('payment_alerts_raised_idx')
      .on(t.raised_at)
      .where(sql`${t.resolved_at} IS NULL AND ${t.raised_at} IS NOT NULL`),
  ],
);

/**
 * Razorpay's webhook deliveries already handled, by their X-Razorpay-Event-Id (decision 164): a retry of
 * one is acknowledged without being handled again. Kept for a week, longer than Razorpay retries.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    event_id: text('event_id').primaryKey(),
    event: text('event').notNull(),
    received_at: timestamp('received_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_received_idx').on(t.received_at)],
);

// ─── Returns ───────────────────────────────────────────────────────────────────────────────────────

/** Return numbers: RET- and the next value. */
export const returnNumbers = pgSequence('return_numbers', { startWith: 100001 });

/**
 * A request to return or replace lines of a delivered order (decision 197), and what staff did with it:
 * approved or rejected, collected, inspected, refunded with a kept-back deduction and a credit note, or
 * replaced by a shipment at no charge.
 */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** return | replacement */
    kind: text('kind').notNull(),
    /** requested | approved | rejected | collected | inspected | refunded | replacement_sent | closed */
    state: text('state').notNull(),
    /** One of RETURN_REASONS. */
    reason: text('reason').notNull(),
    comment: text('comment'),
    /** customer | guest | staff | delivery (damage reported at delivery) */
    requested_by: text('requested_by').notNull(),
    pickup_on: date('pickup_on', { mode: 'string' }),
    /** Why it was rejected, or staff's note on approval. */
    decision_note: text('decision_note'),
    condition_notes: text('condition_notes'),
    deduction_paise: integer('deduction_paise').notNull().default(0),
    deduction_reason: text('deduction_reason'),
    refund_paise: integer('refund_paise'),
    credit_note_id: uuid('credit_note_id').references(() => taxDocuments.id),
    ...timestamps,
  },
  (t) => [
    unique('returns_number_uq').on(t.number),
    check('returns_kind', sql`${t.kind} IN ('return', 'replacement')`),
    check(
      'returns_state',
      sql`${t.state} IN ('requested', 'approved', 'rejected', 'collected', 'inspected', 'refunded', 'replacement_sent', 'closed')`,
    ),
    check('returns_requested_by', sql`${t.requested_by} IN ('customer', 'guest', 'staff', 'delivery')`),
    check(
      'returns_deduction',
      sql`${t.deduction_paise} >= 0 AND (${t.refund_paise} IS NULL OR ${t.refund_paise} >= 0)`,
    ),
    index('returns_order_idx').on(t.order_id, t.created_at),
    index('returns_state_idx').on(t.state, t.created_at),
  ],
);

/** The units of one order line a return asks for, and what became of them after inspection. */
export const returnLines = pgTable(
  'return_lines',
  {
    return_id: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    order_line_id: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    restocked: integer('restocked').notNull().default(0),
    written_off: integer('written_off').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'return_lines_pk', columns: [t.return_id, t.order_line_id] }),
    check(
      'return_lines_quantity',
      sql`${t.quantity} > 0 AND ${t.restocked} >= 0 AND ${t.written_off} >= 0 AND ${t.restocked} + ${t.written_off} <= ${t.quantity}`,
    ),
    index('return_lines_line_idx').on(t.order_line_id),
  ],
);

/** The customer's photos of what they return, re-encoded and stored under unguessable names. */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    return_id: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('return_photos_return_idx').on(t.return_id, t.created_at)],
);

// ─── The cart that follows the account, its reminders, and consent (decision 207) ────────────────

/**
 * What a customer agreed to be sent, append-only: the latest row of a (customer, channel, purpose) is
 * its state; nothing is updated or deleted but with the customer.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** email | sms | whatsapp (CONSENT_CHANNELS). */
    channel: text('channel').notNull(),
    /** cart_reminders | offers (CONSENT_PURPOSES). */
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    /** profile | checkout | unsubscribe_link (CONSENT_SOURCES). */
    source: text('source').notNull(),
    recorded_at: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    check('consents_channel', sql`${t.channel} IN ('email', 'sms', 'whatsapp')`),
    check('consents_purpose', sql`${t.purpose} IN ('cart_reminders', 'offers')`),
    check('consents_source', sql`${t.source} IN ('profile', 'checkout', 'unsubscribe_link')`),
    index('consents_current_idx').on(t.customer_id, t.channel, t.purpose, t.recorded_at.desc()),
  ],
);

/** A signed-in customer's cart: one per customer, its lines in `cart_lines`. */
export const carts = pgTable(
  'carts',
  {
    customer_id: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    line_count: smallint('line_count').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When this state of the cart was reminded of; a change of the cart empties it. */
    reminded_at: timestamp('reminded_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('carts_line_count', sql`${t.line_count} >= 0`),
    // The abandoned-cart scan reads only carts still due a reminder.
    index('carts_reminder_due_idx')
      .on(t.updated_at)
      .where(sql`${t.reminded_at} IS NULL AND ${t.line_count} > 0`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => carts.customer_id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variant_id: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
  },
  (t) => [
    primaryKey({ name: 'cart_lines_pk', columns: [t.customer_id, t.position] }),
    check('cart_lines_quantity', sql`${t.quantity} >= 1`),
    index('cart_lines_product_idx').on(t.product_id),
  ],
);

/** Each reminder sent, once per state of a cart; its id is the outbox message's. */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid('id').primaryKey(),
    customer_id: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cart_updated_at: timestamp('cart_updated_at', { withTimezone: true, mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_reminders_cart_uq').on(t.customer_id, t.cart_updated_at),
    index('cart_reminders_sent_idx').on(t.sent_at),
  ],
);

/**
 * Coupon codes (decision 202): the terms staff set. A code is unique whatever its case; `uses` counts the
 * orders holding it now and never passes `max_uses`, which the database keeps.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** percent | flat */
    kind: text('kind').notNull(),
    /** Per cent off, or whole rupees off. */
    value: integer('value').notNull(),
    /** A per-cent code's largest discount, whole rupees. */
    max_discount: integer('max_discount'),
    /** The code applies to orders above this, whole rupees. */
    min_order: integer('min_order').notNull().default(0),
    /** all | categories (with their sub-categories) | products */
    scope: text('scope').notNull().default('all'),
    category_ids: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    product_ids: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** First and last day of use, in India. */
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
    max_uses: integer('max_uses'),
    per_customer_max: integer('per_customer_max'),
    first_order_only: boolean('first_order_only').notNull().default(false),
    combinable: boolean('combinable').notNull().default(false),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    discount_given_paise: bigint('discount_given_paise', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('coupons_kind', sql`${t.kind} IN ('percent', 'flat')`),
    check('coupons_scope', sql`${t.scope} IN ('all', 'categories', 'products')`),
    check('coupons_value', sql`${t.value} > 0 AND (${t.kind} = 'flat' OR ${t.value} <= 90)`),
    check('coupons_uses', sql`${t.uses} >= 0 AND (${t.max_uses} IS NULL OR ${t.uses} <= ${t.max_uses})`),
    check('coupons_given', sql`${t.discount_given_paise} >= 0`),
    uniqueIndex('coupons_code_uq').on(sql`upper(${t.code})`),
    index('coupons_created_idx').on(t.created_at, t.id),
  ],
);

/** One row per order that used a code; a cancelled order's row is released and its use given back. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coupon_id: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    discount_paise: integer('discount_paise').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    released_at: timestamp('released_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('coupon_redemptions_discount', sql`${t.discount_paise} >= 0`),
    uniqueIndex('coupon_redemptions_order_uq').on(t.order_id, t.coupon_id),
    index('coupon_redemptions_customer_idx')
      .on(t.coupon_id, t.customer_id)
      .where(sql`${t.released_at} IS NULL`),
    index('coupon_redemptions_email_idx')
      .on(t.coupon_id, sql`lower(${t.email})`)
      .where(sql`${t.released_at} IS NULL`),
  ],
);
