// Build-time data for the product pages (src/pages/products/[slug].astro), read in two steps
// (decision 100):
//
// 1. `productPagePaths` reads the API's build index once: every published product's slug with a
//    digest of everything its page shows. The digest is the page's `cacheKey`, so an incremental
//    build renders again only the pages whose digest changed and restores the others as they were.
// 2. `loadProductPage` reads one page's data when that page is rendered, and only then: a build that
//    renders ten pages of a hundred thousand reads ten products. Astro renders a few pages at a time
//    (`build.concurrency`), so a full build keeps that many pages' requests under way.
//
// The product itself is critical, so a failure fails the build and no page is published without its
// product; related products and the first page of reviews are deferred, so a failure is logged, the
// page renders without them (the reviews script then asks the API itself), and the page is kept out
// of the incremental cache so that the next build renders it again.
import { BuildIndexDataSchema, type BuildIndexEntry } from '../../../contract/build-index.ts';
import type { Product, ProductSummary } from '../../../contract/catalogue.ts';
import { api, createApiClient, toApiError, type ApiClient, type ReviewList } from '../../lib/api.ts';
import { markPageIncomplete } from '../../lib/incomplete-pages.ts';

/** What the build index's digest covers: keep in step with server/modules/catalogue/build-index.service.ts. */
const RELATED_COUNT = 6;
const REVIEWS_PAGE_SIZE = 5;

// A type rather than an interface: Astro's page props must be indexable.
export type ProductPageData = {
  product: Product;
  related: ProductSummary[];
  /** The first page of reviews; null when it could not be read at build time. */
  reviews: ReviewList | null;
};

/** What getStaticPaths hands each product page: enough to read its data when it is rendered. */
export type ProductPageRef = Pick<BuildIndexEntry, 'id' | 'slug'>;

export interface ProductPagePath {
  params: { slug: string };
  props: ProductPageRef;
  cacheKey: string;
}

export type ProductPagesClient = Pick<
  ApiClient,
  'request' | 'getProduct' | 'getRelatedProducts' | 'getProductReviews'
>;

interface LoadOptions {
  client?: ProductPagesClient;
  /** Where deferred failures are reported. */
  warn?: (message: string) => void;
  /** Told about a page rendered without some of its data. */
  incomplete?: (path: string) => void;
}

/**
 * The build index is one query over the whole catalogue: on a large catalogue and a busy machine it
 * may take longer than the ordinary request time limit.
 */
const BUILD_INDEX_TIMEOUT_MS = 180_000;
let indexClient: Pick<ApiClient, 'request'> | null = null;
const buildIndexClient = () => (indexClient ??= createApiClient({ timeout: BUILD_INDEX_TIMEOUT_MS }));

/** GET /catalogue/build-index: every published product's slug and page digest. */
export async function loadBuildIndex(
  client: Pick<ApiClient, 'request'> = buildIndexClient(),
): Promise<BuildIndexEntry[]> {
  const { data } = await client.request('get', '/catalogue/build-index', { schema: BuildIndexDataSchema });
  return data.products;
}

/** One path per published product, keyed by the digest of what its page shows. */
export async function productPagePaths(
  client: Pick<ApiClient, 'request'> = buildIndexClient(),
): Promise<ProductPagePath[]> {
  return (await loadBuildIndex(client)).map((entry) => ({
    params: { slug: entry.slug },
    props: { id: entry.id, slug: entry.slug },
    cacheKey: entry.digest,
  }));
}

/** The page's path as the build names it (unencoded). */
export const productPagePath = (slug: string) => `/products/${slug}`;

/**
 * The data of one product page, or null when the product was removed (or unpublished) after the
 * build index was read: that product gets no page.
 */
export async function loadProductPage(
  ref: ProductPageRef,
  options: LoadOptions = {},
): Promise<ProductPageData | null> {
  const { client = api, warn = console.warn, incomplete = markPageIncomplete } = options;
  let missing = false;
  const deferred = async <T>(what: string, load: () => Promise<T>): Promise<T | null> => {
    try {
      return await load();
    } catch (error) {
      missing = true;
      warn(`${what} of ${ref.slug} left out: ${toApiError(error).describe()}`);
      return null;
    }
  };
  // The three reads of one page at once; Astro's build concurrency bounds how many pages at a time.
  const [product, related, reviews] = await Promise.all([
    client.getProduct(ref.id).catch((error: unknown) => {
      if (toApiError(error).status === 404) return null;
      throw error;
    }),
    deferred('Related products', () => client.getRelatedProducts(ref.id, RELATED_COUNT)),
    deferred('Reviews', () => client.getProductReviews(ref.id, 1, REVIEWS_PAGE_SIZE)),
  ]);
  if (!product) {
    warn(`Product ${ref.slug} was removed while the site was being built; it gets no page.`);
    return null;
  }
  if (missing) incomplete(productPagePath(ref.slug));
  return { product, related: related ?? [], reviews };
}
