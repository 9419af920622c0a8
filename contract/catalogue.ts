// The catalogue contract between the storefront and any interior-design API (docs/catalogue.md for
// the entities, docs/api-contract.md for the calls and the envelope).
// The reference server validates and documents its responses with these schemas, and the site's
// API client types what it reads with them. Money is whole rupees.
import { z } from './zod.ts';

export const StockStatusSchema = z
  .string()
  .describe(
    "'in_stock' can be bought; 'out_of_stock'; any other value (the reference API uses 'on_order') is shown as On Order",
  );

export const CategoryRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const ProductImageSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  is_primary: z.boolean(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

/**
 * A product's option. It has its own list `price` and may have its own `discount_price`; a shopper pays
 * `discount_price` when it is set and below `price`, else `price` (the same rule as a product's, decision
 * 041). A product's discount does not carry over to its variants.
 */
export const ProductVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  /**
   * The variant's sale price, or null. Always sent by the reference API; optional in the type only so that
   * clients written before it existed still compile.
   */
  discount_price: z.number().int().nullable().optional(),
  stock_status: StockStatusSchema,
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

export const SpecificationSchema = z.object({ name: z.string(), value: z.string() });

/** A product as listed: everything a card needs. */
export const ProductSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  compare_price: z.number().int().nullable(),
  discount_price: z.number().int().nullable(),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  category: CategoryRefSchema.nullable(),
  brand: z.string().nullable(),
  stock_status: StockStatusSchema,
  room_type: z.string().nullable(),
  material: z.string().nullable(),
  color: z.string().nullable(),
  style: z.string().nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  is_featured: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** A shipping box, whole centimetres from 1 to 400 (contract/fit-rules.ts). */
export const PackedBoxSchema = z.object({
  length_cm: z.number().int(),
  width_cm: z.number().int(),
  height_cm: z.number().int(),
});

/** A product with every field of the Product entity: what its page shows. */
export const ProductSchema = ProductSummarySchema.extend({
  description: z.string().nullable(),
  dimensions: z.string().nullable(),
  weight: z.string().nullable(),
  care_instructions: z.string().nullable(),
  warranty: z.string().nullable(),
  assembly_required: z.boolean(),
  /** Its shipping box in whole centimetres, what "Will it fit?" checks (decision 204); null: not measured. */
  packed_box: PackedBoxSchema.nullable().optional(),
  /** Whether it arrives assembled; otherwise flat-packed and assembled at the customer's home. */
  ships_assembled: z.boolean().optional(),
  /** Days from delivery it may be returned in; 0 when it is not returnable (decision 197). */
  return_days: z.number().int(),
  features: z.array(z.string()),
  specifications: z.array(SpecificationSchema),
  variants: z.array(ProductVariantSchema),
  images: z.array(ProductImageSchema),
});
export type Product = z.infer<typeof ProductSchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  parent_id: z.string().nullable(),
  /** Products in this category and all of its descendants. */
  product_count: z.number().int(),
  is_featured: z.boolean(),
  sort_order: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export type CategoryNode = Category & { children: CategoryNode[] };
export const CategoryNodeSchema: z.ZodType<CategoryNode> = CategorySchema.extend({
  get children() {
    return z.array(CategoryNodeSchema);
  },
});

export const ReviewSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  customer_name: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
  verified_purchase: z.boolean(),
  helpful_count: z.number().int(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const SORT_FIELDS = ['name', 'price', 'created_at', 'rating'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `{ success, data, message? }`, the envelope of every successful response. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** Every failed response. `error` is a human message naming the field when input was at fault. */
export const ErrorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  isAuthError: z.boolean().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const ProductListDataSchema = z.object({
  products: z.array(ProductSummarySchema),
  pagination: PaginationSchema,
});
export const ProductsDataSchema = z.object({ products: z.array(ProductSummarySchema) });
export const ProductDataSchema = z.object({ product: ProductSchema });
export const CategoriesDataSchema = z.object({ categories: z.array(CategorySchema) });
export const CategoryTreeDataSchema = z.object({ categories: z.array(CategoryNodeSchema) });
export const CategoryDataSchema = z.object({ category: CategorySchema });
export const ReviewListDataSchema = z.object({
  reviews: z.array(ReviewSchema),
  pagination: PaginationSchema,
  averageRating: z.number(),
  totalReviews: z.number().int(),
});

const Counted = z.object({ value: z.string(), count: z.number().int() });
export const ProductFiltersDataSchema = z.object({
  categories: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), count: z.number().int() }),
  ),
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }),
  materials: z.array(Counted),
  colors: z.array(Counted),
  roomTypes: z.array(Counted),
  styles: z.array(Counted),
  brands: z.array(Counted),
});
export type ProductFilters = z.infer<typeof ProductFiltersDataSchema>;

/** Changes whenever any product, category, price, stock state, image, variant or review changes. */
export const CatalogueVersionDataSchema = z.object({
  version: z.string(),
  updatedAt: z.string(),
  products: z.number().int(),
  categories: z.number().int(),
});
export type CatalogueVersion = z.infer<typeof CatalogueVersionDataSchema>;

/**
 * An address a product or category had before its slug changed (`/products/{from}` or
 * `/categories/{from}`), and the slug it has now. The site writes a page at each old address that sends
 * the visitor on (decision 074).
 */
export const SlugRedirectSchema = z.object({
  kind: z.enum(['product', 'category']),
  from: z.string(),
  to: z.string(),
});
export type SlugRedirect = z.infer<typeof SlugRedirectSchema>;
export const RedirectsDataSchema = z.object({ redirects: z.array(SlugRedirectSchema) });

/** The price of one unit of the product, or of the variant asked for, by the rule of decision 041. */
const UnitPriceFields = {
  /** The list price: the variant's price, or the product's. */
  listPrice: z.number().int(),
  /** The sale price of the same (variant's or product's), or null. */
  discount_price: z.number().int().nullable(),
  /** What one unit costs the shopper: `discount_price` when set and below `listPrice`, else `listPrice`. */
  unitPrice: z.number().int(),
};

export const StockDataSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  stock_status: StockStatusSchema,
  inStock: z.boolean(),
  ...UnitPriceFields,
});
export type StockData = z.infer<typeof StockDataSchema>;

export const AvailabilityDataSchema = StockDataSchema.extend({
  available: z.boolean(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
});
export type AvailabilityData = z.infer<typeof AvailabilityDataSchema>;

export const PriceDataSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  quantity: z.number().int(),
  ...UnitPriceFields,
  /** The product's MRP, or null. */
  compare_price: z.number().int().nullable(),
  total: z.number().int(),
  savings: z.number().int(),
  currency: z.literal('INR'),
});
export type PriceData = z.infer<typeof PriceDataSchema>;

export const PriceRangeDataSchema = z.object({ min: z.number().int(), max: z.number().int() });
export const ComparisonDataSchema = z.object({ products: z.array(ProductSchema) });
export const VariantsDataSchema = z.object({ variants: z.array(ProductVariantSchema) });
export const ViewsDataSchema = z.object({ views: z.number().int() });
/**
 * A back-in-stock request was taken (decision 042). The answer is the same whether or not the address
 * had asked before, so `created` is always true; the request counts once the e-mailed link confirms it.
 */
export const StockNotifyDataSchema = z.object({ created: z.boolean(), inStock: z.boolean() });
/** A back-in-stock request confirmed through its e-mailed link. */
export const StockAlertConfirmedDataSchema = z.object({
  confirmed: z.literal(true),
  product: z.object({ id: z.string(), name: z.string(), slug: z.string(), url: z.string() }),
  variant: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type StockAlertConfirmed = z.infer<typeof StockAlertConfirmedDataSchema>;
export const SizeGuideDataSchema = z.object({
  productId: z.string(),
  sizeGuide: z.string().nullable(),
  dimensions: z.string().nullable(),
});
export const CareInstructionsDataSchema = z.object({
  productId: z.string(),
  careInstructions: z.string().nullable(),
  warranty: z.string().nullable(),
});
