// What the API writes to its log about errors and requests: enough to find the fault, never what a
// visitor typed. Errors lose the values of a failed statement (server/db/client.ts) and any field that
// repeats a row; request lines keep the names of query parameters but not their values (a search, a
// chat message, a reset token). Every logger the app builds uses these serializers.
import type { FastifyRequest } from 'fastify';
import { databaseErrorForLog, isDatabaseError, withoutQueryValues } from '../db/client.ts';

/** Fields of any error that may carry a statement's values or a row's contents. */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'args',
  'detail',
  'hint',
  'where',
  'internalQuery',
  'internal_query',
  'queryOptions',
  'body',
]);
const MAX_DEPTH = 5;

const frames = (stack: unknown): string[] =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];

/** An error as a plain object for the log, with nothing of the values a failed statement was sent. */
export function serializeError(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value) || depth > MAX_DEPTH) return '[circular or too deep]';
  seen.add(value);
  if (!(value instanceof Error) && !isDatabaseError(value)) return value;
  const error = value as Error & Record<string, unknown>;
  const type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : 'Error';

  const out: Record<string, unknown> = { type };
  if (isDatabaseError(error)) {
    Object.assign(out, databaseErrorForLog(error));
  } else {
    out.message = withoutQueryValues(String(error.message ?? ''));
    for (const [key, field] of Object.entries(error)) {
      if (VALUE_FIELDS.has(key) || key === 'cause' || key === 'stack' || key === 'message') continue;
      out[key] = field instanceof Error ? serializeError(field, depth + 1, seen) : field;
    }
  }
  // The stack's first line repeats the message: rebuilt from the message that may be logged.
  const at = frames(error.stack);
  if (at.length > 0) out.stack = [`${type}: ${String(out.message ?? '')}`, ...at].join('\n');
  if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1, seen);
  return out;
}

/** "/path?a=1&b=x" → "/path?a=…&b=…": which parameters were sent, not what they held. */
export const urlWithoutQueryValues = (url: string): string => {
  const index = url.indexOf('?');
  if (index < 0) return url;
  const names = url
    .slice(index + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]!.slice(0, 40)}=…`);
  return `${url.slice(0, index)}?${names.join('&')}`;
};

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The `err` of a log line: always an object with a type, a message and a stack, as pino's own. */
function serializeLoggedError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const out = serializeError(error);
  if (out && typeof out === 'object' && !Array.isArray(out))
    return { type: 'Error', message: '', stack: '', ...(out as Record<string, unknown>) };
  return { type: typeof error, message: String(out), stack: '' };
}

export const logSerializers = { err: serializeLoggedError, req: serializeRequest };
