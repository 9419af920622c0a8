// The back office's orders (docs/orders.md): today's sales on the dashboard, an order found by its
// number, confirmed, shipped with a carrier and tracking number (asked for first), delivered, its
// history naming who made each step, its invoice printed; and the customer's order page follows every
// step without naming the member. The list pages with Previous and Next.
import type { APIRequestContext } from '@playwright/test';
import type { ProductSummary } from '../../contract/catalogue.ts';
import { signInToAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { affordablePiece, payable } from './support/orders.ts';

/** A guest's cash-on-delivery order of one `piece` for `name`, as the checkout page places it. */
async function placeOrder(
  request: APIRequestContext,
  apiUrl: string,
  piece: ProductSummary,
  name: string,
): Promise<{ order: { id: string; number: string }; accessToken: string }> {
  const answer = await request.post(`${apiUrl}/orders`, {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      name,
      email: `e2e-admin-order-${Date.now().toString(36)}@example.in`,
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
  expect(answer.status()).toBe(201);
  return (await answer.json()).data as { order: { id: string; number: string }; accessToken: string };
}

test.describe('back office orders', () => {
  test('staff confirm, ship and deliver an order, and the customer sees each step', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    const piece = await affordablePiece(request, product.apiUrl);
    const { order, accessToken } = await placeOrder(request, product.apiUrl, piece, 'Rohan Kapoor');

    await signInToAdmin(page, undefined, '/admin');
    await expect(page.getByTestId('todays-sales')).toHaveText(/^₹[\d,]+\.\d{2}$/);

    await page.goto(`/admin/orders?search=${order.number}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const rows = page.locator('[data-admin-table] tbody tr[data-row-id]');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Rohan Kapoor');
    await expect(rows.first()).toContainText('Placed');
    await rows.first().getByRole('link', { name: order.number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();

    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page.getByText(`Order ${order.number} is confirmed`)).toBeVisible();

    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByLabel('Carrier')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Tracking number is required to ship')).toBeVisible();
    await page.getByLabel('Carrier').fill('Delhivery');
    await page.getByLabel('Tracking number').fill('DL123456789IN');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(page.getByText('Shipped with Delhivery, tracking number DL123456789IN')).toBeVisible();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(page.getByText(`Order ${order.number} is delivered`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    // The history names who made each step: the shopper placed it, the member moved it on.
    await expect(page.getByTestId('order-event')).toHaveText([
      /^Placed · .* · by the shopper$/,
      /^Confirmed · .* · by Anita Desai$/,
      /^Shipped · .* · by Anita Desai · Delhivery DL123456789IN$/,
      /^Delivered · .* · by Anita Desai$/,
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Invoice AAN\// }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-AAN-\d{2}-\d{2}-\d{6}\.pdf$/);

    // The customer's page, by the link in their e-mail.
    await page.goto(`/orders/view?id=${order.id}&token=${accessToken}`);
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await expect(page.getByText('Tracking: Delhivery DL123456789IN')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByText('Anita Desai')).toHaveCount(0);
  });

  test('pages through the orders with Previous and Next', async ({ page, request, product }) => {
    test.slow();
    // One page and one more of orders for one buyer; each is cancelled at once, so no stock stays taken.
    const piece = await affordablePiece(request, product.apiUrl);
    const name = `Paging ${Date.now().toString(36)}`;
    for (let index = 0; index < 26; index++) {
      const { order, accessToken } = await placeOrder(request, product.apiUrl, piece, name);
      const cancelled = await request.post(
        `${product.apiUrl}/orders/${order.id}/cancel?token=${accessToken}`,
      );
      expect(cancelled.status()).toBe(200);
    }

    await signInToAdmin(page, undefined, '/admin');
    await page.goto(`/admin/orders?search=${encodeURIComponent(name)}`);
    const rows = page.locator('[data-admin-table] tbody tr[data-row-id]');
    const pages = page.getByRole('navigation', { name: 'Orders: pages' });
    await expect(rows).toHaveCount(25);
    await expect(pages.getByText('1–25 of 26')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeEnabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(rows).toHaveCount(1);
    await expect(pages.getByText('26–26 of 26')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(rows).toHaveCount(25);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});
