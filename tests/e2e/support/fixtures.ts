// What every journey imports instead of '@playwright/test'.
//
// Adding a journey: create tests/e2e/<journey>.spec.ts, import { test, expect } from
// './support/fixtures.ts', and visit pages by path (`page.goto('/cart')`): baseURL is the built site.
// The product is already running (support/global-setup.ts); `product` says where its API, data folder
// and log are, and `catalogue` reads and writes its database. Journeys run at 1280×800 (project
// `desktop`). Tag a describe or test `@mobile` to run it at 375×812 as well, or `@mobile-only` for
// 375×812 alone. Tag a journey that changes the catalogue `@writes-catalogue`: those run one at a time
// after all the others (project `writes-catalogue`), so no other journey sees a rebuild mid-test.
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';

export { expect };

export interface ProductUnderTest {
  /** The built site, also the tests' baseURL. */
  siteUrl: string;
  /** The API, up to and including /api/v1. */
  apiUrl: string;
  dataDir: string;
  logFile: string;
  /** The product's database when it runs on PostgreSQL; null on PGlite (nothing may write then). */
  databaseUrl: string | null;
  rebuildIntervalSeconds: number;
}

function productFromEnv(): ProductUnderTest {
  const { E2E_SITE_URL, E2E_API_URL, E2E_DATA_DIR, E2E_LOG_FILE } = process.env;
  if (!E2E_SITE_URL || !E2E_API_URL || !E2E_DATA_DIR || !E2E_LOG_FILE) {
    throw new Error(
      'The product is not running: start the journeys with `npm run test:e2e` (global setup starts it).',
    );
  }
  return {
    siteUrl: E2E_SITE_URL,
    apiUrl: E2E_API_URL,
    dataDir: E2E_DATA_DIR,
    logFile: E2E_LOG_FILE,
    databaseUrl: process.env.E2E_DATABASE_URL || null,
    rebuildIntervalSeconds: Number(process.env.E2E_REBUILD_INTERVAL_SECONDS || 60),
  };
}

/** The API's `{ success, data }` envelope, unwrapped; fails the test on anything else. */
export async function apiData<T>(request: APIRequestContext, apiUrl: string, path: string): Promise<T> {
  const response = await request.get(`${apiUrl}${path}`);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { success: boolean; data: T };
  expect(body.success, `GET ${path} did not succeed`).toBe(true);
  return body.data;
}

export interface FeaturedProduct {
  id: string;
  name: string;
  slug: string;
  price: number;
  discount_price: number | null;
  compare_price: number | null;
}

/** The products the home page features, in its order. */
export async function featuredProducts(
  request: APIRequestContext,
  apiUrl: string,
): Promise<FeaturedProduct[]> {
  return (await apiData<{ products: FeaturedProduct[] }>(request, apiUrl, '/products/featured?limit=8'))
    .products;
}

/** A product card in a grid, found by the product's name. */
export const productCard = (page: Page, name: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('link', { name, exact: true }) });

/**
 * An anonymous visitor presses the first card's heart. `asksToLogIn` then waits for the toast that
 * asks them to log in, and closes the sign-in popup the press opened (sign-in-popup.spec.ts).
 */
export async function pressFirstCardHeart(page: Page): Promise<{ asksToLogIn(): Promise<void> }> {
  const popup = page.waitForEvent('popup');
  await page
    .locator('main article')
    .first()
    .getByRole('button', { name: /to wishlist/ })
    .click();
  return {
    async asksToLogIn() {
      await expect(page.locator('[data-toaster]')).toContainText('Please login to add items to wishlist');
      await (await popup).close();
    },
  };
}

/** The price a card asks the customer to pay: its ₹ amount outside the struck-through one. */
export async function payablePrice(card: Locator): Promise<string | null> {
  return card.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('del, .sr-only').forEach((node) => node.remove());
    return /₹[\d,]+/.exec(copy.textContent ?? '')?.[0] ?? null;
  });
}

/** One line the product printed: a rebuilder event (REBUILD_LOG_FORMAT=json) or anything else. */
export type LogEntry = { source?: string; event?: string; id?: string; [key: string]: unknown };

export interface ProductLog {
  /** Where the log ends now; pass it to `since` to see only what comes after. */
  mark(): Promise<number>;
  /** Rebuilder events written after `offset`. */
  rebuilderEvents(offset: number): Promise<LogEntry[]>;
}

function productLog(logFile: string): ProductLog {
  const read = () => readFile(logFile, 'utf8');
  return {
    mark: async () => Buffer.byteLength(await read()),
    async rebuilderEvents(offset) {
      const text = (await readFile(logFile)).subarray(offset).toString('utf8');
      return text
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as LogEntry];
          } catch {
            return [];
          }
        })
        .filter((entry) => entry.source === 'rebuilder');
    },
  };
}

/**
 * Waits until no site build is under way and, given `coveringVersion`, a finished build (good or
 * failed) started from that catalogue version or a later one: so that the next journey starts quiet.
 */
export async function waitForRebuilder(
  log: ProductLog,
  options: { coveringVersion?: number; timeoutMs?: number } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        const events = await log.rebuilderEvents(0);
        const started = events.filter((entry) => entry.event === 'build_started').length;
        const ended = events.filter(
          (entry) => entry.event === 'build_succeeded' || entry.event === 'build_failed',
        );
        const covered =
          options.coveringVersion === undefined ||
          ended.some((entry) => Number(entry.version) >= options.coveringVersion!);
        return covered && started === ended.length;
      },
      {
        timeout: options.timeoutMs ?? 180_000,
        intervals: [500],
        message: 'waiting for the rebuilder to be idle',
      },
    )
    .toBe(true);
}

interface TestFixtures {
  /** SQL on the product's own database (PostgreSQL runs only; the test is skipped on PGlite). */
  catalogue: postgres.Sql;
}

interface WorkerFixtures {
  product: ProductUnderTest;
  productLog: ProductLog;
}

/** What Chromium prints when the Content-Security-Policy blocks something (a script, a style, eval). */
const CSP_VIOLATION = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Every journey also proves the site runs under its own Content-Security-Policy: anything the
  // policy blocks (an inline script or style without a hash, eval, a fetch to an unlisted origin)
  // fails the test that caused it.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
    // Some refusals print nothing (a library probing for eval inside a try): the browser's issue
    // reports name them all.
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code !== 'ContentSecurityPolicyIssue') return;
      const details = issue.details.contentSecurityPolicyIssueDetails;
      violations.push(
        `${page.url()}: ${details?.violatedDirective} refused ${details?.blockedURL ?? details?.contentSecurityPolicyViolationType} (${details?.sourceCodeLocation?.url ?? 'page'})`,
      );
    });
    await cdp.send('Audits.enable');
    await use(page);
    expect(violations, 'The Content-Security-Policy blocked something').toEqual([]);
  },
  catalogue: async ({ product }, use, testInfo) => {
    testInfo.skip(
      !product.databaseUrl,
      'The product runs on PGlite, which the API holds: writing to the catalogue needs PostgreSQL.',
    );
    const sql = postgres(product.databaseUrl ?? '', { max: 2, onnotice: () => {} });
    try {
      await use(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
  },
  product: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern.
    async ({}, use) => {
      await use(productFromEnv());
    },
    { scope: 'worker' },
  ],
  productLog: [
    async ({ product }, use) => {
      await use(productLog(product.logFile));
    },
    { scope: 'worker' },
  ],
});
