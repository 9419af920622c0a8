// The pre-rendered home page, its header and footer (docs/site.md), checked against the API it
// was built from.
import type { Locator, Page } from '@playwright/test';
import { effectivePrice, formatINR, strikethroughPrice } from '../../src/lib/money.ts';
import { mainNav, footerGroups } from '../../src/lib/navigation.ts';
import { apiData, expect, featuredProducts, payablePrice, test } from './support/fixtures.ts';

/** en-IN grouping, no decimals: the last three digits, then pairs (₹999, ₹1,25,000, ₹12,34,567). */
const INR = /^₹(\d{1,3}|\d{1,2},(\d{2},)*\d{3})$/;

/** The home page's sections carry their names ('Featured Products', …) as their small heading. */
const section = (page: Page, eyebrow: string): Locator =>
  page.locator('main section').filter({ has: page.getByText(eyebrow, { exact: true }) });

const featuredCards = (page: Page): Locator => section(page, 'Featured Products').locator('article');

test.describe('home page', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
  });

  test('hero links to a consultation and to the products', async ({ page }) => {
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.locator('a[href="/consultation"]')).toBeVisible();
    await expect(hero.locator('a[href="/products"]')).toBeVisible();
  });

  test('shows the four value highlights', async ({ page }) => {
    for (const title of ['Expert Design', 'Complete Solutions', 'Customer Focused', '24/7 Support']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
  });

  test('links up to six root categories, in the API order, and all categories', async ({
    page,
    request,
    product,
  }) => {
    const roots = (
      await apiData<{ categories: { slug: string; name: string }[] }>(
        request,
        product.apiUrl,
        '/categories/roots',
      )
    ).categories;
    const categories = section(page, 'Shop by Category');
    const links = categories.locator('a[href^="/categories/"]');
    const expected = roots.slice(0, 6).map((category) => `/categories/${encodeURIComponent(category.slug)}`);
    expect(expected.length).toBeGreaterThan(0);
    await expect(links).toHaveCount(expected.length);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      expected,
    );
    await expect(categories.locator('a[href="/categories"]')).toHaveCount(1);
  });

  test('features eight products priced in rupees, as the API has them', async ({
    page,
    request,
    product,
  }) => {
    const featured = await featuredProducts(request, product.apiUrl);
    expect(featured).toHaveLength(8);
    const cards = featuredCards(page);
    await expect(cards).toHaveCount(8);
    for (const [index, item] of featured.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: item.name, exact: true })).toHaveAttribute(
        'href',
        `/products/${encodeURIComponent(item.slug)}`,
      );
      const price = formatINR(effectivePrice(item));
      expect(price).toMatch(INR);
      const struck = strikethroughPrice(item);
      expect(await payablePrice(card)).toBe(price);
      if (struck === null) await expect(card.locator('del')).toHaveCount(0);
      else await expect(card.locator('del')).toContainText(formatINR(struck));
    }
    await expect(section(page, 'Featured Products').locator('a[href="/products"]')).toHaveCount(1);
  });

  test('explains the four-step design process', async ({ page }) => {
    const steps = section(page, 'Our Design Process').getByRole('listitem').getByRole('heading');
    await expect(steps).toHaveText(['Consultation', 'Design', 'Approval', 'Execution']);
  });

  test('shows three testimonials', async ({ page }) => {
    await expect(section(page, 'Testimonials').locator('figure')).toHaveCount(3);
  });

  test('closes with a call to book a consultation or get in touch', async ({ page }) => {
    const cta = page.locator('main section').last();
    await expect(cta.locator('a[href="/consultation"]')).toBeVisible();
    await expect(cta.locator('a[href="/contact"]')).toBeVisible();
  });

  test('footer has the four link groups and this year in the copyright line', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    for (const group of footerGroups) {
      const details = footer
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: group.title }) });
      await expect(details).toHaveCount(1);
      for (const link of group.links) {
        await expect(details.locator(`a[href="${link.href}"]`)).toHaveCount(1);
      }
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'Twitter', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${network}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });
});

test('header marks Home as the current page and no other item', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(nav.getByRole('link')).toHaveText(mainNav.map((link) => link.label));
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
});

test('works without JavaScript', async ({ browser, request, product }) => {
  const featured = await featuredProducts(request, product.apiUrl);
  const context = await browser.newContext({ baseURL: product.siteUrl, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const cards = featuredCards(page);
    await expect(cards).toHaveCount(8);
    await expect(cards.first().getByRole('link', { name: featured[0]?.name, exact: true })).toBeVisible();
    expect(await payablePrice(cards.first())).toBe(formatINR(effectivePrice(featured[0]!)));
    // Rendered open, the footer's links stay reachable when no script collapses them.
    await expect(page.getByRole('contentinfo').locator('a[href="/privacy"]')).toBeVisible();
  } finally {
    await context.close();
  }
});
