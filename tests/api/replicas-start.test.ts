// Several replicas started at once on a fresh PostgreSQL database all come up, and the demo data is
// seeded once: migrations and first-run seeding run under one advisory lock (decision 140). Their limits
// count together, in PostgreSQL. PGlite is a single-process database (a second process is refused by its
// directory lock), so this is PostgreSQL's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../demo/catalogue.ts';
import { DEMO_DELIVERY_RANGES } from '../../server/db/seed/delivery.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { DEMO_OWNER } from '../../server/db/seed/demo-staff.ts';
import { killApiProcesses, startApiProcess } from '../support/api-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

const engine = process.env.TEST_DB ?? 'pglite';
const REPLICAS = 3;
const LEADS_LIMIT = 5;
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  killApiProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe.skipIf(engine !== 'postgres')('replicas started together', () => {
  it(`${REPLICAS} replicas on a fresh database all come up, with the demo seeded once`, async () => {
    const postgres: TestDatabase = await createTestDatabase();
    cleanups.push(() => postgres.close());
    const replicas = await Promise.all(
      Array.from({ length: REPLICAS }, async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'replica-'));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        return {
          DATA_DIR: dataDir,
          DATABASE_URL: postgres.url!,
          HOST: '127.0.0.1',
          PORT: '0',
          SEED_ON_START: 'true',
          // Outside development (Vitest runs with NODE_ENV=test) the demo accounts are asked for by name.
          SEED_DEMO_CUSTOMER: 'true',
          SEED_DEMO_STAFF: 'true',
          GENERATE_MEDIA: 'false',
          LOG_LEVEL: 'info',
          LEADS_RATE_LIMIT_PER_MINUTE: String(LEADS_LIMIT),
          TRUST_PROXY: '1',
        };
      }),
    );
    const started = await Promise.allSettled(replicas.map((env) => startApiProcess(env)));
    const failures = started.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);

    // Every replica answers, and they all see the same catalogue.
    for (const result of started) {
      if (result.status !== 'fulfilled') continue;
      const response = await fetch(`${result.value.url}/api/v1/catalogue/version`);
      expect(response.status).toBe(200);
    }

    const count = async (text: string, params: unknown[] = []) =>
      Number((await postgres.database.execute(text, params))[0]!.count);
    expect(await count('SELECT count(*) FROM products')).toBe(catalogue.products.length);
    expect(await count('SELECT count(*) FROM categories')).toBe(catalogue.categories.length);
    expect(await count('SELECT count(*) FROM delivery_pincodes')).toBe(DEMO_DELIVERY_RANGES.length);
    expect(
      await count('SELECT count(*) FROM identity_accounts WHERE lower(email) = $1', [DEMO_CUSTOMER.email]),
    ).toBe(1);
    expect(
      await count('SELECT count(*) FROM identity_accounts WHERE lower(email) = $1', [DEMO_OWNER.email]),
    ).toBe(1);
    expect(await count('SELECT count(*) FROM customers WHERE lower(email) = $1', [DEMO_CUSTOMER.email])).toBe(
      1,
    );
    // One replica seeded; the others found the catalogue there.
    const seeded = started.filter(
      (result) => result.status === 'fulfilled' && result.value.output().includes('demo catalogue seeded'),
    );
    expect(seeded).toHaveLength(1);

    // A limit counts across the replicas: 15 messages from one address, sent at once, five to each
    // replica, and exactly the limit gets through.
    const urls = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.url] : []));
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        fetch(`${urls[i % urls.length]}/api/v1/contact/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
          body: JSON.stringify({
            firstName: 'Replica',
            lastName: `Test ${i}`,
            email: `replica-${i}@example.in`,
            subject: 'support',
            message: `Replica limit message ${i}`,
          }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status < 300)).toHaveLength(LEADS_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - LEADS_LIMIT);
    expect(await count(`SELECT count(*) FROM leads WHERE email LIKE 'replica-%'`)).toBe(LEADS_LIMIT);
  }, 240_000);
});
