// The category reads of the 404 page's lookup, on the product islands' plain typed fetches.
import type { Category, ProductSummary } from '../../../contract/catalogue.ts';
import { apiData } from '../product/browser-api.ts';

export const fetchCategoryBySlug = async (apiUrl: string, slug: string): Promise<Category> =>
  (await apiData<{ category: Category }>(apiUrl, `/categories/slug/${encodeURIComponent(slug)}`)).category;

/** The first products of a category (and its descendants), in the category page's default order. */
export const fetchCategoryProducts = async (
  apiUrl: string,
  slug: string,
  limit: number,
): Promise<{ products: ProductSummary[]; total: number }> => {
  const data = await apiData<{ products: ProductSummary[]; pagination: { total: number } }>(
    apiUrl,
    `/products?category=${encodeURIComponent(slug)}&sort=name&order=asc&page=1&limit=${limit}`,
  );
  return { products: data.products, total: data.pagination.total };
};
