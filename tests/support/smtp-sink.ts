// A real SMTP server inside the test process: it records every message it accepts, by Message-ID, and
// can be told to refuse the next few with a temporary error, as a busy mail server does.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  subject: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Messages accepted per Message-ID. */
  countsByMessageId(): Map<string, number>;
  /** The next `count` messages are refused with `code` (default 451, "try again later"). */
  refuseNext(count: number, code?: number): void;
  /** Every message is refused with `code` until `refuseNext(0)`. */
  refuseAll(code?: number): void;
  refused: number;
  /** Resolves once at least `count` messages were accepted in total. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const header = (raw: string, name: string): string => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
};

export async function startSmtpSink(): Promise<SmtpSink> {
  let refuseCount = 0;
  let refuseCode = 451;
  let refuseForever = false;
  const waiters: { count: number; resolve: () => void }[] = [];

  const sink: SmtpSink = {
    port: 0,
    url: '',
    received: [],
    refused: 0,
    countsByMessageId() {
      const counts = new Map<string, number>();
      for (const mail of sink.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
    refuseNext(count, code = 451) {
      refuseCount = count;
      refuseCode = code;
      refuseForever = false;
    },
    refuseAll(code = 451) {
      refuseForever = true;
      refuseCode = code;
    },
    waitFor(count, timeoutMs = 20_000) {
      if (sink.received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`SMTP sink: ${sink.received.length} of ${count} messages after ${timeoutMs} ms`),
            ),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No DNS in tests: a reverse lookup of 127.0.0.1 can stall for the resolver's time-out.
    disableReverseLookup: true,
    // Connections left open by a killed client must not hold up close().
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseForever || refuseCount > 0) {
          if (!refuseForever) refuseCount--;
          sink.refused++;
          const error = Object.assign(new Error('Mailbox busy, please try again later'), {
            responseCode: refuseCode,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        sink.received.push({
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        for (const waiter of waiters.splice(0)) {
          if (sink.received.length >= waiter.count) waiter.resolve();
          else waiters.push(waiter);
        }
        callback();
      });
    },
  });
  // A client killed mid-conversation resets its connection; smtp-server reports that as an 'error' event,
  // which would otherwise be an uncaught exception in the test process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  sink.port = typeof address === 'object' && address ? address.port : 0;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}
