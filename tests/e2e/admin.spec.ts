// The back office's shell: staff sign-in, the navigation a role sees, deep links and reloads, tokens kept
// out of localStorage, and the admin at a phone's width.
import { adminApp, adminNav, signInToAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('back office shell', () => {
  test('the demo owner signs in, sees every section, and no token reaches localStorage', async ({ page }) => {
    await signInToAdmin(page);
    await expect(page).toHaveURL(/\/admin\/?$/);
    const nav = adminNav(page);
    for (const label of [
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
    ])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();

    const stored = await page.evaluate(() => {
      const values: string[] = [];
      for (let index = 0; index < localStorage.length; index++)
        values.push(`${localStorage.key(index)}=${localStorage.getItem(localStorage.key(index) ?? '')}`);
      return values.join('\n');
    });
    expect(stored).not.toMatch(/access_token|refresh_token|id_token|eyJ/);
    const session = await page.evaluate(() => Object.keys(sessionStorage).join(' '));
    expect(session).toContain('aangan-admin.user:');
  });

  test('a deep link opens its screen, and again after a reload', async ({ page }) => {
    await signInToAdmin(page, undefined, '/admin/publishing');
    await expect(page).toHaveURL(/\/admin\/publishing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible();
    await page.reload();
    await expect(adminApp(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible();
  });
});
