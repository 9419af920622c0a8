// A design project's payment stages in the back office (docs/back-office.md, decision 192): once the
// customer has approved the quote, a sales member sets the schedule on the project page (stages by hand
// that do not add up are refused with both sums; the standard template is saved), marks the second
// stage due, records a bank transfer for it with the bank's reference, and reads it paid with its receipt
// voucher, which downloads under its number. The panel and its dialogs pass the accessibility check.
import { addDays, indiaToday } from '../../contract/leads.ts';
import { newCustomer, signUpAt } from './support/account.ts';
import { addStaffMember, adminToasts, signInToAdmin, staffToken } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueTag } from './support/leads.ts';

const KITCHEN = {
  room: 'Kitchen',
  kind: 'work',
  description: 'Modular kitchen',
  unit: 'rft',
  quantity: 12,
  unit_paise: 1_500_000,
  gst_rate_bp: 1800,
  hsn_sac: '995476',
};

test.describe('back office payments', () => {
  test('a sales member sets a schedule, marks a stage due and records a bank transfer for it', async ({
    page,
    browser,
    product,
  }) => {
    test.slow();
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInToAdmin(ownerPage);
    const sales = await addStaffMember(ownerPage, ownerPage, product.apiUrl, 'sales');
    await ownerContext.close();

    // A project with its quote sent, through the API as the sales member.
    await signInToAdmin(page, sales, '/admin/projects');
    const admin = async <T>(method: 'post' | 'put', path: string, data?: unknown): Promise<T> => {
      const response = await page.request[method](`${product.apiUrl}/admin${path}`, {
        headers: { authorization: `Bearer ${await staffToken(page)}` },
        ...(data === undefined ? {} : { data }),
      });
      expect(response.ok(), `${method.toUpperCase()} /admin${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    };
    const customer = newCustomer('payments');
    const projectName = `Gachibowli flat ${uniqueTag()}`;
    const { project } = await admin<{ project: { id: string } }>('post', '/projects', {
      customer_email: customer.email,
      project_name: projectName,
      site_address: {
        line1: 'Flat 402, Lotus Towers',
        area: 'Gachibowli',
        city: 'Hyderabad',
        stateCode: '36',
        pincode: '500032',
      },
    });
    const quotes = `/projects/${project.id}/quotes`;
    await admin('post', quotes);
    await admin('put', `${quotes}/1`, {
      rooms: ['Kitchen'],
      lines: [KITCHEN],
      valid_until: addDays(indiaToday(), 60),
      terms: 'Prices include GST.',
    });
    await admin('post', `${quotes}/1/send`);

    // Before the approval there is nothing to schedule.
    await page.goto(`/admin/projects/${project.id}`);
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(
      payments.getByText('The payment schedule is set once the customer approves a version of the quote.'),
    ).toBeVisible();
    await expect(payments.getByRole('button', { name: 'Set schedule' })).toHaveCount(0);

    // The customer approves it on their quote page.
    const customerContext = await browser.newContext({ baseURL: product.siteUrl });
    const shopper = await customerContext.newPage();
    await signUpAt(shopper, `/projects/quote?id=${project.id}`, customer);
    await shopper.getByRole('button', { name: 'Approve this quote' }).click();
    await shopper.getByRole('button', { name: 'Yes, approve version 1' }).click();
    await expect(shopper.getByTestId('quote-status')).toHaveText('Approved');
    await customerContext.close();

    await page.reload();
    await expect(payments.getByTestId('stages-summary')).toHaveText(
      'Version 1 approved: ₹2,12,400.00 · paid ₹0.00 · outstanding ₹2,12,400.00',
    );
    await expect(payments.getByText('No payment schedule yet.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the project page with its payments');

    // Stages by hand that do not add up: the running sum says so, and the server refuses them.
    await payments.getByRole('button', { name: 'Set schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the payment schedule' });
    await dialog.getByLabel('By hand').check();
    await dialog.getByLabel('Stage 1', { exact: true }).fill('Booking');
    await dialog.getByLabel('Amount of stage 1 (₹)').fill('20,000');
    await expect(dialog.getByTestId('stages-sum')).toHaveText(
      '₹20,000.00 of ₹2,12,400.00 · ₹1,92,400.00 still to schedule',
    );
    await expectNoSeriousViolations(page, 'the schedule dialog');
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The stages add up to ₹20,000.00; what is left to schedule is ₹2,12,400.00',
    );

    // The standard template is saved instead.
    await dialog.getByLabel('From a template').check();
    await dialog
      .getByLabel('Template', { exact: true })
      .selectOption({ label: 'Booking 10 %, production 40 %, installation 50 %' });
    await dialog.getByRole('button', { name: 'Save schedule' }).click();
    await expect(adminToasts(page)).toContainText('Payment schedule saved');
    await expect(dialog).toBeHidden();
    const rows = payments.locator('tr[data-stage]');
    await expect(rows).toHaveCount(3);
    await expect(rows.locator('td:first-child')).toHaveText([
      '1. Booking',
      '2. Production start',
      '3. Installation',
    ]);
    await expect(rows.locator('[data-stage-status]')).toHaveText(['Scheduled', 'Scheduled', 'Scheduled']);
    const second = payments.locator('tr[data-stage="2"]');
    await expect(second).toContainText('₹84,960.00');

    // The second stage marked due, after a confirmation.
    await second.getByRole('button', { name: 'Mark due' }).click();
    const due = page.getByRole('dialog', { name: 'Mark Production start due?' });
    await expect(due).toContainText('The customer is e-mailed to pay ₹84,960.00');
    await due.getByRole('button', { name: 'Mark due' }).click();
    await expect(adminToasts(page)).toContainText('Stage marked due');
    await expect(second.locator('[data-stage-status]')).toHaveText('Due');
    await expect(second.getByRole('button', { name: 'Mark due' })).toHaveCount(0);

    // A bank transfer recorded for it, with the bank's reference; the amount is the stage's.
    const utr = `HDFCN${Date.now()}`;
    await second.getByRole('button', { name: 'Record payment' }).click();
    const record = page.getByRole('dialog', { name: 'Record a payment for Production start' });
    await expect(record.getByLabel('Method')).toHaveValue('bank_transfer');
    await expect(record.getByLabel('Amount (₹)')).toHaveValue('84960');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(record.getByLabel('Reference')).toHaveAttribute('aria-invalid', 'true');
    await record.getByLabel('Reference').fill(utr);
    await expectNoSeriousViolations(page, 'the payment dialog');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(adminToasts(page)).toContainText('Payment recorded');
    await expect(record).toBeHidden();
    await expect(second.locator('[data-stage-status]')).toHaveText('Paid');
    await expect(second).toContainText('Bank transfer');
    await expect(second).toContainText(utr);
    await expect(second.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    await expect(payments.getByTestId('stages-summary')).toHaveText(
      'Version 1 approved: ₹2,12,400.00 · paid ₹84,960.00 · outstanding ₹1,27,440.00',
    );

    // Its receipt voucher, downloaded under its number.
    const receipt = second.getByRole('button', { name: /^Download receipt RV\/\d{2}-\d{2}\/\d{6}$/ });
    await expect(receipt).toBeVisible();
    const number = ((await receipt.getAttribute('aria-label')) ?? '').replace('Download receipt ', '');
    const download = page.waitForEvent('download');
    await receipt.click();
    expect((await download).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    await expectNoSeriousViolations(page, 'the project page with a paid stage');
  });
});
