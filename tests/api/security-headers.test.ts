// Every response from the API's origin carries the protective headers, whoever writes it: the JSON
// routes, the static /media files, the OpenAPI document and Swagger UI, the sign-in pages, and the
// pages and JSON the OpenID provider writes itself (it answers on the raw response, past Fastify's
// hooks). HTML is never framed (frame-ancestors 'none'), media run nothing (sandbox), and HSTS is sent
// when the public origin is HTTPS.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/api.ts';
import { authorizeUrl, Browser, signUpCustomer, TEST_CLIENT_ID, TEST_HOST } from '../support/oidc.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let secure: App;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'headers-'));
  await mkdir(join(dataDir, 'media', 'avatars'), { recursive: true });
  await writeFile(
    join(dataDir, 'media', 'avatars', 'drawing.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  await writeFile(join(dataDir, 'media', 'page.html'), '<script>alert(1)</script>');
  [t, secure] = await Promise.all([
    createTestApp({ DATA_DIR: dataDir }),
    createTestApp({ PUBLIC_API_ORIGIN: 'https://api.aangan.example', TRUST_PROXY: '1' }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([t?.close(), secure?.close()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const header = (response: LightMyRequestResponse, name: string) => String(response.headers[name] ?? '');

function expectBaseline(response: LightMyRequestResponse, what: string) {
  expect(header(response, 'x-content-type-options'), what).toBe('nosniff');
  expect(header(response, 'referrer-policy'), what).toBe('no-referrer');
  expect(header(response, 'content-security-policy'), what).toContain("frame-ancestors 'none'");
}

describe('security headers on the API origin', () => {
  it('JSON answers, successes and errors alike', async () => {
    for (const url of [
      '/api/v1/products?limit=1',
      '/api/v1/products/00000000-0000-4000-8000-000000000000',
      '/api/v1/nowhere',
      '/api/openapi.json',
      '/healthz',
    ]) {
      const response = await t.app.inject({ url });
      expectBaseline(response, url);
      expect(header(response, 'content-security-policy'), url).toContain("default-src 'none'");
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/products',
      headers: { origin: 'http://localhost:4321', 'access-control-request-method': 'GET' },
    });
    expect(header(preflight, 'x-content-type-options')).toBe('nosniff');
  });

  it('media files run nothing, even an SVG or an HTML file', async () => {
    for (const url of ['/media/avatars/drawing.svg', '/media/page.html']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(header(response, 'content-security-policy'), url).toBe("default-src 'none'; sandbox");
      expect(header(response, 'x-content-type-options'), url).toBe('nosniff');
      expect(header(response, 'referrer-policy'), url).toBe('no-referrer');
    }
  });

  it('Swagger UI gets a policy that lets it load its own files and the document, and nothing else', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(header(page, 'content-type')).toContain('text/html');
    const policy = header(page, 'content-security-policy');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self';");
    // Its logo's inline stylesheet, by hash (tests/e2e/api-docs.spec.ts runs it in a browser).
    expect(policy).toMatch(/style-src 'self' 'sha256-[\w+/]+=*';/);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expectBaseline(await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' }), 'bundle');
  });

  it("the provider's own pages: sign-out confirmation and errors cannot be framed", async () => {
    const { tokens, browser } = await signUpCustomer(t.app);
    const logout = await browser.get(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: 'http://localhost:4321/',
        client_id: TEST_CLIENT_ID,
      })}`,
    );
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toContain('Sign out?');
    expectBaseline(logout, 'sign-out confirmation');
    // The page's own stylesheet still applies: the policy is the sign-in pages' one.
    expect(header(logout, 'content-security-policy')).toMatch(/style-src 'sha256-/);

    const error = await new Browser(t.app).get(authorizeUrl({ clientId: 'someone-else' }).url);
    expect(error.statusCode).toBe(400);
    expect(header(error, 'content-type')).toContain('text/html');
    expectBaseline(error, 'provider error page');

    for (const url of ['/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const response = await t.app.inject({ url, headers: { host: TEST_HOST } });
      expect(response.statusCode, url).toBe(200);
      expectBaseline(response, url);
    }
  });

  it('the sign-in pages keep their own strict policy', async () => {
    const browser = new Browser(t.app);
    const { interaction } = await browser.startAuthorization();
    const page = await browser.get(interaction);
    expectBaseline(page, 'sign-in page');
    expect(header(page, 'content-security-policy')).toMatch(/style-src 'sha256-/);
  });

  it('HSTS only when the public origin is HTTPS, on every kind of response', async () => {
    expect((await t.app.inject({ url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/healthz', '/api/v1/products?limit=1', '/oidc/.well-known/openid-configuration']) {
      const response = await secure.app.inject({
        url,
        headers: { host: 'api.aangan.example', 'x-forwarded-proto': 'https' },
      });
      expect(header(response, 'strict-transport-security'), url).toBe('max-age=31536000');
    }
  });

  it("behind a TLS proxy that is trusted, the provider's cookies are Secure", async () => {
    const { url } = authorizeUrl({ redirectUri: 'http://localhost:4321/callback' });
    const response = await secure.app.inject({
      url,
      headers: { host: 'api.aangan.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(303);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
  });
});
