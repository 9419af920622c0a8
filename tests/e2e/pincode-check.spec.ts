// The pincode check (docs/orders.md) on the product page and in the cart: delivery dates counted from
// today in India, installation terms and cash on delivery for a pincode the shop serves, an offer of a
// consultation where it does not, a refused malformed pincode, and a pincode typed once and remembered.
import type { Locator, Page } from '@playwright/test';
import { addDays, indiaToday } from '../../contract/leads-rules.ts';
import { buyableProducts, openProduct } from './support/account.ts';
import { apiData, expect, test } from './support/fixtures.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = (date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return { day: day!, month: MONTHS[month! - 1]! };
};
/** "Delivery by 12–15 Dec", or "Delivery by 30 Dec – 3 Jan" across a month end. */
function expectedWindow(minDays: number, maxDays: number): string {
  const today = indiaToday();
  const from = dayMonth(addDays(today, minDays));
  const to = dayMonth(addDays(today, maxDays));
  return from.month === to.month
    ? `Delivery by ${from.day}–${to.day} ${from.month}`
    : `Delivery by ${from.day} ${from.month} – ${to.day} ${to.month}`;
}

const pincodeCheck = (scope: Page | Locator) => scope.locator('[data-pincode-check]');
const lines = (check: Locator) => check.locator('[data-pincode-result] p');

async function checkPincode(check: Locator, pincode: string): Promise<void> {
  await check.getByLabel('Check delivery to your pincode').fill(pincode);
  await check.getByRole('button', { name: 'Check', exact: true }).click();
}

test.describe('pincode check', () => {
  test('says when an order arrives, on what terms, or offers a consultation; and remembers the pincode', async ({
    page,
    request,
    product,
  }) => {
    const [first, second] = await buyableProducts(request, product.apiUrl, 2);
    await openProduct(page, first!.slug);
    const check = pincodeCheck(page);

    // Malformed: refused in the page, with nothing asked of the API.
    let asked = 0;
    page.on('request', (sent) => {
      if (sent.url().includes('/delivery/pincodes/')) asked++;
    });
    await checkPincode(check, '05003');
    await expect(lines(check)).toHaveText(['Enter a valid 6-digit pincode.']);
    await expect(check.getByLabel('Check delivery to your pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toBe(0);

    // Not served: the message names the pincode and offers a consultation.
    await checkPincode(check, '799001');
    await expect(lines(check)).toHaveText([
      "We don't deliver to 799001 yet.",
      'Talk to our designers about your project anyway: Book a free design consultation',
    ]);
    await expect(check.getByRole('link', { name: 'Book a free design consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    );

    // A metro with paid installation: its price, as the shop's ranges say.
    const mumbai = await apiData<{
      deliveryDays: { min: number; max: number };
      installation: { kind: string; price: number | null };
      cashOnDelivery: boolean;
    }>(request, product.apiUrl, '/delivery/pincodes/400001');
    expect(mumbai.installation.kind).toBe('paid');
    await checkPincode(check, '400001');
    await expect(lines(check)).toHaveText([
      expectedWindow(mumbai.deliveryDays.min, mumbai.deliveryDays.max),
      `Installation ₹${mumbai.installation.price!.toLocaleString('en-IN')}`,
      mumbai.cashOnDelivery ? 'Cash on delivery available' : 'Cash on delivery not available',
    ]);

    // Hyderabad: 3–5 days, free installation, cash on delivery.
    await checkPincode(check, '500032');
    await expect(lines(check)).toHaveText([
      expectedWindow(3, 5),
      'Free installation',
      'Cash on delivery available',
    ]);

    // Remembered: another product page checks it by itself, and so does the cart.
    await openProduct(page, second!.slug);
    await expect(check.getByLabel('Check delivery to your pincode')).toHaveValue('500032');
    await expect(lines(check)).toHaveText([
      expectedWindow(3, 5),
      'Free installation',
      'Cash on delivery available',
    ]);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.goto('/cart');
    const inCart = pincodeCheck(page);
    await expect(inCart.getByLabel('Check delivery to your pincode')).toHaveValue('500032');
    await expect(lines(inCart)).toHaveText([
      expectedWindow(3, 5),
      'Free installation',
      'Cash on delivery available',
    ]);
  });
});
