// The list's filters and sort keys (the API's names), shared by its route and its screen.
import { ADMIN_REVIEW_SORTS } from '@contract/admin/rules.ts';
import type { ListConfigOf } from '../../lib/list-state.ts';

export const REVIEWS_LIST = {
  filters: ['visibility', 'rating', 'product_id', 'search'],
  sorts: ADMIN_REVIEW_SORTS,
} as const satisfies ListConfigOf<'/admin/reviews'>;
