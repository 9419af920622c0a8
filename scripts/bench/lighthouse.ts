// Lighthouse (mobile emulation, simulated slow 4G, Lighthouse's defaults) on the home page, the product
// listing, one product page, one category page and the consultation page, with the scores and the
// numbers behind them. Not part of CI: a run takes a minute or two and the scores move by a few points
// between runs on a busy machine, hence --runs: each page is audited that many times and the table
// shows the median of every column (and the spread of LCP, TBT and CLS).
//
//   npm run lighthouse                          starts a fresh product (with generated images) and audits it
//   npm run lighthouse -- http://localhost:4321 audits a site that is already running
//   npm run lighthouse -- --runs 3              three audits of each page, medians in the table
//   npm run lighthouse -- --only home,product   some of the pages (home, listing, product, category, consultation)
//   npm run lighthouse -- --no-media            fresh product without images (faster start)
//   npm run lighthouse -- --json lighthouse.json  also writes every run's numbers as JSON
//   npm run lighthouse -- --reports-dir reports  also keeps every run's full Lighthouse report there
//
// Below the table, each page's largest contentful paint element and the four phases of its time
// (time to first byte, load delay, load time, render delay) from the median run, and every layout
// shift's culprit when CLS is above zero.
//
// Chromium is the system's (CHROMIUM_PATH, default /usr/bin/chromium), started through Playwright with
// a remote-debugging port that Lighthouse attaches to; Lighthouse then opens its own tab.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { median as medianOf } from './lib/bench.ts';
import { freePort, scratchDir, startProduct, type RunningProduct } from '../lib/product.ts';
import { storefrontPages } from './lib/storefront-pages.ts';
import { textTable } from '../lib/table.ts';

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
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsBytes: number | null;
  warnings: string[];
  /** Audits that cost points outside performance: what to fix to reach 100. */
  lostPoints: string[];
  /** The largest contentful paint element and its phases, e.g. `img.w-full … | TTFB 452 ms, …`. */
  lcpElement: string | null;
  /** The elements that moved, with their share of CLS. */
  shifts: string[];
  /** Raw HTML bytes of the document (uncompressed). */
  htmlBytes: number | null;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-media': { type: 'boolean', default: false },
    json: { type: 'string' },
    'reports-dir': { type: 'string' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of 1 or more`);

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
  if (values['reports-dir']) {
    await mkdir(values['reports-dir'], { recursive: true });
    await writeFile(join(values['reports-dir'], `${label}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const htmlBytes = (
    lhr.audits['network-requests']?.details as
      { items?: { url: string; resourceType?: string; resourceSize?: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === 'Document')?.resourceSize;
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
    fcpMs: numeric('first-contentful-paint'),
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
    lcpElement: lcpElement(lhr.audits),
    shifts: layoutShifts(lhr.audits),
    htmlBytes: htmlBytes ?? null,
  };
}

type Audits = Record<string, { details?: unknown } | undefined>;
interface NodeDetail {
  type?: string;
  selector?: string;
  snippet?: string;
}
interface TableDetail {
  type?: string;
  items?: Record<string, unknown>[];
}

function describeNode(node: NodeDetail | undefined): string {
  if (!node) return '?';
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ');
  return `${node.selector ?? ''} ${snippet.length > 110 ? `${snippet.slice(0, 110)}…` : snippet}`.trim();
}

/**
 * The LCP element and its phases from the lcp-breakdown insight (a list of a table of phases and the
 * element's node). Its phases are the observed, unthrottled timings of the trace: they show where the
 * time goes, while the table's LCP is the simulated slow-4G figure.
 */
function lcpElement(audits: Audits): string | null {
  const details = audits['lcp-breakdown-insight']?.details as
    { type?: string; items?: unknown[] } | undefined;
  const parts = (details?.type === 'list' ? details.items : details ? [details] : []) as (TableDetail &
    NodeDetail)[];
  let element: string | null = null;
  const phases: string[] = [];
  for (const part of parts) {
    if (part.type === 'node') element ??= describeNode(part);
    for (const item of part.items ?? []) {
      const node = item.node as NodeDetail | undefined;
      if (node?.type === 'node') element ??= describeNode(node);
      const phase = (item.label ?? item.subpart ?? item.phase) as string | undefined;
      const timing = (item.duration ?? item.timing) as number | undefined;
      if (phase && typeof timing === 'number') phases.push(`${phase} ${Math.round(timing)} ms`);
    }
  }
  if (!element && !phases.length) return null;
  return `${element ?? '?'}${phases.length ? ` | observed: ${phases.join(', ')}` : ''}`;
}

function layoutShifts(audits: Audits): string[] {
  const details = audits['layout-shifts']?.details as TableDetail | undefined;
  return (details?.items ?? []).map(
    (item) => `${Number(item.score ?? 0).toFixed(3)} ${describeNode(item.node as NodeDetail | undefined)}`,
  );
}

function notAudited(label: string, url: string, status: number | null): PageReport {
  return {
    lighthouseVersion: '',
    label,
    url,
    status,
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    jsBytes: null,
    warnings: [`not audited: the site answers ${status ?? 'nothing'} (page not built yet?)`],
    lostPoints: [],
    lcpElement: null,
    shifts: [],
    htmlBytes: null,
  };
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? medianOf(known) : null;
}

/** One page's runs: the run whose LCP is the median stands for the page (its element and shifts). */
function medianRun(reports: PageReport[]): PageReport {
  const sorted = [...reports].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function table(pages: PageReport[][]): string {
  const header = [
    'Page',
    'HTTP',
    'Perf',
    'A11y',
    'Best pr.',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS transferred',
    'HTML',
  ];
  const show = (value: number | null, format: (n: number) => string) =>
    value === null ? '-' : format(value);
  const spread = (values: (number | null)[], format: (n: number) => string) => {
    const known = values.filter((value): value is number => value !== null);
    const middle = median(known);
    if (middle === null) return '-';
    if (known.length < 2) return format(middle);
    return `${format(middle)} (${format(Math.min(...known))}–${format(Math.max(...known))})`;
  };
  const rows = pages.map((runsOfPage) => {
    const first = runsOfPage[0]!;
    const column = <T>(pick: (report: PageReport) => T) => runsOfPage.map(pick);
    const score = (id: (typeof CATEGORIES)[number]) =>
      show(median(column((r) => r.scores[id])), (n) => String(Math.round(n)));
    return [
      `${first.label} ${new URL(first.url).pathname}`,
      show(first.status, String),
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      show(median(column((r) => r.fcpMs)), (ms) => `${(ms / 1000).toFixed(2)} s`),
      spread(
        column((r) => r.lcpMs),
        (ms) => `${(ms / 1000).toFixed(2)} s`,
      ),
      spread(
        column((r) => r.tbtMs),
        (ms) => `${Math.round(ms)} ms`,
      ),
      spread(
        column((r) => r.cls),
        (n) => n.toFixed(3),
      ),
      show(median(column((r) => r.jsBytes)), (bytes) => `${(bytes / 1000).toFixed(1)} kB`),
      show(median(column((r) => r.htmlBytes)), (bytes) => `${(bytes / 1000).toFixed(1)} kB`),
    ];
  });
  return textTable(header, rows);
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

    const pages = await storefrontPages(siteUrl, values.only?.split(','));

    const port = await freePort();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    const reports: PageReport[][] = pages.map(() => []);
    try {
      // Round by round rather than page by page, so that a busy minute on the machine spreads over
      // every page instead of spoiling one page's runs.
      for (let run = 1; run <= runs; run++) {
        for (const [index, [label, url]] of pages.entries()) {
          const status = await statusOf(url);
          // Lighthouse refuses error pages; a route that is not built yet is reported as such.
          if (status !== 200) {
            reports[index]!.push(notAudited(label, url, status));
            continue;
          }
          console.log(`Auditing ${url}${runs > 1 ? ` (run ${run} of ${runs})` : ''} ...`);
          reports[index]!.push(await audit(url, label, port));
        }
      }
    } finally {
      await browser.close();
    }

    const version = reports.flat().find((report) => report.lighthouseVersion)?.lighthouseVersion ?? '';
    console.log(
      `\nLighthouse ${version} (mobile emulation, simulated throttling), ${siteUrl}, ` +
        `${runs === 1 ? 'one run' : `median of ${runs} runs (lowest–highest)`}\n`,
    );
    console.log(`${table(reports)}\n`);
    for (const runsOfPage of reports) {
      const typical = medianRun(runsOfPage);
      const path = new URL(typical.url).pathname;
      if (typical.lcpElement) console.log(`${path}: LCP ${typical.lcpElement}`);
      for (const report of runsOfPage)
        for (const shift of report.shifts) console.log(`${path}: layout shift ${shift}`);
      for (const warning of new Set(runsOfPage.flatMap((report) => report.warnings)))
        console.log(`${path}: ${warning}`);
      for (const lost of new Set(runsOfPage.flatMap((report) => report.lostPoints)))
        console.log(`${path}: lost points on ${lost}`);
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
