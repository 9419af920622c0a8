// A design project's site visits in the back office (docs/back-office.md, decisions 195 and 196): a sales
// member opens a project, offers the customer two times with a designer through the form (a first submit
// without the designer is refused beside the field), the customer books one through the API, and the
// member reads it booked on the project page (a time too close to it for its designer is then refused by
// the server) and in the calendar beside the consultations, records what was measured and adds a photo,
// whose thumbnail shows, then removes it. A payment received offline gets its proof, and a cancelled
// project's advance is refunded with its refund voucher. The panels, the dialogs and the calendar pass
// the accessibility check.
import type { Browser, Page } from '@playwright/test';
import { addDays, indiaToday } from '../../contract/leads.ts';
import { newCustomer, readOidcUser, signUpAt, type Customer } from './support/account.ts';
import { addStaffMember, adminToasts, signInToAdmin, staffToken } from './support/admin.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueTag } from './support/leads.ts';

const SITE = {
  line1: 'Flat 402, Lotus Towers',
  area: 'Gachibowli',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500032',
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

/** Calls the admin API as the member signed in on `page`; answers the envelope's data. */
const adminCaller =
  (page: Page, apiUrl: string) =>
  async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
    const response = await page.request[method](`${apiUrl}/admin${path}`, {
      headers: { authorization: `Bearer ${await staffToken(page)}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method.toUpperCase()} /admin${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };

/** A small picture drawn by the browser, as a PNG file to upload. */
async function pngFile(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#b8893b';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#1d5a58';
    context.fillRect(8, 8, 24, 32);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** The customer signs up in a browser of their own; answers their access token for the API. */
async function customerToken(browser: Browser, siteUrl: string, customer: Customer): Promise<string> {
  const context = await browser.newContext({ baseURL: siteUrl });
  try {
    const shopper = await context.newPage();
    await signUpAt(shopper, '/projects', customer);
    const user = await readOidcUser(shopper);
    expect(user?.access_token, 'the customer’s access token').toBeTruthy();
    return user!.access_token;
  } finally {
    await context.close();
  }
}

test.describe('back office site visits', () => {
  test('a sales member offers two times, the customer books one, and the member records the visit with a photo', async ({
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

    // A designer of the journey's own (so no other journey's booking is in the way), and a project with
    // its site in Hyderabad, through the API as the sales member.
    await signInToAdmin(page, sales, '/admin/projects');
    const admin = adminCaller(page, product.apiUrl);
    const tag = uniqueTag();
    const designerName = `Asha ${tag} Rao`;
    await admin('post', '/designers', {
      first_name: `Asha ${tag}`,
      last_name: 'Rao',
      email: null,
      phone: null,
    });
    const customer = newCustomer('visits');
    const projectName = `Kondapur villa ${tag}`;
    const { project } = await admin<{ project: { id: string } }>('post', '/projects', {
      customer_email: customer.email,
      project_name: projectName,
      site_address: SITE,
      rooms: ['Kitchen', 'Living Room'],
    });

    await page.goto(`/admin/projects/${project.id}`);
    const visits = page.getByRole('region', { name: 'Site visits' });
    await expect(visits.getByText('No site visit yet.')).toBeVisible();
    await expectNoSeriousViolations(page, 'the project page with no visit');

    // Two times offered; without a designer the first submit is refused beside the field.
    const day = addDays(indiaToday(), 3);
    await visits.getByRole('button', { name: 'Offer times' }).click();
    const offer = page.getByRole('dialog', { name: 'Offer times for a site visit' });
    const first = offer.getByRole('group', { name: 'Time 1' });
    const second = offer.getByRole('group', { name: 'Time 2' });
    await first.getByLabel('Date').fill(day);
    await first.getByLabel('Starts at').fill('10:30');
    await second.getByLabel('Date').fill(day);
    await second.getByLabel('Starts at').fill('15:00');
    await offer.getByRole('button', { name: 'Offer times' }).click();
    await expect(first.getByLabel('Designer')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByText('designer_id is required')).toBeVisible();
    await expect(second.getByText('designer_id is required')).toBeVisible();
    await expect(first.getByLabel('Starts at')).toHaveValue('10:30');
    await first.getByLabel('Designer').selectOption({ label: designerName });
    await second.getByLabel('Designer').selectOption({ label: designerName });
    await offer.getByLabel('Note for the customer (optional)').fill('Please keep the kitchen clear.');
    await expectNoSeriousViolations(page, 'the offer dialog');
    await offer.getByRole('button', { name: 'Offer times' }).click();
    await expect(adminToasts(page)).toContainText('Times offered to the customer');
    await expect(offer).toBeHidden();
    const card = visits.locator('[data-visit]').first();
    await expect(card).toHaveAttribute('data-visit-status', 'offered');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      'Pick a time: 2 times offered to the customer',
    );
    await expect(card.locator('[data-visit-times] li')).toHaveCount(2);
    await expect(card.locator('[data-visit-times] li').first()).toContainText(designerName);
    await expect(card).toContainText('Note: Please keep the kitchen clear.');

    // The customer books the afternoon through the API.
    const token = await customerToken(browser, product.siteUrl, customer);
    const customerHeaders = { authorization: `Bearer ${token}` };
    const listed = await page.request.get(`${product.apiUrl}/projects/${project.id}/visits`, {
      headers: customerHeaders,
    });
    expect(listed.ok(), await listed.text()).toBe(true);
    const [visit] = ((await listed.json()) as { data: { visits: VisitAnswer[] } }).data.visits;
    const afternoon = visit!.slots.find(
      (slot) => slot.starts_at === new Date(`${day}T15:00:00+05:30`).toISOString(),
    );
    expect(afternoon, 'the 15:00 time among the offered ones').toBeTruthy();
    const booked = await page.request.post(
      `${product.apiUrl}/projects/${project.id}/visits/${visit!.id}/book`,
      {
        headers: customerHeaders,
        data: { slot_id: afternoon!.id },
      },
    );
    expect(booked.ok(), await booked.text()).toBe(true);

    // Staff read it booked, with its time and designer.
    await page.reload();
    await expect(card).toHaveAttribute('data-visit-status', 'booked');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(/^Booked: .+, 3:00\s?pm to 4:30\s?pm$/i);
    await expect(card.locator('[data-visit-booked]')).toContainText(designerName);

    // The designer cannot be offered within travel time of that visit: the server's refusal names the time.
    await visits.getByRole('button', { name: 'Offer times' }).click();
    for (const [group, time] of [
      [first, '16:00'],
      [second, '11:00'],
    ] as const) {
      await group.getByLabel('Designer').selectOption({ label: designerName });
      await group.getByLabel('Date').fill(day);
      await group.getByLabel('Starts at').fill(time);
    }
    await offer.getByRole('button', { name: 'Offer times' }).click();
    await expect(offer.getByRole('alert')).toHaveText(
      'The designer of time 1 has another visit then, or too close to it to travel',
    );
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await expect(offer).toBeHidden();
    await expect(visits.locator('[data-visit]')).toHaveCount(1);

    // The calendar shows it on its day beside the consultations, linking to the project.
    await page.goto(`/admin/calendar?from=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Consultation calendar' })).toBeVisible();
    const entry = page
      .locator(`[data-calendar-day="${day}"] [data-calendar-visit]`)
      .filter({ hasText: projectName });
    await expect(entry).toContainText(/3:00\s?pm to 4:30\s?pm/i);
    await expect(entry).toContainText('Booked');
    await expect(entry).toContainText(designerName);
    await expect(entry).toContainText('Hyderabad');
    await expectNoSeriousViolations(page, 'the calendar with a site visit');
    await entry.getByRole('link', { name: projectName }).click();
    await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();

    // What was measured, recorded: a measurement without its value is refused by name first.
    await card.getByRole('button', { name: 'Record visit' }).click();
    const record = page.getByRole('dialog', { name: 'Record the visit' });
    const wall = record.getByRole('group', { name: 'Measurement 1' });
    await wall.getByLabel('Room').fill('Kitchen');
    await wall.getByLabel('What').fill('Window wall');
    await record.getByRole('button', { name: 'Add a measurement' }).click();
    const ceiling = record.getByRole('group', { name: 'Measurement 2' });
    await expect(ceiling.getByLabel('Room')).toHaveValue('Kitchen');
    await ceiling.getByLabel('What').fill('Ceiling height');
    await ceiling.getByLabel('Value (mm)').fill('2,700');
    await record.getByRole('button', { name: 'Record visit' }).click();
    await expect(wall.getByLabel('Value (mm)')).toHaveAttribute('aria-invalid', 'true');
    await expect(wall.getByText('value_mm must be a number of millimetres')).toBeVisible();
    await wall.getByLabel('Value (mm)').fill('3420');
    await record.getByLabel('Notes (for the shop)').fill('Damp patch below the window.');
    await expectNoSeriousViolations(page, 'the record dialog');
    await record.getByRole('button', { name: 'Record visit' }).click();
    await expect(adminToasts(page)).toContainText('Visit recorded');
    await expect(record).toBeHidden();
    await expect(card).toHaveAttribute('data-visit-status', 'done');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(/^Visited: /);
    await expect(card.locator('[data-measurement-row]')).toHaveText([
      /Kitchen\s*Window wall\s*3,420 mm/,
      /Kitchen\s*Ceiling height\s*2,700 mm/,
    ]);
    await expect(card).toContainText('Notes: Damp patch below the window.');
    await expect(card.getByRole('button', { name: 'Record visit' })).toHaveCount(0);

    // A photo from the site: its thumbnail shows, named.
    await card.getByLabel(/^Add a photo to the visit of /).setInputFiles(await pngFile(page, 'kitchen.png'));
    await expect(adminToasts(page)).toContainText('Photo added');
    const thumbnail = card.getByRole('img', { name: /^Photo 1 of the visit of / });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole('button', { name: /^Remove photo 1 of the visit of / })).toBeVisible();
    await expectNoSeriousViolations(page, 'the project page with a visit done');

    // Removed again, after a confirmation.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toMatch(/^Remove photo 1 of the visit of .+\? It cannot be brought back\.$/);
      void dialog.accept();
    });
    await card.getByRole('button', { name: /^Remove photo 1 of the visit of / }).click();
    await expect(adminToasts(page)).toContainText('Photo removed');
    await expect(card.getByText('No photos yet.')).toBeVisible();
  });

  test('a payment received offline gets its proof, and a cancelled project’s advance is refunded', async ({
    page,
    browser,
    product,
  }) => {
    test.slow();
    await signInToAdmin(page, undefined, '/admin/projects');
    const admin = adminCaller(page, product.apiUrl);
    const customer = newCustomer('refund');
    const projectName = `Madhapur flat ${uniqueTag()}`;
    const { project } = await admin<{ project: { id: string } }>('post', '/projects', {
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

    // The customer approves it through the API, as they read it.
    const token = await customerToken(browser, product.siteUrl, customer);
    const headers = { authorization: `Bearer ${token}` };
    const read = await page.request.get(`${product.apiUrl}/projects/${project.id}/quotes/1`, { headers });
    expect(read.ok(), await read.text()).toBe(true);
    const { quote } = ((await read.json()) as { data: { quote: { content_digest: string } } }).data;
    const approved = await page.request.post(`${product.apiUrl}/projects/${project.id}/quotes/1/approve`, {
      headers,
      data: { confirm: true, digest: quote.content_digest },
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    // The booking stage paid by bank transfer, recorded through the API.
    const { stages } = await admin<{ stages: { id: string; amount_paise: number }[] }>(
      'put',
      `/projects/${project.id}/stages`,
      { template: 'standard' },
    );
    const booking = stages[0]!;
    await admin('post', `/projects/${project.id}/stages/${booking.id}/payments`, {
      method: 'bank_transfer',
      reference: `HDFCN${Date.now()}`,
      amount_paise: booking.amount_paise,
    });

    // Its proof, a screenshot of the transfer, attached on the Payments panel.
    await page.goto(`/admin/projects/${project.id}`);
    const payments = page.getByRole('region', { name: 'Payments' });
    const first = payments.locator('tr[data-stage="1"]');
    await expect(first.locator('[data-stage-status]')).toHaveText('Paid');
    await expect(payments.locator('tr[data-stage="2"] [data-stage-proof]')).toHaveCount(0);
    await first
      .getByLabel('Attach proof of payment for Booking')
      .setInputFiles(await pngFile(page, 'utr.png'));
    await expect(adminToasts(page)).toContainText('Proof kept');
    await expect(first.getByRole('img', { name: 'Proof of payment for Booking' })).toBeVisible();
    await expect(first.getByLabel('Replace the proof of payment for Booking')).toBeAttached();
    await expect(payments.getByRole('button', { name: 'Refund advances' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the payments with a proof');

    // The project cancelled: its advance goes back, after a confirmation naming the amount.
    await admin('put', `/projects/${project.id}`, { status: 'cancelled' });
    await page.reload();
    await expect(payments).toContainText(
      'The project is cancelled: ₹21,240.00 paid in advance is still held.',
    );
    await payments.getByRole('button', { name: 'Refund advances' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund ₹21,240.00 to the customer?' });
    await expect(refund.getByTestId('refund-amounts')).toContainText('₹21,240.00 received offline');
    await refund.getByRole('button', { name: 'Refund ₹21,240.00' }).click();
    await expect(refund.getByLabel('Reference of the refund')).toHaveAttribute('aria-invalid', 'true');
    await refund.getByLabel('How the money received offline goes back').selectOption({ label: 'UPI' });
    await refund.getByLabel('Reference of the refund').fill(`UPI${Date.now()}`);
    await expectNoSeriousViolations(page, 'the refund dialog');
    await refund.getByRole('button', { name: 'Refund ₹21,240.00' }).click();
    await expect(adminToasts(page)).toContainText('Refunded ₹21,240.00');
    await expect(refund).toBeHidden();
    await expect(first.locator('[data-stage-status]')).toHaveText('Refunded');
    await expect(payments.getByRole('button', { name: 'Refund advances' })).toHaveCount(0);

    // Its refund voucher, downloaded under its number.
    const voucher = payments.getByRole('button', { name: /^Download refund voucher \S+$/ });
    await expect(voucher).toHaveCount(1);
    const number = ((await voucher.getAttribute('aria-label')) ?? '').replace('Download refund voucher ', '');
    const download = page.waitForEvent('download');
    await voucher.click();
    expect((await download).suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    await expectNoSeriousViolations(page, 'the payments of a refunded project');
  });
});

interface VisitAnswer {
  id: string;
  slots: { id: string; starts_at: string }[];
}
