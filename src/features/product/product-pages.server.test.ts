import { describe, expect, it } from 'vitest';
import type { Product, ProductSummary } from '../../../contract/catalogue.ts';
import { ApiError, type ReviewList } from '../../lib/api.ts';
import {
  listAllProducts,
  loadProductPage,
  loadProductPages,
  mapWithConcurrency,
  type ProductPagesClient,
} from './product-pages.server.ts';

const summary = (n: number) => ({ id: `p${n}`, slug: `product-${n}` }) as ProductSummary;
const detail = (id: string) => ({ id, slug: `slug-of-${id}` }) as Product;
const reviewList = { reviews: [], totalReviews: 0 } as unknown as ReviewList;
const notFound = () => new ApiError({ status: 404, code: 'not_found', message: 'Product not found' });

function fakeClient(total: number, overrides: Partial<ProductPagesClient> = {}) {
  const calls: string[] = [];
  const client: ProductPagesClient = {
    async listProducts(params = {}) {
      calls.push(`list ${params.page} ${params.limit} ${params.sort} ${params.order}`);
      const page = params.page ?? 1;
      const limit = params.limit ?? 20;
      const products = Array.from({ length: total }, (_, i) => summary(i + 1)).slice(
        (page - 1) * limit,
        page * limit,
      );
      const pages = Math.ceil(total / limit);
      return {
        products,
        pagination: { page, limit, total, pages, hasNext: page < pages, hasPrev: page > 1 },
      };
    },
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

describe('mapWithConcurrency', () => {
  it('runs at most `limit` tasks at a time and keeps the order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 1, 2], 3, async (value) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running--;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 10, 20]);
    expect(peak).toBe(3);
  });

  it('handles nothing to do', async () => {
    expect(await mapWithConcurrency([], 8, async () => 1)).toEqual([]);
  });
});

describe('listAllProducts', () => {
  it('reads the catalogue in pages of 100, oldest first', async () => {
    const { client, calls } = fakeClient(144);
    const products = await listAllProducts(client);
    expect(products).toHaveLength(144);
    expect(calls).toEqual(['list 1 100 created_at asc', 'list 2 100 created_at asc']);
  });

  it('counts a product seen twice once', async () => {
    const { client } = fakeClient(3, {
      async listProducts({ page = 1 } = {}) {
        const products = page === 1 ? [summary(1), summary(2)] : [summary(2), summary(3)];
        return {
          products,
          pagination: { page, limit: 2, total: 3, pages: 2, hasNext: page < 2, hasPrev: page > 1 },
        };
      },
    });
    expect((await listAllProducts(client)).map((product) => product.id)).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('loadProductPage', () => {
  it('reads the product, six related products and the first five reviews', async () => {
    const { client, calls } = fakeClient(1);
    const page = await loadProductPage(summary(1), { client });
    expect(page).toEqual({ product: detail('p1'), related: [summary(99)], reviews: reviewList });
    expect(calls).toEqual(['product p1', 'related p1 6', 'reviews p1 1 5']);
  });

  it('renders without related products and reviews when they cannot be read (deferred)', async () => {
    const warnings: string[] = [];
    const failure = new ApiError({ status: 500, code: 'internal', message: 'Server error' });
    const { client } = fakeClient(1, {
      getRelatedProducts: () => Promise.reject(failure),
      getProductReviews: () => Promise.reject(failure),
    });
    const page = await loadProductPage(summary(1), { client, warn: (message) => warnings.push(message) });
    expect(page).toEqual({ product: detail('p1'), related: [], reviews: null });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/product-1 left out: .*HTTP 500/);
  });

  it('fails when the product itself cannot be read (critical)', async () => {
    const failure = new ApiError({ status: 503, code: 'unavailable', message: 'Down' });
    const { client } = fakeClient(1, { getProduct: () => Promise.reject(failure) });
    await expect(loadProductPage(summary(1), { client })).rejects.toBe(failure);
  });
});

describe('loadProductPages', () => {
  it('has at most `concurrency` requests in flight', async () => {
    let running = 0;
    let peak = 0;
    const counted =
      <T>(result: () => T) =>
      async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running--;
        return result();
      };
    const { client } = fakeClient(30, {
      getProduct: (id) => counted(() => detail(id))(),
      getRelatedProducts: () => counted(() => [])(),
      getProductReviews: () => counted(() => reviewList)(),
    });
    const pages = await loadProductPages({ client, concurrency: 4 });
    expect(pages.map((page) => page.product.id)).toEqual(Array.from({ length: 30 }, (_, i) => `p${i + 1}`));
    expect(peak).toBe(4);
  });

  it('builds no page for a product removed while the site was being built', async () => {
    const warnings: string[] = [];
    const { client } = fakeClient(3, {
      getProduct: (id) => (id === 'p2' ? Promise.reject(notFound()) : Promise.resolve(detail(id))),
    });
    const pages = await loadProductPages({ client, warn: (message) => warnings.push(message) });
    expect(pages.map((page) => page.product.id)).toEqual(['p1', 'p3']);
    expect(warnings).toEqual([
      'Product product-2 was removed while the site was being built; it gets no page.',
    ]);
  });

  it('fails the build on any other failure', async () => {
    const failure = new ApiError({ status: 0, code: 'network_error', message: 'An error occurred' });
    const { client } = fakeClient(3, { getProduct: () => Promise.reject(failure) });
    await expect(loadProductPages({ client })).rejects.toBe(failure);
  });
});
