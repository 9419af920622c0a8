// Builds the API: plugins, then routes, then the error handlers. Listening and shutdown live in
// main.ts, so tests drive this app through `inject` with no port.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { composeServices, type Services } from './compose.ts';
import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import { AppError, ERROR_STATUS, type ErrorKind } from './errors.ts';
import { describeValidation, inspectInput, MAX_INPUT_DEPTH } from './http/validation.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { registerCaching } from './modules/catalogue/caching.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { leadsRoutes } from './modules/leads/routes.ts';

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

/** Longest path parameter the router takes (slugs and ids are far shorter). */
const MAX_PARAM_LENGTH = 300;

export async function buildApp({
  database,
  config,
  logger = false,
  services = composeServices({ database, config }),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 100 * 1024,
    trustProxy: config.TRUST_PROXY,
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
      if (problem)
        throw AppError.badRequest(`Invalid ${where} '${problem.nul}': must not contain NUL characters`, [
          { field: problem.nul, message: 'must not contain NUL characters' },
        ]);
    }
  });

  // Error handlers first: plugins registered later inherit them.
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

  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
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
        { name: 'account', description: 'The signed-in customer, their profile and avatar (bearer token)' },
        { name: 'wishlist', description: "The signed-in customer's wishlist (bearer token)" },
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
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/healthz', { schema: { tags: ['health'] } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await database.query(sql`SELECT 1`);
      return { status: 'ready', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });

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

  registerCaching(app, config.CATALOGUE_CACHE_SECONDS);
  await app.register(catalogueRoutes, { prefix: '/api/v1', ...services.catalogue });
  await app.register(leadsRoutes, { prefix: '/api/v1', ...services.leads });
  if (services.identity.embedded)
    await app.register(identityRoutes, { identity: services.identity.embedded });
  await app.register(accountRoutes, { prefix: '/api/v1', ...services.account });
  await app.register(staffRoutes, { prefix: '/api/v1', ...services.staff });
  await app.register(adminCatalogueRoutes, { prefix: '/api/v1', ...services.adminCatalogue });
  // CSV import jobs run beside a listening API (tests drive them by hand), and stop before it closes.
  app.addHook('onListen', async () => {
    await services.importWorker.start(app.log);
  });
  app.addHook('onClose', async () => {
    await services.importWorker.stop();
  });

  return app;
}
