// One database per test file, so files run in parallel without seeing each other's rows.
// TEST_DB (set per Vitest project) picks the engine: `pglite` in memory, or `postgres` on the shared cluster.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import './template-db.ts';

export interface TestDatabase {
  database: Database;
  /** Connection string of the PostgreSQL database, for a child process to use; undefined on PGlite. */
  url?: string;
  close(): Promise<void>;
}

/**
 * An empty database, or with `seeded` one already migrated and seeded with the demo catalogue: a copy of
 * the run's template (template-db.ts), made by the project's global setup.
 */
export async function createTestDatabase({
  seeded = false,
}: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const engine = process.env.TEST_DB ?? 'pglite';
  if (engine === 'pglite') {
    const template = seeded ? inject('pgliteTemplateFile') : undefined;
    if (seeded && !template) throw new Error('No PGlite template: run it through the api-pglite project.');
    const database = await openDatabase(
      template ? { pgliteDataDirDump: new Blob([await readFile(template)]) } : {},
    );
    return { database, close: () => database.close() };
  }
  if (engine === 'postgres') return createPostgresDatabase(seeded);
  throw new Error(`TEST_DB must be 'pglite' or 'postgres', not '${engine}'.`);
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
