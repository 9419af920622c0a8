// Compare and recently viewed (docs/compare-and-recently-viewed.md): a product added from its page and
// another from a card show side by side on /compare; the copied link shows the same products on a fresh
// device; the second product's page shows the first under "Recently viewed"; a fifth product is refused
// with its message. axe on the compare page. A signed-in customer's recently viewed follows them to
// another device.
import type { Page } from '@playwright/test';
import { buyableProducts, newCustomer, openProduct, signInAt, signUpAt, toasts } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A product's compare toggle, pressed or not: "Add to compare: {name}" / "Added to compare: {name}". */
const compareToggle = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Add(ed)? to compare\\s*:\\s*${escaped(name)}$`) });
const tray = (page: Page) => page.locator('[data-compare-tray]');

test('compare two products, share the comparison, and see what was viewed', async ({
  page,
  context,
  browser,
  request,
  product,
}) => {
  const [first] = await buyableProducts(request, product.apiUrl, 1);
  await openProduct(page, first!.slug);

  // From the product page.
  await compareToggle(page, first!.name).click();
  await expect(compareToggle(page, first!.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(compareToggle(page, first!.name).getByText('Added to compare')).toBeVisible();
  await expect(compareToggle(page, first!.name).getByText('Add to compare')).toBeHidden();
  await expect(tray(page)).toHaveText('Compare (1)');

  // From a related product's card.
  const related = page.locator('section[aria-labelledby="related-title"] article').first();
  const second = (await related.locator('a.card-link').textContent())!.trim();
  await compareToggle(page, second).click();
  await expect(tray(page)).toHaveText('Compare (2)');

  // The second product's page: already pressed, and the first one is recently viewed.
  await related.locator('a.card-link').click();
  await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
  await expect(compareToggle(page, second)).toHaveAttribute('aria-pressed', 'true');
  const strip = page.locator('section[aria-labelledby="recently-viewed-title"]');
  // Loaded as it comes near the screen; the page's lower sections settle their size while it scrolls.
  await page.locator('[data-recently-viewed]').evaluate((place) => place.scrollIntoView());
  await expect(strip.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  await expect(strip.getByRole('link')).toHaveText([new RegExp(first!.name)]);

  // Side by side.
  await tray(page).click();
  await expect(page).toHaveURL(/\/compare$/);
  const table = page.locator('[data-compare-table]');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('link', { name: first!.name, exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: second, exact: true })).toBeVisible();
  for (const label of ['Price', 'Dimensions', 'Material', 'Warranty', 'Delivery'])
    await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the compare page');

  // The link, copied and opened on a fresh device, shows the same products.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(page).filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/compare\?ids=[0-9a-f-]+,[0-9a-f-]+$/);
  const fresh = await browser.newContext({ baseURL: product.siteUrl });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    const shared = other.locator('[data-compare-table]');
    await expect(shared.getByRole('link', { name: first!.name, exact: true })).toBeVisible();
    await expect(shared.getByRole('link', { name: second, exact: true })).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('compare_items'))).toBeNull();
  } finally {
    await fresh.close();
  }

  // Removing one here leaves the other; a full list refuses a fifth product.
  await table.getByRole('button', { name: `Remove ${second}` }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  await page.evaluate(() =>
    localStorage.setItem(
      'compare_items',
      JSON.stringify([1, 2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`)),
    ),
  );
  await openProduct(page, first!.slug);
  await expect(tray(page)).toHaveText('Compare (4)');
  await compareToggle(page, first!.name).click();
  await expect(
    toasts(page).filter({ hasText: 'You can compare up to 4 products. Remove one to add another.' }),
  ).toBeVisible();
  await expect(compareToggle(page, first!.name)).toHaveAttribute('aria-pressed', 'false');
});

test("a signed-in customer's recently viewed follows them to another device", async ({
  page,
  browser,
  request,
  product,
}) => {
  const [viewed] = await buyableProducts(request, product.apiUrl, 1);
  const customer = newCustomer('viewer');
  const strip = (on: Page) => on.locator('section[aria-labelledby="recently-viewed-title"]');

  await signUpAt(page, '/cart', customer);
  await openProduct(page, viewed!.slug);
  await page.goto('/cart');
  await page.locator('[data-recently-viewed]').evaluate((place) => place.scrollIntoView());
  await expect(strip(page).getByRole('link')).toHaveText([new RegExp(viewed!.name)]);

  // Another device, which never opened the product, shows it once the customer signs in there.
  const other = await browser.newContext({ baseURL: product.siteUrl });
  try {
    const device = await other.newPage();
    await signInAt(device, '/cart', customer);
    await device.locator('[data-recently-viewed]').evaluate((place) => place.scrollIntoView());
    await expect(strip(device).getByRole('link')).toHaveText([new RegExp(viewed!.name)]);
    const stored = await device.evaluate(() => localStorage.getItem('recently_viewed'));
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ productId: viewed!.id })]);
  } finally {
    await other.close();
  }
});
