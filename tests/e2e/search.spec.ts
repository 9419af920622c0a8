// Searching the products listing (docs/catalogue.md): the search box and its button, a typo that
// still finds what was meant, the search mirrored in the URL, and a search that finds nothing.
import type { Page } from '@playwright/test';
import { apiData, expect, test } from './support/fixtures.ts';
import { hydrate } from './support/islands.ts';

/**
 * For what waits on an API round trip from the browser. A shared CI machine can take seconds over
 * one; a shopper's browser does not, and a wrong result still fails, only later.
 */
const expectLoaded = expect.configure({ timeout: 15_000 });

interface ProductList {
  products: { name: string }[];
  pagination: { total: number };
}

async function openListing(page: Page, path = '/products'): Promise<void> {
  await page.goto(path);
  await hydrate(page, 'ProductListing');
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });
const cardNames = (page: Page) => page.locator('main article').getByRole('heading', { level: 2 });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('product search', { tag: '@mobile' }, () => {
  test("a typo ('sofaa') still finds the sofas", async ({ page, request, product }) => {
    const found = await apiData<ProductList>(
      request,
      product.apiUrl,
      '/products?search=sofaa&sort=name&order=asc&limit=20',
    );
    const sofas = found.products.filter((item) => /sofa/i.test(item.name));
    expect(sofas.length, 'the API forgives the typo').toBeGreaterThan(0);

    await openListing(page);
    await searchBox(page).fill('sofaa');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect.poll(() => query(page)).toEqual({ search: 'sofaa' });
    await expectLoaded(cardNames(page)).toHaveText(found.products.map((item) => item.name));
    await expect(page.getByText(`of ${found.pagination.total} products`)).toBeVisible();
    for (const sofa of sofas) await expect(cardNames(page).filter({ hasText: sofa.name })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Clear All' })).toBeVisible();
  });

  test('Enter searches, from any page, starting again at page 1', async ({ page, request, product }) => {
    const found = await apiData<ProductList>(
      request,
      product.apiUrl,
      '/products?search=lamp&sort=price&order=asc&limit=20',
    );
    await openListing(page, '/products?sort=price&order=asc&page=3');
    await searchBox(page).fill('lamp');
    await searchBox(page).press('Enter');
    await expect.poll(() => query(page)).toEqual({ search: 'lamp', sort: 'price', order: 'asc' });
    await expectLoaded(cardNames(page)).toHaveText(found.products.map((item) => item.name));

    // Back returns to where the search started.
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ sort: 'price', order: 'asc', page: '3' });
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a search that finds nothing says so and offers to clear it', async ({ page }) => {
    await openListing(page);
    await searchBox(page).fill('qqxxzz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expectLoaded(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search or filters to find what you're looking for."),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).first().click();
    await expect.poll(() => query(page)).toEqual({});
    await expectLoaded(cardNames(page)).toHaveCount(20);
  });
});
