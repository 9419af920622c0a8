// Writes made straight to the database, not through the API, reach the API's in-memory catalogue
// answers by the database's change notice (decision 115), a moment after the commit rather than
// before the next request. A test that writes so waits for that moment before it reads through the API.
import type { Services } from '../../server/compose.ts';
import type { Database } from '../../server/db/client.ts';

/** Resolves once the API knows the catalogue version the database has now; fails after `timeoutMs`. */
export async function apiCaughtUp(
  t: { database: Database; services: Services },
  timeoutMs = 5_000,
): Promise<void> {
  const [row] = await t.database.execute('SELECT version::text AS version FROM catalogue_state WHERE id = 1');
  const version = String(row?.version);
  const cache = t.services.catalogue.responseCache;
  const deadline = Date.now() + timeoutMs;
  while (cache.enabled && cache.knownVersion() !== undefined && cache.knownVersion() !== version) {
    if (Date.now() > deadline)
      throw new Error(`the API still knows catalogue version ${cache.knownVersion()}, not ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
