// GET /catalogue/build-index (decision 100): the site build's list of product pages with a digest of
// what each shows; GET /catalogue/product-pages (decision 112): the data of many of those pages at
// once. Routes of their own, beside the catalogue's reads, since only builds use them.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BuildIndexDataSchema } from '../../../contract/build-index.ts';
import { envelope, ErrorBodySchema } from '../../../contract/catalogue.ts';
import type { BuildIndexService } from './build-index.service.ts';
import {
  PRODUCT_PAGE_RELATED,
  PRODUCT_PAGE_REVIEWS,
  ProductPagesDataSchema,
  ProductPagesQuerySchema,
} from '../../../contract/product-pages.ts';
import { CACHE_REVALIDATE, CACHE_REVALIDATE_LIVE } from './caching.ts';
import type { createProductsService } from './products.service.ts';

export interface BuildIndexRoutesOptions {
  buildIndex: BuildIndexService;
  products: Pick<ReturnType<typeof createProductsService>, 'pages'>;
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
  app.get(
    '/catalogue/product-pages',
    {
      // Each build asks for different batches once: not worth keeping in memory.
      config: CACHE_REVALIDATE_LIVE,
      schema: {
        tags: ['catalogue'],
        summary: 'The data of many product pages at once, for site builds',
        description:
          'For each published product among `ids` (at most 100), what its page reads: the product as GET ' +
          '/products/{id} answers, its six related products as GET /products/{id}/related?limit=6 answers and its ' +
          'first five reviews as GET /products/{id}/reviews?page=1&limit=5 answers. Unknown and unpublished ids ' +
          'are left out.',
        querystring: ProductPagesQuerySchema,
        response: { 200: envelope(ProductPagesDataSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        pages: await options.products.pages(request.query.ids, PRODUCT_PAGE_RELATED, PRODUCT_PAGE_REVIEWS),
      },
    }),
  );
};
