// A coupon code at checkout (decision 202): a guest types a code that does not exist and is told so, applies
// the demo's welcome code in small letters, sees the discount come off the server's total, places the order,
// and finds the discount on the order page and on the GST invoice.
import { readFile } from 'node:fs/promises';
import { couponMessages } from '../../contract/coupons.ts';
import { pdfText } from '../support/pdf-text.ts';
import { openProduct } from './support/account.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { toastWith } from './support/leads.ts';
import { affordablePiece, payable } from './support/orders.ts';

const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;

test('a guest applies a coupon code at checkout and the order and its invoice carry the discount', async ({
  page,
  request,
  product,
}) => {
  const piece = await affordablePiece(request, product.apiUrl);
  const price = payable(piece);
  // The demo's WELCOME10: 10% off a first order, up to ₹5,000, rounded down to the rupee.
  const discount = Math.min(Math.floor(price / 10), 5_000);
  await openProduct(page, piece.slug);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toastWith(page, `${piece.name} added to cart`)).toBeVisible();
  await page.goto('/checkout');

  await page.getByLabel('Full Name').fill('Kavya Rao');
  await page.getByLabel('Email Address').fill(`e2e-coupon-${Date.now().toString(36)}@example.in`);
  await page.getByLabel('Phone Number').fill('+91 98480 22338');
  await page.getByLabel('House, building and street').fill('Plot 7, Road No. 2');
  await page.getByLabel('Area', { exact: true }).fill('Jubilee Hills');
  await page.getByLabel('City').fill('Hyderabad');
  await page.getByLabel('State').selectOption({ label: 'Telangana' });
  await page.getByLabel('Pincode').fill('500034');
  const total = page.getByTestId('checkout-total');
  await expect(total).toHaveText(`${rupees(price)}.00`);

  const code = page.getByLabel('Coupon code');
  const outcomes = page.getByTestId('coupon-outcomes');
  await code.fill('nosuchcode');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(outcomes).toContainText(couponMessages.unknown('NOSUCHCODE'));
  await expect(total).toHaveText(`${rupees(price)}.00`);
  await page.getByRole('button', { name: 'Remove NOSUCHCODE' }).click();

  // Enter applies the code; it does not place the order.
  await code.fill('welcome10');
  await code.press('Enter');
  await expect(outcomes).toContainText(`WELCOME10 applied: ${rupees(discount)} off.`);
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.getByText('Coupon discount')).toBeVisible();
  await expect(total).toHaveText(`${rupees(price - discount)}.00`);
  await expectNoSeriousViolations(page, 'checkout with a coupon code');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders\/view\?id=[0-9a-f-]{36}&token=[\w-]+&placed=1$/);
  await expect(page.getByTestId('order-total')).toHaveText(`${rupees(price - discount)}.00`);
  await expect(page.getByText('Coupon WELCOME10')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download GST invoice' }).click(),
  ]);
  const invoice = pdfText(await readFile(await download.path()));
  expect(invoice).toContain('TAX INVOICE');
  expect(invoice).toContain('Less discount Rs.');
  expect(invoice).toContain(`${discount.toLocaleString('en-IN')}.00`);
});
