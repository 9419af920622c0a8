// The floating chat button (docs/leads.md) on Playwright's fake clock: hidden for the
// first 2 s, then shown; its tooltip from 1 s after that for 3 s; a click asks the API for the chat
// link (once) while a grey spinner replaces the icon and the button is disabled, then opens the link
// in a new tab with no opener or referrer; when the API fails, the fixed fallback link opens instead.
//
// The clock is paused from the first moment of the page, so only runFor moves the button's timers,
// however slowly the page loads. The chat links point to wa.me, which this machine cannot reach: the
// context answers them with a stub page, and the tests read the new tab's URL.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { buyableProducts, demoCustomer, fullNameOf, signInAt } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';

const FALLBACK_TEXT = "Hi! I'm interested in your interior design services.";
const TOOLTIP = 'Need help? Chat with us!';
/** Any fixed instant: the button only counts from when the page loaded. */
const START = new Date('2026-03-02T10:00:00+05:30').getTime();

const chat = (page: Page) => page.locator('[data-chat]');
const chatButton = (page: Page) => chat(page).getByRole('button', { name: /Chat with us/ });
const tooltip = (page: Page) => page.locator('[data-chat-tooltip]');
const spinner = (page: Page) => chatButton(page).locator('span.animate-spin');
const icon = (page: Page) => chatButton(page).locator('svg');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A colour is grey when its red, green and blue are close (the teal button is far from it). */
const isGrey = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined) return false;
  return Math.max(r, g, b) - Math.min(r, g, b) <= 32;
};

async function openWithPausedClock(page: Page, path = '/about'): Promise<void> {
  await page.clock.install({ time: START });
  // Paused before the page exists, so the page starts with its clock stopped.
  await page.clock.pauseAt(START + 1000);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The page shell's behaviour starts two frames after the load event, in a task of its own once its
  // code has arrived (decision 136). Those frames and that task run on the paused clock without moving
  // it on, so the chat button's 2 s count from the tick it stands at once the button is ready.
  await page.clock.runFor(100);
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return chat(page).getAttribute('data-ready');
    })
    .toBe('');
}

/** Lets the chat tab load without the network, and records every window.open call on the page. */
async function stubOutside(context: BrowserContext, page: Page): Promise<void> {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Chat</title><p>chat</p>' }),
  );
  await context.route('https://api.whatsapp.com/**', (route) => route.abort());
  await page.addInitScript(() => {
    const calls: { url: string; target?: string; features?: string }[] = [];
    (window as unknown as { __opened: typeof calls }).__opened = calls;
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push({ url: String(url), target, features });
      return open(url, target, features);
    };
  });
}

const openedCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __opened: { url: string; target?: string; features?: string }[] }).__opened,
  );

/** The link the API hands out for a general chat, as the button should open it. */
async function apiChatUrl(
  request: APIRequestContext,
  apiUrl: string,
  customerName: string | null,
): Promise<string> {
  const response = await request.post(`${apiUrl}/simple-whatsapp/chat-url`, {
    data: { type: 'general', customerName },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { data: { url: string } } };
  return body.data.data.url;
}

async function expectNoOpener(popup: Page, url: string): Promise<void> {
  await popup.waitForLoadState('domcontentloaded');
  // As the browser writes it (an apostrophe in the query becomes %27).
  expect(popup.url()).toBe(new URL(url).href);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await popup.evaluate(() => document.referrer)).toBe('');
}

test.describe('floating chat button', () => {
  test('stays hidden for 2 s, then shows; its tooltip shows 1 s later for 3 s', async ({ page }) => {
    await openWithPausedClock(page);
    await expect(chat(page)).toBeHidden();
    await expect(tooltip(page)).toBeHidden();

    await page.clock.runFor(1999);
    await expect(chat(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(chat(page)).toBeVisible();
    await expect(chatButton(page)).toBeEnabled();
    await expect(tooltip(page)).toBeHidden();

    await page.clock.runFor(999);
    await expect(tooltip(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toHaveText(TOOLTIP);

    await page.clock.runFor(2999);
    await expect(tooltip(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(tooltip(page)).toBeHidden();
    await expect(chat(page)).toBeVisible();

    // Nothing brings it back later.
    await page.clock.runFor(60_000);
    await expect(tooltip(page)).toBeHidden();
    await expect(chat(page)).toBeVisible();
  });

  test('a click shows a grey spinner while the link is fetched, then opens it in a new tab without opener', async ({
    page,
    context,
    request,
    product,
  }) => {
    await stubOutside(context, page);
    const expected = await apiChatUrl(request, product.apiUrl, null);
    expect(new URL(expected).hostname).toBe('wa.me');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: unknown[] = [];
    await page.route(`${product.apiUrl}/simple-whatsapp/chat-url`, async (route) => {
      asked.push(route.request().postDataJSON());
      await held;
      await route.continue();
    });

    await openWithPausedClock(page);
    await page.clock.runFor(2000);
    const button = chatButton(page);
    await expect(button).toBeVisible();
    const idleBackground = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(isGrey(idleBackground), `idle background ${idleBackground}`).toBe(false);

    const popupOpened = context.waitForEvent('page');
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(spinner(page)).toBeVisible();
    await expect(icon(page)).toBeHidden();
    const spinnerTop = await spinner(page).evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(isGrey(spinnerTop), `spinner colour ${spinnerTop}`).toBe(true);
    // The button turns grey behind it (after a short colour transition).
    await expect
      .poll(async () => isGrey(await button.evaluate((element) => getComputedStyle(element).backgroundColor)))
      .toBe(true);
    // The request goes out once the API client has loaded.
    await expect.poll(() => asked).toEqual([{ type: 'general', customerName: null }]);

    release();
    const popup = await popupOpened;
    await expectNoOpener(popup, expected);
    // Opened once, in a new tab, with neither opener nor referrer.
    const calls = await openedCalls(page);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: expected, target: '_blank' });
    expect(calls[0]?.features?.split(',').map((feature) => feature.trim())).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );

    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(spinner(page)).toBeHidden();
    await expect(icon(page)).toBeVisible();

    // The link is fetched once: a second click opens it again without asking.
    await popup.close();
    const again = context.waitForEvent('page');
    await button.click();
    await expectNoOpener(await again, expected);
    expect(asked).toHaveLength(1);
  });

  test('a signed-in customer is named in both chat requests, and the product page sends its details', async ({
    page,
    context,
    request,
    product,
  }) => {
    // A sign-in and two chats: more than the default time on a busy two-core runner.
    test.slow();
    await stubOutside(context, page);
    const [item] = await buyableProducts(request, product.apiUrl, 1);
    const path = `/products/${item!.slug}`;
    await signInAt(page, path, demoCustomer);
    await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
    const chatUrlCall = () =>
      page.waitForRequest(
        (sent) => sent.method() === 'POST' && sent.url() === `${product.apiUrl}/simple-whatsapp/chat-url`,
      );

    // The floating button: a general chat signed with the customer's full name.
    await expect(chatButton(page)).toBeVisible();
    let asked = chatUrlCall();
    let opened = context.waitForEvent('page');
    await chatButton(page).click();
    expect((await asked).postDataJSON()).toEqual({ type: 'general', customerName: fullNameOf(demoCustomer) });
    await (await opened).close();

    // The product page's own button: the same name, and the product's details as projectDetails.
    asked = chatUrlCall();
    opened = context.waitForEvent('page');
    await page.getByRole('button', { name: /Ask a designer about this piece/ }).click();
    const body = (await asked).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['customerName', 'projectDetails', 'type']);
    expect(body.type).toBe('product');
    expect(body.customerName).toBe(fullNameOf(demoCustomer));
    expect(body.projectDetails).toMatch(
      new RegExp(`^${escapeRegExp(item!.name)}( \\(.+\\))? at ₹[\\d,]+: https?://\\S+${escapeRegExp(path)}$`),
    );
    const chat = new URL((await opened).url());
    expect(chat.searchParams.get('text')).toContain(`Hi! I'm ${fullNameOf(demoCustomer)}.`);
    expect(chat.searchParams.get('text')).toContain(item!.name);
  });

  for (const failure of ['a server error', 'no answer'] as const) {
    test(`on ${failure} from the API it opens the fixed fallback link`, async ({
      page,
      context,
      product,
    }) => {
      await stubOutside(context, page);
      await page.route(`${product.apiUrl}/simple-whatsapp/chat-url`, (route) =>
        failure === 'no answer'
          ? route.abort('connectionrefused')
          : route.fulfill({
              status: 500,
              contentType: 'application/json',
              headers: { 'access-control-allow-origin': route.request().headers()['origin'] ?? '*' },
              body: JSON.stringify({
                success: false,
                error: 'Internal server error',
                code: 'internal_error',
              }),
            }),
      );
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });

      await openWithPausedClock(page);
      await page.clock.runFor(2000);
      const fallback = await chatButton(page).getAttribute('data-fallback-url');
      expect(fallback).toBeTruthy();
      const popupOpened = context.waitForEvent('page');
      await chatButton(page).click();
      const popup = await popupOpened;
      await expectNoOpener(popup, fallback!);

      const opened = new URL(popup.url());
      expect(opened.hostname).toBe('wa.me');
      expect(opened.pathname).toMatch(/^\/\d{10,15}$/);
      expect(opened.searchParams.get('text')).toBe(FALLBACK_TEXT);
      // Logged, and no message shown to the visitor.
      expect(logged.some((text) => text.includes('Failed to generate WhatsApp URL'))).toBe(true);
      await expect(page.locator('[data-toaster] > li')).toHaveCount(0);
      await expect(chatButton(page)).toBeEnabled();
    });
  }
});
