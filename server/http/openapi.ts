// The API's OpenAPI 3.1 document, made from the routes' zod schemas (decision 033), so that standard
// tools can use it: openapi-typescript generates a client from it and Redocly's recommended rules pass
// (`npm run lint`).
//
// - Shared and recursive schemas are named components: the category tree refers to itself through
//   `#/components/schemas/CategoryNode`, not through another path's response.
// - Every operation has an operationId and a summary (from the route, or made from its method and
//   path), documents its 4xx answers (the error envelope), and says whether it needs the bearer token:
//   `security: [{ bearer: [] }]` on the routes the app marks as signed-in ones, `security: []` on the rest.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProjectSchema, UserSchema } from '../../contract/account.ts';
import {
  CategoryNodeSchema,
  CategorySchema,
  ErrorBodySchema,
  PaginationSchema,
  ProductSchema,
  ProductSummarySchema,
  ReviewSchema,
} from '../../contract/catalogue.ts';

/** The document's named schemas. Only the ones some operation refers to are published. */
export const openApiRegistry = z.registry<{ id: string; description?: string }>();
openApiRegistry.add(ErrorBodySchema, { id: 'Error', description: 'Every failure: the error envelope.' });
openApiRegistry.add(ProductSummarySchema, { id: 'ProductSummary' });
openApiRegistry.add(ProductSchema, { id: 'Product' });
openApiRegistry.add(CategorySchema, { id: 'Category' });
openApiRegistry.add(CategoryNodeSchema, {
  id: 'CategoryNode',
  description: 'A category with its subcategories, nested to any depth.',
});
openApiRegistry.add(ReviewSchema, { id: 'Review' });
openApiRegistry.add(PaginationSchema, { id: 'Pagination' });
openApiRegistry.add(UserSchema, { id: 'User' });
openApiRegistry.add(ProjectSchema, { id: 'Project' });

/** The bearer scheme the document declares (app.ts), as an operation's requirement. */
export const BEARER = [{ bearer: [] as string[] }];

/** Marks every route registered in `scope` from now on as needing the bearer token, but those in `except`. */
export function requireBearerInDocument(scope: FastifyInstance, except: Set<string>): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (methods.some((method) => except.has(`${method} ${route.url}`))) return;
    route.schema = { security: BEARER, ...route.schema };
  });
}

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** "get", "/api/v1/products/{id}/reviews" → "getProductsByIdReviews". */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !/^v\d+$/.test(segment))
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? `By-${parameter}` : segment;
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('') || 'Root'}`;
}

/** The first sentence of a description, when it makes a short summary. */
const firstSentence = (text: string | undefined): string | undefined => {
  const sentence = text
    ?.replace(/`/g, '')
    .split(/(?<=[.!?])\s/)[0]
    ?.replace(/\.$/, '')
    .trim();
  return sentence && sentence.length <= 120 ? sentence : undefined;
};

/** Names of every component the document refers to, following references between components. */
function referencedSchemas(document: Document): Set<string> {
  const used = new Set<string>();
  const schemas = document.components?.schemas ?? {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  return used;
}

/** The finished document: components pruned to those in use; ids, summaries and security filled in. */
function completeDocument<T extends Document>(document: T): T {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      let id = operation.operationId ?? operationIdFor(method, path);
      for (let n = 2; seen.has(id); n++) id = `${operationIdFor(method, path)}${n}`;
      seen.add(id);
      operation.operationId = id;
      operation.summary ??= firstSentence(operation.description) ?? `${method.toUpperCase()} ${path}`;
      operation.security ??= [];
      // Any call can be refused in the error envelope (a URL the router cannot read, an unknown path).
      const responses = (operation.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('4')))
        responses['4XX'] = {
          description: 'The request cannot be answered',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
    }
  }
  const used = referencedSchemas(document);
  const schemas = document.components?.schemas;
  if (schemas) for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

/** @fastify/swagger's `transform`: the routes' zod schemas as JSON Schema, shared ones as references. */
export const documentTransform = createJsonSchemaTransform({ schemaRegistry: openApiRegistry });

const withComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiRegistry });

/** @fastify/swagger's `transformObject`: the named components, then `completeDocument`. */
export const documentObjectTransform: typeof withComponents = (input) =>
  completeDocument(withComponents(input) as Document) as ReturnType<typeof withComponents>;
