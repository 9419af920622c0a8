// The back office's shell and read-only screens: staff sign-in, the navigation a role sees, deep links
// and reloads, tokens kept out of localStorage, a viewer who can change nothing, the lists' state in
// the address, the admin at a phone's width, and the accessibility check of the main screens.
import { axe } from './support/axe.ts';
import type { Page } from '@playwright/test';
import { adminApp, adminNav, addStaffMember, demoOwner, signInToAdmin, staffToken } from './support/admin.ts';
import { expect, featuredProducts, test } from './support/fixtures.ts';

const EVERY_SECTION = [
  'Dashboard',
  'Products',
  'Categories',
  'CSV import & export',
  'Reviews',
  'Leads',
  'Consultation calendar',
  'Design projects',
  'Customers',
  'Publishing',
  'Audit log',
  'Staff',
];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test.describe('back office', () => {
  test('the demo owner signs in, sees every section, and no token reaches localStorage', async ({ page }) => {
    await signInToAdmin(page);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(heading(page, 'Dashboard')).toBeVisible();
    for (const label of EVERY_SECTION)
      await expect(adminNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('img', { name: /New leads per week/ })
        .or(page.getByText('No leads in the last eight weeks.')),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Most viewed products' })).toBeVisible();

    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .map((key) => `${key}=${localStorage.getItem(key)}`)
        .join('\n'),
    );
    expect(stored).not.toMatch(/access_token|refresh_token|id_token|eyJ/);
    const session = await page.evaluate(() => Object.keys(sessionStorage).join(' '));
    expect(session).toContain('aangan-admin.user:');
  });

  test('deep links open their screen, also after a reload, and a list keeps its state in the address', async ({
    page,
    request,
    product,
  }) => {
    const [item] = await featuredProducts(request, product.apiUrl);
    if (!item) throw new Error('The seeded catalogue has no featured product.');
    await signInToAdmin(page, demoOwner, `/admin/products/${item.id}`);
    await expect(heading(page, item.name)).toBeVisible();
    await page.reload();
    await expect(heading(page, item.name)).toBeVisible();

    await page.goto('/admin/products');
    await expect(heading(page, 'Products')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(item.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The search's results replace the table; sorting before they arrive would sort the old one.
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('link', { name: item.name, exact: true })).toBeVisible();
    const priceHeader = page.getByRole('columnheader', { name: /Price/ });
    await priceHeader.getByRole('button').click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(priceHeader).toHaveAttribute('aria-sort', /ascending|descending/);
    const sorted = await priceHeader.getAttribute('aria-sort');
    await expect(page.getByRole('link', { name: item.name, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(item.name);
    await expect(priceHeader).toHaveAttribute('aria-sort', sorted!);
    await expect(page.getByRole('link', { name: item.name, exact: true })).toBeVisible();

    await page.goto('/admin/publishing');
    await expect(heading(page, 'Publishing')).toBeVisible();
    await expect(page.locator('[data-live-build]')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Publishing')).toBeVisible();
  });

  test('the main screens have no serious accessibility problem', async ({ page, request, product }) => {
    test.setTimeout(120_000);
    const [item] = await featuredProducts(request, product.apiUrl);
    await signInToAdmin(page);
    for (const [path, title] of [
      ['/admin', 'Dashboard'],
      ['/admin/products', 'Products'],
      [`/admin/products/${item!.id}`, item!.name],
      ['/admin/products/new', 'New product'],
      ['/admin/publishing', 'Publishing'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('a viewer sees no write buttons, and a write they attempt is refused', async ({
    page,
    browser,
    request,
    product,
  }) => {
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInToAdmin(ownerPage);
    const viewer = await addStaffMember(ownerPage, ownerPage, product.apiUrl, 'viewer');
    await ownerContext.close();

    await signInToAdmin(page, viewer, '/admin/products');
    await expect(heading(page, 'Products')).toBeVisible();
    const nav = adminNav(page);
    await expect(nav.getByRole('link', { name: 'Audit log', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    const [item] = await featuredProducts(request, product.apiUrl);
    await page.getByRole('searchbox', { name: 'Search' }).fill(item!.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: item!.name, exact: true }).click();
    await expect(heading(page, item!.name)).toBeVisible();
    await expect(page.getByText('Your role can see this product but not change it.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Save changes|Publish|Unpublish|Archive|Add images/ }),
    ).toHaveCount(0);
    await expect(page.getByLabel('Price (₹)', { exact: true })).toBeDisabled();

    await page.goto('/admin/publishing');
    await expect(heading(page, 'Publishing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);

    // Going to a write screen directly, and calling the API directly, are both refused.
    await page.goto('/admin/products/new');
    await expect(page.getByRole('alert')).toContainText('Your role does not allow this.');
    const refused = await page.request.post(`${product.apiUrl}/admin/builds/publish`, {
      headers: { authorization: `Bearer ${await staffToken(page)}` },
    });
    expect(refused.status()).toBe(403);
  });

  test('search engines are kept out of the back office', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin$/m);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
    const shell = await (await request.get('/admin/products/anything')).text();
    expect(shell).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the navigation folds away and the lists scroll inside their box', async ({ page }) => {
      await signInToAdmin(page);
      await expect(heading(page, 'Dashboard')).toBeVisible();
      const nav = adminNav(page);
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'Products', exact: true }).click();
      await expect(heading(page, 'Products')).toBeVisible();
      await expect(nav).toBeHidden();
      await expect(page.locator('[data-admin-table] tbody tr').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(adminApp(page)).toBeVisible();
    });
  });
});
