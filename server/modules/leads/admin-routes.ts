// The back office's leads under /api/v1/admin: leads and their notes, turning a lead into a design
// project, and the consultation calendar. Thin handlers: each declares its permission (checked by the
// staff guard before the body is read), parses with the contract's schemas and calls a service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminLeadDataSchema,
  AdminLeadListDataSchema,
  AdminLeadListQuerySchema,
  CalendarDataSchema,
  CalendarQuerySchema,
  LeadConvertDataSchema,
  LeadConvertSchema,
  LeadNoteCreateSchema,
  LeadUpdateSchema,
} from '../../../contract/admin/leads.ts';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { z } from '../../../contract/zod.ts';
import { adminScope, ADMIN_TAG, staffOf, type StaffGuard, adminFails } from '../staff/index.ts';
import type { AdminLeadsService } from './admin-leads.service.ts';

export interface AdminLeadsRoutesOptions {
  guard: StaffGuard;
  leads: AdminLeadsService;
}

const fails = { ...adminFails, 409: ErrorBodySchema };
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });
const created = <T extends z.ZodType>(data: T) => ({ 201: envelope(data), ...fails });

export const adminLeadsRoutes: FastifyPluginAsync<AdminLeadsRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, leads } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  // ── Leads ────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/admin/leads',
    {
      config: { permission: 'leads:read' },
      schema: {
        tags,
        summary: 'Consultation bookings and contact messages, filtered, sorted and paged',
        querystring: AdminLeadListQuerySchema,
        response: ok(AdminLeadListDataSchema),
      },
    },
    async (request) => {
      const { rows, pagination } = await leads.list(request.query);
      return { success: true as const, data: { leads: rows, pagination } };
    },
  );

  app.get(
    '/admin/leads/:id',
    {
      config: { permission: 'leads:read' },
      schema: {
        tags,
        summary: 'One lead with its notes',
        params: IdParamsSchema,
        response: ok(AdminLeadDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: { lead: await leads.get(request.params.id) } }),
  );

  app.put(
    '/admin/leads/:id',
    {
      config: { permission: 'leads:write' },
      schema: {
        tags,
        summary: 'Set the status and/or the assignee of a lead',
        description:
          'assignee_id must be a current member of staff (null takes the lead off everyone). The status converted is set by converting the lead.',
        params: IdParamsSchema,
        body: LeadUpdateSchema,
        response: ok(AdminLeadDataSchema),
      },
    },
    async (request) => {
      const lead = await leads.update(staffOf(request), request.params.id, request.body);
      return { success: true as const, data: { lead }, message: 'Lead updated' };
    },
  );

  app.post(
    '/admin/leads/:id/notes',
    {
      config: { permission: 'leads:write' },
      schema: {
        tags,
        summary: 'Add a note to a lead',
        params: IdParamsSchema,
        body: LeadNoteCreateSchema,
        response: created(AdminLeadDataSchema),
      },
    },
    async (request, reply) => {
      const lead = await leads.addNote(staffOf(request), request.params.id, request.body.text);
      reply.code(201);
      return { success: true as const, data: { lead }, message: 'Note added' };
    },
  );

  app.post(
    '/admin/leads/:id/convert',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: "Turn a lead into a design project for the lead's e-mail address",
        description:
          'In one transaction: the project (its customer is e-mailed), and the lead converted and pointing at it. ' +
          'A lead that already became a project is a 409.',
        params: IdParamsSchema,
        body: LeadConvertSchema,
        response: created(LeadConvertDataSchema),
      },
    },
    async (request, reply) => {
      const data = await leads.convert(staffOf(request), request.params.id, request.body);
      reply.code(201);
      return { success: true as const, data, message: 'The lead is now a design project' };
    },
  );

  app.get(
    '/admin/consultations/calendar',
    {
      config: { permission: 'leads:read' },
      schema: {
        tags,
        summary: 'Consultation bookings by day and slot (India time), with the places left',
        querystring: CalendarQuerySchema,
        response: ok(CalendarDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await leads.calendar(request.query) }),
  );
};
