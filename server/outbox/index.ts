// Starts the outbox for the API process, from its configuration. The composition root hands it to
// main.ts, which starts it once the database is migrated and stops it before closing the database.
import { resolve } from 'node:path';
import type { Database } from '../db/client.ts';
import type { Config } from '../env.ts';
import { fileMailer, smtpMailer, type Mailer } from './mailer.ts';
import { outboxCounts, releaseAllLeases } from './outbox.ts';
import { createOutboxWorker, type OutboxLog, type OutboxWorker } from './worker.ts';

export type { OutboxLog } from './worker.ts';

type OutboxConfig = Pick<
  Config,
  | 'SMTP_URL'
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_SECURE'
  | 'SMTP_USER'
  | 'SMTP_PASS'
  | 'MAIL_DIR'
  | 'DATA_DIR'
  | 'MAIL_FROM'
  | 'OUTBOX_POLL_MS'
  | 'OUTBOX_LEASE_MS'
>;

export const mailDirectory = (config: Pick<Config, 'MAIL_DIR' | 'DATA_DIR'>): string =>
  resolve(config.MAIL_DIR ?? resolve(config.DATA_DIR, 'mail'));

export function mailerFromConfig(config: OutboxConfig): Mailer {
  if (config.SMTP_URL || config.SMTP_HOST) {
    return smtpMailer({
      url: config.SMTP_URL,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      user: config.SMTP_USER,
      pass: config.SMTP_PASS,
    });
  }
  return fileMailer(mailDirectory(config));
}

/** The domain of the From address, which also names every Message-ID. */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

export interface RunningOutbox {
  worker: OutboxWorker;
  stop(): Promise<void>;
}

export async function startOutbox(
  database: Database,
  config: OutboxConfig,
  log: OutboxLog,
  chores: readonly (() => Promise<unknown>)[] = [],
): Promise<RunningOutbox> {
  // The embedded database belongs to this process alone (see db/lock.ts), so any lease in it was held
  // by a process that died: release them rather than wait them out. PostgreSQL may be shared by
  // replicas, whose leases are alive, so there they simply run out.
  if (database.kind === 'pglite') {
    const released = await releaseAllLeases(database);
    if (released > 0)
      log.warn({ released }, 'outbox: released leases of a previous run; those messages are sent again');
  }
  const mailer = mailerFromConfig(config);
  const worker = createOutboxWorker({
    database,
    mailer,
    from: config.MAIL_FROM,
    log,
    pollMs: config.OUTBOX_POLL_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
    chores,
  });
  worker.start();
  log.info(
    { via: mailer.kind, to: mailer.describe, ...(await outboxCounts(database)) },
    'outbox worker started',
  );
  return {
    worker,
    async stop() {
      await worker.stop();
      mailer.close();
    },
  };
}
