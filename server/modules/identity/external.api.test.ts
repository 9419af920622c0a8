// With OIDC_ISSUER set, the embedded provider is off and the API trusts that issuer's tokens, found
// through its discovery document. A small local server plays the external provider here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/api.ts';

const AUDIENCE = 'https://api.aangan.example/interior-design';
/** Where the provider puts the staff role (an Auth0 Action or a Keycloak mapper, docs/identity.md). */
const ROLES_CLAIM = 'https://aangan.example/roles';
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let issuer: string;
let signingKey: CryptoKey;
let publicJwk: JWK;
const tokenRequests: URLSearchParams[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'external-1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') {
      return send(200, {
        issuer,
        jwks_uri: `${issuer}jwks`,
        userinfo_endpoint: `${issuer}userinfo`,
        token_endpoint: `${issuer}oauth/token`,
      });
    }
    if (request.url === '/jwks') return send(200, { keys: [publicJwk] });
    if (request.url === '/userinfo') {
      return send(200, {
        sub: 'auth0|abc123',
        email: 'Meera@Example.in',
        given_name: 'Meera',
        family_name: 'Nair',
      });
    }
    if (request.url === '/oauth/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        tokenRequests.push(form);
        if (form.get('refresh_token') === 'good') {
          return send(200, {
            access_token: 'new-access',
            refresh_token: 'next',
            token_type: 'Bearer',
            expires_in: 600,
          });
        }
        return send(403, { error: 'invalid_grant', error_description: 'Unknown or invalid refresh token.' });
      });
      return;
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Auth0 spells its issuer with a trailing slash; tokens must match it exactly.
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  t = await createTestApp({
    OIDC_ISSUER: issuer,
    OIDC_AUDIENCE: AUDIENCE,
    OIDC_CLIENT_ID: 'external-spa',
    OIDC_ROLES_CLAIM: ROLES_CLAIM,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const token = (claims: Record<string, unknown> = {}, kid = 'external-1') =>
  new SignJWT({ scope: 'openid profile read:profile write:profile read:projects', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(String(claims.iss ?? issuer))
    .setAudience([AUDIENCE, `${issuer}userinfo`])
    .setSubject('auth0|abc123')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(signingKey);

const me = async (bearer: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${bearer}` } });

describe('an external identity provider', () => {
  it('switches the embedded provider off', async () => {
    expect((await t.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/oidc/auth' })).statusCode).toBe(404);
  });

  it('accepts its tokens, and creates the customer from its userinfo on first sight', async () => {
    const response = await me(await token());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user).toMatchObject({
      first_name: 'Meera',
      last_name: 'Nair',
      email: 'meera@example.in',
      user_type: 'customer',
    });
    const [row] = await t.database.execute('SELECT issuer, subject FROM customers');
    expect(row).toEqual({ issuer, subject: 'auth0|abc123' });
  });

  it('refuses tokens of another issuer or signed by a key it does not publish', async () => {
    expect((await me(await token({ iss: 'http://127.0.0.1:1/' }))).statusCode).toBe(401);
    expect((await me(await token({}, 'unknown-kid'))).statusCode).toBe(401);
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ scope: 'read:profile' })
      .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject('auth0|abc123')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(other.privateKey);
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('refuses a token issued more than 60 seconds in the future', async () => {
    const issuedAt = (offsetSeconds: number) =>
      new SignJWT({ scope: 'openid profile read:profile' })
        .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setSubject('auth0|abc123')
        .setIssuedAt(Math.floor(Date.now() / 1000) + offsetSeconds)
        .setExpirationTime(Math.floor(Date.now() / 1000) + offsetSeconds + 600)
        .sign(signingKey);
    expect((await me(await issuedAt(30))).statusCode).toBe(200);
    const future = await me(await issuedAt(3600));
    expect(future.statusCode).toBe(401);
    expect(future.json()).toMatchObject({ isAuthError: true });
  });

  it('forwards POST /auth/refresh to its token endpoint for the configured client', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: 'good' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ access_token: 'new-access', refresh_token: 'next' });
    expect(tokenRequests.at(-1)?.get('client_id')).toBe('external-spa');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: 'spent' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ isAuthError: true });
  });
});

describe('staff with an external provider', () => {
  /** A back-office token: the `admin` scope, and whatever claims the provider adds. */
  const staffToken = (
    subject: string,
    claims: Record<string, unknown>,
    scope = 'openid profile email admin',
  ) =>
    new SignJWT({ scope, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'external-1' })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(signingKey);
  const adminMe = async (bearer: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: { authorization: `Bearer ${bearer}` } });

  it('take their role from OIDC_ROLES_CLAIM, and the record follows the claim', async () => {
    const claims = { email: 'ravi@aangan.example', given_name: 'Ravi', family_name: 'Iyer' };
    const first = await adminMe(await staffToken('auth0|ravi', { ...claims, [ROLES_CLAIM]: ['catalogue'] }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.staff).toMatchObject({ email: 'ravi@aangan.example', role: 'catalogue' });
    expect(first.json().data.permissions).toContain('catalogue:write');

    const demoted = await adminMe(await staffToken('auth0|ravi', { ...claims, [ROLES_CLAIM]: 'viewer' }));
    expect(demoted.json().data.staff.role).toBe('viewer');
    expect(demoted.json().data.permissions).not.toContain('catalogue:write');
    const rows = await t.database.execute(
      `SELECT role, issuer, subject FROM staff WHERE email = 'ravi@aangan.example'`,
    );
    expect(rows).toEqual([{ role: 'viewer', issuer, subject: 'auth0|ravi' }]);
  });

  it('refuse a claim that names no role, and a token without the admin scope', async () => {
    const unknown = await adminMe(
      await staffToken('auth0|x', { email: 'x@aangan.example', [ROLES_CLAIM]: ['boss'] }),
    );
    expect(unknown.statusCode).toBe(403);
    const customer = await adminMe(
      await staffToken(
        'auth0|y',
        { email: 'y@aangan.example', [ROLES_CLAIM]: 'owner' },
        'openid read:profile',
      ),
    );
    expect(customer.statusCode).toBe(403);
    expect(customer.json().error).toBe('This sign-in does not open the back office.');
  });

  it('accept the admin permission of an RBAC provider (Auth0) as the scope', async () => {
    const response = await adminMe(
      await staffToken(
        'auth0|meera',
        { email: 'meera.staff@aangan.example', permissions: ['admin'], [ROLES_CLAIM]: ['sales'] },
        'openid profile email',
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.staff.role).toBe('sales');
  });

  it('without a role claim: a member the owner added is linked at their first call by the address the provider vouches for', async () => {
    const owner = await adminMe(
      await staffToken('auth0|owner', { email: 'owner.ext@aangan.example', [ROLES_CLAIM]: 'owner' }),
    );
    expect(owner.statusCode).toBe(200);
    await t.services.staff.members.add(null, {
      email: 'kiran@aangan.example',
      role: 'sales',
      first_name: 'Kiran',
    });
    const [added] = await t.database.execute(
      `SELECT subject FROM staff WHERE email = 'kiran@aangan.example'`,
    );
    expect(added).toEqual({ subject: null });

    const kiran = await adminMe(await staffToken('auth0|kiran', { email: 'kiran@aangan.example' }));
    expect(kiran.statusCode, kiran.body).toBe(200);
    expect(kiran.json().data.staff.role).toBe('sales');
    // Another sign-in with the same address does not take the record over.
    const other = await adminMe(await staffToken('auth0|impostor', { email: 'kiran@aangan.example' }));
    expect(other.statusCode).toBe(403);
    // Nor does an address the provider says it has not verified.
    await t.services.staff.members.add(null, {
      email: 'lata@aangan.example',
      role: 'viewer',
      first_name: 'Lata',
    });
    const unverified = await adminMe(
      await staffToken('auth0|lata', { email: 'lata@aangan.example', email_verified: false }),
    );
    expect(unverified.statusCode).toBe(403);
  });
});
