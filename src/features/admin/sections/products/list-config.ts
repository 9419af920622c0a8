// The products list's filters and sort keys, as GET /admin/products names them. Written out here rather
// than imported from the contract's catalogue module, which builds zod schemas as it loads: the route
// tree is part of the back office's first load, and the schemas are not (list-config.test.ts keeps the
// two lists equal).
export const PRODUCT_LIST = {
  filters: ['search', 'category_id', 'stock_status', 'status', 'featured', 'minPrice', 'maxPrice'],
  sorts: ['name', 'sku', 'price', 'updated_at', 'created_at'],
} as const;
