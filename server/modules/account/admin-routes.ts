// The back office's customers under /api/v1/admin: customers with their orders, guest buyers, a
// customer's data exported and erased. Thin handlers: each declares its permission (checked by the staff
// guard before the body is read), parses with the contract's schemas and calls a service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { adminScope, ADMIN_TAG, staffOf, type StaffGuard, adminFails } from '../staff/index.ts';
import type { AdminCustomersService } from './admin-customers.service.ts';

export interface AdminCustomersRoutesOptions {
  guard: StaffGuard;
  customers: AdminCustomersService;
}

const fails = { ...adminFails, 409: ErrorBodySchema };
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });

export const adminCustomersRoutes: FastifyPluginAsync<AdminCustomersRoutesOptions> = async (
  fastify,
  options,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, customers } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  // ── Customers ────────────────────────────────────────────────────────────────────────────────
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
};
