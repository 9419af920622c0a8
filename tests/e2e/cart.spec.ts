// The cart (docs/cart-and-wishlist.md): lines, quantities, removal, Clear Cart, the order summary, the
// empty state, and a cart that survives a reload and follows the shopper into a second tab. The cart
// is seeded with real catalogue products in the store's own format (local storage `cart_items`), and
// one journey adds a product from its product page.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatINR, hasDiscount } from '../../src/lib/money.ts';
import { unitPrice, type CartItem } from '../../src/features/cart/index.ts';
import { signInToAdmin } from './support/admin.ts';
import { apiData, expect, test } from './support/fixtures.ts';

const CART_KEY = 'cart_items';
const PLACEHOLDER = '/images/placeholder-product.jpg';

interface ApiProduct {
  id: string;
  name: string;
  slug: string;
  price: number;
  compare_price: number | null;
  discount_price: number | null;
  image_url: string | null;
  category: { name: string } | null;
  stock_status: string;
  variants?: { id: string; name: string; price: number; stock_status: string }[];
}

const toLine = (product: ApiProduct, quantity: number, variant: CartItem['variant'] = null): CartItem => ({
  id: product.id,
  name: product.name,
  slug: product.slug,
  price: product.price,
  compare_price: product.compare_price,
  discount_price: product.discount_price,
  image_url: product.image_url,
  category: product.category?.name ?? 'Uncategorized',
  stock_status: product.stock_status,
  quantity,
  variant,
});

interface SampleCart {
  /** In stock, no discount, quantity 1. */
  plain: CartItem;
  /** In stock with a discount, quantity 2. */
  discounted: CartItem;
  /** In stock, one of its variants chosen, quantity 1. */
  withVariant: CartItem;
  all: CartItem[];
}

/** Three different in-stock products from the catalogue the site was built from. */
async function sampleCart(request: APIRequestContext, apiUrl: string): Promise<SampleCart> {
  const { products } = await apiData<{ products: ApiProduct[] }>(
    request,
    apiUrl,
    '/products?limit=100&sort=name&order=asc',
  );
  const inStock = products.filter((product) => product.stock_status === 'in_stock');
  const discounted = inStock.find((product) => hasDiscount(product));
  const plain = inStock.find((product) => !hasDiscount(product) && product.category);
  expect(discounted, 'the catalogue has an in-stock product with a discount').toBeDefined();
  expect(plain, 'the catalogue has an in-stock product without a discount').toBeDefined();

  let withVariant: CartItem | undefined;
  for (const candidate of inStock) {
    if (candidate === discounted || candidate === plain || hasDiscount(candidate)) continue;
    const { product } = await apiData<{ product: ApiProduct }>(
      request,
      apiUrl,
      `/products/slug/${encodeURIComponent(candidate.slug)}`,
    );
    const variant = product.variants?.find((item) => item.stock_status === 'in_stock');
    if (variant) {
      withVariant = toLine(product, 1, { id: variant.id, name: variant.name, price: variant.price });
      break;
    }
  }
  expect(withVariant, 'the catalogue has an in-stock product with variants').toBeDefined();

  const lines = { plain: toLine(plain!, 1), discounted: toLine(discounted!, 2), withVariant: withVariant! };
  return { ...lines, all: [lines.plain, lines.discounted, lines.withVariant] };
}

/** An in-stock product without variants, so its page adds the product itself rather than an option. */
async function pieceWithoutOptions(request: APIRequestContext, apiUrl: string): Promise<CartItem> {
  const { products } = await apiData<{ products: ApiProduct[] }>(
    request,
    apiUrl,
    '/products?limit=100&sort=name&order=asc',
  );
  for (const candidate of products.filter((entry) => entry.stock_status === 'in_stock')) {
    const detail = await apiData<{ product: ApiProduct }>(
      request,
      apiUrl,
      `/products/slug/${encodeURIComponent(candidate.slug)}`,
    );
    if (!detail.product.variants?.length) return toLine(detail.product, 1);
  }
  throw new Error('the catalogue has no in-stock product without variants');
}

async function seedCart(page: Page, items: CartItem[]): Promise<void> {
  await page.goto('/cart');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: CART_KEY,
    value: JSON.stringify(items),
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: /in your cart$/ })).toBeVisible();
}

const cartLine = (page: Page, item: CartItem): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: item.name, exact: true }) });

const quantityOf = (page: Page, item: CartItem): Locator =>
  cartLine(page, item)
    .getByRole('group', { name: `Quantity of ${item.name}` })
    .locator('[aria-live]');

const summary = (page: Page): Locator => page.getByRole('complementary', { name: 'Order Summary' });

const summaryValue = (page: Page, term: string): Locator =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

const badge = (page: Page): Locator => page.locator('[data-cart-badge]');
const toasts = (page: Page): Locator => page.locator('[data-toaster]');

const count = (items: CartItem[]): number => items.reduce((sum, item) => sum + item.quantity, 0);
const total = (items: CartItem[]): string =>
  formatINR(items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0));

test.describe('cart', () => {
  test(
    'lists each line with its image, link, category, price and quantity, and sums them up',
    { tag: '@mobile' },
    async ({ page, request, product }) => {
      const cart = await sampleCart(request, product.apiUrl);
      await seedCart(page, cart.all);

      for (const item of cart.all) {
        const line = cartLine(page, item);
        await expect(line).toHaveCount(1);
        await expect(line.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
          'href',
          `/products/${encodeURIComponent(item.slug)}`,
        );
        await expect(line.getByText(item.category, { exact: true })).toBeVisible();
        await expect(line.locator('img')).toHaveAttribute('src', /.+/);
        await expect(line).toContainText(formatINR(unitPrice(item)));
        await expect(quantityOf(page, item)).toHaveText(`Quantity ${item.quantity}`);
      }
      // The discounted price is the one charged; the original is struck through.
      const discounted = cartLine(page, cart.discounted);
      await expect(discounted).toContainText(formatINR(cart.discounted.discount_price!));
      await expect(discounted.locator('del')).toContainText(formatINR(cart.discounted.price));
      await expect(cartLine(page, cart.withVariant)).toContainText(
        `Option: ${cart.withVariant.variant!.name}`,
      );

      await expect(summaryValue(page, 'Items')).toHaveText(String(count(cart.all)));
      await expect(summaryValue(page, 'Shipping')).toHaveText('Free');
      await expect(summaryValue(page, 'Total')).toHaveText(total(cart.all));
      await expect(summaryValue(page, 'Total')).toHaveText(/^₹[\d,]+$/);
      await expect(badge(page)).toHaveText(String(count(cart.all)));
      await expect(summary(page).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      );
    },
  );

  test('a line without an image, or with one that no longer loads, shows the placeholder', async ({
    page,
    request,
    product,
  }) => {
    const cart = await sampleCart(request, product.apiUrl);
    const noImage = { ...cart.plain, image_url: null };
    const brokenImage = { ...cart.discounted, image_url: `${product.apiUrl}/no-such-image.webp` };
    await seedCart(page, [noImage, brokenImage]);
    await expect(cartLine(page, noImage).locator('img')).toHaveAttribute('src', PLACEHOLDER);
    await expect(cartLine(page, brokenImage).locator('img')).toHaveAttribute(
      'src',
      new RegExp(`${PLACEHOLDER}$`),
    );
  });

  test('quantity goes up and down, never below 1, and the summary and header badge follow', async ({
    page,
    request,
    product,
  }) => {
    const cart = await sampleCart(request, product.apiUrl);
    await seedCart(page, cart.all);
    const item = cart.plain;
    const decrease = cartLine(page, item).getByRole('button', { name: `Decrease quantity of ${item.name}` });
    const increase = cartLine(page, item).getByRole('button', { name: `Increase quantity of ${item.name}` });

    await expect(decrease).toBeDisabled();
    await increase.click();
    await increase.click();
    await expect(quantityOf(page, item)).toHaveText('Quantity 3');
    await expect(decrease).toBeEnabled();
    let expected = cart.all.map((line) => (line === item ? { ...line, quantity: 3 } : line));
    await expect(summaryValue(page, 'Items')).toHaveText(String(count(expected)));
    await expect(summaryValue(page, 'Total')).toHaveText(total(expected));
    await expect(badge(page)).toHaveText(String(count(expected)));

    await decrease.click();
    await decrease.click();
    await expect(quantityOf(page, item)).toHaveText('Quantity 1');
    await expect(decrease).toBeDisabled();
    expected = cart.all;
    await expect(summaryValue(page, 'Total')).toHaveText(total(expected));
    await expect(badge(page)).toHaveText(String(count(expected)));

    // A line with more than one decreases to 1 and stays there.
    const several = cart.discounted;
    await cartLine(page, several)
      .getByRole('button', { name: `Decrease quantity of ${several.name}` })
      .click();
    await expect(quantityOf(page, several)).toHaveText('Quantity 1');
    await expect(
      cartLine(page, several).getByRole('button', { name: `Decrease quantity of ${several.name}` }),
    ).toBeDisabled();
  });

  test('a line holds at most 10 of one piece and says so, on the cart and on the product page', async ({
    page,
    request,
    product,
  }) => {
    const item = await pieceWithoutOptions(request, product.apiUrl);
    // A cart saved with 12 of one piece comes back with the 10 an order may hold.
    await seedCart(page, [{ ...item, quantity: 12 }]);
    const line = cartLine(page, item);
    await expect(quantityOf(page, item)).toHaveText('Quantity 10');
    await expect(line.getByRole('button', { name: `Increase quantity of ${item.name}` })).toBeDisabled();
    await expect(line.getByText('At most 10 of one piece per order.')).toBeVisible();
    await expect(summaryValue(page, 'Items')).toHaveText('10');

    await page.goto(`/products/${encodeURIComponent(item.slug)}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toasts(page)).toContainText(`${item.name}: at most 10 of one piece per order.`);
    await expect(badge(page)).toHaveText('10');
  });

  test('remove takes one line out with a toast; the rest stay', async ({ page, request, product }) => {
    const cart = await sampleCart(request, product.apiUrl);
    await seedCart(page, cart.all);
    await cartLine(page, cart.discounted)
      .getByRole('button', { name: `Remove ${cart.discounted.name} from cart` })
      .click();

    await expect(
      toasts(page).getByText(`${cart.discounted.name} removed from cart`, { exact: true }),
    ).toBeVisible();
    await expect(cartLine(page, cart.discounted)).toHaveCount(0);
    const rest = [cart.plain, cart.withVariant];
    for (const item of rest) await expect(cartLine(page, item)).toHaveCount(1);
    await expect(summaryValue(page, 'Items')).toHaveText(String(count(rest)));
    await expect(summaryValue(page, 'Total')).toHaveText(total(rest));
    await expect(badge(page)).toHaveText(String(count(rest)));
    // Focus does not vanish with the removed button.
    await expect(page.getByRole('heading', { name: /in your cart$/ })).toBeFocused();
  });

  test('Clear Cart empties it with a toast and shows the empty state', async ({ page, request, product }) => {
    const cart = await sampleCart(request, product.apiUrl);
    await seedCart(page, cart.all);
    await page.getByRole('button', { name: 'Clear Cart' }).click();

    await expect(toasts(page).getByText('Cart cleared', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(badge(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull();
  });

  test('a reload keeps the cart as it was left', async ({ page, request, product }) => {
    const cart = await sampleCart(request, product.apiUrl);
    await seedCart(page, cart.all);
    await cartLine(page, cart.plain)
      .getByRole('button', { name: `Increase quantity of ${cart.plain.name}` })
      .click();
    await cartLine(page, cart.withVariant)
      .getByRole('button', { name: `Remove ${cart.withVariant.name} from cart` })
      .click();
    await expect(cartLine(page, cart.withVariant)).toHaveCount(0);

    await page.reload();
    await expect(quantityOf(page, cart.plain)).toHaveText('Quantity 2');
    await expect(quantityOf(page, cart.discounted)).toHaveText('Quantity 2');
    await expect(cartLine(page, cart.withVariant)).toHaveCount(0);
    const kept = [{ ...cart.plain, quantity: 2 }, cart.discounted];
    await expect(summaryValue(page, 'Total')).toHaveText(total(kept));
    await expect(badge(page)).toHaveText(String(count(kept)));
  });

  test('a second tab sees every change, and its header badge follows', async ({
    page,
    context,
    request,
    product,
  }) => {
    const cart = await sampleCart(request, product.apiUrl);
    await seedCart(page, cart.all);
    const other = await context.newPage();
    await other.goto('/');
    await expect(badge(other)).toHaveText(String(count(cart.all)));
    const otherCart = await context.newPage();
    await otherCart.goto('/cart');
    await expect(quantityOf(otherCart, cart.plain)).toHaveText('Quantity 1');

    await cartLine(page, cart.plain)
      .getByRole('button', { name: `Increase quantity of ${cart.plain.name}` })
      .click();
    await expect(quantityOf(otherCart, cart.plain)).toHaveText('Quantity 2');
    await expect(badge(other)).toHaveText(String(count(cart.all) + 1));

    await cartLine(otherCart, cart.discounted)
      .getByRole('button', { name: `Remove ${cart.discounted.name} from cart` })
      .click();
    await expect(cartLine(page, cart.discounted)).toHaveCount(0);
    const left = [{ ...cart.plain, quantity: 2 }, cart.withVariant];
    await expect(summaryValue(page, 'Total')).toHaveText(total(left));
    await expect(badge(page)).toHaveText(String(count(left)));

    await otherCart.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(badge(other)).toBeHidden();
  });

  test('Proceed to Checkout opens checkout, and a shopper who would rather talk can call or e-mail the cart', async ({
    page,
    request,
    product,
  }) => {
    const cart = await sampleCart(request, product.apiUrl);
    await seedCart(page, cart.all);
    await expect(summary(page).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    const email = summary(page).getByRole('link', { name: 'e-mail us this order' });
    const href = decodeURIComponent((await email.getAttribute('href')) ?? '');
    expect(href).toMatch(/^mailto:/);
    for (const item of cart.all) expect(href).toContain(item.name);
    expect(href).toContain(`Total: ${total(cart.all)}`);
    await expect(summary(page).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      /^tel:\+91\d{10}$/,
    );
  });

  test('a cart above the cash-on-delivery cap says it needs online payment or a call, and a callback reaches the back office', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    // The dearest piece in stock, two of it: well above ₹50,000.
    const { products } = await apiData<{ products: ApiProduct[] }>(
      request,
      product.apiUrl,
      '/products?limit=20&sort=price&order=desc',
    );
    const dear = products.find((entry) => entry.stock_status === 'in_stock' && !entry.variants?.length);
    expect(dear, 'the catalogue has a dear in-stock piece').toBeDefined();
    const item = toLine(dear!, 2);
    expect(unitPrice(item) * 2).toBeGreaterThan(50_000);
    await seedCart(page, [item]);

    // The product under test takes online payment, so checkout stays open beside the call.
    await expect(summary(page).getByRole('note')).toHaveText(
      'This order needs online payment or a call: cash on delivery is available for orders up to ₹50,000. Pay online at checkout, or request a callback.',
    );
    await expect(summary(page).getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await summary(page).getByRole('button', { name: 'Request a callback to order' }).click();
    const form = summary(page).getByRole('group', { name: 'Request a callback to order' });
    await form.getByRole('button', { name: 'Request a callback' }).click();
    await expect(form.getByText('Phone number is required')).toBeVisible();
    const email = `e2e-callback-${Date.now().toString(36)}@example.in`;
    await form.getByLabel('Full Name').fill('Meera Iyer');
    await form.getByLabel('Phone Number').fill('+91 98480 22338');
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Request a callback' }).click();
    const sent = summary(page).getByRole('status');
    await expect(sent).toContainText(
      'Thank you! We will call you within one working day to take your order.',
    );
    const reference = (await sent.locator('strong').textContent())!;
    expect(reference).toMatch(/^[0-9A-F]{8}$/);

    // Staff find it among the leads, with the cart at the shop's prices.
    await signInToAdmin(page, undefined, '/admin');
    await page.goto(`/admin/leads?kind=callback&search=${encodeURIComponent(email)}`);
    const rows = page.locator('[data-admin-table] tbody tr[data-row-id]');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Callback to order');
    await rows.first().getByRole('link').first().click();
    await expect(page.getByText(`2 × ${item.name} at ${formatINR(unitPrice(item))}`)).toBeVisible();
  });

  test('an empty cart says so and leads back to the products', { tag: '@mobile' }, async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    await expect(badge(page)).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Order Summary' })).toHaveCount(0);
  });

  test('the page as built shows a spinner, not a guess at the cart', async ({ request }) => {
    const response = await request.get('/cart');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading your cart');
    expect(html).not.toContain('Your cart is empty');
  });

  test('a product added on its page is in the cart', async ({ page, request, product }) => {
    const item = await pieceWithoutOptions(request, product.apiUrl);
    await page.goto(`/products/${encodeURIComponent(item.slug)}`);
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    // The purchase controls are pre-rendered and come alive with the page's scripts; a click before
    // that would be lost, so wait until the page has fetched everything it loads up front.
    await page.waitForLoadState('networkidle');
    await add.click();
    await expect(badge(page)).toHaveText('1');

    await page.goto('/cart');
    await expect(cartLine(page, item)).toHaveCount(1);
    await expect(quantityOf(page, item)).toHaveText('Quantity 1');
    await expect(summaryValue(page, 'Total')).toHaveText(formatINR(unitPrice(item)));
  });
});
