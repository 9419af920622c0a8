// Sorting the back office's projects, customers, reviews and audit log on the server: each sort key in
// both directions, ties broken by id so that pages never overlap, newest first when no sort is asked
// for, and a 400 naming `sort` for a key the list does not have.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/admin-sales.ts';
import { createTestApp } from '../support/api.ts';
import { createStaff, type TestStaff } from '../support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let owner: TestStaff;
const tag = `srt${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createStaff(t.database, 'owner');
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const list = async (path: string): Promise<any> => {
  const res = await call(t.app, 'GET', `/admin${path}`, owner.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const expectBadSort = async (path: string) => {
  const res = await call(t.app, 'GET', `/admin${path}`, owner.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toMatch(/^sort must be one of /);
  expect(JSON.stringify(res.body.details)).toContain('sort');
};

const day = (n: number) => `2026-0${n}-15T10:00:00Z`;

describe('GET /admin/projects sorted', () => {
  beforeAll(async () => {
    // name, created, updated: the names run against the dates, and two share a moment (a tie).
    const rows: [string, number, number][] = [
      [`${tag} Cedar flat`, 1, 4],
      [`${tag} Almond villa`, 2, 2],
      [`${tag} Banyan studio`, 2, 3],
    ];
    for (const [name, created, updated] of rows)
      await t.database.execute(
        `INSERT INTO projects (customer_email, project_name, created_at, updated_at) VALUES ($1, $2, $3, $4)`,
        [`${tag}@example.in`, name, day(created), day(updated)],
      );
  });
  const names = async (query: string) =>
    ((await list(`/projects?search=${tag}${query}`)).projects as { project_name: string }[]).map((p) =>
      p.project_name.replace(`${tag} `, ''),
    );

  it('newest first by default, and by creation, last change or name either way', async () => {
    const byCreated = await names('');
    expect(byCreated[2]).toBe('Cedar flat');
    expect(await names('&sort=created_at&order=desc')).toEqual(byCreated);
    expect(await names('&sort=created_at&order=asc')).toEqual([...byCreated].reverse());
    expect(await names('&sort=updated_at&order=desc')).toEqual([
      'Cedar flat',
      'Banyan studio',
      'Almond villa',
    ]);
    expect(await names('&sort=updated_at&order=asc')).toEqual([
      'Almond villa',
      'Banyan studio',
      'Cedar flat',
    ]);
    expect(await names('&sort=project_name&order=asc')).toEqual([
      'Almond villa',
      'Banyan studio',
      'Cedar flat',
    ]);
    expect(await names('&sort=project_name&order=desc')).toEqual([
      'Cedar flat',
      'Banyan studio',
      'Almond villa',
    ]);
  });

  it('pages a tie on the same moment without repeating a row', async () => {
    const first = await names('&sort=created_at&order=asc&limit=25');
    expect(new Set(first).size).toBe(3);
  });

  it('refuses a sort it does not have', async () => {
    await expectBadSort('/projects?sort=budget');
  });
});

describe('GET /admin/customers sorted', () => {
  beforeAll(async () => {
    const rows: [string, string | null, number][] = [
      ['Zoya', `${tag}`, 1],
      ['Arjun', `${tag}`, 3],
      ['Meera', `${tag}`, 2],
    ];
    for (const [first, last, created] of rows)
      await t.database.execute(
        `INSERT INTO customers (issuer, subject, first_name, last_name, created_at) VALUES ('https://id.example', $1, $2, $3, $4)`,
        [`${tag}-${first}`, first, last, day(created)],
      );
  });
  const firstNames = async (query: string) =>
    ((await list(`/customers?search=${tag}${query}`)).customers as { name: string }[]).map(
      (c) => c.name.split(' ')[0],
    );

  it('newest first by default, and by joining date or name either way', async () => {
    expect(await firstNames('')).toEqual(['Arjun', 'Meera', 'Zoya']);
    expect(await firstNames('&sort=created_at&order=asc')).toEqual(['Zoya', 'Meera', 'Arjun']);
    expect(await firstNames('&sort=name&order=asc')).toEqual(['Arjun', 'Meera', 'Zoya']);
    expect(await firstNames('&sort=name&order=desc')).toEqual(['Zoya', 'Meera', 'Arjun']);
  });

  it('refuses a sort it does not have', async () => {
    await expectBadSort('/customers?sort=city');
  });
});

describe('GET /admin/reviews sorted', () => {
  beforeAll(async () => {
    const [product] = (await t.database.execute('SELECT id FROM products ORDER BY id LIMIT 1')) as {
      id: string;
    }[];
    const rows: [string, number, number][] = [
      ['one', 5, 1],
      ['two', 2, 2],
      ['three', 5, 3],
      ['four', 4, 4],
    ];
    for (const [title, rating, created] of rows)
      await t.database.execute(
        `INSERT INTO reviews (product_id, customer_name, rating, title, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [product!.id, `${tag} reader`, rating, title, day(created)],
      );
  });
  const titles = async (query: string) =>
    ((await list(`/reviews?search=${tag}${query}`)).reviews as { title: string }[]).map((r) => r.title);

  it('newest first by default, and by date or rating either way', async () => {
    expect(await titles('')).toEqual(['four', 'three', 'two', 'one']);
    expect(await titles('&sort=created_at&order=asc')).toEqual(['one', 'two', 'three', 'four']);
    expect(await titles('&sort=rating&order=desc')).toEqual(['three', 'one', 'four', 'two']);
    expect(await titles('&sort=rating&order=asc')).toEqual(['two', 'four', 'one', 'three']);
  });

  it('refuses a sort it does not have', async () => {
    await expectBadSort('/reviews?sort=helpful');
  });
});

describe('GET /admin/audit sorted', () => {
  beforeAll(async () => {
    for (const [id, at] of [
      ['a', day(1)],
      ['b', day(2)],
      ['c', day(2)],
      ['d', day(3)],
    ] as const)
      await t.database.execute(
        `INSERT INTO audit_log (at, action, entity_type, entity_id) VALUES ($1, 'test.update', $2, $3)`,
        [at, tag, id],
      );
  });
  const ids = async (query: string) =>
    ((await list(`/audit?entity_type=${tag}${query}`)).entries as { entity_id: string }[]).map(
      (e) => e.entity_id,
    );

  it('newest first by default, oldest first when asked, ties in the order they were written', async () => {
    expect(await ids('')).toEqual(['d', 'c', 'b', 'a']);
    expect(await ids('&sort=at&order=desc')).toEqual(['d', 'c', 'b', 'a']);
    expect(await ids('&sort=at&order=asc')).toEqual(['a', 'b', 'c', 'd']);
    expect(await ids('&order=asc&limit=25&page=1')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a sort it does not have', async () => {
    await expectBadSort('/audit?sort=actor');
  });
});
