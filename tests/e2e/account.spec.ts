// The header's account corner and signing in (spec sections 2, 4 and 8) through the embedded identity
// provider's own pages: a new customer signs up, saves a product from its card's heart, signs out and
// signs in again, each time coming back to the page they started from; the demo customer sees their
// projects with status badges.
import { expect, featuredProducts, test } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

const header = (page: Page) => page.locator('header[data-site-header]');
const signInButton = (page: Page) => header(page).getByRole('button', { name: 'Sign In', exact: true });
const userMenuButton = (page: Page, name: string) =>
  header(page).getByRole('button', { name: `Account menu for ${name}` });

async function signInOnProvider(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('account', () => {
  test('a new customer signs up, saves a product, signs out and signs in again', async ({
    page,
    request,
    product,
  }) => {
    const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
    const password = 'chai-and-cushions-2026';

    // Anonymous: 'Sign In' and no account menu.
    await page.goto('/about');
    await expect(signInButton(page)).toBeVisible();
    await expect(header(page).getByRole('link', { name: /^Wishlist/ })).toBeHidden();

    // Sign up on the provider's pages, and come back to /about signed in.
    await signInButton(page).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

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
    await userMenuButton(page, 'Meera Iyer').click();
    await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).click();
    const confirm = page.getByRole('button', { name: 'Yes, sign me out' });
    await expect(confirm.or(signInButton(page))).toBeVisible({ timeout: 30_000 });
    if (await confirm.isVisible()) await confirm.click();
    await expect(signInButton(page)).toBeVisible({ timeout: 30_000 });
    await expect(userMenuButton(page, 'Meera Iyer')).toBeHidden();

    // Sign in again with the same account, back on the page it started from. Sign Out ended the
    // provider's session too, so this goes through the sign-in form again.
    await page.goto('/about');
    await signInButton(page).click();
    await signInOnProvider(page, email, password);
    await expect(page).toHaveURL(/\/about$/, { timeout: 30_000 });
    await expect(userMenuButton(page, 'Meera Iyer')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  });

  test('the demo customer sees their projects with status badges', async ({ page }) => {
    await page.goto('/projects');
    const main = page.locator('main');
    await expect(main.getByText('Sign in required')).toBeVisible();
    await main.getByRole('button', { name: 'Sign In' }).click();
    await signInOnProvider(page, 'demo@aangan.example', 'aangan-demo-2026');

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
