// GET /admin/audit (decision 054): newest first, filtered by person, record and days in India, paged
// with a capped count; nothing can change or delete an entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COUNT_CAP } from '../../../contract/admin/rules.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { recordAudit } from '../staff/index.ts';

let owner: TestStaff;
let editor: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  owner = await createStaff(t.database, 'owner');
  editor = await createStaff(t.database, 'catalogue');
});

const list = (query: string, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ url: `/api/v1/admin/audit${query}`, headers });

/** An entry at a given moment (the log takes inserts only). */
const entryAt = (at: string, entityType: string, entityId: string, actorId: string | null = null) =>
  t.database.execute(
    `INSERT INTO audit_log (at, actor_id, actor_email, action, entity_type, entity_id, after)
     VALUES ($1, $2, (SELECT email FROM staff WHERE id = $2), $3, $4, $5, '{"price": 100}'::jsonb)`,
    [at, actorId, `${entityType}.update`, entityType, entityId],
  );

describe('GET /admin/audit', () => {
  it('lists entries newest first, with who acted, what and the data before and after', async () => {
    await recordAudit(t.database.db, {
      actor: editor,
      action: 'product.update',
      entityType: 'product',
      entityId: 'p-1',
      before: { price: 100 },
      after: { price: 120 },
    });
    await recordAudit(t.database.db, {
      actor: owner,
      action: 'review.hide',
      entityType: 'review',
      entityId: 'r-1',
      after: { hidden: true },
    });
    const response = await list('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { entries, pagination } = response.json().data;
    expect(entries[0]).toMatchObject({
      action: 'review.hide',
      entity_type: 'review',
      entity_id: 'r-1',
      actor: { id: owner.id, email: owner.email, name: 'Owner Test' },
      before: null,
      after: { hidden: true },
    });
    expect(entries[1]).toMatchObject({
      action: 'product.update',
      actor: { id: editor.id, name: 'Catalogue Test' },
      before: { price: 100 },
      after: { price: 120 },
    });
    expect(typeof entries[0].id).toBe('string');
    expect(pagination).toMatchObject({ page: 1, limit: 25, totalCapped: false, hasPrev: false });
  });

  it('filters by person, kind of record and record', async () => {
    await entryAt('2026-03-01T10:00:00Z', 'category', 'c-9', editor.id);
    await entryAt('2026-03-01T11:00:00Z', 'category', 'c-8', owner.id);
    const byActor = (await list(`?actor_id=${editor.id}&entity_type=category`)).json().data.entries;
    expect(byActor.map((entry: { entity_id: string }) => entry.entity_id)).toEqual(['c-9']);
    const byRecord = (await list('?entity_type=category&entity_id=c-8')).json().data.entries;
    expect(byRecord).toHaveLength(1);
    expect(byRecord[0].actor.id).toBe(owner.id);
    const byIdAlone = (await list('?entity_id=c-9')).json().data.entries;
    expect(byIdAlone).toHaveLength(1);
  });

  it('filters by days in India, both ends included', async () => {
    // 2026-01-05 20:00 UTC is 2026-01-06 01:30 in India.
    await entryAt('2026-01-05T20:00:00Z', 'lead', 'late-night');
    await entryAt('2026-01-05T18:00:00Z', 'lead', 'evening');
    const ids = async (query: string) =>
      (await list(`?entity_type=lead${query}`))
        .json()
        .data.entries.map((entry: { entity_id: string }) => entry.entity_id);
    expect(await ids('&from=2026-01-06&to=2026-01-06')).toEqual(['late-night']);
    expect(await ids('&from=2026-01-05&to=2026-01-05')).toEqual(['evening']);
    expect(await ids('&from=2026-01-05')).toEqual(['late-night', 'evening']);
    expect(await ids('&to=2026-01-04')).toEqual([]);
  });

  it('pages, and stops counting at the cap', async () => {
    await t.database.execute(
      `INSERT INTO audit_log (action, entity_type, entity_id)
       SELECT 'bulk.test', 'bulk', n::text FROM generate_series(1, ${ADMIN_COUNT_CAP + 5}) AS n`,
    );
    const first = (await list('?entity_type=bulk&limit=100')).json().data;
    expect(first.entries).toHaveLength(100);
    expect(first.pagination).toMatchObject({
      total: ADMIN_COUNT_CAP,
      totalCapped: true,
      hasNext: true,
      hasPrev: false,
    });
    const last = (await list('?entity_type=bulk&limit=100&page=101')).json().data;
    expect(last.entries).toHaveLength(5);
    expect(last.pagination).toMatchObject({ hasNext: false, hasPrev: true });
  });

  it.each([
    ['?actor_id=someone', 'actor_id must be an id (UUID)'],
    ['?from=23-11-2026', 'from must be a date like 2026-11-23'],
    ['?from=2026-02-30', 'from must be a real date, like 2026-11-23'],
    ['?from=2026-03-02&to=2026-03-01', 'to must not be before from'],
    ['?limit=500', 'limit must be between 1 and 100'],
    ['?entity_type=' + 'x'.repeat(41), 'entity_type must be at most 40 characters'],
  ])('answers 400 naming the parameter for %s', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('never answers 5xx to odd input', async () => {
    for (const value of ["' OR 1=1 --", '%', '\\', '😀', '9'.repeat(60), '-1', '0', '1e309']) {
      for (const name of ['actor_id', 'entity_type', 'entity_id', 'from', 'to', 'page', 'limit']) {
        const response = await list(`?${name}=${encodeURIComponent(value)}`);
        expect(response.statusCode, `${name}=${value}`).toBeLessThan(500);
      }
    }
  });

  it('is read-only: no call changes or deletes an entry', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/admin/audit', headers: owner.headers });
      expect(response.statusCode, method).toBe(404);
    }
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/v1/admin/audit'])).toEqual(['get']);
  });

  it('needs audit:read', async () => {
    const sales = await createStaff(t.database, 'sales');
    expect((await list('', sales.headers)).statusCode).toBe(403);
    const viewer = await createStaff(t.database, 'viewer');
    expect((await list('', viewer.headers)).statusCode).toBe(200);
  });
});
