// The back office's staff screen: an owner adds a member with a role, the member chooses a password
// from the invitation e-mail and signs in with that role; the last owner cannot be demoted (409).
import { adminNav, adminToasts, signInToAdmin, staffToken } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { addressed, uniqueTag, waitForMail } from './support/leads.ts';

test.describe('back office staff', () => {
  test('an owner adds a sales member, who sets a password and signs in with that role', async ({
    page,
    browser,
    product,
  }) => {
    test.slow();
    await signInToAdmin(page, undefined, '/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

    const email = `sales-${uniqueTag()}@aangan.example`;
    const form = page.getByRole('form', { name: 'Add a member of staff' });
    // Nothing typed: the messages sit beside their fields and nothing is sent.
    await form.getByRole('button', { name: 'Add member' }).click();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('First name').fill('Kavya');
    await form.getByLabel('Last name').fill('Rao');
    await form.getByLabel('Role').selectOption('sales');
    await form.getByRole('button', { name: 'Add member' }).click();
    await expect(adminToasts(page)).toContainText(`${email} added`);
    const row = page.locator(`tr[data-staff-email="${email}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByLabel('Role of Kavya Rao')).toHaveValue('sales');

    // The member's invitation: choose a password, then sign in to the back office as Sales.
    const mail = await waitForMail(product.dataDir, `the invitation to ${email}`, (candidate) =>
      addressed(candidate.headers.to, email),
    );
    const link = /https?:\/\/\S+\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link, 'a link in the invitation').toBeTruthy();
    const context = await browser.newContext({ baseURL: product.siteUrl });
    try {
      const member = await context.newPage();
      const password = `sales-chai-2026-${uniqueTag()}`;
      await member.goto(link!);
      await member
        .getByLabel(/^(New )?password$/i)
        .first()
        .fill(password);
      const confirm = member.getByLabel(/confirm/i);
      if (await confirm.count()) await confirm.first().fill(password);
      await member
        .getByRole('button', { name: /password|save|continue/i })
        .first()
        .click();
      await expect(member.getByText(/password (is )?(set|changed|saved)|sign in/i).first()).toBeVisible();
      await signInToAdmin(member, { email, password }, '/admin/leads');
      await expect(member.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      await expect(member.locator('[data-admin-member]')).toHaveText('Kavya Rao');
      const nav = adminNav(member);
      await expect(nav.getByRole('link', { name: 'Leads', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Audit log', exact: true })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the last owner cannot be made anything else: the refusal is shown, the role stays', async ({
    page,
    product,
  }) => {
    await signInToAdmin(page, undefined, '/admin/staff');
    const response = await page.request.get(`${product.apiUrl}/admin/staff`, {
      headers: { authorization: `Bearer ${await staffToken(page)}` },
    });
    const { data } = (await response.json()) as {
      data: { staff: { email: string; role: string; removed_at: string | null }[] };
    };
    const owners = data.staff.filter((member) => member.role === 'owner' && !member.removed_at);
    // No journey adds another owner: the demo owner is the last one, so demoting them must be refused.
    expect(owners.map((member) => member.email)).toEqual(['owner@aangan.example']);

    const role = page.locator('tr[data-staff-email="owner@aangan.example"]').getByRole('combobox');
    await role.selectOption('viewer');
    await expect(page.getByRole('alert').filter({ hasText: 'at least one owner' })).toBeVisible();
    await expect(role).toHaveValue('owner');
  });
});
