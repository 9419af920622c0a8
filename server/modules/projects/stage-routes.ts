// A design project's payment stages over HTTP (decision 192): the back office's schedule, due stages
// and offline payments under /api/v1/admin/projects/{id}/stages, and the customer's stages, online
// payment and documents under /api/v1/projects/{id}. Thin handlers over the stages service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { GatewayCheckoutSchema, PaymentConfirmSchema } from '../../../contract/orders.ts';
import {
  OfflinePaymentSchema,
  ProjectDocumentParamsSchema,
  StageParamsSchema,
  StageScheduleSchema,
  StagesDataSchema,
} from '../../../contract/project-stages.ts';
import { formatPaise } from '../../../contract/money.ts';
import {
  ProjectDocumentsDataSchema,
  ProjectInvoiceDataSchema,
  ProjectRefundDataSchema,
  ProjectRefundSchema,
} from '../../../contract/project-documents.ts';
import { TimelineDataSchema } from '../../../contract/project-timeline.ts';
import { z } from '../../../contract/zod.ts';
import { sendPdf } from '../../http/pdf-download.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import type { Auth } from '../identity/index.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import { customerScope } from './customer-scope.ts';
import type { ProjectDocumentsService } from './project-documents.ts';
import type { TimelineService } from './project-timeline.ts';
import type { StagesService } from './stages.service.ts';

const adminOk = <T extends z.ZodType>(data: T) => ({
  200: envelope(data),
  ...adminFails,
  409: ErrorBodySchema,
});

export interface AdminStagesRoutesOptions {
  guard: StaffGuard;
  stages: StagesService;
  documents: ProjectDocumentsService;
  timeline: TimelineService;
}

export const adminStagesRoutes: FastifyPluginAsync<AdminStagesRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, stages, documents } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  app.get(
    '/admin/projects/:id/stages',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: "A project's payment stages: what is scheduled, due and paid against the approved quote",
        params: IdParamsSchema,
        response: adminOk(StagesDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await stages.adminOverview(request.params.id) }),
  );

  app.put(
    '/admin/projects/:id/stages',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: "Set the approved quote's payment schedule",
        description:
          'A template (standard: 10/40/50) or stages by hand, adding up to what is left of the approved total, to ' +
          'the paisa. Stages paid stay; the others are replaced. 409 before the customer approves a quote.',
        params: IdParamsSchema,
        body: StageScheduleSchema,
        response: adminOk(StagesDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await stages.schedule(staffOf(request), request.params.id, request.body),
      message: 'Payment schedule saved',
    }),
  );

  app.post(
    '/admin/projects/:id/stages/:stageId/due',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Mark a stage due; the customer is e-mailed',
        params: StageParamsSchema,
        response: adminOk(StagesDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await stages.markDue(staffOf(request), request.params.id, request.params.stageId),
      message: 'Stage marked due',
    }),
  );

  app.post(
    '/admin/projects/:id/stages/:stageId/payments',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Record a payment received offline (bank transfer, UPI, cheque, cash)',
        description:
          "The stage's amount exactly, with the bank's or the instrument's reference; it gets a receipt voucher. 409 " +
          'when the stage is paid already or the reference was recorded before.',
        params: StageParamsSchema,
        body: OfflinePaymentSchema,
        response: { 201: envelope(StagesDataSchema), ...adminFails, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, stageId } = request.params;
      const data = await stages.recordOffline(staffOf(request), id, stageId, request.body);
      reply.code(201);
      return { success: true as const, data, message: 'Payment recorded' };
    },
  );

  app.get(
    '/admin/projects/:id/timeline',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: "The project's timeline, newest first: status, quotes, approvals, payments and documents",
        params: IdParamsSchema,
        response: adminOk(TimelineDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { events: await options.timeline.read(request.params.id) },
    }),
  );

  app.get(
    '/admin/projects/:id/documents',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: "The project's GST documents: receipt vouchers and its tax invoice",
        params: IdParamsSchema,
        response: adminOk(ProjectDocumentsDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { documents: await documents.list(request.params.id) },
    }),
  );

  app.post(
    '/admin/projects/:id/invoice',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Issue the tax invoice at completion, adjusting the advances received',
        description:
          "The approved version's lines with their full taxable value and tax, then each receipt voucher it adjusts " +
          'and the balance due. Once per project: 409 when issued already or before an approved quote.',
        params: IdParamsSchema,
        response: { 201: envelope(ProjectInvoiceDataSchema), ...adminFails, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await documents.invoice(staffOf(request), request.params.id);
      reply.code(201);
      return { success: true as const, data, message: `Tax invoice ${data.invoice.number} issued` };
    },
  );

  app.post(
    '/admin/projects/:id/refund-voucher',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: "Refund a cancelled project's advances, with a refund voucher for each receipt voucher",
        description:
          'Online payments go back through the gateway; money received offline is recorded as given back by ' +
          '`method` with its `reference` (then required). The stages not yet paid are withdrawn. 409 when the ' +
          'project is not cancelled, nothing is paid, or the work is invoiced.',
        params: IdParamsSchema,
        body: ProjectRefundSchema,
        response: { 201: envelope(ProjectRefundDataSchema), ...adminFails, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await stages.refundAdvances(staffOf(request), request.params.id, request.body);
      reply.code(201);
      return {
        success: true as const,
        data,
        message: `Refunded ${formatPaise(data.online_paise + data.offline_paise)}`,
      };
    },
  );

  app.get(
    '/admin/projects/:id/documents/:documentId',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: "One of the project's GST documents (a receipt voucher) as a PDF",
        params: ProjectDocumentParamsSchema,
        response: { 200: z.any(), ...adminFails },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await stages.document(request.params.id, request.params.documentId)),
  );
};

export interface StagesRoutesOptions {
  auth: Auth;
  stages: StagesService;
  documents: ProjectDocumentsService;
  timeline: TimelineService;
  limits: WriteLimits;
}

const fails = errorAnswers(400, 401, 403, 404, 409, 429, 503);
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });

/** The customer's side: their project's stages, paying a due one online, and its receipts. */
export const stagesRoutes: FastifyPluginAsync<StagesRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { stages, limits } = options;
  const customerOf = customerScope(app, options.auth);
  const tags = ['projects'];

  app.get(
    '/projects/:id/stages',
    {
      schema: {
        tags,
        summary: "The payment stages of one of the caller's projects (scope read:projects)",
        params: IdParamsSchema,
        response: ok(StagesDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await stages.customerOverview(customerOf(request).id, request.params.id),
    }),
  );

  app.post(
    '/projects/:id/stages/:stageId/pay',
    {
      schema: {
        tags,
        summary: 'Open the online payment of a due stage (scope write:projects)',
        description: 'What the browser needs to open Razorpay Checkout; 409 when the stage is not due.',
        params: StageParamsSchema,
        response: ok(z.object({ payment: GatewayCheckoutSchema })),
      },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      await limits.account(reply, 'project-update', customer.id, request.ip);
      const { id, stageId } = request.params;
      return { success: true as const, data: { payment: await stages.pay(customer.id, id, stageId) } };
    },
  );

  app.post(
    '/projects/:id/stages/:stageId/confirm',
    {
      schema: {
        tags,
        summary: "Confirm a stage's online payment with what Checkout handed over (scope write:projects)",
        description:
          'The signature is checked; the stage is then paid, exactly once, whether this call or the webhook comes ' +
          'first, and gets a receipt voucher.',
        params: StageParamsSchema,
        body: PaymentConfirmSchema,
        response: ok(StagesDataSchema),
      },
    },
    async (request) => {
      const { id, stageId } = request.params;
      const { data, refunding } = await stages.confirm(customerOf(request).id, id, stageId, request.body);
      const message =
        refunding === null
          ? 'Thank you: your payment is received'
          : `This stage was paid already: your online payment of ${formatPaise(refunding)} is being refunded`;
      return { success: true as const, data, message };
    },
  );

  app.get(
    '/projects/:id/timeline',
    {
      schema: {
        tags,
        summary: "The timeline of one of the caller's projects, newest first (scope read:projects)",
        params: IdParamsSchema,
        response: ok(TimelineDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { events: await options.timeline.read(request.params.id, customerOf(request).id) },
    }),
  );

  app.get(
    '/projects/:id/documents',
    {
      schema: {
        tags,
        summary: "The GST documents of one of the caller's projects (scope read:projects)",
        params: IdParamsSchema,
        response: ok(ProjectDocumentsDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { documents: await options.documents.list(request.params.id, customerOf(request).id) },
    }),
  );

  app.get(
    '/projects/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: "One of the project's GST documents (a receipt voucher) as a PDF (scope read:projects)",
        params: ProjectDocumentParamsSchema,
        response: { 200: z.any(), ...fails },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      return sendPdf(reply, await stages.document(id, documentId, customerOf(request).id));
    },
  );
};
