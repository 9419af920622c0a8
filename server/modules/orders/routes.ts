// Checkout and orders (docs/orders.md, decision 124): the shopper's quote, placing an order, the order
// page with its invoice (for its customer or the holder of its link), Order History, and Razorpay's
// webhook. The back office's orders are in admin-routes.ts. Thin handlers: each parses with the
// contract's schemas and calls the service.
import { sendPdf } from '../../http/pdf-download.ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { IDEMPOTENCY_KEY_RE } from '../../../contract/leads.ts';
import {
  CALLBACK_SUCCESS_MESSAGE,
  CallbackDataSchema,
  callbackRequestSchema,
  CheckoutSettingsSchema,
  OrderAccessQuerySchema,
  OrderDocumentParamsSchema,
  OrderParamsSchema,
  OrderSchema,
  OrderSummarySchema,
  PaymentConfirmSchema,
  PlacedOrderSchema,
  placeOrderSchema,
  QuoteRequestSchema,
  QuoteSchema,
} from '../../../contract/orders.ts';
import { normalizePhone } from '../../../contract/phone.ts';
import { z } from '../../../contract/zod.ts';
import { AppError } from '../../errors.ts';
import { BEARER } from '../../http/openapi.ts';
import { answerWithFirstMessage, type ZodApp } from '../../http/validation.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import { couponMessages } from '../../../contract/coupons.ts';
import type { Auth } from '../identity/index.ts';
import { WEBHOOK_OUTCOMES } from './order-payments.ts';
import type { OrderAccess, OrdersService } from './orders.service.ts';
import { errorAnswers } from '../../lib/error-answers.ts';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  auth: Auth;
  limits: WriteLimits;
}

const fails = errorAnswers(400, 401, 403, 404, 409, 422, 429);

function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !IDEMPOTENCY_KEY_RE.test(key)) {
    throw AppError.badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters, e.g. a UUID', [
      { field: 'Idempotency-Key', message: 'must be 1 to 200 visible ASCII characters' },
    ]);
  }
  return key;
}

const OR_LINK = [...BEARER, {}];

const tags = ['orders'];

/** Who is asking about an order: a customer signed in with `auth`, or the holder of the order's link. */
export function callersOf(auth: Auth) {
  /** A signed-in caller's customer id when a token is sent; a guest otherwise. */
  const customerOf = async (request: FastifyRequest): Promise<string | undefined> =>
    request.headers.authorization ? (await auth.caller(request, 'read:profile')).customer.id : undefined;

  /**
   * Before anything else is read: an order's calls need its link's token or a sign-in, so a caller with
   * neither is told to sign in (401), not that their body is wrong.
   */
  const linkOrSignIn = async (request: FastifyRequest): Promise<void> => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token === 'string' && token !== '') return;
    await auth.caller(request, 'read:profile');
  };

  const customerAccess = (customer: { id: string; verified_email: string | null }): OrderAccess => ({
    customerId: customer.id,
    verifiedEmail: customer.verified_email,
  });

  /** Access by the link's token, else by the signed-in customer. */
  const accessOf = async (request: FastifyRequest, token: string | undefined): Promise<OrderAccess> =>
    token ? { token } : customerAccess((await auth.caller(request, 'read:profile')).customer);

  return { customerOf, linkOrSignIn, accessOf };
}

export const ordersRoutes: FastifyPluginAsync<OrdersRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerWithFirstMessage);
  checkoutRoutes(app, options);
  orderRoutes(app, options);
};

/** Checkout: its settings, a quote, a callback request, and placing the order. */
function checkoutRoutes(app: ZodApp, options: OrdersRoutesOptions) {
  const { orders } = options;
  const { customerOf } = callersOf(options.auth);
  app.get(
    '/checkout/settings',
    {
      schema: {
        tags,
        summary: 'How an order can be paid, and how large it may be, before it is priced',
        description:
          'The cash-on-delivery cap (whole rupees), whether online payment is configured, and the most pieces ' +
          'one order may hold until it is paid. The cart uses them to say early when an order needs online ' +
          'payment or a call.',
        response: { 200: envelope(CheckoutSettingsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: orders.settings() };
    },
  );

  app.post(
    '/checkout/quote',
    {
      schema: {
        tags,
        summary:
          'Price a cart for a delivery pincode and state: lines, GST, total, payment choices, problems',
        description:
          'Every amount is computed by the server from its own prices; the `price` of each line is what the ' +
          'shopper saw and is only compared, so a changed price is listed in `priceChanges`. Amounts are paise, ' +
          'unit prices whole rupees. Nothing is stored or reserved. `couponCodes` are tried in order and each gets an ' +
          'outcome in `coupons` saying what it took off or why it does not apply; their discount is spread over the ' +
          'lines it covers before their GST. Unknown codes are limited per client IP (429 beyond).',
        body: QuoteRequestSchema,
        response: { 200: envelope(QuoteSchema), ...fails },
      },
    },
    async (request, reply) => {
      // Unknown coupon codes are counted per connection, so codes cannot be found by guessing (decision 202).
      const tried =
        request.body.couponCodes.length > 0 ? await options.limits.couponTry(reply, request.ip) : null;
      const quote = await orders.quote(request.body);
      if (tried && quote.coupons.every((coupon) => coupon.message !== couponMessages.unknown(coupon.code)))
        await tried.known();
      return { success: true as const, data: quote };
    },
  );

  app.post(
    '/checkout/callback',
    {
      // Counted like the other leads, before the body is read.
      onRequest: async (request, reply) => options.limits.lead(reply, 'callback', request.ip),
      schema: {
        tags,
        summary: 'Ask to be called back to order the cart',
        description:
          'For a cart the website cannot take (above the cash-on-delivery cap without online payment, or more ' +
          'pieces than one order may hold): the lines are priced by the server and stored, with the caller, as a ' +
          'lead staff see in the back office, and both sides are e-mailed. An `Idempotency-Key` makes a retry ' +
          'answer with the first request (`Idempotent-Replayed: true`).',
        body: callbackRequestSchema(normalizePhone),
        response: { 200: envelope(CallbackDataSchema), 201: envelope(CallbackDataSchema), ...fails },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      const result = await orders.requestCallback(request.body, {
        idempotencyKey: idempotencyKey(request),
        ip: request.ip,
        userAgent: userAgent ? userAgent.slice(0, 500) : undefined,
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(201);
      return { success: true as const, data: result.data, message: CALLBACK_SUCCESS_MESSAGE };
    },
  );

  app.post(
    '/orders',
    {
      onRequest: async (request, reply) => options.limits.order(reply, request.ip),
      schema: {
        tags,
        summary: 'Place an order (guest or signed in)',
        description:
          'Send an `Idempotency-Key` header (1 to 200 visible ASCII characters, a UUID per checkout): a retry with ' +
          'the same key and body answers with the first order and `Idempotent-Replayed: true`; the same key with ' +
          'another body is refused (422). A cart whose prices changed, or with a line no longer available, is ' +
          'refused with 409 and the new quote in `details.quote`. Cash on delivery places the order at once, ' +
          'with its GST invoice. The answer holds `accessToken`, which opens the order without signing in.',
        body: placeOrderSchema(normalizePhone),
        response: { 200: envelope(PlacedOrderSchema), 201: envelope(PlacedOrderSchema), ...fails },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const customerId = await customerOf(request);
      const placed = await orders.place(request.body, { idempotencyKey: key, customerId });
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      reply.code(placed.replayed ? 200 : 201);
      return { success: true as const, data: { order: placed.order, accessToken: placed.accessToken } };
    },
  );
}

/** One order, by its link or its customer: reading it, its documents, cancelling and paying it. */
function orderRoutes(app: ZodApp, options: OrdersRoutesOptions) {
  const { orders, auth } = options;
  const { accessOf, linkOrSignIn } = callersOf(auth);
  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "An order: for its signed-in customer, or with its link's token",
        params: OrderParamsSchema,
        querystring: OrderAccessQuerySchema,
        // The customer's bearer token, or none with the link's `token` in the query.
        security: OR_LINK,
        response: { 200: envelope(OrderSchema), ...fails },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const access = await accessOf(request, request.query.token);
      return { success: true as const, data: await orders.get(request.params.id, access) };
    },
  );

  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        tags,
        summary: "The order's GST tax invoice as a PDF",
        params: OrderParamsSchema,
        querystring: OrderAccessQuerySchema,
        // The customer's bearer token, or none with the link's `token` in the query.
        security: OR_LINK,
        response: { 200: z.any(), ...fails },
      },
    },
    async (request, reply) => {
      const access = await accessOf(request, request.query.token);
      return sendPdf(reply, await orders.document(request.params.id, access));
    },
  );

  app.get(
    '/orders/:id/documents/:documentId',
    {
      schema: {
        tags,
        summary: "One of the order's GST documents as a PDF: its invoice or a credit note",
        description: 'The ids are those of `invoice` and `creditNotes` in the order.',
        params: OrderDocumentParamsSchema,
        querystring: OrderAccessQuerySchema,
        // The customer's bearer token, or none with the link's `token` in the query.
        security: OR_LINK,
        response: { 200: z.any(), ...fails },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const access = await accessOf(request, request.query.token);
      return sendPdf(reply, await orders.document(id, access, documentId));
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order until it ships',
        params: OrderParamsSchema,
        querystring: OrderAccessQuerySchema,
        // The customer's bearer token, or none with the link's `token` in the query.
        security: OR_LINK,
        response: { 200: envelope(OrderSchema), ...fails },
      },
    },
    async (request) => {
      const access = await accessOf(request, request.query.token);
      return { success: true as const, data: await orders.cancel(request.params.id, access) };
    },
  );

  app.post(
    '/orders/:id/payment',
    {
      onRequest: linkOrSignIn,
      schema: {
        tags,
        summary: "Confirm an online payment with Razorpay Checkout's answer",
        description:
          'The browser sends on what Razorpay Checkout handed it. The server checks the signature (an ' +
          "HMAC-SHA256 of `order_id|payment_id` under the key secret) against this order's gateway order; " +
          'the order is then placed and paid, exactly once, whether this call or the webhook comes first.',
        params: OrderParamsSchema,
        querystring: OrderAccessQuerySchema,
        security: OR_LINK,
        body: PaymentConfirmSchema,
        response: { 200: envelope(OrderSchema), ...fails },
      },
    },
    async (request) => {
      const access = await accessOf(request, request.query.token);
      return {
        success: true as const,
        data: await orders.confirmPayment(request.params.id, access, request.body),
      };
    },
  );

  app.get(
    '/account/orders',
    {
      schema: {
        tags,
        summary: "The signed-in customer's orders, newest first (Order History)",
        security: BEARER,
        description:
          "Guest orders placed with the customer's confirmed e-mail address join the account here.",
        response: { 200: envelope(z.array(OrderSummarySchema)), ...fails },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customer } = await auth.caller(request, 'read:profile');
      return { success: true as const, data: await orders.forCustomer(customer.id, customer.verified_email) };
    },
  );
}

/**
 * Razorpay's webhook (decision 125), in a scope of its own whose JSON is kept as the raw bytes: the
 * signature is an HMAC over exactly what was sent.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ orders: OrdersService }> = async (
  fastify,
  options,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerWithFirstMessage);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/payments/razorpay/webhook',
    {
      schema: {
        tags: ['orders'],
        summary: "Razorpay's webhook: payments, captures, failures and refunds, each applied once",
        description:
          'Signed with `X-Razorpay-Signature`, an HMAC-SHA256 of the raw body under the webhook secret. A body ' +
          'whose signature does not match is refused (400) and changes nothing. Every authentic delivery is ' +
          'acknowledged (200), also one that cannot be applied (`not_applied`: it is recorded and raised to ' +
          'staff); a delivery seen before, by `X-Razorpay-Event-Id`, is `duplicate`. Events: payment.authorized ' +
          '(captured by the API), payment.captured, order.paid, payment.failed, refund.processed, refund.failed.',
        headers: z.object({
          'x-razorpay-signature': z
            .string({ error: 'X-Razorpay-Signature is required' })
            .regex(/^[0-9a-f]{64}$/, 'X-Razorpay-Signature must be 64 hexadecimal characters'),
          'x-razorpay-event-id': z
            .string({ error: 'X-Razorpay-Event-Id must be text' })
            .regex(/^[\w-]{1,64}$/, 'X-Razorpay-Event-Id must be 1 to 64 letters, digits, - or _')
            .optional(),
        }),
        response: { 200: envelope(z.object({ outcome: z.enum(WEBHOOK_OUTCOMES) })), 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw AppError.badRequest('Send the event as application/json');
      const { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId } = request.headers;
      const outcome = await options.orders.webhook(body, signature, eventId);
      return { success: true as const, data: { outcome } };
    },
  );
};
