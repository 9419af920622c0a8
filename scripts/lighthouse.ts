// Lighthouse (mobile emulation, simulated slow 4G, Lighthouse's defaults) on the home page, the product
// listing and one product page, with the scores and the numbers behind them. Not part of CI: a run
// takes a minute or two and the scores move by a few points between runs on a busy machine.
//
//   npm run lighthouse                          starts a fresh product (with generated images) and audits it
//   npm run lighthouse -- http://localhost:4321 audits a site that is already running
//   npm run lighthouse -- --no-media            fresh product without images (faster start)
//   npm run lighthouse -- --json lighthouse.json  also writes the table's numbers as JSON
//
// Chromium is the system's (CHROMIUM_PATH, default /usr/bin/chromium), started through Playwright with
// a remote-debugging port that Lighthouse attaches to; Lighthouse then opens its own tab.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, scratchDir, startProduct, type RunningProduct } from './lib/product.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageReport {
  lighthouseVersion: string;
  label: string;
  url: string;
  status: number | null;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsBytes: number | null;
  warnings: string[];
  /** Audits that cost points outside performance: what to fix to reach 100. */
  lostPoints: string[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'no-media': { type: 'boolean', default: false }, json: { type: 'string' } },
});

/** A product page to audit: the first product the home page links to. */
async function firstProductPath(siteUrl: string): Promise<string | null> {
  const html = await (await fetch(siteUrl)).text();
  return /href="(\/products\/[^"/?#]+)"/.exec(html)?.[1] ?? null;
}

async function statusOf(url: string): Promise<number | null> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

async function audit(url: string, label: string, port: number): Promise<PageReport> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    label,
    url,
    status: 200,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as PageReport['scores'],
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: items?.find((item) => item.resourceType === 'script')?.transferSize ?? null,
    warnings: [
      ...new Set([...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [lhr.runtimeError.message] : [])]),
    ],
    lostPoints: CATEGORIES.filter((id) => id !== 'performance').flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((entry) => entry && typeof entry.score === 'number' && entry.score < 1)
        .map((entry) => `${category}: ${entry!.id} (${entry!.title})`),
    ),
  };
}

function notAudited(label: string, url: string, status: number | null): PageReport {
  return {
    lighthouseVersion: '',
    label,
    url,
    status,
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    lcpMs: null,
    tbtMs: null,
    cls: null,
    jsBytes: null,
    warnings: [`not audited: the site answers ${status ?? 'nothing'} (page not built yet?)`],
    lostPoints: [],
  };
}

function table(reports: PageReport[]): string {
  const header = ['Page', 'HTTP', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const show = (value: number | null, format: (n: number) => string) =>
    value === null ? '-' : format(value);
  const rows = reports.map((r) => [
    `${r.label} ${new URL(r.url).pathname}`,
    show(r.status, String),
    show(r.scores.performance, String),
    show(r.scores.accessibility, String),
    show(r.scores['best-practices'], String),
    show(r.scores.seo, String),
    show(r.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
    show(r.tbtMs, (ms) => `${Math.round(ms)} ms`),
    show(r.cls, (n) => n.toFixed(3)),
    show(r.jsBytes, (bytes) => `${(bytes / 1000).toFixed(1)} kB`),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  let product: RunningProduct | undefined;
  let workDir: string | undefined;
  let siteUrl = positionals[0]?.replace(/\/+$/, '');
  try {
    if (!siteUrl) {
      workDir = await scratchDir('lighthouse');
      console.log(
        `Starting a fresh product${values['no-media'] ? ' without images' : ' (rendering its images takes a minute)'}...`,
      );
      product = await startProduct({
        dataDir: join(workDir, 'data'),
        logFile: join(workDir, 'product.log'),
        generateMedia: !values['no-media'],
      });
      siteUrl = product.siteUrl;
    }

    const productPath = await firstProductPath(siteUrl);
    const pages: [string, string][] = [
      ['Home', `${siteUrl}/`],
      ['Listing', `${siteUrl}/products`],
      ...(productPath ? ([['Product', `${siteUrl}${productPath}`]] as [string, string][]) : []),
    ];

    const port = await freePort();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    const reports: PageReport[] = [];
    try {
      for (const [label, url] of pages) {
        const status = await statusOf(url);
        // Lighthouse refuses error pages; a route that is not built yet is reported as such.
        if (status !== 200) {
          reports.push(notAudited(label, url, status));
          continue;
        }
        console.log(`Auditing ${url} ...`);
        reports.push(await audit(url, label, port));
      }
    } finally {
      await browser.close();
    }

    const version = reports.find((report) => report.lighthouseVersion)?.lighthouseVersion ?? '';
    console.log(`\nLighthouse ${version} (mobile emulation, simulated throttling), ${siteUrl}\n`);
    console.log(`${table(reports)}\n`);
    for (const report of reports) {
      for (const warning of report.warnings) console.log(`${new URL(report.url).pathname}: ${warning}`);
      for (const lost of report.lostPoints)
        console.log(`${new URL(report.url).pathname}: lost points on ${lost}`);
    }
    if (values.json) {
      await writeFile(values.json, JSON.stringify(reports, null, 2));
      console.log(`\nWrote ${values.json}`);
    }
  } finally {
    await product?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error((error as Error).stack ?? error);
  process.exitCode = 1;
}
