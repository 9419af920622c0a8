// A design project from the first booking to the tax invoice, done through the screens by the customer on
// the site and by staff in the back office (docs/account.md, docs/back-office.md, decisions 190 to 196).
// A new visitor books a consultation; staff add a designer of their own, find the booking in the leads,
// convert it into a design project given to that designer, set its site address (in Pune: another state
// than the shop's, so the quote carries IGST) and offer two times for a site visit. The customer signs up
// with the booking's address, opens the project from My Projects, books one time and moves the visit to
// the other. Staff price version 1 of the quote in the editor and send it; the customer asks for changes
// with a comment, which staff read; staff send version 2, a copy with a longer kitchen; the customer
// reads what changed and approves it after a confirmation. Staff set the standard schedule (10/40/50)
// and mark the booking stage due; the customer pays it online through the gateway's Checkout and
// downloads its receipt voucher, whose PDF names the voucher, the amount and the project. Staff mark the
// production stage due and record it paid by bank transfer with its reference, mark the project
// completed and issue the tax invoice; the customer downloads it from Invoices and refunds, and its PDF
// adjusts both advances and shows the balance due. The customer's project page and the back office's
// project page pass axe.
import { readFile } from 'node:fs/promises';
import { addDays, indiaToday } from '../../contract/leads.ts';
import { pdfText } from '../support/pdf-text.ts';
import { fullNameOf, newCustomer, signUpAt } from './support/account.ts';
import { adminToasts, signInToAdmin } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { hydrate } from './support/islands.ts';
import { expect, test } from './support/fixtures.ts';
import { toastWith, uniqueTag } from './support/leads.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day in India as the Site visit section writes it: 'Tue 1 Dec 2026'. */
const dayText = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
};

/** A time of day as the section writes it: '3:00 pm'. */
const clockText = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
};

/** An offered time as the section writes it: 'Tue 1 Dec 2026, 3:00 pm'. */
const slotText = (date: string, time: string) => `${dayText(date)}, ${clockText(time)}`;

/** A day in India as the quote page writes it: '28 November 2026'. */
const longDate = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** What a PDF shows, its lines run together with single spaces (a long value may wrap). */
const pdfWords = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

test.describe('design project', () => {
  test('a consultation becomes a project: a site visit, two quote versions, staged payments and the tax invoice', async ({
    page,
    browser,
    product,
  }) => {
    test.slow();
    const tag = uniqueTag();
    const customer = newCustomer('project', { first: 'Rohini', last: 'Deshpande' });
    const customerName = fullNameOf(customer);
    const projectName = `Aundh 3BHK ${tag}`;
    const designer = { first: 'Nandini', last: `Menon ${tag}` };
    const designerName = `${designer.first} ${designer.last}`;
    // The visit's two times: a day some weeks ahead, with the journey's own designer.
    const visitDay = addDays(indiaToday(), 10 + Math.floor(Math.random() * 60));
    const [morning, afternoon] = ['10:00', '15:00'] as const;

    const context = await browser.newContext({ baseURL: product.siteUrl, reducedMotion: 'reduce' });
    try {
      const shopper = await context.newPage();
      const main = shopper.locator('main');

      // ─── 1. A new visitor books a consultation ──────────────────────────────────────────────────
      await shopper.goto('/consultation');
      await hydrate(shopper, 'ConsultationBooking');
      await shopper
        .getByRole('group', { name: /Choose a service/ })
        .locator('label')
        .filter({ hasText: 'Complete Interior Design' })
        .click();
      await shopper.getByLabel('Full Name').fill(customerName);
      await shopper.getByLabel('Phone Number').fill('+91 98220 41763');
      await shopper.getByLabel('Email Address').fill(customer.email);
      const slots = shopper.waitForResponse((response) => response.url().includes('/consultation/slots?'));
      await shopper
        .getByLabel('Preferred Date')
        .fill(addDays(indiaToday(), 20 + Math.floor(Math.random() * 120)));
      await slots;
      await shopper.getByLabel('Preferred Time').selectOption({ label: '04:00 PM' });
      await shopper
        .getByLabel('Project Details')
        .fill(`A 3BHK in Aundh: modular kitchen and wardrobes (${tag}).`);
      await shopper.locator('form button[type="submit"]').click();
      await expect(toastWith(shopper, 'Consultation request submitted successfully!')).toBeVisible();

      // ─── 2. Staff add a designer, find the lead, convert it and set the site address ────────────
      await signInToAdmin(page, undefined, '/admin/designers');
      const addDesigner = page.getByRole('form', { name: 'Add a designer' });
      await addDesigner.getByLabel('First name').fill(designer.first);
      await addDesigner.getByLabel('Last name').fill(designer.last);
      await addDesigner.getByRole('button', { name: 'Add designer' }).click();
      await expect(adminToasts(page)).toContainText('Designer added');

      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
      const found = page.waitForResponse(
        (response) => response.url().includes('/admin/leads?') && response.url().includes('search='),
      );
      await page.getByLabel('Name, e-mail or phone').fill(customer.email);
      await found;
      const lead = page.getByRole('link', { name: customerName, exact: true });
      await expect(lead).toHaveCount(1);
      await lead.click();
      await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
      const convert = page.getByRole('form', { name: 'Convert to a design project' });
      await convert.getByLabel('Project name').fill(projectName);
      await convert.getByLabel('Designer').selectOption({ label: designerName });
      await convert.getByRole('button', { name: 'Convert to project' }).click();
      await expect(adminToasts(page)).toContainText('Converted');
      await page.getByRole('link', { name: 'Open the project' }).click();
      await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
      const projectId = /\/admin\/projects\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
      expect(projectId, 'the project page’s address names the project').toBeTruthy();
      const projectPage = `/admin/projects/${projectId}`;

      const visits = page.getByRole('region', { name: 'Site visits' });
      await expect(
        visits.getByText('Add the site address above before offering times for a visit.'),
      ).toBeVisible();
      await page.getByLabel('Address', { exact: true }).fill('B-704, Westend Heights, DP Road');
      await page.getByLabel('Area', { exact: true }).fill('Aundh');
      await page.getByLabel('City', { exact: true }).fill('Pune');
      await page.getByLabel('State', { exact: true }).selectOption({ label: 'Maharashtra' });
      await page.getByLabel('Pincode', { exact: true }).fill('411007');
      await page.getByRole('button', { name: 'Save project' }).click();
      await expect(adminToasts(page)).toContainText('Project saved');

      // ─── 3. Two times offered; the customer books one and moves the visit to the other ──────────
      await visits.getByRole('button', { name: 'Offer times' }).click();
      const offer = page.getByRole('dialog', { name: 'Offer times for a site visit' });
      for (const [index, time] of [morning, afternoon].entries()) {
        const group = offer.getByRole('group', { name: `Time ${index + 1}` });
        // Each time starts with the project's designer.
        await expect(group.getByLabel('Designer').locator('option:checked')).toHaveText(designerName);
        await group.getByLabel('Date').fill(visitDay);
        await group.getByLabel('Starts at').fill(time);
      }
      await offer.getByLabel('Note for the customer (optional)').fill('Please keep the kitchen walls clear.');
      await offer.getByRole('button', { name: 'Offer times' }).click();
      await expect(adminToasts(page)).toContainText('Times offered to the customer');
      await expect(offer).toBeHidden();
      const visitCard = visits.locator('[data-visit]').first();
      await expect(visitCard).toHaveAttribute('data-visit-status', 'offered');
      await expect(visitCard.locator('[data-visit-times] li')).toHaveCount(2);

      await signUpAt(shopper, '/projects', customer);
      const card = main
        .locator('article')
        .filter({ has: shopper.getByRole('heading', { name: projectName }) });
      await card.getByRole('link', { name: 'View quote', exact: true }).click();
      await expect(shopper).toHaveURL(new RegExp(`/projects/quote\\?id=${projectId}$`));
      await expect(main.getByRole('heading', { level: 2, name: 'No quote yet' })).toBeVisible();
      const siteVisit = main.getByRole('region', { name: 'Site visit' });
      const visit = siteVisit.locator('[data-visit]').first();
      await expect(visit.getByTestId('visit-status')).toHaveText('Pick a time');
      await expect(visit.getByText('Please keep the kitchen walls clear.', { exact: true })).toBeVisible();
      const offered = visit.getByRole('group', { name: 'Times offered' });
      await expect(offered.getByRole('radio')).toHaveCount(2);
      await offered
        .getByRole('radio', { name: `${slotText(visitDay, morning)} with ${designerName}`, exact: true })
        .check();
      await visit.getByRole('button', { name: 'Book this time' }).click();
      const visitStatus = siteVisit.getByRole('status');
      await expect(visitStatus).toHaveText(`Your site visit is booked for ${slotText(visitDay, morning)}.`);
      await expect(visit.getByTestId('visit-status')).toHaveText('Booked');
      await expect(visit.getByTestId('visit-designer')).toHaveText(designerName);

      await visit.getByRole('button', { name: 'Move to another time' }).click();
      await visit
        .getByRole('group', { name: 'Other times offered' })
        .getByRole('radio', { name: `${slotText(visitDay, afternoon)} with ${designerName}`, exact: true })
        .check();
      await visit.getByRole('button', { name: 'Move my visit' }).click();
      await expect(visitStatus).toHaveText(`Your site visit is moved to ${slotText(visitDay, afternoon)}.`);
      await expect(visit.getByTestId('visit-when')).toHaveText(
        `${slotText(visitDay, afternoon)} – ${clockText('16:30')}`,
      );
      await expectNoSeriousViolations(shopper, 'the customer’s project page with its visit');

      // Staff read it booked at the new time.
      await page.reload();
      await expect(visitCard).toHaveAttribute('data-visit-status', 'booked');
      await expect(visitCard.getByRole('heading', { level: 3 })).toHaveText(
        /^Booked: .+, 3:00\s?pm to 4:30\s?pm$/i,
      );
      await expect(visitCard.locator('[data-visit-booked]')).toContainText(designerName);

      // ─── 4. Staff price version 1 in the editor and send it ─────────────────────────────────────
      const quotes = page.getByRole('region', { name: 'Quotes' });
      await quotes.getByRole('button', { name: 'Start new version' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Quote version 1', exact: true }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Add made-to-measure work to Kitchen' }).click();
      const kitchen = page
        .getByRole('region', { name: 'Kitchen', exact: true })
        .getByRole('group', { name: /^Line \d+$/ })
        .first();
      await kitchen.getByLabel('Fill from a preset').selectOption('Modular kitchen');
      await expect(kitchen.getByLabel('GST rate', { exact: true })).toHaveValue('1800');
      await kitchen.getByLabel('Quantity', { exact: true }).fill('12');
      await kitchen.getByLabel('Rate (₹, before GST)').fill('15,000');
      await page.getByRole('button', { name: 'Save quote' }).click();
      await expect(adminToasts(page)).toContainText('Quote saved');
      await expect(page.getByRole('region', { name: 'Totals' })).toContainText(
        'Place of supply: Maharashtra (27), IGST.',
      );
      await expect(page.getByTestId('quote-total')).toHaveText('₹2,12,400.00');
      await page.getByRole('button', { name: 'Send to customer' }).click();
      await page
        .getByRole('dialog', { name: 'Send version 1?' })
        .getByRole('button', { name: 'Send to customer' })
        .click();
      await expect(adminToasts(page)).toContainText('Version 1 sent to the customer');

      // ─── 5. The customer asks for changes ───────────────────────────────────────────────────────
      await shopper.reload();
      const quoteStatus = main.getByTestId('quote-status');
      await expect(quoteStatus).toHaveText('Awaiting your approval');
      await expect(main.getByRole('heading', { level: 2, name: projectName })).toBeVisible();
      await expect(main.getByTestId('quote-total')).toHaveText('₹2,12,400.00');
      const comment = `Could the kitchen run 14 feet, along the balcony wall too? (${tag})`;
      await main.getByRole('button', { name: 'Ask for changes' }).click();
      await main.getByLabel('What would you like changed?').fill(comment);
      await main.getByRole('button', { name: 'Send my request' }).click();
      await expect(
        main.getByRole('status').filter({ hasText: 'Thank you: your designer will send a new version' }),
      ).toBeVisible();
      await expect(quoteStatus).toHaveText('Changes asked for');

      // ─── 6. Staff read the request and send version 2 ───────────────────────────────────────────
      await page.goto(projectPage);
      await expect(quotes.locator('[data-quote-version="1"]')).toContainText('Changes asked for');
      await quotes.getByRole('link', { name: 'Version 1', exact: true }).click();
      await expect(page.getByRole('region', { name: 'The customer’s answer' })).toContainText(comment);
      await page.getByRole('link', { name: `← ${projectName}` }).click();
      await quotes.getByRole('button', { name: 'Start new version' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Quote version 2', exact: true }),
      ).toBeVisible();
      await expect(kitchen.getByLabel('Quantity', { exact: true })).toHaveValue('12');
      await kitchen.getByLabel('Quantity', { exact: true }).fill('14');
      await page.getByRole('button', { name: 'Save quote' }).click();
      await expect(adminToasts(page)).toContainText('Quote saved');
      await expect(page.getByRole('region', { name: 'What changed since version 1' })).toContainText(
        'Total ₹2,12,400.00 → ₹2,47,800.00',
      );
      await page.getByRole('button', { name: 'Send to customer' }).click();
      await page
        .getByRole('dialog', { name: 'Send version 2?' })
        .getByRole('button', { name: 'Send to customer' })
        .click();
      await expect(adminToasts(page)).toContainText('Version 2 sent to the customer');

      // ─── 7. The customer reads what changed and approves version 2 ──────────────────────────────
      await shopper.reload();
      await expect(
        main.getByText(`Version 2 · Sent on ${longDate(new Date())}`, { exact: true }),
      ).toBeVisible();
      const changes = main.getByRole('region', { name: 'What changed since version 1' });
      await expect(changes.locator('li')).toHaveText([
        'Modular kitchen · Kitchen: Quantity and total changed, ₹2,12,400.00 → ₹2,47,800.00',
      ]);
      await expect(changes.getByTestId('quote-changes-total')).toHaveText(
        'Total: ₹2,12,400.00 → ₹2,47,800.00',
      );
      await main.getByRole('button', { name: 'Approve this quote' }).click();
      const approve = shopper.getByRole('dialog', { name: 'Approve version 2?' });
      await expect(approve).toContainText('for a total of ₹2,47,800.00');
      await approve.getByRole('button', { name: 'Yes, approve version 2' }).click();
      await expect(approve).toBeHidden();
      await expect(quoteStatus).toHaveText('Approved');

      // ─── 8. Staff set the schedule and ask for the booking stage; the customer pays it online ────
      await page.goto(projectPage);
      const payments = page.getByRole('region', { name: 'Payments' });
      await expect(payments.getByTestId('stages-summary')).toHaveText(
        'Version 2 approved: ₹2,47,800.00 · paid ₹0.00 · outstanding ₹2,47,800.00',
      );
      await payments.getByRole('button', { name: 'Set schedule' }).click();
      const schedule = page.getByRole('dialog', { name: 'Set the payment schedule' });
      await schedule.getByLabel('From a template').check();
      await schedule
        .getByLabel('Template', { exact: true })
        .selectOption({ label: 'Booking 10 %, production 40 %, installation 50 %' });
      await schedule.getByRole('button', { name: 'Save schedule' }).click();
      await expect(adminToasts(page)).toContainText('Payment schedule saved');
      const rows = payments.locator('tr[data-stage]');
      await expect(rows.locator('td:first-child')).toHaveText([
        '1. Booking',
        '2. Production start',
        '3. Installation',
      ]);
      const bookingRow = payments.locator('tr[data-stage="1"]');
      const productionRow = payments.locator('tr[data-stage="2"]');
      await expect(bookingRow).toContainText('₹24,780.00');
      await expect(productionRow).toContainText('₹99,120.00');
      await expect(payments.locator('tr[data-stage="3"]')).toContainText('₹1,23,900.00');
      await bookingRow.getByRole('button', { name: 'Mark due' }).click();
      await page
        .getByRole('dialog', { name: 'Mark Booking due?' })
        .getByRole('button', { name: 'Mark due' })
        .click();
      await expect(adminToasts(page)).toContainText('Stage marked due');
      await expect(bookingRow.locator('[data-stage-status]')).toHaveText('Due');

      await shopper.reload();
      const stages = main.getByRole('region', { name: 'Payments' });
      const items = stages.getByRole('list', { name: 'Stages' }).locator('li[data-stage]');
      await expect(items.getByTestId('stage-status')).toHaveText(['Due', 'Scheduled', 'Scheduled']);
      const booking = items.first();
      await booking.getByRole('button', { name: 'Pay ₹24,780.00 online' }).click();
      await shopper
        .getByRole('dialog', { name: 'Razorpay test checkout' })
        .getByRole('button', { name: 'Pay with UPI (test)' })
        .click();
      await expect(
        stages.getByRole('status').filter({ hasText: 'Thank you: your payment is received' }),
      ).toBeVisible();
      await expect(booking.getByTestId('stage-status')).toHaveText('Paid');
      await expect(stages.getByTestId('stages-paid')).toHaveText('₹24,780.00');
      await expect(stages.getByTestId('stages-outstanding')).toHaveText('₹2,23,020.00');

      // ─── 9. Its receipt voucher, downloaded and read ────────────────────────────────────────────
      const receiptLine = booking.getByText(/^Receipt RV\/\d{2}-\d{2}\/\d{6}$/);
      await expect(receiptLine).toBeVisible();
      const bookingReceipt = ((await receiptLine.textContent()) ?? '').replace('Receipt ', '');
      const download = shopper.waitForEvent('download');
      await booking.getByRole('button', { name: 'Download receipt' }).click();
      const receiptFile = await download;
      expect(receiptFile.suggestedFilename()).toBe(`${bookingReceipt.replaceAll('/', '-')}.pdf`);
      const receiptPdf = await readFile(await receiptFile.path());
      expect(receiptPdf.subarray(0, 5).toString()).toBe('%PDF-');
      const receipt = pdfWords(receiptPdf);
      for (const text of [
        'RECEIPT VOUCHER',
        bookingReceipt,
        projectName,
        'Booking (quote version 2)',
        customerName,
        'Total (GST included): Rs. 24,780.00',
      ])
        expect(receipt, 'the receipt voucher').toContain(text);

      // ─── 10. Staff ask for the production stage and record its bank transfer ────────────────────
      await page.reload();
      await expect(bookingRow.locator('[data-stage-status]')).toHaveText('Paid');
      await expect(bookingRow).toContainText(bookingReceipt);
      await productionRow.getByRole('button', { name: 'Mark due' }).click();
      const due = page.getByRole('dialog', { name: 'Mark Production start due?' });
      await expect(due).toContainText('The customer is e-mailed to pay ₹99,120.00');
      await due.getByRole('button', { name: 'Mark due' }).click();
      await expect(adminToasts(page)).toContainText('Stage marked due');
      await expect(productionRow.locator('[data-stage-status]')).toHaveText('Due');
      const utr = `SBIN${Date.now()}`;
      await productionRow.getByRole('button', { name: 'Record payment' }).click();
      const record = page.getByRole('dialog', { name: 'Record a payment for Production start' });
      await expect(record.getByLabel('Method')).toHaveValue('bank_transfer');
      await expect(record.getByLabel('Amount (₹)')).toHaveValue('99120');
      await record.getByLabel('Reference').fill(utr);
      await record.getByRole('button', { name: 'Record payment' }).click();
      await expect(adminToasts(page)).toContainText('Payment recorded');
      await expect(productionRow.locator('[data-stage-status]')).toHaveText('Paid');
      await expect(productionRow).toContainText('Bank transfer');
      await expect(productionRow).toContainText(utr);
      await expect(payments.getByTestId('stages-summary')).toHaveText(
        'Version 2 approved: ₹2,47,800.00 · paid ₹1,23,900.00 · outstanding ₹1,23,900.00',
      );
      const productionReceipt = (
        (await productionRow
          .getByRole('button', { name: /^Download receipt RV\/\d{2}-\d{2}\/\d{6}$/ })
          .getAttribute('aria-label')) ?? ''
      ).replace('Download receipt ', '');
      expect(productionReceipt).not.toBe(bookingReceipt);
      await expectNoSeriousViolations(page, 'the back office’s project page');

      // The customer reads it paid too.
      await shopper.reload();
      await expect(items.getByTestId('stage-status')).toHaveText(['Paid', 'Paid', 'Scheduled']);
      await expect(stages.getByTestId('stages-outstanding')).toHaveText('₹1,23,900.00');

      // ─── 11. The work complete: the tax invoice adjusts both advances ──────────────────────────
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
      await page.getByRole('button', { name: 'Save project' }).click();
      await expect(adminToasts(page)).toContainText('Project saved');
      await payments.getByRole('button', { name: 'Issue the tax invoice' }).click();
      const issue = page.getByRole('dialog', { name: 'Issue the tax invoice?' });
      await expect(issue.getByTestId('invoice-summary')).toHaveText(
        'The invoice bills the approved quote (version 2), ₹2,47,800.00 with its GST, adjusts the ₹1,23,900.00 ' +
          'received in advance and shows ₹1,23,900.00 due. Issue it when the work is complete: it is numbered ' +
          'once and cannot be undone.',
      );
      await issue.getByRole('button', { name: 'Issue the tax invoice' }).click();
      await expect(adminToasts(page)).toContainText(/Tax invoice AAN\/\d{2}-\d{2}\/\d{6} issued/);
      const issued = payments.locator('[data-tax-invoice]');
      await expect(issued).toContainText('₹2,47,800.00');
      await expect(payments.getByRole('button', { name: 'Issue the tax invoice' })).toHaveCount(0);
      const invoiceNumber = (
        (await issued.getByRole('button', { name: /^Download tax invoice / }).getAttribute('aria-label')) ??
        ''
      ).replace('Download tax invoice ', '');
      expect(invoiceNumber).toMatch(/^AAN\/\d{2}-\d{2}\/\d{6}$/);

      // The customer finds it under Invoices and refunds, and downloads it.
      await shopper.reload();
      const documents = stages.locator(`[data-document="invoice"]`);
      await expect(documents).toHaveText(
        new RegExp(`^Tax invoice ${invoiceNumber.replaceAll('/', '\\/')} · .+ · ₹2,47,800\\.00Download$`),
      );
      const invoiceDownload = shopper.waitForEvent('download');
      await documents.getByRole('button', { name: `Download Tax invoice ${invoiceNumber}` }).click();
      const invoiceFile = await invoiceDownload;
      expect(invoiceFile.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
      const printed = pdfWords(await readFile(await invoiceFile.path()));
      for (const text of [
        'TAX INVOICE',
        invoiceNumber,
        projectName,
        customerName,
        'Kitchen: Modular kitchen (14 rft)',
        'Total (GST included): Rs. 2,47,800.00',
        'Advances adjusted',
        `Receipt voucher ${bookingReceipt} of `,
        ': Rs. 24,780.00 (GST paid on it Rs. 3,780.00)',
        `Receipt voucher ${productionReceipt} of `,
        ': Rs. 99,120.00 (GST paid on it Rs. 15,120.00)',
        'Balance due: Rs. 1,23,900.00',
      ])
        expect(printed, 'the tax invoice').toContain(text);
    } finally {
      await context.close();
    }
  });
});
