// The cart follows the account (docs/cart-and-reminders.md, decision 207): a customer puts a product in
// their cart on one device while signed in; on another device, as a guest, they add a second one and
// sign in from the cart, which then shows both, the larger quantity of the piece in both, never the
// sum. On the profile they agree to cart reminders, and the switch says when and from where.
import {
  buyableProducts,
  fullNameOf,
  newCustomer,
  signInAt,
  signUpAt,
  userMenuButton,
} from './support/account.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import type { Page } from '@playwright/test';
import { formatRupees } from '../../contract/money.ts';

const cartLine = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

const quantityOf = (page: Page, name: string) =>
  cartLine(page, name)
    .getByRole('group', { name: `Quantity of ${name}` })
    .locator('[aria-live]');

const addToCart = async (page: Page, slug: string) => {
  await page.goto(`/products/${encodeURIComponent(slug)}`);
  await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
};

test('a guest cart merges into the account at sign-in, and reminders need a yes', async ({
  page,
  browser,
  request,
  product,
}) => {
  test.slow(); // a sign-up on the provider's pages, and a second device signing in
  const customer = newCustomer('cart');
  const [first, second] = await buyableProducts(request, product.apiUrl, 2);

  // Device one, signed in: two of the first product, sent to the account.
  await signUpAt(page, '/about', customer);
  await addToCart(page, first!.slug);
  const synced = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/v1/cart') &&
      r.request().method() === 'PUT' &&
      (r.request().postData() ?? '').includes('"quantity":2'),
  );
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  expect((await synced).status()).toBe(200);

  // Device two, a guest: one of each, then signs in from the cart.
  const guest = await browser.newContext({ baseURL: product.siteUrl });
  const other = await guest.newPage();
  await addToCart(other, first!.slug);
  await addToCart(other, second!.slug);
  await signInAt(other, '/cart', customer);
  await expect(cartLine(other, first!.name)).toBeVisible();
  await expect(quantityOf(other, first!.name)).toHaveText('Quantity 2');
  await expect(quantityOf(other, second!.name)).toHaveText('Quantity 1');
  await guest.close();

  // The account's cart is the merged one, seen from device one.
  await page.goto('/cart');
  await expect(quantityOf(page, first!.name)).toHaveText('Quantity 2');
  await expect(quantityOf(page, second!.name)).toHaveText('Quantity 1');

  // Reminders: off until the customer says yes, then with the day and the source.
  await page.goto('/profile');
  await expect(userMenuButton(page, fullNameOf(customer))).toBeVisible();
  const reminders = page.getByRole('switch', { name: 'Remind me by e-mail about items left in my cart' });
  await expect(reminders).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('[data-consent-status]')).toHaveText('Not agreed');
  await reminders.click();
  await expect(reminders).toHaveAttribute('aria-checked', 'true');
  const today = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  await expect(page.locator('[data-consent-status]')).toHaveText(`Agreed on ${today} from your profile`);
  expect(await seriousViolations(page, 'section[aria-labelledby="consent-heading"]')).toEqual([]);
});

test('a guest’s cart kept on the device takes the shop’s current price when the cart page opens', async ({
  page,
  request,
  product,
}) => {
  const [piece] = await buyableProducts(request, product.apiUrl, 1);
  const current =
    piece!.discount_price !== null &&
    piece!.discount_price !== undefined &&
    piece!.discount_price < piece!.price
      ? piece!.discount_price
      : piece!.price;
  // A cart filled days ago, at a price the shop no longer asks.
  await page.goto('/about');
  await page.evaluate((stale) => localStorage.setItem('cart_items', JSON.stringify([stale])), {
    id: piece!.id,
    name: piece!.name,
    price: current + 1_000,
    compare_price: null,
    discount_price: null,
    image_url: null,
    category: 'Uncategorized',
    stock_status: 'in_stock',
    slug: piece!.slug,
    quantity: 1,
    variant: null,
  });
  await page.goto('/cart');
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Your cart is up to date with the shop’s prices and stock:' });
  await expect(notice).toContainText(`${piece!.name} now costs ${formatRupees(current)}.`);
  expect(
    await page.evaluate(
      () => (JSON.parse(localStorage.getItem('cart_items') ?? '[]') as { price: number }[])[0],
    ),
  ).toMatchObject({ price: piece!.price });
});
