// The embedded OpenID provider, driven the way a browser and the storefront drive it.
import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { PHONE_RULE } from '../../../contract/account-rules.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../env.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import {
  Browser,
  exchangeCode,
  mailsTo,
  pathOf,
  refreshTokens,
  signIn,
  signUpCustomer,
  TEST_AUDIENCE,
  TEST_CLIENT_ID,
  TEST_HOST,
  TEST_ISSUER,
  TEST_REDIRECT_URI,
} from '../../../tests/support/oidc.ts';
import { REFRESH_RETRY_SECONDS } from './adapter.ts';
import { keyRingFor, rotateKeys } from './keys.ts';
import { SIGN_IN_FAILED_MESSAGE } from './routes.ts';

const t = useTestApp({ SIGN_IN_MAX_FAILURES_PER_ACCOUNT: '3', SIGN_IN_MAX_FAILURES_PER_IP: '8' });

const me = (accessToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });

/** Authorizes and returns the code the storefront receives at /callback, with its verifier. */
async function codeFor(browser: Browser, email: string, password: string) {
  const started = await browser.startAuthorization();
  const posted = await browser.post(`${started.interaction}/login`, { email, password });
  const callback = await browser.followToClient(posted);
  return { code: callback.searchParams.get('code')!, verifier: started.pkce.verifier, callback };
}

describe('discovery and keys', () => {
  it('publishes its issuer, endpoints and only RS256, S256 and the code flow', async () => {
    const response = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: TEST_HOST },
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.issuer).toBe(TEST_ISSUER);
    expect(document.token_endpoint).toBe(`${TEST_ISSUER}/token`);
    expect(document.jwks_uri).toBe(`${TEST_ISSUER}/jwks`);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
    expect(document.id_token_signing_alg_values_supported).toEqual(['RS256']);
    expect(document.response_types_supported).toContain('code');
  });

  it('publishes public keys only', async () => {
    const response = await t.app.inject({ url: '/oidc/jwks', headers: { host: TEST_HOST } });
    const { keys } = response.json() as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
      expect(key).not.toHaveProperty('p');
    }
  });
});

describe('authorization code flow with PKCE', () => {
  it('issues an RS256 access token for the API with the requested scopes, living at most 10 minutes', async () => {
    const { tokens } = await signUpCustomer(t.app);
    const header = decodeProtectedHeader(tokens.access_token);
    const claims = decodeJwt(tokens.access_token);
    expect(header.alg).toBe('RS256');
    expect(claims.iss).toBe(TEST_ISSUER);
    // The API, and userinfo as the second audience (the OpenID scopes are for it).
    expect(claims.aud).toEqual([TEST_AUDIENCE, `${TEST_ISSUER}/me`]);
    expect(claims.client_id).toBe(TEST_CLIENT_ID);
    expect(String(claims.scope).split(' ').sort()).toEqual(
      [
        'openid',
        'profile',
        'email',
        'read:categories',
        'read:products',
        'read:profile',
        'read:projects',
        'read:whatsapp',
        'write:profile',
        'write:projects',
      ].sort(),
    );
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(600);
    expect(tokens.refresh_token).toBeTruthy();
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken.aud).toBe(TEST_CLIENT_ID);
    expect(idToken).toMatchObject({ given_name: 'Asha', family_name: 'Verma', name: 'Asha Verma' });
  });

  it('refuses the plain PKCE method', async () => {
    const browser = new Browser(t.app);
    const verifier = 'a'.repeat(50);
    const response = await browser.get(
      (await import('../../../tests/support/oidc.ts')).authorizeUrl({
        params: { code_challenge: verifier, code_challenge_method: 'plain' },
      }).url,
    );
    // The redirect URI is valid, so the error goes back to the storefront.
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(TEST_REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/code_challenge_method/);
  });

  it('refuses an authorization request without a code challenge', async () => {
    const browser = new Browser(t.app);
    const { authorizeUrl } = await import('../../../tests/support/oidc.ts');
    const response = await browser.get(
      authorizeUrl({ params: { code_challenge: undefined, code_challenge_method: undefined } }).url,
    );
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a redirect URI that differs by one character, without redirecting there', async () => {
    const browser = new Browser(t.app);
    const { authorizeUrl } = await import('../../../tests/support/oidc.ts');
    for (const redirectUri of [
      `${TEST_REDIRECT_URI}s`,
      TEST_REDIRECT_URI.replace('4321', '4322'),
      'http://localhost:4321/callbacK',
    ]) {
      const response = await browser.get(authorizeUrl({ redirectUri }).url);
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('This sign-in link does not belong to this shop.');
    }
  });

  it('refuses an unknown client', async () => {
    const { authorizeUrl } = await import('../../../tests/support/oidc.ts');
    const response = await new Browser(t.app).get(authorizeUrl({ clientId: 'someone-else' }).url);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('refuses a wrong code verifier and a missing one', async () => {
    const account = await signUpCustomer(t.app);
    const browser = new Browser(t.app);
    const first = await codeFor(browser, account.email, account.password);
    const wrong = await exchangeCode(t.app, first.code, 'x'.repeat(43));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    const second = await codeFor(new Browser(t.app), account.email, account.password);
    const missing = await exchangeCode(t.app, second.code, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('invalid_grant');
  });

  it('accepts an authorization code once; a second exchange fails and revokes what the first issued', async () => {
    const account = await signUpCustomer(t.app);
    const browser = new Browser(t.app);
    const { code, verifier } = await codeFor(browser, account.email, account.password);
    const first = await exchangeCode(t.app, code, verifier);
    expect(first.statusCode).toBe(200);
    const again = await exchangeCode(t.app, code, verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    const refreshed = await refreshTokens(t.app, first.json().refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('refuses the code at another redirect URI than the one it was issued for', async () => {
    const account = await signUpCustomer(t.app);
    const { code, verifier } = await codeFor(new Browser(t.app), account.email, account.password);
    const response = await exchangeCode(t.app, code, verifier, 'http://127.0.0.1:4321/callback');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('returns the state the storefront sent', async () => {
    const account = await signUpCustomer(t.app);
    const browser = new Browser(t.app);
    const started = await browser.startAuthorization({ state: 'return-to-wishlist' });
    const posted = await browser.post(`${started.interaction}/login`, {
      email: account.email,
      password: account.password,
    });
    const callback = await browser.followToClient(posted);
    expect(callback.searchParams.get('state')).toBe('return-to-wishlist');
    expect(callback.searchParams.get('iss')).toBe(TEST_ISSUER);
  });

  it('answers a token request from the storefront origin with CORS, and not from another origin', async () => {
    const account = await signUpCustomer(t.app);
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { host: TEST_HOST, origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: account.tokens.refresh_token,
          client_id: TEST_CLIENT_ID,
        }).toString(),
      });
    const allowed = await post('http://localhost:4321');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4321');
    const refused = await post('https://evil.example');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new refresh token and a working access token', async () => {
    const { tokens } = await signUpCustomer(t.app);
    const first = await refreshTokens(t.app, tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(rotated.access_token)).statusCode).toBe(200);
    const second = await refreshTokens(t.app, rotated.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('reusing a spent refresh token once a later one was used revokes the whole grant', async () => {
    const { tokens } = await signUpCustomer(t.app);
    const rotated = (await refreshTokens(t.app, tokens.refresh_token)).json();
    const latest = (await refreshTokens(t.app, rotated.refresh_token)).json();
    const reuse = await refreshTokens(t.app, tokens.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    // The thief's replay also ends the legitimate holder's sign-in.
    const legit = await refreshTokens(t.app, latest.refresh_token);
    expect(legit.statusCode).toBe(400);
    expect(legit.json().error).toBe('invalid_grant');
  });

  it('a refresh whose answer was lost may be asked again for a short while, and only then', async () => {
    const { tokens } = await signUpCustomer(t.app);
    // The first answer never reached the client: it asks again with the token it holds.
    const lost = await refreshTokens(t.app, tokens.refresh_token);
    expect(lost.statusCode).toBe(200);
    const again = await refreshTokens(t.app, tokens.refresh_token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refresh_token).not.toBe(lost.json().refresh_token);
    expect((await me(again.json().access_token)).statusCode).toBe(200);
    const next = await refreshTokens(t.app, again.json().refresh_token);
    expect(next.statusCode).toBe(200);

    // Past REFRESH_RETRY_SECONDS a spent token is a reuse, whatever else happened.
    const other = await signUpCustomer(t.app);
    const rotated = (await refreshTokens(t.app, other.tokens.refresh_token)).json();
    await t.database.execute(
      `UPDATE oidc_payloads SET consumed_at = now() - make_interval(secs => $1)
       WHERE model = 'RefreshToken' AND consumed_at IS NOT NULL AND payload->>'accountId' = $2`,
      [REFRESH_RETRY_SECONDS + 1, String(decodeJwt(other.tokens.access_token).sub)],
    );
    const late = await refreshTokens(t.app, other.tokens.refresh_token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_grant');
    expect((await refreshTokens(t.app, rotated.refresh_token)).statusCode).toBe(400);
  });

  it('two refreshes racing with one token both get working tokens: the later one counts as a retry', async () => {
    const { tokens } = await signUpCustomer(t.app);
    const results = await Promise.all([
      refreshTokens(t.app, tokens.refresh_token),
      refreshTokens(t.app, tokens.refresh_token),
    ]);
    for (const result of results) {
      expect(result.statusCode, result.body).toBe(200);
      expect((await refreshTokens(t.app, result.json().refresh_token)).statusCode).toBe(200);
    }
  });

  it('keep the absolute lifetime of the sign-in: rotation does not extend it', async () => {
    const { tokens } = await signUpCustomer(t.app);
    const expiry = async () => {
      const rows = await t.database.execute(
        `SELECT (payload->>'exp')::bigint AS exp, extract(epoch FROM expires_at)::bigint AS row_exp
         FROM oidc_payloads WHERE model = 'RefreshToken' AND consumed_at IS NULL AND payload->>'accountId' = $1`,
        [String(decodeJwt(tokens.access_token).sub)],
      );
      expect(rows).toHaveLength(1);
      expect(Number(rows[0]!.row_exp)).toBe(Number(rows[0]!.exp));
      return Number(rows[0]!.exp);
    };
    const before = await expiry();
    expect(before - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
    expect(before - Date.now() / 1000).toBeLessThanOrEqual(30 * 24 * 3600 + 5);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await refreshTokens(t.app, tokens.refresh_token);
    const after = await expiry();
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
  });

  it('are refused after the password is reset, with every access token issued before', async () => {
    const account = await signUpCustomer(t.app);
    const browser = new Browser(t.app);
    const started = await browser.startAuthorization();
    await browser.post(`${started.interaction}/forgot`, { email: account.email });
    const [mail] = await t.database.execute(
      `SELECT payload FROM outbox WHERE topic = 'identity.password_reset' AND payload->>'to' = $1`,
      [account.email],
    );
    const link = /http:\/\/api\.test\/oidc\/reset\?token=[\w-]+/.exec(
      String((mail!.payload as { text: string }).text),
    )![0];
    const token = new URL(link).searchParams.get('token')!;
    const reset = await browser.post('/oidc/reset', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect((await refreshTokens(t.app, account.tokens.refresh_token)).statusCode).toBe(400);
    const me = (auth: { authorization: string }) =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
    expect((await me(account.auth)).statusCode).toBe(401);
    // A sign-in at once with the new password gets tokens the API takes, in the same second or not.
    const again = await signIn(t.app, account.email, 'a brand new password');
    expect((await me(again.auth)).statusCode).toBe(200);
  });
});

describe('state survives a restart and is shared by replicas', () => {
  it('a second app on the same database accepts the first one’s tokens and continues its sign-in', async () => {
    const account = await signUpCustomer(t.app);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: (await import('node:os')).tmpdir(),
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
      PUBLIC_API_ORIGIN: 'http://api.test',
    });
    const replica = await buildApp({ database: t.database, config });
    await replica.ready();
    try {
      const response = await replica.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${account.tokens.access_token}` },
      });
      expect(response.statusCode).toBe(200);
      // A sign-in started on the first app and finished on the second.
      const browser = new Browser(t.app);
      const started = await browser.startAuthorization();
      const other = new Browser(replica);
      for (const [name, value] of browser.jar
        .header()
        .split('; ')
        .map((pair) => pair.split('='))) {
        other.jar.take({ headers: { 'set-cookie': `${name}=${value}` } } as never);
      }
      const posted = await other.post(`${started.interaction}/login`, {
        email: account.email,
        password: account.password,
      });
      const callback = await other.followToClient(posted);
      const exchanged = await exchangeCode(t.app, callback.searchParams.get('code')!, started.pkce.verifier);
      expect(exchanged.statusCode).toBe(200);
      const refreshed = await refreshTokens(replica, exchanged.json().refresh_token);
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await replica.close();
    }
  });
});

describe('sign-in page', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const account = await signUpCustomer(t.app);
    const browser = new Browser(t.app, '10.0.0.1');
    const { interaction } = await browser.startAuthorization();
    const unknown = await browser.post(`${interaction}/login`, {
      email: 'nobody@example.in',
      password: 'whatever123',
    });
    const wrong = await browser.post(`${interaction}/login`, {
      email: account.email,
      password: 'wrong-password',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toContain(SIGN_IN_FAILED_MESSAGE);
    expect(wrong.body).toContain(SIGN_IN_FAILED_MESSAGE);
  });

  it('limits failed attempts per account, then tells how long to wait, even with the right password', async () => {
    const account = await signUpCustomer(t.app);
    const browser = new Browser(t.app, '10.0.0.2');
    const { interaction } = await browser.startAuthorization();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await browser.post(`${interaction}/login`, { email: account.email, password: 'nope-nope' }))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await browser.post(`${interaction}/login`, {
      email: account.email,
      password: account.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toMatch(
      /Too many failed sign-in attempts\. Please try again in \d+ minutes?, or reset your password\./,
    );
    // Another connection is blocked for this account too, and the same connection still may sign in to others.
    const elsewhere = new Browser(t.app, '10.0.0.3');
    const other = await elsewhere.startAuthorization();
    expect(
      (
        await elsewhere.post(`${other.interaction}/login`, {
          email: account.email,
          password: account.password,
        })
      ).statusCode,
    ).toBe(429);
    const second = await signUpCustomer(t.app);
    const fine = await browser.post(`${interaction}/login`, {
      email: second.email,
      password: second.password,
    });
    expect(fine.statusCode).toBe(303);
  });

  it('limits failed attempts per connection across accounts', async () => {
    const browser = new Browser(t.app, '10.0.0.4');
    const { interaction } = await browser.startAuthorization();
    for (let attempt = 0; attempt < 8; attempt++) {
      await browser.post(`${interaction}/login`, {
        email: `guess-${attempt}@example.in`,
        password: 'password1',
      });
    }
    const blocked = await browser.post(`${interaction}/login`, {
      email: 'guess-99@example.in',
      password: 'password1',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses a form posted without the interaction cookie (a cross-site post)', async () => {
    const account = await signUpCustomer(t.app);
    const browser = new Browser(t.app);
    const { interaction } = await browser.startAuthorization();
    const forged = await t.app.inject({
      method: 'POST',
      url: `${interaction}/login`,
      headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: account.email, password: account.password }).toString(),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This sign-in page has expired.');
    expect(forged.headers.location).toBeUndefined();
  });

  it('sets SameSite, HttpOnly cookies and protective headers', async () => {
    const browser = new Browser(t.app);
    const request = (await import('../../../tests/support/oidc.ts')).authorizeUrl();
    const response = await browser.get(request.url);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/samesite=lax/i);
    for (const cookie of cookies) expect(cookie).toMatch(/httponly/i);
    const page = await browser.get(pathOf(String(response.headers.location)));
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    // The page's one stylesheet is the one the policy's hash admits.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('name="password"');
  });

  it('escapes what it echoes', async () => {
    const browser = new Browser(t.app);
    const { interaction } = await browser.startAuthorization({
      params: { login_hint: '"><script>alert(1)</script>' },
    });
    const page = await browser.get(interaction);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&#34;&#62;&#60;script&#62;');
    const posted = await browser.post(`${interaction}/login`, {
      email: '<img src=x onerror=alert(1)>',
      password: 'x',
    });
    expect(posted.body).not.toContain('<img src=x');
  });

  it('cancelling returns an access_denied error to the storefront', async () => {
    const browser = new Browser(t.app);
    const { interaction } = await browser.startAuthorization();
    const posted = await browser.post(`${interaction}/abort`, {});
    const callback = await browser.followToClient(posted);
    expect(callback.searchParams.get('error')).toBe('access_denied');
  });
});

describe('sign-up page', () => {
  it('names each invalid field and keeps what was typed, except the password', async () => {
    const browser = new Browser(t.app);
    const { interaction } = await browser.startAuthorization();
    const response = await browser.post(`${interaction}/signup`, {
      first_name: '',
      last_name: 'Kapoor',
      email: 'not-an-email',
      phone: '12345',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('First name is required');
    expect(response.body).toContain('Email must be a valid email address');
    expect(response.body).toContain(PHONE_RULE);
    expect(response.body).toContain('Password must be at least 8 characters');
    expect(response.body).toContain('value="Kapoor"');
    expect(response.body).not.toContain('value="short"');
  });

  it('stores passwords as argon2id hashes and accepts an Indian phone number with or without +91', async () => {
    const account = await signUpCustomer(t.app, { phone: '98765 43210' });
    const [row] = await t.database.execute(
      'SELECT password_hash, phone FROM identity_accounts WHERE email = $1',
      [account.email],
    );
    expect(String(row!.password_hash)).toMatch(/^\$argon2id\$/);
    expect(String(row!.password_hash)).not.toContain(account.password);
    expect(row!.phone).toBe('+919876543210');
  });

  it('accepts a phone number from abroad with its country code, stored as the profile stores it', async () => {
    const account = await signUpCustomer(t.app, { phone: '+44 20 7946 0958' });
    const [row] = await t.database.execute('SELECT phone FROM identity_accounts WHERE email = $1', [
      account.email,
    ]);
    expect(row!.phone).toBe('+442079460958');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: account.auth });
    expect(me.json().data.user.phone).toBe('+442079460958');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for unknown addresses, and mails a one-time link to known ones', async () => {
    const account = await signUpCustomer(t.app);
    const browser = new Browser(t.app);
    const { interaction } = await browser.startAuthorization();
    const unknown = await browser.post(`${interaction}/forgot`, { email: 'nobody-here@example.in' });
    const known = await browser.post(`${interaction}/forgot`, { email: account.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toContain('If an account exists for that email address');
    expect(known.body).toContain('If an account exists for that email address');
    const mails = await t.database.execute(
      `SELECT payload FROM outbox WHERE topic = 'identity.password_reset'`,
    );
    const mine = mails.filter((row) => (row.payload as { to: string }).to === account.email);
    expect(mine).toHaveLength(1);
    expect(mails.some((row) => (row.payload as { to: string }).to === 'nobody-here@example.in')).toBe(false);
    // The address without an account is told so (signup.api.test.ts checks the wording).
    expect((await mailsTo(t.app, 'nobody-here@example.in')).map((mail) => mail.topic)).toEqual([
      'identity.password_reset_unknown',
    ]);

    const text = (mine[0]!.payload as { text: string }).text;
    const token = new URL(/http:\/\/api\.test\/oidc\/reset\?token=[\w-]+/.exec(text)![0]).searchParams.get(
      'token',
    )!;
    const form = await browser.get(`/oidc/reset?token=${token}`);
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect((await browser.post('/oidc/reset', { token, password: 'short' })).body).toContain(
      'Password must be at least 8 characters',
    );
    const done = await browser.post('/oidc/reset', { token, password: 'my new password 2026' });
    expect(done.body).toContain('Password updated');
    const again = await browser.post('/oidc/reset', { token, password: 'another password 2026' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link has expired');

    await expect(signIn(t.app, account.email, account.password)).rejects.toThrow();
    const signedIn = await signIn(t.app, account.email, 'my new password 2026');
    expect((await me(signedIn.tokens.access_token)).statusCode).toBe(200);
  });

  it('refuses an unknown reset token', async () => {
    const response = await new Browser(t.app).get('/oidc/reset?token=not-a-real-token');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This link has expired');
  });
});

describe('userinfo', () => {
  const userinfo = (token: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({
      method,
      url: '/oidc/me',
      headers: { host: TEST_HOST, authorization: `Bearer ${token}` },
    });

  it('is published, and names userinfo as the second audience of access tokens', async () => {
    const discovery = (
      await t.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: { host: TEST_HOST } })
    ).json();
    expect(discovery.userinfo_endpoint).toBe(`${TEST_ISSUER}/me`);
    const { tokens } = await signUpCustomer(t.app);
    const claims = decodeJwt(tokens.access_token);
    expect(claims.aud).toEqual([TEST_AUDIENCE, `${TEST_ISSUER}/me`]);
    expect(String(claims.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    // The API still takes it, and reports only its own scopes as permissions.
    const profile = await me(tokens.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.permissions).not.toContain('openid');
  });

  it("answers the provider's own access token with the claims of the granted scopes", async () => {
    const { tokens } = await signUpCustomer(t.app, { first_name: 'Kiran', last_name: 'Das' });
    const { sub } = decodeJwt(tokens.id_token);
    for (const method of ['GET', 'POST'] as const) {
      const response = await userinfo(tokens.access_token, method);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toMatchObject({
        sub,
        name: 'Kiran Das',
        given_name: 'Kiran',
        family_name: 'Das',
        email: expect.stringMatching(/@example\.in$/),
        email_verified: true,
      });
      expect(typeof body.updated_at).toBe('number');
      // The phone scope was not asked for.
      expect(body).not.toHaveProperty('phone_number');
    }
  });

  it('releases only what the token was granted: openid alone gives the subject', async () => {
    const { tokens } = await signUpCustomer(t.app, {}, { scope: 'openid read:profile' });
    const response = await userinfo(tokens.access_token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sub: decodeJwt(tokens.id_token).sub });
  });

  it('refuses a token without openid, a tampered or expired one, and one for the API alone', async () => {
    const good = (await signUpCustomer(t.app)).tokens.access_token;
    const ring = keyRingFor(t.database);
    await ring.refresh(true);
    const jwk = ring.privateJwks.keys.find((key) => key.kid === decodeProtectedHeader(good).kid)!;
    const sign = async (claims: Record<string, unknown>) =>
      new SignJWT({ ...decodeJwt(good), ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
        .sign(await importJWK(jwk, 'RS256'));
    const noOpenid = await userinfo(await sign({ scope: 'read:profile write:profile' }));
    expect(noOpenid.statusCode).toBe(403);
    expect(noOpenid.json().error).toBe('insufficient_scope');
    const expired = await userinfo(await sign({ iat: 1_700_000_000, exp: 1_700_000_600 }));
    expect(expired.statusCode).toBe(401);
    const apiOnly = await userinfo(await sign({ aud: TEST_AUDIENCE }));
    expect(apiOnly.statusCode).toBe(401);

    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    for (const token of [tampered, 'not-a-token', good.slice(0, -4)]) {
      const response = await userinfo(token);
      expect(response.statusCode, token.slice(0, 20)).toBe(401);
      expect(response.json().error).toBe('invalid_token');
      expect(String(response.headers['www-authenticate'])).toMatch(/^Bearer .*error="invalid_token"/);
    }
    const anonymous = await t.app.inject({ url: '/oidc/me', headers: { host: TEST_HOST } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sign out', () => {
  it('shows a branded confirmation and returns to the storefront; the refresh token stops working', async () => {
    const account = await signUpCustomer(t.app);
    const { browser, tokens } = account;
    const start = await browser.get(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: 'http://localhost:4321/',
        client_id: TEST_CLIENT_ID,
      })}`,
    );
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('Sign out?');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(start.body)?.[1];
    expect(xsrf).toBeTruthy();
    const confirmed = await browser.post('/oidc/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
    const back = await browser.followToClient(confirmed);
    expect(back.href).toBe('http://localhost:4321/');
    expect((await refreshTokens(t.app, tokens.refresh_token)).statusCode).toBe(400);
  });
});

describe('key rotation', () => {
  it('publishes a new key before it signs anything', async () => {
    const ring = keyRingFor(t.database);
    await ring.refresh(true);
    const current = ring.signingKid;
    const { kid } = await rotateKeys(t.database, { activateAfterSeconds: 3600 });
    await ring.refresh(true);
    const jwks = (await t.app.inject({ url: '/oidc/jwks', headers: { host: TEST_HOST } })).json() as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([current, kid]));
    const { tokens } = await signUpCustomer(t.app);
    expect(decodeProtectedHeader(tokens.access_token).kid).toBe(current);
  });

  it('signs with the new key once it activates, while tokens signed with the old one stay valid', async () => {
    const before = await signUpCustomer(t.app);
    const oldKid = decodeProtectedHeader(before.tokens.access_token).kid;
    await rotateKeys(t.database, { activateAfterSeconds: 0 });
    await keyRingFor(t.database).refresh(true);
    const after = await signUpCustomer(t.app);
    const newKid = decodeProtectedHeader(after.tokens.access_token).kid;
    expect(newKid).not.toBe(oldKid);
    expect((await me(before.tokens.access_token)).statusCode).toBe(200);
    expect((await me(after.tokens.access_token)).statusCode).toBe(200);
    const jwks = (await t.app.inject({ url: '/oidc/jwks', headers: { host: TEST_HOST } })).json() as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));
    // Sign-ins that started before the rotation continue: the cookie secrets rotate the same way.
    expect((await refreshTokens(t.app, before.tokens.refresh_token)).statusCode).toBe(200);
  });
});
