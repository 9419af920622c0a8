// Each variant has its own price and optional discount price (decision 041), and every response that
// carries a variant prices it by the same rule: the discount price when it is set and below the price.
// The migration that introduced variant discount prices stored what shoppers paid under decision 015,
// so no price changed.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { describe, expect, it } from 'vitest';
import {
  AvailabilityDataSchema,
  PriceDataSchema,
  ProductDataSchema,
  StockDataSchema,
  VariantsDataSchema,
  envelope,
  type ProductVariant,
} from '../../../contract/catalogue.ts';
import { shopperPrice } from '../../../contract/money.ts';
import type { Database } from '../../db/client.ts';
import { migrate, migrationsFolder } from '../../db/migrate.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';

const t = useTestApp();

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** What a shopper paid for a variant before variants had discount prices (decision 015). */
const proRated = (product: { price: number; effective: number }, variantPrice: number) => {
  const ratio = product.effective / product.price;
  return ratio < 1 ? Math.round(variantPrice * ratio) : variantPrice;
};

/** A discounted product with options: ₹1,09,900 marked down to ₹94,999. */
async function insertSofa(
  database: Database,
  variants: { name: string; price: number; discount: number | null }[],
) {
  const slug = `sofa-${Math.random().toString(36).slice(2, 10)}`;
  const [product] = await database.execute(
    `INSERT INTO products (name, slug, price, discount_price) VALUES ('Kaveri Sofa', $1, 109900, 94999) RETURNING id`,
    [slug],
  );
  const ids: string[] = [];
  for (const [index, variant] of variants.entries()) {
    const [row] = await database.execute(
      `INSERT INTO product_variants (product_id, name, price, discount_price, sort_order)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [product!.id, variant.name, variant.price, variant.discount, index],
    );
    ids.push(String(row!.id));
  }
  return { id: String(product!.id), variantIds: ids };
}

describe('every response that carries a variant prices it by one rule', () => {
  it('gives each variant its price and discount price, and prices it the same everywhere', async () => {
    const sofa = await insertSofa(t.database, [
      { name: '3-Seater', price: 109900, discount: 94999 },
      { name: '3+2 Sofa Set', price: 177900, discount: 149900 },
      { name: 'Without a sale price', price: 129900, discount: null },
      { name: 'Sale price above the price', price: 99900, discount: 120000 },
    ]);
    const product = envelope(ProductDataSchema).parse(await get(`/products/${sofa.id}`)).data.product;
    const listed = envelope(VariantsDataSchema).parse(await get(`/products/${sofa.id}/variants`)).data
      .variants;
    const expected: Partial<ProductVariant>[] = [
      { name: '3-Seater', price: 109900, discount_price: 94999 },
      { name: '3+2 Sofa Set', price: 177900, discount_price: 149900 },
      { name: 'Without a sale price', price: 129900, discount_price: null },
      { name: 'Sale price above the price', price: 99900, discount_price: 120000 },
    ];
    expect(product.variants).toMatchObject(expected);
    expect(listed).toEqual(product.variants);

    const pays = [94999, 149900, 129900, 99900];
    for (const [index, variant] of product.variants.entries()) {
      const query = `variantId=${variant.id}&quantity=2`;
      const price = envelope(PriceDataSchema).parse(await get(`/products/${sofa.id}/price?${query}`)).data;
      expect(price).toMatchObject({
        variantId: variant.id,
        listPrice: variant.price,
        discount_price: variant.discount_price,
        unitPrice: pays[index],
        total: pays[index]! * 2,
        savings: (variant.price - pays[index]!) * 2,
      });
      const availability = envelope(AvailabilityDataSchema).parse(
        await get(`/products/${sofa.id}/availability?${query}`),
      ).data;
      expect(availability).toMatchObject({
        listPrice: variant.price,
        discount_price: variant.discount_price,
        unitPrice: pays[index],
        total: pays[index]! * 2,
      });
      const stock = envelope(StockDataSchema).parse(
        await get(`/products/${sofa.id}/stock?variantId=${variant.id}`),
      ).data;
      expect(stock).toMatchObject({
        listPrice: variant.price,
        discount_price: variant.discount_price,
        unitPrice: pays[index],
      });
      expect(shopperPrice(variant.price, variant.discount_price ?? null)).toBe(pays[index]);
    }
  });

  it('prices the product itself by its own discount when no variant is asked for', async () => {
    const sofa = await insertSofa(t.database, [{ name: '3-Seater', price: 109900, discount: 94999 }]);
    const price = envelope(PriceDataSchema).parse(await get(`/products/${sofa.id}/price`)).data;
    expect(price).toMatchObject({
      variantId: null,
      listPrice: 109900,
      discount_price: 94999,
      unitPrice: 94999,
    });
    const stock = envelope(StockDataSchema).parse(await get(`/products/${sofa.id}/stock`)).data;
    expect(stock).toMatchObject({ listPrice: 109900, discount_price: 94999, unitPrice: 94999 });
  });

  it('seeds the demo catalogue with sale prices on the variants of discounted products', async () => {
    const rows = await t.database.execute(`
      SELECT p.price, p.effective_price, v.price AS variant_price, v.discount_price, v.sort_order
      FROM products p JOIN product_variants v ON v.product_id = p.id
      WHERE p.sku LIKE 'AAN-%'`);
    const discounted = rows.filter((row) => Number(row.effective_price) < Number(row.price));
    expect(discounted.length).toBeGreaterThan(0);
    for (const row of rows) {
      const product = { price: Number(row.price), effective: Number(row.effective_price) };
      const pays = shopperPrice(
        Number(row.variant_price),
        row.discount_price === null ? null : Number(row.discount_price),
      );
      expect(pays).toBe(proRated(product, Number(row.variant_price)));
    }
  });
});

describe('the migration that gave variants discount prices', () => {
  // It builds and migrates a database of its own twice: longer than the default limit on a busy machine.
  it('stores what shoppers paid under decision 015, so no price changes', async () => {
    const { database, close } = await createTestDatabase();
    const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      // Migrate up to (not including) the backfill, as a database made before it would be.
      await cp(migrationsFolder, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const backfill = journal.entries.findIndex((entry) => entry.tag.endsWith('_variant_discount_backfill'));
      expect(backfill, 'the backfill migration exists').toBeGreaterThan(0);
      await writeFile(
        journalPath,
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, backfill) }),
      );
      if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
      else await migratePostgres(database.db as never, { migrationsFolder: folder });

      // Products at many prices and discounts, each with variants at many prices.
      let seed = 7;
      const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
      const cases: { price: number; discount: number | null; variants: number[] }[] = [
        { price: 109900, discount: 94999, variants: [109900, 177900, 129900] },
        { price: 3, discount: 1, variants: [3, 4, 5, 7] },
        { price: 10000, discount: 12000, variants: [10000, 15000] },
        { price: 24999, discount: null, variants: [24999, 31999] },
      ];
      for (let i = 0; i < 200; i++) {
        const price = 500 + Math.floor(random() * 300000);
        cases.push({
          price,
          discount: Math.max(1, Math.floor(price * (0.5 + random() * 0.55))),
          variants: Array.from({ length: 3 }, () => 100 + Math.floor(random() * 400000)),
        });
      }
      for (const [index, item] of cases.entries()) {
        const [product] = await database.execute(
          `INSERT INTO products (name, slug, price, discount_price) VALUES ($1, $2, $3, $4) RETURNING id`,
          [`Product ${index}`, `product-${index}`, item.price, item.discount],
        );
        for (const [order, variantPrice] of item.variants.entries()) {
          await database.execute(
            `INSERT INTO product_variants (product_id, name, price, sort_order) VALUES ($1, $2, $3, $4)`,
            [product!.id, `Option ${order}`, variantPrice, order],
          );
        }
      }

      await migrate(database);

      const rows = await database.execute(`
        SELECT p.price, p.effective_price, v.price AS variant_price, v.discount_price
        FROM products p JOIN product_variants v ON v.product_id = p.id`);
      expect(rows).toHaveLength(cases.reduce((sum, item) => sum + item.variants.length, 0));
      let discounted = 0;
      for (const row of rows) {
        const product = { price: Number(row.price), effective: Number(row.effective_price) };
        const variantPrice = Number(row.variant_price);
        const discount = row.discount_price === null ? null : Number(row.discount_price);
        if (discount !== null) discounted++;
        expect(shopperPrice(variantPrice, discount), JSON.stringify(row)).toBe(
          proRated(product, variantPrice),
        );
      }
      expect(discounted).toBeGreaterThan(500);
      const [sofa] = await database.execute(
        `SELECT discount_price FROM product_variants WHERE price = 177900 AND product_id =
           (SELECT id FROM products WHERE slug = 'product-0')`,
      );
      expect(sofa!.discount_price).toBe(153779);
    } finally {
      await close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
