// The products list's filters and sort keys, as GET /admin/products names them.
import { ADMIN_PRODUCT_SORTS } from '../../../../../contract/admin/catalogue.ts';

export const PRODUCT_LIST = {
  filters: ['search', 'category_id', 'stock_status', 'status', 'featured', 'minPrice', 'maxPrice'],
  sorts: ADMIN_PRODUCT_SORTS,
} as const;
