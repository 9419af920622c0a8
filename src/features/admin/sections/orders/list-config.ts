// The orders list's filters (the API's names), shared by its route and its screen.
import type { ListConfigOf } from '../../lib/list-state.ts';

export const ORDERS_LIST = {
  filters: ['status', 'search', 'from', 'to'],
  sorts: [],
} as const satisfies ListConfigOf<'/admin/orders'>;
