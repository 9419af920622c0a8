// Browsing the catalogue (docs/catalogue.md): from the home page to a category and on to a
// product; the category listing with its search, shortcuts and error state; a category page with its
// sort and pagination; and what a product card's buttons do, on pre-rendered grids as on live ones.
import type { Page } from '@playwright/test';
import { apiData, expect, pressFirstCardHeart, productCard, test } from './support/fixtures.ts';
import { hydrate } from './support/islands.ts';

/**
 * For what waits on an API round trip from the browser. A shared CI machine can take seconds over
 * one; a shopper's browser does not, and a wrong result still fails, only later.
 */
const expectLoaded = expect.configure({ timeout: 15_000 });

interface Category {
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  sort_order: number;
}
interface ListedProduct {
  id: string;
  name: string;
  slug: string;
  stock_status: string;
}
interface ProductList {
  products: ListedProduct[];
  pagination: { page: number; total: number; pages: number };
}

const PLACEHOLDER = '/images/placeholder-product.jpg';
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const cardNames = (page: Page) => page.locator('main article').getByRole('heading', { level: 2 });

test.describe('browsing', { tag: '@mobile' }, () => {
  test('from the home page to a category and on to a product', async ({ page, request, product }) => {
    const [root] = (await apiData<{ categories: Category[] }>(request, product.apiUrl, '/categories/roots'))
      .categories;
    expect(root, 'the catalogue has a root category').toBeDefined();
    const first = await apiData<ProductList>(
      request,
      product.apiUrl,
      `/products?category=${encodeURIComponent(root!.slug)}&sort=name&order=asc&limit=20`,
    );

    await page.goto('/');
    const shop = page
      .locator('main section')
      .filter({ has: page.getByText('Shop by Category', { exact: true }) });
    await shop.locator(`a[href="/categories/${encodeURIComponent(root!.slug)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${root!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(root!.name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'Categories',
      root!.name,
    ]);
    await expect(cardNames(page)).toHaveText(first.products.map((item) => item.name));

    const target = first.products[0]!;
    await page.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${target.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  });
});

test.describe('category listing', () => {
  test('shows each parent with its subcategories, the shortcuts and the help link', async ({
    page,
    request,
    product,
  }) => {
    const { categories } = await apiData<{ categories: Category[] }>(request, product.apiUrl, '/categories');
    const roots = categories.filter((category) => category.parent_id === null);
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

    for (const root of roots) {
      const card = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: root.name, exact: true }) });
      await expect(card.getByRole('link', { name: root.name, exact: true })).toHaveAttribute(
        'href',
        `/categories/${root.slug}`,
      );
      for (const child of categories.filter((category) => category.parent_id === root.id)) {
        await expect(card.locator(`a[href="/categories/${child.slug}"]`)).toContainText(child.name);
      }
    }

    const popular = page.getByRole('navigation', { name: 'Popular Categories' }).getByRole('link');
    const slugs = ['living-room', 'bedroom', 'kitchen', 'dining', 'office', 'lighting'].filter((slug) =>
      categories.some((category) => category.slug === slug),
    );
    expect(await popular.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      slugs.map((slug) => `/categories/${slug}`),
    );

    await expect(page.getByRole('heading', { name: 'Need Help Choosing?' })).toBeVisible();
    await expect(page.locator('main a[href="/consultation"]')).toBeVisible();
  });

  test('searches the categories, and says when none match', async ({ page }) => {
    await page.goto('/categories');
    const browser = await hydrate(page, 'CategoryBrowser');
    const search = page.getByRole('searchbox', { name: 'Search categories' });
    await search.fill('lamps');
    await expect(browser.locator('a[href="/categories/lighting"]')).toBeVisible();
    await expect(browser.locator('a[href="/categories/floor-lamps"]')).toBeVisible();
    await expect(browser.locator('a[href="/categories/bedroom"]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
      /^\d+ categor(y|ies) found$/,
    );
    await search.fill('qqxxzz');
    await expect(page.getByRole('heading', { name: 'No categories found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(browser.locator('a[href="/categories/bedroom"]')).toBeVisible();
  });

  test('says when the categories cannot be refreshed, and keeps showing them', async ({ page }) => {
    await page.route(/\/api\/v1\/categories(\?|$)/, (route) => route.abort('connectionrefused'));
    await page.goto('/categories');
    // The built categories show at once; the island refreshes them once the visitor turns to it.
    await expect(page.locator('main article').first()).toBeVisible();
    await hydrate(page, 'CategoryBrowser');
    await expectLoaded(page.getByRole('heading', { name: 'Error Loading Categories' })).toBeVisible();
    await expect(page.getByText('Something went wrong while loading categories.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

test.describe('category page', () => {
  test('sorts and paginates through the URL, with links to its subcategories', async ({
    page,
    request,
    product,
  }) => {
    const { categories } = await apiData<{ categories: Category[] }>(request, product.apiUrl, '/categories');
    // A category with more than one page of products.
    let chosen: { category: Category; first: ProductList } | undefined;
    for (const category of categories.filter((item) => item.parent_id === null)) {
      const first = await apiData<ProductList>(
        request,
        product.apiUrl,
        `/products?category=${category.slug}&sort=name&order=asc&limit=20`,
      );
      if (first.pagination.pages > 1) {
        chosen = { category, first };
        break;
      }
    }
    expect(chosen, 'a category has more than 20 products').toBeDefined();
    const { category, first } = chosen!;
    const children = categories.filter((item) => item.parent_id === category.id);

    await page.goto(`/categories/${category.slug}`);
    await hydrate(page, 'CategoryProducts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    for (const child of children) {
      await expect(page.locator(`main a[href="/categories/${child.slug}"]`)).toContainText(child.name);
    }
    await expect(cardNames(page)).toHaveText(first.products.map((item) => item.name));
    await expect(page.getByText(`Showing 1 to 20 of ${first.pagination.total} products`)).toBeVisible();

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => query(page)).toEqual({ page: '2' });
    const second = await apiData<ProductList>(
      request,
      product.apiUrl,
      `/products?category=${category.slug}&sort=name&order=asc&limit=20&page=2`,
    );
    await expectLoaded(cardNames(page)).toHaveText(second.products.map((item) => item.name));

    await page.getByLabel('Sort by').selectOption({ label: 'Newest First' });
    await expect.poll(() => query(page)).toEqual({ sort: 'created_at', order: 'desc' });
    const newest = await apiData<ProductList>(
      request,
      product.apiUrl,
      `/products?category=${category.slug}&sort=created_at&order=desc&limit=20`,
    );
    await expectLoaded(cardNames(page)).toHaveText(newest.products.map((item) => item.name));

    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ page: '2' });
    await expectLoaded(cardNames(page)).toHaveText(second.products.map((item) => item.name));
    await expect(page.getByLabel('Sort by')).toHaveValue('name-asc');
  });
});

test.describe('product cards', () => {
  test('Add to Cart adds, confirms, and reads In Cart here and in another tab', async ({
    page,
    context,
    request,
    product,
  }) => {
    const { products } = await apiData<ProductList>(
      request,
      product.apiUrl,
      '/products?sort=name&order=asc&limit=20',
    );
    const buyable = products.find((item) => item.stock_status === 'in_stock')!;
    expect(buyable, 'the first page has an in-stock product').toBeDefined();

    await page.goto('/products');
    const other = await context.newPage();
    await other.goto('/products');

    // The pre-rendered card works before any island has hydrated.
    const card = productCard(page, buyable.name);
    const button = card.getByRole('button', { name: /Add to Cart/ });
    await button.click();
    await expect(page.locator('[data-toaster]')).toContainText(`${buyable.name} added to cart`);
    await expect(card.getByRole('button', { name: /In Cart/ })).toBeVisible();
    await expect(productCard(other, buyable.name).getByRole('button', { name: /In Cart/ })).toBeVisible();

    // Cards the island renders later read the same cart.
    await hydrate(page, 'ProductListing');
    await page.getByLabel('Sort by').selectOption({ label: 'Name Z-A' });
    await page.getByLabel('Sort by').selectOption({ label: 'Name A-Z' });
    await expect.poll(() => query(page)).toEqual({});
    await expectLoaded(
      productCard(page, buyable.name).getByRole('button', { name: /In Cart/ }),
    ).toBeVisible();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart_items') ?? '[]') as unknown[],
    );
    expect(stored).toEqual([expect.objectContaining({ id: buyable.id, quantity: 1 })]);
  });

  test('cannot add what is out of stock or on order', async ({ page, request, product }) => {
    const { products } = await apiData<ProductList>(
      request,
      product.apiUrl,
      '/products?sort=name&order=asc&limit=20',
    );
    const unavailable = products.filter((item) => item.stock_status !== 'in_stock');
    expect(unavailable.length, 'the first page has a product that cannot be bought now').toBeGreaterThan(0);
    await page.goto('/products');
    for (const item of unavailable) {
      const card = productCard(page, item.name);
      await expect(card.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
      await expect(card).toContainText(item.stock_status === 'out_of_stock' ? 'Out of Stock' : 'On Order');
    }
  });

  test('the wishlist heart asks an anonymous visitor to log in', async ({ page }) => {
    await page.goto('/products');
    const press = await pressFirstCardHeart(page);
    await press.asksToLogIn();
  });

  test('a card whose image fails shows the placeholder', async ({ page }) => {
    await page.route(/\/media\//, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/products');
    await expect(page.locator('main article img').first()).toHaveAttribute('src', PLACEHOLDER);
  });
});

test('category pages read without JavaScript', async ({ browser, request, product }) => {
  const [root] = (await apiData<{ categories: Category[] }>(request, product.apiUrl, '/categories/roots'))
    .categories;
  const first = await apiData<ProductList>(
    request,
    product.apiUrl,
    `/products?category=${root!.slug}&sort=name&order=asc&limit=20`,
  );
  const context = await browser.newContext({ baseURL: product.siteUrl, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`/categories/${root!.slug}`);
    await expect(cardNames(page)).toHaveText(first.products.map((item) => item.name));
    await page.goto('/categories');
    await expect(page.locator(`main a[href="/categories/${root!.slug}"]`).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
