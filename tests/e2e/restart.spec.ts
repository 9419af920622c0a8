// A signed-in customer stays signed in across a restart of the whole product (spec section 4, issue
// "come back signed in after a server restart"): the provider keeps its grants, refresh tokens and
// signing keys in the database, so a page opened after the restart refreshes its expired access token
// against the restarted provider and carries on. This journey runs a product of its own on the
// embedded database, started twice on the same data folder and the same ports (browser storage
// belongs to the origin).
//
// The product runs as the README's quick start runs it, with generated pictures and only the ports
// and the data folder chosen, so this also proves that start.ts's default origins agree: an ID token
// from an issuer the site does not expect, or pictures the page's policy refuses, fail here.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { freePort, scratchDir, startProduct, type RunningProduct } from './support/product.ts';

const header = (page: Page) => page.locator('header[data-site-header]');
const menuButton = (page: Page) =>
  header(page).getByRole('button', { name: 'Account menu for Priya Sharma' });

/** The oidc-client-ts user the site keeps in localStorage. */
async function storedUser(page: Page): Promise<{ key: string; user: Record<string, unknown> }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) throw new Error('No signed-in user in localStorage.');
    return { key, user: JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown> };
  });
}

test('a customer signed in before a restart is still signed in after it', async ({ page }) => {
  test.setTimeout(300_000);
  const dataDir = await scratchDir('restart');
  const ports = { api: await freePort(), site: await freePort() };
  const start = () =>
    startProduct({
      dataDir,
      logFile: join(dataDir, 'product.log'),
      ports,
      rebuildIntervalSeconds: 600,
      // As the README's quick start runs it: generated pictures, every origin left to its default.
      generateMedia: true,
      defaultOrigins: true,
    });
  let running: RunningProduct | undefined;
  try {
    running = await start();
    const site = running.siteUrl;

    // Product pictures come from the API's origin and the page's policy lets them load.
    await page.goto(`${site}/products`);
    const picture = page.locator('main article img').first();
    await expect(picture).toHaveAttribute(
      'src',
      new RegExp(`^${running.apiUrl.replace('/api/v1', '')}/media/`),
    );
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(`${site}/profile`);
    await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Email address').fill('demo@aangan.example');
    await page.getByLabel('Password', { exact: true }).fill('aangan-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${site}/profile`, { timeout: 30_000 });
    await expect(menuButton(page)).toBeVisible();
    await expect(page.locator('main').getByText('demo@aangan.example').first()).toBeVisible();

    await running.stop();
    running = undefined;
    await page.goto('about:blank');
    running = await start();

    // Let the access token run out while the product was down: the next page must refresh it.
    await page.goto(`${site}/about`);
    await expect(menuButton(page)).toBeVisible();
    const before = await storedUser(page);
    await page.evaluate(({ key }) => {
      const user = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      user.expires_at = Math.floor(Date.now() / 1000) - 3600;
      localStorage.setItem(key, JSON.stringify(user));
    }, before);

    await page.goto(`${site}/profile`);
    await expect(menuButton(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main').getByText('demo@aangan.example').first()).toBeVisible();
    await expect(page.locator('main').getByText('Sign in required')).toBeHidden();
    // The header shows the stored profile at once; the refresh and the profile call follow.
    await expect
      .poll(async () => (await storedUser(page)).user.access_token, { timeout: 30_000 })
      .not.toBe(before.user.access_token);
    const after = await storedUser(page);
    expect(after.user.refresh_token, 'the refresh token rotated').not.toBe(before.user.refresh_token);
    expect(after.user.expires_at as number).toBeGreaterThan(Date.now() / 1000);
    // And the refreshed token works against the restarted API.
    const me = await page.request.get(`${running.apiUrl}/auth/me`, {
      headers: { authorization: `Bearer ${after.user.access_token as string}` },
    });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(
      'demo@aangan.example',
    );
  } finally {
    await running?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
