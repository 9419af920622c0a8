// The coupons list's search (the API's name), shared by its route and its screen. No sort keys: the API
// lists codes newest first.
import type { ListConfigOf } from '../../lib/list-state.ts';

export const COUPONS_LIST = {
  filters: ['q'],
  sorts: [],
} as const satisfies ListConfigOf<'/admin/coupons'>;
