// The signed-in customer's recently viewed products (decision 205): read them, and merge the device's
// list into them. Both need the customer's bearer token and only ever touch the caller's own list.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../contract/catalogue.ts';
import { RecentlyViewedBodySchema, RecentlyViewedDataSchema } from '../../../contract/recently-viewed.ts';
import { answerWithFirstMessage } from '../../http/validation.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import type { Auth } from '../identity/index.ts';
import type { RecentlyViewedService } from './recently-viewed.service.ts';

export interface RecentlyViewedRoutesOptions {
  auth: Auth;
  recentlyViewed: RecentlyViewedService;
}

const tags = ['account'];
const answers = { 200: envelope(RecentlyViewedDataSchema), ...errorAnswers(400, 401, 403, 422) };

export const recentlyViewedRoutes: FastifyPluginAsync<RecentlyViewedRoutesOptions> = async (
  fastify,
  options,
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, recentlyViewed } = options;
  app.setErrorHandler(answerWithFirstMessage);
  // Personal data: never cached by the browser or anything between.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/account/recently-viewed',
    {
      schema: {
        tags,
        summary: "The customer's recently viewed products, newest first (scope read:profile)",
        response: answers,
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'read:profile');
      return { success: true as const, data: { items: await recentlyViewed.list(customer.id) } };
    },
  );

  app.put(
    '/account/recently-viewed',
    {
      schema: {
        tags,
        summary:
          "Merge the device's recently viewed products into the customer's (scope write:profile); the newest view of a product wins, unknown products are skipped, the newest 12 are kept",
        body: RecentlyViewedBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'write:profile');
      return {
        success: true as const,
        data: { items: await recentlyViewed.save(customer.id, request.body.items) },
      };
    },
  );
};
