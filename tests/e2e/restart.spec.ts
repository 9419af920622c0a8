// A signed-in customer stays signed in across a restart of the whole product (docs/account.md, issue
// "come back signed in after a server restart"): the provider keeps its grants, refresh tokens and
// signing keys in the database, so a page opened after the restart refreshes its expired access token
// against the restarted provider and carries on. This journey runs a product of its own on the
// embedded database, started twice on the same data folder and the same ports (browser storage
// belongs to the origin).
//
// The product runs as the README's quick start runs it, with generated pictures and only the ports
// and the data folder chosen, so this also proves that start.ts's default origins agree: an ID token
// from an issuer the site does not expect, or pictures the page's policy refuses, fail here.
//
// Rendering all 1,083 demo images took one to two minutes of both cores, which every other journey
// shares, and the drawings themselves are tested on their own (server/media/generate.test.ts). So the
// products' images are in the data folder before the first start, as small stand-ins, and the first
// start renders the categories' own: the quick start's rendering still runs, and this checks its output.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  demoCustomer,
  editOidcUser,
  fullNameOf,
  readOidcUser,
  signInOnProvider,
  userMenuButton,
  type StoredOidcUser,
} from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { freePort, scratchDir, startProduct, type RunningProduct } from '../../scripts/lib/product.ts';
import { catalogue } from '../../demo/catalogue.ts';
import { catalogueMediaKeys, IMAGE_SIZE } from '../../server/media/generate.ts';
import sharp from '../../server/media/sharp.ts';

const menuButton = (page: Page) => userMenuButton(page, fullNameOf(demoCustomer));

/**
 * Writes a small stand-in for every product image into the data folder's media, and returns the keys
 * left for the product to render: the categories' images.
 */
async function prefillProductImages(dataDir: string): Promise<string[]> {
  const keys = catalogueMediaKeys(catalogue);
  const rendered = keys.slice(0, catalogue.categories.length);
  const standIn = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 181, g: 131, b: 90 } },
  })
    .webp()
    .toBuffer();
  for (const key of keys.slice(rendered.length)) {
    const path = join(dataDir, 'media', key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, standIn);
  }
  return rendered;
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
    const toRender = await prefillProductImages(dataDir);
    running = await start();
    const site = running.siteUrl;
    // The first start rendered the images that were missing, at their full size.
    for (const key of toRender) {
      const { width, format } = await sharp(join(dataDir, 'media', key)).metadata();
      expect({ key, width, format }).toEqual({ key, width: IMAGE_SIZE, format: 'webp' });
    }

    // Product pictures come from the site's own origin, which forwards them to the API (decision 127),
    // and the page's policy lets them load.
    await page.goto(`${site}/products`);
    const picture = page.locator('main article img').first();
    await expect(picture).toHaveAttribute('src', new RegExp(`^${new URL(site).origin}/media/`));
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(`${site}/profile`);
    await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
    await signInOnProvider(page, demoCustomer.email, demoCustomer.password);
    await expect(page).toHaveURL(`${site}/profile`, { timeout: 30_000 });
    await expect(menuButton(page)).toBeVisible();
    await expect(page.locator('main').getByText(demoCustomer.email).first()).toBeVisible();

    await running.stop();
    running = undefined;
    await page.goto('about:blank');
    running = await start();

    // Let the access token run out while the product was down: the next page must refresh it.
    await page.goto(`${site}/about`);
    await expect(menuButton(page)).toBeVisible();
    const stored = async (): Promise<StoredOidcUser> => {
      const user = await readOidcUser(page);
      expect(user, 'a sign-in is stored').not.toBeNull();
      return user!;
    };
    const before = await stored();
    await editOidcUser(page, { staleAccessToken: true });

    await page.goto(`${site}/profile`);
    await expect(menuButton(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main').getByText(demoCustomer.email).first()).toBeVisible();
    await expect(page.locator('main').getByText('Sign in required')).toBeHidden();
    // The header shows the stored profile at once; the refresh and the profile call follow.
    await expect
      .poll(async () => (await stored()).access_token, { timeout: 30_000 })
      .not.toBe(before.access_token);
    const after = await stored();
    expect(after.refresh_token, 'the refresh token rotated').not.toBe(before.refresh_token);
    expect(after.expires_at).toBeGreaterThan(Date.now() / 1000);
    // And the refreshed token works against the restarted API.
    const me = await page.request.get(`${running.apiUrl}/auth/me`, {
      headers: { authorization: `Bearer ${after.access_token}` },
    });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe(
      demoCustomer.email,
    );
  } finally {
    await running?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
