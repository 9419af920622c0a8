// The back office's view of the shop as a whole: the audit log, the dashboard and publishing
// (decisions 053 and 054); and the rebuilder's internal calls, which report builds and pick up "publish
// now".
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuditListDataSchema,
  AuditQuerySchema,
  BuildFinishSchema,
  BuildParamsSchema,
  BuildsDataSchema,
  BuildStartSchema,
  DashboardDataSchema,
  PublishRequestDataSchema,
} from '../../../contract/admin/operations.ts';
import { envelope, ErrorBodySchema } from '../../../contract/catalogue.ts';
import { AppError } from '../../errors.ts';
import { adminScope, ADMIN_TAG, staffOf, type StaffGuard, adminFails } from '../staff/index.ts';
import type { AuditLogService } from './audit.service.ts';
import type { BuildsService } from './builds.service.ts';
import type { DashboardService } from './dashboard.service.ts';

export interface OperationsRoutesOptions {
  guard: StaffGuard;
  audit: AuditLogService;
  builds: BuildsService;
  dashboard: DashboardService;
  /** Whether a rebuilder reports to this API (REBUILDER_TOKEN is set): without one, nothing publishes. */
  rebuilderConnected: boolean;
}

export const PUBLISH_MESSAGE = 'The site will be rebuilt and published within a few seconds.';
export const NO_REBUILDER_MESSAGE =
  'Publishing is not set up: no rebuilder reports to this API (REBUILDER_TOKEN). The site follows the catalogue at its next scheduled check.';

export const adminOperationsRoutes: FastifyPluginAsync<OperationsRoutesOptions> = async (
  fastify,
  options,
) => {
  const { guard, audit, builds, dashboard, rebuilderConnected } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, guard);

  app.get(
    '/admin/audit',
    {
      config: { permission: 'audit:read' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'The audit log, newest first',
        description:
          'Every change made in the back office: who, when, what, and the data before and after. Filter by ' +
          'the person (actor_id), the kind of record (entity_type) and the record (entity_id), and by days ' +
          'in India (from, to; both included). Entries cannot be changed or deleted.',
        querystring: AuditQuerySchema,
        response: { 200: envelope(AuditListDataSchema), ...adminFails },
      },
    },
    async (request) => ({ success: true as const, data: await audit.list(request.query) }),
  );

  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'The dashboard: leads per week, bookings ahead, top products and the live site',
        response: { 200: envelope(DashboardDataSchema), ...adminFails },
      },
    },
    async () => ({ success: true as const, data: await dashboard.read() }),
  );

  app.get(
    '/admin/builds',
    {
      config: { permission: 'builds:read' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'The live site build, a waiting publish request and the last builds with their logs',
        response: { 200: envelope(BuildsDataSchema), ...adminFails },
      },
    },
    async () => ({ success: true as const, data: await builds.overview() }),
  );

  app.post(
    '/admin/builds/publish',
    {
      config: { permission: 'builds:publish' },
      schema: {
        tags: [ADMIN_TAG],
        summary: 'Publish now: build the site without waiting for the next catalogue check',
        description:
          'Records a request the rebuilder picks up within a few seconds; one waiting request is enough. ' +
          '503 when no rebuilder reports to this API.',
        response: { 202: envelope(BuildsDataSchema), ...adminFails, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!rebuilderConnected) throw new AppError('unavailable', NO_REBUILDER_MESSAGE);
      await builds.requestPublish(staffOf(request));
      return reply
        .code(202)
        .send({ success: true as const, data: await builds.overview(), message: PUBLISH_MESSAGE });
    },
  );
};

export interface InternalRoutesOptions {
  builds: BuildsService;
  /** The shared secret the rebuilder sends (REBUILDER_TOKEN). */
  token: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The rebuilder's calls, under /internal: only with the shared secret, and left out of the OpenAPI
 * document (they are not the shop's API). Registered only when REBUILDER_TOKEN is set; otherwise they do
 * not exist (404), and a rebuilder simply polls the catalogue version.
 */
export const internalBuildRoutes: FastifyPluginAsync<InternalRoutesOptions> = async (
  fastify,
  { builds, token },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const expected = digest(token);
  app.addHook('onRequest', async (request, reply) => {
    const sent = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!sent || !timingSafeEqual(digest(sent), expected))
      throw new AppError('unauthorized', 'This call is for the rebuilder: send REBUILDER_TOKEN.');
    reply.header('cache-control', 'no-store');
  });
  const hidden = { hide: true };

  // The rebuilder asks every few seconds: its answers are logged only when something goes wrong, so
  // that the log keeps what happened rather than two lines per question.
  app.get(
    '/internal/publish-request',
    { logLevel: 'warn', schema: { ...hidden, response: { 200: envelope(PublishRequestDataSchema) } } },
    async () => ({
      success: true as const,
      data: { requested_at: await builds.publishRequestedAt() },
    }),
  );

  app.post('/internal/builds', { schema: { ...hidden, body: BuildStartSchema } }, async (request, reply) => {
    await builds.started(request.body);
    return reply.code(201).send({ success: true as const, data: { id: request.body.id } });
  });

  app.put(
    '/internal/builds/:id',
    { schema: { ...hidden, params: BuildParamsSchema, body: BuildFinishSchema } },
    async (request) => {
      await builds.finished(request.params.id, request.body);
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
