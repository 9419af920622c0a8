// The products list's filters and sort keys, as GET /admin/products names them. The sort keys come from
// the contract's plain rules; the filters are written out here rather than read from the contract's
// catalogue module, which builds zod schemas as it loads: the route tree is part of the back office's
// first load, and the schemas are not (list-config.test.ts keeps the filters equal to the query's).
import { ADMIN_PRODUCT_SORTS } from '@contract/admin/rules.ts';
import type { ListConfigOf } from '../../lib/list-state.ts';

export const PRODUCT_LIST = {
  filters: ['search', 'category_id', 'stock_status', 'status', 'featured', 'minPrice', 'maxPrice'],
  sorts: ADMIN_PRODUCT_SORTS,
} as const satisfies ListConfigOf<'/admin/products'>;
