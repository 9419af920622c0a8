// The shop's EMI plans (decision 203): GET /emi/plans, the active plans in order, from which the site
// shows "EMI from ₹X/month" and the plans sheet. Plans are built into the pages, so the answer is cached
// like the catalogue's and kept in memory until the catalogue version changes (a plan's write bumps it).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../contract/catalogue.ts';
import { EmiPlansDataSchema } from '../../../contract/emi.ts';
import type { EmiService } from './emi-service.ts';

export interface EmiRoutesOptions {
  emi: EmiService;
}

export const emiRoutes: FastifyPluginAsync<EmiRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/emi/plans',
    {
      config: { cache: 'catalogue', memoise: true },
      schema: {
        tags: ['offers'],
        summary: 'The EMI plans the shop offers, in order',
        description:
          'Active plans only. A plan applies to prices at or above `min_price_paise`; a no-cost plan has ' +
          'rate 0. The figures (instalment, total, interest) are computed by contract/emi-rules.ts.',
        response: { 200: envelope(EmiPlansDataSchema) },
      },
    },
    async () => ({ success: true as const, data: { plans: await options.emi.activePlans() } }),
  );
};
