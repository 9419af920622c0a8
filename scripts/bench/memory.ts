// The API's memory (decision 118): the resident set of `node server/main.ts` at idle, on PostgreSQL and on
// PGlite, and where it goes.
//   npm run bench:memory                          both engines, demo catalogue + 10,000 products
//   npm run bench:memory -- --engine postgres --products 0 --settle 20
//
// For each engine it prints:
//   - idle RSS of the API after its first start (it renders the demo images then) and after a restart,
//     each read from /proc/<pid>/status once the process has been idle for --settle seconds;
//   - the startup walked step by step in a fresh process, as server/main.ts does it (imports, database,
//     migrations, services, routes), with the RSS and V8 heap after each step and the garbage collected;
//   - each large library imported alone in a fresh process (what importing it costs by itself).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from './lib/load.ts';
import { mb, readProcessMemory } from './lib/process-memory.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    products: { type: 'string', default: '10000' },
    settle: { type: 'string', default: '20' },
    'stage-child': { type: 'string' },
    'library-child': { type: 'string' },
    /** Node.js options for the API instead of the ones it is started with (API_NODE_OPTIONS). */
    'node-option': { type: 'string', multiple: true },
    /** Measure only the restart (the first start renders the demo images, which takes minutes). */
    'restart-only': { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  // Loaded here only: the child processes below must not carry the seeding code into their figures.
  const { API_NODE_OPTIONS, prepareDatabase, startApi } = await import('./lib/load.ts');
  const nodeOptions = values['node-option'] ?? API_NODE_OPTIONS;
  const engines: Engine[] = values.engine === 'both' ? ['postgres', 'pglite'] : [values.engine as Engine];
  for (const engine of engines) if (engine !== 'postgres' && engine !== 'pglite') usage();
  const products = Number(values.products);
  const settleMs = Number(values.settle) * 1000;
  if (!Number.isInteger(products) || products < 0 || !(settleMs >= 0)) usage();

  console.log(
    `Node ${process.version} ${nodeOptions.join(' ')}; demo catalogue + ${products.toLocaleString('en-IN')} products`,
  );
  for (const engine of engines) {
    console.log(`\n══ ${engine} ══`);
    const database = await prepareDatabase(engine, products);
    try {
      for (const run of ['first start (renders the demo images)', 'restart (images already there)']) {
        const restartOnly = values['restart-only'];
        if (restartOnly && run.startsWith('first')) continue;
        // Without the images a restart differs from one with them only by the few stat calls it skips.
        const api = await startApi(
          restartOnly ? { ...database.env, GENERATE_MEDIA: 'false' } : database.env,
          nodeOptions,
        );
        try {
          await new Promise((wait) => setTimeout(wait, settleMs));
          // Three reads a second apart; the middle one stands for the idle figure.
          const reads = [];
          for (let i = 0; i < 3; i++) {
            reads.push(api.memory());
            await new Promise((wait) => setTimeout(wait, 1000));
          }
          const rss = reads.map((read) => read.rss).sort((a, b) => a - b)[1]!;
          const last = reads.at(-1)!;
          console.log(
            `idle RSS, ${run}: ${mb(rss)} (anonymous ${mb(last.anon)}, files ${mb(last.file)}; ` +
              `peak while starting ${mb(last.peak)}; ready in ${(api.startMs / 1000).toFixed(1)} s)`,
          );
        } finally {
          await api.stop();
        }
      }

      console.log('\nstartup step by step (fresh process, garbage collected after each step):');
      console.log(stageHeader());
      await runChild(
        [...nodeOptions, '--expose-gc', process.argv[1]!, '--stage-child', engine],
        database.env,
      );
    } finally {
      await database.cleanup();
    }
  }

  console.log('\neach library imported alone (fresh process, garbage collected):');
  for (const library of [
    'postgres',
    '@electric-sql/pglite',
    'sharp',
    'oidc-provider',
    'fastify',
    '@fastify/swagger-ui',
    'zod',
  ])
    await runChild(['--expose-gc', process.argv[1]!, '--library-child', library], {});
}

function usage(): never {
  console.error('usage: bench-memory [--engine postgres|pglite|both] [--products N] [--settle SECONDS]');
  process.exit(2);
}

function runChild(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: resolve(import.meta.dirname, '..', '..'),
      env: { ...process.env, LOG_LEVEL: 'silent', GENERATE_MEDIA: 'false', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${args.join(' ')}: exit ${code}`)),
    );
  });
}

// ── In the child processes ─────────────────────────────────────────────────────────────────────────

interface Reading {
  rss: number;
  heap: number;
  /** Memory V8 knows of outside its heap: Buffers, ArrayBuffers (PGlite's WebAssembly memory among them). */
  external: number;
}

async function read(): Promise<Reading> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const usage = process.memoryUsage();
  return { rss: readProcessMemory(process.pid).rss, heap: usage.heapUsed, external: usage.external };
}

const stageHeader = () =>
  `${'step'.padEnd(52)}${'RSS'.padStart(9)}${'+RSS'.padStart(9)}${'heap'.padStart(9)}${'external'.padStart(10)}`;

function printStep(name: string, now: Reading, before: Reading): void {
  console.log(
    `${name.padEnd(52)}${mb(now.rss).padStart(9)}${('+' + mb(now.rss - before.rss)).padStart(9)}` +
      `${mb(now.heap).padStart(9)}${mb(now.external).padStart(10)}`,
  );
}

/** The startup of server/main.ts, one step at a time, on the database named by the environment. */
async function stageChild(engine: Engine): Promise<void> {
  let last = await read();
  const step = async (name: string, work: () => Promise<unknown>) => {
    await work();
    const now = await read();
    printStep(name, now, last);
    last = now;
  };
  printStep('Node.js itself', last, last);
  await step('import configuration and the database client', async () => {
    await import('../../server/env.ts');
    await import('../../server/db/client.ts');
  });
  await step('import the services (compose.ts)', () => import('../../server/compose.ts'));
  await step('import the routes and plugins (app.ts)', () => import('../../server/app.ts'));
  await step('import the demo image renderer (sharp)', () => import('../../server/media/generate.ts'));

  const { loadConfig } = await import('../../server/env.ts');
  const { openDatabase } = await import('../../server/db/client.ts');
  const { migrate } = await import('../../server/db/migrate.ts');
  const { composeServices } = await import('../../server/compose.ts');
  const { buildApp } = await import('../../server/app.ts');
  const config = loadConfig();
  let database!: Awaited<ReturnType<typeof openDatabase>>;
  await step(`open the database (${engine})`, async () => {
    database = await openDatabase(
      config.DATABASE_URL
        ? { databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
        : {
            dataDir: resolve(config.DATA_DIR, 'pglite'),
            pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
          },
    );
  });
  await step('migrations checked', () => migrate(database));
  let app!: Awaited<ReturnType<typeof buildApp>>;
  await step('services composed, app built and ready', async () => {
    const services = composeServices({ database, config });
    app = await buildApp({ database, config, logger: false, services });
    await app.ready();
  });
  await step('200 catalogue calls (listing, search, product)', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/products?limit=20' });
    const slugs = (list.json().data.products as { slug: string }[]).map((product) => product.slug);
    for (let i = 0; i < 50; i++) {
      await app.inject({ method: 'GET', url: `/api/v1/products?page=${1 + (i % 10)}&sort=price&order=desc` });
      await app.inject({
        method: 'GET',
        url: `/api/v1/products?search=${['sofa', 'teek', 'brass lamp'][i % 3]}`,
      });
      await app.inject({ method: 'GET', url: `/api/v1/products/slug/${slugs[i % slugs.length]}` });
      await app.inject({ method: 'GET', url: '/api/v1/categories?tree=true' });
    }
  });
  await app.close();
  await database.close();
}

/** What importing `name` alone costs. */
async function libraryChild(name: string): Promise<void> {
  const before = await read();
  await import(name);
  const after = await read();
  printStep(`import ${name}`, after, before);
}

if (values['stage-child']) await stageChild(values['stage-child'] as Engine);
else if (values['library-child']) await libraryChild(values['library-child']);
else await main();
