// The category page's first products for the 404 page's lookup, in the category page's default order.
import type { ProductSummary } from '@contract/catalogue.ts';
import { listProducts } from '../../lib/api.ts';

/** The first products of a category (and its descendants), and how many there are in all. */
export const fetchCategoryProducts = async (
  slug: string,
  limit: number,
): Promise<{ products: ProductSummary[]; total: number }> => {
  const data = await listProducts({ category: slug, sort: 'name', order: 'asc', page: 1, limit });
  return { products: data.products, total: data.pagination.total };
};
