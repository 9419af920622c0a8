// Abandoned-cart scan benchmark (decision 207): 100,000 signed-in customers' carts of two lines each in a
// throwaway PostgreSQL cluster; most were reminded already or changed within the day, 1 % are due, and
// half of those customers agreed to reminders (a few ordered since). Prints the time of the background
// worker's whole scan (settling every due cart, writing the reminders to the outbox) and the plan of the
// statement that finds the due carts. Target: ≤ 2 s on PostgreSQL. It prints figures and does not fail
// on time.
//
//   npm run bench:cart-scan                               PostgreSQL, 100,000 carts
//   npm run bench:cart-scan -- --carts 200000 --engine both
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { createCartReminders, createCartsService } from '../../server/modules/carts/index.ts';
import { BENCH_ORIGIN, onEngines, withBenchApp, type Engine } from './lib/bench-app.ts';

const { values } = parseArgs({
  options: {
    carts: { type: 'string', default: '100000' },
    engine: { type: 'string', default: 'postgres' },
  },
});
const carts = Number(values.carts);

/** Customers, their carts and lines, their consents and a few orders, in a few statements. */
async function loadCarts(database: Database): Promise<void> {
  await database.query(sql`
    INSERT INTO customers (issuer, subject, first_name, email)
    SELECT 'bench', 'c' || g, 'Shopper', 'shopper' || g || '@example.in' FROM generate_series(1, ${carts}) g`);
  // 1 in 100 due (untouched for two days, not reminded); the rest reminded already, or changed today.
  await database.query(sql`
    INSERT INTO carts (customer_id, line_count, updated_at, reminded_at)
    SELECT id, 2,
           CASE WHEN n % 100 = 0 THEN now() - interval '48 hours'
                WHEN n % 10 = 1 THEN now() - interval '2 hours'
                ELSE now() - make_interval(hours => (30 + n % 500)::int) END,
           CASE WHEN n % 100 = 0 OR n % 10 = 1 THEN NULL ELSE now() - interval '1 hour' END
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM customers WHERE issuer = 'bench') c`);
  await database.query(sql`
    INSERT INTO cart_lines (customer_id, position, product_id, quantity)
    SELECT c.customer_id, p.position - 1, p.id, 1 + p.position
    FROM carts c
    CROSS JOIN (SELECT id, row_number() OVER (ORDER BY name) AS position FROM products
                WHERE status = 'published' ORDER BY name LIMIT 2) p`);
  await database.query(sql`
    INSERT INTO consents (customer_id, channel, purpose, granted, source)
    SELECT id, 'email', 'cart_reminders', true, 'profile' FROM customers
    WHERE issuer = 'bench' AND substring(subject FROM 2)::int % 2 = 0`);
  await database.query(sql`ANALYZE customers`);
  await database.query(sql`ANALYZE carts`);
  await database.query(sql`ANALYZE cart_lines`);
  await database.query(sql`ANALYZE consents`);
}

async function bench(engine: Engine, database: Database) {
  let loadMs = 0;
  await withBenchApp(
    database,
    {
      load: async () => {
        const started = performance.now();
        await loadCarts(database);
        loadMs = performance.now() - started;
      },
    },
    async () => {
      const [due] = await database.query<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM carts WHERE reminded_at IS NULL AND line_count > 0
          AND updated_at < now() - interval '24 hours'`);
      console.log(
        `\n${engine}: ${carts.toLocaleString('en-IN')} carts (loaded in ${(loadMs / 1000).toFixed(1)} s), ` +
          `${due!.n} due`,
      );
      const plan = await database.query<{ 'QUERY PLAN': string }>(sql`
        EXPLAIN (ANALYZE, BUFFERS)
        SELECT c.customer_id, c.updated_at FROM carts c
        WHERE c.reminded_at IS NULL AND c.line_count > 0 AND c.updated_at < now() - make_interval(hours => 24)
        ORDER BY c.updated_at LIMIT 500`);
      console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
      const cartsService = createCartsService(database, { mediaOrigin: BENCH_ORIGIN });
      const reminders = createCartReminders(database, {
        hours: 24,
        shopOrigin: 'http://shop.bench',
        apiOrigin: BENCH_ORIGIN,
        businessName: 'Aangan',
        messageIdDomain: 'bench.local',
        carts: cartsService,
      });
      const started = performance.now();
      const sent = await reminders.remindAbandoned();
      const scanMs = performance.now() - started;
      const again = performance.now();
      const second = await reminders.remindAbandoned();
      const idleMs = performance.now() - again;
      console.log(
        `scan: ${sent} reminders written in ${scanMs.toFixed(0)} ms; ` +
          `the next scan, with nothing due: ${second} in ${idleMs.toFixed(0)} ms`,
      );
      console.log('target: the scan over 100,000 carts in ≤ 2 s on PostgreSQL');
    },
  );
}

await onEngines(values.engine, bench);
