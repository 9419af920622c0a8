// The database every API test file starts from: migrated and seeded once per run by the projects' global
// setups, then copied for each file (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a dump of its data
// directory loaded into a new in-memory database). Starting from an empty cluster, migrating and seeding
// took each file about as long as many of its tests; the copy is what every file did anyway.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedCatalogue } from '../../server/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated and seeded PGlite data directory (api-pglite). */
    pgliteTemplateFile: string;
    /** The name of the migrated and seeded database on the shared cluster (api-postgres). */
    postgresTemplate: string;
  }
}

/** The name of the template database on the test cluster. */
export const POSTGRES_TEMPLATE = 't_template';

/** Migrates and seeds the database at `url`, and leaves no connection to it open. */
export async function prepareTemplate(url?: string): Promise<Blob | undefined> {
  const database = await openDatabase(url ? { databaseUrl: url, poolSize: 2 } : {});
  try {
    await migrate(database);
    await seedCatalogue(database);
    return await database.dumpDataDir?.();
  } finally {
    await database.close();
  }
}

/** Writes the PGlite template to a file of its own; the returned function removes it. */
export async function writePgliteTemplate(): Promise<{ file: string; remove(): Promise<void> }> {
  const dump = await prepareTemplate();
  const folder = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const file = join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump!.arrayBuffer()));
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}
