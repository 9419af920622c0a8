// Rotates the embedded identity provider's signing key and cookie secret without signing anyone out
// (see server/modules/identity/keys.ts and docs/identity.md):
//   node scripts/ops/rotate-keys.ts                        new key signs in 2 minutes; running replicas pick it up
//   node scripts/ops/rotate-keys.ts --activate-after 0     new key signs at once (one API process, or the API stopped)
// With the embedded PGlite database the API must be stopped first: only one process may open it.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loadConfig } from '../../server/env.ts';
import {
  DEFAULT_ACTIVATION_DELAY_SECONDS,
  ensureKeys,
  KEY_REFRESH_MS,
  rotateKeys,
} from '../../server/modules/identity/index.ts';

const { values } = parseArgs({
  options: { 'activate-after': { type: 'string', default: String(DEFAULT_ACTIVATION_DELAY_SECONDS) } },
});
const activateAfterSeconds = Number(values['activate-after']);
if (!Number.isInteger(activateAfterSeconds) || activateAfterSeconds < 0) {
  throw new Error('--activate-after must be a whole number of seconds (0 or more)');
}

const config = loadConfig();
if (config.OIDC_ISSUER) {
  console.log(
    `OIDC_ISSUER is set: tokens come from ${config.OIDC_ISSUER}, which rotates its own keys. Nothing to do.`,
  );
  process.exit(0);
}
const database = await openDatabase(
  config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: resolve(config.DATA_DIR, 'pglite') },
);
try {
  await migrate(database);
  await ensureKeys(database);
  const result = await rotateKeys(database, { activateAfterSeconds });
  console.log(
    `New signing key ${result.kid} is published now and signs from ${result.activatesAt.toISOString()}.`,
  );
  if (result.retired.length) {
    console.log(
      `Retiring then: ${result.retired.join(', ')} (still accepted until what they signed has expired).`,
    );
  }
  if (result.pruned.length) console.log(`Deleted keys retired long ago: ${result.pruned.join(', ')}.`);
  if (activateAfterSeconds * 1000 < KEY_REFRESH_MS && !config.DATABASE_URL) {
    console.log('Start the API again to use the new key.');
  }
} finally {
  await database.close();
}
