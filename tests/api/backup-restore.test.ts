// The restore that docs/deploy.md describes, run as written: a shop's database is dumped with pg_dump,
// restored with pg_restore into an empty database, and the API started on the copy serves the same
// catalogue and keeps the leads, with nothing seeded twice. PostgreSQL only.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresProgram } from '../../scripts/lib/postgres-cluster.ts';
import { killApiProcesses, startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

const engine = process.env.TEST_DB ?? 'pglite';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  killApiProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function stop(api: ApiProcess): Promise<void> {
  api.child.kill('SIGTERM');
  await api.exited;
}

describe.skipIf(engine !== 'postgres')('backup and restore', () => {
  it('pg_dump, then pg_restore into an empty database, gives the same shop', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'restore-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const [source, target]: TestDatabase[] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    cleanups.push(
      () => source!.close(),
      () => target!.close(),
    );
    const env = (url: string) => ({
      DATA_DIR: folder,
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_ON_START: 'true',
      // Accounts to restore: outside development (Vitest runs with NODE_ENV=test) asked for by name.
      SEED_DEMO_CUSTOMER: 'true',
      SEED_DEMO_STAFF: 'true',
      GENERATE_MEDIA: 'false',
      LOG_LEVEL: 'info',
    });

    // The shop as it runs: seeded, with a message from a customer.
    const before = await startApiProcess(env(source!.url!));
    const version = (await (await fetch(`${before.url}/api/v1/catalogue/version`)).json()).data.version;
    const sent = await fetch(`${before.url}/api/v1/contact/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Restore',
        lastName: 'Check',
        email: 'restore-check@example.in',
        subject: 'support',
        message: 'A message that must survive the restore',
      }),
    });
    expect(sent.status).toBe(201);
    await stop(before);

    // docs/deploy.md, "Backups": the database in PostgreSQL's own format…
    const dump = join(folder, 'aangan.dump');
    execFileSync(postgresProgram('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${dump}`,
      source!.url!,
    ]);
    // …and "Restoring": into an empty database, stopping at the first error.
    execFileSync(postgresProgram('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target!.url!}`,
      dump,
    ]);

    const after = await startApiProcess(env(target!.url!));
    const restored = (await (await fetch(`${after.url}/api/v1/catalogue/version`)).json()).data.version;
    expect(restored).toBe(version);
    const count = async (database: TestDatabase, text: string) =>
      Number((await database.database.execute(text))[0]!.count);
    for (const table of ['products', 'categories', 'reviews', 'delivery_pincodes', 'identity_accounts'])
      expect(await count(target!, `SELECT count(*) FROM ${table}`), table).toBe(
        await count(source!, `SELECT count(*) FROM ${table}`),
      );
    expect(await count(target!, `SELECT count(*) FROM leads WHERE email = 'restore-check@example.in'`)).toBe(
      1,
    );
    expect(after.output()).not.toContain('demo catalogue seeded');
    await stop(after);
  }, 180_000);
});
