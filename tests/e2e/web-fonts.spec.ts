// The web fonts load after the page has drawn itself (decision 126): on a tab's first page they are
// asked for only once the page has loaded, so they never compete with its HTML, stylesheet and main
// image; later pages of the same tab name them at once, to draw from the warm cache.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Records whether the page named the web fonts when its HTML was parsed (read by `fontsAtParse`). */
const recordFontsAtParse = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { fontsAtParse: string }).fontsAtParse = getComputedStyle(
        document.body,
      ).fontFamily;
    });
  });

const fontsAtParse = (page: Page) =>
  page.evaluate(() => (window as unknown as { fontsAtParse?: string }).fontsAtParse ?? null);

const fontsInUse = (page: Page) =>
  page.evaluate(() =>
    ['Inter Variable', 'Fraunces Variable'].map((family) => document.fonts.check(`16px "${family}"`)),
  );

test.beforeEach(({ page }) => recordFontsAtParse(page));

test('a first page asks for the fonts only after it has loaded, then draws its text in them', async ({
  page,
}) => {
  const asked: { path: string; readyState: string }[] = [];
  await page.route('**/*.woff2', async (route) => {
    const readyState = await page.evaluate(() => document.readyState).catch(() => 'unknown');
    asked.push({ path: new URL(route.request().url()).pathname, readyState });
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Drawn first in the fallback faces, scaled to the fonts' metrics.
  expect(await fontsAtParse(page)).toMatch(/^"?Inter Fallback"?,/);

  await expect.poll(() => fontsInUse(page)).toEqual([true, true]);
  expect(asked.map((entry) => entry.path).sort()).toEqual([
    expect.stringMatching(/\/fraunces-latin-wght-normal\.[\w-]+\.woff2$/),
    expect.stringMatching(/\/inter-latin-wght-normal\.[\w-]+\.woff2$/),
  ]);
  expect(asked.map((entry) => entry.readyState)).toEqual(['complete', 'complete']);
  // The body text and the headings are set in them now.
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
    /^"?Inter Variable"?, "?Inter Fallback"?,/,
  );
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily),
  ).toMatch(/^"?Fraunces Variable"?, "?Fraunces Fallback"?,/);
});

test('the next page of the same tab names the fonts at once', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => fontsInUse(page)).toEqual([true, true]);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await fontsAtParse(page)).toMatch(/^"?Inter Variable"?,/);
});

test('a new tab starts again from the first-visit path', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(() => fontsInUse(page)).toEqual([true, true]);
  const other = await context.newPage();
  await recordFontsAtParse(other);
  await other.goto('/about');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await fontsAtParse(other)).toMatch(/^"?Inter Fallback"?,/);
});
