// A design project's site visits on its page (docs/account.md, decision 195): staff open a project for a
// new customer, with its site in Hyderabad and no quote yet, and offer three times through the API, each
// with a designer of the shop. The customer opens the project's page from the e-mail's link: the page
// says there is no quote yet and shows the Site visit section. They book one of the times, move the
// visit to another, read its time and designer, and cancel it after a confirmation. Staff then offer a
// visit for tomorrow morning, which the customer books: less than 24 hours away, the page asks them to
// call to change it. Staff record what they measured, with a photo; the customer reads the measurements
// room by room and sees the photo, and not the shop's notes. Once a quote is sent, the section follows
// it. The section passes axe in each state, and the page reads on a phone without scrolling sideways.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminProject, Designer } from '../../contract/admin/leads.ts';
import { addDays, indiaToday } from '../../contract/leads.ts';
import type { SiteVisit } from '../../contract/site-visits.ts';
import { newCustomer, signUpAt } from './support/account.ts';
import { signInToAdmin, staffToken } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueTag } from './support/leads.ts';

const SITE = {
  line1: '8-2-293 Road No. 12',
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

/** The shop's number in the demo's brand, which the page links and the server names. */
const PHONE = '+91 98765 43210';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day in India as the section writes it: 'Tue 1 Dec 2026'. */
const dayText = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
};

/** A time of day as the section writes it: '1:00 pm'. */
const clockText = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
};

/** An offered time as the section writes it: 'Tue 1 Dec 2026, 1:00 pm'. */
const slotText = (date: string, time: string) => `${dayText(date)}, ${clockText(time)}`;

/** The time 90 minutes after `time`, HH:MM. */
const plus90 = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const end = hours * 60 + minutes + 90;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};

/** What of the page is wider than the screen: in `main`, and elsewhere but the signed-in header. */
const sidewaysParts = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const header = document.querySelector('header[data-site-header]');
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    const beyond = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    return {
      inMain: beyond.filter((element) => element.closest('main')).map(name),
      elsewhere: beyond.filter((element) => !element.closest('main') && !header?.contains(element)).map(name),
    };
  });

test.describe('project site visit', () => {
  test('a customer books a site visit, moves it, cancels it, and reads what was measured at the next', async ({
    page,
    browser,
    product,
  }) => {
    // A sign-up, the back office's sign-in and two visits: more than the default time on a busy runner.
    test.slow();
    const customer = newCustomer('visit', { first: 'Farah', last: 'Siddiqui' });
    const projectName = `Banjara Hills villa ${uniqueTag()}`;

    await signInToAdmin(page);
    const admin = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
      const response = await page.request[method](`${product.apiUrl}/admin${path}`, {
        headers: { authorization: `Bearer ${await staffToken(page)}` },
        ...(data === undefined ? {} : { data }),
      });
      expect(response.ok(), `${method.toUpperCase()} /admin${path}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { data: T }).data;
    };
    const { designers } = await admin<{ designers: Designer[] }>('get', '/designers');
    expect(designers.length, 'the shop has designers').toBeGreaterThan(0);
    const designer = (index: number) => designers[index % designers.length]!;
    const nameOf = (index: number) => `${designer(index).first_name} ${designer(index).last_name}`.trim();
    const { project } = await admin<{ project: AdminProject }>('post', '/projects', {
      customer_email: customer.email,
      project_name: projectName,
      site_address: SITE,
    });
    const visits = `/projects/${project.id}/visits`;

    // Three times on one day some weeks ahead (a random one, so that runs rarely share a designer's
    // morning), three hours apart: far enough for one designer to travel between them.
    const day = addDays(indiaToday(), 10 + Math.floor(Math.random() * 60));
    const times = ['10:00', '13:00', '16:00'];
    await admin('post', visits, {
      slots: times.map((time, index) => ({ designer_id: designer(index).id, date: day, time })),
    });

    const context = await browser.newContext({ baseURL: product.siteUrl, reducedMotion: 'reduce' });
    try {
      const shopper = await context.newPage();
      const main = shopper.locator('main');
      await signUpAt(shopper, `/projects/quote?id=${project.id}`, customer);

      // No quote yet, and the visit's times to pick from.
      await expect(main.getByRole('heading', { level: 2, name: 'No quote yet' })).toBeVisible();
      const section = main.getByRole('region', { name: 'Site visit' });
      await expect(section.getByRole('heading', { level: 2, name: 'Site visit' })).toBeVisible();
      const visit = section.locator('[data-visit]').first();
      await expect(visit.getByTestId('visit-status')).toHaveText('Pick a time');
      await expect(
        visit.getByText(
          'Pick a time that suits you. Your designer comes to your site to measure up; the visit takes about 90 minutes.',
          { exact: true },
        ),
      ).toBeVisible();
      const offered = visit.getByRole('group', { name: 'Times offered' });
      await expect(offered.getByRole('radio')).toHaveCount(3);
      for (const [index, time] of times.entries()) {
        await expect(
          offered.getByRole('radio', { name: `${slotText(day, time)} with ${nameOf(index)}`, exact: true }),
        ).toBeVisible();
      }
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);

      // A time is required; then the second one is booked.
      await visit.getByRole('button', { name: 'Book this time' }).click();
      await expect(visit.getByRole('alert')).toHaveText('Please pick a time.');
      await offered.getByRole('radio', { name: new RegExp(`^${slotText(day, '13:00')} `) }).check();
      await visit.getByRole('button', { name: 'Book this time' }).click();
      const status = section.getByRole('status');
      await expect(status).toHaveText(`Your site visit is booked for ${slotText(day, '13:00')}.`);
      await expect(visit.getByTestId('visit-status')).toHaveText('Booked');
      await expect(visit.getByTestId('visit-when')).toHaveText(
        `${slotText(day, '13:00')} – ${clockText(plus90('13:00'))}`,
      );
      await expect(visit.getByTestId('visit-designer')).toHaveText(nameOf(1));
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);

      // Moved to the last time: the other times are offered, and keeping the time changes nothing.
      await visit.getByRole('button', { name: 'Move to another time' }).click();
      const others = visit.getByRole('group', { name: 'Other times offered' });
      await expect(others.getByRole('radio')).toHaveCount(2);
      await visit.getByRole('button', { name: 'Keep this time' }).click();
      await expect(others).toHaveCount(0);
      await expect(visit.getByRole('button', { name: 'Move to another time' })).toBeFocused();
      await visit.getByRole('button', { name: 'Move to another time' }).click();
      await others.getByRole('radio', { name: `${slotText(day, '16:00')} with ${nameOf(2)}` }).check();
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);
      await visit.getByRole('button', { name: 'Move my visit' }).click();
      await expect(status).toHaveText(`Your site visit is moved to ${slotText(day, '16:00')}.`);
      await expect(others).toHaveCount(0);
      await shopper.reload();
      await expect(visit.getByTestId('visit-status')).toHaveText('Booked');
      await expect(visit.getByTestId('visit-when')).toHaveText(
        `${slotText(day, '16:00')} – ${clockText(plus90('16:00'))}`,
      );
      await expect(visit.getByTestId('visit-designer')).toHaveText(nameOf(2));

      // Cancelling asks first, naming the time and the designer.
      await visit.getByRole('button', { name: 'Cancel visit' }).click();
      const dialog = shopper.getByRole('dialog', { name: 'Cancel your site visit?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        `Your visit on ${slotText(day, '16:00')} with ${nameOf(2)} will be cancelled. To arrange another, ` +
          'call us or ask your designer for new times.',
      );
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);
      await dialog.getByRole('button', { name: 'Keep my visit' }).click();
      await expect(dialog).toBeHidden();
      await expect(visit.getByTestId('visit-status')).toHaveText('Booked');
      await visit.getByRole('button', { name: 'Cancel visit' }).click();
      await dialog.getByRole('button', { name: 'Yes, cancel the visit' }).click();
      await expect(dialog).toBeHidden();
      await expect(status).toHaveText('Your site visit is cancelled.');
      await expect(visit.getByTestId('visit-status')).toHaveText('Cancelled');
      await expect(
        visit.getByText(`This visit was cancelled on ${dayText(indiaToday())}.`, { exact: true }),
      ).toBeVisible();
      await expect(visit.getByRole('button')).toHaveCount(0);
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);

      // A visit tomorrow morning (or this evening, before 9 in India), booked: it is less than 24 hours
      // away, so it is changed by calling the shop.
      const early = new Date(Date.now() + 330 * 60_000).getUTCHours() < 9;
      const soonDay = early ? indiaToday() : addDays(indiaToday(), 1);
      const soonTimes = early ? ['15:00', '17:00'] : ['09:00', '11:30'];
      const { visit: soon } = await admin<{ visit: { id: string } }>('post', visits, {
        slots: soonTimes.map((time, index) => ({ designer_id: designer(index).id, date: soonDay, time })),
        note: 'Please keep the kitchen clear for measuring.',
      });
      await shopper.reload();
      const newest = section.locator('[data-visit]').first();
      await expect(section.locator('[data-visit]').getByTestId('visit-status')).toHaveText([
        'Pick a time',
        'Cancelled',
      ]);
      await expect(
        newest.getByText('Please keep the kitchen clear for measuring.', { exact: true }),
      ).toBeVisible();
      await newest
        .getByRole('radio', { name: `${slotText(soonDay, soonTimes[0]!)} with ${nameOf(0)}` })
        .check();
      await newest.getByRole('button', { name: 'Book this time' }).click();
      await expect(status).toHaveText(`Your site visit is booked for ${slotText(soonDay, soonTimes[0]!)}.`);
      await expect(newest.getByTestId('visit-call')).toHaveText(
        `Your visit is less than 24 hours away. To move or cancel it, please call us on ${PHONE}.`,
      );
      await expect(newest.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+919876543210');
      await expect(newest.getByRole('button')).toHaveCount(0);
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);

      // Staff record what they measured, and a photo; the customer reads the measurements, not the notes.
      await admin('put', `${visits}/${soon.id}/record`, {
        measurements: [
          { room: 'Kitchen', what: 'Counter wall', value_mm: 3450 },
          { room: 'Master Bedroom', what: 'Wardrobe wall', value_mm: 2400 },
          { room: 'Kitchen', what: 'Ceiling height', value_mm: 2900 },
        ],
        notes: 'Shop notes: the customer prefers a handleless finish.',
      });
      const photo = await sharp({
        create: { width: 640, height: 480, channels: 3, background: '#b8893b' },
      })
        .png()
        .toBuffer();
      const upload = await page.request.post(`${product.apiUrl}/admin${visits}/${soon.id}/photos`, {
        headers: { authorization: `Bearer ${await staffToken(page)}` },
        multipart: { image: { name: 'kitchen.png', mimeType: 'image/png', buffer: photo } },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const [kept] = ((await upload.json()) as { data: { visit: SiteVisit } }).data.visit.photos;

      await shopper.reload();
      await expect(newest.getByTestId('visit-status')).toHaveText('Visited');
      await expect(newest.getByTestId('visit-when')).toHaveText(
        `${slotText(soonDay, soonTimes[0]!)} – ${clockText(plus90(soonTimes[0]!))}`,
      );
      await expect(newest.getByTestId('visit-designer')).toHaveText(nameOf(0));
      await expect(newest.getByRole('heading', { level: 3, name: 'Measurements' })).toBeVisible();
      const kitchen = newest.locator('[data-visit-room="Kitchen"]');
      await expect(kitchen.getByRole('heading', { level: 4 })).toHaveText('Kitchen');
      await expect(kitchen.locator('dt')).toHaveText(['Counter wall', 'Ceiling height']);
      await expect(kitchen.locator('dd')).toHaveText(['3,450 mm (11 ft 4 in)', '2,900 mm (9 ft 6 in)']);
      const bedroom = newest.locator('[data-visit-room="Master Bedroom"]');
      await expect(bedroom.locator('dt')).toHaveText(['Wardrobe wall']);
      await expect(bedroom.locator('dd')).toHaveText(['2,400 mm (7 ft 10½ in)']);
      await expect(newest.getByText('Shop notes', { exact: false })).toHaveCount(0);
      const photoLink = newest.getByRole('link', {
        name: `Photo 1 of 1 from your site visit on ${dayText(soonDay)}`,
      });
      await expect(photoLink).toHaveAttribute('href', kept!.url);
      await expect(photoLink.locator('img')).toHaveAttribute('src', kept!.thumbnail_url);
      await expect
        .poll(() => photoLink.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);

      // Once a quote is sent the page reads it, and the Site visit section follows it.
      const quotes = `/projects/${project.id}/quotes`;
      await admin('post', quotes);
      await admin('put', `${quotes}/1`, {
        rooms: ['Kitchen'],
        lines: [KITCHEN],
        valid_until: addDays(indiaToday(), 60),
        terms: 'Prices include GST.',
      });
      await admin('post', `${quotes}/1/send`);
      await shopper.reload();
      await expect(main.getByTestId('quote-status')).toHaveText('Awaiting your approval');
      await expect(main.getByRole('heading', { level: 2, name: projectName })).toBeVisible();
      await expect(section.getByRole('heading', { level: 3, name: 'Site visit' })).toBeVisible();
      await expect(newest.getByRole('heading', { level: 4, name: 'Measurements' })).toBeVisible();
      await expect(kitchen.locator('dd')).toHaveText(['3,450 mm (11 ft 4 in)', '2,900 mm (9 ft 6 in)']);
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);

      // On a phone: the page, quote and section, fits the screen.
      await shopper.setViewportSize({ width: 375, height: 812 });
      await shopper.reload();
      await expect(kitchen.locator('dd').first()).toBeVisible();
      const sideways = await sidewaysParts(shopper);
      expect(sideways.inMain, 'parts of the project page wider than a 375 px screen').toEqual([]);
      // The signed-in header's known overflow at 375 px is the layout's (project-quote.spec.ts notes it).
      expect(sideways.elsewhere, 'parts of the page wider than a 375 px screen').toEqual([]);
      expect(await seriousViolations(shopper, '[data-testid="site-visits"]')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
