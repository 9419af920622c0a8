// The back office's orders (docs/orders.md): today's sales on the dashboard, an order found by its
// number, confirmed, shipped with a carrier and tracking number (asked for first), delivered, its
// history naming who made each step, its invoice printed; and the customer's order page follows every
// step without naming the member.
import { signInToAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { affordablePiece, payable } from './support/orders.ts';

test.describe('back office orders', () => {
  test('staff confirm, ship and deliver an order, and the customer sees each step', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    // A guest's cash-on-delivery order, placed as the checkout page places it.
    const piece = await affordablePiece(request, product.apiUrl);
    const answer = await request.post(`${product.apiUrl}/orders`, {
      headers: { 'idempotency-key': crypto.randomUUID() },
      data: {
        name: 'Rohan Kapoor',
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
    const { order, accessToken } = (await answer.json()).data as {
      order: { id: string; number: string };
      accessToken: string;
    };

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
});
