// Design quote benchmark (decision 191): a quote of 300 lines in ten rooms (catalogue products,
// made-to-measure work and services, line and quote discounts) saved and read back through the real app
// as a member of staff, and its PDF rendered, on PGlite and on a throwaway PostgreSQL cluster. Saving is
// the whole draft (every line priced, the old lines replaced); reading is the version with its figures
// and what changed since the version before. Budgets: save and reload ≤ 200 ms at p95 on PostgreSQL,
// the PDF ≤ 1 s.
//
//   npm run bench:quotes                         both engines, 300 lines, 30 timed runs
//   npm run bench:quotes -- --lines 500 --runs 50 --engine postgres
import { parseArgs } from 'node:util';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { onEngines, withBenchApp, type Engine } from './lib/bench-app.ts';
import { percentile } from './lib/bench.ts';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '300' },
    runs: { type: 'string', default: '30' },
    engine: { type: 'string', default: 'both' },
  },
});
const lineCount = Number(values.lines);
const runs = Number(values.runs);
const ROOMS = Array.from({ length: 10 }, (_, i) => `Room ${i + 1}`);
const WORK = [
  ['Modular kitchen', 'rft', '995476'],
  ['Wardrobe', 'sqft', '995476'],
  ['False ceiling', 'sqft', '995478'],
  ['Painting', 'sqft', '995473'],
  ['Electrical work', 'lumpsum', '995461'],
] as const;

/** A draft of `lineCount` lines: every tenth a catalogue product, every fifteenth a service. */
function draft(productIds: string[], keys: string[] = []) {
  const lines = Array.from({ length: lineCount }, (_, i) => {
    const common = { ...(keys[i] ? { key: keys[i] } : {}), room: ROOMS[i % ROOMS.length]! };
    if (i % 10 === 0)
      return {
        ...common,
        kind: 'product',
        product_id: productIds[i % productIds.length],
        quantity: 1 + (i % 3),
      };
    const [description, unit, code] = WORK[i % WORK.length]!;
    return {
      ...common,
      kind: i % 15 === 0 ? 'service' : 'work',
      description: `${description} ${i + 1}`,
      unit,
      quantity: 10 + (i % 40) + 0.5,
      unit_paise: 120_000 + i * 37,
      gst_rate_bp: 1800,
      hsn_sac: code,
      material: 'BWP plywood',
      finish: 'Laminate, matte',
      discount_paise: i % 7 === 0 ? 5_000 : 0,
    };
  });
  return {
    rooms: ROOMS,
    lines,
    discount_paise: 2_500_000,
    valid_until: '2027-06-30',
    terms: 'Prices include GST.',
  };
}

const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function bench(engine: Engine, database: Parameters<Parameters<typeof onEngines>[1]>[1]) {
  await withBenchApp(database, { load: async () => {}, staff: 'owner' }, async (app, headers) => {
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const started = performance.now();
      const response = await app.inject({
        method,
        url: `/api/v1/admin${url}`,
        headers: headers!,
        ...(payload ? { payload } : {}),
      });
      const elapsed = performance.now() - started;
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
      return { elapsed, response };
    };
    const productIds = (
      await database.execute(
        `SELECT id FROM products p WHERE status = 'published' AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) ORDER BY id LIMIT 30`,
      )
    ).map((row) => String(row.id));
    const project = (
      await call('POST', '/projects', {
        customer_email: DEMO_CUSTOMER.email,
        project_name: 'Benchmark villa',
        site_address: {
          line1: '1 Road No. 1',
          area: 'Banjara Hills',
          city: 'Hyderabad',
          stateCode: '36',
          pincode: '500034',
        },
      })
    ).response.json().data.project.id as string;
    // Version 1 sent, so that version 2's reading compares 300 lines with 300.
    await call('POST', `/projects/${project}/quotes`);
    await call('PUT', `/projects/${project}/quotes/1`, draft(productIds));
    await call('POST', `/projects/${project}/quotes/1/send`);
    const started = (await call('POST', `/projects/${project}/quotes`)).response.json().data.quote;
    const keys = (started.lines as { key: string }[]).map((line) => line.key);

    const saves: number[] = [];
    const reads: number[] = [];
    const both: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const body = draft(productIds, keys);
      body.discount_paise += i; // a real change each time
      const save = await call('PUT', `/projects/${project}/quotes/2`, body);
      const read = await call('GET', `/projects/${project}/quotes/2`);
      if (i < 3) continue;
      saves.push(save.elapsed);
      reads.push(read.elapsed);
      both.push(save.elapsed + read.elapsed);
    }
    const pdfs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < Math.min(runs, 10) + 1; i++) {
      const { elapsed, response } = await call('GET', `/projects/${project}/quotes/2/pdf`);
      bytes = response.rawPayload.length;
      if (i > 0) pdfs.push(elapsed);
    }
    const rows: [string, number[]][] = [
      ['save (PUT, every line priced)', saves],
      ['reload (GET, with changes since v1)', reads],
      ['save and reload', both],
      [`PDF (${(bytes / 1024).toFixed(0)} kB)`, pdfs],
    ];
    console.log(`\n${engine}: a quote of ${lineCount} lines in ${ROOMS.length} rooms`);
    console.log('scenario'.padEnd(40), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8));
    for (const [name, timings] of rows) {
      const { p50, p95 } = summary(timings);
      console.log(name.padEnd(40), p50.toFixed(1).padStart(8), p95.toFixed(1).padStart(8));
    }
  });
}

console.log(`Design quote benchmark: ${runs} timed runs per scenario`);
await onEngines(values.engine, bench);
