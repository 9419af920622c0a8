// The returns list's filters (the API's names), shared by its route and its screen.
import type { ListConfigOf } from '../../lib/list-state.ts';

export const RETURNS_LIST = {
  filters: ['state', 'orderId'],
  sorts: [],
} as const satisfies ListConfigOf<'/admin/returns'>;
