// Scheduled rebuilds (architecture: "Scheduled rebuilds"): a catalogue change reaches the served site
// within one check interval plus one build, and a build that fails leaves the last good site serving.
//
// The journey writes to the product's database directly (the API has no write endpoint for products),
// which is why the e2e product runs on PostgreSQL (see support/global-setup.ts). To make a build fail
// it breaks what the build reads and nothing else: the products table's is_featured column is renamed,
// so GET /products/featured answers 500 while GET /catalogue/version, which the rebuilder polls, still
// works. That is the real failure path: the rebuilder sees a new version, astro build stops on the API
// error (src/lib/build-data.ts), and the rebuilder keeps the live build.
//
// Builds are followed through the rebuilder's events in the product's log (REBUILD_LOG_FORMAT=json),
// by catalogue version: pages of one build are fetched at different moments, so only a build that
// started after a write is sure to show it everywhere.
import type { APIRequestContext, Page } from '@playwright/test';
import { effectivePrice, formatINR } from '../../src/lib/money.ts';
import {
  apiData,
  expect,
  featuredProducts,
  payablePrice,
  productCard,
  test,
  waitForRebuilder,
  type LogEntry,
  type ProductLog,
} from './support/fixtures.ts';
import { liveBuildId } from '../../scripts/lib/product.ts';

const BROKEN_COLUMN = 'is_featured_broken_by_e2e';

/** Generous: one check interval plus a build or two, on a slow machine. */
const REBUILD_TIMEOUT_MS = 120_000;

const catalogueVersion = async (request: APIRequestContext, apiUrl: string) =>
  Number((await apiData<{ version: string }>(request, apiUrl, '/catalogue/version')).version);

/** Waits for the first event after `offset` that `matches`; returns it and every event before it. */
async function waitForEvent(
  log: ProductLog,
  offset: number,
  what: string,
  matches: (entry: LogEntry) => boolean,
): Promise<{ found: LogEntry; before: LogEntry[] }> {
  let events: LogEntry[] = [];
  await expect
    .poll(
      async () => {
        events = await log.rebuilderEvents(offset);
        return events.some(matches);
      },
      { timeout: REBUILD_TIMEOUT_MS, intervals: [500], message: `waiting for the rebuilder: ${what}` },
    )
    .toBe(true);
  const index = events.findIndex(matches);
  return { found: events[index]!, before: events.slice(0, index) };
}

async function homePrice(page: Page, productName: string): Promise<string | null> {
  const response = await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  return payablePrice(productCard(page, productName));
}

test.describe('rebuilds when the catalogue changes', { tag: '@writes-catalogue' }, () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(5 * 60_000);

  test('a price change reaches the served home and product pages', async ({
    page,
    request,
    product,
    catalogue,
    productLog,
  }) => {
    const [item] = await featuredProducts(request, product.apiUrl);
    if (!item) throw new Error('The seeded catalogue has no featured product.');
    const newPrice = effectivePrice(item) + 1_111;
    // No build under way, so the next build the test sees starts from its own write.
    await waitForRebuilder(productLog, { timeoutMs: REBUILD_TIMEOUT_MS });

    const beforeWrite = await productLog.mark();
    const written = performance.now();
    await catalogue`UPDATE products SET price = ${newPrice}, discount_price = NULL WHERE id = ${item.id}`;
    const version = await catalogueVersion(request, product.apiUrl);
    const { found: built, before } = await waitForEvent(
      productLog,
      beforeWrite,
      `a build of catalogue ${version}`,
      (entry) => entry.event === 'build_succeeded' && Number(entry.version) >= version,
    );
    await waitForEvent(
      productLog,
      beforeWrite,
      'the swap',
      (entry) => entry.event === 'swapped' && entry.id === built.id,
    );
    const liveAfterMs = performance.now() - written;

    // One interval, then the build; builds that were under way or failed in between come on top.
    const buildsMs = [...before, built]
      .filter((entry) => entry.event === 'build_succeeded' || entry.event === 'build_failed')
      .reduce((sum, entry) => sum + Number(entry.ms), 0);
    const allowedMs = product.rebuildIntervalSeconds * 1000 + buildsMs + 5_000;
    const timing =
      `new price live ${(liveAfterMs / 1000).toFixed(1)} s after the write ` +
      `(interval ${product.rebuildIntervalSeconds} s, build ${(Number(built.ms) / 1000).toFixed(1)} s)`;
    console.log(`rebuild: ${timing}`);
    test.info().annotations.push({ type: 'rebuild', description: timing });
    expect(liveAfterMs).toBeLessThan(allowedMs);

    expect(await homePrice(page, item.name)).toBe(formatINR(newPrice));
    const productPage = await request.get(`/products/${encodeURIComponent(item.slug)}`);
    if (productPage.status() === 404) {
      test.info().annotations.push({
        type: 'pending',
        description: 'product pages not built yet: checked the home page only',
      });
    } else {
      expect(productPage.status()).toBe(200);
      expect(await productPage.text()).toContain(formatINR(newPrice));
    }
  });

  test('a failed build keeps the last good site, and the next good build replaces it', async ({
    page,
    request,
    product,
    catalogue,
    productLog,
  }) => {
    const [item] = await featuredProducts(request, product.apiUrl);
    if (!item) throw new Error('The seeded catalogue has no featured product.');
    const livePrice = formatINR(effectivePrice(item));
    const newPrice = effectivePrice(item) + 2_222;
    // No build under way, so the next build the test sees starts from its own write.
    await waitForRebuilder(productLog, { timeoutMs: REBUILD_TIMEOUT_MS });
    expect(await homePrice(page, item.name)).toBe(livePrice);
    const liveBefore = await liveBuildId(product.dataDir);
    expect(liveBefore).not.toBeNull();

    let broken = false;
    try {
      const beforeFailure = await productLog.mark();
      await catalogue.begin(async (sql) => {
        await sql.unsafe(`ALTER TABLE products RENAME COLUMN is_featured TO ${BROKEN_COLUMN}`);
        // Bumps the catalogue version (statement trigger), so the rebuilder starts a build.
        await sql`UPDATE products SET price = ${newPrice}, discount_price = NULL WHERE id = ${item.id}`;
      });
      broken = true;
      const version = await catalogueVersion(request, product.apiUrl);

      const { found: failed } = await waitForEvent(
        productLog,
        beforeFailure,
        `a failed build of catalogue ${version}`,
        (entry) => entry.event === 'build_failed' && Number(entry.version) >= version,
      );
      expect(String(failed.error)).toMatch(/exited with code/);
      expect(await liveBuildId(product.dataDir)).toBe(liveBefore);
      expect(await homePrice(page, item.name)).toBe(livePrice);

      const beforeRecovery = await productLog.mark();
      await catalogue.unsafe(`ALTER TABLE products RENAME COLUMN ${BROKEN_COLUMN} TO is_featured`);
      broken = false;
      // The live build still carries the old version, so the next check builds again without a new write.
      const { found: built } = await waitForEvent(
        productLog,
        beforeRecovery,
        `a build of catalogue ${version}`,
        (entry) => entry.event === 'build_succeeded' && Number(entry.version) >= version,
      );
      const { found: swapped } = await waitForEvent(
        productLog,
        beforeRecovery,
        'the swap',
        (entry) => entry.event === 'swapped' && entry.id === built.id,
      );
      expect(swapped.previous).toBe(liveBefore);
      expect(await homePrice(page, item.name)).toBe(formatINR(newPrice));
    } finally {
      if (broken) {
        await catalogue.unsafe(`ALTER TABLE products RENAME COLUMN ${BROKEN_COLUMN} TO is_featured`);
      }
    }
  });
});
