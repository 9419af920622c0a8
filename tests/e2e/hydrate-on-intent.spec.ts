// Islands that hydrate on intent (decision 101): the listing and the lead forms read and show without
// React, load it only when the visitor turns to them, and lose nothing the visitor did meanwhile. React
// is held back here (its island's code answers only when the test says so) so that the typing, the
// choices and the presses all happen before it arrives.
import type { Page, Request } from '@playwright/test';
import { apiData, expect, test } from './support/fixtures.ts';
import { islandOf } from './support/islands.ts';
import { toastWith, uniqueTag } from './support/leads.ts';

/**
 * For what waits on React's arrival once released: its code loads and the island hydrates, which on a
 * busy CI machine can take seconds.
 */
const expectLoaded = expect.configure({ timeout: 15_000 });

/** Every script file the page requests from the site, from now on. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Holds the island's own code back until `release` is called; `requested` tells when it was asked for. */
async function holdIsland(page: Page, name: string) {
  const componentUrl = await islandOf(page, name).getAttribute('component-url');
  expect(componentUrl, `${name} is an island`).toBeTruthy();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(`**${componentUrl}`, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { componentUrl: componentUrl!, release, requested: () => requested };
}

test.describe('islands that hydrate on intent', () => {
  test('the listing loads React only when the shopper turns to it, and a search typed meanwhile runs', async ({
    page,
    request,
    product,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    const listing = islandOf(page, 'ProductListing');
    const componentUrl = await listing.getAttribute('component-url');
    const rendererUrl = await listing.getAttribute('renderer-url');
    // Read, scrolled and idle: neither the listing's code nor React's was fetched.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(scripts).not.toContain(componentUrl);
    expect(scripts).not.toContain(rendererUrl);
    await expect(listing).toHaveAttribute('ssr');

    const island = await holdIsland(page, 'ProductListing');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('lamp');
    await search.press('Enter');
    await expect.poll(island.requested).toBe(true);
    // Held back: the form did not send the page anywhere, and the box keeps what was typed.
    expect(new URL(page.url()).search).toBe('');
    await expect(search).toHaveValue('lamp');

    island.release();
    const found = await apiData<{ products: { name: string }[] }>(
      request,
      product.apiUrl,
      '/products?search=lamp&sort=name&order=asc&limit=20',
    );
    expect(found.products.length).toBeGreaterThan(0);
    await expectLoaded.poll(() => new URL(page.url()).searchParams.get('search')).toBe('lamp');
    await expectLoaded(page.locator('main article').getByRole('heading', { level: 2 })).toHaveText(
      found.products.map((item) => item.name),
    );
  });

  test('a press on a listing control before React arrives takes effect once it has', async ({ page }) => {
    await page.goto('/products');
    const island = await holdIsland(page, 'ProductListing');
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    await expect.poll(island.requested).toBe(true);
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    island.release();
    await expectLoaded(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Min Price')).toBeVisible();
  });

  test('a shared link to a filtered listing hydrates at once', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/products?search=lamp');
    const listing = islandOf(page, 'ProductListing');
    await expect(listing).not.toHaveAttribute('ssr');
    expect(scripts).toContain(await listing.getAttribute('component-url'));
  });

  test('a service chosen and a name typed before the booking form hydrates are the form’s', async ({
    page,
  }) => {
    await page.goto('/consultation');
    const island = await holdIsland(page, 'ConsultationBooking');
    const card = page
      .getByRole('group', { name: /Choose a service/ })
      .locator('label')
      .first();
    await card.click();
    await page.getByLabel('Full Name').fill('Anil Kapoor');
    await expect.poll(island.requested).toBe(true);
    await expect(page.getByText('Choose a service above to continue.')).toBeVisible();

    island.release();
    await expectLoaded(page.getByText(/^Booking:/)).toBeVisible();
    await expect(card.locator('input[type="radio"]')).toBeChecked();
    await expect(page.getByLabel('Full Name')).toHaveValue('Anil Kapoor');
    // The form knows the name: sending asks for what is missing, and not for it.
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Name is required')).toHaveCount(0);
  });

  test('a contact message filled and sent before React arrives is sent as filled', async ({
    page,
    product,
  }) => {
    test.slow();
    const scripts = scriptsRequested(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const form = islandOf(page, 'ContactForm');
    expect(scripts).not.toContain(await form.getAttribute('component-url'));
    expect(scripts).not.toContain(await form.getAttribute('renderer-url'));

    const island = await holdIsland(page, 'ContactForm');
    const url = `${product.apiUrl}/contact/submit`;
    let sent: Record<string, unknown> | undefined;
    await page.route(url, async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue();
    });
    const tag = uniqueTag();
    const message = {
      firstName: 'Meera',
      lastName: `Iyer ${tag}`,
      email: `e2e-intent-${tag}@example.in`,
      phone: '+91 90000 54321',
      subject: 'feedback',
      message: `The cane chairs arrived well packed (${tag}).`,
    };
    await page.getByLabel('First Name').fill(message.firstName);
    await page.getByLabel('Last Name').fill(message.lastName);
    await page.getByLabel('Email Address').fill(message.email);
    await page.getByLabel('Phone Number').fill(message.phone);
    await page.getByLabel('Subject').selectOption(message.subject);
    await page.getByLabel('Message', { exact: true }).fill(message.message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(island.requested).toBe(true);
    // Held back: nothing was sent, and nothing went into the address.
    expect(sent).toBeUndefined();
    expect(new URL(page.url()).search).toBe('');

    const answered = page.waitForResponse(
      (response) => response.url() === url && response.request().method() === 'POST',
    );
    island.release();
    expect((await answered).status()).toBe(201);
    expect(sent).toMatchObject(message);
    await expect(toastWith(page, "Message sent successfully! We'll get back to you soon.")).toBeVisible();
  });
});
