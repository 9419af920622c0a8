// The sign-in over time (docs/account.md, docs/identity.md): tabs of one browser share it (a
// product saved in one shows in the other, two tabs with a stale token refresh it once between them,
// since a refresh token works once and a reused one ends the sign-in, and signing out in one signs out
// the other); a refresh whose answer is lost is asked again and the sign-in goes on (decision 148); a
// refresh token the provider refuses clears everything and goes to '/'; an access token
// the API refuses (401 with isAuthError) clears it and goes to /login, which offers to sign in again.
// Everything comes from the real stack: the tests only rewrite what the browser has stored.
import type { Page, Request, Response } from '@playwright/test';
import {
  buyableProducts,
  demoCustomer,
  editOidcUser,
  fullNameOf,
  newCustomer,
  openProduct,
  readOidcUser,
  savedItem,
  signInAt,
  signInButton,
  signInOnProvider,
  signOut,
  signUpAt,
  storedSession,
  toasts,
  userMenuButton,
  wishlistLabel,
  wishlistLink,
  wishlistToggle,
} from './support/account.ts';
import { expect, test } from './support/fixtures.ts';

const SIGNED_OUT = { token: null, userData: null, oidcUser: false };

const isRefresh = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname.endsWith('/oidc/token') &&
  /(^|&)grant_type=refresh_token(&|$)/.test(request.postData() ?? '');

/**
 * The next answer to a signed-in API call `GET <path>` on `page` whose bearer token passes `token` (so
 * that a call still on its way from an earlier page does not count).
 */
const nextApiAnswer = (page: Page, path: string, token: (value: string) => boolean): Promise<Response> =>
  page.waitForResponse((response) => {
    const sent = response.request();
    const bearer = /^Bearer (.+)$/.exec(sent.headers()['authorization'] ?? '')?.[1];
    return (
      sent.method() === 'GET' &&
      new URL(response.url()).pathname.endsWith(`/api/v1${path}`) &&
      bearer !== undefined &&
      token(bearer)
    );
  });

test.describe('session', () => {
  test('two tabs share the sign-in: the wishlist, one refresh for both, and signing out', async ({
    context,
    page,
    request,
    product,
  }) => {
    // A sign-up and a dozen page loads: more than the default time on a busy two-core runner.
    test.slow();
    const [item] = await buyableProducts(request, product.apiUrl, 1);
    const customer = newCustomer('tabs', { first: 'Rohan', last: 'Das' });
    const name = fullNameOf(customer);
    await signUpAt(page, `/products/${item!.slug}`, customer);
    await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');

    // A second tab is signed in too.
    const other = await context.newPage();
    await other.goto('/profile');
    await expect(userMenuButton(other, name)).toBeVisible();
    await expect(other.locator('main').getByText(customer.email)).toBeVisible();

    // Saved in the first tab, listed in the second once it opens /wishlist.
    await wishlistToggle(page).click();
    await expect(toasts(page).filter({ hasText: /^Added to wishlist/ })).toBeVisible();
    await other.goto('/wishlist');
    await expect(savedItem(other, item!.name)).toBeVisible();
    await expect(wishlistLink(other)).toHaveAccessibleName(wishlistLabel(1));

    // The access token goes stale in both tabs (they share the storage), and both open a signed-in page
    // at once: one refresh between them, both signed in, and the new refresh token still works.
    const refreshes: Request[] = [];
    context.on('request', (sent) => {
      if (isRefresh(sent)) refreshes.push(sent);
    });
    const before = await readOidcUser(page);
    expect(before?.refresh_token).toBeTruthy();
    await editOidcUser(page, { staleAccessToken: true });
    const renewed = (token: string) => token !== before?.access_token;
    const answers = [
      nextApiAnswer(page, '/auth/me', renewed),
      nextApiAnswer(other, '/auth/me', renewed),
      nextApiAnswer(other, '/wishlist', renewed),
    ];
    await Promise.all([openProduct(page, item!.slug), other.reload()]);
    for (const answer of await Promise.all(answers)) expect(answer.status(), answer.url()).toBe(200);
    expect(refreshes, 'one refresh for both tabs').toHaveLength(1);
    const refreshed = await readOidcUser(page);
    expect(refreshed?.refresh_token).toBeTruthy();
    expect(refreshed?.refresh_token).not.toBe(before?.refresh_token);
    expect(refreshed?.expires_at).toBeGreaterThan(Date.now() / 1000 + 60);
    for (const tab of [page, other]) await expect(userMenuButton(tab, name)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/products/${item!.slug}$`));
    await expect(other).toHaveURL(/\/wishlist$/);
    await expect(savedItem(other, item!.name)).toBeVisible();
    await expect(wishlistToggle(page)).toHaveAttribute('aria-pressed', 'true');

    // Had both tabs spent the old refresh token, the provider would have ended the sign-in: the next
    // refresh would fail. It works.
    await editOidcUser(other, { staleAccessToken: true });
    const me = nextApiAnswer(other, '/auth/me', (token) => token !== refreshed?.access_token);
    await other.reload();
    expect((await me).status()).toBe(200);
    expect(refreshes).toHaveLength(2);
    await expect(userMenuButton(other, name)).toBeVisible();

    // Signing out in the first tab signs the second out at once, without a reload.
    await signOut(page, name);
    await expect(signInButton(other)).toBeVisible();
    await expect(userMenuButton(other, name)).toBeHidden();
    await expect(other.locator('main').getByRole('heading', { name: 'Sign in required' })).toBeVisible();
    await expect(other).toHaveURL(/\/wishlist$/);
    expect(await storedSession(other)).toEqual(SIGNED_OUT);
  });

  test('a refresh whose answer is lost is asked again, and the sign-in goes on', async ({ page }) => {
    const name = fullNameOf(demoCustomer);
    await signInAt(page, '/profile', demoCustomer);
    const before = await readOidcUser(page);
    await editOidcUser(page, { staleAccessToken: true });
    // The provider rotates the refresh token, and its answer never reaches the browser: the client gave
    // up waiting (a slow machine), or the connection dropped.
    let lost = 0;
    await page.route(/\/oidc\/token$/, async (route) => {
      if (!isRefresh(route.request()) || lost > 0) return route.fallback();
      lost++;
      expect((await route.fetch()).status()).toBe(200);
      await route.abort('connectionreset');
    });
    const me = nextApiAnswer(page, '/auth/me', (token) => token !== before?.access_token);
    await page.goto('/profile');
    expect((await me).status()).toBe(200);
    expect(lost).toBe(1);
    await expect(userMenuButton(page, name)).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toasts(page).filter({ hasText: 'Failed to sync user data' })).toHaveCount(0);

    // The refresh token it holds now renews in turn.
    const renewed = await readOidcUser(page);
    await editOidcUser(page, { staleAccessToken: true });
    const again = nextApiAnswer(page, '/auth/me', (token) => token !== renewed?.access_token);
    await page.reload();
    expect((await again).status()).toBe(200);
    await expect(userMenuButton(page, name)).toBeVisible();
  });

  test('a refresh token the provider refuses clears the sign-in and goes to the home page', async ({
    page,
    product,
  }) => {
    await signInAt(page, '/profile', demoCustomer);
    await editOidcUser(page, {
      staleAccessToken: true,
      fields: { refresh_token: `spent-${Math.random().toString(36).slice(2)}` },
    });

    const refused = page.waitForResponse(
      (response) => isRefresh(response.request()) && response.request().frame().page() === page,
    );
    await page.goto('/profile');
    // 400 invalid_grant (its body is gone with the page the site leaves at once).
    expect((await refused).status()).toBe(400);

    await expect(page).toHaveURL(new URL('/', product.siteUrl).href);
    await expect(signInButton(page)).toBeVisible();
    await expect(wishlistLink(page)).toBeHidden();
    expect(await storedSession(page)).toEqual(SIGNED_OUT);

    await page.goto('/profile');
    await expect(page.locator('main').getByRole('heading', { name: 'Sign in required' })).toBeVisible();
  });

  test('an access token the API refuses goes to /login, which signs in again', async ({ page, product }) => {
    const name = fullNameOf(demoCustomer);
    await signInAt(page, '/profile', demoCustomer);
    // Unexpired as far as the site knows, so it is sent as it is; the API answers 401 with isAuthError.
    const garbage = 'not-a-real-token';
    await editOidcUser(page, {
      fields: { access_token: garbage, expires_at: Math.floor(Date.now() / 1000) + 600 },
    });

    const me = nextApiAnswer(page, '/auth/me', (token) => token === garbage);
    await page.goto('/profile');
    expect((await me).status()).toBe(401);

    await expect(page).toHaveURL(/\/login$/);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(main.getByText('Your session has ended. Please sign in again')).toBeVisible();
    await expect(signInButton(page)).toBeVisible();
    expect(await storedSession(page)).toEqual(SIGNED_OUT);

    // Sign In: the provider may still know the customer (its session outlives the site's tokens), or
    // ask again; either way the site is signed in, on the home page.
    await main.getByRole('button', { name: 'Sign In' }).click();
    const form = page.getByRole('heading', { name: 'Welcome back' });
    await expect(form.or(userMenuButton(page, name))).toBeVisible({ timeout: 30_000 });
    if (await form.isVisible()) await signInOnProvider(page, demoCustomer.email, demoCustomer.password);
    await expect(page).toHaveURL(new URL('/', product.siteUrl).href, { timeout: 30_000 });
    await expect(userMenuButton(page, name)).toBeVisible();
    expect((await storedSession(page)).token).not.toBe(garbage);
  });
});
