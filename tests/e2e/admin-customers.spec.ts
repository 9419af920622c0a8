// Customers in the back office: a new customer is found by e-mail, with the guest order they placed from
// their confirmed address both on their page and among the guest buyers; their data is downloaded as
// JSON; erasing them waits until their order is no longer open, and then takes their address typed
// again; the order then shows only what its invoice must carry.
import { readFile } from 'node:fs/promises';
import { newCustomer, signUpAt } from './support/account.ts';
import { adminToasts, signInToAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { affordablePiece, payable } from './support/orders.ts';

test.describe('back office customers', () => {
  test('a customer’s orders and data are shown, then they are erased after typing their address', async ({
    page,
    browser,
    request,
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
    // A cash-on-delivery order placed as a guest, from the address they have confirmed.
    const piece = await affordablePiece(request, product.apiUrl);
    const placed = await request.post(`${product.apiUrl}/orders`, {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: {
        name: 'Rohan Desai',
        email: customer.email,
        phone: '+91 98480 22338',
        delivery: {
          line1: '8-2-293, Road No. 14',
          area: 'Banjara Hills',
          city: 'Hyderabad',
          stateCode: '36',
          pincode: '500034',
        },
        lines: [{ productId: piece.id, variantId: null, quantity: 1, price: payable(piece) }],
        paymentMethod: 'cod',
      },
    });
    expect(placed.status()).toBe(201);
    const { number } = (await placed.json()).data.order as { number: string };

    await signInToAdmin(page, undefined, `/admin/customers?search=${encodeURIComponent(customer.email)}`);
    // The same search finds them among the guest buyers too, with the order they placed that way.
    const guests = page.getByRole('table', { name: 'Guest buyers' });
    await expect(guests.locator('tbody tr[data-row-id]')).toHaveCount(1);
    await expect(guests).toContainText(customer.email);
    await guests.getByRole('link', { name: 'Rohan Desai' }).click();
    await expect(page.getByRole('heading', { level: 1, name: customer.email })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders' })).toContainText(number);
    await page.goBack();

    await page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Rohan Desai' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rohan Desai' })).toBeVisible();
    const orders = page.getByRole('table', { name: 'Orders' });
    await expect(orders.locator('tbody tr[data-row-id]')).toHaveCount(1);
    await expect(orders).toContainText(number);
    await expect(orders).toContainText('as a guest');
    await expect(orders).toContainText('Placed');

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
    // Not while their order is open: it is cancelled first, from their page.
    await button.click();
    await expect(erase).toContainText(`This customer has orders still open (${number})`);
    await orders.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByTestId('order-event').last()).toHaveText(/^Cancelled · .* · by Anita Desai$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Rohan Desai' })).toBeVisible();
    await expect(orders).toContainText('Cancelled');
    await erase.getByLabel(/to confirm/).fill(customer.email.toUpperCase());
    await button.click();
    await expect(adminToasts(page)).toContainText('has been erased');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.goto(`/admin/customers?search=${encodeURIComponent(customer.email)}`);
    await expect(page.getByText('No customer matches.')).toBeVisible();
    await expect(page.getByText('No guest buyer matches.')).toBeVisible();

    // Their order stays for the tax records, with only what its invoice must carry.
    await page.goto(`/admin/orders?search=${number}`);
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByText('Erased at the customer’s request: the order keeps only')).toBeVisible();
    const buyer = page.getByRole('region', { name: 'Buyer' });
    await expect(buyer).not.toContainText('Rohan');
    await expect(buyer).not.toContainText('Banjara Hills');
    await expect(buyer).not.toContainText(customer.email);
  });
});
