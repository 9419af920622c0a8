// The products listing (docs/catalogue.md): filters, sort and pagination mirrored in the query
// string, back and forward, a link that arrives with filters, Clear All, and the empty and error
// states. Every listing the page shows is checked against the API it reads.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiData, expect, test } from './support/fixtures.ts';
import { hydrate } from './support/islands.ts';

/**
 * For what waits on an API round trip from the browser. A shared CI machine can take seconds over
 * one; a shopper's browser does not, and a wrong result still fails, only later.
 */
const expectLoaded = expect.configure({ timeout: 15_000 });

interface ListedProduct {
  name: string;
}
interface ProductList {
  products: ListedProduct[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

const PAGE_SIZE = 20;

/** Opens a listing URL and waits for the island, so that clicks reach React. */
async function openListing(page: Page, path = '/products'): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrate(page, 'ProductListing');
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/**
 * The page shows what the API has for `params` (the query string it should have, too): the same
 * names in the same order and the result count ('Showing 1 to 20 of N products').
 */
async function expectListing(
  page: Page,
  request: APIRequestContext,
  apiUrl: string,
  params: Record<string, string>,
): Promise<ProductList> {
  await expect.poll(() => query(page)).toEqual(params);
  const search = new URLSearchParams({ sort: 'name', order: 'asc', ...params, limit: String(PAGE_SIZE) });
  const expected = await apiData<ProductList>(request, apiUrl, `/products?${search}`);
  const { page: number, total } = expected.pagination;
  const from = (number - 1) * PAGE_SIZE + 1;
  const to = Math.min(number * PAGE_SIZE, total);
  await expectLoaded(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing ${from} to ${to} of ${total} products`,
  );
  await expectLoaded(page.locator('main article').getByRole('heading', { level: 2 })).toHaveText(
    expected.products.map((product) => product.name),
  );
  return expected;
}

test.describe('products listing', () => {
  test('shows the first page in name order with the listing controls', async ({ page, request, product }) => {
    await openListing(page);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const first = await expectListing(page, request, product.apiUrl, {});

    await expect(page.getByLabel('Sort by').locator('option')).toHaveText([
      'Name A-Z',
      'Name Z-A',
      'Price Low to High',
      'Price High to Low',
      'Newest First',
      'Oldest First',
    ]);
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);

    // Numbered buttons for at most the first five pages.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const numbered = pagination.getByRole('button', { name: /^Page \d+$/ });
    await expect(numbered).toHaveCount(Math.min(5, first.pagination.pages));
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    // The filters panel opens and closes; its fields carry their hints (₹0, ₹100000).
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Category').locator('option').first()).toHaveText('All Categories');
    await expect(page.getByLabel('Min Price')).toHaveAttribute('placeholder', '₹0');
    await expect(page.getByLabel('Max Price')).toHaveAttribute('placeholder', '₹100000');
    await toggle.click();
    await expect(page.getByLabel('Min Price')).toBeHidden();
  });

  test('filters, sorts and paginates through the URL, and back and forward retrace the steps', async ({
    page,
    request,
    product,
  }) => {
    // Fourteen listings, each a round trip to the API.
    test.slow();
    const api = product.apiUrl;
    await openListing(page);
    await expectListing(page, request, api, {});

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expectListing(page, request, api, { page: '2' });

    // A new sort starts again at page 1.
    await page.getByLabel('Sort by').selectOption({ label: 'Price High to Low' });
    await expectListing(page, request, api, { sort: 'price', order: 'desc' });

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Category').selectOption('living-room');
    await expectListing(page, request, api, { category: 'living-room', sort: 'price', order: 'desc' });

    await page.getByLabel('Min Price').fill('20000');
    await page.getByLabel('Min Price').press('Enter');
    const filtered = await expectListing(page, request, api, {
      category: 'living-room',
      minPrice: '20000',
      sort: 'price',
      order: 'desc',
    });
    expect(filtered.pagination.pages, 'the filtered listing has a second page').toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Next' }).click();
    await expectListing(page, request, api, {
      category: 'living-room',
      minPrice: '20000',
      sort: 'price',
      order: 'desc',
      page: '2',
    });

    // A filter change from page 2 goes back to page 1.
    await page.getByLabel('Max Price').fill('90000');
    await page.getByLabel('Max Price').blur();
    await expectListing(page, request, api, {
      category: 'living-room',
      minPrice: '20000',
      maxPrice: '90000',
      sort: 'price',
      order: 'desc',
    });

    await page.goBack();
    await expectListing(page, request, api, {
      category: 'living-room',
      minPrice: '20000',
      sort: 'price',
      order: 'desc',
      page: '2',
    });
    await expect(page.getByLabel('Max Price')).toHaveValue('');
    await page.goBack();
    await page.goBack();
    await expectListing(page, request, api, { category: 'living-room', sort: 'price', order: 'desc' });
    await expect(page.getByLabel('Min Price')).toHaveValue('');
    await page.goBack();
    await expectListing(page, request, api, { sort: 'price', order: 'desc' });
    await expect(page.getByLabel('Category')).toHaveValue('');
    await page.goBack();
    await expectListing(page, request, api, { page: '2' });
    await expect(page.getByLabel('Sort by')).toHaveValue('name-asc');
    await page.goBack();
    await expectListing(page, request, api, {});

    await page.goForward();
    await expectListing(page, request, api, { page: '2' });
    await page.goForward();
    await expectListing(page, request, api, { sort: 'price', order: 'desc' });
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  });

  test('a link with filters opens in that state, without limit in the URL', async ({
    page,
    request,
    product,
  }) => {
    await openListing(page, '/products?category=decor&sort=price&order=desc&page=2&limit=5');
    await expectListing(page, request, product.apiUrl, {
      category: 'decor',
      sort: 'price',
      order: 'desc',
      page: '2',
    });
    await expect(page.getByLabel('Category')).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('decor');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  });

  test('Clear All drops the search and filters and keeps the sort', async ({ page, request, product }) => {
    await openListing(page, '/products?search=lamp&category=lighting&minPrice=1000&sort=price&order=asc');
    await expectListing(page, request, product.apiUrl, {
      search: 'lamp',
      category: 'lighting',
      minPrice: '1000',
      sort: 'price',
      order: 'asc',
    });
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('lamp');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expectListing(page, request, product.apiUrl, { sort: 'price', order: 'asc' });
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  test('the grid/list toggle lays the cards out in rows', async ({ page }) => {
    await openListing(page);
    const cards = page.locator('main article');
    const box = async (index: number) => (await cards.nth(index).boundingBox())!;
    // In a grid the second card sits beside the first; in a list, below it.
    let [first, second] = [await box(0), await box(1)];
    expect(second.y).toBeLessThan(first.y + first.height);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    [first, second] = [await box(0), await box(1)];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  });

  test('says when nothing matches, with a hint when filters are on', async ({ page }) => {
    await openListing(page, '/products?search=qqxxzz');
    await expectLoaded(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search or filters to find what you're looking for."),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('says when there are no products at all', async ({ page }) => {
    await page.route(/\/api\/v1\/products\?/, (route) =>
      route.fulfill({
        json: {
          success: true,
          data: {
            products: [],
            pagination: { page: 1, limit: 20, total: 0, pages: 0, hasNext: false, hasPrev: false },
          },
        },
      }),
    );
    await openListing(page, '/products?sort=price&order=asc');
    await expectLoaded(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText('There are no products available at the moment.')).toBeVisible();
  });

  test('says when the products cannot be loaded, and tries again', async ({ page, request, product }) => {
    await page.route(/\/api\/v1\/products\?/, (route) => route.abort('connectionrefused'));
    await openListing(page, '/products?page=2');
    await expectLoaded(page.getByRole('heading', { name: 'Error Loading Products' })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't load the products. Please try again later."),
    ).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expectListing(page, request, product.apiUrl, { page: '2' });
  });
});

test.describe('a long grid', { tag: '@mobile' }, () => {
  // Cards past the first four draw their image only once they come near the screen; the rest of the
  // card is laid out from the start, so drawing the images later moves nothing. A whole card standing
  // in at a guessed height would grow when drawn: a jump to the pagination would move the button
  // away between the shopper's press and its release.
  for (const view of ['Grid view', 'List view']) {
    test(`moves nothing as its cards are drawn: ${view}`, async ({ page }) => {
      await openListing(page);
      if (view === 'List view') {
        await page.getByRole('button', { name: view }).click();
        await expect(page.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
      }
      // Where the next page's button is in the page, just as the jump lands, then frame by frame.
      const positions = await page.getByRole('button', { name: 'Page 2' }).evaluate(async (button) => {
        button.scrollIntoView({ block: 'end', behavior: 'instant' });
        const seen: number[] = [];
        for (let frame = 0; frame < 10; frame++) {
          seen.push(Math.round(button.getBoundingClientRect().top + window.scrollY));
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return seen;
      });
      expect(new Set(positions).size, `the button's place in the page, frame by frame: ${positions}`).toBe(1);
    });
  }
});

test.describe('listing input mistakes', () => {
  const RANGE_MESSAGE = 'Min price must not be more than max price';

  /** Every listing request the page sends whose Min Price is above its Max Price. */
  function impossibleRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (!/\/api\/v1\/products$/.test(url.pathname)) return;
      const min = url.searchParams.get('minPrice');
      const max = url.searchParams.get('maxPrice');
      if (min !== null && max !== null && Number(min) > Number(max)) seen.push(sent.url());
    });
    return seen;
  }

  test('a Min Price above the Max Price is explained beside the fields and never asked for', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    const impossible = impossibleRequests(page);
    await openListing(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const min = page.getByLabel('Min Price');
    const max = page.getByLabel('Max Price');
    await min.fill('5000');
    await min.press('Enter');
    await expectListing(page, request, product.apiUrl, { minPrice: '5000' });

    // A shopper typing a max price digit by digit, pausing longer than the listing waits for typing.
    await max.pressSequentially('1');
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveAccessibleDescription(RANGE_MESSAGE);
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(RANGE_MESSAGE)).toBeVisible();
    await max.press('Enter');
    await max.blur();
    await page.waitForTimeout(1000);
    // The listing stays as it was.
    await expectListing(page, request, product.apiUrl, { minPrice: '5000' });
    await max.pressSequentially('000', { delay: 900 });
    await max.pressSequentially('0');
    await expectListing(page, request, product.apiUrl, { minPrice: '5000', maxPrice: '10000' });
    await expect(page.getByText(RANGE_MESSAGE)).toBeHidden();
    await expect(min).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('heading', { name: 'Error Loading Products' })).toHaveCount(0);
    expect(impossible).toEqual([]);
  });

  test('a link with an impossible price range says so without asking the API', async ({
    page,
    request,
    product,
  }) => {
    const impossible = impossibleRequests(page);
    await openListing(page, '/products?minPrice=5000&maxPrice=100');
    await expect(page.getByLabel('Min Price')).toBeVisible();
    await expect(page.getByLabel('Min Price')).toHaveAccessibleDescription(RANGE_MESSAGE);
    await expectLoaded(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Error Loading Products' })).toHaveCount(0);
    await page.getByLabel('Max Price').fill('100000');
    await page.getByLabel('Max Price').press('Enter');
    await expectListing(page, request, product.apiUrl, { minPrice: '5000', maxPrice: '100000' });
    await expect(page.getByText(RANGE_MESSAGE)).toBeHidden();
    expect(impossible).toEqual([]);
  });

  test('an unknown category is not found, with a way back to all products', async ({
    page,
    request,
    product,
  }) => {
    await openListing(page, '/products?category=no-such-thing');
    const main = page.locator('main');
    await expectLoaded(main.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
    await expect(
      main.getByText("We couldn't find that category. It may have moved or been removed."),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Error Loading Products' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await main.getByRole('link', { name: 'View All Products' }).click();
    await expectListing(page, request, product.apiUrl, {});
  });
});

test.describe('a page number past the end', () => {
  test('of the listing shows the last page, and the address says so', async ({ page, request, product }) => {
    const all = await apiData<ProductList>(request, product.apiUrl, '/products?limit=20');
    const last = String(all.pagination.pages);
    await openListing(page, '/products?search=&page=99');
    await expectListing(page, request, product.apiUrl, { page: last });
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page.getByText('There are no products available at the moment.')).toHaveCount(0);
    // The wrong page is not kept in the history either.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=99/);
  });

  test('of a category page shows its last page', async ({ page, request, product }) => {
    const { categories } = await apiData<{ categories: { slug: string; product_count: number }[] }>(
      request,
      product.apiUrl,
      '/categories',
    );
    const category = categories.find((candidate) => candidate.product_count > PAGE_SIZE);
    expect(category, 'a category with a second page').toBeTruthy();
    const expected = await apiData<ProductList>(
      request,
      product.apiUrl,
      `/products?category=${category!.slug}&sort=name&order=asc&limit=${PAGE_SIZE}&page=${Math.ceil(category!.product_count / PAGE_SIZE)}`,
    );
    const response = await page.goto(`/categories/${category!.slug}?page=99`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => query(page)).toEqual({ page: String(expected.pagination.page) });
    await expectLoaded(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${(expected.pagination.page - 1) * PAGE_SIZE + 1} to ${expected.pagination.total} of ${expected.pagination.total} products`,
    );
    await expectLoaded(page.locator('main article').getByRole('heading', { level: 2 })).toHaveText(
      expected.products.map((item) => item.name),
    );
  });
});

test('the listing reads without JavaScript', async ({ browser, request, product }) => {
  const first = await apiData<ProductList>(request, product.apiUrl, '/products?sort=name&order=asc&limit=20');
  const context = await browser.newContext({ baseURL: product.siteUrl, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/products');
    await expect(page.locator('main article').getByRole('heading', { level: 2 })).toHaveText(
      first.products.map((item) => item.name),
    );
    await expect(page.getByText(`Showing 1 to 20 of ${first.pagination.total} products`)).toBeVisible();
    // Controls that need scripts are not offered.
    await expect(page.locator('form[role="search"]')).toHaveCount(1);
    await expect(page.locator('form[role="search"]')).toBeHidden();
    await expect(page.locator('nav[aria-label="Pagination"]')).toHaveCount(1);
    await expect(page.locator('nav[aria-label="Pagination"]')).toBeHidden();
  } finally {
    await context.close();
  }
});
