// The API under a realistic storefront load for ten minutes (decision 119): a release gate, not part of CI.
//   npm run load-test                                   PostgreSQL, demo catalogue + 10,000 products, 600 s at 500/s
//   npm run load-test -- --duration 30                  a smoke run
//   npm run load-test -- --engine pglite --products 2000 --rate 300
//   npm run load-test -- --node-option=--max-semi-space-size=8   the API under other Node.js options (repeatable)
//
// It starts a throwaway database (a PostgreSQL cluster, or PGlite), seeds it, starts the API as its own
// process (server/main.ts, as in production) and sends it mixed traffic over real HTTP: listing pages with
// filters and sorts, searches (typos among them), products by slug, categories, filter facets, and a few
// consultation and contact submissions a minute from distinct client addresses. Pacing is an open model:
// request n is due at n / rate seconds whatever happened to the earlier ones, and its latency counts from
// then, so a slow server shows up as latency rather than as fewer requests.
//
// The leads' rate limit counts per client address; the API runs with TRUST_PROXY=1 (its documented
// setting behind one proxy) and each lead carries its own X-Forwarded-For address, as that proxy sends.
//
// It exits 1 when a target is missed: p99 ≤ 100 ms, no errors, RSS growth ≤ 10 %, ≥ 500 requests/s.
// Growth counts from the end of the warm-up (60 s by default), by which the catalogue cache has filled
// to its bound under this traffic, so what is left is growth a longer run would keep (decision 128).
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { addDays, indiaToday } from '../../contract/leads.ts';
import { percentile } from './lib/bench.ts';
import { API_NODE_OPTIONS, mb, prepareDatabase, sampleMemory, startApi, type Engine } from './lib/load.ts';

const TARGET = { p99Ms: 100, errors: 0, rssGrowth: 0.1, rate: 500 } as const;
const TIMEOUT_MS = 30_000;

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '600' },
    rate: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '60' },
    'sample-every': { type: 'string', default: '5' },
    // Node.js options for the API instead of the ones it runs with (API_NODE_OPTIONS), as for bench:memory.
    'node-option': { type: 'string', multiple: true },
  },
});
const engine = values.engine as Engine;
const products = Number(values.products);
const durationS = Number(values.duration);
const rate = Number(values.rate);
const warmupS = Number(values.warmup);
const sampleEveryS = Number(values['sample-every']);
const apiNodeOptions = values['node-option'] ?? API_NODE_OPTIONS;
if (
  (engine !== 'postgres' && engine !== 'pglite') ||
  !Number.isInteger(products) ||
  products < 0 ||
  !(durationS > 0) ||
  !(rate > 0) ||
  !(warmupS >= 0) ||
  !(sampleEveryS > 0)
) {
  console.error(
    'usage: load-test [--engine postgres|pglite] [--products N] [--duration S] [--rate N] [--warmup S] [--sample-every S] [--node-option=FLAG ...]',
  );
  process.exit(2);
}

// ── Traffic ────────────────────────────────────────────────────────────────────────────────────────

type Kind = 'listing' | 'search' | 'product' | 'categories' | 'facets' | 'consultation' | 'contact';

interface Call {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answers that are a correct outcome, not an error (a full consultation slot: 409). */
  expected?: number[];
}

interface Catalogue {
  productSlugs: string[];
  categorySlugs: string[];
}

const SEARCHES = [
  'sofa',
  'teak',
  'sheesham bed',
  'brass lamp',
  'wardrobe',
  'coffee table',
  'rattan chair',
  'jaipur',
  'velvet armchair',
  'dining table 6 seater',
  // Typos and near misses, as shoppers type them.
  'sofaa',
  'teek',
  'sheesam',
  'dinning table',
  'wardrob',
  'coffe table',
  'lamp pendent',
  // Nothing to find.
  'trampoline',
];
const SORTS = ['name', 'price', 'created_at', 'rating'];
const PRICE_RANGES = [
  [0, 20_000],
  [10_000, 50_000],
  [25_000, 150_000],
];
const SLOTS = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00'];
const PROJECTS = [
  'Complete Interior Design',
  'Single Room Design',
  'Design Consultation',
  'Product Selection',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Page numbers as shoppers reach them: mostly the first few. */
const page = (): number =>
  Math.random() < 0.7 ? 1 + Math.floor(Math.random() * 3) : 1 + Math.floor(Math.random() * 40);

/** One storefront request, in the ratios of the weights below (per 100 catalogue requests). */
const CATALOGUE_MIX: [number, (catalogue: Catalogue) => Call][] = [
  // The listing: sorted, paged, often within a category, sometimes within a price range.
  [
    30,
    (c) => {
      const query = new URLSearchParams({ page: String(page()), limit: '20' });
      if (Math.random() < 0.6) {
        query.set('sort', pick(SORTS));
        query.set('order', pick(['asc', 'desc']));
      }
      if (Math.random() < 0.5) query.set('category', pick(c.categorySlugs));
      if (Math.random() < 0.25) {
        const [min, max] = pick(PRICE_RANGES);
        query.set('minPrice', String(min));
        query.set('maxPrice', String(max));
      }
      return { kind: 'listing', method: 'GET', path: `/api/v1/products?${query}` };
    },
  ],
  [
    20,
    () => {
      const query = new URLSearchParams({ search: pick(SEARCHES), limit: '20' });
      if (Math.random() < 0.2) query.set('page', '2');
      return { kind: 'search', method: 'GET', path: `/api/v1/products?${query}` };
    },
  ],
  [
    30,
    (c) => ({
      kind: 'product',
      method: 'GET',
      path: `/api/v1/products/slug/${encodeURIComponent(pick(c.productSlugs))}`,
    }),
  ],
  [
    10,
    (c) => {
      const roll = Math.random();
      const path =
        roll < 0.4
          ? '/api/v1/categories?tree=true'
          : roll < 0.6
            ? '/api/v1/categories'
            : `/api/v1/categories/slug/${encodeURIComponent(pick(c.categorySlugs))}`;
      return { kind: 'categories', method: 'GET', path };
    },
  ],
  [
    10,
    (c) => {
      const where = Math.random() < 0.7 ? `?category=${encodeURIComponent(pick(c.categorySlugs))}` : '';
      const path =
        Math.random() < 0.6 ? `/api/v1/products/filters${where}` : `/api/v1/products/price-range${where}`;
      return { kind: 'facets', method: 'GET', path };
    },
  ],
];
const MIX_TOTAL = CATALOGUE_MIX.reduce((sum, [weight]) => sum + weight, 0);

function catalogueCall(catalogue: Catalogue): Call {
  let roll = Math.random() * MIX_TOTAL;
  for (const [weight, make] of CATALOGUE_MIX) {
    roll -= weight;
    if (roll < 0) return make(catalogue);
  }
  return CATALOGUE_MIX[0]![1](catalogue);
}

let leadSeq = 0;
/** A client address of its own for each lead: the limit counts per address, as behind a real proxy. */
const clientAddress = (): string => `10.${(leadSeq >> 16) & 255}.${(leadSeq >> 8) & 255}.${leadSeq & 255}`;

function leadCall(kind: 'consultation' | 'contact'): Call {
  leadSeq++;
  const headers = { 'idempotency-key': randomUUID(), 'x-forwarded-for': clientAddress() };
  if (kind === 'consultation') {
    // A day 3 to 60 days ahead and one of its slots; a full slot (409) is a correct answer.
    const day = addDays(indiaToday(), 3 + Math.floor(Math.random() * 58));
    return {
      kind,
      method: 'POST',
      path: '/api/v1/contact/consultation',
      headers,
      expected: [409],
      body: {
        firstName: 'Ananya',
        lastName: 'Rao',
        email: `load.${leadSeq}@example.in`,
        phone: '+91 98480 22338',
        projectType: pick(PROJECTS),
        budget: 'To be discussed',
        preferredDate: day,
        preferredTime: pick(SLOTS),
        description: 'A calm bedroom with a reading corner.',
      },
    };
  }
  return {
    kind,
    method: 'POST',
    path: '/api/v1/contact/submit',
    headers,
    body: {
      firstName: 'Vikram',
      lastName: 'Menon',
      email: `load.${leadSeq}@example.in`,
      phone: '',
      subject: pick(['project_inquiry', 'support', 'feedback']),
      message: `Do you design modular kitchens in Kondapur? (${leadSeq})`,
    },
  };
}

// ── Sending ────────────────────────────────────────────────────────────────────────────────────────

interface Outcome {
  kind: Kind;
  /** From the moment the request was due to its last byte, ms. */
  latency: number;
  /** How late the request left after it was due (the load generator's own delay), ms. */
  sendLag: number;
  status: number;
  expected: boolean;
  connectionError?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function send(origin: URL, call: Call, due: number): Promise<Outcome> {
  const sent = performance.now();
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolveOutcome) => {
    let settled = false;
    const done = (status: number, connectionError?: string) => {
      if (settled) return;
      settled = true;
      resolveOutcome({
        kind: call.kind,
        latency: performance.now() - due,
        sendLag: sent - due,
        status,
        expected: status >= 200 && status < 300 ? true : (call.expected ?? []).includes(status),
        ...(connectionError ? { connectionError } : {}),
      });
    };
    const req = httpRequest(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: call.method,
        path: call.path,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...call.headers,
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', (error) => done(0, error.message));
      },
    );
    // A request not answered 30 s after it was due has failed, as it would for a shopper; this also bounds
    // how long a run takes to drain when the server falls behind.
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error('no answer within 30 s'), { code: 'TIMEOUT' })),
      Math.max(0, due + TIMEOUT_MS - performance.now()),
    );
    req.on('close', () => clearTimeout(timer));
    req.on('error', (error) => done(0, (error as NodeJS.ErrnoException).code ?? error.message));
    req.end(body);
  });
}

/**
 * Sends catalogue traffic at `perSecond` and `leadsPerMinute` leads for `seconds`, on schedule: every due
 * request leaves even when earlier ones have not come back.
 */
async function run(
  origin: URL,
  catalogue: Catalogue,
  seconds: number,
  perSecond: number,
  leadsPerMinute: number,
): Promise<Outcome[]> {
  const outcomes: Promise<Outcome>[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  const leadEveryMs = leadsPerMinute > 0 ? 60_000 / leadsPerMinute : Infinity;
  let sentCatalogue = 0;
  let sentLeads = 0;
  while (performance.now() < end) {
    const now = performance.now();
    for (; start + (sentCatalogue * 1000) / perSecond <= now; sentCatalogue++)
      outcomes.push(send(origin, catalogueCall(catalogue), start + (sentCatalogue * 1000) / perSecond));
    for (; start + (sentLeads + 0.5) * leadEveryMs <= now; sentLeads++)
      outcomes.push(
        send(
          origin,
          leadCall(sentLeads % 3 === 2 ? 'contact' : 'consultation'),
          start + (sentLeads + 0.5) * leadEveryMs,
        ),
      );
    await new Promise((wait) => setTimeout(wait, 2));
  }
  return Promise.all(outcomes);
}

async function readCatalogue(origin: URL): Promise<Catalogue> {
  const get = async (path: string) => {
    const response = await fetch(new URL(path, origin));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const categories = (await get('/api/v1/categories')).data.categories as { slug: string }[];
  const productSlugs: string[] = [];
  // Products from across the catalogue: several listing pages in different orders.
  for (const sort of SORTS)
    for (const p of [1, 5, 20, 100]) {
      const list = (await get(`/api/v1/products?sort=${sort}&page=${p}&limit=100`)).data.products as {
        slug: string;
      }[];
      productSlugs.push(...list.map((product) => product.slug));
    }
  if (productSlugs.length === 0 || categories.length === 0) throw new Error('The catalogue is empty');
  return {
    productSlugs: [...new Set(productSlugs)],
    categorySlugs: categories.map((category) => category.slug),
  };
}

// ── Report ─────────────────────────────────────────────────────────────────────────────────────────

const ms = (value: number): string => `${value.toFixed(1)} ms`;

function latencyLine(label: string, outcomes: Outcome[]): string {
  const sorted = outcomes.map((outcome) => outcome.latency).sort((a, b) => a - b);
  if (sorted.length === 0) return `${label.padEnd(14)} none`;
  return (
    `${label.padEnd(14)}${String(sorted.length).padStart(8)}  p50 ${ms(percentile(sorted, 50)).padStart(9)}` +
    `  p95 ${ms(percentile(sorted, 95)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}` +
    `  max ${ms(sorted.at(-1)!).padStart(9)}`
  );
}

async function main(): Promise<number> {
  console.log(
    `Load test: ${engine}, demo catalogue + ${products.toLocaleString('en-IN')} products, ` +
      `${durationS} s at ${rate} requests/s after ${warmupS} s of warm-up`,
  );
  const database = await prepareDatabase(engine, products);
  // GENERATE_MEDIA=false: the API starts as a restart does (the images' rendering is a first start's
  // one-off and no request here asks for an image).
  const api = await startApi({ ...database.env, TRUST_PROXY: '1', GENERATE_MEDIA: 'false' }, apiNodeOptions);
  try {
    console.log(
      `API ready in ${(api.startMs / 1000).toFixed(1)} s (pid ${api.pid}, node ${apiNodeOptions.join(' ')}); ` +
        `idle RSS ${mb(api.memory().rss)}`,
    );
    const origin = new URL(api.origin);
    const catalogue = await readCatalogue(origin);
    // About four leads a minute: a busy day's worth for a shop, and well inside the per-address limit.
    const leadsPerMinute = 4;
    if (warmupS > 0) await run(origin, catalogue, warmupS, rate, 0);

    const memory = sampleMemory(api, sampleEveryS * 1000);
    const started = performance.now();
    const outcomes = await run(origin, catalogue, durationS, rate, leadsPerMinute);
    const elapsedS = (performance.now() - started) / 1000;
    memory.stop();

    const rssStart = memory.samples[0]!.memory.rss;
    // The end is the highest sample of the last minute of sending: once requests stop, V8 may give its
    // heap back within seconds, and a sample taken then would hide growth.
    const sendingEnds = started + durationS * 1000;
    const lastMinute = memory.samples.filter(
      (sample) => sample.at <= sendingEnds && sample.at >= sendingEnds - 60_000,
    );
    const rssEnd = Math.max(
      ...(lastMinute.length ? lastMinute : memory.samples).map((sample) => sample.memory.rss),
    );
    const rssPeak = Math.max(...memory.samples.map((sample) => sample.memory.rss));
    const growth = (rssEnd - rssStart) / rssStart;
    const connectionErrors = outcomes.filter((outcome) => outcome.connectionError);
    const unexpected = outcomes.filter((outcome) => !outcome.connectionError && !outcome.expected);
    const expected4xx = outcomes.filter((outcome) => outcome.status >= 400 && outcome.expected);
    // Answered requests per second: a request that timed out or never connected was not served.
    const answered = outcomes.length - connectionErrors.length;
    const achieved = answered / elapsedS;
    const all = outcomes.map((outcome) => outcome.latency).sort((a, b) => a - b);
    const p99 = percentile(all, 99);
    const lag = outcomes.map((outcome) => outcome.sendLag).sort((a, b) => a - b);

    console.log(
      `\nrequests sent ${outcomes.length}, answered ${answered}, in ${elapsedS.toFixed(1)} s: ` +
        `${achieved.toFixed(1)} answered requests/s`,
    );
    console.log(`${'kind'.padEnd(14)}${'count'.padStart(8)}`);
    console.log(latencyLine('all', outcomes));
    for (const kind of [
      'listing',
      'search',
      'product',
      'categories',
      'facets',
      'consultation',
      'contact',
    ] as Kind[])
      console.log(
        latencyLine(
          kind,
          outcomes.filter((outcome) => outcome.kind === kind),
        ),
      );
    console.log(
      `load generator's own delay in sending: p50 ${ms(percentile(lag, 50))}, p99 ${ms(percentile(lag, 99))}` +
        ' (counted in the latencies above)',
    );
    if (percentile(lag, 99) > 50)
      console.log(
        'WARNING: the load generator itself fell behind its schedule (it shares the CPU with the API); ' +
          'run it where it has a core of its own for figures that measure the API alone.',
      );
    const byStatus = (list: Outcome[]) =>
      Object.entries(Object.groupBy(list, (outcome) => `${outcome.kind} ${outcome.status}`))
        .map(([key, group]) => `${key}: ${group!.length}`)
        .join(', ') || 'none';
    console.log(`expected 4xx (a full consultation slot): ${expected4xx.length} (${byStatus(expected4xx)})`);
    console.log(`errors (other non-2xx): ${unexpected.length} (${byStatus(unexpected)})`);
    const byError = Object.entries(Object.groupBy(connectionErrors, (outcome) => outcome.connectionError!))
      .map(([key, group]) => `${key}: ${group!.length}`)
      .join(', ');
    console.log(`connection errors: ${connectionErrors.length}${byError ? ` (${byError})` : ''}`);
    console.log(
      `RSS of the API: ${mb(rssStart)} after warm-up, peak ${mb(rssPeak)}, ${mb(rssEnd)} at the end of the load ` +
        `(growth ${(growth * 100).toFixed(1)} %; ${memory.samples.length} samples every ${sampleEveryS} s)`,
    );
    // The path, a sample a minute: a bounded cache filling levels off, a leak keeps climbing.
    const first = memory.samples[0]!.at;
    const path = memory.samples.filter(
      (sample, index) =>
        index === memory.samples.length - 1 || Math.round((sample.at - first) / 1000) % 60 < sampleEveryS,
    );
    console.log(
      `RSS a minute apart (anonymous + files): ${path
        .map(
          (sample) =>
            `${Math.round((sample.at - first) / 1000)} s ${mb(sample.memory.anon)} + ${mb(sample.memory.file)}`,
        )
        .join(', ')}`,
    );

    const missed = [
      p99 > TARGET.p99Ms && `p99 ${ms(p99)} > ${TARGET.p99Ms} ms`,
      unexpected.length + connectionErrors.length > TARGET.errors &&
        `${unexpected.length + connectionErrors.length} errors`,
      growth > TARGET.rssGrowth && `RSS grew ${(growth * 100).toFixed(1)} % > ${TARGET.rssGrowth * 100} %`,
      achieved < TARGET.rate && `${achieved.toFixed(1)} requests/s < ${TARGET.rate}`,
    ].filter(Boolean);
    console.log(missed.length === 0 ? '\nPASS: every target met' : `\nFAIL: ${missed.join('; ')}`);
    return missed.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`API output:\n${api.output()}`);
    throw error;
  } finally {
    agent.destroy();
    await api.stop();
    await database.cleanup();
  }
}

process.exitCode = await main();
