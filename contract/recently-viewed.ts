// Recently viewed products that follow a signed-in customer across devices (docs/compare-and-recently-viewed.md,
// decision 205). The device keeps its own list in localStorage; the account keeps the newest
// RECENTLY_VIEWED_MAX views, and each save merges the two, the newest view of a product winning.
import { isUuid } from './ids.ts';
import { RECENTLY_VIEWED_TOO_MANY } from './recently-viewed-rules.ts';
import { z } from './zod.ts';

export { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_TOO_MANY } from './recently-viewed-rules.ts';

export const RecentlyViewedItemSchema = z.object({
  productId: z.string(),
  /** When the product was last viewed, ISO 8601. */
  viewedAt: z.string(),
});
export type RecentlyViewedItem = z.infer<typeof RecentlyViewedItemSchema>;

/** The account's list, newest first. */
export const RecentlyViewedDataSchema = z.object({ items: z.array(RecentlyViewedItemSchema) });
export type RecentlyViewedData = z.infer<typeof RecentlyViewedDataSchema>;

/**
 * PUT /account/recently-viewed: the device's views, merged into the account's. The list's length is a
 * rule checked after parsing (422), so a list of 100 is read but one of more is refused as malformed.
 */
export const RecentlyViewedBodySchema = z.object(
  {
    items: z
      .array(
        z.object(
          {
            productId: z
              .string({ error: 'items must hold product ids (UUIDs)' })
              .refine(isUuid, 'items must hold product ids (UUIDs)')
              .transform((id) => id.toLowerCase()),
            viewedAt: z.iso.datetime({ offset: true, error: 'items must hold viewedAt as an ISO 8601 time' }),
          },
          { error: 'items must hold objects with productId and viewedAt' },
        ),
        { error: 'items must be a list of viewed products' },
      )
      .max(100, RECENTLY_VIEWED_TOO_MANY),
  },
  { error: 'The body must be a JSON object with items' },
);
export type RecentlyViewedBody = z.infer<typeof RecentlyViewedBodySchema>;
