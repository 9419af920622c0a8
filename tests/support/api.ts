// The API as the tests see it: a fresh migrated and seeded database per call (a copy of the run's
// template), and the app built on it exactly as server/main.ts builds it, minus listening. Call inject()
// on `app`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { composeServices } from '../../server/compose.ts';
import { loadConfig } from '../../server/env.ts';
import { registerMailbox } from './oidc.ts';
import { createTestDatabase } from './test-db.ts';

/**
 * `env` adds to or overrides the test configuration (e.g. SLOT_CAPACITY for one test file); `logger`, as
 * buildApp takes it, lets a test read what the API writes to its log.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { logger }: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const { database, close: closeDatabase } = await createTestDatabase({ seeded: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const cleanup = async () => {
    await closeDatabase();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
      PUBLIC_API_ORIGIN: 'http://api.test',
      ...env,
    });
    const services = composeServices({ database, config });
    const app = await buildApp({ database, config, services, ...(logger ? { logger } : {}) });
    registerMailbox(app, database);
    await app.ready();
    return {
      app,
      database,
      /** The services the app runs on, for tests that watch what a request made them do. */
      services,
      async close() {
        try {
          await app.close();
        } finally {
          await cleanup();
        }
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The test file's app, built by createTestApp with these arguments before the file's first test and
 * closed after its last. Read its members inside tests and hooks: before the file's tests start there is
 * no app yet.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(...args);
  });
  afterAll(async () => {
    await current?.close();
  });
  const built = (): TestApp => {
    if (!current)
      throw new Error('The test app is built before the first test: read it inside a test or hook.');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get services() {
      return built().services;
    },
    close: () => built().close(),
  };
}
