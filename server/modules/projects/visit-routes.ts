// A design project's site visits over HTTP (decision 195): the back office offers times and records
// what was measured under /api/v1/admin/projects/{id}/visits; the customer picks, moves or cancels
// under /api/v1/projects/{id}/visits. Thin handlers over the visits service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import {
  SiteVisitDataSchema,
  SiteVisitsDataSchema,
  VisitOfferSchema,
  VisitParamsSchema,
  VisitPickSchema,
  VisitRecordSchema,
  VisitsCalendarDataSchema,
  VisitsCalendarQuerySchema,
} from '../../../contract/site-visits.ts';
import { z } from '../../../contract/zod.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import type { Auth } from '../identity/index.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import { customerScope } from './customer-scope.ts';
import type { VisitsService } from './visits.service.ts';

const adminOk = <T extends z.ZodType>(data: T) => ({
  200: envelope(data),
  ...adminFails,
  409: ErrorBodySchema,
});

export const adminVisitsRoutes: FastifyPluginAsync<{ guard: StaffGuard; visits: VisitsService }> = async (
  fastify,
  { guard, visits },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  app.get(
    '/admin/visits',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: 'The booked and done site visits of a span of days, for the calendar beside consultations',
        description: 'Days are India days; a span is 1 to 31 days (7 by default).',
        querystring: VisitsCalendarQuerySchema,
        response: adminOk(VisitsCalendarDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { visits: await visits.calendar(request.query.from, request.query.days) },
    }),
  );

  app.get(
    '/admin/projects/:id/visits',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: "A project's site visits, newest first",
        params: IdParamsSchema,
        response: adminOk(SiteVisitsDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: { visits: await visits.list(request.params.id) } }),
  );

  app.post(
    '/admin/projects/:id/visits',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Offer the customer times for a site visit, each with a designer',
        description:
          'Two to six times, India time, within visiting hours and ahead; a designer with another visit then (or too ' +
          'close to travel between) is a 409 naming the time. The customer is e-mailed to pick one.',
        params: IdParamsSchema,
        body: VisitOfferSchema,
        response: { 201: envelope(SiteVisitDataSchema), ...adminFails, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const visit = await visits.offer(staffOf(request), request.params.id, request.body);
      reply.code(201);
      return { success: true as const, data: { visit }, message: 'Times offered to the customer' };
    },
  );

  app.put(
    '/admin/projects/:id/visits/:visitId/record',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Record what was measured and seen at a booked visit; it is then done',
        params: VisitParamsSchema,
        body: VisitRecordSchema,
        response: adminOk(SiteVisitDataSchema),
      },
    },
    async (request) => {
      const { id, visitId } = request.params;
      return {
        success: true as const,
        data: { visit: await visits.record(staffOf(request), id, visitId, request.body) },
        message: 'Visit recorded',
      };
    },
  );
};

const fails = errorAnswers(400, 401, 403, 404, 409, 429);
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });

/** The customer's side: their project's visits, picking or moving a time, and cancelling. */
export const visitsRoutes: FastifyPluginAsync<{
  auth: Auth;
  visits: VisitsService;
  limits: WriteLimits;
}> = async (fastify, { auth, visits, limits }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const customerOf = customerScope(app, auth);
  const tags = ['projects'];

  app.get(
    '/projects/:id/visits',
    {
      schema: {
        tags,
        summary: "The site visits of one of the caller's projects (scope read:projects)",
        params: IdParamsSchema,
        response: ok(SiteVisitsDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { visits: await visits.customerList(customerOf(request).id, request.params.id) },
    }),
  );

  app.post(
    '/projects/:id/visits/:visitId/book',
    {
      schema: {
        tags,
        summary: 'Pick one of the offered times, or move a booked visit to another (scope write:projects)',
        description:
          'A booked visit moves only more than 24 hours before it; after that, 409 asks the customer to call.',
        params: VisitParamsSchema,
        body: VisitPickSchema,
        response: ok(SiteVisitDataSchema),
      },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      await limits.account(reply, 'project-update', customer.id, request.ip);
      const { id, visitId } = request.params;
      const visit = await visits.book(customer.id, id, visitId, request.body.slot_id);
      return { success: true as const, data: { visit }, message: 'Your site visit is booked' };
    },
  );

  app.post(
    '/projects/:id/visits/:visitId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a site visit, more than 24 hours before it (scope write:projects)',
        params: VisitParamsSchema,
        response: ok(SiteVisitDataSchema),
      },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      await limits.account(reply, 'project-update', customer.id, request.ip);
      const { id, visitId } = request.params;
      const visit = await visits.cancel(customer.id, id, visitId);
      return { success: true as const, data: { visit }, message: 'Your site visit is cancelled' };
    },
  );
};
