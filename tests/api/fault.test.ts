// Beyond one machine, under faults. Three API processes on one throwaway PostgreSQL behind a round-robin
// proxy, media in a local S3-compatible fake, e-mail to a local SMTP server, and two rebuilders electing
// a leader. Mixed traffic runs for TRAFFIC_S seconds, and AFTER_LEADER_KILL_S at least after the leader's
// kill: browsing, sign-ins with avatar uploads, and consultation bookings. Meanwhile one replica is killed
// with SIGKILL and restarted, and the rebuilder leader is killed. Then:
//   - every acknowledged booking is stored exactly once, and none twice;
//   - every notification queued is delivered;
//   - every uploaded avatar is in the bucket at once, and every replica that is up gives it;
//   - a sign-in limit of 5 holds across the three replicas under parallel attempts;
//   - at no moment do two rebuilders build, and the standby takes over after the kill;
//   - no request fails but those in flight on the killed replica.
// PostgreSQL only: the embedded database is one process on one machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '../../contract/leads.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { killApiProcesses, startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { signInOverHttp } from '../support/http-sign-in.ts';
import { multipart } from '../support/multipart.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.ts';
import { s3Env, startS3Fake, type S3Fake } from '../support/s3-fake.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';

const engine = process.env.TEST_DB ?? 'pglite';
const TRAFFIC_S = 24;
const KILL_REPLICA_AT_S = 6;
const RESTART_REPLICA_AT_S = 11;
const KILL_LEADER_AT_S = 14;
const AFTER_LEADER_KILL_S = 10;
const REBUILD_INTERVAL_S = 1;
const SIGN_IN_LIMIT = 5;

const cleanups: (() => Promise<unknown>)[] = [];
const rebuilders: ChildProcess[] = [];
afterAll(async () => {
  killApiProcesses();
  for (const child of rebuilders)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const pause = (ms: number) => new Promise((resolvePause) => setTimeout(resolvePause, ms));

interface Outcome {
  kind: 'browse' | 'booking' | 'sign-in' | 'avatar';
  status: number;
  error?: string;
  startedAt: number;
  endedAt: number;
}

interface RebuilderEventLine {
  at: number;
  pid: number;
  event: string;
  id?: string;
}

function startRebuilder(env: Record<string, string>): { child: ChildProcess; events: RebuilderEventLine[] } {
  const child = spawn(process.execPath, [resolve('tests/support/rebuilder-process.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  rebuilders.push(child);
  const events: RebuilderEventLine[] = [];
  let buffer = '';
  child.stdout!.on('data', (chunk) => {
    buffer += String(chunk);
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      try {
        events.push(JSON.parse(line) as RebuilderEventLine);
      } catch {
        // Not an event line.
      }
    }
  });
  child.stderr!.on('data', () => {});
  return { child, events };
}

describe.skipIf(engine !== 'postgres')('several replicas under faults', () => {
  it('loses and duplicates nothing, shares media and limits, and keeps one rebuilder', async () => {
    const postgres: TestDatabase = await createTestDatabase();
    cleanups.push(() => postgres.close());
    const sink: SmtpSink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const bucket: S3Fake = await startS3Fake();
    cleanups.push(() => bucket.close());
    const proxy: RoundRobinProxy = await startRoundRobinProxy();
    cleanups.push(() => proxy.close());
    const folder = await mkdtemp(join(tmpdir(), 'fault-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));

    const apiEnv = (n: string): Record<string, string> => ({
      DATABASE_URL: postgres.url!,
      DATA_DIR: join(folder, `replica-${n}`),
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_API_ORIGIN: proxy.url,
      TRUST_PROXY: '1',
      SEED_ON_START: 'true',
      // The sign-ins below are the demo customer's, asked for by name outside development.
      SEED_DEMO_CUSTOMER: 'true',
      GENERATE_MEDIA: 'false',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_MS: '3000',
      SLOT_CAPACITY: '1000',
      LEADS_RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_IN_MAX_FAILURES_PER_ACCOUNT: String(SIGN_IN_LIMIT),
      ...s3Env(bucket, 'https://media.cdn.test'),
    });
    // All three start together on the fresh database (decision 140).
    const replicas: ApiProcess[] = await Promise.all(['a', 'b', 'c'].map((n) => startApiProcess(apiEnv(n))));
    proxy.upstreams = replicas.map((replica) => replica.url);

    const rebuilderEnv = (n: string) => ({
      DATABASE_URL: postgres.url!,
      API_URL: `${proxy.url}/api/v1`,
      SITE_DIR: join(folder, `site-${n}`),
      BUILD_MS: '700',
      INTERVAL_SECONDS: String(REBUILD_INTERVAL_S),
    });
    const leaderCandidates = [startRebuilder(rebuilderEnv('1')), startRebuilder(rebuilderEnv('2'))];

    const products = (
      (await (await fetch(`${proxy.url}/api/v1/products?limit=50`)).json()) as {
        data: { products: { id: string; slug: string }[] };
      }
    ).data.products;
    expect(products.length).toBeGreaterThan(10);

    const outcomes: Outcome[] = [];
    const timed = async (kind: Outcome['kind'], call: () => Promise<Response>): Promise<Response | null> => {
      const startedAt = performance.now();
      try {
        const response = await call();
        outcomes.push({ kind, status: response.status, startedAt, endedAt: performance.now() });
        return response;
      } catch (error) {
        outcomes.push({ kind, status: 0, error: String(error), startedAt, endedAt: performance.now() });
        return null;
      }
    };

    const started = performance.now();
    // Traffic runs TRAFFIC_S seconds, and on after the leader's kill for as long as the standby needs to
    // take over and build: on a busy machine the replica's restart can push that kill late.
    const running = () => {
      const elapsed = performance.now() - started;
      if (elapsed < TRAFFIC_S * 1000) return true;
      if (elapsed > 3 * TRAFFIC_S * 1000) return false;
      return leaderKilledAt === 0 || Date.now() - leaderKilledAt < AFTER_LEADER_KILL_S * 1000;
    };

    // Browsing: four shoppers, one request after another.
    const browse = async (shopper: number) => {
      for (let i = 0; running(); i++) {
        const product = products[(i * 7 + shopper) % products.length]!;
        const path = [
          `/api/v1/products?page=${1 + (i % 4)}&limit=12`,
          `/api/v1/products/${product.id}`,
          '/api/v1/categories',
          `/api/v1/products?search=${['sofa', 'teak', 'lamp', 'rug'][i % 4]}`,
        ][i % 4]!;
        const response = await timed('browse', () => fetch(`${proxy.url}${path}`));
        await response?.body?.cancel();
      }
    };

    // Bookings: each with an address and an Idempotency-Key of its own.
    const bookings = new Map<string, 'acknowledged' | 'failed'>();
    const book = async () => {
      for (let i = 0; running(); i++) {
        const email = `fault-${i}-${randomBytes(3).toString('hex')}@example.in`;
        const response = await timed('booking', () =>
          fetch(`${proxy.url}/api/v1/contact/consultation`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': randomBytes(12).toString('hex'),
              'x-forwarded-for': `198.51.100.${i % 250}`,
            },
            body: JSON.stringify({
              firstName: 'Fault',
              lastName: `Test ${i}`,
              email,
              phone: `+91 98${String(40_000_000 + i).padStart(8, '0')}`,
              projectType: 'Design Consultation',
              budget: 'To be discussed',
              timeline: `Preferred: ${addDays(indiaToday(), 2 + (i % 20))} at 11:00 AM`,
              description: `Fault test booking ${i}`,
            }),
          }),
        );
        bookings.set(email, response && response.status < 300 ? 'acknowledged' : 'failed');
        await response?.body?.cancel();
        await pause(150);
      }
    };

    // Sign-ins, each followed by an avatar upload with the new token.
    const avatars: string[] = [];
    const unreadable: string[] = [];
    let lastToken = '';
    const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#a84b23' } })
      .png()
      .toBuffer();
    const signInAndUpload = async () => {
      for (let i = 0; running(); i++) {
        const at = performance.now();
        let signedIn: Awaited<ReturnType<typeof signInOverHttp>> | null = null;
        try {
          signedIn = await signInOverHttp(
            proxy.url,
            DEMO_CUSTOMER.email,
            DEMO_CUSTOMER.password,
            `203.0.113.${i % 250}`,
          );
          outcomes.push({
            kind: 'sign-in',
            status: signedIn.status,
            startedAt: at,
            endedAt: performance.now(),
          });
        } catch (error) {
          outcomes.push({
            kind: 'sign-in',
            status: 0,
            error: String(error),
            startedAt: at,
            endedAt: performance.now(),
          });
        }
        const token = signedIn?.tokens?.access_token;
        if (!token) continue;
        lastToken = token;
        const { payload, contentType } = multipart([
          { field: 'avatar', filename: `me-${i}.png`, contentType: 'image/png', data: photo },
        ]);
        const response = await timed('avatar', () =>
          fetch(`${proxy.url}/api/v1/upload/user-avatar`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
            body: new Blob([new Uint8Array(payload)]),
          }),
        );
        if (response?.status !== 200) {
          await response?.body?.cancel();
          continue;
        }
        const url = ((await response.json()) as { data: { avatar_url: string } }).data.avatar_url;
        avatars.push(url);
        // Readable at once: in the bucket, and the customer's avatar on every replica that is up.
        if (!bucket.objects.has(new URL(url).pathname.slice(1))) unreadable.push(`${url} not in the bucket`);
        for (const replica of [...replicas]) {
          if (replica.child.exitCode !== null || replica.child.signalCode !== null) continue;
          const me = await fetch(`${replica.url}/api/v1/auth/me`, {
            headers: { authorization: `Bearer ${token}`, host: new URL(proxy.url).host },
          }).catch(() => null);
          if (!me) continue;
          const seen = ((await me.json()) as { data?: { user: { avatar_url: string | null } } }).data?.user
            .avatar_url;
          // A later upload may have replaced it already; an older one never.
          if (seen !== url && seen !== avatars.at(-1))
            unreadable.push(`${replica.url} gave ${seen} for ${url}`);
        }
      }
    };

    // The catalogue changes every few seconds, so the leading rebuilder has builds to make.
    const changeCatalogue = async () => {
      while (running()) {
        await postgres.database.execute(
          `UPDATE products SET price = price + 1 WHERE id = (SELECT id FROM products ORDER BY id LIMIT 1)`,
        );
        await pause(3000);
      }
    };

    // The faults.
    let killedUrl = '';
    // When the killed replica's process had exited: SIGKILL is sent at once, but on a busy machine the
    // process may take a moment to go, and until then its sockets still take requests.
    let killedGoneAt = 0;
    let leaderKilledAt = 0;
    let killedLeaderPid = 0;
    const faults = async () => {
      await pause(KILL_REPLICA_AT_S * 1000);
      killedUrl = replicas[1]!.url;
      replicas[1]!.child.once('exit', () => (killedGoneAt = performance.now()));
      replicas[1]!.child.kill('SIGKILL');
      await pause((RESTART_REPLICA_AT_S - KILL_REPLICA_AT_S) * 1000);
      replicas[1] = await startApiProcess(apiEnv('b2'));
      proxy.upstreams = replicas.map((replica) => replica.url);
      await pause(Math.max(0, KILL_LEADER_AT_S * 1000 - (performance.now() - started)));
      const leader = leaderCandidates.find(
        (candidate) =>
          candidate.events.filter((e) => e.event === 'leading' || e.event === 'standing_by').at(-1)?.event ===
          'leading',
      );
      expect(leader, 'a rebuilder leads').toBeTruthy();
      killedLeaderPid = leader!.child.pid!;
      leaderKilledAt = Date.now();
      leader!.child.kill('SIGKILL');
    };

    await Promise.all([
      browse(0),
      browse(1),
      browse(2),
      browse(3),
      book(),
      signInAndUpload(),
      changeCatalogue(),
      faults(),
    ]);
    const trafficS = (performance.now() - started) / 1000;

    // ── Limits across replicas: parallel wrong passwords for one address, through all three.
    const target = `limit-${randomBytes(4).toString('hex')}@example.in`;
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signInOverHttp(proxy.url, target, `wrong-${i}-password`, `192.0.2.${i + 1}`),
      ),
    );
    const refusedByPassword = attempts.filter((attempt) => attempt.status === 401).length;
    const throttled = attempts.filter((attempt) => attempt.status === 429).length;

    // ── Every notification leaves: wait for the outbox to drain.
    for (let i = 0; i < 150; i++) {
      const [row] = await postgres.database.execute(
        `SELECT count(*)::int AS pending FROM outbox WHERE status <> 'sent'`,
      );
      if (Number(row!.pending) === 0) break;
      await pause(200);
    }
    const outbox = await postgres.database.execute(`SELECT message_id, status FROM outbox`);
    const delivered = sink.countsByMessageId();
    const undelivered = outbox.filter((row) => !delivered.has(String(row.message_id)));

    // ── Bookings: acknowledged ones stored exactly once; none stored twice.
    const stored = await postgres.database.execute(
      `SELECT email, count(*)::int AS count FROM leads WHERE email LIKE 'fault-%' GROUP BY email`,
    );
    const storedCount = new Map(stored.map((row) => [String(row.email), Number(row.count)]));
    const acknowledged = [...bookings]
      .filter(([, state]) => state === 'acknowledged')
      .map(([email]) => email);
    const lost = acknowledged.filter((email) => !storedCount.has(email));
    const duplicated = [...storedCount].filter(([, count]) => count > 1);

    // ── Avatars: in the bucket, and the same on every replica.
    // Each upload replaces the last: the newest is in the bucket.
    const missingAvatars = avatars
      .slice(-1)
      .filter((url) => !bucket.objects.has(new URL(url).pathname.slice(1)));
    const avatarOnReplicas = await Promise.all(
      replicas.map(async (replica) => {
        const response = await fetch(`${replica.url}/api/v1/auth/me`, {
          headers: { authorization: `Bearer ${lastToken}`, host: new URL(proxy.url).host },
        });
        return ((await response.json()) as { data: { user: { avatar_url: string | null } } }).data.user
          .avatar_url;
      }),
    );

    // ── Rebuilders: build intervals per process never overlap; the standby took over.
    const intervals: { pid: number; from: number; to: number }[] = [];
    for (const candidate of leaderCandidates) {
      const open = new Map<string, number>();
      for (const event of candidate.events) {
        if (event.event === 'build_started') open.set(event.id!, event.at);
        if ((event.event === 'build_succeeded' || event.event === 'build_failed') && open.has(event.id!)) {
          intervals.push({ pid: event.pid, from: open.get(event.id!)!, to: event.at });
          open.delete(event.id!);
        }
      }
      // A build the kill interrupted lasted until the kill.
      for (const [, from] of open)
        intervals.push({
          pid: candidate.child.pid!,
          from,
          to: candidate.child.pid === killedLeaderPid ? leaderKilledAt : Date.now(),
        });
    }
    const overlaps = intervals.filter((one) =>
      intervals.some((other) => other.pid !== one.pid && other.from < one.to && one.from < other.to),
    );
    const standby = leaderCandidates.find((candidate) => candidate.child.pid !== killedLeaderPid)!;
    const tookOver = standby.events.find((event) => event.event === 'leading' && event.at >= leaderKilledAt);
    const takeoverMs = tookOver ? tookOver.at - leaderKilledAt : -1;
    const buildsAfterTakeover = intervals.filter(
      (one) => one.pid === standby.child.pid && one.from >= leaderKilledAt,
    );

    // ── Failures: only requests in flight on the killed replica.
    const failed = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
    // In flight: handed to the replica before its process was gone (and a few milliseconds after, for
    // the exit to be noticed).
    const excused = proxy.failures.filter(
      (failure) => failure.upstream === killedUrl && failure.startedAt <= killedGoneAt + 50,
    );
    const unexcused = proxy.failures.filter((failure) => !excused.includes(failure));

    const figures = {
      trafficSeconds: Math.round(trafficS),
      requests: outcomes.length,
      byKind: Object.fromEntries(
        (['browse', 'booking', 'sign-in', 'avatar'] as const).map((kind) => [
          kind,
          outcomes.filter((o) => o.kind === kind).length,
        ]),
      ),
      failed: failed.length,
      failedInFlightOnKilledReplica: excused.length,
      bookingsSent: bookings.size,
      bookingsAcknowledged: acknowledged.length,
      bookingsStored: storedCount.size,
      lost: lost.length,
      duplicated: duplicated.length,
      notificationsQueued: outbox.length,
      notificationsDelivered: outbox.length - undelivered.length,
      avatarsUploaded: avatars.length,
      avatarsUnreadable: unreadable.length,
      signInLimit: { limit: SIGN_IN_LIMIT, refusedByPassword, throttled },
      builds: intervals.length,
      buildsAfterTakeover: buildsAfterTakeover.length,
      overlappingBuilds: overlaps.length,
      takeoverMs,
      answeredByReplica: [...proxy.answered.values()],
    };
    const failureKinds = Object.entries(
      Object.groupBy(
        failed,
        (outcome) => `${outcome.kind} ${outcome.status} ${outcome.error?.slice(0, 80) ?? ''}`,
      ),
    ).map(([key, list]) => `${key}: ${list!.length}`);
    console.log(
      `fault test failures: ${failureKinds.join('; ')}; proxy: ${JSON.stringify(proxy.failures.slice(0, 5))}`,
    );
    console.log(`fault test: ${JSON.stringify(figures)}`);

    expect(lost, 'acknowledged bookings not stored').toEqual([]);
    expect(duplicated, 'bookings stored twice').toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(undelivered, 'notifications never delivered').toEqual([]);
    expect(outbox.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(avatars.length).toBeGreaterThan(3);
    expect(missingAvatars).toEqual([]);
    expect(unreadable, 'avatars not readable everywhere at once').toEqual([]);
    expect(new Set(avatarOnReplicas)).toEqual(new Set([avatars.at(-1)]));
    expect(refusedByPassword).toBe(SIGN_IN_LIMIT);
    expect(throttled).toBe(12 - SIGN_IN_LIMIT);
    expect(overlaps, 'two rebuilders building at once').toEqual([]);
    expect(takeoverMs).toBeGreaterThanOrEqual(0);
    expect(takeoverMs).toBeLessThanOrEqual((REBUILD_INTERVAL_S + 2) * 1000);
    expect(buildsAfterTakeover.length).toBeGreaterThan(0);
    expect(unexcused, 'requests that failed on a live replica').toEqual([]);
    expect(failed.length).toBe(excused.length);
  }, 240_000);
});
