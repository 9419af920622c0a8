// How long a client may take to send a request (decision 152). Fastify leaves node's request timeout
// off, so a body sent a byte at a time held its connection open for as long as the client liked. Node
// now bounds the headers, a whole request (the largest upload on a slow phone line) and a silent
// connection; and a body has a deadline of its own, by the size it announces, so that a small one
// cannot be trickled for the whole of the time a large upload is given.
import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.ts';
import type { ErrorKind } from '../errors.ts';

type TimeoutConfig = Pick<
  Config,
  | 'HTTP_HEADERS_TIMEOUT_SECONDS'
  | 'HTTP_BODY_TIMEOUT_SECONDS'
  | 'HTTP_BODY_MIN_KB_PER_SECOND'
  | 'HTTP_REQUEST_TIMEOUT_SECONDS'
  | 'HTTP_IDLE_TIMEOUT_SECONDS'
>;

export const BODY_TOO_SLOW_MESSAGE =
  'The request took too long to arrive. Please try again on a steadier connection.';

/** Node checks the header and request timeouts every 30 s unless told to look more often. */
const NODE_CHECK_INTERVAL_MS = 30_000;

/** Fastify's server options that set node's timeouts. */
export function serverTimeouts(config: TimeoutConfig): {
  connectionTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  const headersTimeout = config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000;
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    requestTimeout,
    http: {
      headersTimeout,
      requestTimeout,
      // Each timeout is kept to within a quarter of its length.
      connectionsCheckingInterval: Math.min(NODE_CHECK_INTERVAL_MS, Math.ceil(headersTimeout / 4)),
    },
  };
}

/**
 * How long the body of a request may take to arrive, in ms: the grace, plus the bytes it announces (its
 * Content-Length, or the route's body limit when it is sent in chunks) at the slowest rate taken.
 * Undefined when there is no body.
 */
export function bodyDeadlineMs(
  headers: Record<string, string | string[] | undefined>,
  routeBodyLimit: number,
  config: TimeoutConfig,
): number | undefined {
  const declared = headers['content-length'];
  const bytes =
    typeof declared === 'string'
      ? Number(declared)
      : headers['transfer-encoding'] === undefined
        ? 0
        : routeBodyLimit;
  if (!(bytes > 0)) return undefined;
  return (config.HTTP_BODY_TIMEOUT_SECONDS + bytes / (config.HTTP_BODY_MIN_KB_PER_SECOND * 1024)) * 1000;
}

/**
 * A request whose body has not arrived by its deadline is answered 408 and its connection closed (or,
 * when an answer has already begun, the connection is closed). Node's request timeout bounds the
 * rest: a deadline past it is left to node.
 */
export function limitBodyTime(app: FastifyInstance, config: TimeoutConfig): void {
  const requestTimeoutMs = config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  app.addHook('onRequest', async (request, reply) => {
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
    const deadline = bodyDeadlineMs(request.headers, limit, config);
    if (deadline === undefined || deadline >= requestTimeoutMs) return;
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      if (reply.sent || reply.raw.headersSent) {
        request.raw.destroy();
        return;
      }
      const code: ErrorKind = 'request_timeout';
      void reply
        .code(408)
        .header('connection', 'close')
        .send({ success: false, error: BODY_TOO_SLOW_MESSAGE, code });
    }, deadline);
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    reply.raw.once('close', clear);
  });
}
