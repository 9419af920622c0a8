// The orders list's filters (the API's names), shared by its route and its screen.
import type { ListConfig } from '../../lib/list-state.ts';

export const ORDERS_LIST: ListConfig = { filters: ['status', 'search'], sorts: [] };
