// Layout at the widths where parts of a page used to collide (docs/site.md, docs/product-page.md):
// the floating chat button beside the product page's Share button on small laptops, and the top bar's
// promises and the listing's pagination on a phone.
import type { Locator, Page } from '@playwright/test';
import { buyableProducts, openProduct } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrate } from './support/islands.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

const chatButton = (page: Page) => page.locator('[data-chat]').getByRole('button', { name: /Chat with us/ });

test.describe('the floating chat button and Share on a small laptop', () => {
  for (const width of [1024, 1152, 1280]) {
    test(`do not meet at ${width} px, however tall the screen`, async ({ page, request, product }) => {
      const [item] = await buyableProducts(request, product.apiUrl, 1);
      await page.setViewportSize({ width, height: 800 });
      await openProduct(page, item!.slug);
      const chat = chatButton(page);
      await expect(chat).toBeVisible();
      const share = page.getByRole('button', { name: 'Share', exact: true });
      const apart = async () => {
        expect(overlap(await boxOf(share), await boxOf(chat))).toBe(false);
        // Nothing lies on top of it where a click lands.
        await share.click({ trial: true, timeout: 2000 });
      };
      await apart();
      // On a shorter screen, where Share sits level with the floating button.
      const [shareBox, chatBox] = [await boxOf(share), await boxOf(chat)];
      const level = Math.round(800 - (chatBox.y + chatBox.height / 2) + shareBox.y + shareBox.height / 2);
      await page.setViewportSize({ width, height: level });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await apart();
    });
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar keeps all three promises in view', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('body > div').filter({ hasText: 'Free delivery' }).first();
    const promises = ['Free delivery', '1 Year Warranty', 'Easy returns'].map((text) =>
      bar.getByText(text, { exact: true }),
    );
    const boxes: Box[] = [];
    for (const promise of promises) {
      await expect(promise).toBeVisible();
      const box = await boxOf(promise);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      boxes.push(box);
    }
    // Side by side, none over another.
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false);
    }
  });

  test('the listing’s pagination stays on one line', async ({ page }) => {
    await page.goto('/products');
    await hydrate(page, 'ProductListing');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Page 5' })).toBeVisible();
    const buttons = pagination.getByRole('button');
    const tallest = Math.max(
      ...(await buttons.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().height),
      )),
    );
    const row = await boxOf(pagination);
    expect(row.height).toBeLessThanOrEqual(tallest + 1);
    expect(row.x + row.width).toBeLessThanOrEqual(390);
    // Previous and Next keep their names for assistive technology.
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeVisible();
  });
});
