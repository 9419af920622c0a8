// The build index (decision 100): one digest per published product page, which changes exactly when
// something that page shows changes. The pages that show a product are its own and those of the
// products it is related to (their "You may also like" cards), read here from the related call itself.
import { describe, expect, it } from 'vitest';
import { BuildIndexDataSchema, type BuildIndexEntry } from '../../../contract/build-index.ts';
import { ProductListDataSchema, ProductsDataSchema, envelope } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { apiCaughtUp } from '../../../tests/support/catalogue-cache.ts';

const t = useTestApp();

// The tests write straight to the database; the API learns of it by the change notice (decision 115).
const get = async (url: string) => {
  await apiCaughtUp(t);
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as unknown;
};

const buildIndex = async (): Promise<Map<string, BuildIndexEntry>> => {
  const { data } = envelope(BuildIndexDataSchema).parse(await get('/api/v1/catalogue/build-index'));
  return new Map(data.products.map((entry) => [entry.id, entry]));
};

/** Each product's related products, as its page shows them. */
const relatedOfAll = async (ids: Iterable<string>): Promise<Map<string, string[]>> => {
  const related = new Map<string, string[]>();
  for (const id of ids) {
    const { data } = envelope(ProductsDataSchema).parse(await get(`/api/v1/products/${id}/related?limit=6`));
    related.set(
      id,
      data.products.map((product) => product.id),
    );
  }
  return related;
};

/** The products whose digest differs between two indexes. */
const changed = (before: Map<string, BuildIndexEntry>, after: Map<string, BuildIndexEntry>) =>
  [...after.values()]
    .filter((entry) => before.get(entry.id)?.digest !== entry.digest)
    .map((entry) => entry.id)
    .sort();

/** The pages that show `id`: its own, and each whose related products held it before or after. */
const pagesShowing = (id: string, ...relatedSets: Map<string, string[]>[]) =>
  [
    ...new Set([
      id,
      ...relatedSets.flatMap((related) =>
        [...related].filter(([, ids]) => ids.includes(id)).map(([page]) => page),
      ),
    ]),
  ].sort();

/** Reading every product's related products takes a few hundred calls. */
const READS_EVERY_PAGE = 120_000;

const productWhere = async (condition: string) => {
  const [row] = await t.database.execute(
    `SELECT id, slug, price, category_id FROM products WHERE status = 'published' AND ${condition} ORDER BY name LIMIT 1`,
  );
  expect(row, condition).toBeDefined();
  return row as unknown as { id: string; slug: string; price: number; category_id: string };
};

describe('GET /catalogue/build-index', () => {
  it('lists every published product once, by slug, and gives the same digests while nothing changes', async () => {
    const { data: list } = envelope(ProductListDataSchema).parse(await get('/api/v1/products?limit=1'));
    const index = await buildIndex();
    expect(index.size).toBe(list.pagination.total);
    const entries = [...index.values()];
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
    expect(entries.every((entry) => /^[0-9a-f]{32}$/.test(entry.digest))).toBe(true);
    expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.updated_at)))).toBe(true);
    expect(new Set(entries.map((entry) => entry.digest)).size).toBe(entries.length);
    expect(changed(index, await buildIndex())).toEqual([]);
  });

  it('leaves out a product that is not published', async () => {
    const product = await productWhere('TRUE');
    await t.database.execute(`UPDATE products SET status = 'draft' WHERE id = $1`, [product.id]);
    try {
      expect((await buildIndex()).has(product.id)).toBe(false);
    } finally {
      await t.database.execute(`UPDATE products SET status = 'published' WHERE id = $1`, [product.id]);
    }
    expect((await buildIndex()).get(product.id)?.slug).toBe(product.slug);
  });

  it(
    'changes for a new price exactly on the pages that show the product',
    async () => {
      const before = await buildIndex();
      const relatedBefore = await relatedOfAll(before.keys());
      const product = await productWhere('discount_price IS NULL');
      await t.database.execute('UPDATE products SET price = price + 1234 WHERE id = $1', [product.id]);
      const after = await buildIndex();
      const relatedAfter = await relatedOfAll(after.keys());
      expect(changed(before, after)).toEqual(pagesShowing(product.id, relatedBefore, relatedAfter));
      expect(changed(before, after).length).toBeGreaterThan(1);
    },
    READS_EVERY_PAGE,
  );

  it(
    'changes for a hidden review on the product page and the cards showing its rating',
    async () => {
      const product = await productWhere(
        'EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = products.id AND r.hidden_at IS NULL)',
      );
      const before = await buildIndex();
      const related = await relatedOfAll(before.keys());
      await t.database.execute(
        `UPDATE reviews SET hidden_at = now() WHERE id = (
         SELECT id FROM reviews WHERE product_id = $1 AND hidden_at IS NULL ORDER BY created_at DESC LIMIT 1)`,
        [product.id],
      );
      const after = await buildIndex();
      expect(changed(before, after)).toEqual(pagesShowing(product.id, related));
    },
    READS_EVERY_PAGE,
  );

  it(
    'changes for a renamed category on the pages of its products and of the cards that show them',
    async () => {
      const product = await productWhere('category_id IS NOT NULL');
      const before = await buildIndex();
      const related = await relatedOfAll(before.keys());
      await t.database.execute(`UPDATE categories SET name = name || ' Renamed' WHERE id = $1`, [
        product.category_id,
      ]);
      const after = await buildIndex();
      const inCategory = (
        await t.database.execute(`SELECT id FROM products WHERE status = 'published' AND category_id = $1`, [
          product.category_id,
        ])
      ).map((row) => (row as { id: string }).id);
      const expected = new Set(inCategory.flatMap((id) => pagesShowing(id, related)));
      expect(changed(before, after)).toEqual([...expected].sort());
    },
    READS_EVERY_PAGE,
  );
});
