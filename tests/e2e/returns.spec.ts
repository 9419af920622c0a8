// Returns and replacements through the screens (decision 197). A shopper pays for two chairs online,
// books the delivery and installation days, and after delivery returns one chair with a photo; staff
// approve, collect, inspect and refund it less a deduction through the test gateway, and the shopper
// downloads the credit note. A guest whose piece arrived damaged asks for a replacement by the order's
// link, and staff send it at no charge.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { WEEKDAY_NAMES } from '../../contract/slot-rules.ts';
import { pdfText } from '../support/pdf-text.ts';
import { adminToasts, signInToAdmin, staffToken } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { payable, placeGuestOrder } from './support/orders.ts';

/** Staff move an order on through the API, as the Orders screen does. */
async function moveOrder(
  request: APIRequestContext,
  apiUrl: string,
  token: string,
  id: string,
  steps: object[],
) {
  for (const body of steps) {
    const moved = await request.post(`${apiUrl}/admin/orders/${id}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: body,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

const png = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#a0522d' } })
    .png()
    .toBuffer();

test('a shopper returns one of two chairs and is refunded less a deduction, with a credit note', async ({
  page,
  request,
  product,
}) => {
  test.slow();
  // Staff give Hyderabad places every day, so the shopper can book.
  await signInToAdmin(page, undefined, '/admin/delivery');
  const token = await staffToken(page);
  const week = await request.put(`${product.apiUrl}/admin/delivery/capacity/defaults`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      zone: 'Hyderabad',
      delivery: WEEKDAY_NAMES.map(() => 6),
      installation: WEEKDAY_NAMES.map(() => 4),
    },
  });
  expect(week.status()).toBe(200);

  // Two chairs, paid online on the order page.
  const { piece, order, accessToken } = await placeGuestOrder(request, product.apiUrl, {
    tag: 'returns',
    quantity: 2,
    paymentMethod: 'online',
  });
  await page.goto(`/orders/view?id=${order.id}&token=${accessToken}`);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay with UPI (test)' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Placed');

  // The shopper books the delivery day, then the installation the same day.
  const delivery = page.locator('[data-slot="delivery"]');
  const day = await delivery.getByTestId('slot-delivery-day').inputValue();
  await delivery.getByRole('button', { name: 'Book this day' }).click();
  await expect(delivery.getByTestId('slot-delivery-booked')).toBeVisible();
  const installation = page.locator('[data-slot="installation"]');
  await installation.getByTestId('slot-installation-day').selectOption(day);
  await installation.getByRole('button', { name: 'Book this day' }).click();
  await expect(installation.getByTestId('slot-installation-booked')).toBeVisible();

  // Staff deliver.
  await moveOrder(request, product.apiUrl, token, order.id, [
    { status: 'confirmed' },
    { status: 'shipped', carrier: 'Aangan fleet', trackingNumber: 'AF-2231' },
    { status: 'delivered' },
  ]);

  // The shopper returns one chair, with a photo.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  const returns = page.getByTestId('order-returns');
  await expect(returns.getByRole('heading', { name: 'Returns and replacements' })).toBeVisible();
  await expect(returns.getByTestId('return-policy').first()).toContainText('7-day returns from delivery');
  await returns.getByRole('checkbox', { name: piece.name }).check();
  await expect(returns.getByLabel('How many')).toHaveValue('1');
  await returns.getByLabel('Reason').selectOption({ label: 'Not as described' });
  await returns.getByLabel('Tell us more').fill('The second chair is a darker shade than the first.');
  await returns.locator('input[type=file]').setInputFiles({
    name: 'chair.png',
    mimeType: 'image/png',
    buffer: await png(),
  });
  await returns.getByRole('button', { name: 'Send request' }).click();
  await expect(returns.getByTestId('return-sent')).toHaveText(
    'Your request is sent. We will e-mail you once we have looked at it.',
  );
  const request1 = returns.getByTestId('return-list').locator('li[data-return]');
  await expect(request1.getByTestId('return-state')).toHaveText('Requested');
  await expect(request1.locator('img')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'the order page with its return');

  // Staff approve, collect, inspect and refund, keeping ₹250 back.
  await page.goto('/admin/returns');
  const row = page.locator('[data-admin-table] tbody tr[data-row-id]').filter({ hasText: order.number });
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Return RET-\d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Approve the request' }).click();
  await page.getByRole('button', { name: 'Mark as collected' }).click();
  await page.getByLabel('Condition of the pieces').fill('One scuff on the back leg.');
  await page.getByRole('button', { name: 'Record the inspection' }).click();
  await page.getByLabel('Deduction in rupees (optional)').fill('250');
  await page.getByLabel('Why it is kept back').fill('Scuffed back leg');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(page.getByTestId('return-refund-amount')).toBeVisible();
  await expect(adminToasts(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'a refunded return in the back office');

  // The shopper sees the refund settle, and downloads the credit note.
  const refunded = (payable(piece) - 250) * 100;
  await page.goto(`/orders/view?id=${order.id}&token=${accessToken}`);
  const item = page.getByTestId('order-returns').getByTestId('return-list').locator('li[data-return]');
  await expect(item.getByTestId('return-state')).toHaveText('Refunded');
  await expect(item.getByTestId('return-deduction')).toContainText('Scuffed back leg');
  await expect(async () => {
    await page.reload();
    await expect(item.getByTestId('return-refund-state')).toHaveText('Refunded', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: 'Download credit note' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^credit-note-CN-\d{2}-\d{2}-\d{6}\.pdf$/);
  const text = pdfText(await readFile(await download.path()));
  expect(text).toContain('CREDIT NOTE');
  expect(text).toContain(order.number);
  expect(text).toMatch(/Against tax invoice AAN\/\d{2}-\d{2}\/\d{6}/);
  expect(text).toMatch(/Return No\.\s*RET-\d+/);
  expect(text).toContain((refunded / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 }));
  // The order's documents say the credit note is for part of the invoice, not its cancellation.
  await expect(
    page.getByText(/^Credit note CN\/\d{2}-\d{2}\/\d{6} for ₹[\d,.]+ against invoice AAN\//),
  ).toBeVisible();
  // The order stays delivered: one chair is still the shopper's.
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
});

test('a guest whose piece arrived damaged gets a replacement at no charge', async ({
  page,
  request,
  product,
}) => {
  test.slow();
  const { piece, order, accessToken } = await placeGuestOrder(request, product.apiUrl, {
    tag: 'replacement',
  });
  await signInToAdmin(page);
  const token = await staffToken(page);
  await moveOrder(request, product.apiUrl, token, order.id, [
    { status: 'confirmed' },
    { status: 'shipped', carrier: 'Aangan fleet', trackingNumber: 'AF-2232' },
    { status: 'delivered' },
  ]);

  // The guest, by the link in the order's e-mail.
  await page.goto(`/orders/view?id=${order.id}&token=${accessToken}`);
  const returns = page.getByTestId('order-returns');
  await returns.getByLabel('Replace it with the same piece').check();
  await returns.getByRole('checkbox', { name: piece.name }).check();
  await returns.getByLabel('Reason').selectOption({ label: 'Arrived damaged' });
  await returns.getByLabel('Tell us more').fill('The top was cracked when we unpacked it.');
  await returns.locator('input[type=file]').setInputFiles({
    name: 'crack.png',
    mimeType: 'image/png',
    buffer: await png(),
  });
  await returns.getByRole('button', { name: 'Send request' }).click();
  const item = returns.getByTestId('return-list').locator('li[data-return]');
  await expect(item.getByTestId('return-state')).toHaveText('Requested');

  // Staff approve and send the replacement.
  await page.goto('/admin/returns?state=requested');
  const row = page.locator('[data-admin-table] tbody tr[data-row-id]').filter({ hasText: order.number });
  await row.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Approve the request' }).click();
  await page.getByRole('button', { name: 'Mark the replacement as sent' }).click();
  await page.getByRole('button', { name: 'Close the return' }).click();
  await expect(page.getByText('Completed').first()).toBeVisible();

  // The guest sees it completed, with no refund and no credit note: no second sale, nothing to credit.
  await page.goto(`/orders/view?id=${order.id}&token=${accessToken}`);
  await expect(item.getByTestId('return-state')).toHaveText('Completed');
  await expect(item.getByTestId('return-refund')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download credit note' })).toHaveCount(0);
});
