// Leads survive a crash. The real API process takes 200 submissions, 40 in flight at a time, and is killed
// with SIGKILL part-way; it is restarted on the same data and nothing is retried. Then every submission
// that was acknowledged must be stored exactly once, and every notification stored with a lead must
// reach the SMTP server. Copies of one Message-ID are allowed (delivery is at least once: a message
// sent just before the kill, but not yet marked sent, goes again) and are counted in the report.
//
// Runs in both API projects: PGlite (the risky engine, whose files the kill interrupts) and PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '../../contract/leads.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { killApiProcesses, startApiProcess as startApi } from '../support/api-process.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { createTestDatabase, preparePgliteDataFolder, type TestDatabase } from '../support/test-db.ts';

const SUBMISSIONS = 200;
/** Requests kept in flight at once: the stream is paced, so the kill always lands with some still unsent. */
const IN_FLIGHT = 40;
/** Acknowledgements to wait for before the kill. With IN_FLIGHT requests open at that moment, at least
 * SUBMISSIONS - KILL_AFTER_ACKS - IN_FLIGHT submissions are sent to a dead server, whatever the timing. */
const KILL_AFTER_ACKS = 100;

const engine = process.env.TEST_DB ?? 'pglite';
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  killApiProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const email = (i: number) => `crash-${i}@example.in`;

/** Half consultations (spread over days and slots), half contact messages; every payload unique. */
function submission(i: number): { path: string; body: unknown } {
  if (i % 2 === 0) {
    const slots = [
      '09:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '02:00 PM',
      '03:00 PM',
      '04:00 PM',
      '05:00 PM',
    ];
    return {
      path: '/api/v1/contact/consultation',
      body: {
        firstName: 'Crash',
        lastName: `Test ${i}`,
        email: email(i),
        phone: `+91 98${String(i).padStart(8, '0')}`,
        projectType: 'Design Consultation',
        budget: 'To be discussed',
        timeline: `Preferred: ${addDays(indiaToday(), 2 + (i % 20))} at ${slots[i % slots.length]}`,
        description: `Crash test booking ${i}`,
      },
    };
  }
  return {
    path: '/api/v1/contact/submit',
    body: {
      firstName: 'Crash',
      lastName: `Test ${i}`,
      email: email(i),
      subject: 'support',
      message: `Crash test message ${i}`,
    },
  };
}

describe(`leads across a crash (${engine})`, () => {
  it('stores every acknowledged submission exactly once and delivers every queued notification after kill -9 and restart', async () => {
    const started = Date.now();
    const sink: SmtpSink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'leads-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let postgres: TestDatabase | undefined;
    if (engine === 'postgres') {
      postgres = await createTestDatabase();
      cleanups.push(() => postgres!.close());
    } else {
      // An empty cluster, as PGlite's initdb leaves it: the API migrates it as on a first start.
      await preparePgliteDataFolder(dataDir);
    }

    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
      LOG_LEVEL: 'info',
      SMTP_URL: sink.url,
      SLOT_CAPACITY: '1000',
      LEADS_RATE_LIMIT_PER_MINUTE: '100000',
      OUTBOX_POLL_MS: '200',
      // PostgreSQL may be shared by replicas, so a dead process's leases there simply run out.
      OUTBOX_LEASE_MS: '3000',
    };

    // 1. Keep IN_FLIGHT submissions open at once, and kill the server part-way through. Pacing makes the
    // kill land mid-stream by construction: a quiet machine cannot answer every request before it lands.
    const first = await startApi(env);
    const acknowledged = new Map<number, string>();
    const failed: number[] = [];
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      first.child.kill('SIGKILL');
    };
    let next = 0;
    const send = async (i: number) => {
      const { path, body } = submission(i);
      try {
        const response = await fetch(`${first.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `crash-${i}` },
          body: JSON.stringify(body),
        });
        const json = (await response.json()) as { data?: { id?: string } };
        if (response.status >= 200 && response.status < 300 && json.data?.id) {
          acknowledged.set(i, json.data.id);
          if (acknowledged.size >= KILL_AFTER_ACKS) kill();
        } else {
          throw new Error(`HTTP ${response.status}: ${JSON.stringify(json)}`);
        }
      } catch (error) {
        if (!killed) throw error;
        failed.push(i);
      }
    };
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < SUBMISSIONS) await send(next++);
      }),
    );
    kill();
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    const receivedBeforeRestart = sink.received.length;

    // 2. Restart on the same data. Nothing is retried; the outbox finishes what was queued.
    const second = await startApi(env);
    const expectedAtLeast = acknowledged.size * 2;
    let last = -1;
    let stableSince = Date.now();
    const deadline = Date.now() + 60_000;
    // Quiet for longer than a lease, so that messages leased by the killed process have gone too.
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (sink.received.length !== last) {
        last = sink.received.length;
        stableSince = Date.now();
      } else if (last >= expectedAtLeast && Date.now() - stableSince > 4000) break;
    }
    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.child.exitCode, second.output().slice(-3000)).toBe(0);
    // 3. Compare what the clients were told with what the database holds and the SMTP server got.
    let database: Database;
    if (postgres) database = postgres.database;
    else {
      database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      cleanups.push(() => database.close());
    }
    const leads = await database.execute(`SELECT id, email FROM leads WHERE email LIKE 'crash-%'`);
    const byEmail = new Map<string, string[]>();
    for (const lead of leads)
      byEmail.set(String(lead.email), [...(byEmail.get(String(lead.email)) ?? []), String(lead.id)]);

    for (const [i, id] of acknowledged)
      expect(byEmail.get(email(i)), `acknowledged submission ${i}`).toEqual([id]);
    for (const ids of byEmail.values()) expect(ids).toHaveLength(1);
    const storedWithoutAck = [...byEmail.keys()].filter(
      (address) => !acknowledged.has(Number(/crash-(\d+)@/.exec(address)![1])),
    ).length;

    const outbox = await database.execute(`SELECT message_id, status, attempts, lead_id FROM outbox`);
    expect(outbox).toHaveLength(leads.length * 2);
    const counts = sink.countsByMessageId();
    const undelivered = outbox.filter((row) => !counts.has(String(row.message_id)));
    expect(undelivered, 'queued notifications never delivered').toEqual([]);
    expect(outbox.filter((row) => row.status !== 'sent')).toEqual([]);
    const known = new Set(outbox.map((row) => String(row.message_id)));
    expect(
      [...counts.keys()].filter((id) => !known.has(id)),
      'messages with no outbox row',
    ).toEqual([]);
    const duplicates = [...counts.values()].reduce((sum, count) => sum + count - 1, 0);
    for (const [i] of acknowledged) {
      expect(
        sink.received.some((mail) => mail.to.includes(email(i))),
        `confirmation to ${email(i)}`,
      ).toBe(true);
    }

    const figures = {
      engine,
      sent: SUBMISSIONS,
      acknowledged: acknowledged.size,
      failedByKill: failed.length,
      stored: leads.length,
      storedWithoutAck,
      notificationsQueued: outbox.length,
      deliveredBeforeKill: receivedBeforeRestart,
      delivered: counts.size,
      duplicates,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    console.log(`leads crash test: ${JSON.stringify(figures)}`);
    expect(acknowledged.size + failed.length).toBe(SUBMISSIONS);
    expect(failed.length, 'the kill should land mid-stream').toBeGreaterThanOrEqual(
      SUBMISSIONS - KILL_AFTER_ACKS - IN_FLIGHT,
    );
  }, 150_000);
});
