// Leads in the back office: a consultation booked on the site by a new customer is found in the leads
// list, noted, converted into a design project, and the customer sees it under My Projects once they
// sign up with that address; the calendar shows the booking in its slot.
import { addDays, indiaToday } from '../../contract/leads.ts';
import { newCustomer, signUp } from './support/account.ts';
import { adminToasts, signInToAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueTag } from './support/leads.ts';
import { hydrate } from './support/islands.ts';

test.describe('back office leads', () => {
  test('a consultation becomes a design project the customer sees under My Projects', async ({
    page,
    browser,
    product,
  }) => {
    test.slow();
    const customer = newCustomer('consult', { first: 'Ananya', last: 'Kulkarni' });
    const tag = uniqueTag();
    const date = addDays(indiaToday(), 20 + Math.floor(Math.random() * 120));

    // The booking, on the site.
    await page.goto('/consultation');
    await hydrate(page, 'ConsultationBooking');
    await page
      .getByRole('group', { name: /Choose a service/ })
      .locator('label')
      .filter({ hasText: 'Single Room Design' })
      .click();
    await page.getByLabel('Full Name').fill(`${customer.first} ${customer.last}`);
    await page.getByLabel('Phone Number').fill('+91 98480 22338');
    await page.getByLabel('Email Address').fill(customer.email);
    const slots = page.waitForResponse((response) => response.url().includes('/consultation/slots?'));
    await page.getByLabel('Preferred Date').fill(date);
    await slots;
    await page.getByLabel('Preferred Time').selectOption({ label: '11:00 AM' });
    await page.getByLabel('Project Details').fill(`A 2BHK in Baner, living room first (${tag}).`);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText(/Consultation request submitted successfully/).first()).toBeVisible();

    // The back office: the leads list finds it by e-mail, and the address keeps the filters.
    await signInToAdmin(
      page,
      undefined,
      `/admin/leads?kind=consultation&search=${encodeURIComponent(customer.email)}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    const link = page.getByRole('link', { name: `${customer.first} ${customer.last}` });
    await expect(link).toBeVisible();
    await page.reload();
    await expect(link).toBeVisible();
    await expect(page.getByLabel('Name, e-mail or phone')).toHaveValue(customer.email);
    await link.click();

    await expect(
      page.getByRole('heading', { level: 1, name: `${customer.first} ${customer.last}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${encodeURIComponent(customer.email)}\\?subject=`),
    );
    await page.locator('#lead-status').selectOption('contacted');
    await expect(adminToasts(page)).toContainText('Lead updated');
    await page.getByLabel('Add a note').fill(`Called; prefers a morning visit (${tag}).`);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText(`Called; prefers a morning visit (${tag}).`)).toBeVisible();

    const convert = page.getByRole('form', { name: 'Convert to a design project' });
    const projectName = `Baner living room ${tag}`;
    await convert.getByLabel('Project name').fill('');
    await convert.getByLabel('Minimum budget (₹)').fill('500000');
    await convert.getByLabel('Maximum budget (₹)').fill('200000');
    await convert.getByRole('button', { name: 'Convert to project' }).click();
    // Refused beside the fields, and nothing typed is lost.
    await expect(convert.getByLabel('Project name')).toHaveAttribute('aria-invalid', 'true');
    await expect(convert.getByText('Minimum budget must not be more than the maximum budget')).toBeVisible();
    await expect(convert.getByLabel('Minimum budget (₹)')).toHaveValue('500000');
    await convert.getByLabel('Project name').fill(projectName);
    await convert.getByLabel('Maximum budget (₹)').fill('800000');
    await convert.getByRole('button', { name: 'Convert to project' }).click();
    await expect(adminToasts(page)).toContainText('Converted');
    await page.getByRole('link', { name: 'Open the project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
    await expect(page.getByText('Changing the status e-mails the customer.')).toBeVisible();

    // The calendar shows the booking in its slot, with the places left.
    await page.goto(`/admin/calendar?from=${date}`);
    const slot = page.locator(`[data-calendar-day="${date}"] [data-calendar-slot="11:00"]`);
    await expect(slot).toContainText(`${customer.first} ${customer.last}`);
    await expect(slot).toContainText(/place|Full/);

    // The customer signs up with that address and finds the project under My Projects.
    const context = await browser.newContext({ baseURL: product.siteUrl });
    try {
      const shopper = await context.newPage();
      await shopper.goto('/projects');
      const main = shopper.locator('main');
      await expect(main.getByText('Sign in required')).toBeVisible();
      await main.getByRole('button', { name: 'Sign In' }).click();
      await signUp(shopper, customer);
      await expect(shopper).toHaveURL(/\/projects$/, { timeout: 30_000 });
      await expect(shopper.getByText(projectName)).toBeVisible({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
