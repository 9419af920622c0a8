// Global setup of the `api-postgres` test project: one throwaway cluster for the whole run. Each test file
// then creates its own database on it (see test-db.ts), so files run in parallel without sharing state.
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/lib/postgres-cluster.ts';
import { POSTGRES_TEMPLATE, preparePostgresTemplate } from './template-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the shared cluster; test files create and drop their own databases on it. */
    postgresAdminUrl: string;
    /** Why the cluster is missing; the project's tests are then skipped (see postgres-runner.ts). */
    postgresUnavailable: string;
  }
}

let cluster: PostgresCluster | undefined;

export async function setup(project: TestProject): Promise<void> {
  try {
    cluster = await startPostgresCluster();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`REQUIRE_POSTGRES=1 and no PostgreSQL cluster could be started.\n${reason}`, {
        cause: error,
      });
    }
    const rule = '!'.repeat(100);
    console.warn(
      `\n${rule}\n  PostgreSQL UNAVAILABLE: every test of project "${project.name}" is SKIPPED.\n` +
        `  Set REQUIRE_POSTGRES=1 to make this a failure.\n\n${reason}\n${rule}\n`,
    );
    project.provide('postgresUnavailable', reason);
    return;
  }
  // The database each test file's own starts as a copy of: migrated and seeded once.
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${POSTGRES_TEMPLATE}" with (force)`);
    await admin.unsafe(`create database "${POSTGRES_TEMPLATE}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const templateUrl = new URL(cluster.url);
  templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
  await preparePostgresTemplate(templateUrl.href);
  project.provide('postgresAdminUrl', cluster.url);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  cluster = undefined;
}
