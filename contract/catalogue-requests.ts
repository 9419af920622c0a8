// Request schemas of the catalogue calls: the API validates and documents its parameters with them, and
// the site types the queries it sends with them. Each message names its parameter, because the API
// returns the first one as the response's `error`.
import { SORT_FIELDS, SORT_ORDERS } from './catalogue.ts';
import { isUuid } from './ids.ts';
import { z } from './zod.ts';

export { isUuid } from './ids.ts';

/** An integer query parameter in [min, max], with a message that names it. */
export const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

const rupees = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of rupees` })
    .min(0, `${name} must not be negative`)
    .max(100_000_000, `${name} is too large`)
    .transform((value) => Math.round(value));

/** Treats `?x=` like an absent parameter, as browsers send empty form fields. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const IdParamsSchema = z.object({ id: z.string().max(64) });
export const SlugParamsSchema = z.object({ slug: z.string().max(200) });
export const CodeParamsSchema = z.object({ code: z.string().max(100) });

export const ProductListQuerySchema = z
  .object({
    category: optional(z.string().max(200, 'category must be at most 200 characters')),
    category_id: optional(z.string().refine(isUuid, 'category_id must be a category id (UUID)')),
    minPrice: optional(rupees('minPrice')),
    maxPrice: optional(rupees('maxPrice')),
    search: optional(z.string().max(200, 'search must be at most 200 characters')),
    sort: optional(z.enum(SORT_FIELDS, { error: `sort must be one of ${SORT_FIELDS.join(', ')}` })).default(
      'name',
    ),
    order: optional(z.enum(SORT_ORDERS, { error: 'order must be asc or desc' })).default('asc'),
    page: optional(intParam('page', 1, 1_000_000)).default(1),
    limit: optional(intParam('limit', 1, 100)).default(20),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
    path: ['minPrice'],
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
/** What a caller of GET /products may send: any subset of the query, the API filling in the defaults. */
export type ProductListParams = Partial<ProductListQuery>;

export const LimitQuerySchema = (defaultLimit: number, max = 50) =>
  z.object({ limit: optional(intParam('limit', 1, max)).default(defaultLimit) });

export const CategoryQuerySchema = z.object({
  category: optional(z.string().max(200, 'category must be at most 200 characters')),
});

export const ReviewListQuerySchema = z.object({
  page: optional(intParam('page', 1, 1_000_000)).default(1),
  limit: optional(intParam('limit', 1, 50)).default(5),
});

export const RecommendationsQuerySchema = z.object({
  limit: optional(intParam('limit', 1, 50)).default(8),
  userId: optional(z.string().max(200)),
});

export const RecentlyViewedQuerySchema = z.object({
  ids: optional(
    z
      .string()
      .max(2000, 'ids is too long')
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .refine((ids) => ids.length <= 20, 'ids may name at most 20 products')
      .refine((ids) => ids.every(isUuid), 'ids must be product ids (UUIDs) separated by commas')
      // A UUID names the same product in any case; the API hands them out in lower case.
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ).default([]),
  limit: optional(intParam('limit', 1, 20)).default(10),
});

/** A UUID, refused with `message` when the text cannot be one, and read in lower case (as the API writes them). */
const uuidParam = (message: string) =>
  z
    .string()
    .refine(isUuid, message)
    .transform((id) => id.toLowerCase());

export const VariantQuerySchema = z.object({
  variantId: optional(uuidParam('variantId must be a variant id (UUID)')),
});

export const PriceQuerySchema = VariantQuerySchema.extend({
  quantity: optional(intParam('quantity', 1, 1000)).default(1),
});

export const CompareBodySchema = z.object(
  {
    productIds: z
      .array(uuidParam('productIds must hold product ids (UUIDs)'), {
        error: 'productIds must be a list of product ids',
      })
      .min(2, 'productIds must name 2 to 4 products')
      .max(4, 'productIds must name 2 to 4 products')
      .refine((ids) => new Set(ids).size === ids.length, 'productIds must not repeat a product'),
  },
  { error: 'The body must be a JSON object with productIds' },
);

export const NotifyBodySchema = z.object(
  {
    email: z
      .string({ error: 'email is required' })
      .trim()
      .max(254, 'email is too long')
      .pipe(z.email('email must be a valid email address')),
    variantId: optional(uuidParam('variantId must be a variant id (UUID)')),
  },
  { error: 'The body must be a JSON object with email' },
);

/** GET /products/notify/confirm: the token of the link e-mailed to confirm a back-in-stock request. */
export const StockAlertConfirmQuerySchema = z.object({
  token: z
    .string({ error: 'token is required: open the link from the e-mail' })
    .min(1, 'token is required: open the link from the e-mail')
    .max(200, 'token is too long'),
});

export const CategoriesQuerySchema = z.object({
  tree: optional(z.enum(['true', 'false', '1', '0'], { error: 'tree must be true or false' })).transform(
    (value) => value === 'true' || value === '1',
  ),
});
