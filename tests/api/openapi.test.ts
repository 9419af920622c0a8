// The OpenAPI document (GET /api/openapi.json) works with standard tools (decision 033): every reference
// resolves, the security each operation declares is what the call does, and a client generated from
// it with openapi-typescript type-checks against the API's real answers. (`npm run lint` lints it
// with Redocly's recommended rules.)
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_API_TYPES,
  ADMIN_API_TYPES_COMMAND,
  adminApiTypes,
} from '../../scripts/checks/admin-api-types.ts';
import { createTestApp } from '../support/api.ts';
import { signUpCustomer } from '../support/oidc.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  minLength?: number;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

let t: App;
let document: Document;
let auth: { authorization: string };
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/openapi.json' })).json() as Document;
  auth = (await signUpCustomer(t.app)).auth;
  folder = await mkdtemp(join(tmpdir(), 'openapi-client-'));
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

/** A request body with its required fields filled in plainly (to get past validation). */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.$ref) return sample(document.components.schemas[schema.$ref.split('/').pop()!]);
  const type = [schema.type].flat()[0];
  if (type === 'object' || schema.properties) {
    // The required fields; or, when none is, the first one (a change must change something).
    const names = schema.required?.length
      ? schema.required
      : Object.keys(schema.properties ?? {}).slice(0, 1);
    return Object.fromEntries(names.map((name) => [name, sample(schema.properties?.[name])]));
  }
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  return 'A plain value'.padEnd(schema.minLength ?? 0, '.');
}

describe('the OpenAPI document', () => {
  it('has every reference resolve inside it, the category tree through a named component', () => {
    const refs: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') refs.push(child);
        else walk(child);
      }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas, ref).toHaveProperty(ref.split('/').pop()!);
    }
    expect(document.components.schemas.CategoryNode?.properties?.children).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/CategoryNode' },
    });
  });

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations())
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
  });

  it('declares the bearer token on exactly the calls that ask for it', async () => {
    const fill = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    let protectedCount = 0;
    for (const { path, method, operation } of operations()) {
      const bearer = (operation.security ?? []).some((requirement) => 'bearer' in requirement);
      const body = sample(operation.requestBody?.content?.['application/json']?.schema);
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: fill(path),
          headers,
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });
      const [without, signedIn] = [await send({}), await send(auth)];
      const where = `${method.toUpperCase()} ${path} → ${without.statusCode}, signed in ${signedIn.statusCode}: ${without.body.slice(0, 120)}`;
      if (bearer) {
        // Refused without the token, for that reason; taken with it.
        protectedCount++;
        expect(without.statusCode, where).toBe(401);
        expect(without.json(), where).toMatchObject({ success: false, isAuthError: true });
        expect(signedIn.statusCode, where).not.toBe(401);
      } else {
        // The token changes nothing.
        expect(without.statusCode, where).toBe(signedIn.statusCode);
      }
    }
    expect(protectedCount).toBeGreaterThan(10);
  }, 60_000);
});

/** Writes a client generated from the document and `source`, and type-checks them; the diagnostics. */
async function typeCheck(name: string, source: string): Promise<string[]> {
  const client = join(folder, 'api.d.ts');
  await writeFile(client, astToString(await openapiTS(document as never)));
  const file = join(folder, `${name}.ts`);
  await writeFile(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    exactOptionalPropertyTypes: false,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').slice(0, 400));
}

/** A TypeScript module that assigns real answers to the generated client's response types. */
function answersModule(
  answers: { name: string; path: string; method: string; status: number; body: unknown }[],
) {
  return [
    "import type { paths } from './api.d.ts';",
    '',
    '/** The JSON body the document promises for one answer. */',
    'type Answer<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {',
    "  responses: { [K in S]: { content: { 'application/json': infer Body } } };",
    '}',
    '  ? Body',
    '  : never;',
    '',
    ...answers.map(
      ({ name, path, method, status, body }) =>
        `export const ${name}: Answer<'${path}', '${method}', ${status}> = ${JSON.stringify(body, null, 2)};`,
    ),
  ].join('\n');
}

describe('a client generated with openapi-typescript', () => {
  const call = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url, headers });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  it("type-checks against the API's real answers", async () => {
    const list = await call('/api/v1/products?limit=3');
    const first = (list.body as { data: { products: { id: string }[] } }).data.products[0]!;
    const answers = [
      {
        name: 'products',
        path: '/api/v1/products',
        method: 'get',
        ...(await call('/api/v1/products?limit=3')),
      },
      {
        name: 'product',
        path: '/api/v1/products/{id}',
        method: 'get',
        ...(await call(`/api/v1/products/${first.id}`)),
      },
      {
        name: 'tree',
        path: '/api/v1/categories',
        method: 'get',
        ...(await call('/api/v1/categories?tree=true')),
      },
      {
        name: 'missing',
        path: '/api/v1/products/{id}',
        method: 'get',
        ...(await call('/api/v1/products/00000000-0000-4000-8000-000000000000')),
      },
      { name: 'me', path: '/api/v1/auth/me', method: 'get', ...(await call('/api/v1/auth/me', auth)) },
      { name: 'anonymous', path: '/api/v1/auth/me', method: 'get', ...(await call('/api/v1/auth/me')) },
    ];
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 404, 200, 401]);
    // The tree really nests: the check covers the recursive component.
    expect(JSON.stringify(answers[2]!.body)).toMatch(/"children":\[\{/);
    expect(await typeCheck('answers', answersModule(answers))).toEqual([]);
  }, 60_000);

  it('fails on an answer that does not match (the check can fail)', async () => {
    const list = (await call('/api/v1/products?limit=1')).body as {
      data: { products: Record<string, unknown>[] };
    };
    list.data.products[0]!.price = String(list.data.products[0]!.price);
    const tree = (await call('/api/v1/categories?tree=true')).body as {
      data: { categories: { children: Record<string, unknown>[] }[] };
    };
    const nested = tree.data.categories.find((category) => category.children.length > 0)!;
    delete nested.children[0]!.slug;
    const diagnostics = await typeCheck(
      'mismatched',
      answersModule([
        { name: 'products', path: '/api/v1/products', method: 'get', status: 200, body: list },
        { name: 'tree', path: '/api/v1/categories', method: 'get', status: 200, body: tree },
      ]),
    );
    expect(diagnostics.join('\n')).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(diagnostics.join('\n')).toMatch(/slug/);
  }, 60_000);
});

describe("the back office's API types", () => {
  it('are the ones the current document makes (a schema change reaches the admin as a type error)', async () => {
    const checkedIn = await readFile(join(import.meta.dirname, '../..', ADMIN_API_TYPES), 'utf8');
    const current = await adminApiTypes(document as never);
    expect(
      checkedIn === current,
      `${ADMIN_API_TYPES} is out of date: run \`${ADMIN_API_TYPES_COMMAND}\``,
    ).toBe(true);
    expect(current).toContain("'/admin/orders/{id}'".replaceAll("'", '"'));
  }, 60_000);
});
