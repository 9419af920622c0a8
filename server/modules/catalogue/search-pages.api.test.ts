// A search's page is read one of two ways (decision 134): from all its matches, sorted, when they are
// few; by walking the sort's index otherwise. Both must give the same pages, in every sort and order,
// on every page: here each way is forced in turn, on the demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from '../../../contract/catalogue-requests.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createCategoriesService } from './categories.service.ts';
import { createProductsService } from './products.service.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await db?.close();
});

const servicesWith = (fewMatches: number) => {
  const mediaOrigin = 'http://api.test';
  return createProductsService(db.database, createCategoriesService(db.database, { mediaOrigin }), {
    mediaOrigin,
    fewMatches,
  });
};

describe('a search reads the same pages either way', () => {
  it.each(['teak', 'sofa', 'brass', 'sheesham'])('"%s", every sort, order and page', async (search) => {
    const fromMatches = servicesWith(Number.MAX_SAFE_INTEGER);
    const byIndex = servicesWith(0);
    let compared = 0;
    for (const sort of ['name', 'price', 'created_at', 'rating'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const first = ProductListQuerySchema.parse({ search, sort, order, limit: '4' });
        const one = await fromMatches.list(first);
        expect(one.pagination.total).toBeGreaterThan(4);
        for (let page = 1; page <= one.pagination.pages + 1; page++) {
          const query = { ...first, page };
          const [a, b] = await Promise.all([fromMatches.list(query), byIndex.list(query)]);
          expect(a.pagination).toEqual(b.pagination);
          expect(a.products.map((p) => p.id)).toEqual(b.products.map((p) => p.id));
          compared += a.products.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
