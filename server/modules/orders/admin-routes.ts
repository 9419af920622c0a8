// The back office's orders under /api/v1/admin/orders: the list, today's sales, the payment alerts, one
// order with its GST documents, and moving an order on. Thin handlers: each declares its permission
// (checked by the staff guard), parses with the contract's schemas and calls the service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminOrderActionSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  TodaysSalesSchema,
} from '../../../contract/admin/orders.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import {
  OrderDocumentParamsSchema,
  OrderParamsSchema,
  PaymentAlertSchema,
} from '../../../contract/orders.ts';
import { z } from '../../../contract/zod.ts';
import { adminScope, ADMIN_TAG, staffOf, type StaffGuard, adminFails } from '../staff/index.ts';
import type { OrdersService } from './orders.service.ts';
import { sendPdf } from '../../http/pdf-download.ts';

export interface AdminOrdersRoutesOptions {
  orders: OrdersService;
  guard: StaffGuard;
}

export const adminOrdersRoutes: FastifyPluginAsync<AdminOrdersRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, orders } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];
  const READ = { permission: 'orders:read' } as const;
  const WRITE = { permission: 'orders:write' } as const;

  app.get(
    '/admin/orders',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Orders, newest first, filtered by status and by number, name, e-mail or phone, paged',
        querystring: AdminOrderListQuerySchema,
        response: { 200: envelope(AdminOrderListSchema), ...adminFails },
      },
    },
    async (request) => {
      const { page, limit, status, search, from, to } = request.query;
      const list = await orders.list({ status, search: search || undefined, from, to, page, limit });
      return { success: true as const, data: list };
    },
  );

  app.get(
    '/admin/orders/today',
    {
      config: READ,
      schema: {
        tags,
        summary: "Today's sales in India: orders placed today that stand, and their total in paise",
        response: {
          200: envelope(TodaysSalesSchema),
          ...adminFails,
        },
      },
    },
    async () => ({ success: true as const, data: await orders.todaysSales() }),
  );

  app.get(
    '/admin/orders/alerts',
    {
      config: READ,
      schema: {
        tags,
        summary:
          "What staff must look at about orders' money: payments not applied, failed refunds, stuck orders",
        description:
          'Raised alerts still open, newest first. Each closes by itself when what caused it is settled: a ' +
          'payment is refunded, a refund is processed, an order is reconciled.',
        response: { 200: envelope(z.array(PaymentAlertSchema)), ...adminFails },
      },
    },
    async () => ({ success: true as const, data: await orders.alerts() }),
  );

  app.get(
    '/admin/orders/:id',
    {
      config: READ,
      schema: {
        tags,
        summary:
          'An order with its lines, addresses, payment, history (naming the member behind each staff move) and invoice',
        params: OrderParamsSchema,
        response: { 200: envelope(AdminOrderSchema), ...adminFails },
      },
    },
    async (request) => ({ success: true as const, data: await orders.forStaff(request.params.id) }),
  );

  app.get(
    '/admin/orders/:id/invoice.pdf',
    {
      config: READ,
      schema: {
        tags,
        summary: "The order's GST tax invoice as a PDF, to print",
        params: OrderParamsSchema,
        response: { 200: z.any(), ...adminFails },
      },
    },
    async (request, reply) => sendPdf(reply, await orders.document(request.params.id, { staff: true })),
  );

  app.get(
    '/admin/orders/:id/documents/:documentId',
    {
      config: READ,
      schema: {
        tags,
        summary: "One of the order's GST documents as a PDF, to print: its invoice or a credit note",
        params: OrderDocumentParamsSchema,
        response: { 200: z.any(), ...adminFails },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      return sendPdf(reply, await orders.document(id, { staff: true }, documentId));
    },
  );

  app.post(
    '/admin/orders/:id/status',
    {
      config: WRITE,
      schema: {
        tags,
        summary:
          'Move an order on: confirm, ship with carrier and tracking number, mark delivered, cancel (a paid order is refunded through its provider), or retry a refund',
        description: 'Only allowed moves are made (409 otherwise). The customer is e-mailed at every move.',
        params: OrderParamsSchema,
        body: AdminOrderActionSchema,
        response: { 200: envelope(AdminOrderSchema), ...adminFails, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { status, ...extra } = request.body;
      await orders.act(request.params.id, status, staff.id, extra);
      return { success: true as const, data: await orders.forStaff(request.params.id) };
    },
  );
};
