import { describe, expect, it } from 'vitest';
import type { Product, ProductSummary } from '../../../contract/catalogue.ts';
import { ApiError, type ReviewList } from '../../lib/api.ts';
import { loadProductPage, productPagePaths, type ProductPagesClient } from './product-pages.server.ts';

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
