// The back office's dispatch under /api/v1/admin/orders (decision 199): an order's packing slip and
// delivery challan, a day's shipped invoices in one PDF, and the orders as CSV. Thin handlers: each
// declares its permission (checked by the staff guard), parses with the contract's schemas and calls a
// service.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DispatchDayQuerySchema, OrdersExportQuerySchema } from '../../../contract/admin/orders.ts';
import { ErrorBodySchema } from '../../../contract/catalogue.ts';
import { indiaToday } from '../../../contract/leads.ts';
import { OrderParamsSchema } from '../../../contract/orders.ts';
import { z } from '../../../contract/zod.ts';
import { sendPdf } from '../../http/pdf-download.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import type { DispatchPaperwork } from './dispatch-paperwork.ts';
import { exportFileName, type OrdersExport } from './orders-export.ts';

export interface AdminDispatchRoutesOptions {
  dispatch: DispatchPaperwork;
  ordersExport: OrdersExport;
  guard: StaffGuard;
}

const pdfFile = { 200: z.any(), ...adminFails };

export const adminDispatchRoutes: FastifyPluginAsync<AdminDispatchRoutesOptions> = async (
  fastify,
  options,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, dispatch, ordersExport } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];
  const READ = { permission: 'orders:read' } as const;

  app.get(
    '/admin/orders/:id/packing-slip.pdf',
    {
      config: READ,
      schema: {
        tags,
        summary:
          "The order's packing slip as a PDF: its pieces, options and quantities, where they go; no prices",
        params: OrderParamsSchema,
        response: pdfFile,
      },
    },
    async (request, reply) => sendPdf(reply, await dispatch.packingSlip(request.params.id)),
  );

  app.get(
    '/admin/orders/:id/delivery-challan.pdf',
    {
      config: READ,
      schema: {
        tags,
        summary: "The order's delivery challan (Rule 55 of the CGST Rules) as a PDF, in three copies",
        description:
          'The first print numbers it (DC/yy-yy/nnnnnn, a consecutive series per financial year) and records it ' +
          'in the audit log; a reprint shows the same number and date. 409 for an order awaiting payment or cancelled.',
        params: OrderParamsSchema,
        response: { ...pdfFile, 409: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await dispatch.deliveryChallan(request.params.id, staffOf(request))),
  );

  app.get(
    '/admin/orders/invoices.pdf',
    {
      config: READ,
      schema: {
        tags,
        summary: 'The invoices of every order shipped on a day in India, one PDF, each from a new page',
        description: 'In the order they were shipped. 404 when no order was shipped that day.',
        querystring: DispatchDayQuerySchema,
        response: pdfFile,
      },
    },
    async (request, reply) => sendPdf(reply, await dispatch.dayInvoices(request.query.date)),
  );

  app.get(
    '/admin/orders/export.csv',
    {
      config: { permission: 'customers:export' },
      schema: {
        tags,
        summary:
          'The orders placed between two days in India, of one status or all, as CSV (text/csv, UTF-8)',
        description:
          "Oldest first, with each buyer's name, e-mail, phone and delivery address, so only members who may " +
          'export customers’ data may take it; each export is recorded in the audit log with its filters. Cells ' +
          'a spreadsheet would run as a formula start with an apostrophe.',
        querystring: OrdersExportQuerySchema,
        response: {
          200: {
            description: 'A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...adminFails,
        },
      },
    },
    async (request, reply) => {
      const filter = request.query;
      const file = await ordersExport.open(staffOf(request), filter);
      // A stream is sent as it is (the response schemas type only the JSON errors).
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${exportFileName(filter, indiaToday())}"`,
          'cache-control': 'private, no-store',
        })
        .send(Readable.from(file) as never);
    },
  );
};
