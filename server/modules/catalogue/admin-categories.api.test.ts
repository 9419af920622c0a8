// Categories in the back office: create, rename, move (never inside itself), reorder, delete only when
// empty, and old addresses kept as redirects.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCategoriesDataSchema,
  AdminCategoryDataSchema,
  type AdminCategory,
} from '../../../contract/admin/catalogue.ts';
import { envelope, ErrorBodySchema, RedirectsDataSchema } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

let editor: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  editor = await createStaff(t.database, 'catalogue');
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: editor.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, body: response.json() };
};
const categoryOf = (body: unknown) => envelope(AdminCategoryDataSchema).parse(body).data.category;
const all = async () =>
  envelope(AdminCategoriesDataSchema).parse((await call('GET', '/admin/categories')).body).data.categories;
const expectError = (
  res: { status: number; body: unknown },
  status: number,
  match: RegExp,
  field?: string,
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = ErrorBodySchema.parse(res.body);
  expect(body.error).toMatch(match);
  if (field) expect((body.details as { field: string }[])[0]!.field).toBe(field);
};
const create = async (input: Record<string, unknown>) => {
  const res = await call('POST', '/admin/categories', input);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return categoryOf(res.body);
};
const redirects = async () =>
  envelope(RedirectsDataSchema).parse((await t.app.inject({ url: '/api/v1/redirects' })).json()).data
    .redirects;

describe('the category tree', () => {
  it('lists every category with the products in it, of any status', async () => {
    const categories = await all();
    const [row] = await t.database.execute(
      `SELECT category_id, count(*)::int AS n FROM products GROUP BY category_id ORDER BY n DESC LIMIT 1`,
    );
    expect(categories.find((c) => c.id === row!.category_id)!.product_count).toBe(row!.n);
    await t.database.execute(`UPDATE products SET status = 'draft' WHERE category_id = $1`, [
      row!.category_id,
    ]);
    expect((await all()).find((c) => c.id === row!.category_id)!.product_count).toBe(row!.n);
    const shop = (await t.app.inject({ url: '/api/v1/categories' })).json().data.categories as {
      id: string;
      product_count: number;
    }[];
    expect(shop.find((c) => c.id === row!.category_id)!.product_count).toBe(0);
    await t.database.execute(`UPDATE products SET status = 'published' WHERE category_id = $1`, [
      row!.category_id,
    ]);
  });

  it('creates categories at the end of their parent, with a slug from the name, and records them', async () => {
    const root = await create({ name: 'Pooja Room & Mandir' });
    expect(root).toMatchObject({
      slug: 'pooja-room-and-mandir',
      parent_id: null,
      product_count: 0,
      is_featured: false,
    });
    const child = await create({ name: 'Mandirs', parent_id: root.id, description: 'Carved temples' });
    const second = await create({ name: 'Lamps', parent_id: root.id, slug: 'diyas-and-lamps' });
    expect([child.sort_order, second.sort_order]).toEqual([0, 1]);
    expect(second.slug).toBe('diyas-and-lamps');
    const [entry] = await t.database.execute(`SELECT * FROM audit_log WHERE entity_id = $1`, [root.id]);
    expect(entry).toMatchObject({ action: 'category.create', after: { name: 'Pooja Room & Mandir' } });
    // The shop shows it at once (at the next build).
    expect((await t.app.inject({ url: `/api/v1/categories/slug/${root.slug}` })).statusCode).toBe(200);
  });

  it('refuses a slug in use, an unknown parent and bad fields, naming the field', async () => {
    const [existing] = await t.database.execute('SELECT slug FROM categories LIMIT 1');
    expectError(
      await call('POST', '/admin/categories', { name: 'X', slug: existing!.slug }),
      409,
      /slug/,
      'slug',
    );
    expectError(
      await call('POST', '/admin/categories', {
        name: 'X',
        parent_id: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      /parent_id names no category/,
      'parent_id',
    );
    expectError(await call('POST', '/admin/categories', { name: '' }), 400, /Name is required/);
    expectError(
      await call('POST', '/admin/categories', { name: 'X', slug: 'Bad Slug' }),
      400,
      /Slug may hold only/,
    );
    expectError(
      await call('POST', '/admin/categories', { name: 'X', parent: 'y' }),
      400,
      /parent|Unrecognized|unrecognized/,
    );
  });

  it('renames and moves, never inside itself, and keeps the old address', async () => {
    const top = await create({ name: 'Outdoor Living' });
    const mid = await create({ name: 'Garden Seating', parent_id: top.id });
    const leaf = await create({ name: 'Swings', parent_id: mid.id });
    expectError(
      await call('PUT', `/admin/categories/${top.id}`, { name: top.name, parent_id: leaf.id }),
      400,
      /inside one of its own subcategories/,
      'parent_id',
    );
    expectError(
      await call('PUT', `/admin/categories/${top.id}`, { name: top.name, parent_id: top.id }),
      400,
      /own parent/,
      'parent_id',
    );

    const moved = categoryOf(
      (
        await call('PUT', `/admin/categories/${leaf.id}`, {
          name: 'Jhoolas & Swings',
          slug: 'jhoolas',
          parent_id: top.id,
        })
      ).body,
    );
    expect(moved).toMatchObject({
      name: 'Jhoolas & Swings',
      slug: 'jhoolas',
      parent_id: top.id,
      sort_order: 1,
    });
    expect(await redirects()).toContainEqual({ kind: 'category', from: leaf.slug, to: 'jhoolas' });
    // A second rename: both old addresses lead to the newest.
    await call('PUT', `/admin/categories/${leaf.id}`, { name: 'Jhoolas & Swings', slug: 'jhoolas-swings' });
    const now = (await redirects()).filter((r) => r.kind === 'category');
    expect(now).toContainEqual({ kind: 'category', from: leaf.slug, to: 'jhoolas-swings' });
    expect(now).toContainEqual({ kind: 'category', from: 'jhoolas', to: 'jhoolas-swings' });
    // Fields left out keep their values.
    const kept = categoryOf(
      (await call('PUT', `/admin/categories/${leaf.id}`, { name: 'Swings again' })).body,
    );
    expect(kept).toMatchObject({ slug: 'jhoolas-swings', parent_id: top.id });
    const [entry] = await t.database.execute(
      `SELECT * FROM audit_log WHERE entity_id = $1 AND action = 'category.update' ORDER BY id LIMIT 1`,
      [leaf.id],
    );
    expect(entry).toMatchObject({
      before: { parent_id: mid.id, slug: leaf.slug },
      after: { parent_id: top.id },
    });
    expectError(
      await call('PUT', '/admin/categories/00000000-0000-4000-8000-000000000000', { name: 'X' }),
      404,
      /Category not found/,
    );
  });

  it('reorders the children of one parent, which must all be named', async () => {
    const parent = await create({ name: 'Kids Room' });
    const a = await create({ name: 'Cots', parent_id: parent.id });
    const b = await create({ name: 'Study Tables', parent_id: parent.id });
    const c = await create({ name: 'Toy Boxes', parent_id: parent.id });
    const res = await call('PUT', '/admin/categories/order', {
      parent_id: parent.id,
      ids: [c.id, a.id, b.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const children = envelope(AdminCategoriesDataSchema)
      .parse(res.body)
      .data.categories.filter((category) => category.parent_id === parent.id)
      .sort((x, y) => x.sort_order - y.sort_order);
    expect(children.map((category) => category.id)).toEqual([c.id, a.id, b.id]);
    expectError(
      await call('PUT', '/admin/categories/order', { parent_id: parent.id, ids: [c.id, a.id] }),
      400,
      /every category directly under parent_id/,
      'ids',
    );
    expectError(
      await call('PUT', '/admin/categories/order', { parent_id: parent.id, ids: [] }),
      400,
      /ids must name/,
    );
  });

  it('deletes only a category with no product and no subcategory', async () => {
    const [used] = await t.database.execute(
      `SELECT c.id FROM categories c WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) LIMIT 1`,
    );
    expectError(
      await call('DELETE', `/admin/categories/${used!.id}`),
      409,
      /still holds \d+ products?; move them elsewhere first/,
    );
    const parent = await create({ name: 'Temporary Parent' });
    await create({ name: 'Temporary Child', parent_id: parent.id });
    expectError(await call('DELETE', `/admin/categories/${parent.id}`), 409, /1 subcategory/);

    const empty: AdminCategory = await create({ name: 'Empty Shelf' });
    await call('PUT', `/admin/categories/${empty.id}`, { name: 'Empty Shelf', slug: 'empty-shelf-renamed' });
    const res = await call('DELETE', `/admin/categories/${empty.id}`);
    expect(res.status).toBe(200);
    expect(
      envelope(AdminCategoriesDataSchema)
        .parse(res.body)
        .data.categories.some((c) => c.id === empty.id),
    ).toBe(false);
    expect((await redirects()).some((r) => r.to === 'empty-shelf-renamed')).toBe(false);
    expectError(await call('DELETE', `/admin/categories/${empty.id}`), 404, /Category not found/);
    const [entry] = await t.database.execute(
      `SELECT * FROM audit_log WHERE entity_id = $1 AND action = 'category.delete'`,
      [empty.id],
    );
    expect(entry).toMatchObject({ before: { name: 'Empty Shelf' } });
  });
});
