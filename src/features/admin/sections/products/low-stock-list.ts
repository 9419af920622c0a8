// The Low stock list's paging (the API's names), shared by its route and its screen.
import type { ListConfigOf } from '../../lib/list-state.ts';

export const LOW_STOCK_LIST = { filters: [], sorts: [] } as const satisfies ListConfigOf<'/admin/stock/low'>;
