// What a site build needs to decide which product pages to render again: every published product's
// address and a digest of everything its page shows (decision 100). The digest changes when, and only
// when, something on that page changes: the product, its images, variants, specifications, features,
// category, first page of reviews, or the cards of its related products.
import { z } from './zod.ts';

export const BuildIndexEntrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** Opaque; equal digests mean equal pages. */
  digest: z.string(),
  /** When the product itself last changed (ISO 8601): the sitemap's lastmod. */
  updated_at: z.string(),
});
export type BuildIndexEntry = z.infer<typeof BuildIndexEntrySchema>;

export const BuildIndexDataSchema = z.object({ products: z.array(BuildIndexEntrySchema) });
export type BuildIndex = z.infer<typeof BuildIndexDataSchema>;
