// Back-office products list benchmark: loads a large synthetic catalogue (default 100,000 products) into
// PGlite and into a throwaway PostgreSQL cluster, then times the common GET /admin/products calls through
// the real app as a signed-in member of staff (in-process inject: API + database time, no network).
// The budget is p95 ≤ 100 ms on PostgreSQL at 100,000 products (decision 076).
//
//   npm run bench:admin                 both engines, 100,000 products
//   npm run bench:admin -- --products 20000 --runs 30 --engine postgres
import { parseArgs } from 'node:util';
import type { Database } from '../../server/db/client.ts';
import { seedSyntheticCatalogue } from '../../server/db/seed/synthetic.ts';
import { onEngines, withBenchApp, type Engine } from './lib/bench-app.ts';
import { timeGet } from './lib/bench.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    engine: { type: 'string', default: 'both' },
  },
});
const productCount = Number(values.products);
const runs = Number(values.runs);
const BUDGET_P95_MS = 100;

const scenarios = (categoryId: string): [string, string][] => [
  ['first page (last edited first)', '/api/v1/admin/products'],
  ['deep page (page 400 of 25)', '/api/v1/admin/products?page=400'],
  [
    'filter: category tree + in stock',
    `/api/v1/admin/products?category_id=${categoryId}&stock_status=in_stock`,
  ],
  ['filter: drafts', '/api/v1/admin/products?status=draft'],
  [
    'filter: price range, by price',
    '/api/v1/admin/products?minPrice=5000&maxPrice=60000&sort=price&order=asc',
  ],
  ['search by name "teak wardrobe"', '/api/v1/admin/products?search=teak%20wardrobe'],
  ['search by SKU "BENCH-4242"', '/api/v1/admin/products?search=BENCH-4242'],
  ['search by slug part "bench-777"', '/api/v1/admin/products?search=bench-777'],
  ['sort by name, 100 a page', '/api/v1/admin/products?sort=name&order=asc&limit=100'],
  ['sort by SKU desc, page 50', '/api/v1/admin/products?sort=sku&order=desc&page=50'],
];

async function bench(engine: Engine, database: Database): Promise<void> {
  let categoryId = '';
  const load = async (demo: number) => {
    const started = Date.now();
    await seedSyntheticCatalogue(database, productCount);
    // A few drafts, as a shop has while it prepares new pieces.
    await database.execute(
      `UPDATE products SET status = 'draft' WHERE slug LIKE 'bench-%' AND sku LIKE '%37'`,
    );
    await database.execute('ANALYZE');
    const synthetic = Date.now() - started;
    const [{ total }] = (await database.execute('SELECT count(*)::int AS total FROM products')) as [
      { total: number },
    ];
    [{ id: categoryId }] = (await database.execute(
      `SELECT id FROM categories WHERE parent_id IS NULL ORDER BY slug LIMIT 1`,
    )) as [{ id: string }];
    console.log(
      `\n${engine}: ${total.toLocaleString('en-IN')} products (demo seed ${demo} ms, synthetic load ${synthetic} ms)`,
    );
  };
  const env = { SEED_ON_START: 'false', GENERATE_MEDIA: 'false' };
  await withBenchApp(database, { load, env, staff: 'viewer' }, async (app, headers) => {
    console.log('call'.padEnd(40), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'total'.padStart(8), '');
    for (const [name, url] of scenarios(categoryId)) {
      const { p50, p95, data } = await timeGet(app, url, runs, headers);
      const results = data.pagination.total;
      console.log(
        name.padEnd(40),
        p50.toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        String(results).padStart(8),
        engine === 'postgres' && p95 > BUDGET_P95_MS ? ' over budget' : '',
      );
    }
  });
}

console.log(
  `Back-office list benchmark: ${productCount.toLocaleString('en-IN')} synthetic products, ${runs} timed runs per call, ` +
    `budget p95 ≤ ${BUDGET_P95_MS} ms on PostgreSQL`,
);
await onEngines(values.engine, bench);
