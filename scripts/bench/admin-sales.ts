// Back-office sales latency benchmark: loads a large synthetic shop (default 100,000 products, 100,000
// leads, 50,000 customers with wishlists and reviews, 20,000 projects, 100,000 orders of which two in
// five are guests') into PGlite and into a throwaway PostgreSQL cluster, then times the back office's
// lists, searches and pages through the real app as a member of staff (in-process inject, so the
// figures are API + database time).
//
//   npm run bench:admin-sales                          both engines, the sizes above
//   npm run bench:admin-sales -- --leads 20000 --customers 10000 --products 20000 --orders 20000 --engine pglite
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addDays, indiaToday } from '../../contract/leads.ts';
import type { Database } from '../../server/db/client.ts';
import { seedSyntheticCatalogue } from '../../server/db/seed/synthetic.ts';
import { onEngines, withBenchApp, type Engine } from './lib/bench-app.ts';
import { timeGet } from './lib/bench.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    leads: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '50000' },
    projects: { type: 'string', default: '20000' },
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    engine: { type: 'string', default: 'both' },
  },
});
const sizes = {
  products: Number(values.products),
  leads: Number(values.leads),
  customers: Number(values.customers),
  projects: Number(values.projects),
  orders: Number(values.orders),
};
const runs = Number(values.runs);

/** Leads, customers (with wishlists and reviews) and projects, generated inside the database. */
async function loadSalesData(database: Database): Promise<void> {
  const first = sql`(ARRAY['Aarav','Ananya','Vihaan','Diya','Ishaan','Meera','Kabir','Saanvi','Rohan','Tara'])`;
  const last = sql`(ARRAY['Sharma','Iyer','Reddy','Nair','Kulkarni','Bose','Das','Menon','Gupta','Pillai'])`;
  const statuses = sql`(ARRAY['new','contacted','scheduled','completed','lost'])`;
  const slots = sql`(ARRAY['09:00','10:00','11:00','12:00','14:00','15:00','16:00','17:00'])`;
  const today = indiaToday();
  await database.query(sql`
    INSERT INTO leads (kind, first_name, last_name, email, phone, subject, message, service_id, project_type,
                       preferred_date, preferred_time, status, created_at, updated_at)
    SELECT CASE WHEN g % 3 = 0 THEN 'contact' ELSE 'consultation' END,
           ${first}[1 + g % 10], ${last}[1 + (g / 10) % 10] || g, 'lead' || g || '@example.in',
           '+9198' || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'),
           CASE WHEN g % 3 = 0 THEN 'project_inquiry' END, 'A calm living room, please.',
           CASE WHEN g % 3 <> 0 THEN 'room_design' END, CASE WHEN g % 3 <> 0 THEN 'Single Room Design' END,
           CASE WHEN g % 3 <> 0 THEN ${today}::date - 90 + (g % 180) END,
           CASE WHEN g % 3 <> 0 THEN ${slots}[1 + g % 8] END,
           ${statuses}[1 + g % 5], now() - make_interval(mins => g), now() - make_interval(mins => g)
    FROM generate_series(1, ${sizes.leads}) g`);
  await database.query(sql`
    INSERT INTO customers (issuer, subject, first_name, last_name, email, phone, city, created_at)
    SELECT 'https://bench.local', 'bench-' || g, ${first}[1 + g % 10], ${last}[1 + (g / 10) % 10] || g,
           'customer' || g || '@example.in', '+9197' || lpad((g::bigint * 104729 % 100000000)::text, 8, '0'),
           'Pune', now() - make_interval(mins => g)
    FROM generate_series(1, ${sizes.customers}) g`);
  // Each customer saves three of the first thousand products and reviews one, every other customer.
  const sample = sql`(SELECT array_agg(id) AS ids FROM (SELECT id FROM products ORDER BY id LIMIT 1000) x)`;
  await database.query(sql`
    INSERT INTO wishlist_items (customer_id, product_id)
    SELECT c.id, p.ids[1 + (c.n * 37 + k) % array_length(p.ids, 1)]
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM customers) c
    CROSS JOIN ${sample} p CROSS JOIN generate_series(0, 2) k
    ON CONFLICT DO NOTHING`);
  await database.query(sql`
    INSERT INTO reviews (product_id, customer_id, customer_name, rating, title)
    SELECT p.ids[1 + (c.n * 53) % array_length(p.ids, 1)], c.id, c.first_name, 1 + c.n % 5, 'Lovely'
    FROM (SELECT id, first_name, row_number() OVER (ORDER BY id) AS n FROM customers) c
    CROSS JOIN ${sample} p
    WHERE c.n % 2 = 0`);
  await database.query(sql`
    INSERT INTO projects (customer_id, customer_email, project_name, status, created_at)
    SELECT CASE WHEN g % 4 = 0 THEN NULL ELSE c.id END, 'customer' || g || '@example.in',
           'Project ' || g, 'inquiry', now() - make_interval(mins => g)
    FROM generate_series(1, ${sizes.projects}) g
    LEFT JOIN customers c ON c.issuer = 'https://bench.local' AND c.subject = 'bench-' || g`);
  // Three orders in five are customers' (by their subject); the rest are guests', about two each, every
  // tenth of them from a customer's confirmed address. One line each.
  await database.query(sql`UPDATE customers SET verified_email = email WHERE issuer = 'https://bench.local'`);
  await database.query(sql`
    INSERT INTO orders (number, customer_id, name, email, phone, delivery_address, billing_address,
                        place_of_supply, status, payment_method, payment_status, taxable_paise, cgst_paise,
                        sgst_paise, igst_paise, total_paise, request_hash, created_at)
    SELECT 'BENCH-' || g, c.id, ${first}[1 + g % 10] || ' ' || ${last}[1 + (g / 10) % 10] || g,
           CASE WHEN c.id IS NOT NULL THEN 'customer' || (g % ${sizes.customers} + 1) || '@example.in'
                WHEN g % 10 = 0 THEN 'customer' || (g % ${sizes.customers} + 1) || '@example.in'
                ELSE 'guest' || (g / 2) || '@example.in' END,
           '+9196' || lpad((g::bigint * 15485863 % 100000000)::text, 8, '0'),
           '{"line1":"12 MG Road","area":"Kondapur","city":"Hyderabad","stateCode":"36","pincode":"500084"}',
           '{"line1":"12 MG Road","area":"Kondapur","city":"Hyderabad","stateCode":"36","pincode":"500084"}',
           '36', 'delivered', 'cod', 'paid', 100000, 9000, 9000, 0, 118000, 'bench',
           now() - make_interval(mins => g)
    FROM generate_series(1, ${sizes.orders}) g
    LEFT JOIN customers c ON g % 5 < 3 AND c.issuer = 'https://bench.local'
                         AND c.subject = 'bench-' || (g % ${sizes.customers} + 1)`);
  await database.query(sql`
    INSERT INTO order_lines (order_id, position, kind, name, hsn_code, gst_rate_bp, unit_price, quantity,
                             amount_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
    SELECT id, 1, 'product', 'Sheesham chair', '9403', 1800, 1180, 1, 118000, 100000, 9000, 9000, 0
    FROM orders WHERE number LIKE 'BENCH-%'`);
}

async function bench(engine: Engine, database: Database): Promise<void> {
  let customer = '';
  const load = async (seed: number) => {
    const started = Date.now();
    await seedSyntheticCatalogue(database, sizes.products);
    await loadSalesData(database);
    await database.execute('ANALYZE');
    [{ customer }] = (await database.execute(
      `SELECT id AS customer FROM customers WHERE email = 'customer42@example.in'`,
    )) as [{ customer: string }];
    console.log(
      `\n${engine}: ${sizes.products.toLocaleString('en-IN')} products, ${sizes.leads.toLocaleString('en-IN')} leads, ` +
        `${sizes.customers.toLocaleString('en-IN')} customers, ${sizes.projects.toLocaleString('en-IN')} projects, ` +
        `${sizes.orders.toLocaleString('en-IN')} orders (loaded in ${seed + Date.now() - started} ms)`,
    );
  };
  await withBenchApp(database, { load, staff: 'owner' }, async (app, headers) => {
    const from = addDays(indiaToday(), -7);
    const scenarios: [string, string][] = [
      ['leads: page 1, newest', '/leads'],
      ['leads: page 200', '/leads?page=200'],
      ['leads: status new', '/leads?status=new'],
      ['leads: nobody assigned', '/leads?assignee=none'],
      ['leads: search a surname', '/leads?search=kulkarni4242'],
      ['leads: search a phone', '/leads?search=98003%2032598'],
      [
        'leads: by day asked, a week',
        `/leads?sort=preferred_date&order=asc&from=${from}&to=${addDays(from, 6)}`,
      ],
      ['calendar: 14 days', `/consultations/calendar?from=${from}`],
      ['customers: page 1, with counts', '/customers'],
      ['customers: search an address', '/customers?search=customer4242%40'],
      ['customer: one, in full', `/customers/${customer}`],
      ['customer: their orders', `/customers/${customer}/orders`],
      ['guest buyers: search an address', '/customers/guests?search=guest4242%40'],
      ['guest buyers: search a phone', '/customers/guests?search=96%2046457%20589'],
      ['guest buyers: search a name', '/customers/guests?search=kulkarni3'],
      ['guest buyer: their orders', '/customers/guests/orders?email=guest4242%40example.in'],
      ['projects: page 1', '/projects'],
      ['projects: search', '/projects?search=project%20777'],
    ];
    console.log('scenario'.padEnd(40), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'results'.padStart(8));
    for (const [name, path] of scenarios) {
      const { p50, p95, data } = await timeGet(app, `/api/v1/admin${path}`, runs, headers);
      const results = data.pagination?.total ?? data.days?.length ?? (data.customer ? 1 : 0);
      console.log(
        name.padEnd(40),
        p50.toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        String(results).padStart(8),
      );
    }
  });
}

console.log(`Back-office sales benchmark: ${runs} timed runs per scenario`);
await onEngines(values.engine, bench);
