// Site build benchmark: time and peak memory of one full site build, for the seeded demo catalogue and
// for the demo catalogue plus a synthetic one (default 10,000 products), so that growth per 1,000
// products stays visible (architecture: "measure their time and memory per 1,000 products").
//
//   npm run bench:build                         seeded catalogue, then + 10,000 products
//   npm run bench:build -- --products 50000     seeded catalogue, then + 50,000 products
//   npm run bench:build -- --incremental        then, on the large catalogue, change one product's
//                                               price and time the rebuild (decision 100)
//
// Each full build starts from an empty incremental cache (it renders every page and fills the cache).
// With --incremental, one product's price is changed afterwards and the rebuilder is left to notice it
// as `npm start`'s would; the figure is the time from its noticing the change to the new site being
// live (settle period included), with how many pages were rendered and how many restored. Then a
// second product's price, the same way: that build writes into the folder of the one before the live
// one (decision 131), as every rebuild of a running shop after its first does.
//
// Each build is the product's own: the reference API (server/main.ts, on the embedded database in a
// temporary DATA_DIR) serves the catalogue, and the rebuilder (scripts/site/rebuilder.ts) runs astro build
// exactly as `npm start` does. Peak memory is the largest resident set of the build's process tree
// (astro and whatever it starts), sampled from /proc every 100 ms; the API is not counted. CPU time is
// shown apart for the build and for the API that serves it its data, to show where a build's time goes.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/seed.ts';
import { seedSyntheticCatalogue } from '../../server/db/seed/synthetic.ts';
import { freePort, scratchDir } from '../lib/product.ts';
import { textTable } from '../lib/table.ts';
import { createRebuilder, type RebuilderEvent } from '../site/rebuilder.ts';

const root = resolve(import.meta.dirname, '..', '..');
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    incremental: { type: 'boolean', default: false },
  },
});
const syntheticCount = Number(values.products);
if (!Number.isInteger(syntheticCount) || syntheticCount < 1)
  throw new Error('--products must be a positive whole number');

interface BuildResult {
  label: string;
  products: number;
  categories: number;
  pages: number;
  buildMs: number;
  peakRssBytes: number;
  outputBytes: number;
  /** CPU seconds spent by the build's processes (astro and what it starts) and by the API serving it. */
  buildCpuS: number;
  apiCpuS: number;
}

/**
 * CPU seconds (user + system) of one process from /proc/<pid>/stat; with `children`, those of its
 * children that have ended and been waited for (the finished astro build).
 */
async function cpuSeconds(pid: number | 'self', children = false): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const [utime, stime, cutime, cstime] = [fields[11]!, fields[12]!, fields[13]!, fields[14]!];
  return (children ? cutime + cstime : utime + stime) / 100;
}

/** Resident set of every process below `rootPid`, leaving out the subtrees of `excluded`. */
async function treeRss(rootPid: number, excluded: Set<number>): Promise<number> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      parents.set(pid, Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      rss.set(pid, Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) {
      if (excluded.has(current)) return false;
      if (current === rootPid) return pid !== rootPid;
    }
    return false;
  };
  let total = 0;
  for (const [pid, bytes] of rss) if (inTree(pid)) total += bytes;
  return total;
}

function sampleMemory(excluded: Set<number>): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRss(process.pid, excluded));
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}

/**
 * One port for every start of the API: the API's address is one of the site's settings, and a new one
 * would make the next build a full one (as it should when a shop moves its API).
 */
const apiPort = await freePort();

async function startApi(
  dataDir: string,
): Promise<{ child: ChildProcess; apiUrl: string; stop(): Promise<void> }> {
  const port = apiPort;
  const child = spawn(process.execPath, [join(root, 'server', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with code ${child.exitCode} before it was ready.`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      await response.body?.cancel();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The API did not become ready within 120 s.');
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
  }
  return { child, apiUrl: `http://127.0.0.1:${port}/api/v1`, stop };
}

async function folderStats(dir: string): Promise<{ bytes: number; pages: number }> {
  let bytes = 0;
  let pages = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
    if (entry.name.endsWith('.html')) pages += 1;
  }
  return { bytes, pages };
}

async function measureBuild(label: string, dataDir: string): Promise<BuildResult> {
  // A full build: nothing to restore from.
  await rm(join(dataDir, 'site', 'cache'), { recursive: true, force: true });
  const api = await startApi(dataDir);
  try {
    const version = (await (await fetch(`${api.apiUrl}/catalogue/version`)).json()) as {
      data: { products: number; categories: number };
    };
    const events: RebuilderEvent[] = [];
    const rebuilder = createRebuilder({
      root,
      siteDir: join(dataDir, 'site'),
      apiUrl: api.apiUrl,
      log: (event) => events.push(event),
    });
    console.log(
      `Building the site for ${label} (${version.data.products.toLocaleString('en-IN')} products)...`,
    );
    const memory = sampleMemory(new Set([api.child.pid ?? -1]));
    const apiPid = api.child.pid ?? 0;
    const cpuBefore = { build: await cpuSeconds('self', true), api: await cpuSeconds(apiPid) };
    const outcome = await rebuilder.check({ force: true });
    const peakRssBytes = await memory.stop();
    const buildCpuS = (await cpuSeconds('self', true)) - cpuBefore.build;
    const apiCpuS = (await cpuSeconds(apiPid)) - cpuBefore.api;
    await rebuilder.stop();
    const succeeded = events.find((event) => event.event === 'build_succeeded');
    if (outcome !== 'built' || !succeeded || succeeded.event !== 'build_succeeded') {
      const failed = events.find((event) => event.event === 'build_failed');
      throw new Error(
        `The build for ${label} did not succeed (${outcome}).\n${failed?.event === 'build_failed' ? failed.tail.join('\n') : ''}`,
      );
    }
    const output = await folderStats(join(dataDir, 'site', 'builds', succeeded.id));
    return {
      label,
      products: version.data.products,
      categories: version.data.categories,
      pages: output.pages,
      buildMs: succeeded.ms,
      peakRssBytes,
      outputBytes: output.bytes,
      buildCpuS,
      apiCpuS,
    };
  } finally {
    await api.stop();
  }
}

interface IncrementalResult {
  /** From the rebuilder's noticing the change to the new build being live. */
  liveMs: number;
  buildMs: number;
  rendered: number;
  restored: number;
  peakRssBytes: number;
}

/**
 * Changes one product's price (the `nth` oldest), then times the rebuilder from noticing it to the new
 * site being live.
 */
async function measureIncremental(dataDir: string, nth: number): Promise<IncrementalResult> {
  await withDatabase(dataDir, async (database) => {
    await database.execute(`UPDATE products SET price = price + 100 WHERE id = (
      SELECT id FROM products WHERE status = 'published' ORDER BY created_at, id OFFSET ${nth} LIMIT 1)`);
  });
  const api = await startApi(dataDir);
  try {
    const events: { event: RebuilderEvent; at: number }[] = [];
    const rebuilder = createRebuilder({
      root,
      siteDir: join(dataDir, 'site'),
      apiUrl: api.apiUrl,
      log: (event) => events.push({ event, at: performance.now() }),
    });
    console.log('Changed one product price; rebuilding incrementally...');
    const memory = sampleMemory(new Set([api.child.pid ?? -1]));
    const outcome = await rebuilder.check();
    const peakRssBytes = await memory.stop();
    await rebuilder.stop();
    const noticed = events.find(
      ({ event }) => event.event === 'check' && event.reason === 'catalogue_changed',
    );
    const swapped = events.find(({ event }) => event.event === 'swapped');
    const succeeded = events.find(({ event }) => event.event === 'build_succeeded')?.event;
    if (outcome !== 'built' || !noticed || !swapped || succeeded?.event !== 'build_succeeded')
      throw new Error(`The incremental build did not succeed (${outcome}).`);
    const log = await readFile(join(dataDir, 'site', 'builds', `${succeeded.id}.log`), 'utf8');
    const counts = /Content-Security-Policy written into (\d+) pages, (\d+) restored/.exec(log);
    return {
      liveMs: swapped.at - noticed.at,
      buildMs: succeeded.ms,
      rendered: Number(counts?.[1] ?? NaN),
      restored: Number(counts?.[2] ?? NaN),
      peakRssBytes,
    };
  } finally {
    await api.stop();
  }
}

function table(results: BuildResult[]): string {
  const header = ['Catalogue', 'Products', 'Pages', 'Build', 'Build CPU', 'API CPU', 'Peak RSS', 'Output'];
  const rows = results.map((r) => [
    r.label,
    r.products.toLocaleString('en-IN'),
    r.pages.toLocaleString('en-IN'),
    `${(r.buildMs / 1000).toFixed(1)} s`,
    `${r.buildCpuS.toFixed(1)} s`,
    `${r.apiCpuS.toFixed(1)} s`,
    `${Math.round(r.peakRssBytes / 1024 / 1024)} MB`,
    `${(r.outputBytes / 1024 / 1024).toFixed(1)} MB`,
  ]);
  return textTable(header, rows);
}

async function withDatabase(
  dataDir: string,
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
) {
  // The API must be stopped: the embedded database allows one process at a time.
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

const workDir = await scratchDir('bench-build');
try {
  const dataDir = join(workDir, 'data');
  const results: BuildResult[] = [];
  await withDatabase(dataDir, async (database) => {
    await migrate(database);
    await seedCatalogue(database);
  });
  results.push(await measureBuild('seeded demo', dataDir));

  const seeded = Date.now();
  await withDatabase(dataDir, (database) =>
    seedSyntheticCatalogue(database, syntheticCount).then(() => undefined),
  );
  console.log(
    `Added ${syntheticCount.toLocaleString('en-IN')} synthetic products in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
  results.push(await measureBuild(`demo + ${syntheticCount.toLocaleString('en-IN')}`, dataDir));

  console.log(
    `\nSite build (astro build through the rebuilder, embedded database, ${process.platform} ${process.arch})\n`,
  );
  console.log(table(results));
  const [small, large] = results;
  if (small && large) {
    const thousands = (large.products - small.products) / 1000;
    const perThousand = (a: number, b: number) => (b - a) / thousands;
    console.log(
      `\nPer 1,000 more products: ${(perThousand(small.buildMs, large.buildMs) / 1000).toFixed(2)} s build time, ` +
        `${Math.round(perThousand(small.peakRssBytes, large.peakRssBytes) / 1024 / 1024)} MB peak memory, ` +
        `${Math.round(perThousand(small.pages, large.pages))} pages.`,
    );
  }
  if (small && large) {
    console.log(
      `\nFull build of ${large.label}: ${Math.round(large.pages / (large.buildMs / 1000))} pages/s, ` +
        `${Math.round(large.outputBytes / large.pages / 1024)} kB per page on average.`,
    );
  }
  if (values.incremental) {
    // The first change after the full build has no folder of this size to build in (the one before is
    // the small catalogue's) and writes every page into a new one; each later change builds in the
    // folder of the build before the live one (decision 131), as a running shop's rebuilds do.
    for (const [nth, label] of [
      [0, 'first change after the full build'],
      [1, 'the next change'],
    ] as const) {
      const incremental = await measureIncremental(dataDir, nth);
      console.log(
        `\nIncremental rebuild after one price change, ${label} (${syntheticCount.toLocaleString('en-IN')} synthetic products): ` +
          `live ${(incremental.liveMs / 1000).toFixed(1)} s after the change was noticed ` +
          `(build ${(incremental.buildMs / 1000).toFixed(1)} s; ${incremental.rendered} pages rendered, ` +
          `${incremental.restored} restored; peak ${Math.round(incremental.peakRssBytes / 1024 / 1024)} MB).`,
      );
    }
  }
  if (small && large && large.pages <= small.pages + 1) {
    console.log(
      `\nThe build made ${large.pages} pages for ${large.products.toLocaleString('en-IN')} products: ` +
        'product and category pages are not built yet, so these numbers do not grow with the catalogue yet.',
    );
  }
} finally {
  await rm(workDir, { recursive: true, force: true });
}
