// A rebuilder as its own process for the fault test: the real rebuilder and its PostgreSQL election,
// with a stand-in for `astro build` that takes BUILD_MS. Every event is a JSON line on standard output
// with the wall-clock time, so the test can tell who built when.
//   node tests/support/rebuilder-process.ts   (DATABASE_URL, API_URL, SITE_DIR, BUILD_MS)
import { resolve } from 'node:path';
import { postgresLeadership } from '../../scripts/site/leadership.ts';
import { createRebuilder } from '../../scripts/site/rebuilder.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const buildMs = Number(process.env.BUILD_MS ?? 1000);
const rebuilder = createRebuilder({
  root: resolve(import.meta.dirname, '..', '..'),
  siteDir: env('SITE_DIR'),
  apiUrl: env('API_URL'),
  intervalSeconds: Number(process.env.INTERVAL_SECONDS ?? 1),
  settleSeconds: 0.1,
  maxSettleSeconds: 1,
  leadership: postgresLeadership(env('DATABASE_URL'), 'rebuilder'),
  buildCommand: (outDir) => ({
    command: process.execPath,
    args: [
      '-e',
      `setTimeout(() => { const fs = require('node:fs'); fs.mkdirSync(${JSON.stringify(outDir)}, { recursive: true });
         fs.writeFileSync(${JSON.stringify(`${outDir}/index.html`)}, 'built'); }, ${buildMs});`,
    ],
  }),
  log: (event) => console.log(JSON.stringify({ at: Date.now(), pid: process.pid, ...event })),
});
rebuilder.start();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void rebuilder.stop().then(() => process.exit(0)));
