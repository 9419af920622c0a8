// Returns and replacements over HTTP (decision 197). The shopper's calls sit beside the order's own and
// are authorised the same way (the signed-in customer, or the order link's token); staff's are under
// /admin/returns. Thin handlers: each parses with the contract's schemas and calls the returns service.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../../contract/admin/catalogue.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { OrderAccessQuerySchema, OrderParamsSchema } from '../../../contract/orders.ts';
import {
  AdminReturnListQuerySchema,
  AdminReturnListSchema,
  AdminReturnParamsSchema,
  AdminReturnSchema,
  DamageReportSchema,
  OrderReturnsSchema,
  ReturnApproveSchema,
  ReturnInspectSchema,
  ReturnParamsSchema,
  ReturnRefundSchema,
  ReturnRejectSchema,
  ReturnRequestSchema,
  ReturnViewSchema,
  ReplacementSentSchema,
} from '../../../contract/returns.ts';
import { z } from '../../../contract/zod.ts';
import { readUploadedFile } from '../../http/file-upload.ts';
import { BEARER } from '../../http/openapi.ts';
import { answerWithFirstMessage } from '../../http/validation.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import { AppError } from '../../errors.ts';
import type { Auth } from '../identity/index.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import type { OrdersService } from './orders.service.ts';
import { callersOf } from './routes.ts';
import type { ReturnsService } from './returns.service.ts';

const fails = errorAnswers(400, 401, 403, 404, 409, 413, 415, 422, 429);
const OR_LINK = [...BEARER, {}];
const tags = ['orders'];
const PHOTO_FIELD = 'image';

const returnsOf = (orders: OrdersService): ReturnsService => {
  if (!orders.returns) throw new AppError('unavailable', 'Returns cannot be asked for right now.');
  return orders.returns;
};

export const returnsRoutes: FastifyPluginAsync<{ orders: OrdersService; auth: Auth }> = async (
  fastify,
  { orders, auth },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerWithFirstMessage);
  await app.register(multipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });
  const { accessOf, linkOrSignIn } = callersOf(auth);
  const log = (request: FastifyRequest) => (error: unknown) =>
    request.log.warn({ err: error }, 'a media file was not deleted');

  app.get(
    '/orders/:id/returns',
    {
      // The link's token or a sign-in before the body or the query is read.
      onRequest: linkOrSignIn,
      schema: {
        tags,
        summary: "An order's return windows, its returns and the reasons a return may give",
        description:
          'Each line says whether it may be returned now, until when, how many units are left, and if not, why. ' +
          'For its signed-in customer, or with the order link’s `token`.',
        params: OrderParamsSchema,
        querystring: OrderAccessQuerySchema,
        security: OR_LINK,
        response: { 200: envelope(OrderReturnsSchema), ...fails },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const access = await accessOf(request, request.query.token);
      return { success: true as const, data: await returnsOf(orders).forOrder(request.params.id, access) };
    },
  );

  app.post(
    '/orders/:id/returns',
    {
      // The link's token or a sign-in before the body or the query is read.
      onRequest: linkOrSignIn,
      schema: {
        tags,
        summary: 'Ask to return or replace units of a delivered order',
        description:
          'Only inside each line’s window (days from delivery, set per category or product); a line that is ' +
          'not returnable, out of its window, or already asked back is refused with 422 saying why.',
        params: OrderParamsSchema,
        querystring: OrderAccessQuerySchema,
        security: OR_LINK,
        body: ReturnRequestSchema,
        response: { 201: envelope(ReturnViewSchema), ...fails },
      },
    },
    async (request, reply) => {
      const access = await accessOf(request, request.query.token);
      const created = await returnsOf(orders).request(request.params.id, access, request.body);
      reply.code(201);
      return { success: true as const, data: created, message: `Return ${created.number} requested` };
    },
  );

  app.post(
    '/orders/:id/returns/:returnId/photos',
    {
      // The link's token or a sign-in before the body or the query is read.
      onRequest: linkOrSignIn,
      schema: {
        tags,
        summary: `Add a photo to a return request (multipart, one file in the field "${PHOTO_FIELD}")`,
        description:
          'JPEG, PNG, WebP or AVIF, known by content; at most 10 MB. Kept re-encoded as WebP with no EXIF data, ' +
          'under an address that cannot be guessed. At most 3 photos, while the request awaits staff.',
        consumes: ['multipart/form-data'],
        params: ReturnParamsSchema,
        querystring: OrderAccessQuerySchema,
        security: OR_LINK,
        response: { 201: envelope(ReturnViewSchema), ...fails },
      },
    },
    async (request, reply) => {
      const access = await accessOf(request, request.query.token);
      const upload = await readUploadedFile(request, {
        field: PHOTO_FIELD,
        maxBytes: PRODUCT_IMAGE_MAX_BYTES,
        notMultipart: `Send the photo as multipart/form-data, in the field '${PHOTO_FIELD}'.`,
      });
      const { id, returnId } = request.params;
      const view = await returnsOf(orders).addPhoto(id, returnId, access, upload, log(request));
      reply.code(201);
      return { success: true as const, data: view, message: 'Photo added' };
    },
  );
};

const adminReturnFails = { ...adminFails, 409: ErrorBodySchema, 422: ErrorBodySchema };

export const adminReturnsRoutes: FastifyPluginAsync<{ orders: OrdersService; guard: StaffGuard }> = async (
  fastify,
  { orders, guard },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminScope(app, guard);
  const admin = [ADMIN_TAG];
  const READ = { permission: 'orders:read' } as const;
  const WRITE = { permission: 'orders:write' } as const;

  app.get(
    '/admin/returns',
    {
      config: READ,
      schema: {
        tags: admin,
        summary: 'Returns and replacements, newest first, by state or order',
        querystring: AdminReturnListQuerySchema,
        response: { 200: envelope(AdminReturnListSchema), ...adminFails },
      },
    },
    async (request) => ({ success: true as const, data: await returnsOf(orders).list(request.query) }),
  );

  app.get(
    '/admin/returns/:id',
    {
      config: READ,
      schema: {
        tags: admin,
        summary: 'A return with its order, lines, photos, inspection, refund and credit note',
        params: AdminReturnParamsSchema,
        response: { 200: envelope(AdminReturnSchema), ...adminFails },
      },
    },
    async (request) => ({ success: true as const, data: await returnsOf(orders).get(request.params.id) }),
  );

  /** One staff step on a return: each checks the return's state under a lock; a second member gets 409. */
  const step = <Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    act: (
      returns: ReturnsService,
      request: FastifyRequest,
      id: string,
      input: z.infer<Body>,
    ) => Promise<unknown>,
  ) =>
    app.post(
      `/admin/returns/:id/${path}`,
      {
        config: WRITE,
        schema: {
          tags: admin,
          summary,
          params: AdminReturnParamsSchema,
          body,
          response: { 200: envelope(AdminReturnSchema), ...adminReturnFails },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const data = await act(returnsOf(orders), request, id, request.body as z.infer<Body>);
        return { success: true as const, data: data as z.infer<typeof AdminReturnSchema> };
      },
    );

  const EMPTY = z.object({}).strict().default({});
  step(
    'approve',
    'Approve a requested return, with a note and the pickup day',
    ReturnApproveSchema,
    (r, q, id, b) => r.approve(staffOf(q), id, b),
  );
  step('reject', 'Reject a requested return, saying why', ReturnRejectSchema, (r, q, id, b) =>
    r.reject(staffOf(q), id, b),
  );
  step('collect', 'Mark an approved return collected', EMPTY, (r, q, id) => r.collect(staffOf(q), id));
  step(
    'inspect',
    'Record the condition of a collected return, and put each unit back on sale or write it off',
    ReturnInspectSchema,
    (r, q, id, b) => r.inspect(staffOf(q), id, b),
  );
  step(
    'refund',
    'Refund an inspected return, keeping back a documented deduction; issues its credit note',
    ReturnRefundSchema,
    (r, q, id, b) => r.refund(staffOf(q), id, b),
  );
  step('refund-again', 'Ask the gateway again for a refund that failed', EMPTY, (r, q, id) =>
    r.retryRefund(staffOf(q), id),
  );
  step(
    'replacement-sent',
    'Send a replacement at no charge, booking its delivery day for the zone’s crew',
    ReplacementSentSchema,
    (r, q, id, b) => r.replacementSent(staffOf(q), id, b),
  );
  step('close', 'Close a replacement once it is delivered', EMPTY, (r, q, id) => r.close(staffOf(q), id));

  app.post(
    '/admin/orders/:id/damage',
    {
      config: WRITE,
      schema: {
        tags: admin,
        summary: 'Damage reported at delivery: starts an approved replacement at once',
        params: OrderParamsSchema,
        body: DamageReportSchema,
        response: { 201: envelope(AdminReturnSchema), ...adminReturnFails },
      },
    },
    async (request, reply) => {
      const created = await returnsOf(orders).damage(staffOf(request), request.params.id, request.body);
      reply.code(201);
      return { success: true as const, data: created };
    },
  );
};
