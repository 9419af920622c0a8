// Lead routes: consultation booking, contact messages, the consultation services and slots, and the
// chat link. Thin handlers over the leads service; the rules live there and in the shared contract.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import {
  ChatLinkDataSchema,
  ChatLinkQuerySchema,
  ChatLinkRequestSchema,
  CONSULTATION_SERVICES,
  CONSULTATION_SUCCESS_MESSAGE,
  ConsultationDataSchema,
  consultationRequestSchema,
  CONTACT_SUCCESS_MESSAGE,
  ContactDataSchema,
  contactRequestSchema,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_RE,
  ServicesDataSchema,
  SlotsDataSchema,
  SlotsQuerySchema,
} from '../../../contract/leads.ts';
import { normalizePhone } from '../../../contract/phone.ts';
import { AppError } from '../../errors.ts';
import { answerWithFirstMessage } from '../../http/validation.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import type { ChatLinks } from './chat.ts';
import type { LeadsService, RequestMeta } from './leads.service.ts';

export interface LeadsRoutesOptions {
  leads: LeadsService;
  chat: ChatLinks;
  /** Submissions per client IP and route (LEADS_RATE_LIMIT_PER_MINUTE), shared by every replica. */
  limits: WriteLimits;
}

const fails = {
  400: ErrorBodySchema,
  409: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** The payloads with the full phone check: any number that can exist, stored in E.164 (decision 045). */
const ConsultationRequestSchema = consultationRequestSchema(normalizePhone);
const ContactRequestSchema = contactRequestSchema(normalizePhone);

const IDEMPOTENCY_DOC =
  'Send an `Idempotency-Key` header (any 1 to 200 visible ASCII characters, e.g. a UUID per submit attempt): a retry with the ' +
  'same key and body returns the first result and stores nothing new; the same key with another body is refused with 422. ' +
  'Without a key, an identical submission within 10 minutes is also answered with the first result. The answer to a ' +
  'repeat carries `Idempotent-Replayed: true`. Submissions are limited per client IP (429 when exceeded).';

function requestMeta(request: FastifyRequest): RequestMeta {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !IDEMPOTENCY_KEY_RE.test(key)) {
    throw AppError.badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters, e.g. a UUID', [
      { field: 'Idempotency-Key', message: 'must be 1 to 200 visible ASCII characters' },
    ]);
  }
  const userAgent = request.headers['user-agent'];
  return { idempotencyKey: key, ip: request.ip, userAgent: userAgent ? userAgent.slice(0, 500) : undefined };
}

/** A filled honeypot gets the same answer as a real submission, so a bot learns nothing; nothing is stored. */
const honeypotFilled = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && value !== false;
};

/** A preValidation hook that answers a filled honeypot like a real submission and stores nothing. */
const dropIfHoneypot =
  (answer: () => unknown, message: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!honeypotFilled(request.body)) return;
    request.log.warn({ route: request.routeOptions.url }, 'honeypot field filled; submission dropped');
    return reply.code(201).send({ success: true, data: answer(), message });
  };

export const leadsRoutes: FastifyPluginAsync<LeadsRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { leads, chat } = options;

  // Every message in the lead schemas already names its field in the forms' words ("Email is
  // required"), so the first one is the answer as it stands. Anything else goes to the app's handler.
  app.setErrorHandler(answerWithFirstMessage);

  // Every submission counts, before its body is read (a bot's too): the limit is kept in the database,
  // so it holds across replicas and restarts, and a parallel burst is cut at exactly the limit.
  const limited = (route: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    await options.limits.lead(reply, route, request.ip);
  };

  const tags = ['leads'];

  app.post(
    '/contact/consultation',
    {
      onRequest: limited('consultation'),
      preValidation: dropIfHoneypot(() => leads.decoyConsultation(), CONSULTATION_SUCCESS_MESSAGE),
      schema: {
        tags,
        summary: 'Book a free design consultation',
        description:
          'The date and time come from `timeline` ("Preferred: 2026-11-23 at 02:00 PM") or from `preferredDate` and ' +
          '`preferredTime`. The date must be today or later in India (IST) and the time one of the slots of ' +
          '`GET /consultation/slots`; a full slot gives 409. The request and its e-mails are stored before the answer. ' +
          IDEMPOTENCY_DOC,
        body: ConsultationRequestSchema,
        response: { 200: envelope(ConsultationDataSchema), 201: envelope(ConsultationDataSchema), ...fails },
      },
    },
    async (request, reply) => {
      const result = await leads.submitConsultation(request.body, requestMeta(request));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(201);
      return { success: true as const, data: result.data, message: CONSULTATION_SUCCESS_MESSAGE };
    },
  );

  app.post(
    '/contact/submit',
    {
      onRequest: limited('contact'),
      preValidation: dropIfHoneypot(() => leads.decoyContact(), CONTACT_SUCCESS_MESSAGE),
      schema: {
        tags,
        summary: 'Send a message to the business',
        description: `\`subject\` is one of consultation, project_inquiry, support, feedback, other. ${IDEMPOTENCY_DOC}`,
        body: ContactRequestSchema,
        response: { 200: envelope(ContactDataSchema), 201: envelope(ContactDataSchema), ...fails },
      },
    },
    async (request, reply) => {
      const result = await leads.submitContact(request.body, requestMeta(request));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(201);
      return { success: true as const, data: result.data, message: CONTACT_SUCCESS_MESSAGE };
    },
  );

  app.get(
    '/consultation/services',
    {
      schema: {
        tags,
        summary: 'The consultation services (all free)',
        response: { 200: envelope(ServicesDataSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: { services: [...CONSULTATION_SERVICES] } };
    },
  );

  app.get(
    '/consultation/slots',
    {
      schema: {
        tags,
        summary: "A day's consultation slots and whether each can still be booked",
        description:
          '`date` is YYYY-MM-DD in India. A slot is unavailable once it is full or has started (IST).',
        querystring: SlotsQuerySchema,
        response: { 200: envelope(SlotsDataSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await leads.slots(request.query.date) };
    },
  );

  const chatTags = ['chat'];
  app.post(
    '/simple-whatsapp/chat-url',
    {
      schema: {
        tags: chatTags,
        summary: 'A chat link with a prefilled message',
        description:
          '`type` is general (default), product or consultation; `customerName` is the signed-in name or null; ' +
          '`projectDetails` (or `product`) adds context. The link is read as `data.data.url`.',
        body: ChatLinkRequestSchema,
        response: { 200: envelope(ChatLinkDataSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { data: { url: chat.about(request.body) } },
    }),
  );

  app.get(
    '/simple-whatsapp/chat-url',
    {
      schema: {
        tags: chatTags,
        summary: 'A chat link with a custom message',
        description:
          '`message` is the text; `customerName`, when given, introduces it. Read as `data.data.url`.',
        querystring: ChatLinkQuerySchema,
        response: { 200: envelope(ChatLinkDataSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { data: { url: chat.custom(request.query.message, request.query.customerName) } },
    }),
  );
};
