// The wishlist (docs/cart-and-wishlist.md): the product page's toggle saves and unsaves with its
// toasts, its pressed state and the header's count; /wishlist lists what is saved, its Add to Cart moves
// a product to the cart (and off the wishlist), Remove and Clear All empty it down to 'Your wishlist is
// empty'. Anonymous visitors are asked to log in, in a popup. A change the API refuses is worded as the
// error catalogue says.
import type { Page, Route } from '@playwright/test';
import type { ProductSummary } from '../../contract/catalogue.ts';
import {
  AUTH_TOKEN_KEY,
  buyableProducts,
  demoCustomer,
  fullNameOf,
  header,
  newCustomer,
  openProduct,
  savedItem,
  signInAt,
  signUpAt,
  toasts,
  userMenuButton,
  wishlistLabel,
  wishlistLink,
  wishlistToggle as heart,
} from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { fulfillJson } from './support/leads.ts';

const cartLink = (page: Page) => header(page).getByRole('link', { name: /^Cart/ });

/** The API's error envelope, as a stand-in answer. */
const refusal = (error: string) => ({ success: false, error, code: 'refused' });

test.describe('wishlist', () => {
  test('an anonymous visitor is asked to log in, and /wishlist asks to sign in', async ({
    page,
    request,
    product,
  }) => {
    const [item] = await buyableProducts(request, product.apiUrl, 1);
    await openProduct(page, item!.slug);
    // The sign-in opens in a popup (sign-in-popup.spec.ts); closed, nothing is saved.
    const popup = page.waitForEvent('popup');
    await heart(page).click();
    await expect(toasts(page).filter({ hasText: 'Please login to add to wishlist' })).toBeVisible();
    await (await popup).close();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page)).toBeHidden();

    await page.goto('/wishlist');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Sign in required' })).toBeVisible();
    await expect(main.getByText('Please sign in to access this page.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a change the API refuses is worded as the error catalogue says, and nothing is saved', async ({
    page,
    request,
    product,
  }) => {
    const [, , , item] = (await buyableProducts(request, product.apiUrl, 4)) as ProductSummary[];
    await signInAt(page, `/products/${item!.slug}`, demoCustomer);
    await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
    // Whether the demo customer has it saved decides the fallback's words; the heart shows it once loaded.
    const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
    const check = await request.get(`${product.apiUrl}/wishlist/check/${item!.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const pressed = String(((await check.json()) as { data: { inWishlist: boolean } }).data.inWishlist);
    await expect(heart(page)).toHaveAttribute('aria-pressed', pressed);
    const answers: [string, (route: Route) => Promise<void>][] = [
      [
        "You don't have permission to perform this action",
        (route) => fulfillJson(route, 403, refusal('No.')),
      ],
      ['Server error. Please try again later.', (route) => fulfillJson(route, 500, refusal('Boom'))],
      [
        'Too many wishlist changes. Please wait a minute.',
        (route) => fulfillJson(route, 429, refusal('Too many wishlist changes. Please wait a minute.')),
      ],
      [
        pressed === 'true' ? 'Failed to remove item from wishlist' : 'Failed to add item to wishlist',
        (route) => route.abort('connectionrefused'),
      ],
    ];
    for (const [message, answer] of answers) {
      await page.route(`${product.apiUrl}/wishlist/${item!.id}`, answer);
      await heart(page).click();
      const shown = toasts(page).filter({ hasText: message });
      await expect(shown).toBeVisible();
      await expect(shown).toHaveAttribute('data-toast-type', 'error');
      await expect(heart(page)).toHaveAttribute('aria-pressed', pressed);
      await page.unroute(`${product.apiUrl}/wishlist/${item!.id}`);
    }
  });

  test('a customer saves from the product page and moves, removes and clears on /wishlist', async ({
    page,
    request,
    product,
  }) => {
    // A sign-up and a dozen page loads: more than the default time on a busy two-core runner.
    test.slow();
    const [first, second, third] = (await buyableProducts(request, product.apiUrl, 3)) as [
      ProductSummary,
      ProductSummary,
      ProductSummary,
    ];
    const customer = newCustomer('wishlist');
    await signUpAt(page, `/products/${first.slug}`, customer);
    await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(0));

    // The toggle saves: a toast, the heart pressed, the header counts it.
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await heart(page).click();
    // On the product's own page the toast leaves the name out.
    await expect(toasts(page).filter({ hasText: /^Added to wishlist/ })).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(1));

    // Pressed again it unsaves.
    await heart(page).click();
    await expect(toasts(page).filter({ hasText: /^Removed from wishlist/ })).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(0));

    // Three saved, each from its own page; a saved product's page opens pressed.
    for (const [index, item] of [first, second, third].entries()) {
      if (index > 0) await openProduct(page, item.slug);
      await heart(page).click();
      // The first product's earlier toasts may still be on screen.
      await expect(
        toasts(page)
          .filter({ hasText: /^Added to wishlist/ })
          .first(),
      ).toBeVisible();
      await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(index + 1));
    }
    await openProduct(page, first.slug);
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(3));

    // /wishlist lists them.
    await wishlistLink(page).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    for (const item of [first, second, third]) {
      await expect(savedItem(page, item.name)).toBeVisible();
      await expect(savedItem(page, item.name).getByRole('link', { name: 'View Details' })).toHaveAttribute(
        'href',
        `/products/${item.slug}`,
      );
    }
    await expect(page.getByText('3 items saved')).toBeVisible();

    // Add to Cart puts it in the cart and takes it off the wishlist, for good.
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await savedItem(page, first.name).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toasts(page).filter({ hasText: `${first.name} added to cart` })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(savedItem(page, first.name)).toHaveCount(0);
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(2));
    await page.reload();
    await expect(savedItem(page, second.name)).toBeVisible();
    await expect(savedItem(page, first.name)).toHaveCount(0);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // Remove takes one off.
    await savedItem(page, second.name)
      .getByRole('button', { name: `Remove ${second.name}` })
      .click();
    await expect(toasts(page).filter({ hasText: `${second.name} removed from wishlist` })).toBeVisible();
    await expect(savedItem(page, second.name)).toHaveCount(0);
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(1));
    await expect(page.getByText('1 item saved')).toBeVisible();

    // Clear All empties it: toast, the empty state, no count; still empty after a reload.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(toasts(page).filter({ hasText: 'Wishlist cleared' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(savedItem(page, third.name)).toHaveCount(0);
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(0));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(0));
    await expect(userMenuButton(page, fullNameOf(customer))).toBeVisible();

    // The moved product is in the cart.
    await page.goto('/cart');
    await expect(page.locator('main')).toContainText(first.name);
  });
});
