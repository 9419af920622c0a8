// The shop sees published products only (decision 070): a draft or archived product leaves every
// public list, count, search and lookup, and the catalogue version moves so that the site is rebuilt.
import { describe, expect, it } from 'vitest';
import {
  CategoriesDataSchema,
  ProductFiltersDataSchema,
  ProductListDataSchema,
  ProductsDataSchema,
  envelope,
} from '../../../contract/catalogue.ts';
import { WishlistDataSchema } from '../../../contract/account.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { apiCaughtUp } from '../../../tests/support/catalogue-cache.ts';
import { customerToken } from '../../../tests/support/staff.ts';

const t = useTestApp();

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};
const ok = async (url: string) => {
  const response = await get(url);
  expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.data;
};
const setStatus = async (id: string, status: string) => {
  await t.database.execute('UPDATE products SET status = $2 WHERE id = $1', [id, status]);
  await apiCaughtUp(t);
};

interface Facts {
  id: string;
  slug: string;
  name: string;
  category_id: string;
}
const productWhere = async (condition: string): Promise<Facts> => {
  const [row] = await t.database.execute(
    `SELECT id, slug, name, category_id FROM products WHERE status = 'published' AND ${condition} ORDER BY name LIMIT 1`,
  );
  expect(row, condition).toBeDefined();
  return row as unknown as Facts;
};
const ids = (products: { id: string }[]) => products.map((product) => product.id);
const version = async () => (await ok('/api/v1/catalogue/version')) as { version: string; products: number };
const categoryCount = async (categoryId: string) => {
  const { categories } = CategoriesDataSchema.parse(await ok('/api/v1/categories'));
  return categories.find((category) => category.id === categoryId)!.product_count;
};

describe.each(['draft', 'archived'] as const)('a %s product', (status) => {
  it('leaves the listing, its counts and filters, search, and every call about it', async () => {
    const product = await productWhere(
      `is_featured AND review_count > 0 AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id)`,
    );
    const word = product.name.split(' ')[0]!;
    const before = {
      version: await version(),
      list: ProductListDataSchema.parse(await ok('/api/v1/products?limit=100')).pagination.total,
      category: await categoryCount(product.category_id),
      filters: ProductFiltersDataSchema.parse(await ok('/api/v1/products/filters')),
    };
    expect(ids(ProductsDataSchema.parse(await ok('/api/v1/products/featured?limit=50')).products)).toContain(
      product.id,
    );
    const search = `/api/v1/products?search=${encodeURIComponent(product.name)}&limit=100`;
    expect(ids(ProductListDataSchema.parse(await ok(search)).products)).toContain(product.id);

    await setStatus(product.id, status);

    const after = await version();
    expect(BigInt(after.version)).toBeGreaterThan(BigInt(before.version.version));
    expect(after.products).toBe(before.version.products - 1);
    const list = ProductListDataSchema.parse(await ok('/api/v1/products?limit=100'));
    expect(list.pagination.total).toBe(before.list - 1);
    expect(ids(list.products)).not.toContain(product.id);
    const inCategory = ProductListDataSchema.parse(
      await ok(`/api/v1/products?category_id=${product.category_id}&limit=100`),
    );
    expect(ids(inCategory.products)).not.toContain(product.id);
    expect(await categoryCount(product.category_id)).toBe(before.category - 1);
    const filters = ProductFiltersDataSchema.parse(await ok('/api/v1/products/filters'));
    const counted = (f: typeof filters) => f.categories.reduce((sum, category) => sum + category.count, 0);
    expect(counted(filters)).toBe(counted(before.filters) - 1);
    expect(
      ids(ProductsDataSchema.parse(await ok('/api/v1/products/featured?limit=50')).products),
    ).not.toContain(product.id);
    expect(ids(ProductListDataSchema.parse(await ok(search)).products)).not.toContain(product.id);
    expect(
      ids(
        ProductListDataSchema.parse(await ok(`/api/v1/products?search=${encodeURIComponent(word)}`)).products,
      ),
    ).not.toContain(product.id);

    for (const url of [
      `/api/v1/products/${product.id}`,
      `/api/v1/products/slug/${product.slug}`,
      `/api/v1/products/${product.id}/related`,
      `/api/v1/products/${product.id}/reviews`,
      `/api/v1/products/${product.id}/variants`,
      `/api/v1/products/${product.id}/stock`,
      `/api/v1/products/${product.id}/price`,
      `/api/v1/products/${product.id}/availability`,
      `/api/v1/products/${product.id}/size-guide`,
      `/api/v1/products/${product.id}/care-instructions`,
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.body.error).toBe('Product not found');
    }
    const [sku] = await t.database.execute('SELECT sku FROM products WHERE id = $1', [product.id]);
    expect((await get(`/api/v1/products/code/${String(sku!.sku)}`)).status).toBe(404);
    const compare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/compare',
      payload: { productIds: [product.id, (await productWhere('TRUE')).id] },
    });
    expect(compare.statusCode).toBe(404);
    const view = await t.app.inject({ method: 'POST', url: `/api/v1/products/${product.id}/view` });
    expect(view.statusCode).toBe(404);
    const notify = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.id}/notify`,
      payload: { email: 'someone@example.com' },
    });
    expect(notify.statusCode).toBe(404);
    const recent = ProductsDataSchema.parse(await ok(`/api/v1/products/recently-viewed?ids=${product.id}`));
    expect(recent.products).toEqual([]);
    for (const url of [
      '/api/v1/products/recommendations?limit=50',
      '/api/v1/products/new-arrivals?limit=50',
      '/api/v1/products/sale?limit=50',
      '/api/v1/products/trending?limit=50',
    ]) {
      expect(ids(ProductsDataSchema.parse(await ok(url)).products), url).not.toContain(product.id);
    }

    await setStatus(product.id, 'published');
    expect((await get(`/api/v1/products/slug/${product.slug}`)).status).toBe(200);
    expect(await categoryCount(product.category_id)).toBe(before.category);
  });
});

describe('the lists a product reaches by its data', () => {
  it('leaves new arrivals, the sale and trending when it is unpublished', async () => {
    const onSale = await productWhere('discount_price < price');
    const sale = async () =>
      ids(ProductsDataSchema.parse(await ok('/api/v1/products/sale?limit=50')).products);
    expect(await sale()).toContain(onSale.id);
    await setStatus(onSale.id, 'archived');
    expect(await sale()).not.toContain(onSale.id);
    await setStatus(onSale.id, 'published');

    const newest = ProductsDataSchema.parse(await ok('/api/v1/products/new-arrivals?limit=1')).products[0]!;
    await setStatus(newest.id, 'draft');
    expect(
      ids(ProductsDataSchema.parse(await ok('/api/v1/products/new-arrivals?limit=50')).products),
    ).not.toContain(newest.id);
    await setStatus(newest.id, 'published');

    const viewed = await productWhere('TRUE');
    const view = await t.app.inject({ method: 'POST', url: `/api/v1/products/${viewed.id}/view` });
    expect(view.statusCode).toBe(200);
    const trending = async () =>
      ids(ProductsDataSchema.parse(await ok('/api/v1/products/trending?limit=50')).products);
    expect(await trending()).toContain(viewed.id);
    await setStatus(viewed.id, 'draft');
    expect(await trending()).not.toContain(viewed.id);
    await setStatus(viewed.id, 'published');
  });
});

describe('the wishlist', () => {
  it('no longer shows a saved product once it is unpublished, and shows it again when published', async () => {
    const headers = { authorization: `Bearer ${await customerToken(t.database)}` };
    const product = await productWhere('TRUE');
    const saved = await t.app.inject({ method: 'POST', url: `/api/v1/wishlist/${product.id}`, headers });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const wishlist = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/wishlist', headers });
      return envelope(WishlistDataSchema)
        .parse(response.json())
        .data.wishlist.map((item) => item.id);
    };
    expect(await wishlist()).toContain(product.id);
    await setStatus(product.id, 'archived');
    expect(await wishlist()).not.toContain(product.id);
    await setStatus(product.id, 'published');
    expect(await wishlist()).toContain(product.id);
  });
});

describe('search and its typo lexicon', () => {
  it('learn the words of published products only, and forget a word once no published product has it', async () => {
    const product = await productWhere('TRUE');
    const lexicon = async (word: string) =>
      (await t.database.execute('SELECT 1 FROM search_words WHERE word = $1', [word])).length > 0;
    const found = async (text: string) =>
      ids(
        ProductListDataSchema.parse(await ok(`/api/v1/products?search=${encodeURIComponent(text)}`)).products,
      );

    await t.database.execute(
      `UPDATE products SET status = 'draft', name = 'Zanzibarwood Settee' WHERE id = $1`,
      [product.id],
    );
    await apiCaughtUp(t);
    expect(await lexicon('zanzibarwood')).toBe(false);
    expect(await found('zanzibarwood')).toEqual([]);
    expect(await found('zanzibarwod')).toEqual([]);

    await setStatus(product.id, 'published');
    expect(await lexicon('zanzibarwood')).toBe(true);
    expect(await found('zanzibarwod')).toEqual([product.id]);

    await setStatus(product.id, 'archived');
    expect(await lexicon('zanzibarwood')).toBe(false);
    // Words other published products share stay.
    expect(await lexicon('sofa')).toBe(true);
    await t.database.execute(`UPDATE products SET status = 'published', name = $2 WHERE id = $1`, [
      product.id,
      product.name,
    ]);
  });
});
