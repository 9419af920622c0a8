// The customer's access measures for "Will it fit?" (decision 204): GET and PUT
// /account/access-measures, with the customer's bearer token, only ever their own. Thin handlers over
// the access measures service.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../contract/catalogue.ts';
import { AccessMeasuresDataSchema, AccessMeasuresUpdateSchema } from '../../../contract/fit.ts';
import { answerWithFirstMessage } from '../../http/validation.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import type { Auth } from '../identity/index.ts';
import type { AccessMeasuresService } from './access-measures.service.ts';

export interface AccessMeasuresRoutesOptions {
  auth: Auth;
  accessMeasures: AccessMeasuresService;
  limits: WriteLimits;
}

const answers = { 200: envelope(AccessMeasuresDataSchema), ...errorAnswers(400, 401, 403, 422, 429) };
const tags = ['account'];

export const accessMeasuresRoutes: FastifyPluginAsync<AccessMeasuresRoutesOptions> = async (
  fastify,
  { auth, accessMeasures, limits },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setErrorHandler(answerWithFirstMessage);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/account/access-measures',
    {
      schema: {
        tags,
        summary: "The delivery address's doorway, lift and staircase measures (scope read:profile)",
        response: answers,
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'read:profile');
      return { success: true as const, data: { measures: await accessMeasures.read(customer.id) } };
    },
  );

  // The caller first: one without a sign-in is told to sign in (401) before their body is read.
  const callers = new WeakMap<FastifyRequest, Awaited<ReturnType<Auth['caller']>>>();
  const signedIn = async (request: FastifyRequest) => {
    callers.set(request, await auth.caller(request, 'write:profile'));
  };

  app.put(
    '/account/access-measures',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Replace the delivery address's access measures (scope write:profile)",
        description:
          'Whole centimetres from 30 to 400, each optional (null or left out: not measured): the narrowest doorway ' +
          "(width and height together), the lift's inside width, depth and height (all three together; none with " +
          'no_lift) and the staircase width. A measure out of range, or one without its partners, is a 422 naming it.',
        body: AccessMeasuresUpdateSchema,
        response: answers,
      },
    },
    async (request, reply) => {
      const { customer } = callers.get(request) ?? (await auth.caller(request, 'write:profile'));
      await limits.account(reply, 'profile', customer.id, request.ip);
      const measures = await accessMeasures.replace(customer.id, request.body);
      return { success: true as const, data: { measures }, message: 'Delivery access saved' };
    },
  );
};
