// Products in the back office: the list, the editor's saves with their version check, publishing,
// bulk price and stock changes, and the audit entry of every write.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProductDataSchema,
  AdminProductListDataSchema,
  BulkDataSchema,
  type AdminProduct,
} from '../../../contract/admin/catalogue.ts';
import { ConflictDetailsSchema } from '../../../contract/admin/common.ts';
import { envelope, ErrorBodySchema, RedirectsDataSchema } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

let editor: TestStaff;
let other: TestStaff;
let viewer: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  [editor, other, viewer] = await Promise.all([
    createStaff(t.database, 'catalogue'),
    createStaff(t.database, 'owner'),
    createStaff(t.database, 'viewer'),
  ]);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, as: TestStaff = editor) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, body: response.json() };
};
const productOf = (body: unknown) => envelope(AdminProductDataSchema).parse(body).data.product;
const listOf = (body: unknown) => envelope(AdminProductListDataSchema).parse(body).data;
const expectError = (res: { status: number; body: unknown }, status: number, match: RegExp) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(ErrorBodySchema.parse(res.body).error).toMatch(match);
};
const fieldOf = (body: unknown) => (body as { details: { field: string }[] }).details[0]!.field;

const unique = () => Math.random().toString(36).slice(2, 8);
const newProduct = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Divan ${unique()}`,
  price: 12_000,
  stock_status: 'in_stock',
  ...overrides,
});

/** The editable fields of a stored product, as a PUT body. */
const editable = (product: AdminProduct) => ({
  name: product.name,
  slug: product.slug,
  sku: product.sku,
  description: product.description,
  price: product.price,
  compare_price: product.compare_price,
  discount_price: product.discount_price,
  category_id: product.category?.id ?? null,
  brand: product.brand,
  stock_status: product.stock_status as 'in_stock',
  room_type: product.room_type,
  material: product.material,
  color: product.color,
  style: product.style,
  dimensions: product.dimensions,
  weight: product.weight,
  care_instructions: product.care_instructions,
  warranty: product.warranty,
  assembly_required: product.assembly_required,
  is_featured: product.is_featured,
  features: product.features,
  specifications: product.specifications,
  variants: product.variants.map(({ id, name, sku, price, discount_price, stock_status }) => ({
    id,
    name,
    sku,
    price,
    discount_price,
    stock_status: stock_status as 'in_stock',
  })),
  version: product.version,
});

const audit = (entityId: string) =>
  t.database.execute(`SELECT * FROM audit_log WHERE entity_id = $1 ORDER BY id`, [entityId]);

describe('GET /admin/products', () => {
  it('lists products of every status with a capped count, and pages', async () => {
    const [draft] = await t.database.execute(
      `UPDATE products SET status = 'draft' WHERE id = (SELECT id FROM products ORDER BY name LIMIT 1) RETURNING id`,
    );
    const res = await call('GET', '/admin/products?limit=25&sort=name&order=asc');
    expect(res.status).toBe(200);
    const { products, pagination } = listOf(res.body);
    expect(products).toHaveLength(25);
    expect(products.map((p) => p.id)).toContain(draft!.id);
    expect(products.find((p) => p.id === draft!.id)!.status).toBe('draft');
    const [{ total }] = (await t.database.execute('SELECT count(*)::int AS total FROM products')) as [
      { total: number },
    ];
    expect(pagination).toMatchObject({ page: 1, limit: 25, total, totalCapped: false, hasPrev: false });
    expect(pagination.hasNext).toBe(total > 25);
    const names = products.map((p) => p.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toHaveLength(25);
    const page2 = listOf((await call('GET', '/admin/products?limit=25&sort=name&order=asc&page=2')).body);
    expect(page2.products.map((p) => p.id)).not.toContain(products[0]!.id);
    expect(page2.pagination.hasPrev).toBe(true);
    await t.database.execute(`UPDATE products SET status = 'published' WHERE id = $1`, [draft!.id]);
  });

  it('searches name, SKU and slug, any part of them, in any case', async () => {
    const [row] = await t.database.execute(
      `SELECT id, name, sku, slug FROM products WHERE sku IS NOT NULL ORDER BY name LIMIT 1`,
    );
    const bySku = listOf(
      (await call('GET', `/admin/products?search=${String(row!.sku).slice(2).toLowerCase()}`)).body,
    );
    expect(bySku.products.map((p) => p.id)).toContain(row!.id);
    const bySlug = listOf(
      (await call('GET', `/admin/products?search=${String(row!.slug).slice(3, 12)}`)).body,
    );
    expect(bySlug.products.map((p) => p.id)).toContain(row!.id);
    const byName = listOf(
      (await call('GET', `/admin/products?search=${encodeURIComponent(String(row!.name).toUpperCase())}`))
        .body,
    );
    expect(byName.products.map((p) => p.id)).toContain(row!.id);
    const none = listOf((await call('GET', '/admin/products?search=%25%25_no_such_thing')).body);
    expect(none.products).toEqual([]);
    expect(none.pagination).toMatchObject({ total: 0, hasNext: false });
  });

  it('filters by category with its descendants, status, stock, featured and price, and sorts', async () => {
    const [parent] = await t.database.execute(
      `SELECT p.id FROM categories p WHERE EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = p.id) LIMIT 1`,
    );
    const inTree = await t.database.execute(
      `WITH RECURSIVE tree AS (SELECT id FROM categories WHERE id = $1 UNION SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
       SELECT count(*)::int AS n FROM products WHERE category_id IN (SELECT id FROM tree)`,
      [parent!.id],
    );
    const byCategory = listOf(
      (await call('GET', `/admin/products?category_id=${parent!.id}&limit=100`)).body,
    );
    expect(byCategory.pagination.total).toBe(inTree[0]!.n);

    const filtered = listOf(
      (
        await call(
          'GET',
          '/admin/products?stock_status=in_stock&featured=true&minPrice=1000&maxPrice=90000&sort=price&order=desc&limit=100',
        )
      ).body,
    );
    expect(filtered.products.length).toBeGreaterThan(0);
    for (const product of filtered.products) {
      expect(product.stock_status).toBe('in_stock');
      expect(product.is_featured).toBe(true);
      const paid = product.discount_price ?? product.price;
      expect(paid).toBeGreaterThanOrEqual(1000);
      expect(paid).toBeLessThanOrEqual(90_000);
    }
    const paid = filtered.products.map((p) =>
      p.discount_price !== null && p.discount_price < p.price ? p.discount_price : p.price,
    );
    expect(paid).toEqual([...paid].sort((a, b) => b - a));

    const archived = listOf((await call('GET', '/admin/products?status=archived')).body);
    expect(archived.products).toEqual([]);
  });

  it('counts up to 10,000 and then says "more"', async () => {
    await t.database.execute(`
      INSERT INTO products (name, slug, sku, price, status)
      SELECT 'Count Stool ' || n, 'count-stool-' || n, 'COUNT-' || n, 999, 'draft' FROM generate_series(1, 10050) AS n`);
    const res = listOf((await call('GET', '/admin/products?search=count-stool&page=2')).body);
    expect(res.pagination).toMatchObject({ total: 10_000, totalCapped: true, hasNext: true, hasPrev: true });
    await t.database.execute(`DELETE FROM products WHERE slug LIKE 'count-stool-%'`);
  });

  it('refuses bad queries with 400 naming the parameter, and an unknown category with 404', async () => {
    expectError(await call('GET', '/admin/products?sort=rating'), 400, /sort must be one of/);
    expectError(await call('GET', '/admin/products?limit=500'), 400, /limit must be between 1 and 100/);
    expectError(
      await call('GET', '/admin/products?minPrice=10&maxPrice=5'),
      400,
      /minPrice must not be greater/,
    );
    expectError(await call('GET', '/admin/products?category_id=nope'), 400, /category_id must be an id/);
    expectError(
      await call('GET', '/admin/products?category_id=00000000-0000-4000-8000-000000000000'),
      404,
      /Category not found/,
    );
  });
});

describe('the product editor', () => {
  it('creates a draft with a slug made from the name, and records it', async () => {
    const res = await call('POST', '/admin/products', {
      name: 'Jaali Console Table – Walnut',
      sku: `JCT-${unique()}`,
      price: 28_500,
      discount_price: 25_900,
      stock_status: 'in_stock',
      features: ['Hand-carved jaali', 'Solid sheesham'],
      specifications: [{ name: 'Width', value: '120 cm' }],
      variants: [
        { name: 'Walnut', sku: `JCT-W-${unique()}`, price: 28_500, stock_status: 'in_stock' },
        {
          name: 'Teak',
          sku: `JCT-T-${unique()}`,
          price: 29_500,
          discount_price: 27_000,
          stock_status: 'on_order',
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = productOf(res.body);
    expect(product).toMatchObject({
      status: 'draft',
      version: 1,
      slug: 'jaali-console-table-walnut',
      features: ['Hand-carved jaali', 'Solid sheesham'],
      specifications: [{ name: 'Width', value: '120 cm' }],
      updated_by: { id: editor.id, email: editor.email },
    });
    expect(product.variants.map((v) => [v.name, v.sort_order])).toEqual([
      ['Walnut', 0],
      ['Teak', 1],
    ]);
    // A draft is not on the shop.
    expect((await t.app.inject({ url: `/api/v1/products/slug/${product.slug}` })).statusCode).toBe(404);
    const [entry] = await audit(product.id);
    expect(entry).toMatchObject({
      action: 'product.create',
      actor_email: editor.email,
      entity_type: 'product',
    });
    expect((entry!.after as { variants: unknown[] }).variants).toHaveLength(2);

    const again = productOf(
      (await call('POST', '/admin/products', { name: product.name, price: 100, stock_status: 'in_stock' }))
        .body,
    );
    expect(again.slug).toBe('jaali-console-table-walnut-2');
    expect((await call('GET', `/admin/products/${product.id}`, undefined, viewer)).status).toBe(200);
  });

  it('refuses a slug or SKU in use with 409 naming the field, SKUs across products and variants and case', async () => {
    const [seeded] = await t.database.execute(
      `SELECT p.slug, p.sku, v.sku AS variant_sku FROM products p JOIN product_variants v ON v.product_id = p.id LIMIT 1`,
    );
    const slug = await call('POST', '/admin/products', newProduct({ slug: seeded!.slug }));
    expectError(slug, 409, /slug/);
    expect(fieldOf(slug.body)).toBe('slug');
    const sku = await call(
      'POST',
      '/admin/products',
      newProduct({ sku: String(seeded!.variant_sku).toLowerCase() }),
    );
    expectError(sku, 409, /already used by a variant of another product/);
    expect(fieldOf(sku.body)).toBe('sku');
    const variantSku = await call(
      'POST',
      '/admin/products',
      newProduct({ variants: [{ name: 'One', sku: seeded!.sku, price: 10, stock_status: 'in_stock' }] }),
    );
    expectError(variantSku, 409, /already used by another product/);
    expect(fieldOf(variantSku.body)).toBe('variants.0.sku');
    const twice = await call(
      'POST',
      '/admin/products',
      newProduct({
        sku: 'SAME-1',
        variants: [{ name: 'One', sku: 'same-1', price: 10, stock_status: 'in_stock' }],
      }),
    );
    expectError(twice, 400, /given twice/);
    expect(fieldOf(twice.body)).toBe('variants.0.sku');
  });

  it('refuses invalid fields with 400 naming them, and writes nothing', async () => {
    const before = await t.database.execute('SELECT count(*)::int AS n FROM products');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ price: 12_000, stock_status: 'in_stock' }, /Name/],
      [newProduct({ price: 0 }), /Price must be at least ₹1/],
      [newProduct({ price: 10.5 }), /Price must be whole rupees/],
      [newProduct({ stock_status: 'plenty' }), /stock_status must be one of/],
      [newProduct({ slug: 'Not A Slug' }), /Slug may hold only/],
      [newProduct({ status: 'live' }), /status must be one of/],
      [newProduct({ colour: 'red' }), /colour|Unrecognized|unrecognized/],
      [newProduct({ discount_price: 20_000 }), /Discount price must be below the price/],
      [newProduct({ category_id: '00000000-0000-4000-8000-000000000000' }), /category_id names no category/],
      [
        newProduct({ variants: [{ name: '', price: 1, stock_status: 'in_stock' }] }),
        /Variant name is required/,
      ],
    ];
    for (const [body, message] of cases)
      expectError(await call('POST', '/admin/products', body), 400, message);
    expect(await t.database.execute('SELECT count(*)::int AS n FROM products')).toEqual(before);
    expectError(await call('POST', '/admin/products', newProduct(), viewer), 403, /catalogue:write/);
  });

  it('saves every field, matches variants by id, and moves a SKU between the product and its variants', async () => {
    const created = productOf(
      (
        await call(
          'POST',
          '/admin/products',
          newProduct({
            sku: `MOVE-${unique()}`,
            variants: [
              { name: 'Small', sku: `MOVE-S-${unique()}`, price: 9000, stock_status: 'in_stock' },
              { name: 'Large', sku: `MOVE-L-${unique()}`, price: 15_000, stock_status: 'in_stock' },
            ],
          }),
        )
      ).body,
    );
    const [small, large] = created.variants;
    const body = {
      ...editable(created),
      name: 'Renamed Divan',
      sku: small!.sku,
      description: 'Now with storage.\nTwo drawers.',
      features: ['Storage'],
      specifications: [],
      variants: [
        {
          id: large!.id,
          name: 'Large',
          sku: created.sku,
          price: 16_000,
          stock_status: 'out_of_stock' as const,
        },
        { name: 'Queen', sku: `MOVE-Q-${unique()}`, price: 18_000, stock_status: 'in_stock' as const },
      ],
    };
    const res = await call('PUT', `/admin/products/${created.id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = productOf(res.body);
    expect(saved).toMatchObject({
      name: 'Renamed Divan',
      sku: small!.sku,
      version: 2,
      slug: created.slug,
      description: 'Now with storage.\nTwo drawers.',
      features: ['Storage'],
      specifications: [],
    });
    expect(saved.variants.map((v) => [v.id === large!.id, v.name, v.sku, v.price, v.sort_order])).toEqual([
      [true, 'Large', created.sku, 16_000, 0],
      [false, 'Queen', body.variants[1]!.sku, 18_000, 1],
    ]);
    expect(saved.variants.some((v) => v.id === small!.id)).toBe(false);
    const [entry] = (await audit(created.id)).filter((row) => row.action === 'product.update');
    expect(entry).toMatchObject({
      before: { name: created.name, version: 1 },
      after: { name: 'Renamed Divan', version: 2 },
    });

    const foreign = await call('PUT', `/admin/products/${created.id}`, {
      ...editable(saved),
      variants: [
        { id: '00000000-0000-4000-8000-000000000000', name: 'X', price: 1, stock_status: 'in_stock' },
      ],
    });
    expectError(foreign, 400, /names no variant of this product/);
    expect(fieldOf(foreign.body)).toBe('variants.0.id');
  });

  it('refuses a save from an older version with 409, the stored product and what differs; nothing is overwritten', async () => {
    const created = productOf((await call('POST', '/admin/products', newProduct())).body);
    const first = await call(
      'PUT',
      `/admin/products/${created.id}`,
      { ...editable(created), price: 13_000 },
      other,
    );
    expect(first.status).toBe(200);
    const stale = await call('PUT', `/admin/products/${created.id}`, {
      ...editable(created),
      name: 'My own name',
      price: 11_000,
    });
    expect(stale.status).toBe(409);
    const details = ConflictDetailsSchema.parse(stale.body.details);
    expect(stale.body.error).toMatch(/changed by Owner Test since you opened it/);
    expect(details.updated_by).toMatchObject({ id: other.id, email: other.email });
    expect((details.current as AdminProduct).version).toBe(2);
    expect(details.changes).toEqual([
      { field: 'name', yours: 'My own name', current: created.name },
      { field: 'price', yours: 11_000, current: 13_000 },
    ]);
    const stored = productOf((await call('GET', `/admin/products/${created.id}`)).body);
    expect(stored).toMatchObject({ name: created.name, price: 13_000, version: 2 });
  });

  it('lets exactly one of two saves made at the same moment win', async () => {
    const created = productOf((await call('POST', '/admin/products', newProduct())).body);
    const results = await Promise.all([
      call('PUT', `/admin/products/${created.id}`, { ...editable(created), price: 20_000 }),
      call('PUT', `/admin/products/${created.id}`, { ...editable(created), price: 30_000 }, other),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const stored = productOf((await call('GET', `/admin/products/${created.id}`)).body);
    expect(stored.version).toBe(2);
    expect(stored.price).toBe(productOf(winner.body).price);
    expect((await audit(created.id)).filter((row) => row.action === 'product.update')).toHaveLength(1);
  });

  it('keeps the old address of a renamed slug working, and lets the old slug be taken again', async () => {
    const created = productOf(
      (await call('POST', '/admin/products', newProduct({ status: 'published' }))).body,
    );
    const oldSlug = created.slug;
    const moved = productOf(
      (await call('PUT', `/admin/products/${created.id}`, { ...editable(created), slug: `${oldSlug}-new` }))
        .body,
    );
    const redirects = async () =>
      envelope(RedirectsDataSchema).parse((await t.app.inject({ url: '/api/v1/redirects' })).json()).data
        .redirects;
    expect(await redirects()).toContainEqual({ kind: 'product', from: oldSlug, to: moved.slug });
    // A draft has no page, so its old addresses lead nowhere either.
    await call('POST', `/admin/products/${created.id}/status`, { status: 'draft', version: moved.version });
    expect((await redirects()).some((r) => r.from === oldSlug)).toBe(false);
    await t.database.execute(`UPDATE products SET status = 'published' WHERE id = $1`, [created.id]);
    // Someone else may take the old slug on purpose: it is then live, not a redirect.
    const taker = await call('POST', '/admin/products', newProduct({ slug: oldSlug, status: 'published' }));
    expect(taker.status).toBe(201);
    expect((await redirects()).some((r) => r.from === oldSlug)).toBe(false);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(await call('GET', `/admin/products/${missing}`), 404, /Product not found/);
    expectError(
      await call('PUT', `/admin/products/${missing}`, { ...newProduct(), version: 1 }),
      404,
      /Product not found/,
    );
    expectError(
      await call('POST', `/admin/products/${missing}/status`, { status: 'published', version: 1 }),
      404,
      /Product not found/,
    );
    expectError(await call('GET', '/admin/products/not-an-id'), 400, /id must be an id/);
    expectError(await call('PUT', `/admin/products/${missing}`, newProduct()), 400, /version is required/);
  });
});

describe('HSN code, GST rate and units in stock', () => {
  const stockRow = (id: string) =>
    t.database.execute('SELECT quantity FROM product_stock WHERE product_id = $1', [id]);

  it('gives a new product 9403 at 18 % and no count, and a save sets, reads back and keeps them', async () => {
    const created = productOf((await call('POST', '/admin/products', newProduct())).body);
    expect(created).toMatchObject({ hsn_code: '9403', gst_rate: 18, stock_quantity: null });
    expect(await stockRow(created.id)).toEqual([]);

    const res = await call('PUT', `/admin/products/${created.id}`, {
      ...editable(created),
      hsn_code: ' 940360 ',
      gst_rate: 5,
      stock_quantity: 12,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(productOf(res.body)).toMatchObject({
      hsn_code: '940360',
      gst_rate: 5,
      stock_quantity: 12,
      version: 2,
    });
    const [stored] = await t.database.execute('SELECT hsn_code, gst_rate_bp FROM products WHERE id = $1', [
      created.id,
    ]);
    expect(stored).toEqual({ hsn_code: '940360', gst_rate_bp: 500 });
    expect(await stockRow(created.id)).toEqual([{ quantity: 12 }]);
    const read = productOf((await call('GET', `/admin/products/${created.id}`, undefined, viewer)).body);
    expect(read).toMatchObject({ hsn_code: '940360', gst_rate: 5, stock_quantity: 12 });
    const row = listOf(
      (await call('GET', `/admin/products?search=${encodeURIComponent(created.slug)}`)).body,
    ).products.find((p) => p.id === created.id);
    expect(row?.stock_quantity).toBe(12);
    const [entry] = (await audit(created.id)).filter((r) => r.action === 'product.update');
    expect(entry).toMatchObject({
      before: { hsn_code: '9403', gst_rate: 18, stock_quantity: null },
      after: { hsn_code: '940360', gst_rate: 5, stock_quantity: 12 },
    });

    // An order sells two units while the editor is open; a save without the fields keeps them all.
    await t.database.execute('UPDATE product_stock SET quantity = quantity - 2 WHERE product_id = $1', [
      created.id,
    ]);
    const kept = await call('PUT', `/admin/products/${created.id}`, {
      ...editable(read),
      name: 'Kept Divan',
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(productOf(kept.body)).toMatchObject({
      name: 'Kept Divan',
      hsn_code: '940360',
      gst_rate: 5,
      stock_quantity: 10,
      version: 3,
    });

    // null: no longer counted.
    const uncounted = await call('PUT', `/admin/products/${created.id}`, {
      ...editable(productOf(kept.body)),
      stock_quantity: null,
    });
    expect(productOf(uncounted.body).stock_quantity).toBeNull();
    expect(await stockRow(created.id)).toEqual([]);
  });

  it('creates a product with its own HSN code, GST rate and units', async () => {
    const res = await call(
      'POST',
      '/admin/products',
      newProduct({ hsn_code: '94036000', gst_rate: 40, stock_quantity: 0 }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = productOf(res.body);
    // No units: never offered as in stock.
    expect(product).toMatchObject({
      hsn_code: '94036000',
      gst_rate: 40,
      stock_quantity: 0,
      stock_status: 'out_of_stock',
    });
    expect(await stockRow(product.id)).toEqual([{ quantity: 0 }]);
    const [entry] = await audit(product.id);
    expect(entry!.after).toMatchObject({ hsn_code: '94036000', gst_rate: 40, stock_quantity: 0 });

    // Restocked: in stock again. A save without units keeps the state staff chose.
    const restocked = await call('PUT', `/admin/products/${product.id}`, {
      ...editable(product),
      stock_quantity: 4,
    });
    expect(productOf(restocked.body)).toMatchObject({ stock_quantity: 4, stock_status: 'in_stock' });
    const paused = await call('PUT', `/admin/products/${product.id}`, {
      ...editable(productOf(restocked.body)),
      stock_status: 'out_of_stock',
    });
    expect(productOf(paused.body)).toMatchObject({ stock_quantity: 4, stock_status: 'out_of_stock' });
  });

  it('refuses a bad HSN code, GST rate or count with 400 naming the field, and changes nothing', async () => {
    const created = productOf(
      (await call('POST', '/admin/products', newProduct({ hsn_code: '9401', stock_quantity: 3 }))).body,
    );
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ hsn_code: '94A1' }, 'hsn_code', /HSN code must be 4, 6 or 8 digits/],
      [{ hsn_code: '94011' }, 'hsn_code', /HSN code must be 4, 6 or 8 digits/],
      [{ hsn_code: '' }, 'hsn_code', /HSN code must be 4, 6 or 8 digits/],
      [{ gst_rate: 12 }, 'gst_rate', /GST rate must be 0, 5, 18 or 40 \(%\)/],
      [{ gst_rate: '18' }, 'gst_rate', /GST rate must be 0, 5, 18 or 40 \(%\)/],
      [{ gst_rate: 1800 }, 'gst_rate', /GST rate must be 0, 5, 18 or 40 \(%\)/],
      [{ stock_quantity: -1 }, 'stock_quantity', /Units in stock must be a whole number/],
      [{ stock_quantity: 2.5 }, 'stock_quantity', /Units in stock must be a whole number/],
      [{ stock_quantity: 1_000_001 }, 'stock_quantity', /Units in stock must be a whole number/],
    ];
    for (const [fields, field, message] of cases) {
      const res = await call('PUT', `/admin/products/${created.id}`, { ...editable(created), ...fields });
      expectError(res, 400, message);
      expect(fieldOf(res.body)).toBe(field);
    }
    const made = await call('POST', '/admin/products', newProduct({ gst_rate: 12 }));
    expectError(made, 400, /GST rate must be 0, 5, 18 or 40/);
    expect(fieldOf(made.body)).toBe('gst_rate');
    const stored = productOf((await call('GET', `/admin/products/${created.id}`)).body);
    expect(stored).toMatchObject({ hsn_code: '9401', gst_rate: 18, stock_quantity: 3, version: 1 });
  });

  it('names the HSN code, GST rate and units among what differs when a stale save is refused', async () => {
    const created = productOf((await call('POST', '/admin/products', newProduct())).body);
    await call('PUT', `/admin/products/${created.id}`, { ...editable(created), gst_rate: 5 }, other);
    const stale = await call('PUT', `/admin/products/${created.id}`, {
      ...editable(created),
      hsn_code: '9401',
      stock_quantity: 4,
    });
    expect(stale.status).toBe(409);
    expect(ConflictDetailsSchema.parse(stale.body.details).changes).toEqual([
      { field: 'hsn_code', yours: '9401', current: '9403' },
      { field: 'stock_quantity', yours: 4, current: null },
    ]);
    expect(await stockRow(created.id)).toEqual([]);
  });
});

describe('publishing', () => {
  it('publishes, unpublishes and archives with the version, and the shop follows', async () => {
    const created = productOf((await call('POST', '/admin/products', newProduct())).body);
    const shop = async () => (await t.app.inject({ url: `/api/v1/products/${created.id}` })).statusCode;
    expect(await shop()).toBe(404);
    const published = productOf(
      (await call('POST', `/admin/products/${created.id}/status`, { status: 'published', version: 1 })).body,
    );
    expect(published).toMatchObject({ status: 'published', version: 2 });
    expect(await shop()).toBe(200);
    const stale = await call('POST', `/admin/products/${created.id}/status`, {
      status: 'archived',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(ConflictDetailsSchema.parse(stale.body.details).changes).toEqual([
      { field: 'status', yours: 'archived', current: 'published' },
    ]);
    const archived = productOf(
      (await call('POST', `/admin/products/${created.id}/status`, { status: 'archived', version: 2 })).body,
    );
    expect(archived.status).toBe('archived');
    expect(await shop()).toBe(404);
    expect((await audit(created.id)).map((row) => row.action)).toEqual([
      'product.create',
      'product.publish',
      'product.archive',
    ]);
    expectError(
      await call('POST', `/admin/products/${created.id}/status`, { status: 'gone', version: 3 }),
      400,
      /status must be one of/,
    );
  });
});

describe('bulk changes', () => {
  const make = async (price: number, discount: number | null, variants: [number, number | null][] = []) =>
    productOf(
      (
        await call(
          'POST',
          '/admin/products',
          newProduct({
            price,
            discount_price: discount,
            variants: variants.map(([p, d], index) => ({
              name: `V${index}`,
              price: p,
              discount_price: d,
              stock_status: 'in_stock',
            })),
          }),
        )
      ).body,
    );

  it('moves prices by a percentage, rounded to whole rupees, for products and all their variants', async () => {
    const a = await make(1005, 905, [
      [1015, null],
      [2000, 1500],
    ]);
    const b = await make(999, null);
    const res = await call('POST', '/admin/products/bulk/price', {
      ids: [a.id, b.id],
      mode: 'percent',
      value: 10,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(envelope(BulkDataSchema).parse(res.body).data.updated).toBe(2);
    const after = productOf((await call('GET', `/admin/products/${a.id}`)).body);
    expect([after.price, after.discount_price, after.version]).toEqual([1106, 996, 2]);
    expect(after.variants.map((v) => [v.price, v.discount_price])).toEqual([
      [1117, null],
      [2200, 1650],
    ]);
    expect(productOf((await call('GET', `/admin/products/${b.id}`)).body).price).toBe(1099);
    const [entry] = (await audit(a.id)).filter((row) => row.action === 'product.bulk_price');
    expect(entry).toMatchObject({
      before: { price: 1005, discount_price: 905 },
      after: { price: 1106, discount_price: 996 },
    });
  });

  it('takes off an amount, and refuses the whole batch when any price would fall below ₹1', async () => {
    const a = await make(5000, null);
    const b = await make(800, null, [[400, null]]);
    const res = await call('POST', '/admin/products/bulk/price', {
      ids: [a.id, b.id],
      mode: 'amount',
      value: -450,
    });
    expectError(res, 400, new RegExp(`${b.name} \\(V0\\) below ₹1`));
    expect(fieldOf(res.body)).toBe('value');
    expect(productOf((await call('GET', `/admin/products/${a.id}`)).body).price).toBe(5000);
    expect(productOf((await call('GET', `/admin/products/${b.id}`)).body).price).toBe(800);

    const ok = await call('POST', '/admin/products/bulk/price', {
      ids: [a.id, b.id],
      mode: 'amount',
      value: -300,
    });
    expect(ok.status).toBe(200);
    expect(productOf((await call('GET', `/admin/products/${a.id}`)).body).price).toBe(4700);
  });

  it('refuses bad selections and values', async () => {
    expectError(
      await call('POST', '/admin/products/bulk/price', { ids: [], mode: 'percent', value: 5 }),
      400,
      /Select at least one product/,
    );
    const [row] = await t.database.execute('SELECT id FROM products LIMIT 1');
    expectError(
      await call('POST', '/admin/products/bulk/price', { ids: [row!.id], mode: 'percent', value: 900 }),
      400,
      /between -90 and 500/,
    );
    expectError(
      await call('POST', '/admin/products/bulk/price', { ids: [row!.id], mode: 'amount', value: 0 }),
      400,
      /value must not be 0/,
    );
    expectError(
      await call('POST', '/admin/products/bulk/price', { ids: [row!.id], mode: 'amount', value: 1e12 }),
      400,
      /past ₹100000000/,
    );
    expectError(
      await call('POST', '/admin/products/bulk/stock', {
        ids: [row!.id, '00000000-0000-4000-8000-000000000000'],
        stock_status: 'in_stock',
      }),
      404,
      /1 of the selected products no longer exist/,
    );
  });

  it('sets the stock state of a selection, one audit entry per product', async () => {
    const a = await make(1000, null);
    const b = await make(2000, null);
    const res = await call('POST', '/admin/products/bulk/stock', {
      ids: [a.id, b.id],
      stock_status: 'out_of_stock',
    });
    expect(envelope(BulkDataSchema).parse(res.body).data.updated).toBe(2);
    for (const product of [a, b]) {
      const stored = productOf((await call('GET', `/admin/products/${product.id}`)).body);
      expect(stored).toMatchObject({ stock_status: 'out_of_stock', version: 2 });
      expect((await audit(product.id)).at(-1)).toMatchObject({
        action: 'product.bulk_stock',
        before: { stock_status: 'in_stock' },
        after: { stock_status: 'out_of_stock' },
      });
    }
  });
});
