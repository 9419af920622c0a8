// GET /metrics: only for the bearer of METRICS_TOKEN, in Prometheus's text format, with requests by
// route template and status, the pool, the outbox's queue, site builds and failed sign-ins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/api.ts';
import { Browser } from '../../tests/support/oidc.ts';

const TOKEN = 'metrics-token-for-the-tests-0001';
let t: Awaited<ReturnType<typeof createTestApp>>;
let off: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '2' });
  off = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const scrape = async (token = TOKEN) =>
  t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

/** The value of one series, e.g. value(text, 'http_requests_total', { route: '/x', status: '200' }). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, wanted]) => line.includes(`${key}="${wanted}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics', () => {
  it('does not exist without METRICS_TOKEN, and refuses a caller without the token', async () => {
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape('not-the-metrics-token-at-all')).statusCode).toBe(401);
    const ok = await scrape();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by route template and status, never by the path itself', async () => {
    const before = await scrape();
    const at = (text: string, status: string) =>
      value(text, 'http_requests_total', { method: 'GET', route: '/api/v1/products/:id', status }) ?? 0;
    const products = await t.app.inject({ url: '/api/v1/products?limit=2' });
    const [first] = products.json().data.products as { id: string }[];
    await t.app.inject({ url: `/api/v1/products/${first!.id}` });
    await t.app.inject({ url: '/api/v1/products/00000000-0000-4000-8000-000000000000' });
    await t.app.inject({ url: '/no/such/path/anywhere' });
    const after = (await scrape()).body;
    expect(at(after, '200') - at(before.body, '200')).toBe(1);
    expect(at(after, '404') - at(before.body, '404')).toBe(1);
    expect(after).not.toContain(first!.id);
    expect(after).not.toContain('/no/such/path');
    expect(value(after, 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      value(after, 'http_request_duration_seconds_count', { route: '/api/v1/products/:id', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the pool, the outbox queue and its oldest message, and site builds by outcome', async () => {
    await t.database.execute(
      `INSERT INTO outbox (topic, message_id, payload, created_at)
       VALUES ('test', 'metrics-1@test', '{}'::jsonb, now() - interval '90 seconds'),
              ('test', 'metrics-2@test', '{}'::jsonb, now())`,
    );
    await t.database.execute(
      `INSERT INTO site_builds (id, trigger, outcome, finished_at, duration_ms)
       VALUES ('b-metrics-1', 'catalogue', 'failed', now() - interval '1 minute', 4000),
              ('b-metrics-2', 'catalogue', 'succeeded', now(), 12500)`,
    );
    const text = (await scrape()).body;
    expect(value(text, 'outbox_pending_messages')).toBeGreaterThanOrEqual(2);
    expect(value(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(89);
    expect(value(text, 'site_builds', { outcome: 'failed' })).toBe(1);
    expect(value(text, 'site_builds', { outcome: 'succeeded' })).toBe(1);
    expect(value(text, 'site_build_last_duration_seconds', { outcome: 'succeeded' })).toBe(12.5);
    expect(value(text, 'db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'db_pool_connections', { state: 'busy' })).toBeGreaterThanOrEqual(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts failed sign-ins, wrong and throttled, and refused access tokens', async () => {
    const before = (await scrape()).body;
    const browser = new Browser(t.app, '10.0.0.9');
    const { interaction } = await browser.startAuthorization();
    for (let i = 0; i < 3; i++)
      await browser.post(`${interaction}/login`, { email: 'nobody@example.in', password: `guess-${i}-x` });
    await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: 'Bearer not-a-token' } });
    const after = (await scrape()).body;
    const delta = (name: string, labels: Record<string, string> = {}) =>
      (value(after, name, labels) ?? 0) - (value(before, name, labels) ?? 0);
    expect(delta('signin_failures_total', { reason: 'wrong_credentials' })).toBe(2);
    expect(delta('signin_failures_total', { reason: 'throttled' })).toBe(1);
    expect(delta('auth_token_rejections_total')).toBe(1);
  });
});
