// Prometheus metrics (prom-client) at GET /metrics, for an operator's scraper: requests by route and
// status with their latency, the database pool, the outbox's queue, site builds and sign-in failures.
// Served, and collected at all, only when METRICS_TOKEN is set; the scraper sends it as a bearer token.
//
// Per-process figures (requests, pool, sign-ins) are counted in the process; deployment-wide ones (the
// outbox, site builds) are read from the database at each scrape, so every replica reports the same
// value for them (use max() across replicas).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';

export interface MetricsOptions {
  database: Database;
  token: string;
  /** The embedded provider's sign-in form (its route template), whose 401s and 429s are failed sign-ins. */
  signInRoute?: string;
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

export function createMetrics({ database, token, signInRoute }: MetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const signInFailures = new Counter({
    name: 'signin_failures_total',
    help: 'Failed sign-ins at the embedded provider: wrong e-mail or password, or refused by the throttle.',
    labelNames: ['reason'] as const,
    registers,
  });
  const tokenRejections = new Counter({
    name: 'auth_token_rejections_total',
    help: 'API calls refused for a missing, expired or invalid access token (401).',
    registers,
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: "This process's database connections, by state (busy, idle) and the pool's maximum (max).",
    labelNames: ['state'] as const,
    registers,
  });
  const outboxPending = new Gauge({
    name: 'outbox_pending_messages',
    help: 'E-mails waiting in the outbox (deployment-wide).',
    registers,
  });
  const outboxOldest = new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail waiting in the outbox, 0 when none (deployment-wide).',
    registers,
  });
  const outboxDead = new Gauge({
    name: 'outbox_dead_messages',
    help: 'E-mails given up after their last attempt, kept for an operator (deployment-wide).',
    registers,
  });
  const builds = new Gauge({
    name: 'site_builds',
    help: 'Site builds the rebuilder reported, by outcome (deployment-wide).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const lastBuild = new Gauge({
    name: 'site_build_last_duration_seconds',
    help: 'Duration of the latest finished site build, by its outcome (deployment-wide).',
    labelNames: ['outcome'] as const,
    registers,
  });

  /** Reads the figures that live in the database, just before a scrape is answered. */
  async function readDatabase(): Promise<void> {
    const [poolStats, outbox, buildRows, last] = await Promise.all([
      database.poolStats(),
      database.query<{ pending: number; dead: number; oldest: number | null }>(sql`
        SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
               count(*) FILTER (WHERE status = 'dead')::int AS dead,
               extract(epoch FROM now() - min(created_at) FILTER (WHERE status = 'pending'))::float8 AS oldest
        FROM outbox WHERE status <> 'sent'`),
      database.query<{ outcome: string; count: number }>(sql`
        SELECT outcome, count(*)::int AS count FROM site_builds GROUP BY outcome`),
      database.query<{ outcome: string; duration_ms: number }>(sql`
        SELECT outcome, duration_ms FROM site_builds
        WHERE finished_at IS NOT NULL AND duration_ms IS NOT NULL
        ORDER BY finished_at DESC, id DESC LIMIT 1`),
    ]);
    pool.set({ state: 'busy' }, poolStats.busy);
    pool.set({ state: 'idle' }, poolStats.open - poolStats.busy);
    pool.set({ state: 'max' }, poolStats.max);
    outboxPending.set(outbox[0]?.pending ?? 0);
    outboxDead.set(outbox[0]?.dead ?? 0);
    outboxOldest.set(Math.max(0, outbox[0]?.oldest ?? 0));
    builds.reset();
    for (const row of buildRows) builds.set({ outcome: row.outcome }, row.count);
    lastBuild.reset();
    if (last[0]) lastBuild.set({ outcome: last[0].outcome }, last[0].duration_ms / 1000);
  }

  const expected = digest(token);

  return {
    registry,
    /** Counts every answer, and serves GET /metrics to the bearer of the token. */
    register(app: FastifyInstance): void {
      app.addHook('onResponse', async (request, reply) => {
        // The route's template, never the path itself: a path per product would be a series per product.
        const route = request.routeOptions.url ?? 'unmatched';
        const labels = { method: request.method, route, status: String(reply.statusCode) };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
        if (signInRoute && route === signInRoute && request.method === 'POST') {
          if (reply.statusCode === 401) signInFailures.inc({ reason: 'wrong_credentials' });
          else if (reply.statusCode === 429) signInFailures.inc({ reason: 'throttled' });
        }
        if (reply.statusCode === 401 && route.startsWith('/api/')) tokenRejections.inc();
      });
      app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
        const sent = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (!sent || !timingSafeEqual(digest(sent), expected))
          throw new AppError(
            'unauthorized',
            'The metrics are for the monitoring system: send METRICS_TOKEN.',
          );
        await readDatabase();
        reply.header('cache-control', 'no-store');
        reply.type(registry.contentType);
        return registry.metrics();
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
