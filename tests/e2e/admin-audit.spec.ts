// The back office's other screens: the audit log's filters and its changes field by field; every screen
// of these sections under axe (no serious or critical violation), and at a phone's width (390 px) with
// the navigation folded and the lists scrolling inside their own box.
import { axe } from './support/axe.ts';
import { adminApp, adminNav, signInToAdmin, staffToken } from './support/admin.ts';
import { uniqueTag } from './support/leads.ts';
import { expect, test } from './support/fixtures.ts';

const SCREENS = [
  ['/admin/categories', 'Categories'],
  ['/admin/csv', 'CSV import & export'],
  ['/admin/reviews', 'Reviews'],
  ['/admin/leads', 'Leads'],
  ['/admin/calendar', 'Consultation calendar'],
  ['/admin/projects', 'Design projects'],
  ['/admin/projects/new', 'New design project'],
  ['/admin/designers', 'Designers'],
  ['/admin/customers', 'Customers'],
  ['/admin/delivery', 'Delivery'],
  ['/admin/audit', 'Audit log'],
  ['/admin/staff', 'Staff'],
] as const;

test.describe('back office screens', () => {
  test('the audit log filters by kind of record and shows what changed', async ({ page, product }) => {
    await signInToAdmin(page, undefined, '/admin/designers');
    const name = `Ishita ${uniqueTag()}`;
    const response = await page.request.post(`${product.apiUrl}/admin/designers`, {
      headers: { authorization: `Bearer ${await staffToken(page)}` },
      data: { first_name: name, last_name: 'Sen', email: null, phone: null },
    });
    expect(response.status(), await response.text()).toBe(201);

    await page.goto('/admin/audit?entity_type=designer');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByLabel('Kind of record')).toHaveValue('designer');
    const entry = page
      .locator('[data-admin-table] tbody tr[data-row-id]')
      .filter({ hasText: 'designer.create' })
      .first();
    await expect(entry).toBeVisible();
    await entry.getByText(/\d+ fields?/).click();
    await expect(entry.locator('tr[data-diff-kind="added"]').filter({ hasText: 'first_name' })).toContainText(
      name,
    );
    await page.reload();
    await expect(page.getByLabel('Kind of record')).toHaveValue('designer');
  });

  test('the lists sort from their headers, on the server with the sort in the address', async ({ page }) => {
    await signInToAdmin(page, undefined, '/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const when = page.getByRole('columnheader', { name: /When/ });
    await when.getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=at&order=asc/);
    await expect(when).toHaveAttribute('aria-sort', 'ascending');
    await page.reload();
    await expect(page.getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'ascending');

    for (const [path, column, key] of [
      ['/admin/customers', 'Name', 'name'],
      ['/admin/projects', 'Project', 'project_name'],
      ['/admin/reviews', 'Rating', 'rating'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('columnheader', { name: column }).getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`[?&]sort=${key}&order=(asc|desc)`));
      await expect(page.getByText('Loading…')).toHaveCount(0);
    }

    await page.goto('/admin/staff');
    const names = page.locator('[data-admin-table] tbody tr[data-staff-email] td:first-child');
    await expect(names.first()).toBeVisible();
    // The table's own text order: case aside, character by character.
    const inOrder = (texts: string[], way: 1 | -1) =>
      texts
        .map((text) => text.toLowerCase())
        .every((text, i, all) => i === 0 || way * (all[i - 1]! > text ? 1 : -1) <= 0 || all[i - 1] === text);
    expect(inOrder(await names.allTextContents(), 1)).toBe(true);
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(inOrder(await names.allTextContents(), -1)).toBe(true);
  });

  test('every screen passes axe', async ({ page }) => {
    // Each screen loads and is audited in turn: up to 25 s each on two loaded cores, not 90 s for all.
    test.setTimeout(30_000 + SCREENS.length * 25_000);
    await signInToAdmin(page, undefined, '/admin/leads');
    for (const [path, title] of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 30_000 });
      const audit = await axe(page).analyze();
      const failing = audit.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        failing.map(
          (violation) =>
            `${path}: ${violation.id} on ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  });

  test.describe('at a phone’s width', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the navigation folds away and a list scrolls inside its own box', async ({ page }) => {
      await signInToAdmin(page, undefined, '/admin/customers');
      await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
      await expect(adminNav(page)).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      await adminNav(page).getByRole('link', { name: 'Leads', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      await expect(adminNav(page)).toBeHidden();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(390);
      const box = page.locator('[data-admin-table]');
      const overflow = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(overflow).toBe(true);
      await expect(adminApp(page)).toBeVisible();
    });
  });
});
