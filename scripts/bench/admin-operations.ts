// Back office latency benchmark: the audit list and the dashboard on a large shop. Loads a synthetic
// catalogue (default 100,000 products) with views for every product, wishlists, leads over the last
// twelve weeks, booked consultation slots and a long audit log (default 300,000 entries), into PGlite
// and into a throwaway PostgreSQL cluster, then times the calls through the real app as an owner would
// make them (in-process inject: API + database time without network).
//
//   npm run bench:admin-operations                both engines, 100,000 products, 300,000 audit entries
//   npm run bench:admin-operations -- --products 20000 --audit 50000 --runs 20 --engine pglite
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SignJWT, importJWK } from 'jose';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/seed.ts';
import { seedSyntheticCatalogue } from '../../server/db/seed/synthetic.ts';
import { loadConfig } from '../../server/env.ts';
import { keyRingFor, SIGNING_ALG } from '../../server/modules/identity/index.ts';
import { startPostgresCluster } from '../lib/postgres-cluster.ts';
import { timeGet } from './lib/bench.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    audit: { type: 'string', default: '300000' },
    runs: { type: 'string', default: '40' },
    engine: { type: 'string', default: 'both' },
  },
});
const productCount = Number(values.products);
const auditCount = Number(values.audit);
const runs = Number(values.runs);

const API_ORIGIN = 'http://bench.local';

/** Views, wishlists, leads, bookings, four members of staff and the audit log; returns one member's id. */
async function seedBackOffice(database: Database): Promise<{ actorId: string; productId: string }> {
  const issuer = `${API_ORIGIN}/oidc`;
  // Each member signs in with an account of the embedded provider (the API refuses a token without one).
  await database.execute(
    `WITH accounts AS (
       INSERT INTO identity_accounts (email, password_hash, first_name, last_name, email_verified)
       SELECT 'member' || i || '@bench.example', '-', 'Member', i::text, true FROM generate_series(1, 4) i
       RETURNING id, email, last_name)
     INSERT INTO staff (email, first_name, last_name, role, issuer, subject)
     SELECT email, 'Member', last_name, (ARRAY['owner', 'catalogue', 'sales', 'viewer'])[last_name::int], $1, id::text
     FROM accounts`,
    [issuer],
  );
  await database.execute(
    `INSERT INTO product_views (product_id, view_count, last_viewed_at)
     SELECT id, (abs(hashtext(id::text)) % 5000)::bigint, now() FROM products`,
  );
  await database.execute(
    `INSERT INTO customers (issuer, subject, first_name, email)
     SELECT $1, 'bench-customer-' || i, 'Customer', 'customer' || i || '@bench.example'
     FROM generate_series(1, 2000) i`,
    [issuer],
  );
  // 25 products per customer, drawn so that some products are on many lists.
  await database.execute(
    `INSERT INTO wishlist_items (customer_id, product_id)
     SELECT DISTINCT c.id, p.id
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM customers) c
     CROSS JOIN generate_series(1, 25) k
     JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM products) p
       ON p.n = 1 + ((c.n * k * k + k * 7919) % least(${productCount}, 20000))`,
  );
  await database.execute(
    `INSERT INTO leads (kind, first_name, email, subject, message, created_at)
     SELECT 'contact', 'Visitor', 'visitor' || i || '@bench.example', 'other', 'A message.',
            now() - (i % 84) * interval '1 day' - (i % 1440) * interval '1 minute'
     FROM generate_series(1, 50000) i`,
  );
  await database.execute(
    `INSERT INTO consultation_slots (slot_date, slot_time, booked)
     SELECT current_date + d, t, (d + length(t)) % 3
     FROM generate_series(0, 13) d, unnest(ARRAY['10:00', '12:00', '15:00', '17:00']) t
     ON CONFLICT DO NOTHING`,
  );
  const [actor] = (await database.execute(`SELECT id FROM staff ORDER BY email LIMIT 1`)) as [{ id: string }];
  const [product] = (await database.execute(`SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 31`)) as [
    { id: string },
  ];
  // The log over the last year: product edits mostly, a few other kinds of record, four actors.
  await database.execute(
    `INSERT INTO audit_log (at, actor_id, actor_email, action, entity_type, entity_id, before, after)
     SELECT now() - (i % 365) * interval '1 day' - (i % 86400) * interval '1 second',
            s.id, s.email,
            (ARRAY['update', 'create', 'delete'])[1 + i % 3],
            (ARRAY['product', 'product', 'product', 'lead', 'project', 'review', 'staff'])[1 + i % 7],
            CASE WHEN i % 7 < 3 THEN p.id::text ELSE md5(i::text) END,
            jsonb_build_object('price', 1000 + i % 500), jsonb_build_object('price', 1100 + i % 500)
     FROM generate_series(1, ${auditCount}) i
     JOIN (SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS n FROM staff) s ON s.n = i % 4
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM products) p
       ON p.n = (i * 31) % least(${productCount}, 50000)`,
  );
  return { actorId: actor.id, productId: product.id };
}

/** An owner's access token, as the embedded provider issues it to the back office. */
async function ownerToken(database: Database): Promise<string> {
  const ring = keyRingFor(database);
  await ring.ready();
  const jwk = ring.privateJwks.keys[0]!;
  const key = await importJWK(jwk, SIGNING_ALG);
  const now = Math.floor(Date.now() / 1000);
  const [owner] = (await database.execute(
    `SELECT subject FROM staff WHERE email = 'member1@bench.example'`,
  )) as [{ subject: string }];
  return new SignJWT({ scope: 'admin', client_id: 'aangan-admin' })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: jwk.kid!, typ: 'at+jwt' })
    .setIssuer(`${API_ORIGIN}/oidc`)
    .setAudience(`${API_ORIGIN}/api/v1`)
    .setSubject(owner.subject)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .setJti(randomUUID())
    .sign(key);
}

async function bench(engine: 'pglite' | 'postgres', database: Database): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-media-'));
  try {
    let started = Date.now();
    await migrate(database);
    await seedCatalogue(database);
    await seedSyntheticCatalogue(database, productCount);
    const { actorId, productId } = await seedBackOffice(database);
    await database.execute('ANALYZE');
    const load = Date.now() - started;
    const [counts] = (await database.execute(
      `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM audit_log)::int AS audit,
              (SELECT count(*) FROM wishlist_items)::int AS wishlists, (SELECT count(*) FROM leads)::int AS leads`,
    )) as [{ products: number; audit: number; wishlists: number; leads: number }];
    console.log(
      `\n${engine}: ${counts.products.toLocaleString('en-IN')} products, ${counts.audit.toLocaleString('en-IN')} audit entries, ` +
        `${counts.wishlists.toLocaleString('en-IN')} wishlist items, ${counts.leads.toLocaleString('en-IN')} leads (load ${load} ms)`,
    );

    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_API_ORIGIN: API_ORIGIN,
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
    });
    const app = await buildApp({ database, config });
    await app.ready();
    started = Date.now();
    const headers = { authorization: `Bearer ${await ownerToken(database)}` };

    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const scenarios: [string, string][] = [
      ['audit: page 1', '/api/v1/admin/audit'],
      ['audit: page 200', '/api/v1/admin/audit?page=200'],
      ['audit: by person', `/api/v1/admin/audit?actor_id=${actorId}`],
      ['audit: products', '/api/v1/admin/audit?entity_type=product'],
      ['audit: one product', `/api/v1/admin/audit?entity_type=product&entity_id=${productId}`],
      ['audit: one week', `/api/v1/admin/audit?from=${day(30)}&to=${day(24)}`],
      [
        'audit: person + type + month',
        `/api/v1/admin/audit?actor_id=${actorId}&entity_type=lead&from=${day(60)}&to=${day(30)}`,
      ],
      ['dashboard', '/api/v1/admin/dashboard'],
      ['builds', '/api/v1/admin/builds'],
    ];
    console.log('scenario'.padEnd(32), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'results'.padStart(8));
    for (const [name, url] of scenarios) {
      const { p50, p95, data } = await timeGet(app, url, runs, headers);
      const results: string = data.pagination
        ? `${data.pagination.total}${data.pagination.totalCapped ? '+' : ''}`
        : data.most_viewed
          ? String(data.most_viewed.length + data.most_wishlisted.length)
          : '-';
      console.log(
        name.padEnd(32),
        p50.toFixed(1).padStart(8),
        p95.toFixed(1).padStart(8),
        results.padStart(8),
      );
    }
    await app.close();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Back office benchmark: ${productCount.toLocaleString('en-IN')} synthetic products, ` +
    `${auditCount.toLocaleString('en-IN')} audit entries, ${runs} timed runs per scenario`,
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
