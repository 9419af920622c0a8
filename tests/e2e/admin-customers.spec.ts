// Customers in the back office: a new customer is found by e-mail, their data is downloaded as JSON,
// and they are erased once their address is typed again.
import { readFile } from 'node:fs/promises';
import { newCustomer, signUpAt } from './support/account.ts';
import { adminToasts, signInToAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('back office customers', () => {
  test('a customer’s data is exported, then they are erased after typing their address', async ({
    page,
    browser,
    product,
  }) => {
    test.slow();
    const customer = newCustomer('erase', { first: 'Rohan', last: 'Desai' });
    const context = await browser.newContext({ baseURL: product.siteUrl });
    try {
      await signUpAt(await context.newPage(), '/profile', customer);
    } finally {
      await context.close();
    }

    await signInToAdmin(page, undefined, `/admin/customers?search=${encodeURIComponent(customer.email)}`);
    await page.getByRole('link', { name: 'Rohan Desai' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rohan Desai' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data (JSON)' }).click();
    const exported = JSON.parse(await readFile((await (await downloading).path())!, 'utf8')) as {
      customer: { email: string };
    };
    expect(exported.customer.email).toBe(customer.email);

    const erase = page.getByRole('form', { name: 'Erase this customer' });
    await expect(erase).toContainText('Kept:');
    const button = erase.getByRole('button', { name: 'Erase customer' });
    await erase.getByLabel(/to confirm/).fill('someone-else@example.in');
    await expect(button).toBeDisabled();
    await erase.getByLabel(/to confirm/).fill(customer.email.toUpperCase());
    await button.click();
    await expect(adminToasts(page)).toContainText('has been erased');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.goto(`/admin/customers?search=${encodeURIComponent(customer.email)}`);
    await expect(page.getByText('No customer matches.')).toBeVisible();
  });
});
