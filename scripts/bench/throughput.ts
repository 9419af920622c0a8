// Catalogue throughput benchmark: loads a large synthetic catalogue (default 100,000 products) into
// PGlite and into a throwaway PostgreSQL cluster, starts the API over real HTTP in a child process,
// and drives it with concurrent keep-alive connections (default 32) for a few seconds per call. As a
// ceiling, a bare node:http server in another child process sends the same bytes with no framework,
// database or serialisation; the ratio says how near the API comes to it.
//
// The load generator runs on the same machine as the servers and takes its share of the cores, so
// the figures are lower than a separate client would see; compare them only with each other.
//
//   npm run bench:throughput                 both engines, 100,000 products, 5 s per call
//   npm run bench:throughput -- --products 20000 --seconds 3 --engine pglite --connections 32
//   npm run bench:throughput -- --no-cache   the API with its in-memory cache turned off
//   npm run bench:throughput -- --node-option=--max-semi-space-size=8   the API under other Node.js options (repeatable)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { API_NODE_OPTIONS } from '../site/api-node-options.ts';
import { percentile } from './lib/bench.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    engine: { type: 'string', default: 'both' },
    'no-cache': { type: 'boolean', default: false },
    // Node.js options for the API instead of the ones it runs with (API_NODE_OPTIONS), as for bench:memory.
    'node-option': { type: 'string', multiple: true },
    // Roles of the child processes.
    serve: { type: 'string' },
    ceiling: { type: 'boolean', default: false },
  },
});

const apiNodeOptions = values['node-option'] ?? API_NODE_OPTIONS;

const SCENARIOS: [string, string][] = [
  ['listing page 1', '/api/v1/products'],
  ['product by slug', `/api/v1/products/slug/bench-${Math.min(4242, Number(values.products))}`],
  ['search "sheesham sofa"', '/api/v1/products?search=sheesham%20sofa'],
];

// ── Child roles ─────────────────────────────────────────────────────────────────────────────────

/** The API on `target` (`pglite:<dir>` or a PostgreSQL URL); sends its port to the parent. */
async function serveApi(target: string): Promise<void> {
  const { buildApp } = await import('../../server/app.ts');
  const { openDatabase } = await import('../../server/db/client.ts');
  const { loadConfig } = await import('../../server/env.ts');
  const database = target.startsWith('pglite:')
    ? await openDatabase({ dataDir: target.slice('pglite:'.length) })
    : await openDatabase({ databaseUrl: target });
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-api-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_API_ORIGIN: 'http://bench.local',
    ...(values['no-cache'] ? { RESPONSE_CACHE_ENTRIES: '0' } : {}),
  });
  const app = await buildApp({ database, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ port: (app.server.address() as AddressInfo).port });
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => rm(dataDir, { recursive: true, force: true }).finally(() => process.exit(0)));
  });
}

/** A bare node:http server answering every request with the bytes and headers the parent sends. */
function serveCeiling(): void {
  let answer: { body: Buffer; headers: Record<string, string> } | undefined;
  const server = createServer((_request, response) => {
    response.writeHead(200, answer!.headers);
    response.end(answer!.body);
  });
  process.on('message', (message: { body: string; headers: Record<string, string> }) => {
    answer = { body: Buffer.from(message.body, 'base64'), headers: message.headers };
    process.send!({ ready: true });
  });
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

// ── The load generator ──────────────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(agent: Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/** `connections` loops, each sending the next GET when its answer is in, for `seconds`. */
async function drive(port: number, path: string, connections: number, seconds: number): Promise<Load> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const run = async (milliseconds: number, timings: number[] | undefined) => {
    let errors = 0;
    const until = performance.now() + milliseconds;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          try {
            const answer = await get(agent, port, path);
            if (answer.status !== 200) errors++;
          } catch {
            errors++;
          }
          timings?.push(performance.now() - started);
        }
      }),
    );
    return errors;
  };
  await run(1000, undefined); // warm-up: connections, query plans, the cache
  const timings: number[] = [];
  const started = performance.now();
  const errors = await run(seconds * 1000, timings);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  timings.sort((a, b) => a - b);
  return {
    perSecond: timings.length / elapsed,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    errors,
    requests: timings.length,
  };
}

// ── Orchestration ───────────────────────────────────────────────────────────────────────────────

function child(args: string[], execArgv: string[] = []): Promise<{ process: ChildProcess; port: number }> {
  const process_ = fork(import.meta.filename, args, {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    process_.once('exit', (code) => reject(new Error(`child ${args.join(' ')} exited with ${code}`)));
    process_.on('message', (message: { port?: number }) => {
      if (message.port) resolve({ process: process_, port: message.port });
    });
  });
}

function stop(process_: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    process_.removeAllListeners('exit');
    process_.once('exit', () => resolve());
    process_.disconnect();
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

/** Has the ceiling server send `answer`'s bytes and headers from now on. */
async function ceilingFor(answer: Answer): Promise<void> {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).flatMap(([name, value]) =>
      HOP_BY_HOP.has(name) || value === undefined ? [] : [[name, String(value)]],
    ),
  );
  return new Promise((resolve) => {
    ceiling!.process.once('message', () => resolve());
    ceiling!.process.send({ body: answer.body.toString('base64'), headers });
  });
}

let ceiling: { process: ChildProcess; port: number } | undefined;

const row = (name: string, load: Load, ratio?: number) =>
  console.log(
    name.padEnd(34),
    Math.round(load.perSecond).toLocaleString('en-IN').padStart(9),
    load.p50.toFixed(1).padStart(8),
    load.p99.toFixed(1).padStart(8),
    String(load.errors).padStart(7),
    (ratio === undefined ? '' : ratio.toFixed(2)).padStart(7),
  );

async function bench(engine: string, target: string): Promise<void> {
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  // The API under the Node.js options it runs with in production (or a run's own, to compare).
  const api = await child(['--serve', target, ...(values['no-cache'] ? ['--no-cache'] : [])], apiNodeOptions);
  ceiling ??= await child(['--ceiling']);
  try {
    console.log(
      `\n${engine}${values['no-cache'] ? ' (in-memory cache off)' : ''}: ${connections} connections, ${seconds} s a call`,
    );
    console.log(
      'call'.padEnd(34),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
      'ratio'.padStart(7),
    );
    const agent = new Agent({ keepAlive: true });
    for (const [name, path] of SCENARIOS) {
      const answer = await get(agent, api.port, path);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      const load = await drive(api.port, path, connections, seconds);
      await ceilingFor(answer);
      const bare = await drive(ceiling.port, path, connections, seconds);
      row(name, load, load.perSecond / bare.perSecond);
      row(`  bare node:http, same ${answer.body.length} B`, bare);
    }
    agent.destroy();
  } finally {
    await stop(api.process);
  }
}

async function seed(target: string, productCount: number): Promise<void> {
  const { openDatabase } = await import('../../server/db/client.ts');
  const { migrate } = await import('../../server/db/migrate.ts');
  const { seedCatalogue } = await import('../../server/db/seed/seed.ts');
  const { seedSyntheticCatalogue } = await import('../../server/db/seed/synthetic.ts');
  const database = target.startsWith('pglite:')
    ? await openDatabase({ dataDir: target.slice('pglite:'.length) })
    : await openDatabase({ databaseUrl: target });
  try {
    const started = Date.now();
    await migrate(database);
    await seedCatalogue(database);
    await seedSyntheticCatalogue(database, productCount);
    await database.execute('ANALYZE');
    console.log(`seeded ${productCount.toLocaleString('en-IN')} products in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const productCount = Number(values.products);
  console.log(
    `Throughput benchmark: ${productCount.toLocaleString('en-IN')} synthetic products; the load ` +
      `generator shares the machine's ${(await import('node:os')).availableParallelism()} cores with the servers`,
  );
  try {
    if (values.engine === 'both' || values.engine === 'pglite') {
      const dir = await mkdtemp(join(tmpdir(), 'bench-throughput-'));
      try {
        const target = `pglite:${join(dir, 'pglite')}`;
        await seed(target, productCount);
        await bench('pglite', target);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    if (values.engine === 'both' || values.engine === 'postgres') {
      const { startPostgresCluster } = await import('../lib/postgres-cluster.ts');
      const cluster = await startPostgresCluster();
      try {
        await seed(cluster.url, productCount);
        await bench('postgres', cluster.url);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    if (ceiling) await stop(ceiling.process);
  }
}

if (values.serve) await serveApi(values.serve);
else if (values.ceiling) serveCeiling();
else await main();
