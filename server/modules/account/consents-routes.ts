// The signed-in customer's consents (decision 207): GET the current state of each channel and purpose
// with when and where it last changed, PUT one choice made on the profile page.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../contract/catalogue.ts';
import { ConsentDataSchema, ConsentsDataSchema, ConsentWriteSchema } from '../../../contract/consents.ts';
import type { Database } from '../../db/client.ts';
import { answerWithFirstMessage } from '../../http/validation.ts';
import { errorAnswers } from '../../lib/error-answers.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import type { Auth } from '../identity/index.ts';
import { currentConsents, recordConsent } from './consents.ts';

export interface ConsentRoutesOptions {
  auth: Auth;
  database: Database;
  limits: WriteLimits;
}

const fails = errorAnswers(400, 401, 403, 429);

export const consentRoutes: FastifyPluginAsync<ConsentRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, database, limits } = options;
  app.setErrorHandler(answerWithFirstMessage);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/account/consents',
    {
      schema: {
        tags: ['account'],
        summary: 'What the customer agreed to be sent, per channel and purpose (scope read:profile)',
        description: 'Never asked reads as not agreed, with recorded_at and source null.',
        response: { 200: envelope(ConsentsDataSchema), ...fails },
      },
    },
    async (request) => {
      const { customer } = await auth.caller(request, 'read:profile');
      return { success: true as const, data: { consents: await currentConsents(database.db, customer.id) } };
    },
  );

  app.put(
    '/account/consents',
    {
      schema: {
        tags: ['account'],
        summary: 'Agree or withdraw, for one channel and purpose (scope write:profile)',
        description: 'Recorded with the time and the source "profile"; the record keeps every choice.',
        body: ConsentWriteSchema,
        response: { 200: envelope(ConsentDataSchema), ...fails },
      },
      // Who is asking comes before what they sent: without a token the answer is a 401, whatever the body.
      onRequest: async (request) => {
        await auth.caller(request, 'write:profile');
      },
    },
    async (request, reply) => {
      const { customer } = await auth.caller(request, 'write:profile');
      await limits.account(reply, 'profile', customer.id, request.ip);
      const consent = await recordConsent(database.db, {
        customerId: customer.id,
        ...request.body,
        source: 'profile',
      });
      return {
        success: true as const,
        data: { consent },
        message: consent.granted ? 'Reminders switched on' : 'Reminders switched off',
      };
    },
  );
};
