// Any path the site does not have answers 404 with the 'Page Not Found' page (docs/site.md). A
// /products/{slug} or /categories/{slug} path may be a product or category published after the last
// build: the 404 page asks the API and draws it, or says
// 'Product Not Found' / 'Category Not Found'. Every other path stays as light as a content page.
import type { Sql } from 'postgres';
import type { Category, Product } from '../../contract/catalogue.ts';
import { formatINR } from '../../src/lib/money.ts';
import { apiData, expect, test } from './support/fixtures.ts';

test.describe('404 page', { tag: '@mobile' }, () => {
  test('an unknown path shows Page Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-room/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
  });

  test('Go Back returns to the page the visitor came from', async ({ page, product }) => {
    await page.goto('/?came=from-here');
    await page.goto('/no-such-room', { referer: `${product.siteUrl}/?came=from-here` });
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(`${product.siteUrl}/?came=from-here`);
  });

  test('Go Back without an earlier page on the site goes home', async ({ page, product }) => {
    await page.goto('/no-such-room');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(`${product.siteUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  });
});

test.describe('404 page: what it loads and says', { tag: '@mobile' }, () => {
  test('is not indexed', async ({ page }) => {
    await page.goto('/no-such-room');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('any other path asks the API nothing and loads no lookup', async ({ page, product }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(product.apiUrl) || /\/mount\.[\w-]+\.js$/.test(request.url()))
        asked.push(request.url());
    });
    await page.goto('/products/a/b');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.goto('/rooms/living');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("an unknown product shows 'Product Not Found' with a way to the products", async ({ page }) => {
    const response = await page.goto('/products/no-such-sofa-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expect(page).toHaveTitle(/^Product Not Found/);
  });

  test("an unknown category shows 'Category Not Found'", async ({ page }) => {
    const response = await page.goto('/categories/no-such-room-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  test("a product the API cannot be asked about is not called 'Not Found'", async ({ page, product }) => {
    await page.route(`${product.apiUrl}/products/slug/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/products/some-new-sofa');
    await expect(
      page.locator('[data-toaster] li').filter({ hasText: 'Failed to load product details' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not load this product');
    await page.unroute(`${product.apiUrl}/products/slug/**`);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
  });
});

test.describe('published after the last build', { tag: '@writes-catalogue' }, () => {
  const stamp = Date.now().toString(36);
  const categorySlug = `e2e-verandah-${stamp}`;
  const productSlug = `e2e-verandah-swing-${stamp}`;
  const price = 18_499;

  /**
   * Written without the catalogue-version triggers (replica role), so no rebuild starts and the site
   * stays the build made before: exactly the window between a publication and the next rebuild. The
   * removal at the end leaves the catalogue as it was, version and all.
   */
  const quietly = (catalogue: Sql, write: (sql: Sql) => Promise<unknown>) =>
    catalogue.begin(async (sql) => {
      await sql`SET LOCAL session_replication_role = replica`;
      await write(sql as unknown as Sql);
    });

  test.beforeEach(async ({ catalogue }) => {
    await quietly(catalogue, async (sql) => {
      const [category] = await sql<{ id: string }[]>`
        INSERT INTO categories (name, slug, description, sort_order)
        VALUES ('Verandah Living', ${categorySlug}, 'Swings, planters and cane seats for the verandah.', 99)
        RETURNING id`;
      await sql`
        INSERT INTO products (name, slug, description, price, category_id, brand, stock_status, material)
        VALUES ('Verandah Teak Jhoola', ${productSlug},
                'A teak swing for two, hung on brass chains.', ${price}, ${category!.id}, 'Aangan Studio',
                'in_stock', 'Teak Wood')`;
    });
  });

  test.afterEach(async ({ catalogue }) => {
    await quietly(catalogue, async (sql) => {
      // Replica role skips the cascades too, so the rows that point at the product go first.
      await sql`DELETE FROM product_views WHERE product_id IN (SELECT id FROM products WHERE slug = ${productSlug})`;
      await sql`DELETE FROM products WHERE slug = ${productSlug}`;
      await sql`DELETE FROM categories WHERE slug = ${categorySlug}`;
    });
  });

  test('a new product appears on its address and can be bought', async ({ page, request, product }) => {
    const { product: fresh } = await apiData<{ product: Product }>(
      request,
      product.apiUrl,
      `/products/slug/${productSlug}`,
    );
    const response = await page.goto(`/products/${productSlug}`);
    expect(response?.status(), 'the page was not built: the 404 page draws it').toBe(404);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.name);
    await expect(page).toHaveTitle(`${fresh.name} | Aangan Interiors`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'Products',
      'Verandah Living',
    ]);
    await expect(page.locator('[data-price]')).toHaveText(formatINR(price));
    await expect(page.getByRole('tabpanel')).toContainText('A teak swing for two');
    await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(
      page.locator('[data-toaster] li').filter({ hasText: `${fresh.name} added to cart` }),
    ).toBeVisible();
    await expect(page.locator('[data-cart-badge]')).toHaveText('1');
    await page.getByRole('tab', { name: 'Reviews (0)' }).click();
    await expect(page.getByRole('heading', { name: 'No Reviews Yet' })).toBeVisible();
  });

  test('a new category appears with its products', async ({ page, request, product }) => {
    const { category } = await apiData<{ category: Category }>(
      request,
      product.apiUrl,
      `/categories/slug/${categorySlug}`,
    );
    const response = await page.goto(`/categories/${categorySlug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByText(category.description!)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verandah Teak Jhoola', exact: true })).toHaveAttribute(
      'href',
      `/products/${productSlug}`,
    );
  });
});
