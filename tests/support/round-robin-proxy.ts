// A small round-robin HTTP proxy in front of several API replicas, as a load balancer is in production.
// A replica that refuses the connection (it is down, so the request never reached it) is skipped and the
// request goes to another; one that drops a request it had received answers 502 here, recorded with
// the replica and the time, so a test can tell a request lost with a killed replica from any other.
import { Agent, createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyFailure {
  upstream: string;
  method: string;
  path: string;
  startedAt: number;
  failedAt: number;
  error: string;
}

export interface RoundRobinProxy {
  url: string;
  /** The replicas, by base URL; set the list to add or remove one. */
  upstreams: string[];
  failures: ProxyFailure[];
  /** Requests answered, by replica. */
  answered: Map<string, number>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const proxy: RoundRobinProxy = {
    url: '',
    upstreams: [],
    failures: [],
    answered: new Map(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  let next = 0;
  // A connection per request: a kept-alive socket to a replica killed meanwhile would fail a request it
  // never received.
  const agent = new Agent({ keepAlive: false });

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const startedAt = performance.now();
      const attempt = (refused: Set<string>) => {
        const candidates = proxy.upstreams.filter((candidate) => !refused.has(candidate));
        const upstream = candidates[next++ % Math.max(1, candidates.length)];
        if (!upstream) {
          outgoing.writeHead(503).end();
          return;
        }
        const target = new URL(incoming.url ?? '/', upstream);
        const sent = forward(
          target,
          { method: incoming.method, headers: { ...incoming.headers, host: incoming.headers.host }, agent },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
            answer.on('end', () => proxy.answered.set(upstream, (proxy.answered.get(upstream) ?? 0) + 1));
            answer.on('error', () => outgoing.destroy());
          },
        );
        sent.on('error', (error: NodeJS.ErrnoException) => {
          // Refused: nothing was received there, so another replica may take it.
          if (error.code === 'ECONNREFUSED') {
            attempt(new Set([...refused, upstream]));
            return;
          }
          proxy.failures.push({
            upstream,
            method: incoming.method ?? 'GET',
            path: incoming.url ?? '/',
            startedAt,
            failedAt: performance.now(),
            error: error.code ?? error.message,
          });
          if (!outgoing.headersSent) outgoing.writeHead(502).end();
          else outgoing.destroy();
        });
        sent.end(body);
      };
      attempt(new Set());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
