// The back office's reports under /api/v1/admin/reports (decision 198): a period's GSTR-1 summary with its
// reconciliation, its files (the zip of the offline tool's CSVs and the portal's JSON, or the JSON alone)
// and the sales register. Every route reads (reports:read) and changes nothing; files are streamed.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../contract/catalogue.ts';
import {
  Gstr1DataSchema,
  PERIOD_MESSAGE,
  ReportPeriodQuerySchema,
  type Gstr1Data,
} from '../../../contract/admin/reports.ts';
import { z } from '../../../contract/zod.ts';
import { AppError } from '../../errors.ts';
import { adminFails, adminScope, ADMIN_TAG, type StaffGuard } from '../staff/index.ts';
import { parsePeriod, type ReportPeriod } from './period.ts';
import type { ReportsService, ReportsSupplier } from './reports.service.ts';
import type { Gstr1Summary } from './summary.ts';

export interface AdminReportsRoutesOptions {
  guard: StaffGuard;
  reports: ReportsService;
  supplier: ReportsSupplier;
}

const READ = { permission: 'reports:read' } as const;
const tags = [ADMIN_TAG];
const file = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: z.string() } } },
  ...adminFails,
});

const periodOf = (key: string): ReportPeriod => {
  const period = parsePeriod(key);
  if (!period) throw AppError.badRequest(PERIOD_MESSAGE, [{ field: 'period', message: PERIOD_MESSAGE }]);
  return period;
};

const attachment = (type: string, name: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${name}"`,
});

function gstr1Data(period: ReportPeriod, supplier: ReportsSupplier, summary: Gstr1Summary): Gstr1Data {
  return {
    period,
    supplier,
    sections: summary.sections,
    reconciliation: summary.reconciliation,
    docs: summary.docs,
    documentsCount: summary.documentsCount,
    hsnRows: { b2b: summary.hsn.b2b.length, b2c: summary.hsn.b2c.length },
    b2csRows: summary.b2cs.length,
    summary: summary.period,
    vouchers: summary.vouchers,
    lateCreditNotes: summary.lateCreditNotes,
    reconciled: summary.documentsCount.matched && summary.reconciliation.every((check) => check.matched),
  };
}

export const adminReportsRoutes: FastifyPluginAsync<AdminReportsRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, reports, supplier } = options;
  adminScope(app, guard);

  app.get(
    '/admin/reports/gstr1',
    {
      config: READ,
      schema: {
        tags,
        summary:
          "A period's GSTR-1: each table's total, its reconciliation with the documents, the period summary",
        querystring: ReportPeriodQuerySchema,
        response: { 200: envelope(Gstr1DataSchema), ...adminFails },
      },
    },
    async (request) => {
      const period = periodOf(request.query.period);
      return { success: true as const, data: gstr1Data(period, supplier, await reports.summary(period)) };
    },
  );

  app.get(
    '/admin/reports/gstr1.zip',
    {
      config: READ,
      schema: {
        tags,
        summary:
          "A period's GSTR-1 files, zipped: the offline tool's CSVs, the reconciliation and the portal's JSON",
        querystring: ReportPeriodQuerySchema,
        response: file('application/zip', 'A zip file, sent as an attachment'),
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query.period);
      const zip = await reports.zip(period);
      return reply
        .headers(attachment('application/zip', `GSTR1_${supplier.gstin}_${period.returnPeriod}.zip`))
        .send(Readable.from(zip) as never);
    },
  );

  app.get(
    '/admin/reports/gstr1.json',
    {
      config: READ,
      schema: {
        tags,
        summary: "A period's GSTR-1 as the GST portal's JSON",
        querystring: ReportPeriodQuerySchema,
        response: file('application/json', 'A JSON file, sent as an attachment'),
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query.period);
      const json = await reports.json(period);
      return reply
        .headers(attachment('application/json; charset=utf-8', reports.jsonName(period)))
        .send(Readable.from(json) as never);
    },
  );

  app.get(
    '/admin/reports/sales-register.csv',
    {
      config: READ,
      schema: {
        tags,
        summary: "A period's sales register: every line of its invoices and credit notes (text/csv, UTF-8)",
        querystring: ReportPeriodQuerySchema,
        response: file('text/csv', 'A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment'),
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query.period);
      return reply
        .headers(attachment('text/csv; charset=utf-8', `sales-register-${period.key}.csv`))
        .send(Readable.from(reports.salesRegister(period)) as never);
    },
  );
};
