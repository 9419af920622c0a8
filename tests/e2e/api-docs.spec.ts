// The API's own pages under their headers (decision 032): Swagger UI at /api/docs works under its
// Content-Security-Policy (every journey fails on a violation, support/fixtures.ts), and no page of
// the API's origin can be framed by another site.
import { expect, test } from './support/fixtures.ts';

test.describe('the API origin', () => {
  test('Swagger UI renders the document and runs a call under its policy', async ({ page, product }) => {
    const origin = new URL(product.apiUrl).origin;
    const response = await page.goto(`${origin}/api/docs/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');

    await expect(page.getByRole('heading', { name: /Interior-design API/ })).toBeVisible({ timeout: 30_000 });
    // Tags start closed (the document has more than 150 operations): open the catalogue's.
    await page.locator('.opblock-tag', { hasText: 'catalogue' }).first().click();
    const operation = page.locator('.opblock').filter({ hasText: '/api/v1/catalogue/version' });
    await operation.locator('.opblock-summary').click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.getByRole('button', { name: 'Execute' }).click();
    await expect(operation.locator('.live-responses-table tr.response .response-col_status')).toHaveText(
      '200',
    );
  });

  test('a page of the API cannot be framed by another site', async ({ page, product }) => {
    const origin = new URL(product.apiUrl).origin;
    const blocked: string[] = [];
    const frame = await page.context().newPage();
    frame.on('console', (message) => {
      if (/frame-ancestors/i.test(message.text())) blocked.push(message.text());
    });
    try {
      await frame.setContent(
        `<iframe src="${origin}/oidc/session/end" title="framed"></iframe><iframe src="${origin}/api/docs/" title="docs"></iframe>`,
      );
      await expect.poll(() => blocked.length).toBeGreaterThanOrEqual(2);
    } finally {
      await frame.close();
    }
  });
});
