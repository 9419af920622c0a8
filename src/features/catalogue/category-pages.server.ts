// Build-time data of the category pages (src/pages/categories/[slug].astro): each category with its
// breadcrumb, its subcategories and its first page of products, read in getStaticPaths so that the
// page's cacheKey is the digest of exactly what it shows (decision 100). A few dozen categories make
// a few dozen small requests, a few at a time.
import { api, type ApiClient, type ProductList } from '../../lib/api.ts';
import { dataDigest } from '../../lib/build-data.ts';
import { categoryPages, type CategoryPage } from './category-pages.ts';
import { DEFAULT_LISTING, productQuery } from './listing-state.ts';

const CONCURRENCY = 6;

// A type rather than an interface: Astro's page props must be indexable.
export type CategoryPageData = CategoryPage & {
  /** The first page of the category's products, in the listing's default order. */
  initial: ProductList;
};

export interface CategoryPagePath {
  params: { slug: string };
  props: CategoryPageData;
  cacheKey: string;
}

export async function categoryPagePaths(
  client: Pick<ApiClient, 'getCategories' | 'listProducts'> = api,
): Promise<CategoryPagePath[]> {
  const pages = categoryPages(await client.getCategories());
  const paths: CategoryPagePath[] = [];
  for (let start = 0; start < pages.length; start += CONCURRENCY) {
    const batch = await Promise.all(
      pages.slice(start, start + CONCURRENCY).map(async (page) => {
        const initial = await client.listProducts(
          productQuery({ ...DEFAULT_LISTING, category: page.category.slug }),
        );
        const props: CategoryPageData = { ...page, initial };
        return { params: { slug: page.category.slug }, props, cacheKey: await dataDigest(props) };
      }),
    );
    paths.push(...batch);
  }
  return paths;
}
