// Delivery by pincode (decision 120): the shopper's lookup under /api/v1/delivery. The back office's
// serviceable ranges are in admin-routes.ts. Thin handlers: each parses with the contract's schemas and
// calls the service.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { PincodeAnswerSchema, PincodeParamsSchema } from '../../../contract/delivery.ts';
import { answerWithFirstMessage } from '../../http/validation.ts';
import type { DeliveryService } from './pincodes.service.ts';

export interface DeliveryRoutesOptions {
  delivery: DeliveryService;
}

export const deliveryRoutes: FastifyPluginAsync<DeliveryRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerWithFirstMessage);

  app.get(
    '/delivery/pincodes/:pincode',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Whether the shop delivers to a pincode, by when, with what installation and payment',
        description:
          'A well-formed pincode nobody serves is a 200 with serviceable false; a malformed one is a 400 naming ' +
          '`pincode`. The estimated dates count the delivery days from today in India. Where ranges overlap, ' +
          'the narrowest range holding the pincode answers.',
        params: PincodeParamsSchema,
        response: { 200: envelope(PincodeAnswerSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // The dates move at midnight in India; a few minutes of caching are safe for that.
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: await options.delivery.lookup(request.params.pincode) };
    },
  );
};
