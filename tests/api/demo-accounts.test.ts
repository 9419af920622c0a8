// The demo accounts, whose passwords the README prints, outside development (decision 146): the API
// started as an operator starts it, `NODE_ENV=production` and `SEED_ON_START=false` as docs/deploy.md
// says, creates no account at all; and a database that already holds the demo accounts has them disabled
// at start, with the log line saying why and how to add a real owner, and every sign-in of theirs ended.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { DEMO_OWNER } from '../../server/db/seed/demo-staff.ts';
import { demoCustomerDisabledMessage, demoOwnerDisabledMessage } from '../../server/modules/staff/index.ts';
import { killApiProcesses, startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { signInOverHttp } from '../support/http-sign-in.ts';
import { ADMIN_SIGN_IN, TEST_ADMIN_CLIENT_ID, TEST_CLIENT_ID } from '../support/oidc.ts';
import { createTestDatabase, preparePgliteDataFolder, type TestDatabase } from '../support/test-db.ts';

const engine = process.env.TEST_DB ?? 'pglite';
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  killApiProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** A data folder and, on PostgreSQL, a database of its own; `open` reads it once no API holds it. */
async function freshInstall() {
  const dataDir = await mkdtemp(join(tmpdir(), 'demo-accounts-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let postgres: TestDatabase | undefined;
  if (engine === 'postgres') {
    postgres = await createTestDatabase();
    cleanups.push(() => postgres!.close());
  } else {
    // An empty cluster, as PGlite's initdb leaves it: the API migrates it as on a first start.
    await preparePgliteDataFolder(dataDir);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = (env: Record<string, string>) =>
    startApiProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_API_ORIGIN: origin,
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...env,
    });
  const open = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
    const database = postgres ? postgres.database : await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      return await work(database);
    } finally {
      if (!postgres) await database.close();
    }
  };
  return { origin, start, open };
}

async function stop(api: ApiProcess): Promise<void> {
  api.child.kill('SIGTERM');
  await api.exited;
}

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

const refresh = (origin: string, refreshToken: string, clientId: string) =>
  fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }).toString(),
  });

const call = (origin: string, path: string, accessToken: string) =>
  fetch(`${origin}/api/v1${path}`, { headers: { authorization: `Bearer ${accessToken}` } });

describe(`the demo accounts outside development (${engine})`, () => {
  it('a fresh production install has no account anyone can sign in with', async () => {
    const install = await freshInstall();
    const api = await install.start({ NODE_ENV: 'production' });
    for (const demo of [DEMO_OWNER, DEMO_CUSTOMER]) {
      const attempt = await signInOverHttp(api.url, demo.email, demo.password, nextIp());
      expect(attempt.status, demo.email).toBe(401);
    }
    const admin = await signInOverHttp(
      api.url,
      DEMO_OWNER.email,
      DEMO_OWNER.password,
      nextIp(),
      ADMIN_SIGN_IN,
    );
    expect(admin.status).toBe(401);
    await stop(api);
    const counts = await install.open(async (database) => ({
      accounts: Number((await database.execute('SELECT count(*) FROM identity_accounts'))[0]!.count),
      staff: Number((await database.execute('SELECT count(*) FROM staff'))[0]!.count),
    }));
    expect(counts).toEqual({ accounts: 0, staff: 0 });
  }, 120_000);

  it('disables the demo accounts a database already holds, ends their sign-ins, and says so', async () => {
    const install = await freshInstall();
    // A database first started in development, where the demo accounts are made and signed in with.
    const demo = await install.start({ NODE_ENV: 'development' });
    expect(demo.url).toBe(install.origin);
    const owner = await signInOverHttp(
      demo.url,
      DEMO_OWNER.email,
      DEMO_OWNER.password,
      nextIp(),
      ADMIN_SIGN_IN,
    );
    const customer = await signInOverHttp(demo.url, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, nextIp());
    expect((await call(demo.url, '/admin/me', owner.tokens!.access_token)).status).toBe(200);
    expect((await call(demo.url, '/auth/me', customer.tokens!.access_token)).status).toBe(200);
    await stop(demo);

    const production = await install.start({ NODE_ENV: 'production' });
    expect(production.output()).toContain(demoOwnerDisabledMessage('production'));
    expect(production.output()).toContain(demoCustomerDisabledMessage('production'));
    expect(demoOwnerDisabledMessage('production')).toContain('npm run staff:add');

    // The tokens they hold are refused at once, and no sign-in of theirs renews.
    expect((await call(production.url, '/admin/me', owner.tokens!.access_token)).status).toBe(401);
    expect((await call(production.url, '/auth/me', customer.tokens!.access_token)).status).toBe(401);
    expect((await refresh(production.url, owner.tokens!.refresh_token, TEST_ADMIN_CLIENT_ID)).status).toBe(
      400,
    );
    expect((await refresh(production.url, customer.tokens!.refresh_token, TEST_CLIENT_ID)).status).toBe(400);
    for (const [account, options] of [
      [DEMO_OWNER, ADMIN_SIGN_IN],
      [DEMO_OWNER, {}],
      [DEMO_CUSTOMER, {}],
    ] as const) {
      const attempt = await signInOverHttp(
        production.url,
        account.email,
        account.password,
        nextIp(),
        options,
      );
      expect(attempt.status, account.email).toBe(401);
    }
    await stop(production);

    const after = await install.open(async (database) => ({
      member: (
        await database.execute('SELECT removed_at FROM staff WHERE lower(email) = $1', [DEMO_OWNER.email])
      )[0],
      audit: await database.execute(
        `SELECT actor_id, action FROM audit_log WHERE entity_type = 'staff' AND action = 'staff.remove'`,
      ),
    }));
    expect(after.member!.removed_at).not.toBeNull();
    expect(after.audit).toEqual([{ actor_id: null, action: 'staff.remove' }]);
  }, 180_000);
});
