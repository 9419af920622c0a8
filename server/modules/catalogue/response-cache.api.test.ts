// The in-memory cache of public catalogue answers (decision 115): a hit is the miss's bytes, any
// catalogue write is seen (at once through this process, within the bound from anywhere else),
// nothing private or invalid is stored, and the cache stays within its bounds.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { composeServices } from '../../compose.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { loadConfig } from '../../env.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import { apiCaughtUp } from '../../../tests/support/catalogue-cache.ts';
import { createTestDatabase } from '../../../tests/support/test-db.ts';
import { createStaff, customerToken, type TestStaff } from '../../../tests/support/staff.ts';
import { cacheKey } from './response-cache.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestStaff;

beforeAll(async () => {
  // Few entries, so that the bound shows; notices, not re-reads, must bring other writers' changes.
  t = await createTestApp({ RESPONSE_CACHE_ENTRIES: '8', RESPONSE_CACHE_CHECK_MS: '60000' });
  owner = await createStaff(t.database, 'owner');
});
afterAll(async () => {
  await t?.close();
});

const cache = () => t.services.catalogue.responseCache;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const firstProduct = async () => {
  const response = await get('/api/v1/products?sort=name&order=asc&limit=1');
  return response.json().data.products[0] as { id: string; slug: string; name: string };
};

const versionOf = async (id: string) =>
  Number((await t.database.execute('SELECT version FROM products WHERE id = $1', [id]))[0]!.version);

describe('a hit', () => {
  it('is the same bytes, ETag and headers as the miss, and answers If-None-Match with 304', async () => {
    const url = '/api/v1/products?category=living-room&sort=price&order=desc&limit=5';
    const before = cache().stats();
    const miss = await get(url);
    const hit = await get(url);
    expect(miss.statusCode).toBe(200);
    expect(cache().stats().stored).toBe(before.stored + 1);
    expect(cache().stats().hits).toBe(before.hits + 1);
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    for (const header of [
      'etag',
      'content-type',
      'content-length',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
    ])
      expect(hit.headers[header], header).toBe(miss.headers[header]);

    const notModified = await get(url, { 'if-none-match': String(miss.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('is shared by the same query in another order, and by nothing else', async () => {
    expect(cacheKey('/api/v1/products?sort=price&limit=5')).toBe(
      cacheKey('/api/v1/products?limit=5&sort=price'),
    );
    expect(cacheKey('/api/v1/products?limit=5')).not.toBe(cacheKey('/api/v1/products?limit=6'));
    expect(cacheKey('/api/v1/products/slug/a')).not.toBe(cacheKey('/api/v1/products/slug/b'));
    const a = await get('/api/v1/products?limit=3&page=2');
    const hits = cache().stats().hits;
    const b = await get('/api/v1/products?page=2&limit=3');
    expect(cache().stats().hits).toBe(hits + 1);
    expect(b.body).toBe(a.body);
  });
});

describe('a catalogue write', () => {
  it('through the back office is seen by the very next read', async () => {
    const product = await firstProduct();
    const url = `/api/v1/products/slug/${product.slug}`;
    expect((await get(url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(200); // now a hit

    const unpublish = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product.id}/status`,
      headers: owner.headers,
      payload: { status: 'draft', version: await versionOf(product.id) },
    });
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    // The draft leaks nowhere: not by slug, not by id, not in the listing.
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`/api/v1/products/${product.id}`)).statusCode).toBe(404);
    expect((await firstProduct()).id).not.toBe(product.id);

    const publish = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product.id}/status`,
      headers: owner.headers,
      payload: { status: 'published', version: await versionOf(product.id) },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await get(url)).statusCode).toBe(200);
    expect((await firstProduct()).id).toBe(product.id);
  });

  it('straight to the database is announced and seen without waiting for a re-read', async () => {
    const product = await firstProduct();
    const url = `/api/v1/products/slug/${product.slug}`;
    await get(url);
    const stale = await get(url);
    expect(stale.json().data.product.name).toBe(product.name);

    await t.database.execute(`UPDATE products SET name = name || ' (renamed)' WHERE id = $1`, [product.id]);
    // RESPONSE_CACHE_CHECK_MS is a minute here: only the database's notice can make this in time.
    await apiCaughtUp(t, 3_000);
    expect((await get(url)).json().data.product.name).toBe(`${product.name} (renamed)`);
    await t.database.execute(`UPDATE products SET name = $2 WHERE id = $1`, [product.id, product.name]);
    await apiCaughtUp(t, 3_000);
    expect((await get(url)).json().data.product.name).toBe(product.name);
  });
});

describe('what is never stored', () => {
  it('an invalid query: its 400 names the field every time', async () => {
    const stored = cache().stats().stored;
    for (let i = 0; i < 3; i++) {
      const response = await get('/api/v1/products?page=0');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/page/);
    }
    expect((await get('/api/v1/products/slug/no-such-product')).statusCode).toBe(404);
    expect((await get('/api/v1/products/slug/no-such-product')).statusCode).toBe(404);
    expect(cache().stats().stored).toBe(stored);
  });

  it('signed-in, back-office and view-count answers', async () => {
    const stored = cache().stats().stored;
    const customer = { authorization: `Bearer ${await customerToken(t.database)}` };
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/v1/admin/products', owner.headers)).statusCode).toBe(200);
      expect((await get('/api/v1/wishlist', customer)).statusCode).toBe(200);
      expect((await get('/api/v1/products/trending')).statusCode).toBe(200);
      expect((await get('/api/v1/catalogue/version')).statusCode).toBe(200);
    }
    expect(cache().stats().stored).toBe(stored);
  });
});

describe('the bound', () => {
  it('keeps at most RESPONSE_CACHE_ENTRIES answers however many queries are asked', async () => {
    for (let page = 1; page <= 30; page++) {
      expect((await get(`/api/v1/products?limit=2&page=${page}`)).statusCode).toBe(200);
    }
    expect(cache().size().entries).toBeLessThanOrEqual(8);
    expect(cache().stats().evicted).toBeGreaterThan(0);
    // The most recent answers are the ones kept.
    const hits = cache().stats().hits;
    await get('/api/v1/products?limit=2&page=30');
    expect(cache().stats().hits).toBe(hits + 1);
  });
});

// Two API processes on one PostgreSQL: a write through one reaches the other's memory by the
// database's notice, also after the listening connection was cut.
describe.runIf(process.env.TEST_DB === 'postgres')('two API processes on one database', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  const databases: Database[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase({ seeded: true });
    dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await shared?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** An API process of its own: its own connections, services and memory. */
  const instance = async () => {
    const database = await openDatabase({ databaseUrl: shared.url!, poolSize: 2 });
    databases.push(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
      PUBLIC_API_ORIGIN: 'http://api.test',
      // A minute: only the notice can bring the change in time.
      RESPONSE_CACHE_CHECK_MS: '60000',
    });
    const app = await buildApp({ database, config, services: composeServices({ database, config }) });
    await app.ready();
    apps.push(app);
    return { app, database };
  };

  /** Milliseconds until `app` answers `path` with `status`; fails after `limitMs`. */
  const until = async (app: (typeof apps)[number], path: string, status: number, limitMs: number) => {
    const started = Date.now();
    while (Date.now() - started < limitMs) {
      if ((await app.inject({ method: 'GET', url: path })).statusCode === status) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`${path} is not ${status} after ${limitMs} ms`);
  };

  const changeStatus = async (app: (typeof apps)[number], staff: TestStaff, id: string, status: string) => {
    const [row] = await shared.database.execute('SELECT version FROM products WHERE id = $1', [id]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${id}/status`,
      headers: staff.headers,
      payload: { status, version: Number(row!.version) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('sees a write through the other within moments, also after its listening connection was cut', async () => {
    const a = await instance();
    const b = await instance();
    const staff = await createStaff(shared.database, 'owner');
    const [row] = await shared.database.execute(
      `SELECT id, slug FROM products WHERE status = 'published' ORDER BY name LIMIT 1`,
    );
    const id = String(row!.id);
    const path = `/api/v1/products/slug/${String(row!.slug)}`;
    expect((await b.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: path })).statusCode).toBe(200); // a hit

    await changeStatus(a.app, staff, id, 'draft');
    expect(await until(b.app, path, 404, 3_000)).toBeLessThan(3_000);

    // The listening connection is cut: it reconnects, and the version is read again on the way.
    const listeners = await shared.database.execute(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'listen%'`,
    );
    expect(listeners.length).toBeGreaterThanOrEqual(2);
    for (const listener of listeners)
      await shared.database.execute('SELECT pg_terminate_backend($1::int)', [listener.pid]);
    await changeStatus(a.app, staff, id, 'published');
    expect(await until(b.app, path, 200, 5_000)).toBeLessThan(5_000);
    await changeStatus(b.app, staff, id, 'draft');
    expect(await until(a.app, path, 404, 5_000)).toBeLessThan(5_000);
  });
});
