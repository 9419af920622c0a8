// The start-up the API benchmarks share: a database on each engine asked for (a fresh PGlite, a
// throwaway PostgreSQL cluster), migrated and seeded with the demo catalogue, then the real app on it
// with a throwaway media directory, and a signed-in member of staff when the calls are the back office's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '../../../contract/admin/rules.ts';
import { buildApp } from '../../../server/app.ts';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedCatalogue } from '../../../server/db/seed/seed.ts';
import { loadConfig } from '../../../server/env.ts';
import { startPostgresCluster } from '../../lib/postgres-cluster.ts';
import { benchStaffHeaders } from './bench-staff.ts';

export type Engine = 'pglite' | 'postgres';
type App = Awaited<ReturnType<typeof buildApp>>;

/** The API's public origin in the benchmarks; staff tokens are issued for it. */
export const BENCH_ORIGIN = 'http://bench.local';

/** Runs `bench` on PGlite, on PostgreSQL, or on both one after the other, as `--engine` says. */
export async function onEngines(
  engine: string,
  bench: (engine: Engine, database: Database) => Promise<void>,
): Promise<void> {
  if (engine === 'both' || engine === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
    try {
      await bench('pglite', await openDatabase({ dataDir: join(dir, 'pglite') }));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (engine === 'both' || engine === 'postgres') {
    const cluster = await startPostgresCluster();
    try {
      await bench('postgres', await openDatabase({ databaseUrl: cluster.url }));
    } finally {
      await cluster.stop();
    }
  }
}

export interface BenchAppOptions {
  /** After the migrations and the demo catalogue (which took `seedMs`): the benchmark's own data. */
  load: (seedMs: number) => Promise<void>;
  /** Settings beside the benchmarks' own (silent log, the media directory, BENCH_ORIGIN). */
  env?: Record<string, string>;
  /** The role of the member of staff the calls are made as; none for the shopper's calls. */
  staff?: StaffRole;
}

/**
 * Migrates and seeds `database`, loads the benchmark's data, starts the app on it and runs `use` with
 * the staff's headers (when a role is given); then closes the app and the database and removes the
 * media directory.
 */
export async function withBenchApp(
  database: Database,
  options: BenchAppOptions,
  use: (app: App, headers: { authorization: string } | undefined) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-media-'));
  try {
    const started = Date.now();
    await migrate(database);
    await seedCatalogue(database);
    await options.load(Date.now() - started);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PUBLIC_API_ORIGIN: BENCH_ORIGIN,
      ...options.env,
    });
    const app = await buildApp({ database, config });
    await app.ready();
    const headers = options.staff
      ? await benchStaffHeaders(database, options.staff, BENCH_ORIGIN)
      : undefined;
    await use(app, headers);
    await app.close();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
