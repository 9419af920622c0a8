// Signing in from inside a page (docs/account.md): a wishlist heart, on a card or on the product page,
// opens the provider in a 400×600 popup and saves the product once the customer is signed in, without
// leaving the page. Closing the popup leaves a neutral note; a browser that blocks the popup goes to
// the provider's page instead and comes back. The header's Sign In keeps going to the provider's page
// (account.spec.ts); the review form's prompt is review.spec.ts's.
import type { Page } from '@playwright/test';
import {
  buyableProducts,
  demoCustomer,
  fullNameOf,
  newCustomer,
  openProduct,
  signInButton,
  signInOnProvider,
  signUp,
  toasts,
  userMenuButton,
  wishlistLabel,
  wishlistLink,
  wishlistToggle as heart,
} from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { hydrate } from './support/islands.ts';

/** Records the features of every window the page opens. */
async function recordWindowOpens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: (string | undefined)[] = [];
    (window as unknown as { __openFeatures: typeof calls }).__openFeatures = calls;
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push(features);
      return open(url, target, features);
    };
  });
}

const openFeatures = (page: Page) =>
  page.evaluate(() => (window as unknown as { __openFeatures: (string | undefined)[] }).__openFeatures);

/** Marks the page, so that a later check can tell it was never left or reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const stillTheSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

test.describe('signing in from inside a page', () => {
  test('the product page’s heart signs in through a popup, then saves the product', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    const [item] = await buyableProducts(request, product.apiUrl, 1);
    const customer = newCustomer('popup');
    await recordWindowOpens(page);
    await openProduct(page, item!.slug);
    await markPage(page);

    const popupOpened = page.waitForEvent('popup');
    await heart(page).click();
    await expect(toasts(page).filter({ hasText: 'Please login to add to wishlist' })).toBeVisible();
    const popup = await popupOpened;
    const [features] = await openFeatures(page);
    expect(features?.split(',')).toEqual(expect.arrayContaining(['width=400', 'height=600']));

    await signUp(popup, customer);
    await popup.waitForEvent('close', { timeout: 30_000 });

    // Back where they were, signed in, and the heart they pressed is saved.
    await expect(userMenuButton(page, fullNameOf(customer))).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(toasts(page).filter({ hasText: /^Added to wishlist/ })).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(1));
    expect(await stillTheSamePage(page)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/products/${item!.slug}$`));
  });

  test('a card’s heart signs in through a popup, then saves that product', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    const [item] = await buyableProducts(request, product.apiUrl, 1);
    const customer = newCustomer('popup-card');
    await page.goto('/products');
    await hydrate(page, 'ProductListing');
    await markPage(page);

    const cardHeart = page.getByRole('button', { name: `Add ${item!.name} to wishlist` }).first();
    const popupOpened = page.waitForEvent('popup');
    await cardHeart.click();
    // Cards word it their own way (docs/cart-and-wishlist.md).
    await expect(toasts(page).filter({ hasText: 'Please login to add items to wishlist' })).toBeVisible();
    const popup = await popupOpened;
    await signUp(popup, customer);
    await popup.waitForEvent('close', { timeout: 30_000 });

    await expect(userMenuButton(page, fullNameOf(customer))).toBeVisible();
    await expect(toasts(page).filter({ hasText: `${item!.name} added to wishlist` })).toBeVisible();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName(wishlistLabel(1));
    expect(await stillTheSamePage(page)).toBe(true);
  });

  test('closing the popup leaves the shopper where they were, with a neutral note', async ({
    page,
    request,
    product,
  }) => {
    const [item] = await buyableProducts(request, product.apiUrl, 1);
    await openProduct(page, item!.slug);
    const popupOpened = page.waitForEvent('popup');
    await heart(page).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await popup.close();

    const note = toasts(page).filter({ hasText: 'Sign-in cancelled.' });
    await expect(note).toBeVisible();
    await expect(note).not.toHaveAttribute('data-toast-type', 'error');
    await expect(signInButton(page)).toBeVisible();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a blocked popup falls back to the provider’s page, and back to the product', async ({
    page,
    request,
    product,
  }) => {
    const [item] = await buyableProducts(request, product.apiUrl, 1);
    // As a popup blocker answers.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openProduct(page, item!.slug);
    await heart(page).click();

    await signInOnProvider(page, demoCustomer.email, demoCustomer.password);
    await expect(page).toHaveURL(new RegExp(`/products/${item!.slug}$`), { timeout: 30_000 });
    await expect(userMenuButton(page, fullNameOf(demoCustomer))).toBeVisible();
  });
});
