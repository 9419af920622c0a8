// The product gallery and its full-screen viewer (docs/product-page.md): thumbnails switch the large image;
// the viewer opens from it, moves between images with the arrow keys, zooms, keeps focus inside and
// the page behind still, and Escape closes it and returns focus.
import type { Page } from '@playwright/test';
import type { Product, ProductSummary } from '../../contract/catalogue.ts';
import { apiData, expect, test } from './support/fixtures.ts';

/** The first product, in name order, with at least three images. */
async function productWithImages(request: Parameters<typeof apiData>[0], apiUrl: string): Promise<Product> {
  const { products } = await apiData<{ products: ProductSummary[] }>(
    request,
    apiUrl,
    '/products?limit=20&sort=name&order=asc',
  );
  for (const summary of products) {
    const { product } = await apiData<{ product: Product }>(
      request,
      apiUrl,
      `/products/slug/${encodeURIComponent(summary.slug)}`,
    );
    if (product.images.length >= 3) return product;
  }
  throw new Error('The catalogue has no product with three images among its first twenty.');
}

const viewer = (page: Page) => page.getByRole('dialog');
const counter = (page: Page) => viewer(page).locator('[data-viewer-counter]');
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('image viewer', () => {
  let item: Product;

  test.beforeEach(async ({ page, request, product }) => {
    item ??= await productWithImages(request, product.apiUrl);
    await page.goto(`/products/${encodeURIComponent(item.slug)}`);
    await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
  });

  test('thumbnails switch the large image', async ({ page }) => {
    const main = page.locator('[data-gallery-main]');
    const second = page.getByRole('button', { name: `Show image 2 of ${item.images.length}` });
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(
      page.getByRole('button', { name: `Show image 1 of ${item.images.length}` }),
    ).not.toHaveAttribute('aria-current');
    await expect(main).toHaveAttribute('alt', (await second.getAttribute('data-alt')) ?? '');
    await expect(
      page.getByRole('button', { name: `Open image 2 of ${item.images.length} full screen` }),
    ).toBeVisible();
  });

  test('opens full screen, moves with the arrow keys, zooms, and Escape closes it', async ({ page }) => {
    const count = item.images.length;
    const open = page.getByRole('button', { name: `Open image 1 of ${count} full screen` });
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await open.click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page)).toHaveAccessibleName(`${item.name}: images`);
    await expect(counter(page)).toHaveText(`Image 1 of ${count}`);

    // The page behind does not scroll.
    expect(await bodyOverflow(page)).toBe('hidden');
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`Image 2 of ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`Image ${count} of ${count}`);
    await viewer(page).getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).toHaveText(`Image 1 of ${count}`);
    await viewer(page).getByRole('button', { name: 'Previous image' }).click();
    await expect(counter(page)).toHaveText(`Image ${count} of ${count}`);

    const zoom = viewer(page).getByRole('button', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    const fitted = await viewer(page).locator('[data-viewer-image]').boundingBox();
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    const zoomed = await viewer(page).locator('[data-viewer-image]').boundingBox();
    expect(zoomed!.height).toBeGreaterThan(fitted!.height * 1.5);
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');

    // Focus stays in the viewer.
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press('Tab');
      expect(await viewer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await viewer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    // Focus returns to the large image, which now shows where the viewer was left.
    await expect(
      page.getByRole('button', { name: `Open image ${count} of ${count} full screen` }),
    ).toBeFocused();
  });

  test('the close button closes it too', async ({ page }) => {
    await page.getByRole('button', { name: /^Open image 1 of \d+ full screen$/ }).click();
    await expect(viewer(page)).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Close full-screen view' }).click();
    await expect(viewer(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });
});
