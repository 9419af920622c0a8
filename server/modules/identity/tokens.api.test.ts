// What the API accepts as a bearer token, and what it refuses.
import { randomUUID } from 'node:crypto';
import { base64url, exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/api.ts';
import { signUpCustomer, TEST_AUDIENCE, TEST_CLIENT_ID, TEST_ISSUER } from '../../../tests/support/oidc.ts';
import { testAccount } from '../../../tests/support/staff.ts';
import { deleteAccount, endSessions } from './accounts.ts';
import { keyRingFor } from './keys.ts';
import { INVALID_TOKEN_MESSAGE, SESSION_EXPIRED_MESSAGE } from './verify.ts';

let signingJwk: JWK;
/** The account forged tokens name unless told otherwise: the provider issues tokens only to accounts. */
let subject: string;

const t = useTestApp();
beforeAll(async () => {
  const ring = keyRingFor(t.database);
  await ring.refresh(true);
  signingJwk = ring.privateJwks.keys[0]!;
  subject = await testAccount(t.database, 'forged@example.in');
});

const ALL_SCOPES =
  'read:products read:categories read:projects write:projects read:profile write:profile read:whatsapp';
const now = () => Math.floor(Date.now() / 1000);

interface Forge {
  claims?: JWTPayload;
  header?: Record<string, unknown>;
  omit?: string[];
}

/** A token signed with the provider's real key, with the claims of a real one unless overridden. */
async function forge({ claims = {}, header = {}, omit = [] }: Forge = {}): Promise<string> {
  const payload: JWTPayload = {
    iss: TEST_ISSUER,
    aud: TEST_AUDIENCE,
    sub: subject,
    iat: now(),
    exp: now() + 300,
    scope: ALL_SCOPES,
    client_id: TEST_CLIENT_ID,
    jti: randomUUID(),
    ...claims,
  };
  for (const name of omit) delete payload[name];
  const key = await importJWK(signingJwk, 'RS256');
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid, typ: 'at+jwt', ...header })
    .sign(key);
}

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

const expectRefused = async (token: string, message = INVALID_TOKEN_MESSAGE) => {
  const response = await me(token);
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json()).toEqual({
    success: false,
    error: message,
    code: 'unauthorized',
    isAuthError: true,
  });
};

describe('bearer tokens', () => {
  it('accepts a real access token and a well-formed forged one signed with the real key', async () => {
    const { tokens } = await signUpCustomer(t.app);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    expect((await me(await forge())).statusCode).toBe(200);
  });

  it('asks for sign-in when there is no token, an empty one or another scheme', async () => {
    for (const headers of [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'unauthorized', isAuthError: true });
    }
  });

  it('refuses a token signed by another key, under a known or an unknown key id', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const payload = { iss: TEST_ISSUER, aud: TEST_AUDIENCE, sub: randomUUID(), scope: ALL_SCOPES };
    const sameKid = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    const otherKid = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'someone-elses-key' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    await expectRefused(sameKid);
    await expectRefused(otherKid);
  });

  it("refuses alg 'none'", async () => {
    const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
    const payload = {
      iss: TEST_ISSUER,
      aud: TEST_AUDIENCE,
      sub: randomUUID(),
      exp: now() + 300,
      iat: now(),
      scope: ALL_SCOPES,
    };
    await expectRefused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`);
    await expectRefused(`${encode({ alg: 'none', kid: signingJwk.kid })}.${encode(payload)}.`);
  });

  it('refuses HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const publicKey = await importJWK({ kty: 'RSA', n: signingJwk.n, e: signingJwk.e }, 'RS256', {
      extractable: true,
    });
    const pem = await exportSPKI(publicKey as CryptoKey);
    const payload = { iss: TEST_ISSUER, aud: TEST_AUDIENCE, sub: randomUUID(), scope: ALL_SCOPES };
    for (const secret of [pem, JSON.stringify({ kty: 'RSA', n: signingJwk.n, e: signingJwk.e })]) {
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', kid: signingJwk.kid })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(secret));
      await expectRefused(token);
    }
  });

  it('refuses other RSA algorithms with the right key (RS256 only)', async () => {
    const key = await importJWK({ ...signingJwk, alg: 'PS256' }, 'PS256');
    const token = await new SignJWT({
      iss: TEST_ISSUER,
      aud: TEST_AUDIENCE,
      sub: randomUUID(),
      scope: ALL_SCOPES,
    })
      .setProtectedHeader({ alg: 'PS256', kid: signingJwk.kid })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    await expectRefused(token);
  });

  it('allows 60 seconds of clock skew on exp, and refuses a token expired longer ago', async () => {
    expect((await me(await forge({ claims: { iat: now() - 700, exp: now() - 30 } }))).statusCode).toBe(200);
    await expectRefused(
      await forge({ claims: { iat: now() - 700, exp: now() - 90 } }),
      SESSION_EXPIRED_MESSAGE,
    );
  });

  it('allows 60 seconds of clock skew on nbf, and refuses a token that is not valid yet', async () => {
    expect((await me(await forge({ claims: { nbf: now() + 30 } }))).statusCode).toBe(200);
    await expectRefused(await forge({ claims: { nbf: now() + 120 } }));
  });

  it('allows 60 seconds of clock skew on iat, and refuses a token issued further in the future', async () => {
    expect((await me(await forge({ claims: { iat: now() + 30 } }))).statusCode).toBe(200);
    await expectRefused(await forge({ claims: { iat: now() + 120 } }));
    // However long it would still live.
    await expectRefused(await forge({ claims: { iat: now() + 86_400, exp: now() + 86_700 } }));
  });

  it('refuses a token for another audience, including the ID token', async () => {
    await expectRefused(await forge({ claims: { aud: 'https://another-api.example/v1' } }));
    await expectRefused(await forge({ claims: { aud: TEST_CLIENT_ID } }));
    const { tokens } = await signUpCustomer(t.app);
    await expectRefused(tokens.id_token);
  });

  it('refuses a token from another issuer', async () => {
    await expectRefused(await forge({ claims: { iss: 'https://login.evil.example/' } }));
    await expectRefused(await forge({ omit: ['iss'] }));
  });

  it('refuses a token without a subject, an expiry or an issue time', async () => {
    await expectRefused(await forge({ omit: ['sub'] }));
    await expectRefused(await forge({ claims: { sub: '' } }));
    await expectRefused(await forge({ omit: ['exp'] }));
    await expectRefused(await forge({ omit: ['iat'] }));
    await expectRefused(await forge({ claims: { iat: String(now()) as unknown as number } }));
  });

  it('refuses a token whose account no longer exists', async () => {
    const gone = await testAccount(t.database, 'gone@example.in');
    const token = await forge({ claims: { sub: gone } });
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.transaction((tx) => deleteAccount(tx, gone));
    await expectRefused(token);
    await expectRefused(await forge({ claims: { sub: randomUUID() } }));
    await expectRefused(await forge({ claims: { sub: 'not-an-account-id' } }));
  });

  it('refuses a token issued before its account’s sessions ended, that second included, from the next call', async () => {
    const account = await testAccount(t.database, 'ended@example.in');
    const earlier = await forge({ claims: { sub: account, iat: now() - 5 } });
    expect((await me(earlier)).statusCode).toBe(200);
    await t.database.db.transaction((tx) => endSessions(tx, account));
    const [row] = await t.database.execute(
      'SELECT extract(epoch FROM sessions_ended_at)::float8 AS ended FROM identity_accounts WHERE id = $1',
      [account],
    );
    const ended = Number(row!.ended);
    await expectRefused(earlier, SESSION_EXPIRED_MESSAGE);
    // `iat` counts whole seconds: one of the second in which the sessions ended may be from before.
    if (!Number.isInteger(ended))
      await expectRefused(
        await forge({ claims: { sub: account, iat: Math.floor(ended) } }),
        SESSION_EXPIRED_MESSAGE,
      );
    expect((await me(await forge({ claims: { sub: account, iat: Math.ceil(ended) } }))).statusCode).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const token = await forge();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!))) as JWTPayload;
    const tampered = base64url.encode(JSON.stringify({ ...claims, sub: randomUUID() }));
    await expectRefused(`${header}.${tampered}.${signature}`);
  });

  it('answers 403, not 401, to a valid token without the scope a call needs', async () => {
    const token = await forge({ claims: { scope: 'read:products' } });
    const response = await me(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'forbidden' });
    expect(response.json().isAuthError).toBeUndefined();
    const limited = await signUpCustomer(t.app, {}, { scope: 'openid profile email read:profile' });
    expect((await me(limited.tokens.access_token)).statusCode).toBe(200);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: limited.auth,
      payload: { city: 'Pune' },
    });
    expect(update.statusCode).toBe(403);
  });

  it('accepts a permissions claim in place of scopes (as Auth0 sends with RBAC) and reports it', async () => {
    const token = await forge({
      claims: { scope: 'openid profile', permissions: ['read:profile', 'read:projects'] },
    });
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.permissions).toEqual(['read:profile', 'read:projects']);
  });

  it('creates a customer on first sight, once, from the account', async () => {
    const [account] = await t.database.execute(
      `INSERT INTO identity_accounts (email, password_hash, first_name, last_name)
       VALUES ('First.Sight@Example.in', '-', 'Kavya', 'Menon') RETURNING id`,
    );
    const sub = String(account!.id);
    const token = await forge({ claims: { sub, email: 'someone.else@example.in', given_name: 'Someone' } });
    const [a, b] = await Promise.all([me(token), me(token)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().data.user.id).toBe(b.json().data.user.id);
    expect(a.json().data.user).toMatchObject({
      first_name: 'Kavya',
      last_name: 'Menon',
      full_name: 'Kavya Menon',
      email: 'first.sight@example.in',
      user_type: 'customer',
    });
    const rows = await t.database.execute('SELECT count(*)::int AS n FROM customers WHERE subject = $1', [
      sub,
    ]);
    expect(rows[0]!.n).toBe(1);
  });
});
