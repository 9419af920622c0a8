// Catalogue latency benchmark: loads a large synthetic catalogue (default 100,000 products) into
// PGlite and into a throwaway PostgreSQL cluster, then times typical listing calls through the
// real app (in-process inject, so the figures are API + database time without network). The in-memory
// cache of catalogue answers (decision 115) is off, so every call reaches the database; `--cache`
// keeps it on, and then the timed runs are hits.
//
//   npm run bench:catalogue                 both engines, 100,000 products
//   npm run bench:catalogue -- --products 20000 --runs 30 --engine pglite
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
    cache: { type: 'boolean', default: false },
  },
});
const productCount = Number(values.products);
const runs = Number(values.runs);

const SCENARIOS: [string, string][] = [
  ['page 1 (name asc)', '/api/v1/products'],
  ['page 500 (name asc)', '/api/v1/products?page=500'],
  [
    'filtered: category + price, by price',
    '/api/v1/products?category=living-room&minPrice=5000&maxPrice=60000&sort=price&order=asc',
  ],
  ['search "sheesham sofa"', '/api/v1/products?search=sheesham%20sofa'],
  ['search with typos "sheesam sofaa"', '/api/v1/products?search=sheesam%20sofaa'],
  ['filters (facet counts)', '/api/v1/products/filters'],
  ['product detail by slug', '/api/v1/products/slug/bench-4242'],
];

async function bench(engine: Engine, database: Database): Promise<void> {
  const load = async (demo: number) => {
    const started = Date.now();
    await seedSyntheticCatalogue(database, productCount);
    await database.execute('ANALYZE');
    const synthetic = Date.now() - started;
    const [{ total }] = (await database.execute('SELECT count(*)::int AS total FROM products')) as [
      { total: number },
    ];
    console.log(
      `\n${engine}: ${total.toLocaleString('en-IN')} products (demo seed ${demo} ms, synthetic load ${synthetic} ms)`,
    );
  };
  const env: Record<string, string> = values.cache ? {} : { RESPONSE_CACHE_ENTRIES: '0' };
  await withBenchApp(database, { load, env }, async (app) => {
    console.log('scenario'.padEnd(40), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'results'.padStart(8));
    for (const [name, url] of SCENARIOS) {
      const { p50, p95, data } = await timeGet(app, url, runs);
      const results = data.pagination?.total ?? data.products?.length ?? (data.product ? 1 : 0);
      console.log(
        name.padEnd(40),
        p50.toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        String(results).padStart(8),
      );
    }
  });
}

console.log(
  `Catalogue benchmark: ${productCount.toLocaleString('en-IN')} synthetic products, ${runs} timed runs per scenario, ` +
    `in-memory cache ${values.cache ? 'on' : 'off'}`,
);
await onEngines(values.engine, bench);
