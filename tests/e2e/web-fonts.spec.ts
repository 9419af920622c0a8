// The web fonts load after the page has drawn itself (decision 126): on a tab's first page they are
// asked for only once the page has loaded, so they never compete with its HTML, stylesheet and main
// image; later pages of the same tab declare them at once, to draw from the warm cache.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const FAMILIES = ['Inter Variable', 'Fraunces Variable'];

/** Records which faces the page had declared when its HTML was parsed (read by `facesAtParse`). */
const recordFacesAtParse = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { facesAtParse: string[] }).facesAtParse = [...document.fonts].map((face) =>
        face.family.replace(/"/g, ''),
      );
    });
  });

test.beforeEach(({ page }) => recordFacesAtParse(page));

const facesAtParse = (page: Page) =>
  page.evaluate(() => (window as unknown as { facesAtParse?: string[] }).facesAtParse ?? null);

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
  expect(await facesAtParse(page)).toEqual(['Inter Fallback', 'Fraunces Fallback']);

  await expect
    .poll(() =>
      page.evaluate(
        (families) => families.map((family) => document.fonts.check(`16px "${family}"`)),
        FAMILIES,
      ),
    )
    .toEqual([true, true]);
  expect(asked.map((entry) => entry.path).sort()).toEqual([
    expect.stringMatching(/\/fraunces-latin-wght-normal\.[\w-]+\.woff2$/),
    expect.stringMatching(/\/inter-latin-wght-normal\.[\w-]+\.woff2$/),
  ]);
  expect(asked.map((entry) => entry.readyState)).toEqual(['complete', 'complete']);
  // The body text and the headings are set in them.
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
    /^"?Inter Variable/,
  );
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily),
  ).toMatch(/^"?Fraunces Variable/);
});

test('the next page of the same tab declares the fonts at once', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(
        (families) => families.map((family) => document.fonts.check(`16px "${family}"`)),
        FAMILIES,
      ),
    )
    .toEqual([true, true]);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await facesAtParse(page)).toEqual(['Inter Fallback', 'Fraunces Fallback', ...FAMILIES]);
});

test('a new tab starts again from the first-visit path', async ({ page, context }) => {
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('aangan-fonts'))).toBe('1');
  const other = await context.newPage();
  await recordFacesAtParse(other);
  await other.goto('/about');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await facesAtParse(other)).toEqual(['Inter Fallback', 'Fraunces Fallback']);
});
