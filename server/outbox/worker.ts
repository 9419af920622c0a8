// Delivers the outbox: claim due messages under a lease, send each, record the outcome, repeat. It
// polls, and is also woken as soon as a request commits new messages (see `wakeOutbox`), so a
// confirmation leaves within moments while a lost wake-up costs at most one poll interval.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import { backoffMs, claimDue, markFailed, markSent, type ClaimedMessage } from './outbox.ts';

/** Where the outbox reports what it does: the API's logger, or anything with the same three calls. */
export interface OutboxLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface OutboxWorkerOptions {
  database: Database;
  mailer: Mailer;
  /** The From header of every message. */
  from: string;
  log: OutboxLog;
  pollMs?: number;
  /** How long a claimed message is kept from other workers; longer than any one send can take. */
  leaseMs?: number;
  batchSize?: number;
  /** After this many failed attempts a message is marked dead (and kept). */
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  random?: () => number;
  /**
   * Other background work that must not wait for a request: run between rounds, at most every
   * `choresEveryMs` (letting lapsed order reservations go, decision 125). A failing chore is logged.
   */
  chores?: readonly (() => Promise<unknown>)[];
  choresEveryMs?: number;
}

export interface OutboxWorker {
  readonly id: string;
  start(): void;
  /** Stops polling and waits for the batch in hand, at most `graceMs`; unfinished rows keep their lease. */
  stop(graceMs?: number): Promise<void>;
  /** One claim-and-send round; resolves to the number of messages handled. For tests and scripts. */
  runOnce(): Promise<number>;
}

const wakers = new Set<() => void>();

/** Tells the workers of this process that messages were just committed. */
export function wakeOutbox(): void {
  for (const wake of wakers) wake();
}

/** E-mail addresses in a mail server's answer ("550 <priya@example.in>: no such user") are personal data. */
const EMAIL_RE = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** Why a delivery failed, for the outbox row and the log, without the recipient's address. */
export const describeError = (error: unknown): string => {
  const text = (() => {
    if (!(error instanceof Error)) return String(error);
    const code = (error as { responseCode?: number }).responseCode;
    const response = (error as { response?: string }).response;
    return [code ? `SMTP ${code}` : undefined, response ?? error.message].filter(Boolean).join(': ');
  })();
  return text.replace(EMAIL_RE, '<address>');
};

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    database,
    mailer,
    from,
    log,
    pollMs = 2000,
    leaseMs = 120_000,
    batchSize = 10,
    maxAttempts = 25,
    retryBaseMs = 5000,
    retryMaxMs = 3_600_000,
    random = Math.random,
    chores = [],
    choresEveryMs = 30_000,
  } = options;
  let choresDue = 0;
  const runChores = async () => {
    if (chores.length === 0 || Date.now() < choresDue) return;
    choresDue = Date.now() + choresEveryMs;
    for (const chore of chores) {
      try {
        await chore();
      } catch (error) {
        log.error({ err: error }, 'background chore failed');
      }
    }
  };
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = false;
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let wakeSleeper: (() => void) | undefined;
  let wokenWhileBusy = false;

  const deliver = async (message: ClaimedMessage): Promise<void> => {
    try {
      await mailer.send({
        from,
        to: message.email.to,
        ...(message.email.replyTo ? { replyTo: message.email.replyTo } : {}),
        subject: message.email.subject,
        text: message.email.text,
        html: message.email.html,
        messageId: message.messageId,
        outboxId: message.id,
      });
    } catch (error) {
      const reason = describeError(error);
      if (message.attempt >= maxAttempts) {
        await markFailed(database, message.id, reason, 'dead');
        log.error(
          { outboxId: message.id, topic: message.topic, attempt: message.attempt, reason },
          'outbox message undeliverable; marked dead',
        );
        return;
      }
      const retryInMs = backoffMs(message.attempt, retryBaseMs, retryMaxMs, random);
      await markFailed(database, message.id, reason, { retryInMs });
      log.warn(
        { outboxId: message.id, topic: message.topic, attempt: message.attempt, retryInMs, reason },
        'outbox delivery failed; will retry',
      );
      return;
    }
    // A crash here, after the send and before this update, sends the message again once the lease ends.
    await markSent(database, message.id);
    log.info(
      {
        outboxId: message.id,
        topic: message.topic,
        messageId: message.messageId,
        attempt: message.attempt,
        via: mailer.kind,
        to: mailer.kind === 'file' ? mailer.describe : undefined,
      },
      mailer.kind === 'file' ? 'outbox message written to the mail folder' : 'outbox message sent',
    );
  };

  const runOnce = async (): Promise<number> => {
    const claimed = await claimDue(database, id, batchSize, leaseMs);
    // The SMTP pool bounds how many of these are on the wire at once.
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      wakeSleeper = resolve;
      timer = setTimeout(resolve, pollMs);
    }).finally(() => {
      clearTimeout(timer);
      wakeSleeper = undefined;
    });

  const wake = () => {
    if (wakeSleeper) wakeSleeper();
    else wokenWhileBusy = true;
  };

  const loop = async () => {
    while (running) {
      let handled = 0;
      try {
        await runChores();
        const round = runOnce();
        current = round;
        handled = await round;
      } catch (error) {
        // The database may be briefly unavailable; the rows are safe where they are.
        log.error({ err: error }, 'outbox round failed');
      }
      if (!running) break;
      if (handled > 0 || wokenWhileBusy) {
        wokenWhileBusy = false;
        continue;
      }
      await sleep();
    }
  };

  return {
    id,
    start() {
      if (running) return;
      running = true;
      wakers.add(wake);
      void loop();
    },
    async stop(graceMs = 5000) {
      running = false;
      wakers.delete(wake);
      wakeSleeper?.();
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        current.catch(() => {}),
        new Promise<void>((resolve) => {
          graceTimer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(graceTimer);
    },
    runOnce,
  };
}
