// An order's delivery and installation slots for its shopper (decision 200), under /api/v1/orders/{id}/slots:
// the days offered, booking one, moving it. Each call is authorised like the order page: the signed-in
// customer's bearer token, or none with the order link's `token` in the query. Thin handlers: each parses
// with the contract's schemas and calls the service.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../contract/catalogue.ts';
import { OrderAccessQuerySchema, OrderParamsSchema } from '../../../contract/orders.ts';
import {
  OrderSlotsQuerySchema,
  OrderSlotsSchema,
  SlotBookingDataSchema,
  SlotPickSchema,
} from '../../../contract/slots.ts';
import { BEARER } from '../../http/openapi.ts';
import { answerWithFirstMessage } from '../../http/validation.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import type { Auth } from '../identity/index.ts';
import type { OrderSlotsService, SlotOrderAccess } from './slots-orders.ts';

export interface SlotsRoutesOptions {
  slots: OrderSlotsService;
  auth: Auth;
}

const fails = errorAnswers(400, 401, 403, 404, 409, 422);
const tags = ['orders'];
const OR_LINK = [...BEARER, {}];

export const slotsRoutes: FastifyPluginAsync<SlotsRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerWithFirstMessage);
  const { slots, auth } = options;

  /** Access by the link's token, else by the signed-in customer. */
  const accessOf = async (request: FastifyRequest, token: string | undefined): Promise<SlotOrderAccess> => {
    if (token) return { token };
    const { customer } = await auth.caller(request, 'read:profile');
    return { customerId: customer.id, verifiedEmail: customer.verified_email };
  };
  /** A caller with neither a token nor a sign-in is told to sign in (401) before their body is read. */
  const linkOrSignIn = async (request: FastifyRequest): Promise<void> => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token === 'string' && token !== '') return;
    await auth.caller(request, 'read:profile');
  };

  app.get(
    '/orders/:id/slots',
    {
      // The link's token or a sign-in first: a caller with neither is told to sign in, not that the query
      // is wrong.
      onRequest: linkOrSignIn,
      schema: {
        tags,
        summary: "An order's delivery or installation day: the booked one, and the days that may be picked",
        description:
          'The days offered start at the first one the order can reach (today in India plus its pincode’s ' +
          'fewest delivery days; an installation on or after its delivery’s day) and run for 21 days; only ' +
          'days with places left are listed. `reason` says why no day may be picked now.',
        params: OrderParamsSchema,
        querystring: OrderSlotsQuerySchema,
        security: OR_LINK,
        response: { 200: envelope(OrderSlotsSchema), ...fails },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const access = await accessOf(request, request.query.token);
      return {
        success: true as const,
        data: await slots.view(request.params.id, access, request.query.purpose),
      };
    },
  );

  app.post(
    '/orders/:id/slots',
    {
      onRequest: linkOrSignIn,
      schema: {
        tags,
        summary: "Book the day of an order's delivery or installation",
        description:
          'Once the order is placed and until it is delivered; an installation only where the order needs ' +
          'one, after its delivery is booked. A day whose last place someone else took first is a 409 naming ' +
          '`date`; a rule the pick breaks is a 422 saying which. The shopper is e-mailed the day.',
        params: OrderParamsSchema,
        querystring: OrderAccessQuerySchema,
        security: OR_LINK,
        body: SlotPickSchema,
        response: { 201: envelope(SlotBookingDataSchema), ...fails },
      },
    },
    async (request, reply) => {
      const access = await accessOf(request, request.query.token);
      const booking = await slots.book(request.params.id, access, request.body);
      reply.code(201);
      return { success: true as const, data: { booking }, message: 'Your day is booked.' };
    },
  );

  app.put(
    '/orders/:id/slots',
    {
      onRequest: linkOrSignIn,
      schema: {
        tags,
        summary: "Move the booked day of an order's delivery or installation",
        description:
          'Until 48 hours before the booked day starts in India; later it is a 422 asking the shopper to call. ' +
          'A delivery may not move past its booked installation.',
        params: OrderParamsSchema,
        querystring: OrderAccessQuerySchema,
        security: OR_LINK,
        body: SlotPickSchema,
        response: { 200: envelope(SlotBookingDataSchema), ...fails },
      },
    },
    async (request) => {
      const access = await accessOf(request, request.query.token);
      const booking = await slots.move(request.params.id, access, request.body);
      return { success: true as const, data: { booking }, message: 'Your day is moved.' };
    },
  );
};
