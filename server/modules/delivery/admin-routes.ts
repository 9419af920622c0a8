// The back office's serviceable pincode ranges under /api/v1/admin/delivery (decision 120), with their
// CSV export and import. Thin handlers: each declares its permission (checked by the staff guard),
// parses with the contract's schemas and calls the service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import {
  DeliveryImportDataSchema,
  DeliveryRangeDataSchema,
  DeliveryRangeInputSchema,
  DeliveryRangeListDataSchema,
  DeliveryRangeListQuerySchema,
} from '../../../contract/admin/delivery.ts';
import { z } from '../../../contract/zod.ts';
import { AppError } from '../../errors.ts';
import { acceptCsvBody } from '../../http/csv-body.ts';
import { adminScope, ADMIN_TAG, staffOf, type StaffGuard, adminFails } from '../staff/index.ts';
import type { DeliveryService } from './pincodes.service.ts';

export interface AdminDeliveryRoutesOptions {
  delivery: DeliveryService;
  guard: StaffGuard;
}

/** A delivery CSV is small (a few thousand ranges at most): 1 MB is plenty. */
const IMPORT_MAX_BYTES = 1024 * 1024;

const fails = { ...adminFails, 409: ErrorBodySchema };
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });
const READ = { permission: 'delivery:read' } as const;
const WRITE = { permission: 'delivery:write' } as const;

export const adminDeliveryRoutes: FastifyPluginAsync<AdminDeliveryRoutesOptions> = async (
  fastify,
  options,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, delivery } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  app.get(
    '/admin/delivery/pincodes',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Serviceable pincode ranges, filtered by a pincode (or its first digits) and by zone, paged',
        querystring: DeliveryRangeListQuerySchema,
        response: ok(DeliveryRangeListDataSchema),
      },
    },
    async (request) => {
      const { rows, pagination } = await delivery.list(request.query);
      return { success: true as const, data: { ranges: rows, pagination } };
    },
  );

  app.get(
    '/admin/delivery/pincodes/export',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Every serviceable range as CSV (text/csv, UTF-8)',
        response: {
          200: {
            description: 'A CSV file (UTF-8, RFC 4180 quoting), sent as an attachment',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...fails,
        },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="delivery-pincodes-${day}.csv"`,
        })
        .send((await delivery.csv()) as never);
    },
  );

  app.get(
    '/admin/delivery/pincodes/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'One serviceable range',
        params: IdParamsSchema,
        response: ok(DeliveryRangeDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: { range: await delivery.get(request.params.id) } }),
  );

  app.post(
    '/admin/delivery/pincodes',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Add a serviceable range (a single pincode is a range of one)',
        description: 'A range with the same pincode_from and pincode_to as another is a 409.',
        body: DeliveryRangeInputSchema,
        response: { 201: envelope(DeliveryRangeDataSchema), ...fails },
      },
    },
    async (request, reply) => {
      const range = await delivery.create(staffOf(request), request.body);
      reply.code(201);
      return { success: true as const, data: { range }, message: 'Delivery range added' };
    },
  );

  app.put(
    '/admin/delivery/pincodes/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Replace a serviceable range',
        params: IdParamsSchema,
        body: DeliveryRangeInputSchema,
        response: ok(DeliveryRangeDataSchema),
      },
    },
    async (request) => {
      const range = await delivery.update(staffOf(request), request.params.id, request.body);
      return { success: true as const, data: { range }, message: 'Delivery range saved' };
    },
  );

  app.delete(
    '/admin/delivery/pincodes/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Remove a serviceable range',
        params: IdParamsSchema,
        response: ok(z.object({ id: z.string() })),
      },
    },
    async (request) => {
      await delivery.remove(staffOf(request), request.params.id);
      return { success: true as const, data: { id: request.params.id }, message: 'Delivery range removed' };
    },
  );

  // The import reads a CSV body in a scope of its own: the parser and its limit apply to it alone.
  await app.register(async (scope) => {
    acceptCsvBody(scope, IMPORT_MAX_BYTES, `${IMPORT_MAX_BYTES / 1024} kB`);
    const csv = scope.withTypeProvider<ZodTypeProvider>();
    csv.post(
      '/admin/delivery/pincodes/import',
      {
        config: WRITE,
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary: 'Import serviceable ranges from a CSV (body: text/csv), all at once',
          description:
            'The columns of the export. Every row is checked before anything is written: when any row is wrong ' +
            'the answer is 422 with every problem by row and column in `details`, and nothing changes. A row ' +
            'whose range exists replaces it; other rows are added; ranges the file leaves out stay.',
          response: {
            200: envelope(DeliveryImportDataSchema),
            ...fails,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            422: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        if (typeof request.body !== 'string')
          throw new AppError(
            'unsupported_media_type',
            'Send the CSV file as the body, with Content-Type text/csv.',
          );
        const result = await delivery.importCsv(staffOf(request), request.body);
        return {
          success: true as const,
          data: result,
          message: `${result.created} ranges added, ${result.updated} updated`,
        };
      },
    );
  });
};
