// Design quotes in the back office (decision 191): a sales member sets a project's site address, starts
// the first version of its quote, prices made-to-measure work from a preset and the design fee, is
// refused a line without its GST rate by name, reads the figures the server computed, and sends the
// version, which then reads only. The next version is a copy that says what changed, a discount over
// the share sales may give is left for the owner to send, and a catalogue product is found by its name.
// Each screen passes the accessibility check.
import type { Page } from '@playwright/test';
import { newCustomer } from './support/account.ts';
import { addStaffMember, adminToasts, signInToAdmin, staffToken } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, featuredProducts, test } from './support/fixtures.ts';
import { uniqueTag } from './support/leads.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The first line of a room on the quote page, found by the room's heading. */
const roomLine = (page: Page, room: string) =>
  page
    .getByRole('region', { name: room, exact: true })
    .getByRole('group', { name: /^Line \d+$/ })
    .first();

test.describe('back office quotes', () => {
  test('a sales member prices a project’s first version and sends it; the next one says what changed', async ({
    page,
    browser,
    request,
    product,
  }) => {
    test.slow();
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInToAdmin(ownerPage);
    const sales = await addStaffMember(ownerPage, ownerPage, product.apiUrl, 'sales');
    await ownerContext.close();
    const [item] = await featuredProducts(request, product.apiUrl);
    if (!item) throw new Error('The seeded catalogue has no featured product.');

    // A project for a customer's e-mail address, opened through the API as the sales member.
    await signInToAdmin(page, sales, '/admin/projects');
    const authorization = `Bearer ${await staffToken(page)}`;
    const projectName = `Jubilee Hills flat ${uniqueTag()}`;
    const created = await page.request.post(`${product.apiUrl}/admin/projects`, {
      headers: { authorization },
      data: { customer_email: newCustomer('quote').email, project_name: projectName },
    });
    expect(created.status(), await created.text()).toBe(201);
    const projectId = ((await created.json()) as { data: { project: { id: string } } }).data.project.id;

    // The site address: a pincode of another state is refused beside the state, then saved.
    await page.goto(`/admin/projects/${projectId}`);
    await expect(heading(page, projectName)).toBeVisible();
    const quotes = page.getByRole('region', { name: 'Quotes' });
    await expect(quotes.getByText('No quote yet.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the project page');
    await page.getByLabel('Address', { exact: true }).fill('Flat 402, Lotus Towers, Road No. 12');
    await page.getByLabel('Area', { exact: true }).fill('Banjara Hills');
    await page.getByLabel('City', { exact: true }).fill('Hyderabad');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Maharashtra' });
    await page.getByLabel('Pincode', { exact: true }).fill('500034');
    await page.getByRole('button', { name: 'Save project' }).click();
    await expect(page.getByLabel('State', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Telangana' });
    await page.getByRole('button', { name: 'Save project' }).click();
    await expect(adminToasts(page)).toContainText('Project saved');

    // Version 1 starts with the default rooms and no lines.
    await quotes.getByRole('button', { name: 'Start new version' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/projects/${projectId}/quotes/1$`));
    await expect(heading(page, 'Quote version 1')).toBeVisible();
    await expect(page.getByLabel('Room 2', { exact: true })).toHaveValue('Kitchen');

    // The modular kitchen from its preset: 12 running feet at ₹15,000.
    await page.getByRole('button', { name: 'Add made-to-measure work to Kitchen' }).click();
    const kitchen = roomLine(page, 'Kitchen');
    await kitchen.getByLabel('Fill from a preset').selectOption('Modular kitchen');
    await expect(kitchen.getByLabel('Description', { exact: true })).toHaveValue('Modular kitchen');
    await expect(kitchen.getByLabel('Unit', { exact: true })).toHaveValue('rft');
    await expect(kitchen.getByLabel('HSN/SAC', { exact: true })).toHaveValue('995476');
    await expect(kitchen.getByLabel('GST rate', { exact: true })).toHaveValue('1800');
    await kitchen.getByLabel('Quantity', { exact: true }).fill('12');
    await kitchen.getByLabel('Rate (₹, before GST)').fill('15,000');

    // The design fee, typed in without its GST rate: refused, the field named.
    await page.getByRole('button', { name: 'Add a service to Living Room' }).click();
    const fee = roomLine(page, 'Living Room');
    await fee.getByLabel('Description', { exact: true }).fill('Design fee');
    await fee.getByLabel('Unit', { exact: true }).selectOption('lumpsum');
    await fee.getByLabel('Rate (₹, before GST)').fill('25000');
    await fee.getByLabel('HSN/SAC', { exact: true }).fill('998391');
    await page.getByRole('button', { name: 'Save quote' }).click();
    await expect(fee.getByLabel('GST rate', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(
      fee.getByText('lines.0.gst_rate_bp is required: every line needs its GST rate'),
    ).toBeVisible();
    await expect(kitchen.getByLabel('Quantity', { exact: true })).toHaveValue('12');

    // Saved: each line's figures and the totals as the server computed them, within Telangana.
    await fee.getByLabel('GST rate', { exact: true }).selectOption({ label: '18 %' });
    await page.getByRole('button', { name: 'Save quote' }).click();
    await expect(adminToasts(page)).toContainText('Quote saved');
    await expect(kitchen.locator('[data-line-figures]')).toContainText('Taxable₹1,80,000.00');
    await expect(kitchen.locator('[data-line-figures]')).toContainText('GST₹32,400.00');
    await expect(kitchen.locator('[data-line-figures]')).toContainText('Line total₹2,12,400.00');
    await expect(fee.locator('[data-line-figures]')).toContainText('Line total₹29,500.00');
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('Place of supply: Telangana (36), CGST and SGST.');
    await expect(totals).toContainText('Taxable value₹2,05,000.00');
    await expect(totals).toContainText('CGST₹18,450.00');
    await expect(totals).toContainText('SGST₹18,450.00');
    await expect(page.getByTestId('quote-total')).toHaveText('₹2,41,900.00');
    await expect(page.getByTestId('quote-total-words')).toHaveText(
      'Two Lakh Forty One Thousand Nine Hundred Rupees',
    );
    await expect(totals.getByRole('row', { name: /^18 %/ })).toContainText('₹2,41,900.00');
    await expectNoSeriousViolations(page, 'a draft in its editor');

    // Its PDF, once the API serves it.
    const pdf = await page.request.get(`${product.apiUrl}/admin/projects/${projectId}/quotes/1/pdf`, {
      headers: { authorization },
    });
    if (pdf.status() !== 404) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    }

    // Sent, after asking: the version reads only.
    await page.getByRole('button', { name: 'Send to customer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send version 1?' });
    await confirm.getByRole('button', { name: 'Send to customer' }).click();
    await expect(adminToasts(page)).toContainText('Version 1 sent to the customer');
    await expect(page.locator('[data-quote-status]')).toHaveText('Awaiting your approval');
    await expect(page.getByRole('button', { name: 'Save quote' })).toHaveCount(0);
    await expect(page.locator('main').locator('input, select, textarea')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Kitchen' })).toContainText('Modular kitchen');
    await expect(page.getByTestId('quote-total')).toHaveText('₹2,41,900.00');
    await expectNoSeriousViolations(page, 'a sent version');

    // The project lists it; version 2 is a copy whose changes are named against version 1.
    await page.getByRole('link', { name: `← ${projectName}` }).click();
    const row = quotes.locator('[data-quote-version="1"]');
    await expect(row).toContainText('Awaiting your approval');
    await expect(row).toContainText('₹2,41,900.00');
    await quotes.getByRole('button', { name: 'Start new version' }).click();
    await expect(heading(page, 'Quote version 2')).toBeVisible();
    await roomLine(page, 'Kitchen').getByLabel('Quantity', { exact: true }).fill('14');
    await page.getByRole('button', { name: 'Save quote' }).click();
    await expect(adminToasts(page)).toContainText('Quote saved');
    const changes = page.getByRole('region', { name: 'What changed since version 1' });
    await expect(changes).toContainText(
      'Kitchen: Modular kitchen (quantity and total), ₹2,12,400.00 → ₹2,47,800.00',
    );
    await expect(changes).toContainText('Total ₹2,41,900.00 → ₹2,77,300.00');
    await expect(changes.getByRole('heading', { name: 'Added' })).toHaveCount(0);
    await expect(changes.getByRole('heading', { name: 'Removed' })).toHaveCount(0);

    // A discount of over a fifth of the value is the owner's to send.
    await page.getByLabel('Discount on the whole quote (₹)').fill('50,000');
    await page.getByRole('button', { name: 'Save quote' }).click();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Discount: 21.28 %');
    await expect(page.locator('[data-owner-sends]')).toContainText('The owner must send this version');
    await expect(page.getByRole('button', { name: 'Send to customer' })).toHaveCount(0);

    // A catalogue product, found by its name: the catalogue's name, SKU and price.
    await page.getByRole('button', { name: 'Add a catalogue product to Master Bedroom' }).click();
    const bedroom = roomLine(page, 'Master Bedroom');
    await bedroom.getByLabel('Find a product').fill(item.name);
    await bedroom.getByRole('button', { name: 'Search', exact: true }).click();
    await bedroom
      .getByRole('list', { name: 'Products found' })
      .getByRole('button', { name: `Choose ${item.name}`, exact: true })
      .click();
    await expect(bedroom.locator('[data-line-product]')).toContainText(item.name);
    await page.getByRole('button', { name: 'Save quote' }).click();
    await expect(bedroom.locator('[data-line-figures]')).toBeVisible();
    await expect(changes.getByRole('heading', { name: 'Added' })).toBeVisible();
    await expect(changes).toContainText(`Master Bedroom: ${item.name}`);
  });
});
