// How long a page's scripts block a phone's main thread while they start (decisions 136 and 138): the
// storefront's pages in Chromium with its CPU slowed down, each loaded several times in a fresh
// context. For each load, every task of 50 ms or more (the browser's long tasks) from the load event
// until its scripts have started (`data-scripts-started`) and half a second after, and the blocking
// they add up to: each task's time over 50 ms, as Lighthouse's Total Blocking Time counts it, but
// measured in the browser rather than simulated, which makes it steadier from run to run.
//
//   npm run bench:page-start                          a fresh product (no images), 9 loads a page at 10×
//   npm run bench:page-start -- http://localhost:4321 a site that is already running
//   npm run bench:page-start -- --loads 16 --cpu 4 --only product,listing
//
// It prints, per page, the median blocking after load with its lowest and highest, and the median of
// each load's longest task. Chromium is the system's (CHROMIUM_PATH, default /usr/bin/chromium).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { median } from './lib/bench.ts';
import { scratchDir, startProduct, type RunningProduct } from '../lib/product.ts';
import { storefrontPages } from './lib/storefront-pages.ts';
import { textTable } from '../lib/table.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    loads: { type: 'string', default: '9' },
    cpu: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const loads = Number(values.loads);
const cpu = Number(values.cpu);
if (!Number.isInteger(loads) || loads < 1) throw new Error('--loads wants a whole number of 1 or more');
if (!(cpu >= 1)) throw new Error('--cpu wants a slowdown of 1 or more');

/** Time after the scripts have started that still counts: what they asked for is answered and drawn. */
const AFTER_START_MS = 500;
/** How long a load may take to start its scripts before it is given up. */
const START_LIMIT_MS = 30_000;

interface LoadResult {
  blockingMs: number;
  longestMs: number;
}

/** Runs in the page before its own scripts: records long tasks and when the scripts have started. */
function recordLongTasks(): void {
  const record = window as unknown as { longTasks: [number, number][]; startedAt?: number };
  record.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const poll = setInterval(() => {
    if (!document.documentElement?.hasAttribute('data-scripts-started')) return;
    record.startedAt = performance.now();
    clearInterval(poll);
  }, 25);
}

async function loadOnce(browser: Browser, url: string): Promise<LoadResult | null> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'load', timeout: START_LIMIT_MS });
    // Polled with a small read of the page every 250 ms rather than with waitForFunction, whose
    // injected script would itself be a long task inside the window measured.
    const deadline = Date.now() + START_LIMIT_MS;
    let startedAt: number | undefined;
    while (startedAt === undefined && Date.now() < deadline) {
      await page.waitForTimeout(250);
      startedAt = await page.evaluate(() => (window as unknown as { startedAt?: number }).startedAt);
    }
    if (startedAt === undefined) return null;
    await page.waitForTimeout(AFTER_START_MS * 2);
    const { longTasks, loadEnd } = await page.evaluate(() => ({
      longTasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
      loadEnd: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
    }));
    const counted = longTasks.filter(([start]) => start >= loadEnd && start < startedAt + AFTER_START_MS);
    return {
      blockingMs: counted.reduce((sum, [, duration]) => sum + duration - 50, 0),
      longestMs: Math.max(0, ...counted.map(([, duration]) => duration)),
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  let product: RunningProduct | undefined;
  let siteUrl = positionals[0]?.replace(/\/+$/, '');
  try {
    if (!siteUrl) {
      const workDir = await scratchDir('page-start');
      console.log('Starting a fresh product without images...');
      product = await startProduct({
        dataDir: join(workDir, 'data'),
        logFile: join(workDir, 'product.log'),
        generateMedia: false,
      });
      siteUrl = product.siteUrl;
    }
    const pages = await storefrontPages(siteUrl, values.only?.split(','));

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const results = new Map<string, LoadResult[]>(pages.map(([label]) => [label, []]));
    const missed = new Map<string, number>();
    try {
      // Round by round, so that a busy moment on the machine spreads over every page.
      for (let round = 1; round <= loads; round++) {
        console.log(`Round ${round} of ${loads}...`);
        for (const [label, url] of pages) {
          const result = await loadOnce(browser, url);
          if (result) results.get(label)!.push(result);
          else missed.set(label, (missed.get(label) ?? 0) + 1);
        }
      }
    } finally {
      await browser.close();
    }

    console.log(
      `\nBlocking after the load event while a page's scripts start, Chromium at ${cpu}× CPU slowdown, ` +
        `${loads} loads a page, ${siteUrl}\n`,
    );
    const rows = pages.map(([label, url]) => {
      const measured = results.get(label)!;
      const blocking = measured.map((result) => result.blockingMs);
      const spread = measured.length
        ? `${Math.round(median(blocking))} ms (${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))})`
        : '-';
      const longest = measured.length
        ? `${Math.round(median(measured.map((result) => result.longestMs)))} ms`
        : '-';
      const gaveUp = missed.get(label) ? ` (${missed.get(label)} did not start)` : '';
      return [`${label} ${new URL(url).pathname}`, `${measured.length}${gaveUp}`, spread, longest];
    });
    const header = ['Page', 'Loads', 'Blocking after load, median (lowest–highest)', 'Longest task, median'];
    console.log(textTable(header, rows));
  } finally {
    await product?.stop();
  }
}

await main();
