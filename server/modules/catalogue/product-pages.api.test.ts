// GET /catalogue/product-pages (decision 112): the site build's batched read of product pages must
// answer, for every product, exactly what the three calls a page made one at a time answer.
import { describe, expect, it } from 'vitest';
import { BuildIndexDataSchema } from '../../../contract/build-index.ts';
import {
  ProductDataSchema,
  ProductsDataSchema,
  ReviewListDataSchema,
  envelope,
} from '../../../contract/catalogue.ts';
import { ProductPagesDataSchema } from '../../../contract/product-pages.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { apiCaughtUp } from '../../../tests/support/catalogue-cache.ts';

const t = useTestApp();

const get = async (url: string) => {
  await apiCaughtUp(t);
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as unknown;
};

const pages = async (ids: string[]) =>
  envelope(ProductPagesDataSchema).parse(await get(`/api/v1/catalogue/product-pages?ids=${ids.join(',')}`))
    .data.pages;

const publishedIds = async () =>
  envelope(BuildIndexDataSchema)
    .parse(await get('/api/v1/catalogue/build-index'))
    .data.products.map((entry) => entry.id);

/** Reading every product's three calls takes a few hundred requests. */
const READS_EVERY_PAGE = 120_000;

describe('GET /catalogue/product-pages', () => {
  it(
    'answers for every published product what its product, related and reviews calls answer',
    async () => {
      const ids = await publishedIds();
      expect(ids.length).toBeGreaterThan(100);
      let completedElsewhere = 0;
      let withReviews = 0;
      for (let start = 0; start < ids.length; start += 50) {
        const chunk = ids.slice(start, start + 50);
        const answer = await pages(chunk);
        expect(answer.map((page) => page.product.id)).toEqual(chunk);
        for (const page of answer) {
          const id = page.product.id;
          const { data: one } = envelope(ProductDataSchema).parse(await get(`/api/v1/products/${id}`));
          const { data: related } = envelope(ProductsDataSchema).parse(
            await get(`/api/v1/products/${id}/related?limit=6`),
          );
          const reviews = envelope(ReviewListDataSchema).parse(
            await get(`/api/v1/products/${id}/reviews?page=1&limit=5`),
          ).data;
          expect(page.product, id).toEqual(one.product);
          expect(page.related, id).toEqual(related.products);
          expect(page.reviews, id).toEqual(reviews);
          if (page.related.some((card) => card.category?.id !== page.product.category?.id))
            completedElsewhere++;
          if (page.reviews.reviews.length > 0) withReviews++;
        }
      }
      // Both ways of choosing related products, and pages with reviews, were compared.
      expect(completedElsewhere).toBeGreaterThan(0);
      expect(withReviews).toBeGreaterThan(0);
    },
    READS_EVERY_PAGE,
  );

  it('leaves out unknown and unpublished products and keeps the order asked for', async () => {
    const [first, second, third] = await publishedIds();
    await t.database.execute(`UPDATE products SET status = 'draft' WHERE id = $1`, [second]);
    try {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const answer = await pages([third!, unknown, second!, first!, third!]);
      expect(answer.map((page) => page.product.id)).toEqual([third, first]);
    } finally {
      await t.database.execute(`UPDATE products SET status = 'published' WHERE id = $1`, [second]);
    }
  });

  it('refuses more than 100 products at once, and none', async () => {
    const ids = Array.from(
      { length: 101 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    for (const query of [`ids=${ids.join(',')}`, 'ids=', '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/catalogue/product-pages?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
