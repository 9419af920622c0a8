import { describe, expect, it } from 'vitest';
import {
  ErrorBodySchema,
  ProductListDataSchema,
  ProductDataSchema,
  ProductFiltersDataSchema,
  ProductsDataSchema,
  ReviewListDataSchema,
  envelope,
  type ProductSummary,
} from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { apiCaughtUp } from '../../../tests/support/catalogue-cache.ts';

const t = useTestApp();

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.body ? response.json() : null,
  };
};
const post = async (url: string, payload?: unknown, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'POST', url, payload: payload as never, headers });
  return { status: response.statusCode, body: response.json() };
};

const list = async (query: string) => {
  const res = await get(`/api/v1/products${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(ProductListDataSchema).parse(res.body).data;
};

const effective = (p: ProductSummary) =>
  p.discount_price !== null && p.discount_price < p.price ? p.discount_price : p.price;

const sortedBy = <T>(items: T[], key: (item: T) => number | string, desc = false) => {
  for (let i = 1; i < items.length; i++) {
    const a = key(items[i - 1]!);
    const b = key(items[i]!);
    if (desc ? a < b : a > b) return false;
  }
  return true;
};

const expectError = (res: { status: number; body: unknown }, status: number, message: string | RegExp) => {
  expect(res.status).toBe(status);
  const body = ErrorBodySchema.parse(res.body);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else expect(body.error).toMatch(message);
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/); // no stack trace
};

const livingRoomIds = async (): Promise<string[]> =>
  (
    await t.database.execute(
      `WITH RECURSIVE tree AS (SELECT id FROM categories WHERE slug = 'living-room'
         UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) SELECT id FROM tree`,
    )
  ).map((row) => String(row.id));

describe('GET /products', () => {
  it('returns the first page in the default order (name asc) with the pagination envelope', async () => {
    const data = await list('');
    const [{ total }] = (await t.database.execute('SELECT count(*)::int AS total FROM products')) as [
      { total: number },
    ];
    expect(total).toBeGreaterThanOrEqual(120);
    expect(data.products).toHaveLength(20);
    expect(data.pagination).toEqual({
      page: 1,
      limit: 20,
      total,
      pages: Math.ceil(total / 20),
      hasNext: true,
      hasPrev: false,
    });
    expect(sortedBy(data.products, (p) => p.name)).toBe(true);
    const first = data.products[0]!;
    expect(first.image_url).toMatch(/^http:\/\/api\.test\/media\/products\/.+\.webp$/);
    expect(first.category).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
    });
  });

  it.each([
    ['name', 'asc'],
    ['name', 'desc'],
    ['price', 'asc'],
    ['price', 'desc'],
    ['created_at', 'asc'],
    ['created_at', 'desc'],
    ['rating', 'asc'],
    ['rating', 'desc'],
  ] as const)('sorts by %s %s across pages', async (sort, order) => {
    const key = {
      name: (p: ProductSummary) => p.name,
      price: effective,
      created_at: (p: ProductSummary) => p.created_at,
      rating: (p: ProductSummary) => p.rating,
    }[sort];
    const page1 = await list(`?sort=${sort}&order=${order}&limit=30`);
    const page2 = await list(`?sort=${sort}&order=${order}&limit=30&page=2`);
    const both = [...page1.products, ...page2.products];
    expect(both).toHaveLength(60);
    expect(sortedBy(both, key, order === 'desc')).toBe(true);
    expect(new Set(both.map((p) => p.id)).size).toBe(60); // no repeats across the page boundary
  });

  it('filters by category slug including descendants, by category_id, and by price', async () => {
    const ids = await livingRoomIds();
    expect(ids.length).toBeGreaterThan(1);
    const data = await list('?category=living-room&sort=price&order=desc&limit=5');
    expect(data.products).toHaveLength(5);
    expect(data.products.every((p) => ids.includes(p.category!.id))).toBe(true);
    expect(data.products.some((p) => p.category!.slug !== 'living-room')).toBe(true); // from subcategories
    expect(sortedBy(data.products, effective, true)).toBe(true);
    const [{ total }] = (await t.database.execute(
      `SELECT count(*)::int AS total FROM products WHERE category_id = ANY($1::uuid[])`,
      [ids],
    )) as [{ total: number }];
    expect(data.pagination).toMatchObject({
      total,
      limit: 5,
      pages: Math.ceil(total / 5),
      hasNext: total > 5,
    });

    const [root] = await t.database.execute(`SELECT id FROM categories WHERE slug = 'living-room'`);
    const byId = await list(`?category_id=${String(root!.id)}&limit=100`);
    expect(byId.pagination.total).toBe(total);

    const priced = await list('?minPrice=10000&maxPrice=50000&limit=100');
    expect(priced.products.length).toBeGreaterThan(0);
    expect(priced.products.every((p) => effective(p) >= 10000 && effective(p) <= 50000)).toBe(true);
  });

  it('handles pagination edges: the last page, a page past the end', async () => {
    const first = await list('?limit=7');
    const { total, pages } = first.pagination;
    const last = await list(`?limit=7&page=${pages}`);
    expect(last.products).toHaveLength(total - 7 * (pages - 1));
    expect(last.pagination).toMatchObject({ page: pages, hasNext: false, hasPrev: true });
    const past = await list(`?limit=7&page=${pages + 1}`);
    expect(past.products).toEqual([]);
    expect(past.pagination).toMatchObject({ page: pages + 1, total, hasNext: false, hasPrev: true });
  });

  it('finds products by search, also with typos', async () => {
    const sofa = await list('?search=sofa&limit=100');
    expect(sofa.products.length).toBeGreaterThan(0);
    const typo = await list('?search=sofaa&limit=100');
    expect(typo.products.map((p) => p.id).sort()).toEqual(sofa.products.map((p) => p.id).sort());

    const sheesham = await list('?search=sheesham&limit=100');
    expect(sheesham.products.length).toBeGreaterThan(0);
    const misspelt = await list('?search=sheesam&limit=100');
    expect(misspelt.products.map((p) => p.id).sort()).toEqual(sheesham.products.map((p) => p.id).sort());

    const combined = await list('?search=sheesam%20sofaa&limit=100');
    expect(combined.products.length).toBeGreaterThan(0);
    expect(combined.products.length).toBeLessThanOrEqual(sofa.products.length);

    const nothing = await list('?search=zzqxv&limit=100');
    expect(nothing.products).toEqual([]);
    expect(nothing.pagination).toMatchObject({ total: 0, pages: 0, hasNext: false, hasPrev: false });

    const punctuation = await list(`?search=${encodeURIComponent("'); drop table products; --")}`);
    expect(punctuation.pagination.total).toBeGreaterThanOrEqual(0);
  });

  it('matches numbers as typed and keeps them out of the typo lexicon', async () => {
    await t.database.execute(
      `INSERT INTO products (name, slug, price, category_id)
       SELECT 'Modular Shelf 360', 'modular-shelf-360', 4999, id FROM categories WHERE slug = 'bedroom'`,
    );
    await apiCaughtUp(t);
    const found = await list('?search=shelf%20360&limit=100');
    expect(found.products.map((p) => p.slug)).toContain('modular-shelf-360');
    const [numeric] = await t.database.execute(
      `SELECT count(*)::int AS n FROM search_words WHERE word ~ '[0-9]'`,
    );
    expect(numeric!.n).toBe(0);
    await t.database.execute(`DELETE FROM products WHERE slug = 'modular-shelf-360'`);
  });

  it('searches brand, category, material and description too', async () => {
    const [row] = await t.database.execute(
      `SELECT p.brand, c.name AS category FROM products p JOIN categories c ON c.id = p.category_id LIMIT 1`,
    );
    const byBrand = await list(`?search=${encodeURIComponent(String(row!.brand))}&limit=100`);
    expect(byBrand.products.some((p) => p.brand === row!.brand)).toBe(true);
    const byCategory = await list(`?search=${encodeURIComponent(String(row!.category))}&limit=100`);
    expect(byCategory.products.length).toBeGreaterThan(0);
    const byMaterial = await list('?search=teak&limit=100');
    expect(byMaterial.products.length).toBeGreaterThan(0);
  });

  it.each([
    ['?limit=0', /limit must be between 1 and 100/],
    ['?limit=101', /limit must be between 1 and 100/],
    ['?limit=abc', /limit/],
    ['?page=0', /page must be between 1/],
    ['?page=1.5', /page must be a whole number/],
    ['?sort=colour', /sort must be one of name, price, created_at, rating/],
    ['?order=up', /order must be asc or desc/],
    ['?minPrice=cheap', /minPrice/],
    ['?minPrice=-5', /minPrice must not be negative/],
    ['?minPrice=5000&maxPrice=100', /minPrice must not be greater than maxPrice/],
    ['?category_id=not-a-uuid', /category_id must be a category id/],
  ])('rejects %s with a 400 that names the parameter', async (query, message) => {
    expectError(await get(`/api/v1/products${query}`), 400, message);
  });

  it('answers an unknown category with 404', async () => {
    expectError(await get('/api/v1/products?category=no-such-room'), 404, 'Category not found');
    expectError(
      await get('/api/v1/products?category_id=00000000-0000-4000-8000-000000000000'),
      404,
      'Category not found',
    );
  });

  it('ignores empty parameters the way a form sends them', async () => {
    const data = await list('?search=&category=&minPrice=&maxPrice=&page=');
    expect(data.pagination.page).toBe(1);
  });
});

describe('single products', () => {
  it('reads a product by id, slug and code with every field', async () => {
    const [row] = await t.database.execute(
      `SELECT id, slug, sku FROM products WHERE id IN (SELECT product_id FROM product_variants) ORDER BY slug LIMIT 1`,
    );
    const byId = ProductDataSchema.parse(
      (await get(`/api/v1/products/${String(row!.id)}`)).body.data,
    ).product;
    const bySlug = ProductDataSchema.parse(
      (await get(`/api/v1/products/slug/${String(row!.slug)}`)).body.data,
    ).product;
    const byCode = ProductDataSchema.parse(
      (await get(`/api/v1/products/code/${String(row!.sku).toLowerCase()}`)).body.data,
    ).product;
    expect(bySlug).toEqual(byId);
    expect(byCode).toEqual(byId);
    expect(byId.images.length).toBeGreaterThanOrEqual(3);
    expect(byId.images.filter((i) => i.is_primary)).toHaveLength(1);
    expect(byId.variants.length).toBeGreaterThan(0);
    expect(byId.specifications.length).toBeGreaterThan(0);
    expect(byId.features.length).toBeGreaterThan(0);
    expect(byId.care_instructions).toBeTruthy();
    expect(byId.warranty).toBeTruthy();
  });

  it.each([
    '/api/v1/products/00000000-0000-4000-8000-000000000000',
    '/api/v1/products/not-a-uuid',
    '/api/v1/products/slug/no-such-product',
    '/api/v1/products/code/NOPE-000',
    '/api/v1/products/00000000-0000-4000-8000-000000000000/related',
    '/api/v1/products/00000000-0000-4000-8000-000000000000/reviews',
    '/api/v1/products/00000000-0000-4000-8000-000000000000/variants',
    '/api/v1/products/00000000-0000-4000-8000-000000000000/stock',
    '/api/v1/products/00000000-0000-4000-8000-000000000000/size-guide',
    '/api/v1/products/00000000-0000-4000-8000-000000000000/care-instructions',
  ])('answers %s with 404 Product not found', async (url) => {
    expectError(await get(url), 404, 'Product not found');
  });

  it('lists featured products (default 10), new arrivals, sale and trending', async () => {
    const featured = ProductsDataSchema.parse((await get('/api/v1/products/featured')).body.data).products;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(10);
    expect(featured.every((p) => p.is_featured)).toBe(true);
    expect((await get('/api/v1/products/featured?limit=8')).body.data.products.length).toBeLessThanOrEqual(8);

    const arrivals = ProductsDataSchema.parse(
      (await get('/api/v1/products/new-arrivals?limit=5')).body.data,
    ).products;
    expect(sortedBy(arrivals, (p) => p.created_at, true)).toBe(true);

    const sale = ProductsDataSchema.parse((await get('/api/v1/products/sale')).body.data).products;
    expect(sale.length).toBeGreaterThan(0);
    expect(sale.length).toBeLessThanOrEqual(8);
    expect(sale.every((p) => p.discount_price !== null && p.discount_price < p.price)).toBe(true);

    const [a, b] = sale;
    await post(`/api/v1/products/${a!.id}/view`, undefined, { 'user-agent': 'Shopper A' });
    await post(`/api/v1/products/${b!.id}/view`, undefined, { 'user-agent': 'Shopper A' });
    const viewed = await post(`/api/v1/products/${b!.id}/view`, undefined, { 'user-agent': 'Shopper B' });
    expect(viewed).toMatchObject({ status: 200, body: { data: { views: 2 } } });
    const trending = ProductsDataSchema.parse((await get('/api/v1/products/trending')).body.data).products;
    expect(trending.map((p) => p.id).slice(0, 2)).toEqual([b!.id, a!.id]);
  });

  it('finds related products: same category first, then nearest price', async () => {
    const [row] = await t.database.execute(`
      SELECT p.id, p.category_id, p.effective_price FROM products p
      WHERE (SELECT count(*) FROM products o WHERE o.category_id = p.category_id) BETWEEN 3 AND 5 LIMIT 1`);
    const related = ProductsDataSchema.parse(
      (await get(`/api/v1/products/${String(row!.id)}/related?limit=8`)).body.data,
    ).products;
    expect(related).toHaveLength(8);
    expect(related.map((p) => p.id)).not.toContain(row!.id);
    const same = related.filter((p) => p.category!.id === row!.category_id);
    expect(related.slice(0, same.length)).toEqual(same);
    const others = related.slice(same.length);
    expect(others.length).toBeGreaterThan(0);
    const distance = (p: ProductSummary) => Math.abs(effective(p) - Number(row!.effective_price));
    expect(sortedBy(others, distance)).toBe(true);
    expect(
      (await get(`/api/v1/products/${String(row!.id)}/related`)).body.data.products.length,
    ).toBeLessThanOrEqual(6);
  });

  it('gives filter values with counts, within a category', async () => {
    const all = ProductFiltersDataSchema.parse((await get('/api/v1/products/filters')).body.data);
    expect(all.materials.length).toBeGreaterThan(3);
    expect(all.brands.reduce((sum, b) => sum + b.count, 0)).toBeGreaterThan(0);
    expect(all.priceRange.min).toBeLessThan(all.priceRange.max);
    const living = ProductFiltersDataSchema.parse(
      (await get('/api/v1/products/filters?category=living-room')).body.data,
    );
    const ids = await livingRoomIds();
    expect(living.categories.every((c) => ids.includes(c.id))).toBe(true);
    const total = living.categories.reduce((sum, c) => sum + c.count, 0);
    expect(living.styles.reduce((sum, s) => sum + s.count, 0)).toBeLessThanOrEqual(total);
    const listed = await list('?category=living-room&limit=1');
    expect(total).toBe(listed.pagination.total);
    expectError(await get('/api/v1/products/filters?category=nowhere'), 404, 'Category not found');

    const range = await get('/api/v1/products/price-range?category=living-room');
    expect(range.body.data).toEqual(living.priceRange);
  });

  it('pages reviews five at a time with the average and total', async () => {
    const [row] = await t.database.execute(
      `SELECT id, rating, review_count FROM products WHERE review_count > 5 ORDER BY review_count DESC LIMIT 1`,
    );
    const first = ReviewListDataSchema.parse(
      (await get(`/api/v1/products/${String(row!.id)}/reviews`)).body.data,
    );
    expect(first.reviews).toHaveLength(5);
    expect(first.totalReviews).toBe(row!.review_count);
    expect(first.averageRating).toBeCloseTo(Number(row!.rating), 5);
    expect(first.pagination).toMatchObject({ page: 1, limit: 5, total: row!.review_count, hasNext: true });
    const [avg] = await t.database.execute(
      `SELECT round(avg(rating)::numeric, 1)::float AS avg FROM reviews WHERE product_id = $1`,
      [row!.id],
    );
    expect(first.averageRating).toBeCloseTo(Number(avg!.avg), 5);
    const second = ReviewListDataSchema.parse(
      (await get(`/api/v1/products/${String(row!.id)}/reviews?page=2`)).body.data,
    );
    expect(second.reviews.map((r) => r.id)).not.toContain(first.reviews[0]!.id);
    expectError(await get(`/api/v1/products/${String(row!.id)}/reviews?limit=0`), 400, /limit/);
  });

  it('asks for sign-in before writing a review', async () => {
    const [row] = await t.database.execute(`SELECT id FROM products LIMIT 1`);
    const res = await post(`/api/v1/products/${String(row!.id)}/reviews`, {
      rating: 5,
      title: 'Lovely',
      comment: 'Yes',
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      isAuthError: true,
      error: 'Please sign in to write a review',
    });
  });
});

describe('variants, stock and prices', () => {
  const productWithVariants = async () => {
    const [row] = await t.database.execute(`
      SELECT p.id, p.price, p.effective_price, p.stock_status, v.id AS variant_id,
             CASE WHEN v.discount_price < v.price THEN v.discount_price ELSE v.price END AS variant_price
      FROM products p JOIN product_variants v ON v.product_id = p.id
      WHERE p.stock_status = 'in_stock' ORDER BY v.sort_order DESC LIMIT 1`);
    return row!;
  };

  it('lists variants and prices a variant by quantity', async () => {
    const row = await productWithVariants();
    const variants = (await get(`/api/v1/products/${String(row.id)}/variants`)).body.data.variants;
    expect(variants.map((v: { id: string }) => v.id)).toContain(row.variant_id);
    const price = await get(
      `/api/v1/products/${String(row.id)}/price?variantId=${String(row.variant_id)}&quantity=3`,
    );
    expect(price.body.data).toMatchObject({
      unitPrice: row.variant_price,
      quantity: 3,
      total: Number(row.variant_price) * 3,
      currency: 'INR',
    });
    const plain = await get(`/api/v1/products/${String(row.id)}/price`);
    expect(plain.body.data).toMatchObject({ unitPrice: row.effective_price, quantity: 1 });
    const availability = await get(
      `/api/v1/products/${String(row.id)}/availability?variantId=${String(row.variant_id)}&quantity=2`,
    );
    expect(availability.body.data).toMatchObject({ quantity: 2, total: Number(row.variant_price) * 2 });
    expectError(
      await get(`/api/v1/products/${String(row.id)}/price?quantity=0`),
      400,
      /quantity must be between 1/,
    );
    expectError(
      await get(`/api/v1/products/${String(row.id)}/price?variantId=00000000-0000-4000-8000-000000000000`),
      404,
      'Variant not found',
    );
    expectError(await get(`/api/v1/products/${String(row.id)}/stock?variantId=nope`), 400, /variantId/);
  });

  it('reports stock for each of the three states', async () => {
    for (const status of ['in_stock', 'out_of_stock', 'on_order']) {
      const [row] = await t.database.execute(`SELECT id FROM products WHERE stock_status = $1 LIMIT 1`, [
        status,
      ]);
      expect(row, status).toBeDefined();
      const stock = await get(`/api/v1/products/${String(row!.id)}/stock`);
      expect(stock.body.data).toMatchObject({ stock_status: status, inStock: status === 'in_stock' });
    }
  });

  it('serves size guides and care instructions', async () => {
    const [row] = await t.database.execute(
      `SELECT id, size_guide, care_instructions FROM products WHERE size_guide IS NOT NULL LIMIT 1`,
    );
    expect((await get(`/api/v1/products/${String(row!.id)}/size-guide`)).body.data.sizeGuide).toBe(
      row!.size_guide,
    );
    expect(
      (await get(`/api/v1/products/${String(row!.id)}/care-instructions`)).body.data.careInstructions,
    ).toBe(row!.care_instructions);
  });
});

describe('product views', () => {
  const view = (id: string, ip: string, userAgent: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${id}/view`,
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
  const viewsOf = async (id: string) =>
    Number(
      (await t.database.execute(`SELECT view_count FROM product_views WHERE product_id = $1`, [id]))[0]
        ?.view_count ?? 0,
    );

  it('counts one view per visitor (address and browser) per product per day', async () => {
    const [row] = await t.database.execute(`SELECT id FROM products ORDER BY slug OFFSET 7 LIMIT 1`);
    const id = String(row!.id);
    const first = await view(id, '203.0.113.50', 'Firefox on a phone');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.views).toBe(1);
    for (let i = 0; i < 3; i++) {
      const again = await view(id, '203.0.113.50', 'Firefox on a phone');
      expect(again.json().data.views).toBe(1);
    }
    expect((await view(id, '203.0.113.50', 'Chrome on a laptop')).json().data.views).toBe(2);
    expect((await view(id, '203.0.113.51', 'Firefox on a phone')).json().data.views).toBe(3);
    expect(await viewsOf(id)).toBe(3);

    // A burst from one visitor, sent at once, still counts once.
    const burst = await Promise.all(Array.from({ length: 6 }, () => view(id, '203.0.113.52', 'Safari')));
    expect(burst.every((response) => response.statusCode === 200)).toBe(true);
    expect(await viewsOf(id)).toBe(4);

    // The next day the same visitor counts again.
    await t.database.execute(`UPDATE product_view_visitors SET day = day - 1`);
    expect((await view(id, '203.0.113.50', 'Firefox on a phone')).json().data.views).toBe(5);
  });

  it('keeps no address or browser name, only a salted hash', async () => {
    const [row] = await t.database.execute(`SELECT id FROM products ORDER BY slug OFFSET 8 LIMIT 1`);
    await view(String(row!.id), '203.0.113.60', 'Distinctive Browser 1.0');
    const stored = JSON.stringify(await t.database.execute(`SELECT * FROM product_view_visitors`));
    expect(stored).not.toContain('203.0.113.60');
    expect(stored).not.toContain('Distinctive');
  });

  it('answers 404 for an unknown product and counts nothing', async () => {
    const unknown = await view('00000000-0000-4000-8000-000000000000', '203.0.113.70', 'Any');
    expect(unknown.statusCode).toBe(404);
    expect((await view('not-a-uuid', '203.0.113.70', 'Any')).statusCode).toBe(404);
  });
});

describe('compare, recently viewed and recommendations', () => {
  it('compares 2 to 4 products', async () => {
    const rows = await t.database.execute(`SELECT id FROM products ORDER BY slug LIMIT 5`);
    const ids = rows.map((r) => String(r.id));
    const res = await post('/api/v1/products/compare', { productIds: ids.slice(0, 3) });
    expect(res.status).toBe(200);
    expect(res.body.data.products.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 3));
    expect(res.body.data.products[0].specifications.length).toBeGreaterThan(0);
    expectError(
      await post('/api/v1/products/compare', { productIds: ids.slice(0, 1) }),
      400,
      'productIds must name 2 to 4 products',
    );
    expectError(
      await post('/api/v1/products/compare', { productIds: ids }),
      400,
      'productIds must name 2 to 4 products',
    );
    expectError(
      await post('/api/v1/products/compare', { productIds: [ids[0], ids[0]] }),
      400,
      /must not repeat/,
    );
    expectError(
      await post('/api/v1/products/compare', {
        productIds: [ids[0], '00000000-0000-4000-8000-000000000000'],
      }),
      404,
      'Product not found',
    );
  });

  it('returns recently viewed products in the order given', async () => {
    const rows = await t.database.execute(`SELECT id FROM products ORDER BY slug DESC LIMIT 3`);
    const ids = rows.map((r) => String(r.id));
    const res = await get(
      `/api/v1/products/recently-viewed?ids=${ids.join(',')},00000000-0000-4000-8000-000000000000`,
    );
    expect(res.body.data.products.map((p: { id: string }) => p.id)).toEqual(ids);
    expectError(await get('/api/v1/products/recently-viewed?ids=abc'), 400, /ids must be product ids/);
    expect((await get('/api/v1/products/recently-viewed')).body.data.products).toEqual([]);
  });

  it('reads product ids without regard to case (UUIDs), in compare and recently viewed', async () => {
    const rows = await t.database.execute(`SELECT id FROM products ORDER BY slug LIMIT 3`);
    const ids = rows.map((r) => String(r.id));
    const upper = ids.map((id) => id.toUpperCase());

    const compared = await post('/api/v1/products/compare', { productIds: upper });
    expect(compared.status, JSON.stringify(compared.body)).toBe(200);
    expect(compared.body.data.products.map((p: { id: string }) => p.id)).toEqual(ids);
    expectError(
      await post('/api/v1/products/compare', { productIds: [ids[0], upper[0]] }),
      400,
      /must not repeat/,
    );

    const viewed = await get(`/api/v1/products/recently-viewed?ids=${upper.join(',')}`);
    expect(viewed.status).toBe(200);
    expect(viewed.body.data.products.map((p: { id: string }) => p.id)).toEqual(ids);
    const mixed = await get(`/api/v1/products/recently-viewed?ids=${upper[1]},${ids[1]},${ids[0]}`);
    expect(mixed.body.data.products.map((p: { id: string }) => p.id)).toEqual([ids[1], ids[0]]);
  });

  it('recommends well-rated products that are in stock', async () => {
    const res = await get('/api/v1/products/recommendations?limit=6&userId=someone');
    const products = ProductsDataSchema.parse(res.body.data).products;
    expect(products).toHaveLength(6);
    expect(products.every((p) => p.stock_status === 'in_stock' && p.review_count > 0)).toBe(true);
    expect(new Set(products.map((p) => p.category!.id)).size).toBe(6);
  });
});

describe('HTTP behaviour', () => {
  it('sends ETag and Cache-Control, and 304 when nothing changed', async () => {
    const first = await get('/api/v1/products?category=bedroom');
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?category=bedroom',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.database.execute(
      `UPDATE products SET price = price + 1 WHERE category_id IN (SELECT id FROM categories WHERE slug LIKE 'bed%')`,
    );
    await apiCaughtUp(t);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?category=bedroom',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('rejects malformed JSON, wrong content types and huge bodies without a 5xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/compare',
      headers: { 'content-type': 'application/json' },
      payload: '{"productIds": [',
    });
    expectError({ status: bad.statusCode, body: bad.json() }, 400, 'The request body is not valid JSON');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/compare',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ productIds: ['x'.repeat(200_000)] }),
    });
    expect(huge.statusCode).toBe(413);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/compare',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('answers unknown routes with the error envelope', async () => {
    expectError(await get('/api/v1/nothing-here'), 404, 'No route for GET /api/v1/nothing-here');
  });

  it('allows the configured site origin through CORS', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/products',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:4321');
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products/featured',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
