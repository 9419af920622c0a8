// Catalogue routes: thin handlers over the products and categories services. Every read is cached by
// the rules of caching.ts (and, but for trending and the version, kept in memory until the catalogue
// changes: response-cache.ts); responses are checked against the contract's schemas.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoriesQuerySchema,
  CategoryQuerySchema,
  CodeParamsSchema,
  CompareBodySchema,
  IdParamsSchema,
  LimitQuerySchema,
  NotifyBodySchema,
  PriceQuerySchema,
  ProductListQuerySchema,
  RecentlyViewedQuerySchema,
  RecommendationsQuerySchema,
  ReviewListQuerySchema,
  SlugParamsSchema,
  StockAlertConfirmQuerySchema,
  VariantQuerySchema,
} from '../../../contract/catalogue-requests.ts';
import {
  AvailabilityDataSchema,
  CareInstructionsDataSchema,
  CatalogueVersionDataSchema,
  CategoriesDataSchema,
  CategoryDataSchema,
  CategoryTreeDataSchema,
  ComparisonDataSchema,
  ErrorBodySchema,
  PriceDataSchema,
  PriceRangeDataSchema,
  ProductDataSchema,
  RedirectsDataSchema,
  ProductFiltersDataSchema,
  ProductListDataSchema,
  ProductsDataSchema,
  ReviewListDataSchema,
  SizeGuideDataSchema,
  StockAlertConfirmedDataSchema,
  StockDataSchema,
  StockNotifyDataSchema,
  VariantsDataSchema,
  ViewsDataSchema,
  envelope,
  type CatalogueVersion,
  type ProductSummary,
  type SlugRedirect,
} from '../../../contract/catalogue.ts';
import { AppError } from '../../errors.ts';
import type { ZodApp } from '../../http/validation.ts';
import { keepLinkPagePolicy } from '../../http/link-page.ts';
import type { WriteLimits } from '../../limits/write-limits.ts';
import {
  CACHE_CATALOGUE,
  CACHE_CATALOGUE_LIVE,
  CACHE_REVALIDATE,
  CACHE_REVALIDATE_LIVE,
  NO_STORE,
} from './caching.ts';
import type { CategoriesService } from './categories.service.ts';
import type { ProductsService } from './products.service.ts';
import { confirmedPage, invalidLinkPage, STOCK_ALERT_PAGE_CSP } from './stock-alert-page.ts';
import { CONFIRMATION_LINK_INVALID, type StockAlertsService } from './stock-alerts.service.ts';
import type { ViewCounter } from './views.ts';

export interface CatalogueRoutesOptions {
  products: ProductsService;
  categories: CategoriesService;
  /** The catalogue's current version, for rebuilders. */
  version: () => Promise<CatalogueVersion>;
  /** Old addresses of renamed products and categories. */
  redirects: () => Promise<SlugRedirect[]>;
  views: ViewCounter;
  stockAlerts: StockAlertsService;
  /** Views and back-in-stock requests are limited per client IP (429 with Retry-After beyond). */
  limits: WriteLimits;
}

const tags = ['products'];
const fails = { 400: ErrorBodySchema, 404: ErrorBodySchema };
const ok = <T extends z.ZodType>(data: T) => ({ 200: envelope(data), ...fails });
const limited = { ...fails, 429: ErrorBodySchema };

/** GET `path`: a short list of product cards, `limit` of them (`defaultLimit` unless asked). */
function productCards(
  app: ZodApp,
  path: string,
  defaultLimit: number,
  read: (limit: number) => Promise<ProductSummary[]>,
  config: { cache: 'catalogue'; memoise?: boolean } = CACHE_CATALOGUE,
) {
  app.get(
    path,
    {
      config,
      schema: { tags, querystring: LimitQuerySchema(defaultLimit), response: ok(ProductsDataSchema) },
    },
    async (request) => ({ success: true as const, data: { products: await read(request.query.limit) } }),
  );
}

export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  productListRoutes(app, options);
  productPageRoutes(app, options);
  productExtraRoutes(app, options);
  categoryRoutes(app, options);
};

/** Lists of products: filtered and searched, the short lists of cards, prices and comparisons. */
function productListRoutes(app: ZodApp, options: CatalogueRoutesOptions) {
  const { products } = options;
  app.get(
    '/products',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        summary: 'List products with filters, search, sorting and pagination',
        description:
          '`category` (slug) or `category_id` include descendant categories. `search` is typo-tolerant. ' +
          'Prices filter and sort on the price a shopper pays (the discount price when lower).',
        querystring: ProductListQuerySchema,
        response: ok(ProductListDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await products.list(request.query) }),
  );

  productCards(app, '/products/featured', 10, (limit) => products.featured(limit));

  app.get(
    '/products/filters',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        summary: 'Filter values with product counts, optionally within a category and its descendants',
        querystring: CategoryQuerySchema,
        response: ok(ProductFiltersDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await products.filters(request.query.category) }),
  );

  app.get(
    '/products/price-range',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        querystring: CategoryQuerySchema,
        response: ok(PriceRangeDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await products.priceRange(request.query.category) }),
  );

  app.get(
    '/products/recommendations',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        description:
          'Well-rated products in stock, varied across categories. `userId` is accepted; the reference API keeps no personal history.',
        querystring: RecommendationsQuerySchema,
        response: ok(ProductsDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { products: await products.recommendations(request.query.limit) },
    }),
  );

  app.get(
    '/products/recently-viewed',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        description:
          'The products named by `ids` (comma-separated, most recent first), skipping unknown ones.',
        querystring: RecentlyViewedQuerySchema,
        response: ok(ProductsDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { products: await products.recentlyViewed(request.query.ids, request.query.limit) },
    }),
  );

  // Trending follows page views, which are not catalogue changes: never answered from memory.
  productCards(app, '/products/trending', 8, (limit) => products.trending(limit), CACHE_CATALOGUE_LIVE);

  productCards(app, '/products/new-arrivals', 8, (limit) => products.newArrivals(limit));

  productCards(app, '/products/sale', 8, (limit) => products.sale(limit));

  app.post(
    '/products/compare',
    {
      config: NO_STORE,
      schema: {
        tags,
        body: CompareBodySchema,
        response: ok(ComparisonDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { products: await products.compare(request.body.productIds) },
    }),
  );
}

/** One product: by code, slug or id, its variants, availability, reviews and recommendations. */
function productPageRoutes(app: ZodApp, options: CatalogueRoutesOptions) {
  const { products } = options;
  app.get(
    '/products/code/:code',
    { config: CACHE_CATALOGUE, schema: { tags, params: CodeParamsSchema, response: ok(ProductDataSchema) } },
    async (request) => ({
      success: true as const,
      data: { product: await products.byCode(request.params.code) },
    }),
  );

  app.get(
    '/products/slug/:slug',
    { config: CACHE_CATALOGUE, schema: { tags, params: SlugParamsSchema, response: ok(ProductDataSchema) } },
    async (request) => ({
      success: true as const,
      data: { product: await products.bySlug(request.params.slug) },
    }),
  );

  app.get(
    '/products/:id',
    { config: CACHE_CATALOGUE, schema: { tags, params: IdParamsSchema, response: ok(ProductDataSchema) } },
    async (request) => ({
      success: true as const,
      data: { product: await products.byId(request.params.id) },
    }),
  );

  app.get(
    '/products/:id/related',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        description: 'Products in the same category first, then the nearest in price.',
        params: IdParamsSchema,
        querystring: LimitQuerySchema(6, 24),
        response: ok(ProductsDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { products: await products.related(request.params.id, request.query.limit) },
    }),
  );

  app.get(
    '/products/:id/reviews',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: ok(ReviewListDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.reviews(request.params.id, request.query.page, request.query.limit),
    }),
  );

  // POST /products/:id/reviews (signed-in customers) is served by the account module.

  app.get(
    '/products/:id/variants',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        params: IdParamsSchema,
        response: ok(VariantsDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { variants: await products.variants(request.params.id) },
    }),
  );

  app.get(
    '/products/:id/availability',
    {
      config: CACHE_REVALIDATE,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: PriceQuerySchema,
        response: ok(AvailabilityDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.availability(request.params.id, request.query.variantId, request.query.quantity),
    }),
  );

  app.get(
    '/products/:id/price',
    {
      config: CACHE_REVALIDATE,
      schema: { tags, params: IdParamsSchema, querystring: PriceQuerySchema, response: ok(PriceDataSchema) },
    },
    async (request) => ({
      success: true as const,
      data: await products.price(request.params.id, request.query.variantId, request.query.quantity),
    }),
  );
}

/** A product's stock, its page views, back-in-stock alerts, size guide and care instructions. */
function productExtraRoutes(app: ZodApp, options: CatalogueRoutesOptions) {
  const { products } = options;
  app.get(
    '/products/:id/stock',
    {
      config: CACHE_REVALIDATE,
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: VariantQuerySchema,
        response: ok(StockDataSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await products.stock(request.params.id, request.query.variantId),
    }),
  );

  app.post(
    '/products/:id/view',
    {
      config: NO_STORE,
      schema: {
        tags,
        description:
          'Counts a view of the product for "trending": once per visitor (client address and browser) per ' +
          'product per day. `views` is the total.',
        params: IdParamsSchema,
        response: { 200: envelope(ViewsDataSchema), ...limited },
      },
    },
    async (request, reply) => {
      await options.limits.view(reply, request.ip);
      const userAgent = request.headers['user-agent'];
      return {
        success: true as const,
        data: await options.views.record(request.params.id, { ip: request.ip, userAgent }),
      };
    },
  );

  app.get(
    '/products/notify/confirm',
    {
      config: NO_STORE,
      // The app's hook gives every answer the API's policy first; the page keeps its own (its style).
      onSend: keepLinkPagePolicy,
      schema: {
        tags,
        summary: 'Confirm a back-in-stock request (the link e-mailed to its address)',
        description:
          'A small HTML page for people following the link; the JSON envelope when the client accepts ' +
          'application/json and not text/html. An unknown, replaced or expired link is a 404. Confirming twice is harmless.',
        querystring: StockAlertConfirmQuerySchema,
        response: {
          200: envelope(StockAlertConfirmedDataSchema),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const accept = request.headers.accept ?? '';
      const wantsJson = accept.includes('application/json') && !accept.includes('text/html');
      const confirmed = await options.stockAlerts.confirm(request.query.token);
      if (wantsJson) {
        if (!confirmed) throw AppError.notFound(CONFIRMATION_LINK_INVALID);
        return { success: true as const, data: { confirmed: true as const, ...confirmed } };
      }
      const { businessName, shopOrigin } = options.stockAlerts;
      const html = confirmed
        ? confirmedPage(confirmed, businessName)
        : invalidLinkPage(CONFIRMATION_LINK_INVALID, `${shopOrigin}/`);
      // A string is sent as it is (the JSON schemas above type only the envelope).
      return reply
        .code(confirmed ? 200 : 404)
        .header('content-security-policy', STOCK_ALERT_PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(html as never);
    },
  );

  app.post(
    '/products/:id/notify',
    {
      config: NO_STORE,
      schema: {
        tags,
        summary: 'Ask to be e-mailed when the product (or variant) is back in stock',
        description:
          'Stores the request unconfirmed and e-mails the address a link to confirm it; only confirmed requests are ' +
          'ever mailed about stock. The answer (202) is the same whether or not the address had asked before. ' +
          'Limited per client IP, and confirmation e-mails per address (429 beyond).',
        params: IdParamsSchema,
        body: NotifyBodySchema,
        response: { 202: envelope(StockNotifyDataSchema), ...limited },
      },
    },
    async (request, reply) => {
      const { email, variantId } = request.body;
      await options.limits.stockAlert(reply, request.ip, email);
      const result = await options.stockAlerts.request(request.params.id, email, variantId);
      reply.code(202);
      return {
        success: true as const,
        data: { created: true, inStock: result.inStock },
        message: result.message,
      };
    },
  );

  app.get(
    '/products/:id/size-guide',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        params: IdParamsSchema,
        response: ok(SizeGuideDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await products.sizeGuide(request.params.id) }),
  );

  app.get(
    '/products/:id/care-instructions',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags,
        params: IdParamsSchema,
        response: ok(CareInstructionsDataSchema),
      },
    },
    async (request) => ({ success: true as const, data: await products.careInstructions(request.params.id) }),
  );
}

/** Categories, old addresses of renamed pages, and the catalogue's version. */
function categoryRoutes(app: ZodApp, options: CatalogueRoutesOptions) {
  const { categories } = options;
  const categoryTags = ['categories'];

  app.get(
    '/categories',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags: categoryTags,
        description:
          'All categories, flat; with `tree=true`, root categories with nested `children`. `product_count` includes descendants.',
        querystring: CategoriesQuerySchema,
        response: ok(z.union([CategoryTreeDataSchema, CategoriesDataSchema])),
      },
    },
    async (request) => ({
      success: true as const,
      data: { categories: request.query.tree ? await categories.tree() : await categories.all() },
    }),
  );

  app.get(
    '/categories/roots',
    { config: CACHE_CATALOGUE, schema: { tags: categoryTags, response: ok(CategoriesDataSchema) } },
    async () => ({ success: true as const, data: { categories: await categories.roots() } }),
  );

  app.get(
    '/categories/slug/:slug',
    {
      config: CACHE_CATALOGUE,
      schema: { tags: categoryTags, params: SlugParamsSchema, response: ok(CategoryDataSchema) },
    },
    async (request) => ({
      success: true as const,
      data: { category: await categories.bySlug(request.params.slug) },
    }),
  );

  app.get(
    '/categories/:id',
    {
      config: CACHE_CATALOGUE,
      schema: { tags: categoryTags, params: IdParamsSchema, response: ok(CategoryDataSchema) },
    },
    async (request) => ({
      success: true as const,
      data: { category: await categories.byId(request.params.id) },
    }),
  );

  app.get(
    '/redirects',
    {
      config: CACHE_CATALOGUE,
      schema: {
        tags: ['catalogue'],
        summary: 'Old addresses of renamed products and categories',
        description:
          'Every slug a published product or a category had before it was changed (`from`), with the slug it has ' +
          'now (`to`): `/products/{from}` and `/categories/{from}` should send visitors to `/products/{to}` and ' +
          '`/categories/{to}`. A slug that a live record has again is not listed.',
        response: ok(RedirectsDataSchema),
      },
    },
    async () => ({ success: true as const, data: { redirects: await options.redirects() } }),
  );

  app.get(
    '/catalogue/version',
    {
      // Read from the database every time: other processes learn of changes from it.
      config: CACHE_REVALIDATE_LIVE,
      schema: {
        tags: ['catalogue'],
        summary: 'A cheap signal for rebuilders',
        description:
          '`version` changes whenever any product, category, price, stock state, image, variant or review changes.',
        response: ok(CatalogueVersionDataSchema),
      },
    },
    async () => ({ success: true as const, data: await options.version() }),
  );
}
