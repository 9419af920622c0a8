// Writes the API's OpenAPI document to a file (default data/openapi.json) without starting the API:
// the app is built on a throwaway in-memory database. `npm run lint` lints the file with Redocly's
// recommended rules (redocly.yaml); clients can be generated from it (openapi-typescript).
//
//   node scripts/checks/openapi.ts [file]
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loadConfig } from '../../server/env.ts';

const target = resolve(import.meta.dirname, '..', '..', process.argv[2] ?? 'data/openapi.json');
const dataDir = await mkdtemp(join(tmpdir(), 'openapi-'));
const database = await openDatabase({});
try {
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    GENERATE_MEDIA: 'false',
    PUBLIC_API_ORIGIN: process.env.PUBLIC_API_ORIGIN ?? '',
  });
  const app = await buildApp({ database, config });
  await app.ready();
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI document written to ${target}`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
