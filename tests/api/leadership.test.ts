// One rebuilder leads a deployment (decision 143): of several processes asking, one holds the
// PostgreSQL advisory lock; when it is killed with SIGKILL, its session ends and the next to ask leads.
// PostgreSQL only: the embedded database serves one machine, where one rebuilder runs.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresLeadership, type Leadership } from '../../scripts/site/leadership.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

const engine = process.env.TEST_DB ?? 'pglite';
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(engine !== 'postgres')('leadership', () => {
  it('elects one of several, hands over on release, and survives a reconnect check', async () => {
    const db: TestDatabase = await createTestDatabase();
    cleanups.push(() => db.close());
    const [a, b, c] = [1, 2, 3].map(() => postgresLeadership(db.url!, 'rebuilder')) as Leadership[];
    cleanups.push(() => Promise.all([a!.release(), b!.release(), c!.release()]));
    const first = await Promise.all([a!.lead(), b!.lead(), c!.lead()]);
    expect(first.filter(Boolean)).toHaveLength(1);
    const leader = [a, b, c][first.indexOf(true)]!;
    // Asking again keeps it, and the others still stand by.
    expect(await leader.lead()).toBe(true);
    for (const other of [a, b, c].filter((one) => one !== leader)) expect(await other!.lead()).toBe(false);
    await leader.release();
    const next = await Promise.all([a, b, c].filter((one) => one !== leader).map((one) => one!.lead()));
    expect(next.filter(Boolean)).toHaveLength(1);
  });

  it('hands over after the leader is killed with SIGKILL, at the next ask', async () => {
    const db: TestDatabase = await createTestDatabase();
    cleanups.push(() => db.close());
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { postgresLeadership } from ${JSON.stringify(new URL('../../scripts/site/leadership.ts', import.meta.url).href)};
         const leadership = postgresLeadership(process.env.URL, 'rebuilder');
         console.log(await leadership.lead() ? 'leading' : 'standing by');
         setInterval(() => {}, 1000);`,
      ],
      { env: { ...process.env, URL: db.url! }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    cleanups.push(async () => child.kill('SIGKILL'));
    const said = await new Promise<string>((resolve) =>
      child.stdout!.once('data', (chunk) => resolve(String(chunk).trim())),
    );
    expect(said).toBe('leading');

    const standby = postgresLeadership(db.url!, 'rebuilder');
    cleanups.push(() => standby.release());
    expect(await standby.lead()).toBe(false);
    child.kill('SIGKILL');
    const killedAt = performance.now();
    let takeoverMs = -1;
    for (let i = 0; i < 100; i++) {
      if (await standby.lead()) {
        takeoverMs = performance.now() - killedAt;
        break;
      }
      await pause(50);
    }
    console.log(`leadership: taken over ${Math.round(takeoverMs)} ms after the leader was killed`);
    expect(takeoverMs).toBeGreaterThanOrEqual(0);
  });
});
