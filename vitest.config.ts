// Four projects: `unit` (no database, no child processes), `process` (tests of a script or of the API's
// entry point that start Node processes), and the same API test files twice, once on PGlite and once on
// a throwaway PostgreSQL cluster, because the product promises both engines. Browser journeys in tests/e2e
// run under Playwright's own runner.
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import ProcessesTakeTurns from './tests/support/sequencer.ts';

// The site's alias for the shared contract (tsconfig.json `paths`; decision 187), for every project.
const resolve = { alias: { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) } };

const apiTests = ['server/**/*.api.test.ts', 'tests/api/**/*.test.ts'];
const exclude = [...configDefaults.exclude, 'tests/e2e/**', 'dist/**', 'data/**', '.astro/**'];

// Tests outside the API projects that start Node processes (the API's entry point, `npm run staff:add`,
// the rebuilder's builds, a database probe in a fresh process): each spends seconds on a child's start-up
// and, on a busy machine, tens of seconds. They are named file by file, with `**` so that they are still
// found when their folder moves; a new test that spawns a process belongs here too.
const processTests = [
  'server/**/main.test.ts',
  'server/**/db/client.test.ts',
  'scripts/**/staff-add.test.ts',
  'scripts/**/rebuilder.test.ts',
  'scripts/**/api-node-options.test.ts',
];

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
  // Files share their worker's modules: each used to load the whole server (Fastify, Drizzle, PGlite's
  // WebAssembly) again, a quarter of its time. What a file makes (its database, its app, its timers) is
  // its own and closed in its own hooks; the server keeps no module-level state between apps.
  isolate: false,
} as const;

export default defineConfig({
  test: {
    // Files that start processes take turns with the others, whatever their project (tests/support/sequencer.ts).
    sequence: { sequencer: ProcessesTakeTurns },
    projects: [
      {
        resolve,
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
          exclude: [...exclude, '**/*.api.test.ts', ...processTests],
          sequence: { groupOrder: 0 },
          // Files share their worker's modules, as in the API projects: loading them again for each of
          // about a hundred files was four fifths of the project's time. Stubbed globals are put back after
          // every test; a file that fakes the timers puts them back in its own hooks.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        // Runs with the API projects rather than before them: its few long files then fill the gaps
        // between API files instead of leaving one worker waiting at the end of a group of their own.
        resolve,
        test: {
          name: 'process',
          environment: 'node',
          include: processTests,
          exclude,
          maxWorkers: apiProject.maxWorkers,
          sequence: { groupOrder: apiProject.sequence.groupOrder },
          // A child's start-up takes seconds, and more beside the API files' own children.
          testTimeout: apiProject.testTimeout,
          // An empty PGlite cluster to copy, for scripts started on an empty data folder.
          globalSetup: ['tests/support/pglite-global-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          ...apiProject,
          name: 'api-pglite',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/support/pglite-global-setup.ts'],
        },
      },
      {
        resolve,
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
