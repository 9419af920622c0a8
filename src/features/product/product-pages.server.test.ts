import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductSummary } from '@contract/catalogue.ts';
import { ApiError, type ReviewList } from '../../lib/api.ts';
import type { ProductPageEntry } from '@contract/product-pages.ts';
import {
  buildIndex,
  createProductPageReader,
  loadProductPage,
  productPagePaths,
  READAHEAD_BATCH,
  type ProductPagesClient,
} from './product-pages.server.ts';

const ref = (n: number) => ({ id: `p${n}`, slug: `product-${n}` });
const summary = (n: number) => ({ id: `p${n}`, slug: `product-${n}` }) as ProductSummary;
const detail = (id: string) => ({ id, slug: `slug-of-${id}` }) as Product;
const reviewList = { reviews: [], totalReviews: 0 } as unknown as ReviewList;
const notFound = () => new ApiError({ status: 404, code: 'not_found', message: 'Product not found' });

function fakeClient(overrides: Partial<ProductPagesClient> = {}) {
  const calls: string[] = [];
  const client: ProductPagesClient = {
    request: (async (method: string, path: string) => {
      calls.push(`${method} ${path}`);
      return {
        data: {
          products: [
            { id: 'p1', slug: 'product-1', digest: 'd1' },
            { id: 'p2', slug: 'product-2', digest: 'd2' },
          ],
        },
      };
    }) as ProductPagesClient['request'],
    async getProduct(id) {
      calls.push(`product ${id}`);
      return detail(id);
    },
    async getRelatedProducts(id, limit) {
      calls.push(`related ${id} ${limit}`);
      return [summary(99)];
    },
    async getProductReviews(id, page, limit) {
      calls.push(`reviews ${id} ${page} ${limit}`);
      return reviewList;
    },
    ...overrides,
  };
  return { client, calls };
}

describe('buildIndex', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the index once for the whole build, and again only after a failed read', async () => {
    const requested: string[] = [];
    let fail = true;
    vi.stubGlobal('fetch', async (input: Request | string | URL) => {
      requested.push(new URL(input instanceof Request ? input.url : input).pathname);
      if (fail) return new Response('{"success":false}', { status: 503 });
      const entry = { id: 'p1', slug: 'product-1', digest: 'd1', updated_at: '2026-01-01T00:00:00.000Z' };
      return Response.json({ success: true, data: { products: [entry] } });
    });
    await expect(buildIndex()).rejects.toThrow();
    // The failed read, with the client's own retries if it makes any.
    const failedReads = requested.length;
    expect(failedReads).toBeGreaterThanOrEqual(1);
    fail = false;
    const [first, second] = await Promise.all([buildIndex(), buildIndex()]);
    expect(second).toBe(first);
    expect(await buildIndex()).toBe(first);
    expect(first.map((entry) => entry.slug)).toEqual(['product-1']);
    expect(requested.length).toBe(failedReads + 1);
    expect(new Set(requested)).toEqual(new Set(['/api/v1/catalogue/build-index']));
  });
});

describe('productPagePaths', () => {
  it('reads the build index once and keys each page by its digest, with no page data', async () => {
    const { client, calls } = fakeClient();
    expect(await productPagePaths(client)).toEqual([
      { params: { slug: 'product-1' }, props: { id: 'p1', slug: 'product-1' }, cacheKey: 'd1' },
      { params: { slug: 'product-2' }, props: { id: 'p2', slug: 'product-2' }, cacheKey: 'd2' },
    ]);
    expect(calls).toEqual(['get /catalogue/build-index']);
  });
});

describe('loadProductPage', () => {
  it('reads the product, six related products and the first five reviews', async () => {
    const { client, calls } = fakeClient();
    const incomplete: string[] = [];
    const page = await loadProductPage(ref(1), { client, incomplete: (path) => incomplete.push(path) });
    expect(page).toEqual({ product: detail('p1'), related: [summary(99)], reviews: reviewList });
    expect(calls.sort()).toEqual(['product p1', 'related p1 6', 'reviews p1 1 5']);
    expect(incomplete).toEqual([]);
  });

  it('renders without related products and reviews when they cannot be read, and marks the page incomplete', async () => {
    const warnings: string[] = [];
    const incomplete: string[] = [];
    const failure = new ApiError({ status: 500, code: 'internal', message: 'Server error' });
    const { client } = fakeClient({
      getRelatedProducts: () => Promise.reject(failure),
      getProductReviews: () => Promise.reject(failure),
    });
    const page = await loadProductPage(ref(1), {
      client,
      warn: (message) => warnings.push(message),
      incomplete: (path) => incomplete.push(path),
    });
    expect(page).toEqual({ product: detail('p1'), related: [], reviews: null });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/product-1 left out: .*HTTP 500/);
    expect(incomplete).toEqual(['/products/product-1']);
  });

  it('fails when the product itself cannot be read (critical)', async () => {
    const failure = new ApiError({ status: 503, code: 'unavailable', message: 'Down' });
    const { client } = fakeClient({ getProduct: () => Promise.reject(failure) });
    await expect(loadProductPage(ref(1), { client })).rejects.toBe(failure);
  });

  it('gives no page for a product removed while the site was being built', async () => {
    const warnings: string[] = [];
    const { client } = fakeClient({ getProduct: () => Promise.reject(notFound()) });
    expect(await loadProductPage(ref(2), { client, warn: (message) => warnings.push(message) })).toBeNull();
    expect(warnings).toEqual([
      'Product product-2 was removed while the site was being built; it gets no page.',
    ]);
  });
});

describe('the batched readahead', () => {
  const entry = (n: number) =>
    ({ product: detail(`p${n}`), related: [summary(99)], reviews: reviewList }) as ProductPageEntry;
  /** A client whose product-pages call answers every asked-for id but `gone`, and records the batches. */
  function batchClient(gone = new Set<string>(), fail = false) {
    const batches: string[][] = [];
    const client = {
      request: (async (_method: string, path: string, options: { searchParams: { ids: string } }) => {
        expect(path).toBe('/catalogue/product-pages');
        const ids = options.searchParams.ids.split(',');
        batches.push(ids);
        if (fail) throw new ApiError({ status: 500, code: 'internal', message: 'Server error' });
        return { data: { pages: ids.filter((id) => !gone.has(id)).map((id) => entry(Number(id.slice(1)))) } };
      }) as unknown as ProductPagesClient['request'],
    };
    return { client, batches };
  }
  const refs = Array.from({ length: 120 }, (_, n) => ref(n));

  it('reads ahead in batches while pages are rendered in order, each batch once', async () => {
    const { client, batches } = batchClient();
    const reader = createProductPageReader(client);
    reader.expect(refs);
    for (const page of refs) expect(await reader.read(page)).toEqual(entry(Number(page.id.slice(1))));
    expect(batches.flat()).toEqual(refs.map((page) => page.id));
    expect(batches.map((batch) => batch.length)).toEqual([READAHEAD_BATCH, READAHEAD_BATCH, 20]);
  });

  it('asks for the next batch before the current one is used up', async () => {
    const { client, batches } = batchClient();
    const reader = createProductPageReader(client);
    reader.expect(refs);
    for (const page of refs.slice(0, READAHEAD_BATCH / 2 + 1)) await reader.read(page);
    expect(batches).toHaveLength(2);
  });

  it('reads a page rendered on its own alone, so a few scattered pages read only themselves', async () => {
    const { client, batches } = batchClient();
    const reader = createProductPageReader(client);
    reader.expect(refs);
    for (const n of [40, 7, 90]) expect(await reader.read(ref(n))).toEqual(entry(n));
    expect(batches).toEqual([['p40'], ['p7'], ['p90']]);
  });

  it('gives no page for a product that is gone, and the three calls when its batch fails', async () => {
    const { client } = batchClient(new Set(['p1']));
    const reader = createProductPageReader(client);
    reader.expect(refs);
    const warnings: string[] = [];
    expect(await loadProductPage(ref(0), { reader, warn: (message) => warnings.push(message) })).toEqual({
      product: detail('p0'),
      related: [summary(99)],
      reviews: reviewList,
    });
    expect(await loadProductPage(ref(1), { reader, warn: (message) => warnings.push(message) })).toBeNull();
    expect(warnings).toEqual([
      'Product product-1 was removed while the site was being built; it gets no page.',
    ]);

    const failing = createProductPageReader(batchClient(new Set(), true).client);
    failing.expect(refs);
    const { client: single, calls } = fakeClient();
    const page = await loadProductPage(ref(3), { reader: failing, client: single, warn: () => {} });
    expect(page).toEqual({ product: detail('p3'), related: [summary(99)], reviews: reviewList });
    expect(calls.sort()).toEqual(['product p3', 'related p3 6', 'reviews p3 1 5']);
  });

  it('is told the order by the product paths', async () => {
    const { client: indexClient } = fakeClient();
    const { client, batches } = batchClient();
    const reader = createProductPageReader(client);
    await productPagePaths(indexClient, reader);
    await reader.read(ref(1));
    expect(batches).toEqual([['p1', 'p2']]);
  });
});
