// The outbox against a real SMTP server in this process: delivery, retry after refusals, and the
// at-least-once guarantee when a worker dies between sending and recording the send.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import type { Database } from '../db/client.ts';
import { mailDomain } from './index.ts';
import { fileMailer, smtpMailer } from './mailer.ts';
import { backoffMs, claimDue, enqueueEmail, markSent, outboxCounts } from './outbox.ts';
import { createOutboxWorker, wakeOutbox, type OutboxWorkerOptions } from './worker.ts';

let test: TestDatabase;
let database: Database;
let sink: SmtpSink;

const quiet = { info() {}, warn() {}, error() {} };
const FROM = 'Aangan Interiors <hello@example.in>';

beforeAll(async () => {
  // Migrated (the demo catalogue beside it changes nothing here).
  test = await createTestDatabase({ seeded: true });
  database = test.database;
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await test?.close();
});
beforeEach(async () => {
  await database.execute('DELETE FROM outbox');
  sink.received.length = 0;
  sink.refuseNext(0);
});

let n = 0;
const enqueue = async (count = 1) => {
  const queued = [];
  for (let i = 0; i < count; i++) {
    const id = ++n;
    queued.push(
      await database.db.transaction((tx) =>
        enqueueEmail(
          tx,
          {
            topic: 'test.message',
            email: {
              to: `customer${id}@example.in`,
              subject: `Test ${id}`,
              text: `Hello ${id}`,
              html: `<p>Hello ${id}</p>`,
            },
          },
          'example.in',
        ),
      ),
    );
  }
  return queued;
};

const worker = (options: Partial<OutboxWorkerOptions> = {}) =>
  createOutboxWorker({
    database,
    mailer: smtpMailer({ url: sink.url }),
    from: FROM,
    log: quiet,
    pollMs: 50,
    retryBaseMs: 20,
    retryMaxMs: 100,
    ...options,
  });

const row = async (id: string) =>
  (
    await database.execute(
      'SELECT status, attempts, last_error, sent_at, locked_until FROM outbox WHERE id = $1',
      [id],
    )
  )[0]!;

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('outbox delivery over SMTP', () => {
  it('sends each message once with its stable Message-ID and marks it sent', async () => {
    const queued = await enqueue(3);
    const w = worker();
    expect(await w.runOnce()).toBe(3);
    expect(sink.received.map((m) => m.messageId).sort()).toEqual(queued.map((q) => q.messageId).sort());
    for (const q of queued) {
      expect(q.messageId).toBe(`<${q.id}@example.in>`);
      expect(await row(q.id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        last_error: null,
        locked_until: null,
      });
    }
    expect(sink.received[0]!.raw).toMatch(/^From: Aangan Interiors <hello@example\.in>$/m);
    expect(await w.runOnce()).toBe(0);
    expect(await outboxCounts(database)).toEqual({ pending: 0, sent: 3, dead: 0 });
  });

  it('retries with backoff after the server refuses, recording attempts and the last error', async () => {
    const [queued] = await enqueue(1);
    sink.refuseNext(2);
    const w = worker();
    w.start();
    try {
      await sink.waitFor(1);
      await until(async () => (await row(queued!.id)).status === 'sent');
    } finally {
      await w.stop();
    }
    expect(sink.refused).toBeGreaterThanOrEqual(2);
    expect(sink.received.map((m) => m.messageId)).toEqual([queued!.messageId]);
    const stored = await row(queued!.id);
    expect(stored.attempts).toBe(3);
    // The error of the last failed attempt stays for the record.
    expect(String(stored.last_error)).toMatch(/451/);
  });

  it('keeps a message that never gets through as dead, never deleting it', async () => {
    const [queued] = await enqueue(1);
    sink.refuseAll(550);
    const w = worker({ maxAttempts: 3 });
    w.start();
    try {
      await until(async () => (await row(queued!.id)).status === 'dead');
    } finally {
      await w.stop();
      sink.refuseNext(0);
    }
    expect(await row(queued!.id)).toMatchObject({ status: 'dead', attempts: 3 });
    expect(sink.received).toHaveLength(0);
  });

  it('is woken by new messages instead of waiting for the next poll', async () => {
    const w = worker({ pollMs: 60_000 });
    w.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [queued] = await enqueue(1);
      const started = Date.now();
      wakeOutbox();
      await sink.waitFor(1, 5000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(sink.received[0]!.messageId).toBe(queued!.messageId);
    } finally {
      await w.stop();
    }
  });

  it('lets workers claim side by side without taking the same message (SKIP LOCKED and leases)', async () => {
    const queued = await enqueue(30);
    const [a, b] = await Promise.all([
      claimDue(database, 'worker-a', 20, 60_000),
      claimDue(database, 'worker-b', 20, 60_000),
    ]);
    const ids = [...a!, ...b!].map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(queued.map((q) => q.id).sort());
    // Leased rows are not due for anyone else.
    expect(await claimDue(database, 'worker-c', 50, 60_000)).toEqual([]);

    await database.execute('UPDATE outbox SET available_at = now(), locked_until = NULL');
    const workers = [worker(), worker(), worker()];
    await Promise.all(workers.map((w) => w.runOnce()));
    await Promise.all(workers.map((w) => w.runOnce()));
    const counts = sink.countsByMessageId();
    expect(counts.size).toBe(30);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
  });

  it('sends again, with the same Message-ID, when a worker dies between sending and marking (at least once)', async () => {
    const [queued] = await enqueue(1);
    // The first process: claims with a short lease, sends, and dies before it can mark the row sent.
    // Long enough that sending the mail on a busy machine cannot outlast it before the check below.
    const leaseMs = 3000;
    const [claimed] = await claimDue(database, 'doomed-worker', 1, leaseMs);
    const mailer = smtpMailer({ url: sink.url });
    await mailer.send({
      from: FROM,
      to: claimed!.email.to,
      subject: claimed!.email.subject,
      text: claimed!.email.text,
      html: claimed!.email.html,
      messageId: claimed!.messageId,
      outboxId: claimed!.id,
    });
    mailer.close();
    expect(await row(queued!.id)).toMatchObject({ status: 'pending', attempts: 1 });

    // The restarted process finds nothing due while the dead worker's lease lasts, then takes it over.
    const restarted = worker();
    expect(await restarted.runOnce()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 100));
    expect(await restarted.runOnce()).toBe(1);

    expect(sink.received.map((m) => m.messageId)).toEqual([queued!.messageId, queued!.messageId]);
    expect(await row(queued!.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(Number((await database.execute('SELECT count(*)::int AS n FROM outbox'))[0]!.n)).toBe(1);
  });

  it('does not send a message again once it is marked sent', async () => {
    const [queued] = await enqueue(1);
    const [claimed] = await claimDue(database, 'w', 1, 50);
    await markSent(database, claimed!.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await worker().runOnce()).toBe(0);
    expect(await row(queued!.id)).toMatchObject({ status: 'sent' });
  });
});

describe('outbox without SMTP', () => {
  it('writes each message as <outbox id>.eml in the mail folder, replacing it on a resend', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-mail-'));
    try {
      const queued = await enqueue(2);
      const w = worker({ mailer: fileMailer(dir) });
      expect(await w.runOnce()).toBe(2);
      const files = (await readdir(dir)).sort();
      expect(files).toEqual(queued.map((q) => `${q.id}.eml`).sort());
      const eml = await readFile(join(dir, `${queued[0]!.id}.eml`), 'utf8');
      expect(eml).toContain(`Message-ID: ${queued[0]!.messageId}`);
      expect(eml).toMatch(/^Subject: Test \d+$/m);

      await database.execute(`UPDATE outbox SET status = 'pending', available_at = now()`);
      expect(await w.runOnce()).toBe(2);
      expect((await readdir(dir)).sort()).toEqual(files);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('outbox helpers', () => {
  it('backs off exponentially with jitter, within half and all of the capped delay', () => {
    expect(backoffMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(backoffMs(4, 1000, 60_000, () => 0.5)).toBe(6000);
    expect(backoffMs(20, 1000, 60_000, () => 1)).toBe(60_000);
  });

  it('names Message-IDs after the From domain', () => {
    expect(mailDomain('Aangan Interiors <hello@aangan.example.in>')).toBe('aangan.example.in');
    expect(mailDomain('hello@example.in')).toBe('example.in');
    expect(mailDomain('nobody')).toBe('localhost');
  });

  it('claims on both engines with FOR UPDATE SKIP LOCKED', async () => {
    const rows = await database.query<{ ok: number }>(sql`SELECT 1 AS ok FROM outbox FOR UPDATE SKIP LOCKED`);
    expect(Array.isArray(rows)).toBe(true);
  });
});
