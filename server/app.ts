// Builds the API: plugins, then routes, then the error handlers. Listening and shutdown live in
// main.ts, so tests drive this app through `inject` with no port.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { composeServices, type Services } from './compose.ts';
import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import { AppError, ERROR_STATUS, type ErrorKind } from './errors.ts';
import { trustProxyOption } from './http/client-address.ts';
import { logSerializers } from './http/logging.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.ts';
import { documentObjectTransform, documentTransform, requireBearerInDocument } from './http/openapi.ts';
import { securityHeaders } from './http/security-headers.ts';
import { limitBodyTime, serverTimeouts } from './http/timeouts.ts';
import {
  describeValidation,
  inspectInput,
  MAX_INPUT_DEPTH,
  TEXT_PROBLEM_MESSAGE,
} from './http/validation.ts';
import {
  accessMeasuresRoutes,
  accountRoutes,
  adminCustomersRoutes,
  consentRoutes,
  recentlyViewedRoutes,
} from './modules/account/index.ts';
import { cartCheckRoutes, cartReminderRoutes, cartRoutes } from './modules/carts/index.ts';
import { adminLeadsRoutes, leadsRoutes } from './modules/leads/index.ts';
import {
  adminProjectsRoutes,
  adminQuotesRoutes,
  adminStagesRoutes,
  adminVisitsRoutes,
  adminPhotoRoutes,
  quotesRoutes,
  stagesRoutes,
  visitsRoutes,
} from './modules/projects/index.ts';
import {
  adminCatalogueRoutes,
  adminReturnWindowRoutes,
  returnPolicyRoutes,
  adminStockRoutes,
  registerCaching,
  buildIndexRoutes,
  catalogueRoutes,
} from './modules/catalogue/index.ts';
import { adminStaffRoutes } from './modules/staff/index.ts';
import {
  adminDeliveryRoutes,
  adminSlotsRoutes,
  deliveryRoutes,
  slotsRoutes,
} from './modules/delivery/index.ts';
import { adminCouponRoutes, adminEmiRoutes, emiRoutes } from './modules/offers/index.ts';
import {
  adminDispatchRoutes,
  adminOrdersRoutes,
  adminReturnsRoutes,
  ordersRoutes,
  returnsRoutes,
  paymentWebhookRoutes,
} from './modules/orders/index.ts';
import { adminReportsRoutes } from './modules/reports/index.ts';
import { identityRoutes } from './modules/identity/index.ts';
import { internalBuildRoutes, adminOperationsRoutes } from './modules/operations/index.ts';

export interface BuildAppOptions {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The services the routes use; composed from `database` and `config` when not given. */
  services?: Services;
}

const kindOfStatus = (status: number): ErrorKind =>
  (Object.entries(ERROR_STATUS).find(([, code]) => code === status)?.[0] as ErrorKind | undefined) ??
  (status >= 500 ? 'internal' : 'bad_request');

/** The caller's logger settings, with the serializers that keep personal data out of the log. */
function withSafeSerializers(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...logSerializers } };
}

/** Where Swagger UI is served. */
const DOCS_PREFIX = '/api/docs';

/** Longest path parameter the router takes (slugs and ids are far shorter). */
const MAX_PARAM_LENGTH = 300;

/** Unknown routes and every error, answered in the envelope; only a 5xx is logged, without the request's input. */
function answerErrorsInTheEnvelope(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      success: false,
      error: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'not_found',
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, details } = describeValidation(error);
      return reply.code(400).send({ success: false, error: message, code: 'bad_request', details });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send({
        success: false,
        error: error.message,
        code: error.kind,
        ...(error.details === undefined ? {} : { details: error.details }),
        ...(error.isAuthError ? { isAuthError: true } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? `The request body is too large (at most ${Math.round(app.initialConfig.bodyLimit! / 1024)} kB)`
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported Content-Type; send application/json'
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'The request body is empty; send a JSON object'
                : error.message;
      return reply.code(status).send({ success: false, error: message, code: kindOfStatus(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ success: false, error: 'Something went wrong on our side', code: 'internal' });
  });
}

/** The OpenAPI document's description, servers, tags and security scheme. */
const openApiDocument = (config: Config): FastifyDynamicSwaggerOptions['openapi'] => ({
  openapi: '3.1.0',
  info: {
    title: 'Interior-design API',
    description:
      'Reference implementation of the storefront contract. Every success is `{ success: true, data, message? }`; ' +
      'every failure is `{ success: false, error, code, details?, isAuthError? }`. Money is whole rupees (INR).',
    version: '1.0.0',
  },
  servers: [{ url: config.publicApiOrigin }],
  tags: [
    { name: 'products', description: 'Products, reviews, stock and prices' },
    { name: 'categories', description: 'The category tree' },
    { name: 'catalogue', description: 'Catalogue-wide signals' },
    { name: 'leads', description: 'Consultation bookings and contact messages' },
    { name: 'chat', description: 'Chat links to the business' },
    { name: 'delivery', description: 'Where the shop delivers, by when, and on what terms' },
    { name: 'orders', description: 'Checkout, orders, GST invoices and Order History' },
    { name: 'account', description: 'The signed-in customer, their profile and avatar (bearer token)' },
    { name: 'wishlist', description: "The signed-in customer's wishlist (bearer token)" },
    { name: 'cart', description: "The signed-in customer's cart and its reminders (decision 207)" },
    { name: 'projects', description: "The signed-in customer's design projects (bearer token)" },
    {
      name: 'admin',
      description: 'The back office: staff only (bearer token with the admin scope and a role)',
    },
    { name: 'health', description: 'Liveness and readiness' },
  ],
  components: {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'An RS256 access token from the configured OpenID provider (embedded: /oidc).',
      },
    },
  },
});

/** The OpenAPI document, its pages, and the health checks. */
async function registerDocsAndHealth(
  app: FastifyInstance,
  config: Config,
  database: Database,
): Promise<void> {
  await app.register(swagger, {
    openapi: openApiDocument(config),
    // Named components, operation ids, summaries and security: a document standard tools can use.
    transform: documentTransform,
    transformObject: documentObjectTransform,
  });
  // Tags start closed: with every tag of the document open at once, the page stopped drawing part of the
  // way down the first one; a tag opens when clicked, as the journey does.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'none' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers' } },
    async () => ({
      status: 'ok',
    }),
  );
  app.get(
    '/readyz',
    { schema: { tags: ['health'], summary: 'Readiness: the database answers (503 when it does not)' } },
    async (_request, reply) => {
      try {
        await database.query(sql`SELECT 1`);
        return { status: 'ready', database: database.kind };
      } catch (error) {
        app.log.error({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable', database: database.kind });
      }
    },
  );
}

/** The signed-in customer's calls, each declaring the bearer token in the document. */
async function registerCustomerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Every account call needs the customer's bearer token but the refresh, which exchanges a refresh
  // token; the document says so for each (tests/api/openapi.test.ts holds it to what the calls do).
  await app.register(async (scope) => {
    requireBearerInDocument(scope, new Set(['POST /api/v1/auth/refresh']));
    await scope.register(accountRoutes, { prefix: '/api/v1', ...services.account });
    await scope.register(accessMeasuresRoutes, { prefix: '/api/v1', ...services.account });
    await scope.register(quotesRoutes, {
      prefix: '/api/v1',
      auth: services.account.auth,
      quotes: services.sales.quotes,
      limits: services.account.limits,
    });
    await scope.register(stagesRoutes, { prefix: '/api/v1', ...services.projectPayments });
    await scope.register(visitsRoutes, { prefix: '/api/v1', ...services.siteVisits });
    await scope.register(recentlyViewedRoutes, { prefix: '/api/v1', ...services.recentlyViewed });
    await scope.register(consentRoutes, { prefix: '/api/v1', ...services.carts.consentRoutes });
    await scope.register(cartRoutes, { prefix: '/api/v1', ...services.carts });
  });
}

export async function buildApp({
  database,
  config,
  logger = false,
  services = composeServices({ database, config }),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger the caller configures writes errors and requests through the serializers that
    // keep a visitor's input out of the log.
    logger: withSafeSerializers(logger),
    // One line a request, written when it is answered (below), with its id in every line about it.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    // Plugins read files at start (Swagger UI's bundle); a busy machine must not turn that into a
    // failed start. The default is 10 s.
    pluginTimeout: 60_000,
    bodyLimit: 100 * 1024,
    // How long a request may take to arrive, headers, body and all (decision 152).
    ...serverTimeouts(config),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // Errors the router raises before any route runs, in the envelope like every other error (and
    // without echoing the URL back).
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send({
        success: false,
        error: tooLong
          ? `A path parameter is too long (at most ${MAX_PARAM_LENGTH} characters)`
          : 'The URL is not valid',
        code: 'bad_request',
      });
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  limitBodyTime(app, config);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
  services.metrics?.register(app);
  // The API speaks JSON (and multipart where a route says so); other bodies get a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('preValidation', async (request) => {
    const parts = [
      ['path parameter', request.params],
      ['query parameter', request.query],
      ['field', request.body],
    ] as const;
    for (const [where, value] of parts) {
      const problem = inspectInput(value);
      if (problem && 'tooDeep' in problem)
        throw AppError.badRequest(`The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
      if (problem) {
        // The field's name goes back to the client: a key that holds the bad text shows U+FFFD in its place.
        const field = problem.field.toWellFormed().replaceAll('\u0000', '\ufffd');
        const message = TEXT_PROBLEM_MESSAGE[problem.problem];
        throw AppError.badRequest(`Invalid ${where} '${field}': ${message}`, [{ field, message }]);
      }
    }
  });

  // Protective headers on every answer (decision 032); routes with a page of their own (the sign-in
  // pages) set their own policy in a later hook, and the provider's raw answers get them in routes.ts.
  const headers = securityHeaders({ publicApiOrigin: config.publicApiOrigin, docsPrefix: DOCS_PREFIX });
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers.common))
      if (!reply.hasHeader(name)) reply.header(name, value);
    reply.header('content-security-policy', headers.policyFor(request.url.split('?')[0] ?? '/'));
    return payload;
  });

  // Error handlers first: plugins registered later inherit them.
  answerErrorsInTheEnvelope(app);

  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'If-None-Match'],
    // The back office names a download by the file name the API gives it (a challan's number, decision 199).
    exposedHeaders: ['ETag', 'X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });

  await registerDocsAndHealth(app, config, database);

  const mediaRoot = resolve(config.DATA_DIR, 'media');
  if (!existsSync(mediaRoot)) mkdirSync(mediaRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '1d',
  });

  registerCaching(app, config.CATALOGUE_CACHE_SECONDS, services.catalogue.responseCache);
  await app.register(catalogueRoutes, { prefix: '/api/v1', ...services.catalogue });
  await app.register(buildIndexRoutes, {
    prefix: '/api/v1',
    buildIndex: services.buildIndex,
    products: services.catalogue.products,
  });
  await app.register(leadsRoutes, { prefix: '/api/v1', ...services.leads });
  if (services.identity.embedded)
    await app.register(identityRoutes, { identity: services.identity.embedded, headers });
  await registerCustomerRoutes(app, services);
  await app.register(cartReminderRoutes, { prefix: '/api/v1', ...services.carts.unsubscribeRoutes });
  await app.register(cartCheckRoutes, { prefix: '/api/v1', carts: services.carts.carts });
  await app.register(adminStaffRoutes, { prefix: '/api/v1', ...services.staff });
  await app.register(adminOperationsRoutes, { prefix: '/api/v1', ...services.operations });
  // The rebuilder's reports and "publish now" (decision 053): only with the shared secret configured.
  if (config.REBUILDER_TOKEN)
    await app.register(internalBuildRoutes, {
      prefix: '/api/v1',
      builds: services.operations.builds,
      token: config.REBUILDER_TOKEN,
    });
  await app.register(adminLeadsRoutes, {
    prefix: '/api/v1',
    guard: services.sales.guard,
    leads: services.sales.leads,
  });
  await app.register(adminProjectsRoutes, {
    prefix: '/api/v1',
    guard: services.sales.guard,
    projects: services.sales.projects,
  });
  await app.register(adminQuotesRoutes, {
    prefix: '/api/v1',
    guard: services.sales.guard,
    quotes: services.sales.quotes,
  });
  await app.register(adminStagesRoutes, { prefix: '/api/v1', ...services.projectPayments });
  await app.register(adminVisitsRoutes, { prefix: '/api/v1', ...services.siteVisits });
  await app.register(adminPhotoRoutes, { prefix: '/api/v1', ...services.projectPhotos });
  await app.register(adminCustomersRoutes, {
    prefix: '/api/v1',
    guard: services.sales.guard,
    customers: services.sales.customers,
  });
  await app.register(adminCatalogueRoutes, { prefix: '/api/v1', ...services.adminCatalogue });
  await app.register(adminReturnWindowRoutes, {
    prefix: '/api/v1',
    guard: services.adminCatalogue.guard,
    windows: services.adminCatalogue.returnWindows,
  });
  await app.register(returnPolicyRoutes, {
    prefix: '/api/v1',
    windows: services.adminCatalogue.returnWindows,
  });
  await app.register(deliveryRoutes, { prefix: '/api/v1', delivery: services.delivery.delivery });
  await app.register(adminDeliveryRoutes, { prefix: '/api/v1', ...services.delivery });
  await app.register(emiRoutes, { prefix: '/api/v1', emi: services.emi.emi });
  await app.register(adminEmiRoutes, { prefix: '/api/v1', ...services.emi });
  await app.register(adminCouponRoutes, { prefix: '/api/v1', ...services.coupons });
  const { slots } = services;
  await app.register(slotsRoutes, { prefix: '/api/v1', slots: slots.orders, auth: slots.auth });
  await app.register(adminSlotsRoutes, { prefix: '/api/v1', slots: slots.admin, guard: slots.guard });
  await app.register(ordersRoutes, { prefix: '/api/v1', ...services.orders });
  await app.register(adminOrdersRoutes, { prefix: '/api/v1', ...services.orders });
  await app.register(returnsRoutes, { prefix: '/api/v1', ...services.orders });
  await app.register(adminReturnsRoutes, { prefix: '/api/v1', ...services.orders });
  await app.register(adminDispatchRoutes, { prefix: '/api/v1', ...services.dispatch });
  await app.register(adminStockRoutes, { prefix: '/api/v1', ...services.stock });
  await app.register(adminReportsRoutes, { prefix: '/api/v1', ...services.reports });
  await app.register(paymentWebhookRoutes, { prefix: '/api/v1', orders: services.orders.orders });
  // CSV import jobs run beside a listening API (tests drive them by hand), and stop before it closes.
  app.addHook('onListen', async () => {
    await services.importWorker.start(app.log);
  });
  app.addHook('onClose', async () => {
    await services.importWorker.stop();
  });

  return app;
}
