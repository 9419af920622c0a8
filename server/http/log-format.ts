// How the API writes its log: JSON lines for a log collector, or short coloured lines for a person at a
// terminal. `LOG_FORMAT=auto` (the default) picks the readable form when standard output is a terminal.
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'auto' | 'json' | 'pretty';

export const wantsPretty = (format: LogFormat, isTerminal = !!process.stdout.isTTY): boolean =>
  format === 'pretty' || (format === 'auto' && isTerminal);

interface LogLine {
  [key: string]: unknown;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  requestId?: string;
}

/** One line a request: "GET /api/v1/products?page=… 200 3.1 ms", others their own message. */
export function readableMessage(line: LogLine, messageKey: string): string {
  const message = typeof line[messageKey] === 'string' ? (line[messageKey] as string) : '';
  if (line.req && line.res) {
    const ms = typeof line.responseTime === 'number' ? ` ${line.responseTime.toFixed(1)} ms` : '';
    return `${line.req.method ?? ''} ${line.req.url ?? ''} ${line.res.statusCode ?? ''}${ms}`;
  }
  return message;
}

/** The readable form: time, level, message and any details on one line; an error's stack below it. */
export function prettyStream(colorize = true): DestinationStream {
  return pretty({
    colorize,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'pid,hostname,req,res,responseTime,requestId',
    messageFormat: (line, messageKey) => readableMessage(line as LogLine, messageKey),
  });
}
