// Where outbox e-mails go: an SMTP server when one is configured, otherwise .eml files in the local
// mail folder, so that a fresh install still shows every notification it would have sent.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailToSend {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Angle-bracketed, stable across attempts. */
  messageId: string;
  /** Identifies the outbox row in the file name of a written message. */
  outboxId: string;
}

export interface Mailer {
  /** "smtp" or "file", for logs. */
  kind: 'smtp' | 'file';
  /** Where messages go, without credentials. */
  describe: string;
  /** Resolves once the message is accepted (SMTP 250) or written; rejects otherwise. */
  send(mail: MailToSend): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  url?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  secure?: boolean | undefined;
  user?: string | undefined;
  pass?: string | undefined;
}

const fields = (mail: MailToSend) => ({
  from: mail.from,
  to: mail.to,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
});

// A hung server must fail the attempt well inside the worker's lease, not hold the message. Pooled
// connections avoid a new SMTP handshake (and its close) for every message.
const CONNECTION = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  pool: true as const,
  maxConnections: 3,
};

export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = settings.url
    ? nodemailer.createTransport({ url: settings.url, ...CONNECTION })
    : nodemailer.createTransport({
        host: settings.host,
        port: settings.port ?? (settings.secure ? 465 : 587),
        secure: settings.secure ?? false,
        ...(settings.user ? { auth: { user: settings.user, pass: settings.pass ?? '' } } : {}),
        ...CONNECTION,
      });
  const where = settings.url ? new URL(settings.url) : undefined;
  return {
    kind: 'smtp',
    describe: where
      ? `${where.protocol}//${where.hostname}:${where.port || 'default'}`
      : `smtp://${settings.host}:${settings.port ?? ''}`,
    async send(mail) {
      await transport.sendMail(fields(mail));
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Writes each message as `<outbox id>.eml`. Writing the same row again replaces its file, and the
 * rename makes a half-written file impossible, so a crash never leaves a broken or doubled message.
 */
export function fileMailer(directory: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'file',
    describe: directory,
    async send(mail) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const info = await transport.sendMail(fields(mail));
      const target = join(directory, `${mail.outboxId}.eml`);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, target);
    },
    close() {
      transport.close();
    },
  };
}
