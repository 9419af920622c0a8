// Three projects: `unit` (no database), and the same API test files twice, once on PGlite and once on a
// throwaway PostgreSQL cluster, because the product promises both engines. Browser journeys in tests/e2e
// run under Playwright's own runner.
import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = ['server/**/*.api.test.ts', 'tests/api/**/*.test.ts'];
const exclude = [...configDefaults.exclude, 'tests/e2e/**', 'dist/**', 'data/**', '.astro/**'];

// Each API test file gets its own database, a copy of one migrated and seeded once per run by the project's
// global setup (tests/support/template-db.ts); PGlite runs on the CPU of the worker, so more workers than
// cores only add contention. Unit tests are cheap and take what the machine has.
const apiProject = {
  environment: 'node',
  include: apiTests,
  exclude,
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'demo/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          exclude: [...exclude, '**/*.api.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...apiProject,
          name: 'api-pglite',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/support/pglite-global-setup.ts'],
        },
      },
      {
        test: {
          ...apiProject,
          name: 'api-postgres',
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          runner: 'tests/support/postgres-runner.ts',
        },
      },
    ],
  },
});
