// One database per test file, so files run in parallel without seeing each other's rows.
// TEST_DB (set per Vitest project) picks the engine: `pglite` in a folder of its own, or `postgres` on the
// shared cluster.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { copyPgliteDataDir } from './template-db.ts';

export interface TestDatabase {
  database: Database;
  /** Connection string of the PostgreSQL database, for a child process to use; undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
}

/**
 * An empty database (a cluster nothing has migrated yet), or with `seeded` one already migrated and
 * seeded with the demo catalogue: a copy of the run's template (template-db.ts), made by the project's
 * global setup.
 */
export async function createTestDatabase({
  seeded = false,
}: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const engine = process.env.TEST_DB ?? 'pglite';
  if (engine === 'pglite') return createPgliteDatabase(seeded);
  if (engine === 'postgres') return createPostgresDatabase(seeded);
  throw new Error(`TEST_DB must be 'pglite' or 'postgres', not '${engine}'.`);
}

/**
 * Fills `dataDir`'s embedded database folder with a copy of the run's pristine PGlite cluster, for a test
 * that starts the API or a script on an empty data folder: what it runs then migrates (and seeds) the
 * database itself, without waiting for PGlite's initdb first.
 */
export async function preparePgliteDataFolder(dataDir: string): Promise<void> {
  await copyPgliteDataDir(pgliteTemplate('pglitePristineDir'), join(dataDir, 'pglite'));
}

function pgliteTemplate(name: 'pglitePristineDir' | 'pgliteSeededDir'): string {
  const dir = inject(name);
  if (!dir) throw new Error(`No PGlite template (${name}): run the test through its Vitest project.`);
  return dir;
}

async function createPgliteDatabase(seeded: boolean): Promise<TestDatabase> {
  const folder = await mkdtemp(join(tmpdir(), 'pglite-test-'));
  const dataDir = join(folder, 'pglite');
  let database: Database;
  try {
    await copyPgliteDataDir(pgliteTemplate(seeded ? 'pgliteSeededDir' : 'pglitePristineDir'), dataDir);
    database = await openDatabase({ dataDir });
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    database,
    async close() {
      try {
        await database.close();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

async function createPostgresDatabase(seeded: boolean): Promise<TestDatabase> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) {
    throw new Error('TEST_DB=postgres without a cluster: run it through the api-postgres project.');
  }
  const name = `t_${randomBytes(8).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  const template = seeded ? inject('postgresTemplate') : undefined;
  await admin(adminUrl, (sql) =>
    sql.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.href, poolSize: 4 });
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    database,
    url: url.href,
    async close() {
      try {
        await database.close();
      } finally {
        await dropDatabase(adminUrl, name);
      }
    },
  };
}

function dropDatabase(adminUrl: string, name: string): Promise<unknown> {
  // FORCE ends connections a test left open, which would otherwise block the drop.
  return admin(adminUrl, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
}

async function admin<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
