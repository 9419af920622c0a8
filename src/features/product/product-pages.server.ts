// Build-time data for the product pages (src/pages/products/[slug].astro). The product itself is
// critical, so a failure fails the build and no page is published without its product; related
// products and the first page of reviews are deferred, so a failure is logged and the page renders
// without them (the reviews script then asks the API itself).
//
// The list comes in pages of 100 (a few requests for the whole catalogue); then 8 products at a time
// have their details, related products and reviews read, one request each after another, so a large
// catalogue neither floods the API with requests nor waits on them one by one.
import type { Product, ProductSummary } from '../../../contract/catalogue.ts';
import { api, toApiError, type ApiClient, type ReviewList } from '../../lib/api.ts';

const LIST_PAGE_SIZE = 100;
const DETAIL_CONCURRENCY = 8;
const RELATED_COUNT = 6;
const REVIEWS_PAGE_SIZE = 5;

// A type rather than an interface: Astro's page props must be indexable.
export type ProductPageData = {
  product: Product;
  related: ProductSummary[];
  /** The first page of reviews; null when it could not be read at build time. */
  reviews: ReviewList | null;
};

export type ProductPagesClient = Pick<
  ApiClient,
  'listProducts' | 'getProduct' | 'getRelatedProducts' | 'getProductReviews'
>;

interface LoadOptions {
  client?: ProductPagesClient;
  concurrency?: number;
  /** Where deferred failures are reported. */
  warn?: (message: string) => void;
}

/** Runs `task` over `items`, at most `limit` at a time, and keeps the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Every product, oldest first. Ordered by creation (with the id as tie-break), a product added while
 * the pages are read lands at the end instead of shifting the pages not yet read.
 */
export async function listAllProducts(client: ProductPagesClient = api): Promise<ProductSummary[]> {
  const seen = new Map<string, ProductSummary>();
  for (let page = 1; ; page++) {
    const { products, pagination } = await client.listProducts({
      page,
      limit: LIST_PAGE_SIZE,
      sort: 'created_at',
      order: 'asc',
    });
    for (const product of products) seen.set(product.id, product);
    if (!pagination.hasNext || products.length === 0) break;
  }
  return [...seen.values()];
}

async function deferred<T>(what: string, load: () => Promise<T>, warn: (message: string) => void) {
  try {
    return await load();
  } catch (error) {
    warn(`${what} left out: ${toApiError(error).describe()}`);
    return null;
  }
}

export async function loadProductPage(
  summary: Pick<ProductSummary, 'id' | 'slug'>,
  options: LoadOptions = {},
): Promise<ProductPageData> {
  const { client = api, warn = console.warn } = options;
  // One request after another, so that `concurrency` pages at a time means as many requests.
  const product = await client.getProduct(summary.id);
  const related = await deferred(
    `Related products of ${summary.slug}`,
    () => client.getRelatedProducts(summary.id, RELATED_COUNT),
    warn,
  );
  const reviews = await deferred(
    `Reviews of ${summary.slug}`,
    () => client.getProductReviews(summary.id, 1, REVIEWS_PAGE_SIZE),
    warn,
  );
  return { product, related: related ?? [], reviews };
}

/**
 * The data of every product page. Throws (failing the build) when the list or a product cannot be
 * read; a product deleted between the list and its details is simply not built.
 */
export async function loadProductPages(options: LoadOptions = {}): Promise<ProductPageData[]> {
  const { client = api, concurrency = DETAIL_CONCURRENCY, warn = console.warn } = options;
  const products = await listAllProducts(client);
  const pages = await mapWithConcurrency(products, concurrency, async (summary) => {
    try {
      return await loadProductPage(summary, options);
    } catch (error) {
      if (toApiError(error).status !== 404) throw error;
      warn(`Product ${summary.slug} was removed while the site was being built; it gets no page.`);
      return null;
    }
  });
  return pages.filter((page): page is ProductPageData => page !== null);
}
