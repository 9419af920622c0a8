// Coupon validation benchmark (decision 202): what a coupon code adds to a checkout quote. A cart of three
// pieces is quoted through the real app, in process, without a code and with one (a per-cent code scoped to
// a category, so its sub-category tree is read, with a per-customer limit, so the shopper's history is read
// too), alternating so both see the same caches; 2,000 codes and 5,000 redemptions are loaded so that the
// lookups run against a used table. Prints p50 and p95 of each and the difference. Target: the code adds
// ≤ 5 ms at p95. It prints figures and does not fail on time.
//
//   npm run bench:coupons                       PostgreSQL, 400 quotes of each kind
//   npm run bench:coupons -- --engine both --runs 1000
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { onEngines, withBenchApp, type Engine } from './lib/bench-app.ts';
import { percentile } from './lib/bench.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '400' },
  },
});
const runs = Number(values.runs);
const WARM_UP = 20;

/** 2,000 codes (one of them the code quoted) and 5,000 redemptions spread over them. */
async function loadCoupons(database: Database): Promise<void> {
  await database.query(sql`
    INSERT INTO coupons (code, kind, value, scope, category_ids, per_customer_max)
    SELECT 'BENCH' || g, 'percent', 1 + g % 30, 'categories',
           ARRAY(SELECT id FROM categories WHERE parent_id IS NULL ORDER BY name LIMIT 1 + g % 3), 2
    FROM generate_series(1, 2000) g`);
  // Redemptions name orders: one stand-in order carries them all.
  await database.query(sql`
    INSERT INTO orders (number, name, email, phone, delivery_address, billing_address, place_of_supply, status,
                        payment_method, payment_status, taxable_paise, cgst_paise, sgst_paise, igst_paise,
                        total_paise, request_hash)
    SELECT 'BENCH-' || g, 'Bench', 'bench' || g || '@example.in', '+919848022338', '{}'::jsonb, '{}'::jsonb, '36',
           'placed', 'cod', 'due', 100, 0, 0, 0, 100, 'bench'
    FROM generate_series(1, 5000) g`);
  await database.query(sql`
    INSERT INTO coupon_redemptions (coupon_id, order_id, email, discount_paise)
    SELECT c.id, o.id, o.email, 100
    FROM (SELECT id, email, row_number() OVER (ORDER BY id) AS n FROM orders WHERE number LIKE 'BENCH-%') o
    JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM coupons) c ON c.n = 1 + o.n % 2000`);
  await database.query(sql`ANALYZE coupons`);
  await database.query(sql`ANALYZE coupon_redemptions`);
}

async function bench(engine: Engine, database: Database) {
  await withBenchApp(database, { load: () => loadCoupons(database) }, async (app) => {
    const pieces = await database.query<{ id: string; price: number }>(sql`
      SELECT p.id, p.effective_price AS price FROM products p
      WHERE p.status = 'published' AND p.stock_status = 'in_stock'
        AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
      ORDER BY p.effective_price LIMIT 3`);
    const lines = pieces.map((piece) => ({ productId: piece.id, quantity: 1, price: Number(piece.price) }));
    const [coupon] = await database.query<{ code: string }>(
      sql`SELECT code FROM coupons WHERE array_length(category_ids, 1) = 3 LIMIT 1`,
    );
    const quote = async (withCode: boolean) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/checkout/quote',
        payload: {
          lines,
          pincode: '500034',
          stateCode: '36',
          ...(withCode ? { couponCodes: [coupon!.code], email: 'bench42@example.in' } : {}),
        },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`the quote answered ${response.statusCode}: ${response.body}`);
      return elapsed;
    };
    const plain: number[] = [];
    const coded: number[] = [];
    for (let i = 0; i < runs + WARM_UP; i++) {
      const a = await quote(false);
      const b = await quote(true);
      if (i >= WARM_UP) {
        plain.push(a);
        coded.push(b);
      }
    }
    plain.sort((x, y) => x - y);
    coded.sort((x, y) => x - y);
    const row = (label: string, times: number[]) =>
      console.log(
        label.padEnd(22),
        `${percentile(times, 50).toFixed(2)} ms`.padStart(12),
        `${percentile(times, 95).toFixed(2)} ms`.padStart(12),
      );
    console.log(`\n${engine}: ${runs} quotes of a three-piece cart each way, 2,000 codes, 5,000 redemptions`);
    console.log(''.padEnd(22), 'p50'.padStart(12), 'p95'.padStart(12));
    row('quote', plain);
    row('quote with a code', coded);
    const added = percentile(coded, 95) - percentile(plain, 95);
    console.log(`a code adds ${added.toFixed(2)} ms at p95 (target ≤ 5 ms)`);
  });
}

await onEngines(values.engine, bench);
