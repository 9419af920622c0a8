// Notify me (docs/notify-me.md, decision 206): an out-of-stock product page offers "Notify me when it's
// back"; the request is confirmed by the e-mailed link; once staff put the product back in stock the
// one back-in-stock e-mail arrives. The stock is put back as it was at the end.
import type { APIRequestContext } from '@playwright/test';
import type { Product, ProductSummary } from '../../contract/catalogue.ts';
import { openProduct } from './support/account.ts';
import { signInToAdmin, staffToken } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { apiData, expect, test, waitForRebuilder } from './support/fixtures.ts';
import { addressed, uniqueTag, waitForMail } from './support/leads.ts';

/** The first out-of-stock product without options, in name order. */
async function outOfStockProduct(request: APIRequestContext, apiUrl: string): Promise<Product> {
  const { products } = await apiData<{ products: ProductSummary[] }>(
    request,
    apiUrl,
    '/products?limit=100&sort=name&order=asc',
  );
  for (const summary of products.filter((candidate) => candidate.stock_status === 'out_of_stock')) {
    const { product } = await apiData<{ product: Product }>(
      request,
      apiUrl,
      `/products/slug/${encodeURIComponent(summary.slug)}`,
    );
    if (product.variants.length === 0) return product;
  }
  throw new Error('The catalogue has no out-of-stock product without options.');
}

test.describe('notify me', { tag: '@writes-catalogue' }, () => {
  test('asks, confirms, and gets the back-in-stock e-mail once staff restock', async ({
    page,
    product,
    productLog,
  }) => {
    // The restock and its undoing are catalogue changes: the site is rebuilt before the next journey.
    test.setTimeout(240_000);
    const item = await outOfStockProduct(page.request, product.apiUrl);
    const email = `notify.${uniqueTag()}@example.in`;

    await openProduct(page, item.slug);
    const panel = page.locator('[data-purchase]');
    await expect(panel.locator('[data-stock-badge]')).toHaveText('Out of Stock');
    const open = panel.getByRole('button', { name: "Notify me when it's back" });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const field = panel.getByRole('textbox', { name: 'Your e-mail' });
    await expect(field).toBeFocused();
    await expectNoSeriousViolations(page, 'the product page with the notify form open');

    const result = panel.locator('[data-notify-result]');
    await field.fill('asha@');
    await panel.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(result).toHaveText('Please enter a valid e-mail address, like name@example.com.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill(email);
    await panel.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(result).toHaveText(
      `Thank you! Unless ${email} is already on the list, we have sent it a link to confirm. We will e-mail once ${item.name} is back in stock.`,
    );

    const confirmation = await waitForMail(product.dataDir, 'the confirmation e-mail', (mail) =>
      addressed(mail.headers['to'], email),
    );
    const link = /https?:\/\/\S+\/products\/notify\/confirm\?token=[\w-]+/.exec(confirmation.text)?.[0];
    expect(link, confirmation.text).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();

    await signInToAdmin(page);
    const headers = { authorization: `Bearer ${await staffToken(page)}` };
    const setStock = async (stockStatus: string) => {
      const response = await page.request.post(`${product.apiUrl}/admin/products/bulk/stock`, {
        headers,
        data: { ids: [item.id], stock_status: stockStatus },
      });
      expect(response.ok(), await response.text()).toBe(true);
    };
    await setStock('in_stock');
    try {
      const notice = await waitForMail(
        product.dataDir,
        'the back-in-stock e-mail',
        (mail) =>
          addressed(mail.headers['to'], email) && /is back in stock/.test(mail.headers['subject'] ?? ''),
      );
      expect(notice.headers['subject']).toBe(`${item.name} is back in stock`);
      expect(notice.text).toContain(`/products/${item.slug}`);
      expect(notice.text).toContain(
        'This was the one-time notice you asked for: we will not write to you about it again.',
      );
      // The page, built while it was out of stock, reads the live stock: no more "Notify me".
      await openProduct(page, item.slug);
      await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      await expect(open).toBeHidden();
    } finally {
      await setStock('out_of_stock');
      const version = await apiData<{ version: number | string }>(
        page.request,
        product.apiUrl,
        '/catalogue/version',
      );
      await waitForRebuilder(productLog, { coveringVersion: Number(version.version), timeoutMs: 200_000 });
    }
  });
});
