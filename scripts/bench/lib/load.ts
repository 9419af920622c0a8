// What the memory benchmark and the load test share: a database of a chosen size on either engine, the
// API started as its own process (server/main.ts, exactly as in production) on it, and that process's
// memory read from the kernel.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../../server/db/client.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { catalogue } from '../../../demo/catalogue.ts';
import { seedCatalogue } from '../../../server/db/seed/seed.ts';
import { seedSyntheticCatalogue } from '../../../server/db/seed/synthetic.ts';
import { readProcessMemory, type ProcessMemory } from './process-memory.ts';
import { startPostgresCluster } from '../../lib/postgres-cluster.ts';
import { freePort } from '../../lib/free-port.ts';

export { mb, readProcessMemory, type ProcessMemory } from './process-memory.ts';
export { API_NODE_OPTIONS } from '../../site/api-node-options.ts';

export type Engine = 'postgres' | 'pglite';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const HOST = '127.0.0.1';

export interface PreparedDatabase {
  engine: Engine;
  /** What the API needs to find the database and its media: DATABASE_URL and DATA_DIR. */
  env: Record<string, string>;
  /** DATA_DIR: the media, and on PGlite the database under pglite/. */
  dataDir: string;
  cleanup(): Promise<void>;
}

/**
 * A throwaway database on `engine` (a fresh PostgreSQL cluster, or a PGlite directory), migrated and
 * holding the demo catalogue plus `products` synthetic products. Seeding happens in this process, so the
 * API started on it afterwards does only what a restart does.
 */
export async function prepareDatabase(engine: Engine, products: number): Promise<PreparedDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'aangan-load-'));
  const cluster = engine === 'postgres' ? await startPostgresCluster() : undefined;
  const cleanup = async () => {
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await openDatabase(
      cluster ? { databaseUrl: cluster.url, poolSize: 2 } : { dataDir: join(dataDir, 'pglite') },
    );
    try {
      await migrate(database);
      await seedCatalogue(database, catalogue);
      if (products > 0) await seedSyntheticCatalogue(database, products);
    } finally {
      await database.close();
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    engine,
    env: { DATA_DIR: dataDir, DATABASE_URL: cluster?.url ?? '' },
    dataDir,
    cleanup,
  };
}

export interface RunningApi {
  pid: number;
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** How long the process took until it answered /readyz, ms. */
  startMs: number;
  memory(): ProcessMemory;
  /** The last lines the process wrote, for a failure message. */
  output(): string;
  /** SIGTERM, then waits for the process to end (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/** Starts `node server/main.ts` with `env` on a free port and waits until it is ready. */
export async function startApi(env: Record<string, string>, nodeOptions: string[] = []): Promise<RunningApi> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      HOST,
      PORT: String(port),
      PUBLIC_API_ORIGIN: `http://${HOST}:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (gone) throw new Error(`The API stopped while starting:\n${output}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not become ready within 10 minutes:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  const startMs = performance.now() - started;
  const pid = child.pid!;
  return {
    pid,
    origin,
    startMs,
    memory: () => readProcessMemory(pid),
    output: () => output,
    async stop() {
      if (gone) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** Samples the memory of `api` every `everyMs` until stopped; the samples are kept in order. */
export function sampleMemory(api: RunningApi, everyMs: number) {
  const samples: { at: number; memory: ProcessMemory }[] = [];
  const take = () => {
    try {
      samples.push({ at: performance.now(), memory: api.memory() });
    } catch {
      // The process is gone; the caller notices through its requests.
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
    },
  };
}
