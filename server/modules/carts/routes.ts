// The cart that follows the account over HTTP (decision 207): the signed-in customer's cart (GET, PUT
// of the device's whole cart, POST /cart/merge at sign-in), and the one-click link of the cart reminder
// e-mail that stops them. Thin handlers over the carts services.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CartDataSchema, CartWriteSchema } from '../../../contract/carts.ts';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { answerWithFirstMessage } from '../../http/validation.ts';
import { keepLinkPagePolicy } from '../../http/link-page.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import type { Auth } from '../identity/index.ts';
import type { CartsService } from './carts.service.ts';
import type { CartReminders } from './reminders.ts';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribedPage, unsubscribeInvalidPage } from './unsubscribe-page.ts';

export interface CartRoutesOptions {
  auth: Auth;
  carts: CartsService;
}

const fails = errorAnswers(400, 401, 403, 422);
const ok = { 200: envelope(CartDataSchema), ...fails };
const tags = ['cart'];

export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, carts } = options;
  app.setErrorHandler(answerWithFirstMessage);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/cart',
    {
      schema: {
        tags,
        summary:
          "The signed-in customer's cart, with each line's current price and stock (scope read:profile)",
        response: ok,
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'read:profile');
      return { success: true as const, data: { cart: await carts.get(customer.id) } };
    },
  );

  app.put(
    '/cart',
    {
      schema: {
        tags,
        summary: "The device's whole cart in place of the account's (scope write:profile)",
        description:
          'At most 50 lines, each quantity 1 to 10; a piece on two lines becomes one. A product or option that does not ' +
          'exist is a 422 naming its line; a product no longer sold is left out. Sending what the cart holds changes nothing.',
        body: CartWriteSchema,
        response: ok,
      },
      // Who is asking comes before what they sent: without a token the answer is a 401, whatever the body.
      onRequest: async (request) => {
        await auth.caller(request, 'write:profile');
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'write:profile');
      return { success: true as const, data: { cart: await carts.replace(customer.id, request.body.lines) } };
    },
  );

  app.post(
    '/cart/merge',
    {
      schema: {
        tags,
        summary: "At sign-in: the device's cart merged into the account's (scope write:profile)",
        description:
          'A piece in both keeps the larger quantity, not the sum, so merging the same cart again changes nothing. ' +
          "The account's lines come first; products no longer sold are left out. Answers the merged cart.",
        body: CartWriteSchema,
        response: ok,
      },
      // Who is asking comes before what they sent: without a token the answer is a 401, whatever the body.
      onRequest: async (request) => {
        await auth.caller(request, 'write:profile');
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'write:profile');
      return { success: true as const, data: { cart: await carts.merge(customer.id, request.body.lines) } };
    },
  );
};

export interface CartReminderRoutesOptions {
  reminders: CartReminders;
  businessName: string;
  shopOrigin: string;
}

const UnsubscribeQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).max(200, 'token must be at most 200 characters'),
});

/** The reminder e-mail's one-click link: no sign-in, the token is the proof. */
export const cartReminderRoutes: FastifyPluginAsync<CartReminderRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerWithFirstMessage);
  app.get(
    '/cart-reminders/unsubscribe',
    {
      // The app's hook gives every answer the API's policy first; the page keeps its own (its style).
      onSend: keepLinkPagePolicy,
      schema: {
        tags,
        summary: 'Stop cart reminder e-mails (the link in the reminder)',
        description:
          'A small HTML page. Records the consent to cart reminders by e-mail as withdrawn, from the source ' +
          '"unsubscribe_link"; following it again is harmless. A link that is not one is a 404 page.',
        querystring: UnsubscribeQuerySchema,
        produces: ['text/html'],
        response: { 200: z.string(), 400: ErrorBodySchema, 404: z.string() },
      },
    },
    async (request, reply) => {
      const done = await options.reminders.unsubscribe(request.query.token);
      const html = done
        ? unsubscribedPage(options.businessName, `${options.shopOrigin}/profile`)
        : unsubscribeInvalidPage(`${options.shopOrigin}/`);
      return reply
        .code(done ? 200 : 404)
        .header('cache-control', 'no-store')
        .header('content-security-policy', UNSUBSCRIBE_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};

export interface CartCheckRoutesOptions {
  carts: CartsService;
}

/** The cart page's check of a device's cart, for anyone: no sign-in, nothing stored. */
export const cartCheckRoutes: FastifyPluginAsync<CartCheckRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerWithFirstMessage);
  app.post(
    '/cart/check',
    {
      schema: {
        tags,
        summary: "A device's cart with the shop's current names, prices and stock (no sign-in)",
        description:
          'What the cart page shows when it opens, for a guest as for a customer: each line as the cart keeps it, ' +
          'with the current price, discount and stock of its product or option, in paise where summed. Nothing is ' +
          "stored. A product no longer sold, or an option that is not its product's, is left out of the answer.",
        body: CartWriteSchema,
        response: { 200: envelope(CartDataSchema), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { cart: await options.carts.check(request.body.lines) } };
    },
  );
};
