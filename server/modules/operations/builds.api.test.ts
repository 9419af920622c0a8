// Publishing (decision 053): the rebuilder's reports through the internal calls (shared secret), the
// builds page, and "publish now", which the rebuilder picks up at its next check.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

const TOKEN = 'rebuilder-secret-for-the-tests-0123456789';
let editor: TestStaff;

const t = useTestApp({ REBUILDER_TOKEN: TOKEN });
beforeAll(async () => {
  editor = await createStaff(t.database, 'catalogue');
});

const rebuilder = { authorization: `Bearer ${TOKEN}` };
const internal = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = rebuilder,
) => t.app.inject({ method, url: `/api/v1/internal${url}`, headers, ...(payload ? { payload } : {}) });
const overview = async (headers = editor.headers) =>
  (await t.app.inject({ url: '/api/v1/admin/builds', headers })).json().data;

let counter = 0;
const buildId = () => `20261123T101500Z-${(++counter).toString(16).padStart(6, '0')}`;

const finish = (id: string, outcome: 'succeeded' | 'failed' | 'timed_out', extra: object = {}) =>
  internal('PUT', `/builds/${id}`, {
    trigger: 'catalogue',
    catalogue_version: '7',
    outcome,
    duration_ms: 4200,
    pages: outcome === 'succeeded' ? 181 : null,
    log: `line one\n${outcome}`,
    ...extra,
  });

describe('the rebuilder reports', () => {
  it('are refused without the shared secret, or with another', async () => {
    const none = await internal('GET', '/publish-request', undefined, {});
    expect(none.statusCode).toBe(401);
    const wrong = await internal(
      'POST',
      '/builds',
      { id: buildId(), trigger: 'start', catalogue_version: '1' },
      {
        authorization: 'Bearer not-the-secret',
      },
    );
    expect(wrong.statusCode).toBe(401);
    expect(await t.database.execute('SELECT 1 FROM site_builds')).toHaveLength(0);
  });

  it('record a build from start to finish; the newest that succeeded is the live one', async () => {
    const id = buildId();
    expect(
      (await internal('POST', '/builds', { id, trigger: 'start', catalogue_version: '7' })).statusCode,
    ).toBe(201);
    let data = await overview();
    expect(data.builds[0]).toMatchObject({ id, trigger: 'start', outcome: 'running', finished_at: null });
    expect(data.live).toBeNull();

    expect((await finish(id, 'succeeded')).statusCode).toBe(200);
    data = await overview();
    expect(data.live).toMatchObject({
      id,
      trigger: 'start',
      outcome: 'succeeded',
      catalogue_version: '7',
      duration_ms: 4200,
      pages: 181,
      log: 'line one\nsucceeded',
    });
    expect(data.live.finished_at).not.toBeNull();

    // A failed build afterwards leaves the live one as it was.
    const failed = buildId();
    await internal('POST', '/builds', { id: failed, trigger: 'catalogue', catalogue_version: '8' });
    await finish(failed, 'failed', { catalogue_version: '8' });
    data = await overview();
    expect(data.live.id).toBe(id);
    expect(data.builds[0]).toMatchObject({ id: failed, outcome: 'failed', pages: null });
    expect(data.catalogue_version).toMatch(/^\d+$/);
  });

  it('record a build whose start was not heard', async () => {
    const id = buildId();
    expect((await finish(id, 'timed_out', { trigger: 'code' })).statusCode).toBe(200);
    const build = (await overview()).builds.find((entry: { id: string }) => entry.id === id);
    expect(build).toMatchObject({ trigger: 'code', outcome: 'timed_out', duration_ms: 4200 });
    // It started as long before it finished as it took.
    expect(Date.parse(build.finished_at) - Date.parse(build.started_at)).toBeGreaterThanOrEqual(4100);
  });

  it('are checked like any input', async () => {
    const bad = await internal('POST', '/builds', {
      id: '../etc',
      trigger: 'start',
      catalogue_version: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('id must be a build id');
    const trigger = await internal('POST', '/builds', {
      id: buildId(),
      trigger: 'cron',
      catalogue_version: null,
    });
    expect(trigger.json().error).toContain('trigger must be one of start, catalogue, code, publish');
    const long = await finish(buildId(), 'failed', { log: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('log must be at most 20000 characters');
  });

  it('are not in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths).filter((path) => path.includes('internal'))).toEqual([]);
  });
});

describe('publish now', () => {
  it('records one waiting request, audited; the rebuilder sees it and the next build takes it', async () => {
    expect((await internal('GET', '/publish-request')).json().data).toEqual({ requested_at: null });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/builds/publish',
      headers: editor.headers,
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().message).toBe('The site will be rebuilt and published within a few seconds.');
    const requestedAt = response.json().data.publish_requested_at;
    expect(requestedAt).not.toBeNull();

    // Asking again while one waits changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/builds/publish',
      headers: editor.headers,
    });
    expect(again.json().data.publish_requested_at).toBe(requestedAt);
    const entries = await t.database.execute(
      `SELECT actor_id, action, entity_type FROM audit_log WHERE action = 'site.publish'`,
    );
    expect(entries).toEqual([{ actor_id: editor.id, action: 'site.publish', entity_type: 'site' }]);

    expect((await internal('GET', '/publish-request')).json().data.requested_at).toBe(requestedAt);
    const id = buildId();
    await internal('POST', '/builds', { id, trigger: 'publish', catalogue_version: '9' });
    expect((await internal('GET', '/publish-request')).json().data.requested_at).toBeNull();
    expect((await overview()).publish_requested_at).toBeNull();
    const [request] = await t.database.execute('SELECT build_id FROM site_publish_requests');
    expect(request).toEqual({ build_id: id });
  });

  it('needs builds:publish', async () => {
    const sales = await createStaff(t.database, 'sales');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/builds/publish',
      headers: sales.headers,
    });
    expect(response.statusCode).toBe(403);
    expect((await overview(sales.headers)).builds.length).toBeGreaterThan(0);
  });
});

// A shop of its own: the test also waits for its database (migrations, seed).
describe('an API without REBUILDER_TOKEN', { timeout: 120_000 }, () => {
  it('has no internal calls, and says that publishing is not set up', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        url: '/api/v1/internal/publish-request',
        headers: rebuilder,
      });
      expect(response.statusCode).toBe(404);
      const owner = await createStaff(plain.database, 'owner');
      const publish = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/admin/builds/publish',
        headers: owner.headers,
      });
      expect(publish.statusCode).toBe(503);
      expect(publish.json().error).toContain('Publishing is not set up');
      expect(await plain.database.execute('SELECT 1 FROM site_publish_requests')).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
