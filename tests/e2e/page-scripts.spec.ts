// A page's scripts start once the page has loaded and painted (decision 136, src/lib/page-scripts.ts),
// and a press the visitor makes before they have is held back and made again once they have.
import type { APIRequestContext } from '@playwright/test';
import type { ProductSummary } from '../../contract/catalogue.ts';
import { apiData, expect, pressFirstCardHeart, test } from './support/fixtures.ts';

/** The first product in name order that can be bought. */
async function productInStock(request: APIRequestContext, apiUrl: string): Promise<ProductSummary> {
  const { products } = await apiData<{ products: ProductSummary[] }>(
    request,
    apiUrl,
    '/products?limit=50&sort=name&order=asc',
  );
  const item = products.find((summary) => summary.stock_status === 'in_stock');
  if (!item) throw new Error('The catalogue has no product in stock.');
  return item;
}

test('the page shell and a product page fetch their behaviour only once the page has loaded', async ({
  page,
  request,
  product,
}) => {
  const item = await productInStock(request, product.apiUrl);
  const asked: { file: string; readyState: string }[] = [];
  await page.route('**/_astro/*.after-load.*.js', async (route) => {
    const readyState = await page.evaluate(() => document.readyState).catch(() => 'unknown');
    asked.push({
      file: new URL(route.request().url()).pathname.split('/').pop()!.split('.')[0]!,
      readyState,
    });
    await route.continue();
  });

  await page.goto(`/products/${encodeURIComponent(item.slug)}`);
  await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
  // The shell and the page's own behaviour always; recording the view in recently viewed and its strip
  // (decision 205) are after-load scripts too, the strip's when it comes near the screen.
  const files = asked.map((entry) => entry.file);
  expect(files).toEqual(expect.arrayContaining(['page-shell', 'product-page']));
  expect(
    files.filter((file) => !['page-shell', 'product-page', 'record-view', 'recently-viewed'].includes(file)),
  ).toEqual([]);
  expect(
    asked.every((entry) => entry.readyState === 'complete'),
    JSON.stringify(asked),
  ).toBe(true);
});

test('Add to Cart pressed before the product page’s script has started adds the product once it has', async ({
  page,
  request,
  product,
}) => {
  const item = await productInStock(request, product.apiUrl);
  // The product page's behaviour arrives only when the test lets it.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/product-page.after-load.*.js', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto(`/products/${encodeURIComponent(item.slug)}`);
  const view = page.locator('[data-product-view]');
  const badge = page.locator('[data-cart-badge]');
  await page.locator('[data-purchase]').getByRole('button', { name: 'Add to Cart' }).click();
  // Held: nothing has happened yet, and the page has not been sent anywhere.
  await expect(view).not.toHaveAttribute('data-ready', '');
  await expect(badge).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cart_items'))).toBeNull();

  release();
  await expect(view).toHaveAttribute('data-ready', '');
  await expect(
    page.locator('[data-toaster] li').filter({ hasText: `${item.name} added to cart` }),
  ).toBeVisible();
  await expect(badge).toHaveText('1');
  expect(new URL(page.url()).pathname).toBe(`/products/${encodeURIComponent(item.slug)}`);
});

test('a card’s heart pressed before the page shell has started asks to log in once it has', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/page-shell.after-load.*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/products');
  const press = await pressFirstCardHeart(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-scripts-started');

  release();
  // The cards' script is wired in a task after the shell's own: the press waits for it too.
  await press.asksToLogIn();
});

test('a page whose images never arrive starts its scripts all the same, after five seconds', async ({
  page,
}) => {
  // The media stall: the page's load event never comes.
  await page.route(/\/media\//, () => {});
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(page.locator('html')).toHaveAttribute('data-scripts-started', '', { timeout: 10_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});
