// Signing in and out in the browser journeys, through the embedded identity provider's own pages, and
// reading the sign-in the site keeps in localStorage (src/features/account/oidc.ts).
//
// Journeys that change a customer's data sign up a customer of their own with `newCustomer()`, whose
// email is unique, so reruns and parallel workers never share one; signing up goes through the
// confirmation e-mail, as a customer's does. The seeded demo customer
// (docs/identity.md) is for checks that change nothing on the server. Every sign-up counts against the
// provider's per-address limit (SIGN_UPS_PER_IP, 20 in 15 minutes, and the journeys all come from one
// address): sign up once per test at most.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ProductSummary } from '../../../contract/catalogue.ts';
import { apiData, expect } from './fixtures.ts';
import { addressed, waitForMail } from './leads.ts';

export const header = (page: Page): Locator => page.locator('header[data-site-header]');
export const signInButton = (page: Page): Locator =>
  header(page).getByRole('button', { name: 'Sign In', exact: true });
export const userMenuButton = (page: Page, name: string): Locator =>
  header(page).getByRole('button', { name: `Account menu for ${name}` });
/** The header's wishlist link; its accessible name carries the count ('Wishlist, 1 item'). */
export const wishlistLink = (page: Page): Locator =>
  header(page).getByRole('link', { name: /^Wishlist(, \d+ items?)?$/ });
/** The header wishlist's accessible name for `count` saved products. */
export const wishlistLabel = (count: number): string =>
  count === 0 ? 'Wishlist' : `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`;
/** The toasts on screen (top right). */
export const toasts = (page: Page): Locator => page.locator('[data-toaster] li');

export interface Customer {
  first: string;
  last: string;
  email: string;
  password: string;
}

/** The seeded demo customer (docs/identity.md): for read-only checks only. */
export const demoCustomer: Customer = {
  first: 'Priya',
  last: 'Sharma',
  email: 'demo@aangan.example',
  password: 'aangan-demo-2026',
};

/** A customer nobody has signed up yet: the email is unique to this call. */
export function newCustomer(
  prefix = 'shopper',
  name: Partial<Pick<Customer, 'first' | 'last'>> = {},
): Customer {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    first: name.first ?? 'Meera',
    last: name.last ?? 'Iyer',
    email: `${prefix}-${unique}@example.in`,
    password: 'chai-and-cushions-2026',
  };
}

export const fullNameOf = (customer: Pick<Customer, 'first' | 'last'>): string =>
  `${customer.first} ${customer.last}`.trim();

/** On the provider's sign-in page: signs in. */
export async function signInOnProvider(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * On the provider's sign-in page: follows 'Create an account', creates `customer`'s account, opens the
 * link of the confirmation e-mail (the product writes its e-mails to DATA_DIR/mail, no SMTP being set)
 * in the same tab, which continues to the sign-in page, and signs in: the provider then sends the
 * browser back to the site.
 */
export async function signUp(page: Page, customer: Customer): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill(customer.first);
  await page.getByLabel('Last name').fill(customer.last);
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(await confirmationLink(customer.email));
  await expect(
    page.getByText('Thank you, your email address is confirmed. Sign in to continue.'),
  ).toBeVisible();
  await signInOnProvider(page, customer.email, customer.password);
}

/** The link of the confirmation e-mail the product wrote to `email`. */
export async function confirmationLink(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys start through the global setup.');
  const mail = await waitForMail(
    dataDir,
    `the confirmation e-mail to ${email}`,
    (candidate) =>
      addressed(candidate.headers.to, email) &&
      candidate.headers.subject?.startsWith('Confirm your email') === true,
  );
  const link = /https?:\/\/\S+\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `a confirmation link in the e-mail to ${email}`).toBeTruthy();
  return link!;
}

/**
 * Opens `path` anonymously, presses the header's Sign In, creates `customer`'s account and waits until
 * the site is back on `path` with the customer signed in.
 */
export async function signUpAt(page: Page, path: string, customer: Customer): Promise<void> {
  await page.goto(path);
  await signInButton(page).click();
  await signUp(page, customer);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`), { timeout: 30_000 });
  await expect(userMenuButton(page, fullNameOf(customer))).toBeVisible();
}

/** Opens `path`, presses Sign In and signs in as `customer`; back on `path`, signed in. */
export async function signInAt(page: Page, path: string, customer: Customer): Promise<void> {
  await page.goto(path);
  await signInButton(page).click();
  await signInOnProvider(page, customer.email, customer.password);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`), { timeout: 30_000 });
  await expect(userMenuButton(page, fullNameOf(customer))).toBeVisible();
}

/**
 * Sign Out from the user menu: the site forgets the sign-in at once and goes to the provider to end its
 * session, which may ask to confirm, and back to the home page. Ends there, anonymous.
 */
export async function signOut(page: Page, name: string): Promise<void> {
  await userMenuButton(page, name).click();
  // The header shows 'Sign In' before the page leaves for the provider: wait for the page to change.
  const left = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame(),
    timeout: 30_000,
  });
  await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).click();
  await left;
  const confirm = page.getByRole('button', { name: 'Yes, sign me out' });
  await expect(confirm.or(signInButton(page))).toBeVisible({ timeout: 30_000 });
  if (await confirm.isVisible()) await confirm.click();
  await expect(signInButton(page)).toBeVisible({ timeout: 30_000 });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ─── Products to save ───────────────────────────────────────────────────────────────────────────

/** `count` products that can be added to the cart, in name order. */
export async function buyableProducts(
  request: APIRequestContext,
  apiUrl: string,
  count: number,
): Promise<ProductSummary[]> {
  const { products } = await apiData<{ products: ProductSummary[] }>(
    request,
    apiUrl,
    '/products?limit=100&sort=name&order=asc',
  );
  const buyable = products.filter((product) => product.stock_status === 'in_stock').slice(0, count);
  expect(buyable, `the catalogue has ${count} products in stock`).toHaveLength(count);
  return buyable;
}

/** Opens a product page and waits until its controls work. */
export async function openProduct(page: Page, slug: string): Promise<void> {
  const response = await page.goto(`/products/${encodeURIComponent(slug)}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
}

/** The product page's wishlist toggle. */
export const wishlistToggle = (page: Page): Locator => page.getByRole('button', { name: 'Save to wishlist' });

/** A saved product on /wishlist, found by its name. */
export const savedItem = (page: Page, name: string): Locator =>
  page.locator('main li').filter({ has: page.getByRole('heading', { name, exact: true }) });

// ─── The stored sign-in (src/features/account/oidc.ts) ──────────────────────────────────────────

/** The storage keys of the access token and the profile. */
export const AUTH_TOKEN_KEY = 'auth0_token';
export const USER_DATA_KEY = 'user_data';

/** The oidc-client-ts user's storage key, as the header announces it (oidc.user:<issuer>:<client id>). */
export async function oidcUserKey(page: Page): Promise<string> {
  const key = await header(page).getAttribute('data-oidc-user-key');
  expect(key, 'the header names the stored sign-in').toMatch(/^oidc\.user:/);
  return key!;
}

export interface StoredOidcUser {
  access_token: string;
  refresh_token?: string;
  expires_at?: number;
  [key: string]: unknown;
}

/** The oidc-client-ts user this browser holds, or null. */
export async function readOidcUser(page: Page): Promise<StoredOidcUser | null> {
  const key = await oidcUserKey(page);
  return page.evaluate((storageKey) => {
    const raw = localStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as StoredOidcUser) : null;
  }, key);
}

/**
 * Rewrites the stored oidc-client-ts user (every tab of the context sees it: localStorage is shared).
 * `change` gets the user and returns the fields to replace; `staleAccessToken` makes the access token
 * one the site must refresh before its next call.
 */
export async function editOidcUser(
  page: Page,
  change: { staleAccessToken?: boolean; fields?: Partial<StoredOidcUser> },
): Promise<void> {
  const key = await oidcUserKey(page);
  await page.evaluate(
    ({ storageKey, stale, fields, tokenKey }) => {
      const raw = localStorage.getItem(storageKey);
      if (!raw) throw new Error('No sign-in is stored.');
      const user = { ...(JSON.parse(raw) as Record<string, unknown>), ...fields };
      // Well inside the site's 60 s early-expiry margin.
      if (stale) user.expires_at = Math.floor(Date.now() / 1000) - 120;
      localStorage.setItem(storageKey, JSON.stringify(user));
      if (typeof fields.access_token === 'string') localStorage.setItem(tokenKey, fields.access_token);
    },
    {
      storageKey: key,
      stale: !!change.staleAccessToken,
      fields: change.fields ?? {},
      tokenKey: AUTH_TOKEN_KEY,
    },
  );
}

/** What the site keeps about the sign-in: its two keys and whether oidc-client-ts holds a user. */
export async function storedSession(
  page: Page,
): Promise<{ token: string | null; userData: string | null; oidcUser: boolean }> {
  const key = await oidcUserKey(page);
  return page.evaluate(
    ({ storageKey, tokenKey, userKey }) => ({
      token: localStorage.getItem(tokenKey),
      userData: localStorage.getItem(userKey),
      oidcUser: localStorage.getItem(storageKey) !== null,
    }),
    { storageKey: key, tokenKey: AUTH_TOKEN_KEY, userKey: USER_DATA_KEY },
  );
}
