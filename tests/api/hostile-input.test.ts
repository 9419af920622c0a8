// User input never causes a 5xx, and no error leaks a stack trace (the quality bar, and decision 005).
// Every operation in the API's own OpenAPI document is called with hostile path parameters, query
// values and bodies, signed in and not: each answer must be below 500, and an error must be the
// envelope `{ success: false, error, code }` with nothing of the server's insides in it.
//
// Runs in both API projects (PGlite and PostgreSQL), since what reaches the database differs.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/api.ts';
import { signUpCustomer } from '../support/oidc.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;

interface Operation {
  method: string;
  path: string;
  query: string[];
  bodyProperties: string[];
  hasBody: boolean;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(400),
  "' OR 1=1 --",
  '%',
  '\\',
  '\u0000',
  // Lone UTF-16 surrogates: a JSON string may hold one ("\ud800"), UTF-8 and PostgreSQL text cannot.
  '\ud800',
  'a\udc00b',
  '😀🪑',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'a'.repeat(10_000),
  '00000000-0000-0000-0000-000000000000',
  'true',
];

const HOSTILE_VALUES: unknown[] = [
  null,
  -1,
  1e308,
  true,
  [],
  {},
  'a'.repeat(100_000),
  "'; DROP TABLE products; --",
  { $gt: '' },
  ['x', 'y'],
  '\u0000',
  '\ud800',
  'Meera \udfff Iyer',
  { '\ud800': 'x' },
  ['\udc00'],
];

/** What no client may ever see: a stack frame, a file of the server, a driver's own words. */
const LEAKS = /\n\s+at |node_modules|server\/|\.ts:\d+|PGlite|postgres|syntax error at|stack/i;

let t: App;
let token: string;
const operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp({ LEADS_RATE_LIMIT_PER_MINUTE: '1000000' });
  token = (await signUpCustomer(t.app)).tokens.access_token;
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyProperties: Object.keys(json?.schema?.properties ?? {}),
        hasBody: !!operation.requestBody,
      });
    }
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/**
 * Percent-encodes like encodeURIComponent, and a lone surrogate (which that refuses) as the three bytes
 * a careless encoder writes for it (%ED%A0%80 for U+D800): not UTF-8, but what a client can send.
 */
const percentEncode = (value: string) =>
  [...value]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');

/** Fills every `{param}` (and `:param`) of a path with one value. */
const fill = (path: string, value: string) =>
  path.replace(/\{[^}]+\}|:[A-Za-z_]+/g, percentEncode(value).replace(/%2F/gi, '/'));

/** A representative path for calls about the query and the body: real-looking ids. */
const plausible = (path: string) => fill(path, '00000000-0000-4000-8000-000000000000');

async function expectHandled(label: string, request: InjectOptions): Promise<void> {
  const response = await t.app.inject(request);
  const where = `${label} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.body, where).not.toMatch(LEAKS);
  if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
    const body = response.json() as { success?: unknown; error?: unknown; code?: unknown };
    expect(body.success, where).toBe(false);
    expect(typeof body.error, where).toBe('string');
    expect(typeof body.code, where).toBe('string');
  }
}

const auth = (signedIn: boolean) => (signedIn ? { authorization: `Bearer ${token}` } : {});

describe('hostile input', () => {
  it('reads the operations from the OpenAPI document', () => {
    // The sweep is only as good as the document: every area of the API's calls (docs/api-contract.md)
    // must be in it.
    const paths = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(paths.length).toBeGreaterThan(30);
    for (const expected of [
      '/products',
      '/categories',
      '/contact/consultation',
      '/contact/submit',
      '/wishlist',
      '/projects',
      '/auth/profile',
      '/upload/user-avatar',
    ])
      expect(
        paths.some((path) => path.includes(`/api/v1${expected}`)),
        expected,
      ).toBe(true);
  });

  it('path parameters: never a 5xx, never a leak', async () => {
    for (const operation of operations.filter((op) => /\{|:/.test(op.path))) {
      for (const value of HOSTILE_STRINGS) {
        for (const signedIn of [false, true]) {
          await expectHandled(
            `${operation.method} ${operation.path} [${JSON.stringify(value).slice(0, 40)}]`,
            {
              method: operation.method as 'GET',
              url: fill(operation.path, value),
              headers: auth(signedIn),
              ...(operation.hasBody ? { payload: {} } : {}),
            },
          );
        }
      }
    }
  }, 300_000);

  it('query values: never a 5xx, never a leak', async () => {
    for (const operation of operations.filter((op) => op.query.length > 0)) {
      for (const name of operation.query) {
        for (const value of HOSTILE_STRINGS) {
          await expectHandled(`${operation.method} ${operation.path}?${name}=${value.slice(0, 40)}`, {
            method: operation.method as 'GET',
            url: `${plausible(operation.path)}?${name}=${percentEncode(value)}`,
            headers: auth(true),
          });
        }
        // The same parameter twice arrives as an array.
        await expectHandled(`${operation.method} ${operation.path}?${name}=1&${name}=2`, {
          method: operation.method as 'GET',
          url: `${plausible(operation.path)}?${name}=1&${name}=2`,
          headers: auth(true),
        });
      }
    }
  }, 300_000);

  it('bodies: never a 5xx, never a leak', async () => {
    for (const operation of operations.filter((op) => op.hasBody)) {
      const url = plausible(operation.path);
      const whole: [string, string, string][] = [
        ['empty', '', 'application/json'],
        ['null', 'null', 'application/json'],
        ['array', '[]', 'application/json'],
        ['string', '"x"', 'application/json'],
        ['broken', '{"name":', 'application/json'],
        ['deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, 'application/json'],
        ['text', 'name=x', 'text/plain'],
        ['form', 'name=x&email=y', 'application/x-www-form-urlencoded'],
        ['multipart without a file', '--b\r\n\r\n--b--', 'multipart/form-data; boundary=b'],
        ['multipart without a boundary', '--b\r\n\r\n--b--', 'multipart/form-data'],
        [
          'multipart cut short',
          '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\x89PNG',
          'multipart/form-data; boundary=b',
        ],
      ];
      for (const signedIn of [false, true]) {
        for (const [label, payload, type] of whole) {
          await expectHandled(`${operation.method} ${operation.path} body ${label}`, {
            method: operation.method as 'POST',
            url,
            headers: { ...auth(signedIn), 'content-type': type },
            payload,
          });
        }
      }
      for (const property of operation.bodyProperties) {
        for (const value of HOSTILE_VALUES) {
          await expectHandled(
            `${operation.method} ${operation.path} {${property}: ${JSON.stringify(value)?.slice(0, 40)}}`,
            {
              method: operation.method as 'POST',
              url,
              headers: auth(true),
              payload: { [property]: value },
            },
          );
        }
      }
    }
  }, 300_000);

  it('says which field held a NUL character, and refuses absurd nesting by name', async () => {
    const nul = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: auth(true),
      payload: { first_name: 'Me\u0000era' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      success: false,
      code: 'bad_request',
      error: "Invalid field 'first_name': must not contain NUL characters",
    });
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/products?search=sofa%00' });
    expect(query.json().error).toBe("Invalid query parameter 'search': must not contain NUL characters");
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact/submit',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toBe('The request is nested too deeply (at most 32 levels)');
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/products/slug/${'a'.repeat(400)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      success: false,
      error: 'A path parameter is too long (at most 300 characters)',
      code: 'bad_request',
    });
  });

  it('says which field or key held a lone surrogate', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/v1/simple-whatsapp/chat-url', { type: 'general', customerName: 'Me\ud800era' }, 'customerName'],
      [
        '/api/v1/contact/consultation',
        {
          firstName: 'Ananya',
          lastName: 'Rao',
          email: 'ananya@example.in',
          phone: '+91 98480 22338',
          projectType: 'Single Room Design',
          budget: 'To be discussed',
          description: 'A sofa \udc00 for the hall',
        },
        'description',
      ],
      [
        '/api/v1/contact/submit',
        {
          firstName: 'Meera \ud83d',
          lastName: 'Iyer',
          email: 'meera@example.in',
          subject: 'other',
          message: 'Hello there',
        },
        'firstName',
      ],
      ['/api/v1/contact/submit', { firstName: 'Meera', extra: { 'k\udfffey': 1 } }, 'extra.k\udfffey'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `${url} ${field}`).toBe(400);
      expect(response.json(), `${url} ${field}`).toMatchObject({
        success: false,
        code: 'bad_request',
        error: `Invalid field '${field.toWellFormed()}': must be well-formed Unicode text`,
        details: [{ field: field.toWellFormed(), message: 'must be well-formed Unicode text' }],
      });
    }
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: auth(true),
      payload: { city: 'Pune\ud800' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().error).toBe("Invalid field 'city': must be well-formed Unicode text");
  });

  it('headers: a broken bearer token, a huge one and a wrong scheme are 401s', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      'Bearer x.y.z',
      `Bearer ${'a'.repeat(20_000)}`,
      'Basic Zm9vOmJhcg==',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization },
      });
      expect(response.statusCode, authorization.slice(0, 30)).toBe(401);
      expect(response.json()).toMatchObject({ success: false, isAuthError: true });
      expect(response.body).not.toMatch(LEAKS);
    }
  });
});
