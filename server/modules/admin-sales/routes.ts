// The back office's sales side under /api/v1/admin: leads and their notes, the consultation calendar,
// designers, design projects, customers with their orders, export and erasure, and guest buyers. Thin
// handlers: each declares its permission (checked by the staff guard before the body is read), parses
// with the contract's schemas and calls a service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodApp } from '../../http/validation.ts';
import {
  AdminLeadDataSchema,
  AdminLeadListDataSchema,
  AdminLeadListQuerySchema,
  AdminProjectDataSchema,
  AdminProjectListDataSchema,
  AdminProjectListQuerySchema,
  CalendarDataSchema,
  CalendarQuerySchema,
  DesignerCreateSchema,
  DesignersDataSchema,
  LeadConvertDataSchema,
  LeadConvertSchema,
  LeadNoteCreateSchema,
  LeadUpdateSchema,
  ProjectCreateSchema,
  ProjectUpdateSchema,
  DesignerSchema,
} from '../../../contract/admin/leads.ts';
import { PageQuerySchema } from '../../../contract/admin/common.ts';
import {
  AdminCustomerDetailDataSchema,
  AdminCustomerListDataSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerOrdersDataSchema,
  GuestBuyerQuerySchema,
  GuestBuyersDataSchema,
  GuestOrdersQuerySchema,
  CustomerEraseDataSchema,
  CustomerEraseSchema,
  CustomerExportSchema,
} from '../../../contract/admin/operations.ts';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { z } from '../../../contract/zod.ts';
import { adminScope, ADMIN_TAG } from '../staff/admin-scope.ts';
import { staffOf, type StaffGuard } from '../staff/guard.ts';
import { adminFails } from '../staff/routes.ts';
import type { CustomersAdmin } from './customers.service.ts';
import type { LeadsAdmin } from './leads.service.ts';
import type { ProjectsAdmin } from './projects.service.ts';

export interface AdminSalesRoutesOptions {
  guard: StaffGuard;
  leads: LeadsAdmin;
  projects: ProjectsAdmin;
  customers: CustomersAdmin;
}

const fails = { ...adminFails, 409: ErrorBodySchema };
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });
const created = <T extends z.ZodType>(data: T) => ({ 201: envelope(data), ...fails });

const tags = [ADMIN_TAG];

export const adminSalesRoutes: FastifyPluginAsync<AdminSalesRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, options.guard);

  leadRoutes(app, options);
  designerAndProjectRoutes(app, options);
  customerRoutes(app, options);
};

/** Leads: their list, one lead, its changes, its notes and its conversion. */
function leadRoutes(app: ZodApp, options: AdminSalesRoutesOptions) {
  const { leads } = options;
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
}

/** Designers, and the design projects they are given. */
function designerAndProjectRoutes(app: ZodApp, options: AdminSalesRoutesOptions) {
  const { projects } = options;
  app.get(
    '/admin/designers',
    {
      config: { permission: 'projects:read' },
      schema: { tags, summary: "The shop's designers", response: ok(DesignersDataSchema) },
    },
    async () => ({ success: true as const, data: { designers: await projects.designers() } }),
  );

  app.post(
    '/admin/designers',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Add a designer',
        body: DesignerCreateSchema,
        response: created(z.object({ designer: DesignerSchema })),
      },
    },
    async (request, reply) => {
      const designer = await projects.createDesigner(staffOf(request), request.body);
      reply.code(201);
      return { success: true as const, data: { designer }, message: 'Designer added' };
    },
  );

  app.get(
    '/admin/projects',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: 'Design projects, newest first, filtered and paged',
        querystring: AdminProjectListQuerySchema,
        response: ok(AdminProjectListDataSchema),
      },
    },
    async (request) => {
      const { rows, pagination } = await projects.list(request.query);
      return { success: true as const, data: { projects: rows, pagination } };
    },
  );

  app.get(
    '/admin/projects/:id',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: 'One design project',
        params: IdParamsSchema,
        response: ok(AdminProjectDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { project: await projects.get(request.params.id) },
    }),
  );

  app.post(
    '/admin/projects',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: "Open a design project for a customer's e-mail address",
        description:
          'The customer who has confirmed that address gets it at once; otherwise it waits until someone signs in ' +
          'with the address confirmed, and then shows under their My Projects. The customer is e-mailed.',
        body: ProjectCreateSchema,
        response: created(AdminProjectDataSchema),
      },
    },
    async (request, reply) => {
      const project = await projects.create(staffOf(request), request.body);
      reply.code(201);
      return { success: true as const, data: { project }, message: 'Project created' };
    },
  );

  app.put(
    '/admin/projects/:id',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Change a design project',
        description: 'Any of the fields; every change of status is e-mailed to the customer.',
        params: IdParamsSchema,
        body: ProjectUpdateSchema,
        response: ok(AdminProjectDataSchema),
      },
    },
    async (request) => {
      const project = await projects.update(staffOf(request), request.params.id, request.body);
      return { success: true as const, data: { project }, message: 'Project updated' };
    },
  );
}

/** Customers: their list, one customer, their orders, data and erasure. */
function customerRoutes(app: ZodApp, options: AdminSalesRoutesOptions) {
  const { customers } = options;
  app.get(
    '/admin/customers',
    {
      config: { permission: 'customers:read' },
      schema: {
        tags,
        summary: 'Customers, newest first, searched by name, e-mail or phone',
        querystring: AdminCustomerListQuerySchema,
        response: ok(AdminCustomerListDataSchema),
      },
    },
    async (request) => {
      const { rows, pagination } = await customers.list(request.query);
      return { success: true as const, data: { customers: rows, pagination } };
    },
  );

  app.get(
    '/admin/customers/guests',
    {
      config: { permission: 'customers:read' },
      schema: {
        tags,
        summary:
          'Guest buyers (orders without an account), one per e-mail address, found by name, e-mail or phone',
        description:
          'search (at least 3 characters) is matched anywhere in the name, e-mail address and phone of orders ' +
          'placed without an account; a phone number is found however it is typed. Newest buyer first.',
        querystring: GuestBuyerQuerySchema,
        response: ok(GuestBuyersDataSchema),
      },
    },
    async (request) => {
      const { rows, pagination } = await customers.guests(request.query);
      return { success: true as const, data: { guests: rows, pagination } };
    },
  );

  app.get(
    '/admin/customers/guests/orders',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags,
        summary: "A guest buyer's orders, newest first, by their e-mail address",
        querystring: GuestOrdersQuerySchema,
        response: ok(AdminCustomerOrdersDataSchema),
      },
    },
    async (request) => {
      const { email, ...paging } = request.query;
      const { rows, pagination } = await customers.guestOrders(email, paging);
      return { success: true as const, data: { orders: rows, pagination } };
    },
  );

  app.get(
    '/admin/customers/:id/orders',
    {
      config: { permission: 'orders:read' },
      schema: {
        tags,
        summary:
          "A customer's orders, newest first: placed signed in, or as a guest from an address they confirmed",
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: ok(AdminCustomerOrdersDataSchema),
      },
    },
    async (request) => {
      const { rows, pagination } = await customers.orders(request.params.id, request.query);
      return { success: true as const, data: { orders: rows, pagination } };
    },
  );

  app.get(
    '/admin/customers/:id',
    {
      config: { permission: 'customers:read' },
      schema: {
        tags,
        summary: "A customer's profile, wishlist, projects and reviews",
        params: IdParamsSchema,
        response: ok(AdminCustomerDetailDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await customers.get(request.params.id) }),
  );

  app.get(
    '/admin/customers/:id/export',
    {
      config: { permission: 'customers:export' },
      schema: {
        tags,
        summary: 'Everything the shop holds about a customer, as a JSON file',
        description:
          'A file download (content-disposition: attachment), not the usual envelope: profile, sign-in account ' +
          '(never its password), wishlist, projects, reviews, and the leads and back-in-stock requests sent from ' +
          'an address the customer has confirmed.',
        params: IdParamsSchema,
        response: { 200: CustomerExportSchema, ...fails },
      },
    },
    async (request, reply) => {
      const data = await customers.export(staffOf(request), request.params.id);
      reply.header('content-disposition', `attachment; filename="customer-${data.customer.id}.json"`);
      return data;
    },
  );

  app.post(
    '/admin/customers/:id/erase',
    {
      config: { permission: 'customers:erase' },
      schema: {
        tags,
        summary: 'Erase a customer on their request',
        description:
          'confirm_email must be the customer’s e-mail address. In one transaction: their record, wishlist, avatar, ' +
          'sign-in account (they are signed out everywhere) go; reviews stay as "Anonymous"; projects stay without ' +
          'customer or address; leads sent from their confirmed address keep nothing of what they wrote.',
        params: IdParamsSchema,
        body: CustomerEraseSchema,
        response: ok(CustomerEraseDataSchema),
      },
    },
    async (request) => {
      const data = await customers.erase(staffOf(request), request.params.id, request.body.confirm_email);
      return { success: true as const, data, message: 'The customer has been erased' };
    },
  );
}
