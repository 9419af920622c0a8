// The contact page (docs/leads.md): both readings of the business hours, the five
// subjects, the required fields, a message that reaches the API and comes back in the visitor's
// confirmation e-mail (DATA_DIR/mail) with any HTML in it escaped, and the failure toasts.
//
// Only one journey here sends for real: the API allows LEADS_RATE_LIMIT_PER_MINUTE (5 by default, not
// overridden by the harness) submissions a minute per IP and route, and refuses a repeat of the same
// message within 10 minutes, so it uses a name and address of its own. Failures are answered by
// page.route and never reach the API.
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { addressed, corsHeaders, fulfillJson, toastWith, uniqueTag, waitForMail } from './support/leads.ts';
import { hydrate } from './support/islands.ts';

/** The five subjects (value: label), in their order. */
const SUBJECTS = [
  { value: 'consultation', label: 'Free Consultation' },
  { value: 'project_inquiry', label: 'Project Inquiry' },
  { value: 'support', label: 'Support' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
];

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
const FAILURE = 'Failed to send message';

async function openContact(page: Page): Promise<void> {
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(200);
  await hydrate(page, 'ContactForm');
}

const fields = (page: Page) => ({
  firstName: page.getByLabel('First Name'),
  lastName: page.getByLabel('Last Name'),
  email: page.getByLabel('Email Address'),
  phone: page.getByLabel('Phone Number'),
  subject: page.getByLabel('Subject'),
  message: page.getByLabel('Message', { exact: true }),
});

const sendButton = (page: Page) => page.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

interface Message {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

async function fillMessage(page: Page, message: Message): Promise<void> {
  const form = fields(page);
  await form.firstName.fill(message.firstName);
  await form.lastName.fill(message.lastName);
  await form.email.fill(message.email);
  await form.phone.fill(message.phone);
  await form.subject.selectOption(message.subject);
  await form.message.fill(message.message);
}

// ─── Journeys ─────────────────────────────────────────────────────────────────────────────────────

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await openContact(page);
  });

  test('shows both readings of the business hours', async ({ page }) => {
    // The detail cards: Mon-Fri 9-7 and Sat 10-5.
    const hoursCard = page
      .getByRole('region', { name: 'Ways to reach us' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Business Hours' }) });
    await expect(hoursCard).toBeVisible();
    await expect(hoursCard).toContainText(/Mon\s*-\s*Fri:?\s*9:00 AM\s*-\s*7:00 PM/);
    await expect(hoursCard).toContainText(/Sat:?\s*10:00 AM\s*-\s*5:00 PM/);

    // The location box: Mon-Sat 9-7 and Sunday by appointment.
    const location = page.getByRole('complementary', { name: 'Our studio' });
    await expect(location).toBeVisible();
    await expect(location).toContainText(/Monday to Saturday:?\s*9:00 AM\s*-\s*7:00 PM/);
    await expect(location).toContainText(/Sunday:?\s*by appointment/i);
  });

  test('the interactive map loads on request, and the page policy lets it frame the map', async ({
    page,
  }) => {
    // The map's own site is out of reach in tests; what matters is that the page asks for it and its
    // Content-Security-Policy (frame-src) does not refuse it: the shared fixture fails on a refusal.
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Map</title><p>Map</p>' }),
    );
    await page.goto('/contact');
    await expect(page.locator('[data-map] iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show interactive map' }).click();
    const map = page.locator('[data-map] iframe');
    await expect(map).toHaveAttribute('title', /^Map showing /);
    await expect(map).toBeFocused();
    await expect(page.frameLocator('[data-map] iframe').getByText('Map')).toBeVisible();
  });

  test('offers the five subjects', async ({ page }) => {
    const options = await fields(page)
      .subject.locator('option')
      .evaluateAll((elements) =>
        elements.map((option) => ({
          value: (option as HTMLOptionElement).value,
          label: option.textContent?.trim(),
        })),
      );
    expect(options).toEqual([{ value: '', label: 'Select a subject' }, ...SUBJECTS]);
    await expect(fields(page).subject).toHaveValue('');
  });

  test('an empty submit names every required field and sends nothing', async ({ page, product }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(`${product.apiUrl}/contact/`))
        posts.push(request.url());
    });
    await sendButton(page).click();

    const form = fields(page);
    const expected: [Locator, string][] = [
      [form.firstName, 'First name is required'],
      [form.lastName, 'Last name is required'],
      [form.email, 'Email is required'],
      [form.subject, 'Subject is required'],
      [form.message, 'Message is required'],
    ];
    for (const [control, message] of expected) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
    }
    // The phone number is optional.
    await expect(form.phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.firstName).toBeFocused();

    await form.subject.selectOption('feedback');
    await expect(page.getByText('Subject is required', { exact: true })).toBeHidden();
    await expect(page.getByText('Message is required', { exact: true })).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('a message shows the success toast, clears the form, and comes back escaped in the e-mail', async ({
    page,
    product,
  }) => {
    test.slow();
    const tag = uniqueTag();
    const markup = `<b>Bold</b> <img src="x" onerror="window.__pwned = 1"> <script>window.__pwned = 2</script>`;
    const message: Message = {
      firstName: 'Farah',
      lastName: `Khan ${tag}`,
      email: `e2e-contact-${tag}@example.in`,
      phone: '+91 90000 12345',
      subject: 'project_inquiry',
      message: `Looking for a study table in sheesham (${tag}). ${markup} & "quotes" 'too'`,
    };
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Record<string, unknown> | undefined;
    const url = `${product.apiUrl}/contact/submit`;
    await page.route(url, async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });

    await fillMessage(page, message);
    const answered = page.waitForResponse(
      (response) => response.url() === url && response.request().method() === 'POST',
    );
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText('Sending...');
    await expect(sendButton(page)).toBeDisabled();
    release();
    expect((await answered).status()).toBe(201);

    expect(sent).toMatchObject({
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      message: message.message,
    });

    const toast = toastWith(page, SUCCESS);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-toast-type', 'success');
    for (const control of Object.values(fields(page))) await expect(control).toHaveValue('');
    await expect(sendButton(page)).toHaveText('Send Message');
    await expect(sendButton(page)).toBeEnabled();

    // Nothing the visitor typed ran or turned into markup on the page.
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);

    const confirmation = await waitForMail(product.dataDir, `the confirmation to ${message.email}`, (mail) =>
      addressed(mail.headers['to'], message.email),
    );
    expect(confirmation.text).toContain('Namaste Farah,');
    expect(confirmation.text).toContain('Project Inquiry');
    // The plain-text part carries the message as typed ...
    expect(confirmation.text).toContain(message.message);
    // ... and the HTML part only escaped: none of it is markup there.
    expect(confirmation.html).toContain(
      '&lt;b&gt;Bold&lt;/b&gt; &lt;img src=&quot;x&quot; onerror=&quot;window.__pwned = 1&quot;&gt; ' +
        '&lt;script&gt;window.__pwned = 2&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39;',
    );
    expect(confirmation.html).not.toContain('<b>Bold</b>');
    expect(confirmation.html).not.toContain('<img');
    expect(confirmation.html).not.toMatch(/<script/i);

    const notice = await waitForMail(product.dataDir, `the business's copy for ${message.email}`, (mail) =>
      addressed(mail.headers['reply-to'], message.email),
    );
    expect(notice.html).toContain('&lt;script&gt;window.__pwned = 2&lt;/script&gt;');
    expect(notice.html).not.toMatch(/<script|<img/i);
  });

  const failures: { title: string; answer: (route: Route) => Promise<void>; toast: string }[] = [
    {
      title: 'a server error with a message shows that message',
      answer: (route) =>
        fulfillJson(route, 500, {
          success: false,
          error: 'Our inbox is briefly unavailable, please try again shortly',
          code: 'internal_error',
        }),
      toast: 'Our inbox is briefly unavailable, please try again shortly',
    },
    {
      title: 'a server error without a message shows the form’s own wording',
      answer: (route) =>
        route.fulfill({
          status: 503,
          contentType: 'text/plain',
          headers: corsHeaders(route.request()),
          body: 'Service Unavailable',
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
      await page.route(`${product.apiUrl}/contact/submit`, failure.answer);
      const tag = uniqueTag();
      const message: Message = {
        firstName: 'Vikram',
        lastName: `Nair ${tag}`,
        email: `e2e-contact-fail-${tag}@example.in`,
        phone: '',
        subject: 'support',
        message: 'The drawer of my bedside table sticks.',
      };
      await fillMessage(page, message);
      await sendButton(page).click();

      const toast = toastWith(page, failure.toast);
      await expect(toast).toBeVisible();
      await expect(toast).toHaveAttribute('data-toast-type', 'error');
      await expect(toastWith(page, SUCCESS)).toHaveCount(0);
      await expect(fields(page).lastName).toHaveValue(message.lastName);
      await expect(fields(page).subject).toHaveValue('support');
      await expect(fields(page).message).toHaveValue(message.message);
      await expect(sendButton(page)).toHaveText('Send Message');
    });
  }

  test('failure: a refused field shows the server message in the toast and beside the field', async ({
    page,
    product,
  }) => {
    const error = 'Please enter a valid email address';
    await page.route(`${product.apiUrl}/contact/submit`, (route) =>
      fulfillJson(route, 400, {
        success: false,
        error,
        code: 'bad_request',
        details: [{ field: 'email', message: error }],
      }),
    );
    await fillMessage(page, {
      firstName: 'Sana',
      lastName: `Mirza ${uniqueTag()}`,
      email: 'sana@invalid',
      phone: '',
      subject: 'other',
      message: 'Do you ship to Pune?',
    });
    await sendButton(page).click();
    await expect(toastWith(page, error)).toHaveAttribute('data-toast-type', 'error');
    await expect(fields(page).email).toHaveAttribute('aria-invalid', 'true');
    await expect(fields(page).email).toHaveAccessibleDescription(error);
    await expect(fields(page).email).toBeFocused();
  });
});
