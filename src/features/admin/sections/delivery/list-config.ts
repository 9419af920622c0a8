// The delivery ranges list's filters (the API's names), shared by its route and its screen.
import type { ListConfigOf } from '../../lib/list-state.ts';

export const DELIVERY_LIST = {
  filters: ['pincode', 'zone'],
  sorts: [],
} as const satisfies ListConfigOf<'/admin/delivery/pincodes'>;
