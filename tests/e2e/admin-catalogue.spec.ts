// The back office changing the shop: a price changed in the product editor and published with "Publish
// now" reaches the live product page; a catalogue editor creates a product with two options and three
// images, publishes it, and the live site then shows its page with the options' prices; two saves of
// one product never overwrite each other silently. These change the catalogue, so they run one at a
// time after every other journey (project writes-catalogue).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { effectivePrice, formatINR } from '../../src/lib/money.ts';
import { addStaffMember, adminToasts, signInToAdmin, staffToken } from './support/admin.ts';
import { expect, featuredProducts, test, waitForRebuilder } from './support/fixtures.ts';
import { uniqueTag } from './support/leads.ts';

/** One check interval plus a build or two, on a slow machine. */
const LIVE_TIMEOUT_MS = 150_000;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The live page at `path` once it answers 200 and contains every one of `texts`. */
async function waitForLivePage(page: Page, path: string, texts: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(path);
        if (response.status() !== 200) return `status ${response.status()}`;
        const html = await response.text();
        return texts.filter((text) => !html.includes(text)).join(', ') || 'all there';
      },
      {
        timeout: LIVE_TIMEOUT_MS,
        intervals: [1000],
        message: `waiting for ${path} to show ${texts.join(', ')}`,
      },
    )
    .toBe('all there');
}

/** On the publishing page: "Publish now" (unless a build is already under way). */
async function publishNow(page: Page): Promise<void> {
  await page.goto('/admin/publishing');
  await expect(heading(page, 'Publishing')).toBeVisible();
  const button = page.getByRole('button', { name: /Publish now|Publishing…/ });
  await expect(button).toBeVisible();
  if (await button.isEnabled()) await button.click();
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeEnabled({ timeout: LIVE_TIMEOUT_MS });
}

const picture = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer();

test.describe('the back office changes the shop', { tag: '@writes-catalogue' }, () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(5 * 60_000);

  test('the demo owner changes a price and the live product page shows it after publishing', async ({
    page,
    request,
    product,
    productLog,
  }) => {
    await waitForRebuilder(productLog, { timeoutMs: LIVE_TIMEOUT_MS });
    const [item] = await featuredProducts(request, product.apiUrl);
    if (!item) throw new Error('The seeded catalogue has no featured product.');
    const newPrice = effectivePrice(item) + 777;

    await signInToAdmin(page, undefined, `/admin/products?search=${encodeURIComponent(item.name)}`);
    await page.getByRole('link', { name: item.name, exact: true }).click();
    await expect(heading(page, item.name)).toBeVisible();
    await page.getByLabel('Price (₹)', { exact: true }).fill(String(newPrice));
    await page.getByLabel('Discount price (₹)', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(adminToasts(page)).toContainText('Product saved');

    await publishNow(page);
    await waitForLivePage(page, `/products/${encodeURIComponent(item.slug)}`, [formatINR(newPrice)]);
  });

  test('a save based on an old version shows what changed and overwrites nothing', async ({
    page,
    request,
    product,
  }) => {
    const [, item] = await featuredProducts(request, product.apiUrl);
    if (!item) throw new Error('The seeded catalogue has too few featured products.');
    await signInToAdmin(page, undefined, `/admin/products/${item.id}`);
    await expect(heading(page, item.name)).toBeVisible();
    const price = page.getByLabel('Price (₹)', { exact: true });
    const mine = Number(await price.inputValue()) + 100;

    // Someone else saves first, through the API, with the same starting version.
    const token = await staffToken(page);
    const stored = await page.request.get(`${product.apiUrl}/admin/products/${item.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const current = ((await stored.json()) as { data: { product: Record<string, unknown> } }).data.product;
    const theirs = Number(current.price) + 200;
    const body = {
      name: current.name,
      price: theirs,
      stock_status: current.stock_status,
      version: current.version,
    };
    const saved = await page.request.put(`${product.apiUrl}/admin/products/${item.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        ...body,
        variants: (current.variants as Record<string, unknown>[]).map(
          ({ id, name, sku, price, discount_price, stock_status }) => ({
            id,
            name,
            sku,
            price,
            discount_price,
            stock_status: ['in_stock', 'out_of_stock', 'on_order'].includes(String(stock_status))
              ? stock_status
              : 'on_order',
          }),
        ),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await price.fill(String(mine));
    await page.getByRole('button', { name: 'Save changes' }).click();
    const conflict = page.locator('[data-conflict]');
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Nothing of yours was saved');
    const row = conflict.getByRole('row', { name: /^Price/ });
    await expect(row).toContainText(formatINR(mine));
    await expect(row).toContainText(formatINR(theirs));
    // What was typed is still there.
    await expect(price).toHaveValue(String(mine));

    await conflict.getByRole('button', { name: 'Load the current version (drop my edits)' }).click();
    await expect(price).toHaveValue(String(theirs));
    await expect(conflict).toBeHidden();
  });

  test('a catalogue editor creates a product with two options and three images, and the shop shows it', async ({
    page,
    browser,
    product,
  }) => {
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await signInToAdmin(ownerPage);
    const editor = await addStaffMember(ownerPage, ownerPage, product.apiUrl, 'catalogue');
    await owner.close();

    const name = `Jharokha Wall Mirror ${uniqueTag()}`;
    await signInToAdmin(page, editor, '/admin/products');
    await expect(page.getByRole('link', { name: 'Audit log', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(heading(page, 'New product')).toBeVisible();

    // The schema's errors appear beside their fields before anything is sent.
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Description').fill('Hand-carved sheesham frame with a brass-finished inlay.');
    await page.getByLabel('Price (₹)', { exact: true }).fill('15999');
    for (const [index, option] of [
      { name: 'Natural teak finish', sku: `JWM-T-${uniqueTag()}`, price: '15999', discount: '14499' },
      { name: 'Walnut finish', sku: `JWM-W-${uniqueTag()}`, price: '17999', discount: '' },
    ].entries()) {
      await page.getByRole('button', { name: 'Add an option' }).click();
      await page.getByLabel(`Name of option ${index + 1}`, { exact: true }).fill(option.name);
      await page.getByLabel(`SKU of option ${index + 1}`, { exact: true }).fill(option.sku);
      await page.getByLabel(`Price of option ${index + 1}`, { exact: true }).fill(option.price);
      await page.getByLabel(`Discount price of option ${index + 1}`, { exact: true }).fill(option.discount);
    }
    await page.getByRole('button', { name: 'Add a feature' }).click();
    await page.getByLabel('Feature 1').fill('Ready to hang');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(adminToasts(page)).toContainText('Product created');
    await expect(heading(page, name)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
    const slug = await page.getByLabel('Address (slug)').inputValue();
    expect(slug).toMatch(/^jharokha-wall-mirror-/);

    // Something that is not a picture is refused by name; three pictures go up.
    const upload = page.getByLabel('Add images');
    await upload.setInputFiles({
      name: 'price-list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.locator('[data-image-refusals]')).toContainText('“price-list.txt” is not an image');
    await upload.setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await picture('#a84b23') },
      { name: 'side.png', mimeType: 'image/png', buffer: await picture('#1d5a58') },
      { name: 'detail.png', mimeType: 'image/png', buffer: await picture('#b8893b') },
    ]);
    await expect(page.locator('[data-images] > li')).toHaveCount(3, { timeout: 30_000 });
    await page.getByLabel('Alt text of image 1').fill(`${name}, front view`);
    await page.getByRole('button', { name: 'Move image 3 earlier' }).click();
    await page.getByRole('button', { name: 'Save order, alt texts and primary' }).click();
    await expect(adminToasts(page)).toContainText('Images saved');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(adminToasts(page)).toContainText('Published');

    await publishNow(page);
    await waitForLivePage(page, `/products/${slug}`, [name, formatINR(14_499), formatINR(17_999)]);
  });
});
