// A design project's quote over HTTP (decision 191): the back office's versions under
// /api/v1/admin/projects/{id}/quotes, and the customer's under /api/v1/projects/{id}/quotes. Thin
// handlers: each parses with the contract's schemas and calls the quotes service, which checks that
// the project is the caller's (customers) and computes every figure.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/catalogue-requests.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import {
  AdminDesignQuoteDataSchema,
  DesignQuoteDataSchema,
  QuoteApprovalSchema,
  QuoteChangesSchema,
  QuoteDraftSchema,
  QuoteSummariesDataSchema,
  QuoteVersionParamsSchema,
} from '../../../contract/design-quotes.ts';
import { z } from '../../../contract/zod.ts';
import { sendPdf } from '../../http/pdf-download.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import type { Auth } from '../identity/index.ts';
import { customerScope } from './customer-scope.ts';
import { adminFails, adminScope, ADMIN_TAG, staffOf, type StaffGuard } from '../staff/index.ts';
import type { QuotesService } from './quotes.service.ts';

const adminOk = <T extends z.ZodType>(data: T) => ({
  200: envelope(data),
  ...adminFails,
  409: ErrorBodySchema,
});

export interface AdminQuotesRoutesOptions {
  guard: StaffGuard;
  quotes: QuotesService;
}

export const adminQuotesRoutes: FastifyPluginAsync<AdminQuotesRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guard, quotes } = options;
  adminScope(app, guard);
  const tags = [ADMIN_TAG];

  app.get(
    '/admin/projects/:id/quotes',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: "A project's quote versions, newest first, drafts included",
        params: IdParamsSchema,
        response: adminOk(QuoteSummariesDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { quotes: await quotes.list(request.params.id) },
    }),
  );

  app.post(
    '/admin/projects/:id/quotes',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Start the next version of the quote',
        description:
          'A copy of the last version (rooms, lines at their prices, discount, terms), or for the first one the ' +
          "project's rooms and no lines. 409 while a draft exists.",
        params: IdParamsSchema,
        response: { 201: envelope(AdminDesignQuoteDataSchema), ...adminFails, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const quote = await quotes.start(staffOf(request), request.params.id);
      reply.code(201);
      return { success: true as const, data: { quote }, message: `Version ${quote.version} started` };
    },
  );

  app.get(
    '/admin/projects/:id/quotes/:version',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: 'One version of the quote, with what changed since the version before',
        params: QuoteVersionParamsSchema,
        response: adminOk(AdminDesignQuoteDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { quote: await quotes.get(request.params.id, request.params.version) },
    }),
  );

  app.get(
    '/admin/projects/:id/quotes/:version/pdf',
    {
      config: { permission: 'projects:read' },
      schema: {
        tags,
        summary: 'One version of the quote as a PDF',
        params: QuoteVersionParamsSchema,
        response: { 200: z.any(), ...adminFails },
      },
    },
    async (request, reply) => sendPdf(reply, await quotes.pdf(request.params.id, request.params.version)),
  );

  app.put(
    '/admin/projects/:id/quotes/:version',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: "Save a draft's rooms, lines, discount, validity and terms",
        description:
          'Replaces the whole content. Catalogue lines take the product’s price when added and keep it; other lines ' +
          'carry unit, rate (paise before GST), HSN or SAC code and GST rate. The server computes every figure. 409 once ' +
          'the version was sent.',
        params: QuoteVersionParamsSchema,
        body: QuoteDraftSchema,
        response: adminOk(AdminDesignQuoteDataSchema),
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const quote = await quotes.save(staffOf(request), id, version, request.body);
      return { success: true as const, data: { quote }, message: 'Quote saved' };
    },
  );

  app.post(
    '/admin/projects/:id/quotes/:version/send',
    {
      config: { permission: 'projects:write' },
      schema: {
        tags,
        summary: 'Send a draft to the customer',
        description:
          'Fixes its content digest, supersedes the versions it replaces and e-mails the customer. A discount over ' +
          'QUOTE_DISCOUNT_SHARE_PERCENT of the value needs the projects:discount permission (the owner): 403 otherwise.',
        params: QuoteVersionParamsSchema,
        response: adminOk(AdminDesignQuoteDataSchema),
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const quote = await quotes.send(staffOf(request), id, version);
      return { success: true as const, data: { quote }, message: `Version ${version} sent to the customer` };
    },
  );
};

export interface QuotesRoutesOptions {
  auth: Auth;
  quotes: QuotesService;
  limits: WriteLimits;
}

const fails = errorAnswers(400, 401, 403, 404, 409, 429);
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });

/** The customer's side: the versions sent to them, asking for changes, and approving. */
export const quotesRoutes: FastifyPluginAsync<QuotesRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, quotes, limits } = options;
  const tags = ['projects'];
  const customerOf = customerScope(app, auth);

  app.get(
    '/projects/:id/quotes',
    {
      schema: {
        tags,
        summary:
          "The quote versions sent for one of the caller's projects, newest first (scope read:projects)",
        params: IdParamsSchema,
        response: ok(QuoteSummariesDataSchema),
      },
    },
    async (request) => {
      const customer = customerOf(request);
      return {
        success: true as const,
        data: { quotes: await quotes.customerList(customer.id, request.params.id) },
      };
    },
  );

  app.get(
    '/projects/:id/quotes/:version',
    {
      schema: {
        tags,
        summary: 'One version of the quote, room by room, with what changed since the version before',
        params: QuoteVersionParamsSchema,
        response: ok(DesignQuoteDataSchema),
      },
    },
    async (request) => {
      const customer = customerOf(request);
      const { id, version } = request.params;
      return { success: true as const, data: { quote: await quotes.customerGet(customer.id, id, version) } };
    },
  );

  app.get(
    '/projects/:id/quotes/:version/pdf',
    {
      schema: {
        tags,
        summary: 'One version of the quote as a PDF (scope read:projects)',
        params: QuoteVersionParamsSchema,
        response: { 200: z.any(), ...fails },
      },
    },
    async (request, reply) => {
      const { id, version } = request.params;
      return sendPdf(reply, await quotes.customerPdf(customerOf(request).id, id, version));
    },
  );

  app.post(
    '/projects/:id/quotes/:version/changes',
    {
      schema: {
        tags,
        summary: 'Ask for changes to the latest version (scope write:projects)',
        description: '409 when the version is not the latest sent, was approved, or has expired.',
        params: QuoteVersionParamsSchema,
        body: QuoteChangesSchema,
        response: ok(DesignQuoteDataSchema),
      },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      await limits.account(reply, 'project-update', customer.id, request.ip);
      const { id, version } = request.params;
      const quote = await quotes.requestChanges(customer.id, id, version, request.body.comment);
      return {
        success: true as const,
        data: { quote },
        message: 'Thank you: your designer will send a new version',
      };
    },
  );

  app.post(
    '/projects/:id/quotes/:version/approve',
    {
      schema: {
        tags,
        summary: 'Approve the latest version, exactly as read (scope write:projects)',
        description:
          'confirm must be true and digest the content_digest the version was read with. The approval records the ' +
          'version, the digest, the time, the account and the IP address, and locks the version. 409 when it is not ' +
          'the latest, was approved already, has expired, or changed since it was read.',
        params: QuoteVersionParamsSchema,
        body: QuoteApprovalSchema,
        response: ok(DesignQuoteDataSchema),
      },
    },
    async (request, reply) => {
      const customer = customerOf(request);
      await limits.account(reply, 'project-update', customer.id, request.ip);
      const { id, version } = request.params;
      const quote = await quotes.approve(customer.id, id, version, request.body.digest, request.ip);
      return { success: true as const, data: { quote }, message: 'Quote approved. Thank you!' };
    },
  );
};
