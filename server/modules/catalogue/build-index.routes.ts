// GET /catalogue/build-index (decision 100): the site build's list of product pages with a digest of
// what each shows. A route of its own, beside the catalogue's reads, since only builds use it.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BuildIndexDataSchema } from '../../../contract/build-index.ts';
import { envelope, ErrorBodySchema } from '../../../contract/catalogue.ts';
import type { BuildIndexService } from './build-index.service.ts';
import { CACHE_REVALIDATE } from './caching.ts';

export interface BuildIndexRoutesOptions {
  buildIndex: BuildIndexService;
}

export const buildIndexRoutes: FastifyPluginAsync<BuildIndexRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/catalogue/build-index',
    {
      config: CACHE_REVALIDATE,
      schema: {
        tags: ['catalogue'],
        summary: 'Every published product page with a digest of what it shows, for site builds',
        description:
          'One entry per published product, by slug: its id, its slug and a digest that changes when anything its ' +
          'page shows changes (the product, its images, variants, specifications, features, category, first page of ' +
          'reviews, and the cards of its related products). A build renders again only the pages whose digest changed.',
        response: { 200: envelope(BuildIndexDataSchema), 400: ErrorBodySchema },
      },
    },
    async () => ({ success: true as const, data: { products: await options.buildIndex.products() } }),
  );
};
