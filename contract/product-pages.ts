// What a site build reads to render product pages in batches (decision 112): for each asked-for
// published product, exactly what its page reads one call at a time otherwise: the product
// (GET /products/:id), its six related products (GET /products/:id/related?limit=6) and its first
// page of five reviews (GET /products/:id/reviews?page=1&limit=5).
import { ProductSchema, ProductSummarySchema, ReviewListDataSchema } from './catalogue.ts';
import { z } from './zod.ts';

/** The most products one request may ask for. */
export const PRODUCT_PAGES_MAX_IDS = 100;
/** Related products and reviews per page, as the product page shows them. */
export const PRODUCT_PAGE_RELATED = 6;
export const PRODUCT_PAGE_REVIEWS = 5;

export const ProductPagesQuerySchema = z.object({
  /** Comma-separated product ids; unknown or unpublished ones are left out of the answer. */
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim().toLowerCase()))].filter(Boolean))
    .pipe(z.array(z.string()).min(1).max(PRODUCT_PAGES_MAX_IDS)),
});

export const ProductPageEntrySchema = z.object({
  product: ProductSchema,
  related: z.array(ProductSummarySchema),
  reviews: ReviewListDataSchema,
});
export type ProductPageEntry = z.infer<typeof ProductPageEntrySchema>;

export const ProductPagesDataSchema = z.object({ pages: z.array(ProductPageEntrySchema) });
export type ProductPages = z.infer<typeof ProductPagesDataSchema>;
