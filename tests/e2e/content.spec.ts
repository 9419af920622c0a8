// Content pages (docs/site.md: About, Privacy, Terms, and every page the footer links to), and the
// files search engines read: /sitemap.xml and /robots.txt.
import { formatLongDate, isoDate } from '../../src/components/content/dates.ts';
import { footerGroups } from '../../src/lib/navigation.ts';
import { apiData, expect, featuredProducts, test } from './support/fixtures.ts';

const footerLinks = [...new Set(footerGroups.flatMap((group) => group.links.map((link) => link.href)))];

/** Pages of text and links, which carry no island. (/contact and /consultation have forms.) */
const contentPages = ['/about', '/privacy', '/terms', ...footerLinks].filter(
  (path, index, all) => !['/contact', '/consultation'].includes(path) && all.indexOf(path) === index,
);

const privatePaths = ['/cart', '/callback', '/profile', '/projects', '/wishlist', '/orders', '/login'];

/** The legal pages carry the build date; a run that started just before midnight may see yesterday's. */
function acceptableDates(): { text: string; iso: string }[] {
  const now = new Date();
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return [now, yesterday].map((date) => ({ text: formatLongDate(date), iso: isoDate(date) }));
}

test.describe('footer links', () => {
  for (const path of footerLinks) {
    test(`${path} answers 200 with a page of its own`, async ({ page, product }) => {
      const response = await page.goto(path);
      expect(response?.status(), `${path} status`).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText('Page Not Found');
      await expect(page).not.toHaveTitle(/Page Not Found/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${new URL(product.siteUrl).origin}${path}`,
      );
    });
  }
});

test.describe('content pages', () => {
  for (const path of contentPages) {
    test(`${path} is plain HTML with a next step`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('astro-island')).toHaveCount(0);
      const nextStep = page.locator(
        'main a[href="/consultation"], main a[href="/contact"], main a[href="/products"]',
      );
      expect(
        await nextStep.count(),
        `${path} offers a consultation, contact or products link`,
      ).toBeGreaterThan(0);
    });
  }

  test(
    'about shows the four figures, the story, three designers and the values',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/about');
      const main = page.getByRole('main');
      for (const [label, value] of [
        ['Projects Completed', '500+'],
        ['Happy Customers', '1000+'],
        ['Years Experience', '10+'],
        ['Average Rating', '4.9'],
      ] as const) {
        const stat = main.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
        await expect(stat.locator('dd')).toHaveText(value);
        await expect(stat).toBeVisible();
      }
      await expect(main).toContainText('2014');
      await expect(main).toContainText('across India');

      const team = main.locator('section').filter({ has: page.getByText('Our designers', { exact: true }) });
      await expect(team.getByRole('listitem')).toHaveCount(3);
      await expect(team.getByRole('listitem').locator('svg')).toHaveCount(3);
      await expect(team.locator('img')).toHaveCount(0);

      for (const value of ['Quality', 'Collaboration', 'Innovation']) {
        await expect(main.getByRole('heading', { name: value, exact: true })).toBeVisible();
      }
      await expect(main.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute(
        'href',
        '/consultation',
      );
    },
  );

  test('about agrees with the rest of the shop and does not go stale', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    // The designer on the demo customer's project cards (/projects) is Vikram Mehta.
    await expect(main.getByRole('heading', { name: 'Vikram Mehta', level: 3 })).toBeVisible();
    await expect(main).not.toContainText('Vikram Sethi');
    // The story counts no years, which would be wrong a year later; the figures say 10+.
    const story = main.locator('section').filter({ has: page.getByText('Our story', { exact: true }) });
    await expect(story).toContainText('2014');
    await expect(story).not.toContainText(/\b(\w+|\d+) years on\b/i);
    await expect(story).toContainText('Since then, we have completed more than 500 projects');
  });

  test('privacy shows the date it was last updated and excludes children under 13', async ({ page }) => {
    await page.goto('/privacy');
    const updated = page.locator('main time');
    const dates = acceptableDates();
    await expect(updated).toHaveText(new RegExp(`^(${dates.map((date) => date.text).join('|')})$`));
    expect(dates.map((date) => date.iso)).toContain(await updated.getAttribute('datetime'));
    await expect(page.getByRole('heading', { name: 'Children' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Children under 13');
  });

  test('terms show the date and the points they must make', async ({ page }) => {
    await page.goto('/terms');
    const updated = page.locator('main time');
    const dates = acceptableDates();
    await expect(updated).toHaveText(new RegExp(`^(${dates.map((date) => date.text).join('|')})$`));
    const main = page.getByRole('main');
    await expect(main).toContainText('at least 24 hours before the booked time');
    await expect(main).toContainText('All prices are in Indian rupees (INR, ₹)');
    await expect(main).toContainText('governed by the laws of India');
    await expect(main).toContainText('the courts in Mumbai');
  });

  test('the cookie policy names what the site keeps in the browser', async ({ page }) => {
    await page.goto('/cookies');
    const main = page.getByRole('main');
    for (const key of ['cart_items', 'auth0_token', 'user_data']) await expect(main).toContainText(key);
  });
});

test.describe('search engine files', () => {
  test('the sitemap lists the site pages, every category and every product, and nothing private', async ({
    request,
    product,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!.replace(/&amp;/g, '&')),
    );
    const origin = new URL(product.siteUrl).origin;
    expect(
      locations.every((url) => url.origin === origin),
      'every URL is absolute on the site',
    ).toBe(true);
    const paths = new Set(locations.map((url) => url.pathname));

    const [first] = await featuredProducts(request, product.apiUrl);
    expect(paths).toContain(`/products/${encodeURIComponent(first!.slug)}`);
    const { categories } = await apiData<{ categories: { slug: string }[] }>(
      request,
      product.apiUrl,
      '/categories',
    );
    for (const category of categories)
      expect(paths).toContain(`/categories/${encodeURIComponent(category.slug)}`);
    const { pagination } = await apiData<{ pagination: { total: number } }>(
      request,
      product.apiUrl,
      '/products?limit=1',
    );
    expect([...paths].filter((path) => path.startsWith('/products/'))).toHaveLength(pagination.total);

    for (const path of ['/', '/about', '/privacy', '/terms', ...footerLinks]) expect(paths).toContain(path);
    for (const path of [...privatePaths, '/404']) expect(paths).not.toContain(path);

    // Every page listed that is not a product or category answers 200.
    for (const path of [...paths].filter((entry) => !/^\/(products|categories)\/./.test(entry))) {
      expect((await request.get(path)).status(), `${path} from the sitemap`).toBe(200);
    }
  });

  test('robots.txt allows crawling, keeps out the private pages and points at the sitemap', async ({
    request,
    product,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of privatePaths) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    expect(text).toMatch(new RegExp(`^Sitemap: ${new URL('/sitemap.xml', product.siteUrl).href}$`, 'm'));
  });
});
