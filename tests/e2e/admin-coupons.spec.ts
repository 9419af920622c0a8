// The back office's coupon codes (decision 202): an owner makes a code (a value out of range is refused on
// its field first), finds it in the list with its offer, limit and status, and a second code of the same
// letters, typed in small letters, is refused on the code's field by the server.
import { adminToasts, signInToAdmin } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueTag } from './support/leads.ts';

test.describe('back office coupons', () => {
  test('an owner creates a code and sees it in the list', async ({ page }) => {
    const code = `E2E-${uniqueTag().toUpperCase()}`;
    await signInToAdmin(page, undefined, '/admin/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await page.getByRole('link', { name: 'New coupon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the new coupon form');

    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Per cent off (1 to 90)').fill('95');
    await page.getByLabel('Largest discount (₹)').fill('5000');
    await page.getByLabel('Valid on orders above (₹)').fill('20000');
    await page.getByLabel('Uses in all').fill('5');
    await page.getByLabel('Uses per customer').fill('1');
    await page.getByLabel('Can be combined with other codes').check();
    await page.getByRole('button', { name: 'Create coupon' }).click();
    const value = page.getByLabel('Per cent off (1 to 90)');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(value).toBeFocused();
    await expect(page.locator('[data-field-error]')).toHaveText(['value must be at most 90 per cent']);
    await value.fill('10');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect(adminToasts(page)).toContainText(`Coupon ${code} created`);

    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await page.getByLabel('Search codes').fill(code.slice(4).toLowerCase());
    const rows = page.locator('[data-admin-table] tbody tr[data-row-id]');
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('td')).toHaveText([
      code,
      '10% off, up to ₹5,000On orders above ₹20,000',
      'Always',
      '0 of 5',
      '₹0.00',
      'Active',
    ]);

    // The same letters again are the server's to refuse, on the code's field.
    await page.getByRole('link', { name: 'New coupon' }).click();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Per cent off (1 to 90)').fill('5');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('[data-field-error]')).toHaveText([`The code ${code} already exists`]);
  });
});
