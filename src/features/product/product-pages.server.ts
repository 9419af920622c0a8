// Build-time data for the product pages (src/pages/products/[slug].astro), read in two steps
// (decision 100):
//
// 1. `productPagePaths` reads the API's build index once: every published product's slug with a
//    digest of everything its page shows. The digest is the page's `cacheKey`, so an incremental
//    build renders again only the pages whose digest changed and restores the others as they were.
// 2. `loadProductPage` reads one page's data when that page is rendered, and only then: a build that
//    renders ten pages of a hundred thousand reads ten products. The data comes from the API's batched
//    build call (GET /catalogue/product-pages, decision 112) through a readahead: while pages are
//    rendered one after another in the order getStaticPaths gave them, the next pages' data is read
//    ahead, many at a time; a page rendered on its own (an incremental build's few changed pages) reads
//    its data alone. Should a batch fail, each of its pages reads its data with the three ordinary calls.
//
// The product itself is critical, so a failure fails the build and no page is published without its
// product; related products and the first page of reviews are deferred, so a failure is logged, the
// page renders without them (the reviews script then asks the API itself), and the page is kept out
// of the incremental cache so that the next build renders it again.
import { BuildIndexDataSchema, type BuildIndexEntry } from '@contract/build-index.ts';
import type { Product, ProductSummary } from '@contract/catalogue.ts';
import {
  PRODUCT_PAGE_RELATED,
  PRODUCT_PAGE_REVIEWS,
  PRODUCT_PAGES_MAX_IDS,
  ProductPagesDataSchema,
  type ProductPageEntry,
} from '@contract/product-pages.ts';
import { api, createApiClient, toApiError, type ApiClient, type ReviewList } from '../../lib/api.ts';
import { markPageIncomplete } from '../../lib/incomplete-pages.ts';

/** What the build index's digest covers: keep in step with server/modules/catalogue/build-index.service.ts. */
const RELATED_COUNT = PRODUCT_PAGE_RELATED;
const REVIEWS_PAGE_SIZE = PRODUCT_PAGE_REVIEWS;

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
  /** Reads pages' data in batches; without it, each page makes its own three calls. */
  reader?: ProductPageReader;
}

/** Pages' data read in one batched call: a miss is a product that is no longer published. */
export interface ProductPageReader {
  /** The page's data, null when the product is gone; rejects when its batch could not be read. */
  read(ref: ProductPageRef): Promise<ProductPageEntry | null>;
  /** The order pages will be rendered in: getStaticPaths's. */
  expect(order: readonly ProductPageRef[]): void;
}

/** Pages read in one batched call, and how far ahead of the page being rendered reading goes. */
export const READAHEAD_BATCH = Math.min(50, PRODUCT_PAGES_MAX_IDS);
/** How far apart two pages may start and still count as rendered one after another. */
const SEQUENTIAL_GAP = 8;

/**
 * A readahead over GET /catalogue/product-pages. A page rendered right after the one before it (in
 * getStaticPaths's order) is part of a full pass: its data and the next READAHEAD_BATCH pages' are read
 * at once, and the next batch is asked for when half of the current one is used up, so a full build
 * never waits on the API. A page rendered on its own reads its data alone. Each page's data is handed
 * out once and then let go of, so memory holds about two batches.
 */
export function createProductPageReader(client: Pick<ApiClient, 'request'> = api): ProductPageReader {
  let order: readonly string[] = [];
  let positions = new Map<string, number>();
  const pending = new Map<string, Promise<ProductPageEntry | null>>();
  let lastPosition = -1;
  /** The last position asked for by the readahead; -1 when none. */
  let readUpTo = -1;

  const fetchBatch = (ids: string[]) => {
    const batch = client
      .request('get', '/catalogue/product-pages', {
        schema: ProductPagesDataSchema,
        searchParams: { ids: ids.join(',') },
      })
      .then(({ data }) => new Map(data.pages.map((page) => [page.product.id, page])));
    for (const id of ids) {
      const page = batch.then((pages) => pages.get(id) ?? null);
      // A page read ahead may never be rendered (restored from the incremental cache): its failure is
      // nobody's to report, and the page that is rendered reports its own.
      page.catch(() => {});
      pending.set(id, page);
    }
  };
  const readAhead = (from: number) => {
    const ids = order.slice(from, from + READAHEAD_BATCH).filter((id) => !pending.has(id));
    readUpTo = Math.min(from + READAHEAD_BATCH, order.length) - 1;
    if (ids.length > 0) fetchBatch(ids);
  };

  return {
    expect(refs) {
      order = refs.map((ref) => ref.id);
      positions = new Map(order.map((id, position) => [id, position]));
      pending.clear();
      lastPosition = -1;
      readUpTo = -1;
    },
    read(ref) {
      const position = positions.get(ref.id);
      const sequential =
        position !== undefined && position > lastPosition && position - lastPosition <= SEQUENTIAL_GAP;
      if (position !== undefined) lastPosition = position;
      if (sequential) {
        if (position > readUpTo) readAhead(position);
        else if (readUpTo - position < READAHEAD_BATCH / 2 && readUpTo < order.length - 1)
          readAhead(readUpTo + 1);
      }
      if (!pending.has(ref.id)) fetchBatch([ref.id]);
      const page = pending.get(ref.id)!;
      pending.delete(ref.id);
      return page;
    },
  };
}

let defaultReader: ProductPageReader | null = null;
/** The build's own reader: getStaticPaths tells it the order, the page renders read through it. */
const buildReader = () => (defaultReader ??= createProductPageReader());

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

let buildIndexOnce: Promise<BuildIndexEntry[]> | null = null;
/**
 * The build's index, read once: the product pages and the sitemap list the same products from the
 * same answer. The index is one query over the whole catalogue, long at 100,000 products on the
 * embedded database, so a second read doubled that part of every build (decision 131).
 */
export function buildIndex(): Promise<BuildIndexEntry[]> {
  buildIndexOnce ??= loadBuildIndex().catch((error: unknown) => {
    // A failed read is not remembered: the build's retry asks again.
    buildIndexOnce = null;
    throw error;
  });
  return buildIndexOnce;
}

/** One path per published product, keyed by the digest of what its page shows. */
export async function productPagePaths(
  client?: Pick<ApiClient, 'request'>,
  reader: ProductPageReader = buildReader(),
): Promise<ProductPagePath[]> {
  const index = client ? await loadBuildIndex(client) : await buildIndex();
  const paths = index.map((entry) => ({
    params: { slug: entry.slug },
    props: { id: entry.id, slug: entry.slug },
    cacheKey: entry.digest,
  }));
  reader.expect(paths.map((path) => path.props));
  return paths;
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
  const {
    client = api,
    warn = console.warn,
    incomplete = markPageIncomplete,
    // The batched reads are the build's own; a caller with a client of its own asks it alone.
    reader = options.client ? undefined : buildReader(),
  } = options;
  if (reader) {
    let batched: ProductPageEntry | null | undefined;
    try {
      batched = await reader.read(ref);
    } catch (error) {
      warn(`Batched read of ${ref.slug} failed, reading it alone: ${toApiError(error).describe()}`);
    }
    if (batched === null) {
      warn(`Product ${ref.slug} was removed while the site was being built; it gets no page.`);
      return null;
    }
    if (batched) return { product: batched.product, related: batched.related, reviews: batched.reviews };
  }
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
