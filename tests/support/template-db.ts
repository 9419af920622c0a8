// The databases every API test file starts from, made once per run by the projects' global setups and
// copied for each file. PostgreSQL: a migrated and seeded database, copied with CREATE DATABASE … TEMPLATE.
// PGlite: data directories on disk, copied file by file, which a new PGlite opens in about a second:
//   - `pristine`, a cluster just made by PGlite's initdb, for tests that migrate it themselves or that
//     start the API on an empty data folder (PGlite's initdb alone takes seconds, more under load);
//   - `seeded`, the same cluster migrated and seeded with the demo catalogue.
// Loading a dump of the same directory into memory took twice as long: PGlite unpacks the whole tar
// (46 MB, most of it the WAL segment and the two template databases) before it starts (decision 189).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory that only PGlite's initdb has written (api-pglite, process). */
    pglitePristineDir: string;
    /** A PGlite data directory migrated and seeded with the demo catalogue (api-pglite). */
    pgliteSeededDir: string;
    /** The name of the migrated and seeded database on the shared cluster (api-postgres). */
    postgresTemplate: string;
  }
}

/** The name of the template database on the test cluster. */
export const POSTGRES_TEMPLATE = 't_template';

/** Migrates and seeds the PostgreSQL database at `url`, and leaves no connection to it open. */
export async function preparePostgresTemplate(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    await migrate(database);
    await seedCatalogue(database);
  } finally {
    await database.close();
  }
}

/** Copies a closed PGlite data directory to `to`, which must not exist yet. */
export async function copyPgliteDataDir(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true, errorOnExist: true, force: false });
}

/**
 * Makes the PGlite templates in a folder of their own: always the pristine cluster, and with `seeded`
 * the migrated and seeded one too. The returned function removes them.
 */
export async function writePgliteTemplates({ seeded }: { seeded: boolean }): Promise<{
  pristineDir: string;
  seededDir?: string;
  remove(): Promise<void>;
}> {
  const folder = await mkdtemp(join(tmpdir(), 'pglite-templates-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const pristineDir = join(folder, 'pristine');
    await (await openDatabase({ dataDir: pristineDir })).close();
    if (!seeded) return { pristineDir, remove };
    const seededDir = join(folder, 'seeded');
    await copyPgliteDataDir(pristineDir, seededDir);
    const database = await openDatabase({ dataDir: seededDir });
    try {
      await migrate(database);
      await seedCatalogue(database);
      // What the seed wrote goes to the data files, so that no copy starts by replaying the WAL.
      await database.execute('CHECKPOINT');
    } finally {
      await database.close();
    }
    return { pristineDir, seededDir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
