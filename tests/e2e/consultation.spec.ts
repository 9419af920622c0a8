// Consultation booking (docs/leads.md): the four services, the submit button that
// waits for one, the required fields, the earliest date (today in India), the time slots, a booking
// that reaches the API and the visitor's mailbox (DATA_DIR/mail, where the outbox writes .eml files
// when no SMTP server is set), and the failure toasts.
//
// Only one journey here books for real: the API allows LEADS_RATE_LIMIT_PER_MINUTE (5 by default, not
// overridden by the harness) submissions a minute per IP and route, and refuses a repeat of the same
// details within 10 minutes, so the booking uses a name and address of its own. Failures are answered
// by page.route and never reach the API.
import type { Locator, Page, Route } from '@playwright/test';
import { addDays, indiaToday } from '../../contract/leads.ts';
import { expect, test } from './support/fixtures.ts';
import { addressed, corsHeaders, fulfillJson, toastWith, uniqueTag, waitForMail } from './support/leads.ts';
import { hydrate } from './support/islands.ts';

/** The four services, in their order. */
const SERVICES = [
  { id: 'full_design', name: 'Complete Interior Design', duration: '2-3 hours' },
  { id: 'room_design', name: 'Single Room Design', duration: '1-2 hours' },
  { id: 'consultation', name: 'Design Consultation', duration: '1 hour' },
  { id: 'product_selection', name: 'Product Selection', duration: '1 hour' },
] as const;

/** The bookable times of a day, India Standard Time. */
const SLOTS = [
  '09:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '02:00 PM',
  '03:00 PM',
  '04:00 PM',
  '05:00 PM',
];

const SUCCESS = 'Consultation request submitted successfully! Our team will contact you within 24 hours.';
const FAILURE = 'Failed to submit consultation request';

async function openBooking(page: Page): Promise<void> {
  const response = await page.goto('/consultation');
  expect(response?.status()).toBe(200);
  await hydrate(page, 'ConsultationBooking');
}

const servicesGroup = (page: Page) => page.getByRole('group', { name: /Choose a service/ });
const serviceCard = (page: Page, name: string) =>
  servicesGroup(page).locator('label').filter({ hasText: name });
const submitButton = (page: Page) => page.locator('form button[type="submit"]');

const fields = (page: Page) => ({
  fullName: page.getByLabel('Full Name'),
  phone: page.getByLabel('Phone Number'),
  email: page.getByLabel('Email Address'),
  date: page.getByLabel('Preferred Date'),
  time: page.getByLabel('Preferred Time'),
  details: page.getByLabel('Project Details'),
});

/** A day well inside the booking window, so that none of its slots has passed. */
const futureDate = (days: number) => addDays(indiaToday(), days);

interface Booking {
  fullName: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  details: string;
}

async function fillBooking(page: Page, booking: Booking): Promise<void> {
  const form = fields(page);
  await form.fullName.fill(booking.fullName);
  await form.phone.fill(booking.phone);
  await form.email.fill(booking.email);
  const slots = page.waitForResponse((response) => response.url().includes('/consultation/slots?'));
  await form.date.fill(booking.date);
  await slots;
  await form.time.selectOption({ label: booking.time });
  await form.details.fill(booking.details);
}

// ─── Journeys ─────────────────────────────────────────────────────────────────────────────────────

test.describe('consultation booking', () => {
  test.beforeEach(async ({ page }) => {
    await openBooking(page);
  });

  test('offers the four free services', async ({ page }) => {
    const cards = servicesGroup(page).locator('label');
    await expect(cards).toHaveCount(SERVICES.length);
    for (const [index, service] of SERVICES.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(service.name);
      await expect(card).toContainText(service.duration);
      await expect(card).toContainText('Free');
      await expect(card.getByRole('radio')).toHaveAttribute('value', service.id);
      await expect(card.getByRole('radio')).not.toBeChecked();
    }
  });

  test('the submit button waits for a service', async ({ page }) => {
    const button = submitButton(page);
    await expect(button).toHaveText('Book Consultation');
    await expect(button).toBeDisabled();
    await expect(page.getByText('Choose a service above to continue.')).toBeVisible();

    await serviceCard(page, 'Design Consultation').click();
    await expect(serviceCard(page, 'Design Consultation').getByRole('radio')).toBeChecked();
    await expect(button).toBeEnabled();
    await expect(page.getByText('Choose a service above to continue.')).toBeHidden();
    await expect(page.locator('form')).toContainText('Booking: Design Consultation');

    // One service at a time.
    await serviceCard(page, 'Product Selection').click();
    await expect(serviceCard(page, 'Product Selection').getByRole('radio')).toBeChecked();
    await expect(serviceCard(page, 'Design Consultation').getByRole('radio')).not.toBeChecked();
    await expect(servicesGroup(page).getByRole('radio', { checked: true })).toHaveCount(1);
  });

  test('an empty submit names every required field and sends nothing', async ({ page, product }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(`${product.apiUrl}/contact/`))
        posts.push(request.url());
    });
    await serviceCard(page, 'Complete Interior Design').click();
    await submitButton(page).click();

    const form = fields(page);
    const expected: [Locator, string][] = [
      [form.fullName, 'Name is required'],
      [form.phone, 'Phone number is required'],
      [form.email, 'Email is required'],
      [form.date, 'Date is required'],
      [form.time, 'Time is required'],
    ];
    for (const [control, message] of expected) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
    }
    // Project Details is optional.
    await expect(form.details).not.toHaveAttribute('aria-invalid', 'true');
    // The first field to fix has the focus.
    await expect(form.fullName).toBeFocused();

    // Typing into a field clears its message, and only its own.
    await form.fullName.fill('Meera Iyer');
    await expect(page.getByText('Name is required', { exact: true })).toBeHidden();
    await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('the earliest date is today in India, the latest 180 days on', async ({ page }) => {
    const before = indiaToday();
    // Set in the browser once the island runs: the page was built on another day.
    await expect(fields(page).date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
    const min = await fields(page).date.getAttribute('min');
    const after = indiaToday();
    expect([before, after]).toContain(min);
    await expect(fields(page).date).toHaveAttribute('max', addDays(min!, 180));
    await expect(fields(page).date).toHaveAttribute('type', 'date');
  });

  test('times come from a dropdown of the bookable slots, as India Standard Time', async ({ page }) => {
    const time = fields(page).time;
    expect(await time.evaluate((element) => element.tagName)).toBe('SELECT');
    await expect(time.locator('option')).toHaveText(['Select a time', ...SLOTS]);
    await expect(time).toHaveAccessibleDescription('India Standard Time');

    // A day ahead has every slot open, as the API says.
    const slots = page.waitForResponse((response) => response.url().includes('/consultation/slots?'));
    await fields(page).date.fill(futureDate(30));
    expect((await slots).ok()).toBe(true);
    await expect(time.locator('option')).toHaveText(['Select a time', ...SLOTS]);
    await expect(time.locator('option:disabled')).toHaveCount(0);
    expect(
      await time
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['', ...SLOTS]);
  });

  test('a slot the API reports full is greyed out', async ({ page, product }) => {
    const date = futureDate(45);
    await page.route(`${product.apiUrl}/consultation/slots?**`, (route) =>
      fulfillJson(route, 200, {
        success: true,
        data: {
          date,
          timeZone: 'Asia/Kolkata',
          slots: SLOTS.map((label, index) => ({
            time: label,
            value: `${String(index).padStart(2, '0')}:00`,
            available: label !== '11:00 AM',
            remaining: label === '11:00 AM' ? 0 : 3,
          })),
        },
      }),
    );
    await fields(page).date.fill(date);
    const time = fields(page).time;
    await expect(time.locator('option:disabled')).toHaveText(['11:00 AM (unavailable)']);
    await expect(time.locator('option:not(:disabled)')).toHaveCount(SLOTS.length);
  });

  test('a booking shows the success toast, clears the form and the service, and e-mails the visitor', async ({
    page,
    product,
  }) => {
    test.slow();
    const tag = uniqueTag();
    const booking: Booking = {
      fullName: `Kavya ${tag} Reddy`,
      phone: '+91 98480 22338',
      email: `e2e-consultation-${tag}@example.in`,
      // Any day and slot: nothing else books them in this run, and the slot holds three.
      date: futureDate(7 + Math.floor(Math.random() * 150)),
      time: SLOTS[Math.floor(Math.random() * SLOTS.length)]!,
      details: `A 3BHK in Gachibowli, living room and two bedrooms (${tag}).`,
    };

    // Hold the booking in flight until the button has been seen saying so.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Record<string, unknown> | undefined;
    await page.route(`${product.apiUrl}/contact/consultation`, async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });

    await serviceCard(page, 'Single Room Design').click();
    await fillBooking(page, booking);
    const url = `${product.apiUrl}/contact/consultation`;
    const answered = page.waitForResponse(
      (response) => response.url() === url && response.request().method() === 'POST',
    );
    await submitButton(page).click();

    const button = submitButton(page);
    await expect(button).toHaveText('Submitting...');
    await expect(button).toBeDisabled();
    release();
    const response = await answered;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { message?: string };

    // The booking form as the consultation payload: the name split, the service as projectType.
    expect(sent).toMatchObject({
      firstName: 'Kavya',
      lastName: `${tag} Reddy`,
      email: booking.email,
      phone: booking.phone,
      projectType: 'Single Room Design',
      budget: 'To be discussed',
      timeline: `Preferred: ${booking.date} at ${booking.time}`,
      description: booking.details,
    });

    // The server's message, which is the site's own success wording.
    expect(body.message).toBe(SUCCESS);
    const toast = toastWith(page, SUCCESS);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-toast-type', 'success');

    const form = fields(page);
    for (const control of Object.values(form)) await expect(control).toHaveValue('');
    await expect(servicesGroup(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(button).toHaveText('Book Consultation');
    await expect(button).toBeDisabled();
    await expect(page.getByText('Choose a service above to continue.')).toBeVisible();

    const confirmation = await waitForMail(product.dataDir, `the confirmation to ${booking.email}`, (mail) =>
      addressed(mail.headers['to'], booking.email),
    );
    expect(confirmation.headers['subject']).toMatch(/consultation request/i);
    expect(confirmation.text).toContain('Namaste Kavya,');
    expect(confirmation.text).toContain('Single Room Design');
    expect(confirmation.text).toContain(booking.time);
    expect(confirmation.html).toContain('Single Room Design');

    // And the business hears of it, with the visitor's address to reply to.
    const notice = await waitForMail(product.dataDir, `the business's copy for ${booking.email}`, (mail) =>
      addressed(mail.headers['reply-to'], booking.email),
    );
    expect(notice.text).toContain(booking.details);
    expect(notice.text).toContain('To be discussed');
  });

  const failures: {
    title: string;
    answer: (route: Route) => Promise<void>;
    toast: string;
  }[] = [
    {
      title: 'a server error with a message shows that message',
      answer: (route) =>
        fulfillJson(route, 500, {
          success: false,
          error: 'Bookings are paused for maintenance, please try again in an hour',
          code: 'internal_error',
        }),
      toast: 'Bookings are paused for maintenance, please try again in an hour',
    },
    {
      title: 'a server error without a message shows the form’s own wording',
      answer: (route) =>
        route.fulfill({
          status: 500,
          contentType: 'text/html',
          headers: corsHeaders(route.request()),
          body: '<h1>Internal Server Error</h1>',
        }),
      toast: FAILURE,
    },
    {
      title: 'no answer at all shows the form’s own wording',
      answer: (route) => route.abort('connectionrefused'),
      toast: FAILURE,
    },
  ];

  for (const failure of failures) {
    test(`failure: ${failure.title}, and keeps the form`, async ({ page, product }) => {
      await page.route(`${product.apiUrl}/contact/consultation`, failure.answer);
      const tag = uniqueTag();
      const booking: Booking = {
        fullName: `Rohan ${tag}`,
        phone: '9876543210',
        email: `e2e-consultation-fail-${tag}@example.in`,
        date: futureDate(20),
        time: '10:00 AM',
        details: '',
      };
      await serviceCard(page, 'Complete Interior Design').click();
      await fillBooking(page, booking);
      await submitButton(page).click();

      const toast = toastWith(page, failure.toast);
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('data-toast-type', 'error');
      await expect(toastWith(page, SUCCESS)).toHaveCount(0);
      // Nothing is lost: the visitor can try again.
      await expect(fields(page).fullName).toHaveValue(booking.fullName);
      await expect(fields(page).email).toHaveValue(booking.email);
      await expect(serviceCard(page, 'Complete Interior Design').getByRole('radio')).toBeChecked();
      await expect(submitButton(page)).toHaveText('Book Consultation');
      await expect(submitButton(page)).toBeEnabled();
    });
  }

  test('failure: a refused field shows the server message in the toast and beside the field', async ({
    page,
    product,
  }) => {
    const message = 'Please enter a valid 10-digit Indian mobile number, e.g. +91 98765 43210';
    await page.route(`${product.apiUrl}/contact/consultation`, (route) =>
      fulfillJson(route, 400, {
        success: false,
        error: message,
        code: 'bad_request',
        details: [{ field: 'phone', message }],
      }),
    );
    const tag = uniqueTag();
    await serviceCard(page, 'Design Consultation').click();
    await fillBooking(page, {
      fullName: `Anil ${tag}`,
      phone: '12345',
      email: `e2e-consultation-phone-${tag}@example.in`,
      date: futureDate(25),
      time: '04:00 PM',
      details: 'Kitchen only',
    });
    await submitButton(page).click();

    await expect(toastWith(page, message)).toHaveAttribute('data-toast-type', 'error');
    await expect(fields(page).phone).toHaveAttribute('aria-invalid', 'true');
    await expect(fields(page).phone).toHaveAccessibleDescription(message);
    await expect(fields(page).phone).toBeFocused();
    await expect(serviceCard(page, 'Design Consultation').getByRole('radio')).toBeChecked();
  });
});

test.describe('consultation dates follow India, not the visitor’s clock', () => {
  // 20:00 UTC on 15 January 2030 is 12:00 on the 15th in Los Angeles and 01:30 on the 16th in India.
  const instant = new Date('2030-01-15T20:00:00Z');
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('a visitor abroad in the evening cannot pick a day already over in India', async ({ page }) => {
    await page.clock.setFixedTime(instant);
    await openBooking(page);
    expect(await page.evaluate(() => new Date().getDate())).toBe(15);
    await expect(fields(page).date).toHaveAttribute('min', '2030-01-16');
    await expect(fields(page).date).toHaveAttribute('max', addDays('2030-01-16', 180));
  });
});
