// Checkout and orders (docs/orders.md): a guest buys a sofa with cash on delivery to a Hyderabad
// pincode, sees CGST and SGST, gets the order page, the confirmation e-mail with its link and the GST
// invoice, and cancels, which offers the credit note; the form names what is missing and refuses a
// pincode the shop does not serve; a signed-in customer's profile fills the form, pays online and the
// order joins their Order History; cancelling it shows the refund in progress until it is processed.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text.ts';
import type { ProductSummary } from '../../contract/catalogue.ts';
import { fullNameOf, newCustomer, openProduct, signUpAt, userMenuButton } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { affordablePiece, payable, twoSeaterSofa } from './support/orders.ts';
import { addressed, toastWith, waitForMail } from './support/leads.ts';

async function addToCart(page: Page, piece: ProductSummary): Promise<void> {
  await openProduct(page, piece.slug);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(toastWith(page, `${piece.name} added to cart`)).toBeVisible();
}

async function fillAddress(page: Page, pincode: string): Promise<void> {
  await page.getByLabel('House, building and street').fill('Flat 302, Lotus Residency, Road No. 12');
  await page.getByLabel('Area', { exact: true }).fill('Banjara Hills');
  await page.getByLabel('City').fill('Hyderabad');
  await page.getByLabel('State').selectOption({ label: 'Telangana' });
  await page.getByLabel('Pincode').fill(pincode);
}

test.describe('checkout', () => {
  test('a guest buys a sofa with cash on delivery to Hyderabad, gets the order page, the e-mail and the GST invoice, and cancels', async ({
    page,
    request,
    product,
  }) => {
    const sofa = await twoSeaterSofa(request, product.apiUrl);
    await openProduct(page, sofa.product.slug);
    const options = page.getByRole('group', { name: 'Options' });
    await options.locator('label').filter({ hasText: '2-Seater' }).click();
    await expect(options.getByRole('radio', { name: /^2-Seater/ })).toBeChecked();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toastWith(page, `${sofa.product.name} added to cart`)).toBeVisible();
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');

    const email = `e2e-order-${Date.now().toString(36)}@example.in`;
    await page.getByLabel('Full Name').fill('Asha Reddy');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('+91 98480 22338');
    await fillAddress(page, '500034');

    // The server's total, with the tax split inside Telangana.
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByText('CGST')).toBeVisible();
    await expect(summary.getByText('SGST')).toBeVisible();
    await expect(summary.getByText('IGST')).toHaveCount(0);
    const total = `₹${sofa.variant.price.toLocaleString('en-IN')}.00`;
    await expect(page.getByTestId('checkout-total')).toHaveText(total);
    await expect(summary.getByText('Prices include GST.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Pay online/ })).toBeEnabled();

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/orders\/view\?id=[0-9a-f-]{36}&token=[\w-]+&placed=1$/);
    await expect(page.getByText('Thank you! Your order is placed.')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Placed');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    const number = (await page
      .getByRole('heading', { level: 2, name: /^Order AAN-\d+$/ })
      .textContent())!.slice(6);

    // The cart is empty now.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

    // The confirmation e-mail's link opens the order without signing in.
    const mail = await waitForMail(product.dataDir, `the order confirmation to ${email}`, (candidate) =>
      addressed(candidate.headers.to, email),
    );
    expect(mail.headers.subject).toBe(`Your order ${number} is placed`);
    const link = /https?:\/\/\S+\/orders\/view\?id=[0-9a-f-]{36}&token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, 'a link to the order in the e-mail').toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Order ${number}`);

    // The GST invoice downloads as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download GST invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-AAN-\d{2}-\d{2}-\d{6}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('GSTIN: 36AAKFA4821M1Z9');
    expect(text).toContain('9401');
    expect(text).toContain(number);

    // Cancelling, until it ships: a credit note cancels the invoice, and the page offers it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByText(/^Credit note CN\/\d{2}-\d{2}\/\d{6} cancels invoice AAN\//)).toBeVisible();
    const [noteDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download credit note' }).click(),
    ]);
    expect(noteDownload.suggestedFilename()).toMatch(/^credit-note-CN-\d{2}-\d{2}-\d{6}\.pdf$/);
    const note = pdfText(await readFile(await noteDownload.path()));
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain(number);
  });

  test('names what is missing, and refuses a pincode the shop does not serve', async ({
    page,
    request,
    product,
  }) => {
    const piece = await affordablePiece(request, product.apiUrl);
    await addToCart(page, piece);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Address is required')).toBeVisible();
    await expect(page.getByText('Enter a valid 6-digit pincode.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Full Name').fill('Asha Reddy');
    await page.getByLabel('Email Address').fill('asha@example.in');
    await page.getByLabel('Phone Number').fill('+91 98480 22338');
    await fillAddress(page, '799001');
    await expect(
      page.getByRole('alert').filter({ hasText: "We don't deliver to 799001 yet." }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a free design consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    );
    await page.getByLabel('GSTIN (for a business purchase)').fill('36AAKFA4821M1Z8');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByLabel('GSTIN (for a business purchase)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('the pincode fills in its state, and a state that is not the pincode’s is named', async ({
    page,
    request,
    product,
  }) => {
    const piece = await affordablePiece(request, product.apiUrl);
    await addToCart(page, piece);
    await page.goto('/checkout');
    const state = page.getByLabel('State');
    // The states are listed by name.
    await expect(state.locator('option').nth(1)).toHaveText('Andaman and Nicobar Islands');
    await page.getByLabel('Pincode').fill('560034');
    await expect(state.locator('option:checked')).toHaveText('Karnataka');
    // Bengaluru is another state than the shop's: IGST.
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByText('IGST')).toBeVisible();

    await state.selectOption({ label: 'Maharashtra' });
    await expect(
      page.getByText('Pincode 560034 is in Karnataka. Please choose it, or check the pincode.'),
    ).toBeVisible();
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByText('IGST')).toHaveCount(0);
    await state.selectOption({ label: 'Karnataka' });
    await expect(state).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByText('IGST')).toBeVisible();
  });

  test('a price that changed since the cart was filled is shown, not charged, until the cart takes it', async ({
    page,
    request,
    product,
  }) => {
    const piece = await affordablePiece(request, product.apiUrl);
    const now = payable(piece);
    const was = now - 500;
    // A cart filled days ago, at the price of the time.
    await page.goto('/cart');
    await page.evaluate((item) => localStorage.setItem('cart_items', JSON.stringify([item])), {
      id: piece.id,
      name: piece.name,
      slug: piece.slug,
      price: was,
      compare_price: null,
      discount_price: null,
      image_url: null,
      category: 'Decor',
      stock_status: 'in_stock',
      quantity: 1,
      variant: null,
    });
    await page.goto('/checkout');
    await page.getByLabel('Full Name').fill('Asha Reddy');
    await page.getByLabel('Email Address').fill('asha@example.in');
    await page.getByLabel('Phone Number').fill('+91 98480 22338');
    await fillAddress(page, '500034');
    const changed = 'Some of your cart has changed since you added it. Please review your order.';
    const notice = page
      .getByRole('complementary', { name: 'Order Summary' })
      .getByRole('alert')
      .filter({ hasText: changed });
    await expect(notice).toContainText(
      `${piece.name}: ₹${was.toLocaleString('en-IN')} → ₹${now.toLocaleString('en-IN')}`,
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(toastWith(page, changed)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);

    await notice.getByRole('button', { name: 'Update my cart' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('checkout-total')).toHaveText(`₹${now.toLocaleString('en-IN')}.00`);
  });

  test('a signed-in customer pays online, and the order joins Order History', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    const customer = newCustomer('buyer');
    await signUpAt(page, '/orders', customer);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

    const piece = await affordablePiece(request, product.apiUrl);
    await addToCart(page, piece);
    await page.goto('/checkout');
    // The profile fills what it knows.
    await expect(page.getByLabel('Full Name')).toHaveValue(fullNameOf(customer));
    await expect(page.getByLabel('Email Address')).toHaveValue(customer.email);
    await page.getByLabel('Phone Number').fill('+91 98480 22338');
    await fillAddress(page, '500034');
    await expect(page.getByTestId('checkout-total')).toHaveText(/^₹[\d,]+\.\d{2}$/);
    await page.getByRole('radio', { name: /Pay online/ }).check();

    // Closing the payment window leaves the order awaiting payment, payable from its page.
    await page.getByRole('button', { name: 'Place Order and Pay' }).click();
    const gateway = page.getByRole('dialog', { name: 'Razorpay test checkout' });
    await gateway.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page).toHaveURL(/\/orders\/view\?id=/);
    await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
    await expect(
      toastWith(
        page,
        'Payment not completed. We hold your items for a little while: pay from this page to complete your order.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await gateway.getByRole('button', { name: 'Pay with UPI (test)' }).click();
    await expect(toastWith(page, 'Payment received. Thank you!')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Placed');
    await expect(page.getByText('Paid online · Paid')).toBeVisible();
    const number = (await page
      .getByRole('heading', { level: 2, name: /^Order AAN-\d+$/ })
      .textContent())!.slice(6);

    await page.goto('/orders');
    await expect(userMenuButton(page, fullNameOf(customer))).toBeVisible();
    const entry = page.getByRole('link', { name: new RegExp(`Order ${number}`) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(piece.name);
    await expect(entry).toContainText('Placed');
    await entry.click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Order ${number}`);
    await expect(page.getByRole('button', { name: 'Download GST invoice' })).toBeVisible();

    // Cancelling a paid order: the refund is in progress until Razorpay processes it, and the credit
    // note is offered beside the invoice.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('payment-state')).toHaveText('Paid online · Refund in progress');
    await expect(page.getByRole('button', { name: 'Download credit note' })).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('order-status')).toHaveText('Refunded', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('payment-state')).toHaveText('Paid online · Refunded');
  });
});
