// The delivery ranges list's filters (the API's names), shared by its route and its screen.
import type { ListConfig } from '../../lib/list-state.ts';

export const DELIVERY_LIST: ListConfig = { filters: ['pincode', 'zone'], sorts: [] };
