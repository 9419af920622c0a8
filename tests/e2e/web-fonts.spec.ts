// The web fonts never slow a tab's first page (decision 126): it is drawn in the fallback faces, and
// fetches the fonts only once it has loaded, without applying them; later pages of the same tab name
// them at once and draw in them from the warm cache.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Records the body's font stack when the page's HTML was parsed (read by `fontsAtParse`). */
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

/** Whether each web font has been fetched (a face in the set is loaded), used or not. */
const fontsFetched = (page: Page) =>
  page.evaluate(() =>
    ['Inter Variable', 'Fraunces Variable'].map((family) =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
      ),
    ),
  );

test.beforeEach(({ page }) => recordFontsAtParse(page));

test('a first page fetches the fonts only after it has loaded, and stays in the fallback faces', async ({
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
  // Drawn in the fallback faces, scaled to the fonts' metrics.
  expect(await fontsAtParse(page)).toMatch(/^"?Inter Fallback"?,/);

  await expect.poll(() => fontsFetched(page)).toEqual([true, true]);
  expect(asked.map((entry) => entry.path).sort()).toEqual([
    expect.stringMatching(/\/fraunces-latin-wght-normal\.[\w-]+\.woff2$/),
    expect.stringMatching(/\/inter-latin-wght-normal\.[\w-]+\.woff2$/),
  ]);
  expect(asked.map((entry) => entry.readyState)).toEqual(['complete', 'complete']);
  // Fetched for the next page, not swapped in on this one.
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
    /^"?Inter Fallback"?,/,
  );
});

test('the next page of the same tab is drawn in the fonts from the start', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => fontsFetched(page)).toEqual([true, true]);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await fontsAtParse(page)).toMatch(/^"?Inter Variable"?, "?Inter Fallback"?,/);
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily),
  ).toMatch(/^"?Fraunces Variable"?, "?Fraunces Fallback"?,/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['Inter Variable', 'Fraunces Variable'].map((family) => document.fonts.check(`16px "${family}"`)),
      ),
    )
    .toEqual([true, true]);
});

test('a new tab starts again from the first-visit path', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(() => fontsFetched(page)).toEqual([true, true]);
  const other = await context.newPage();
  await recordFontsAtParse(other);
  await other.goto('/about');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await fontsAtParse(other)).toMatch(/^"?Inter Fallback"?,/);
});
