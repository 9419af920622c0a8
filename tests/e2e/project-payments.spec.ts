// A design project's payment stages on the customer's quote page (docs/account.md, decision 192): staff
// send a quote through the API and the customer approves it; the page then has its Payments section,
// waiting for a schedule. Staff set the standard schedule and mark the first stage due through the API;
// the customer reads the three stages with their amounts and statuses, pays the due one online through
// the test gateway's Checkout, reads the server's thanks, sees the stage paid with its receipt voucher,
// and downloads the voucher. The section passes axe.
import type { AdminProject } from '../../contract/admin/leads.ts';
import type { StagesData } from '../../contract/project-stages.ts';
import { addDays, indiaToday } from '../../contract/leads.ts';
import { newCustomer, signUpAt } from './support/account.ts';
import { signInToAdmin, staffToken } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { toastWith, uniqueTag } from './support/leads.ts';

const SITE = {
  line1: '12 Road No. 3',
  area: 'Banjara Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500034',
};

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

/** A day in India as the page writes it: '28 November 2026'. */
const longDate = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

test.describe('project payments', () => {
  test('a customer pays the due stage of an approved quote online and downloads its receipt', async ({
    page,
    browser,
    product,
  }) => {
    test.slow();
    const customer = newCustomer('stages', { first: 'Lakshmi', last: 'Iyer' });
    const projectName = `Madhapur villa ${uniqueTag()}`;

    await signInToAdmin(page);
    const admin = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
      const response = await page.request[method](`${product.apiUrl}/admin${path}`, {
        headers: { authorization: `Bearer ${await staffToken(page)}` },
        ...(data === undefined ? {} : { data }),
      });
      expect(response.ok(), `${method.toUpperCase()} /admin${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    };
    const { project } = await admin<{ project: AdminProject }>('post', '/projects', {
      customer_email: customer.email,
      project_name: projectName,
      site_address: SITE,
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

    const context = await browser.newContext({ baseURL: product.siteUrl, reducedMotion: 'reduce' });
    try {
      const shopper = await context.newPage();
      const main = shopper.locator('main');
      await signUpAt(shopper, `/projects/quote?id=${project.id}`, customer);
      await expect(main.getByTestId('quote-total')).toHaveText('₹2,12,400.00');
      const payments = main.getByRole('region', { name: 'Payments' });
      await expect(payments).toHaveCount(0);

      // Approved: the Payments section waits for the schedule.
      await main.getByRole('button', { name: 'Approve this quote' }).click();
      await shopper
        .getByRole('dialog', { name: 'Approve version 1?' })
        .getByRole('button', { name: 'Yes, approve version 1' })
        .click();
      await expect(main.getByTestId('quote-status')).toHaveText('Approved');
      await expect(payments).toBeVisible();
      await expect(
        payments.getByText(
          'Your project is paid in stages against the quote you approved. We e-mail you when a stage is due.',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(
        payments.getByText(
          'Your designer will set the payment stages shortly. We e-mail you when the first one is due.',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(payments.getByTestId('stages-total')).toHaveText('₹2,12,400.00');

      // Staff set the standard schedule and ask for the booking stage.
      const { stages } = await admin<StagesData>('put', `/projects/${project.id}/stages`, {
        template: 'standard',
      });
      await admin('post', `/projects/${project.id}/stages/${stages[0]!.id}/due`);

      await shopper.reload();
      await expect(payments.getByText('Approved total · Version 1', { exact: true })).toBeVisible();
      await expect(payments.getByTestId('stages-total')).toHaveText('₹2,12,400.00');
      await expect(payments.getByTestId('stages-paid')).toHaveText('₹0.00');
      await expect(payments.getByTestId('stages-outstanding')).toHaveText('₹2,12,400.00');
      const list = payments.getByRole('list', { name: 'Stages' });
      const items = list.locator('li[data-stage]');
      await expect(items).toHaveCount(3);
      await expect(items.locator('p.font-semibold')).toHaveText([
        'Booking',
        'Production start',
        'Installation',
      ]);
      await expect(items.getByTestId('stage-status')).toHaveText(['Due', 'Scheduled', 'Scheduled']);
      const booking = items.first();
      await expect(booking.getByText('₹21,240.00', { exact: true })).toBeVisible();
      await expect(items.nth(1).getByText('₹84,960.00', { exact: true })).toBeVisible();
      await expect(items.nth(2).getByText('₹1,06,200.00', { exact: true })).toBeVisible();
      await expect(booking.getByText(`Due since ${longDate(new Date())}`, { exact: true })).toBeVisible();
      await expect(items.getByRole('button', { name: /online$/ })).toHaveCount(1);
      expect(await seriousViolations(shopper, '[data-testid="quote-payments"]')).toEqual([]);

      // Closing the payment window pays nothing; paying through it does.
      const pay = booking.getByRole('button', { name: 'Pay ₹21,240.00 online' });
      await pay.click();
      const gateway = shopper.getByRole('dialog', { name: 'Razorpay test checkout' });
      await gateway.getByRole('button', { name: 'Cancel payment' }).click();
      await expect(
        toastWith(
          shopper,
          'Payment not completed. You can pay this stage from this page whenever you are ready.',
        ),
      ).toBeVisible();
      await expect(booking.getByTestId('stage-status')).toHaveText('Due');
      await pay.click();
      await gateway.getByRole('button', { name: 'Pay with UPI (test)' }).click();
      await expect(
        payments.getByRole('status').filter({ hasText: 'Thank you: your payment is received' }),
      ).toBeVisible();
      await expect(booking.getByTestId('stage-status')).toHaveText('Paid');
      await expect(
        booking.getByText(`Paid on ${longDate(new Date())} · Online`, { exact: true }),
      ).toBeVisible();
      await expect(booking.getByText(/^Receipt RV\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
      await expect(payments.getByTestId('stages-paid')).toHaveText('₹21,240.00');
      await expect(payments.getByTestId('stages-outstanding')).toHaveText('₹1,91,160.00');
      await expect(items.getByRole('button', { name: /online$/ })).toHaveCount(0);

      // The receipt voucher, fetched with the sign-in and saved under its number.
      const number = ((await booking.getByText(/^Receipt RV/).textContent()) ?? '').replace('Receipt ', '');
      expect(number).toMatch(/^RV\/\d{2}-\d{2}\/\d{6}$/);
      const download = shopper.waitForEvent('download');
      await booking.getByRole('button', { name: 'Download receipt' }).click();
      expect((await download).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);

      // As it stands after a reload too.
      await shopper.reload();
      await expect(booking.getByTestId('stage-status')).toHaveText('Paid');
      await expect(payments.getByTestId('stages-paid')).toHaveText('₹21,240.00');
      expect(await seriousViolations(shopper, '[data-testid="quote-payments"]')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
