// CSV import benchmark: generates a catalogue file of 10,000 rows (new products, updates of existing ones
// and variants), then times a dry run and an apply against the real API on PGlite and on a throwaway
// PostgreSQL cluster. The apply runs as in production: the API answers 202 with a job, and the API's own
// import worker stages and applies it while the script polls GET /admin/jobs/{id}.
// The budget is 10,000 rows in ≤ 60 s on 2 cores (decision 075).
//
//   npm run bench:import                   both engines, 10,000 rows
//   npm run bench:import -- --rows 2000 --engine pglite
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/seed.ts';
import { loadConfig } from '../../server/env.ts';
import { benchStaffHeaders } from './lib/bench-staff.ts';
import { startPostgresCluster } from '../lib/postgres-cluster.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    engine: { type: 'string', default: 'both' },
  },
});
const rowCount = Number(values.rows);
const BUDGET_MS = 60_000;

const ORIGIN = 'http://bench.local';

const COLUMNS = [
  'sku',
  'parent_sku',
  'name',
  'status',
  'category',
  'price',
  'discount_price',
  'stock_status',
  'material',
  'description',
  'features',
];

/** One product in ten has two variants after it; the rest are plain products. Every tenth product is an update. */
function generateCsv(categories: string[], existingSkus: string[]): string {
  const rows: string[][] = [];
  let n = 0;
  let updates = 0;
  while (rows.length < rowCount) {
    n++;
    // Each SKU may appear once in a file: the demo catalogue's products are updated until they run out.
    const update = n % 10 === 5 && updates < existingSkus.length;
    const sku = update ? existingSkus[updates++]! : `IMP-${n}`;
    const price = 2000 + ((n * 7919) % 200_000);
    rows.push([
      sku,
      '',
      update ? `Refreshed piece ${n}` : `Sheesham “Ananya” sofa, 3-seater ${n} — सागौन`,
      'published',
      categories[n % categories.length]!,
      String(price),
      n % 4 === 0 ? String(Math.round(price * 0.9)) : '',
      n % 7 === 0 ? 'on_order' : 'in_stock',
      'Sheesham',
      `Hand-finished, "solid" wood; it's made in Jodhpur (₹${price}).`,
      'Solid wood|Hand carved',
    ]);
    if (!update && n % 10 === 0) {
      for (const finish of ['Walnut', 'Honey']) {
        if (rows.length >= rowCount) break;
        rows.push([
          `IMP-${n}-${finish}`,
          sku,
          finish,
          '',
          '',
          String(price + 500),
          '',
          'in_stock',
          '',
          '',
          '',
        ]);
      }
    }
  }
  return stringify([COLUMNS, ...rows]);
}

async function bench(engine: 'pglite' | 'postgres', database: Database): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-media-'));
  try {
    await migrate(database);
    await seedCatalogue(database);
    const categories = (
      (await database.execute('SELECT slug FROM categories ORDER BY slug')) as { slug: string }[]
    ).map((row) => row.slug);
    const existingSkus = (
      (await database.execute('SELECT sku FROM products WHERE sku IS NOT NULL ORDER BY sku')) as {
        sku: string;
      }[]
    ).map((row) => row.sku);
    const csv = generateCsv(categories, existingSkus);

    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
      PUBLIC_API_ORIGIN: ORIGIN,
    });
    const app = await buildApp({ database, config });
    // Listening starts the import worker, as in production.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await benchStaffHeaders(database, 'catalogue', ORIGIN);
    const post = (mode: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/catalogue/import?mode=${mode}`,
        headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
        payload: csv,
      });

    console.log(
      `\n${engine}: ${rowCount.toLocaleString('en-IN')} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB`,
    );
    let t0 = performance.now();
    const dry = await post('dry-run');
    const dryMs = performance.now() - t0;
    if (dry.statusCode !== 200) throw new Error(`dry run answered ${dry.statusCode}: ${dry.body}`);
    const plan = dry.json().data.plan;
    if (plan.errors.length)
      throw new Error(`dry run found errors: ${JSON.stringify(plan.errors.slice(0, 5))}`);
    console.log(
      `dry run       ${(dryMs / 1000).toFixed(2).padStart(7)} s  products +${plan.products.create} ~${plan.products.update}, ` +
        `variants +${plan.variants.create} ~${plan.variants.update}`,
    );

    t0 = performance.now();
    const queued = await post('apply');
    if (queued.statusCode !== 202) throw new Error(`apply answered ${queued.statusCode}: ${queued.body}`);
    const jobId: string = queued.json().data.job.id;
    let job = queued.json().data.job;
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await app.inject({ method: 'GET', url: `/api/v1/admin/jobs/${jobId}`, headers })).json().data
        .job;
    }
    const applyMs = performance.now() - t0;
    if (job.status !== 'succeeded') throw new Error(`the import job ${job.status}: ${job.error}`);
    console.log(
      `apply (job)   ${(applyMs / 1000).toFixed(2).padStart(7)} s  ${job.processed} rows processed` +
        (applyMs > BUDGET_MS ? '  over budget' : ''),
    );
    console.log(
      `dry run + apply ${((dryMs + applyMs) / 1000).toFixed(2).padStart(5)} s (budget apply ≤ ${BUDGET_MS / 1000} s)`,
    );
    await app.close();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `CSV import benchmark: ${rowCount.toLocaleString('en-IN')} rows through the API and its import worker`,
);
if (values.engine === 'both' || values.engine === 'pglite') {
  const dir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  try {
    await bench('pglite', await openDatabase({ dataDir: join(dir, 'pglite') }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
if (values.engine === 'both' || values.engine === 'postgres') {
  const cluster = await startPostgresCluster();
  try {
    await bench('postgres', await openDatabase({ databaseUrl: cluster.url }));
  } finally {
    await cluster.stop();
  }
}
