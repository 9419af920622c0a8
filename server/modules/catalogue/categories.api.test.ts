import { describe, expect, it } from 'vitest';
import {
  CatalogueVersionDataSchema,
  CategoriesDataSchema,
  CategoryDataSchema,
  CategoryTreeDataSchema,
  ErrorBodySchema,
  envelope,
  type CategoryNode,
} from '../../../contract/catalogue.ts';
import { seedCatalogue } from '../../db/seed/seed.ts';
import { useTestApp } from '../../../tests/support/api.ts';

const t = useTestApp();

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('categories', () => {
  it('lists every category flat, with product counts that include descendants', async () => {
    const res = await get('/api/v1/categories');
    expect(res.status).toBe(200);
    const { categories } = envelope(CategoriesDataSchema).parse(res.body).data;
    const roots = categories.filter((c) => c.parent_id === null);
    expect(roots.length).toBeGreaterThanOrEqual(8);
    expect(categories.length - roots.length).toBeGreaterThanOrEqual(24);
    for (const slug of ['living-room', 'bedroom', 'kitchen', 'dining', 'office', 'lighting']) {
      expect(roots.map((c) => c.slug)).toContain(slug);
    }
    const [{ total }] = (await t.database.execute('SELECT count(*)::int AS total FROM products')) as [
      { total: number },
    ];
    expect(roots.reduce((sum, root) => sum + root.product_count, 0)).toBe(total);
    for (const root of roots) {
      const children = categories.filter((c) => c.parent_id === root.id);
      const [direct] = await t.database.execute(
        'SELECT count(*)::int AS n FROM products WHERE category_id = $1',
        [root.id],
      );
      expect(root.product_count).toBe(
        Number(direct!.n) + children.reduce((sum, c) => sum + c.product_count, 0),
      );
    }
  });

  it('nests children with tree=true', async () => {
    const res = await get('/api/v1/categories?tree=true');
    const { categories } = envelope(CategoryTreeDataSchema).parse(res.body).data;
    const flat = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    expect(categories.every((c) => c.parent_id === null)).toBe(true);
    const living = categories.find((c) => c.slug === 'living-room')!;
    expect(living.children.length).toBeGreaterThan(0);
    expect(living.children.every((c) => c.parent_id === living.id)).toBe(true);
    const all = envelope(CategoriesDataSchema).parse((await get('/api/v1/categories')).body).data.categories;
    expect(flat(categories)).toHaveLength(all.length);
    expect((await get('/api/v1/categories?tree=maybe')).status).toBe(400);
  });

  it('reads roots, and one category by id or slug', async () => {
    const roots = envelope(CategoriesDataSchema).parse((await get('/api/v1/categories/roots')).body).data
      .categories;
    expect(roots.every((c) => c.parent_id === null)).toBe(true);
    const bySlug = envelope(CategoryDataSchema).parse((await get('/api/v1/categories/slug/bedroom')).body)
      .data.category;
    const byId = envelope(CategoryDataSchema).parse((await get(`/api/v1/categories/${bySlug.id}`)).body).data
      .category;
    expect(byId).toEqual(bySlug);
    expect(bySlug.image_url).toBe('http://api.test/media/categories/bedroom.webp');
  });

  it.each([
    '/api/v1/categories/slug/attic',
    '/api/v1/categories/00000000-0000-4000-8000-000000000000',
    '/api/v1/categories/x',
  ])('answers %s with 404 Category not found', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(ErrorBodySchema.parse(res.body)).toMatchObject({ error: 'Category not found', code: 'not_found' });
  });
});

describe('catalogue version', () => {
  const version = async () =>
    envelope(CatalogueVersionDataSchema).parse((await get('/api/v1/catalogue/version')).body).data;

  it('changes with any product, price, stock, category or review change, and not with a page view', async () => {
    const start = await version();
    expect(start.products).toBeGreaterThanOrEqual(120);

    const [product] = await t.database.execute('SELECT id FROM products ORDER BY slug LIMIT 1');
    await t.app.inject({ method: 'POST', url: `/api/v1/products/${String(product!.id)}/view` });
    expect((await version()).version).toBe(start.version);

    const steps = [
      'UPDATE products SET price = price + 100 WHERE id = $1',
      "UPDATE products SET stock_status = 'out_of_stock' WHERE id = $1",
      "UPDATE categories SET description = 'Refreshed' WHERE id = (SELECT category_id FROM products WHERE id = $1)",
      "INSERT INTO reviews (product_id, customer_name, rating, title, comment) VALUES ($1, 'Anjali Rao', 4, 'Good', 'Sturdy')",
    ];
    let previous = start.version;
    for (const statement of steps) {
      await t.database.execute(statement, [product!.id]);
      const next = (await version()).version;
      expect(next, statement).not.toBe(previous);
      previous = next;
    }
  });

  it('keeps rating and review count in step with the reviews', async () => {
    const [product] = await t.database.execute(`SELECT id FROM products WHERE review_count = 0 LIMIT 1`);
    await t.database.execute(
      `INSERT INTO reviews (product_id, customer_name, rating) VALUES ($1, 'Kavya', 5), ($1, 'Imran', 2)`,
      [product!.id],
    );
    const [after] = await t.database.execute('SELECT rating, review_count FROM products WHERE id = $1', [
      product!.id,
    ]);
    expect(after).toMatchObject({ rating: 3.5, review_count: 2 });
    await t.database.execute(`DELETE FROM reviews WHERE product_id = $1 AND rating = 2`, [product!.id]);
    const [later] = await t.database.execute('SELECT rating, review_count FROM products WHERE id = $1', [
      product!.id,
    ]);
    expect(later).toMatchObject({ rating: 5, review_count: 1 });
  });

  it('seeding again adds nothing and keeps ids and creation dates', async () => {
    const count = async () =>
      (
        await t.database.execute(`SELECT
          (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM categories) AS categories,
          (SELECT count(*)::int FROM product_images) AS images, (SELECT count(*)::int FROM product_variants) AS variants,
          (SELECT count(*)::int FROM reviews WHERE customer_id IS NULL) AS reviews`)
      )[0];
    await seedCatalogue(t.database);
    const [before] = await t.database.execute(
      `SELECT id, slug, created_at FROM products ORDER BY slug LIMIT 1`,
    );
    const counts = await count();
    await seedCatalogue(t.database);
    expect(await count()).toEqual(counts);
    const [after] = await t.database.execute(
      `SELECT id, slug, created_at FROM products ORDER BY slug LIMIT 1`,
    );
    expect(after).toEqual(before);
  });
});

describe('service endpoints', () => {
  it('reports health and readiness', async () => {
    expect((await get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: t.database.kind });
  });

  it('publishes an OpenAPI 3 document covering the catalogue and a docs page', async () => {
    const doc = (await get('/api/openapi.json')).body;
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/products',
      '/api/v1/products/{id}',
      '/api/v1/products/slug/{slug}',
      '/api/v1/products/featured',
      '/api/v1/products/filters',
      '/api/v1/products/{id}/related',
      '/api/v1/products/{id}/reviews',
      '/api/v1/products/compare',
      '/api/v1/categories',
      '/api/v1/categories/roots',
      '/api/v1/catalogue/version',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    const limit = doc.paths['/api/v1/products'].get.parameters.find(
      (p: { name: string }) => p.name === 'limit',
    );
    expect(limit.in).toBe('query');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});
