// The header's account corner and signing in (docs/account.md) through the embedded identity
// provider's own pages: a new customer signs up, saves a product from its card's heart, signs out and
// signs in again, each time coming back to the page they started from; the demo customer sees their
// projects with status badges.
import { toastOnNextPage } from '../../src/features/toasts/index.ts';
import {
  demoCustomer,
  header,
  newCustomer,
  signInButton,
  signInOnProvider,
  signOut,
  signUp,
  toasts,
  userMenuButton,
  wishlistLink,
} from './support/account.ts';
import { expect, featuredProducts, test } from './support/fixtures.ts';

test.describe('account', () => {
  test('a new customer signs up, saves a product, signs out and signs in again', async ({
    page,
    request,
    product,
  }) => {
    // A sign-up, a sign-out and a sign-in: more than the default time on a busy two-core runner.
    test.slow();
    const customer = newCustomer();

    // Anonymous: 'Sign In' and no account menu.
    await page.goto('/about');
    await expect(signInButton(page)).toBeVisible();
    await expect(wishlistLink(page)).toBeHidden();

    // Sign up on the provider's pages, and come back to /about signed in.
    await signInButton(page).click();
    await signUp(page, customer);

    await expect(page).toHaveURL(/\/about$/, { timeout: 30_000 });
    const menuButton = userMenuButton(page, 'Meera Iyer');
    await expect(menuButton).toBeVisible();
    await expect(signInButton(page)).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Wishlist', exact: true })).toHaveAttribute(
      'href',
      '/wishlist',
    );

    // The user menu: its links, Escape closes it and gives focus back, an outside click closes it.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#user-menu');
    for (const [label, href] of [
      ['My Profile', '/profile'],
      ['My Projects', '/projects'],
      ['Order History', '/orders'],
    ] as const) {
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.locator('main h1').first().click();
    await expect(menu).toBeHidden();

    // A product card's heart saves the product: toast, filled heart, header count.
    const [first] = await featuredProducts(request, product.apiUrl);
    expect(first).toBeDefined();
    await page.goto('/');
    const heart = page.getByRole('button', { name: `Add ${first!.name} to wishlist` }).first();
    await heart.click();
    await expect(page.getByText(`${first!.name} added to wishlist`).first()).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

    // Sign out: the provider may ask to confirm; the site is anonymous again.
    await signOut(page, 'Meera Iyer');
    await expect(userMenuButton(page, 'Meera Iyer')).toBeHidden();

    // Sign in again with the same account, back on the page it started from. Sign Out ended the
    // provider's session too, so this goes through the sign-in form again.
    await page.goto('/about');
    await signInButton(page).click();
    await signInOnProvider(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/about$/, { timeout: 30_000 });
    await expect(userMenuButton(page, 'Meera Iyer')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  });

  test('cancelling on the sign-in page returns to the page with a neutral note', async ({ page }) => {
    await page.goto('/about');
    await signInButton(page).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    await expect(page).toHaveURL(/\/about$/, { timeout: 30_000 });
    const note = toasts(page).filter({ hasText: 'Sign-in cancelled.' });
    await expect(note).toBeVisible();
    await expect(note).not.toHaveAttribute('data-toast-type', 'error');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toHaveCount(0);
    await expect(signInButton(page)).toBeVisible();
  });

  test('the note /callback leaves on its way out survives the page shell /callback starts', async ({
    page,
  }) => {
    // Left as the sign-in return leaves it after a cancel, just before the browser goes back: the
    // return's own page shell may start in between, and must leave the note for the next page.
    let left: [string, string] | undefined;
    toastOnNextPage('Sign-in cancelled.', { setItem: (key, value) => (left = [key, value]) }, '/callback');
    // Once /about's own shell has started, so that it is not the one that shows the note.
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-scripts-started', '');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), left!);
    await page.goto('/callback');
    await expect(page.locator('html')).toHaveAttribute('data-scripts-started', '');
    await expect(toasts(page).filter({ hasText: 'Sign-in cancelled.' })).toHaveCount(0);
    await page.goto('/about');
    await expect(toasts(page).filter({ hasText: 'Sign-in cancelled.' })).toBeVisible();
  });

  test('any other failure of the sign-in return says Authentication Error', async ({ page }) => {
    // A return the site never asked for: its state matches nothing stored.
    await page.goto('/callback?code=made-up&state=made-up');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(main.getByText('Invalid state')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

    // A refusal the provider explained, on a return this browser did not start: the provider's words.
    await page.goto('/callback?error=access_denied&error_description=The%20request%20was%20refused.');
    await expect(main.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(main.getByText('The request was refused.')).toBeVisible();
    await expect(main.getByText('Invalid state')).toHaveCount(0);
  });

  test('the demo customer sees their projects with status badges', async ({ page }) => {
    await page.goto('/projects');
    const main = page.locator('main');
    await expect(main.getByText('Sign in required')).toBeVisible();
    await main.getByRole('button', { name: 'Sign In' }).click();
    await signInOnProvider(page, demoCustomer.email, demoCustomer.password);

    await expect(page).toHaveURL(/\/projects$/, { timeout: 30_000 });
    await expect(userMenuButton(page, 'Priya Sharma')).toBeVisible();
    for (const [project, status] of [
      ['Balcony reading nook', 'Inquiry'],
      ['Master bedroom refresh', 'Consultation Scheduled'],
      ['3BHK living and dining', 'In Progress'],
      ['Home office corner', 'Completed'],
    ] as const) {
      const card = main.locator('article').filter({ has: page.getByRole('heading', { name: project }) });
      await expect(card).toBeVisible();
      await expect(card.getByText(status, { exact: true })).toBeVisible();
    }
  });
});
