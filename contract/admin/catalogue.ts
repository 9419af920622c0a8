// The back office's catalogue: products with their variants, images, specifications and features;
// categories; bulk changes; CSV import and export; review moderation (docs/back-office.md).
import { z } from '../zod.ts';
import { PACKED_SIDE_RANGE } from '../fit-rules.ts';
import {
  IdParamsSchema,
  intParam,
  line,
  optional,
  ORDERS,
  PageInfoSchema,
  PageQuerySchema,
  paragraph,
  requiredLine,
  rupees,
  slug,
  StaffRefSchema,
  uuid,
} from './common.ts';
import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_REVIEW_SORTS,
  BULK_LIMIT,
  GST_RATES_PERCENT,
  PRODUCT_STATUSES,
  STOCK_STATUSES,
} from './rules.ts';

export { IdParamsSchema };

export const ProductStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: `status must be one of ${PRODUCT_STATUSES.join(', ')}`,
});
export const StockStatusValueSchema = z.enum(STOCK_STATUSES, {
  error: `stock_status must be one of ${STOCK_STATUSES.join(', ')}`,
});

/** An HSN code: 4, 6 or 8 digits (decision 122), as the database allows. */
export const HSN_CODE_RE = /^[0-9]{4}([0-9]{2}){0,2}$/;
export const HsnCodeSchema = z
  .string({ error: 'HSN code must be 4, 6 or 8 digits' })
  .trim()
  .regex(HSN_CODE_RE, 'HSN code must be 4, 6 or 8 digits');

const GST_RATE_MESSAGE = `GST rate must be ${GST_RATES_PERCENT.slice(0, -1).join(', ')} or ${GST_RATES_PERCENT.at(-1)} (%)`;
/** A GST rate in per cent, one of those in force. */
export const GstRateSchema = z.literal(GST_RATES_PERCENT, { error: GST_RATE_MESSAGE });

/** The most units on hand a product may have. */
export const MAX_STOCK_QUANTITY = 1_000_000;
const STOCK_QUANTITY_MESSAGE = 'Units in stock must be a whole number from 0 to 10,00,000';
/** Units on hand; null: not counted (made to order). */
export const StockQuantitySchema = z
  .number({ error: STOCK_QUANTITY_MESSAGE })
  .int(STOCK_QUANTITY_MESSAGE)
  .min(0, STOCK_QUANTITY_MESSAGE)
  .max(MAX_STOCK_QUANTITY, STOCK_QUANTITY_MESSAGE)
  .nullable();

/** A side of the shipping box (decision 204): whole centimetres, 1 to 400; the three go together. */
export const packedSideSchema = (label: string) => {
  const message = `${label} must be a whole number of centimetres from ${PACKED_SIDE_RANGE.min} to ${PACKED_SIDE_RANGE.max}.`;
  return z
    .number({ error: message })
    .int(message)
    .min(PACKED_SIDE_RANGE.min, message)
    .max(PACKED_SIDE_RANGE.max, message)
    .nullable();
};

const LOW_STOCK_THRESHOLD_MESSAGE = 'Low-stock threshold must be a whole number from 0 to 10,00,000';
/** Units at or below which a counted product is low on stock (decision 199); null: never reported. */
export const LowStockThresholdSchema = z
  .number({ error: LOW_STOCK_THRESHOLD_MESSAGE })
  .int(LOW_STOCK_THRESHOLD_MESSAGE)
  .min(0, LOW_STOCK_THRESHOLD_MESSAGE)
  .max(MAX_STOCK_QUANTITY, LOW_STOCK_THRESHOLD_MESSAGE)
  .nullable();

// ─── Products ──────────────────────────────────────────────────────────────────────────────────

export const AdminVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  stock_status: z.string(),
  sort_order: z.number().int(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

export const AdminImageSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  is_primary: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminImage = z.infer<typeof AdminImageSchema>;

/** Every field a product page shows, and what the back office needs to edit it safely. */
export const AdminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  status: ProductStatusSchema,
  /** Bumped by every save; a save based on an older version is refused with 409 (ConflictDetails). */
  version: z.number().int(),
  description: z.string().nullable(),
  price: z.number().int(),
  compare_price: z.number().int().nullable(),
  discount_price: z.number().int().nullable(),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  brand: z.string().nullable(),
  stock_status: z.string(),
  room_type: z.string().nullable(),
  material: z.string().nullable(),
  color: z.string().nullable(),
  style: z.string().nullable(),
  dimensions: z.string().nullable(),
  weight: z.string().nullable(),
  care_instructions: z.string().nullable(),
  warranty: z.string().nullable(),
  assembly_required: z.boolean(),
  /** The shipping box in whole centimetres (decision 204): all three or none. */
  packed_length_cm: z.number().int().nullable(),
  packed_width_cm: z.number().int().nullable(),
  packed_height_cm: z.number().int().nullable(),
  /** Arrives assembled; otherwise flat-packed and assembled at the customer's home. */
  ships_assembled: z.boolean(),
  /** Its own return window in days (decision 197): 0 not returnable, null the category's. */
  return_days: z.number().int().nullable(),
  is_featured: z.boolean(),
  /** The HSN code an invoice line names: 4, 6 or 8 digits. */
  hsn_code: z.string(),
  /** The GST rate in per cent: one of GST_RATES_PERCENT. */
  gst_rate: z.number(),
  /** Units on hand that checkout may sell; null: not counted (made to order). Orders take units off. */
  stock_quantity: z.number().int().nullable(),
  /** At or below it the product is low on stock (decision 199); null: never reported. */
  low_stock_threshold: z.number().int().nullable(),
  features: z.array(z.string()),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  variants: z.array(AdminVariantSchema),
  images: z.array(AdminImageSchema),
  rating: z.number(),
  review_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: StaffRefSchema.nullable(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductDataSchema = z.object({ product: AdminProductSchema });

/** A row of the products list. */
export const AdminProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  status: ProductStatusSchema,
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  stock_status: z.string(),
  /** Units on hand; null: not counted. */
  stock_quantity: z.number().int().nullable(),
  is_featured: z.boolean(),
  thumbnail_url: z.string().nullable(),
  variant_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

/** A row of the Low stock list (decision 199): a counted product at or below its threshold. */
export const LowStockRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  status: ProductStatusSchema,
  stock_quantity: z.number().int(),
  low_stock_threshold: z.number().int(),
});
export type LowStockRow = z.infer<typeof LowStockRowSchema>;
export const LowStockDataSchema = z.object({
  products: z.array(LowStockRowSchema),
  pagination: PageInfoSchema,
});

/** GET /admin/products: server-side search, filters, sorting and paging. */
export const AdminProductListQuerySchema = PageQuerySchema.extend({
  search: optional(z.string().trim().max(200, 'search must be at most 200 characters')),
  /** Includes the category's descendants. */
  category_id: optional(uuid('category_id')),
  stock_status: optional(StockStatusValueSchema),
  status: optional(ProductStatusSchema),
  featured: optional(z.enum(['true', 'false'], { error: 'featured must be true or false' })),
  minPrice: optional(intParam('minPrice', 0, 100_000_000)),
  maxPrice: optional(intParam('maxPrice', 0, 100_000_000)),
  sort: optional(
    z.enum(ADMIN_PRODUCT_SORTS, { error: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` }),
  ).default('updated_at'),
  order: optional(z.enum(ORDERS, { error: 'order must be asc or desc' })).default('desc'),
}).refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
  message: 'minPrice must not be greater than maxPrice',
  path: ['minPrice'],
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

export const AdminProductListDataSchema = z.object({
  products: z.array(AdminProductRowSchema),
  pagination: PageInfoSchema,
});

const optionalText = (name: string, max: number) => line(name, max).nullable().optional();

export const VariantInputSchema = z
  .object({
    /** An existing variant keeps its id; a variant without one is new; a stored variant left out is deleted. */
    id: uuid('variants.id').optional(),
    name: requiredLine('Variant name', 120),
    sku: line('Variant SKU', 64).nullable().optional(),
    price: rupees('Variant price'),
    discount_price: rupees('Variant discount price').nullable().optional(),
    stock_status: StockStatusValueSchema,
  })
  .strict();
export type VariantInput = z.infer<typeof VariantInputSchema>;

/** The editable fields of a product; images have calls of their own. */
export const ProductInputSchema = z
  .object({
    name: requiredLine('Name', 200),
    /** Made from the name when left out. A new slug keeps the old address working (a redirect). */
    slug: slug().optional(),
    sku: line('SKU', 64).nullable().optional(),
    description: paragraph('Description', 10_000).nullable().optional(),
    price: rupees('Price'),
    compare_price: rupees('Compare-at price').nullable().optional(),
    discount_price: rupees('Discount price').nullable().optional(),
    category_id: uuid('category_id').nullable().optional(),
    brand: optionalText('Brand', 120),
    stock_status: StockStatusValueSchema,
    room_type: optionalText('Room', 120),
    material: optionalText('Material', 120),
    color: optionalText('Colour', 120),
    style: optionalText('Style', 120),
    dimensions: optionalText('Dimensions', 200),
    weight: optionalText('Weight', 120),
    care_instructions: paragraph('Care instructions', 2000).nullable().optional(),
    warranty: optionalText('Warranty', 200),
    assembly_required: z.boolean({ error: 'assembly_required must be true or false' }).default(false),
    // Left out: a save keeps the stored box (a new product has none) and how it ships (flat-packed).
    packed_length_cm: packedSideSchema('Packed length').optional(),
    packed_width_cm: packedSideSchema('Packed width').optional(),
    packed_height_cm: packedSideSchema('Packed height').optional(),
    ships_assembled: z.boolean({ error: 'ships_assembled must be true or false' }).optional(),
    is_featured: z.boolean({ error: 'is_featured must be true or false' }).default(false),
    features: z.array(requiredLine('Feature', 300)).max(50, 'At most 50 features').default([]),
    specifications: z
      .array(
        z.object({
          name: requiredLine('Specification name', 120),
          value: requiredLine('Specification value', 500),
        }),
      )
      .max(100, 'At most 100 specifications')
      .default([]),
    variants: z.array(VariantInputSchema).max(200, 'At most 200 variants').default([]),
    // Left out: a save keeps the stored value, and a new product gets 9403 at 18 % and is not counted.
    hsn_code: HsnCodeSchema.optional(),
    gst_rate: GstRateSchema.optional(),
    /** null: not counted (made to order); a number: the units on hand from now on. */
    stock_quantity: StockQuantitySchema.optional(),
    /** Left out: kept. A number needs the units counted; null: never reported as low. */
    low_stock_threshold: LowStockThresholdSchema.optional(),
  })
  .strict();
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** POST /admin/products: a new product starts as a draft unless `status` says otherwise. */
export const ProductCreateSchema = ProductInputSchema.extend({
  status: ProductStatusSchema.default('draft'),
}).strict();
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

/** PUT /admin/products/{id}: every field, and the version the edit started from. */
export const ProductUpdateSchema = ProductInputSchema.extend({
  version: z.number({ error: 'version is required' }).int('version must be a whole number'),
}).strict();
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** POST /admin/products/{id}/status: publish, unpublish (back to draft) or archive. */
export const ProductStatusChangeSchema = z
  .object({
    status: ProductStatusSchema,
    version: z.number({ error: 'version is required' }).int('version must be a whole number'),
  })
  .strict();

/** PUT /admin/products/{id}/images: the images in their new order, with alt texts and the primary one. */
export const ImagesUpdateSchema = z
  .object({
    images: z
      .array(
        z
          .object({
            id: uuid('images.id'),
            alt_text: line('Alt text', 300).nullable().optional(),
            is_primary: z.boolean().default(false),
          })
          .strict(),
      )
      .max(30, 'At most 30 images'),
  })
  .strict();
export const ImagesDataSchema = z.object({ images: z.array(AdminImageSchema) });
export const ImageParamsSchema = z.object({ id: uuid('id'), imageId: uuid('imageId') });

/** Image uploads: JPEG, PNG, WebP or AVIF, checked by content, re-encoded; the same limits as avatars. */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const BulkPriceSchema = z
  .object({
    ids: z
      .array(uuid('ids'))
      .min(1, 'Select at least one product')
      .max(BULK_LIMIT, `At most ${BULK_LIMIT} products at once`),
    /** 'percent': +10 raises by 10 %, -15 lowers by 15 %; 'amount': rupees added (or taken off when negative). */
    mode: z.enum(['percent', 'amount'], { error: 'mode must be percent or amount' }),
    value: z
      .number({ error: 'value must be a number' })
      .refine((value) => value !== 0 && Number.isFinite(value), 'value must not be 0'),
  })
  .strict()
  .refine((body) => body.mode !== 'percent' || (body.value >= -90 && body.value <= 500), {
    message: 'A percentage must be between -90 and 500',
    path: ['value'],
  });
export type BulkPrice = z.infer<typeof BulkPriceSchema>;

export const BulkStockSchema = z
  .object({
    ids: z
      .array(uuid('ids'))
      .min(1, 'Select at least one product')
      .max(BULK_LIMIT, `At most ${BULK_LIMIT} products at once`),
    stock_status: StockStatusValueSchema,
  })
  .strict();
export const BulkDataSchema = z.object({ updated: z.number().int() });

// ─── CSV import and export ─────────────────────────────────────────────────────────────────────

export const ImportIssueSchema = z.object({
  /** The CSV line (1 = the header). */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof ImportIssueSchema>;

/** What an import would do, from a dry run; an apply is refused while any error remains. */
export const ImportPlanSchema = z.object({
  rows: z.number().int(),
  products: z.object({ create: z.number().int(), update: z.number().int() }),
  variants: z.object({ create: z.number().int(), update: z.number().int() }),
  errors: z.array(ImportIssueSchema),
  /** True when more errors exist than are listed. */
  errorsTruncated: z.boolean(),
});
export type ImportPlan = z.infer<typeof ImportPlanSchema>;

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export const ImportJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** Rows in the file and rows processed so far. */
  total: z.number().int(),
  processed: z.number().int(),
  plan: ImportPlanSchema.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_by: StaffRefSchema.nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;
export const ImportJobDataSchema = z.object({ job: ImportJobSchema });

/** POST /admin/catalogue/import?mode=…: `dry-run` reports the plan and changes nothing; `apply` queues a job. */
export const IMPORT_MODES = ['dry-run', 'apply'] as const;
export const ImportQuerySchema = z.object({
  mode: z.enum(IMPORT_MODES, { error: `mode must be ${IMPORT_MODES.join(' or ')}` }),
});
/** The largest CSV an import takes (the body limit of that route alone). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;
export const ImportPlanDataSchema = z.object({ plan: ImportPlanSchema });

// ─── Categories ────────────────────────────────────────────────────────────────────────────────

export const AdminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  parent_id: z.string().nullable(),
  sort_order: z.number().int(),
  is_featured: z.boolean(),
  /** Its own return window in days (decision 197): 0 not returnable, null inherits. */
  return_days: z.number().int().nullable(),
  /** Products in the category itself, any status. */
  product_count: z.number().int(),
  updated_at: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoriesDataSchema = z.object({ categories: z.array(AdminCategorySchema) });
export const AdminCategoryDataSchema = z.object({ category: AdminCategorySchema });

/** POST and PUT /admin/categories: a move is a new parent_id; a parent may not become its own descendant. */
export const CategoryInputSchema = z
  .object({
    name: requiredLine('Name', 120),
    slug: slug().optional(),
    description: paragraph('Description', 2000).nullable().optional(),
    parent_id: uuid('parent_id').nullable().optional(),
    is_featured: z.boolean({ error: 'is_featured must be true or false' }).optional(),
  })
  .strict();
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** PUT /admin/categories/order: the children of one parent (null: the top level) in their new order. */
export const CategoryOrderSchema = z
  .object({
    parent_id: uuid('parent_id').nullable(),
    ids: z.array(uuid('ids')).min(1, 'ids must name the categories in order').max(500),
  })
  .strict();

// ─── Reviews ───────────────────────────────────────────────────────────────────────────────────

export const AdminReviewSchema = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  customer_name: z.string().nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  verified_purchase: z.boolean(),
  created_at: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
  hidden_by: StaffRefSchema.nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListQuerySchema = PageQuerySchema.extend({
  visibility: optional(
    z.enum(['visible', 'hidden', 'all'], { error: 'visibility must be visible, hidden or all' }),
  ).default('all'),
  rating: optional(intParam('rating', 1, 5)),
  product_id: optional(uuid('product_id')),
  search: optional(z.string().trim().max(200, 'search must be at most 200 characters')),
  sort: optional(
    z.enum(ADMIN_REVIEW_SORTS, { error: `sort must be one of ${ADMIN_REVIEW_SORTS.join(', ')}` }),
  ).default('created_at'),
  order: optional(z.enum(ORDERS, { error: 'order must be asc or desc' })).default('desc'),
});
export const AdminReviewListDataSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  pagination: PageInfoSchema,
});
export const AdminReviewDataSchema = z.object({ review: AdminReviewSchema });

/** POST /admin/reviews/{id}/hide: the reason is kept with the review and in the audit log. */
export const ReviewHideSchema = z.object({ reason: requiredLine('Reason', 300) }).strict();
