// The list's filters and sort keys (the API's names), shared by its route and its screen.
import { ADMIN_CUSTOMER_SORTS } from '@contract/admin/rules.ts';
import type { ListConfigOf } from '../../lib/list-state.ts';

export const CUSTOMERS_LIST = {
  filters: ['search'],
  sorts: ADMIN_CUSTOMER_SORTS,
} as const satisfies ListConfigOf<'/admin/customers'>;
