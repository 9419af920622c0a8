import { describe, expect, it } from 'vitest';
import {
  checkIdTokenClaims,
  endsSession,
  INVALID_STATE_MESSAGE,
  isLostAnswer,
  isStale,
  oidcSettings,
  signInErrorMessage,
} from './oidc.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'RS256' }) =>
  `${encode(header)}.${encode(claims)}.signature`;

const now = 1_800_000_000;
const expected = { issuer: 'https://id.example/oidc', clientId: 'aangan-storefront', now };
const valid = { iss: expected.issuer, sub: 'user-1', aud: 'aangan-storefront', exp: now + 600, iat: now };

describe('oidcSettings', () => {
  it('defaults to the reference API’s own provider, audience and sign-in scopes', () => {
    const settings = oidcSettings({}, 'http://localhost:4000/api/v1');
    expect(settings).toMatchObject({
      issuer: 'http://localhost:4000/oidc',
      clientId: 'aangan-storefront',
      audience: 'http://localhost:4000/api/v1',
    });
    expect(settings.scope.split(' ')).toContain('write:projects');
  });

  it('takes an external provider from PUBLIC_OIDC_*', () => {
    const settings = oidcSettings(
      {
        PUBLIC_OIDC_ISSUER: 'https://shop.auth0.com/',
        PUBLIC_OIDC_CLIENT_ID: 'abc',
        PUBLIC_OIDC_AUDIENCE: 'https://api.shop.in/api/v1',
        PUBLIC_OIDC_SCOPE: 'openid offline_access read:profile',
      },
      'http://localhost:4000/api/v1',
    );
    expect(settings).toMatchObject({
      issuer: 'https://shop.auth0.com/',
      clientId: 'abc',
      scope: 'openid offline_access read:profile',
    });
  });
});

describe('checkIdTokenClaims', () => {
  it('accepts a valid token, with an array audience when azp names the client', () => {
    expect(checkIdTokenClaims(idToken(valid), expected).sub).toBe('user-1');
    expect(() =>
      checkIdTokenClaims(
        idToken({ ...valid, aud: ['aangan-storefront', 'https://api'], azp: 'aangan-storefront' }),
        expected,
      ),
    ).not.toThrow();
  });

  it.each([
    ['another algorithm', idToken(valid, { alg: 'HS256' }), /RS256/],
    ['no issuer', idToken({ ...valid, iss: undefined }), /Issuer \(iss\) claim must be a string/],
    ['another issuer', idToken({ ...valid, iss: 'https://evil.example' }), /Issuer \(iss\) claim mismatch/],
    ['no subject', idToken({ ...valid, sub: undefined }), /Subject \(sub\)/],
    ['another audience', idToken({ ...valid, aud: 'someone-else' }), /Audience \(aud\) claim mismatch/],
    [
      'several audiences without azp',
      idToken({ ...valid, aud: ['aangan-storefront', 'x'] }),
      /Authorized Party \(azp\) claim must be/,
    ],
    [
      'azp for someone else',
      idToken({ ...valid, aud: ['aangan-storefront', 'x'], azp: 'x' }),
      /Authorized Party \(azp\) claim mismatch/,
    ],
    [
      'exp not a number',
      idToken({ ...valid, exp: 'soon' }),
      /Expiration Time \(exp\) claim must be a number/,
    ],
    ['iat not a number', idToken({ ...valid, iat: undefined }), /Issued At \(iat\)/],
    [
      'expired beyond the leeway',
      idToken({ ...valid, exp: now - 61 }),
      /Expiration Time \(exp\) claim error/,
    ],
    ['not valid yet', idToken({ ...valid, nbf: now + 61 }), /Not Before/],
  ])('refuses %s', (_name, token, message) => {
    expect(() => checkIdTokenClaims(token, expected)).toThrow(message);
  });

  it('allows 60 seconds of leeway on exp and nbf', () => {
    expect(() =>
      checkIdTokenClaims(idToken({ ...valid, exp: now - 59, nbf: now + 59 }), expected),
    ).not.toThrow();
  });

  it('checks nonce, auth_time with max_age, and the organization', () => {
    expect(() => checkIdTokenClaims(idToken({ ...valid, nonce: 'a' }), { ...expected, nonce: 'b' })).toThrow(
      /Nonce/,
    );
    expect(() => checkIdTokenClaims(idToken(valid), { ...expected, maxAge: 300 })).toThrow(/auth_time/);
    expect(() =>
      checkIdTokenClaims(idToken({ ...valid, auth_time: now - 400 }), { ...expected, maxAge: 300 }),
    ).toThrow(/too much time/);
    expect(() =>
      checkIdTokenClaims(idToken({ ...valid, org_id: 'org_123' }), { ...expected, organization: 'org_123' }),
    ).not.toThrow();
    expect(() =>
      checkIdTokenClaims(idToken({ ...valid, org_id: 'org_999' }), { ...expected, organization: 'org_123' }),
    ).toThrow(/org_id/);
    expect(() =>
      checkIdTokenClaims(idToken({ ...valid, org_name: 'aangan' }), { ...expected, organization: 'Aangan' }),
    ).not.toThrow();
  });
});

describe('token freshness and errors', () => {
  it('treats a token as expired 60 seconds early', () => {
    expect(isStale({ expires_at: now + 61 }, now)).toBe(false);
    expect(isStale({ expires_at: now + 60 }, now)).toBe(true);
    expect(isStale({ expires_at: undefined }, now)).toBe(true);
  });

  it('knows a refresh that got no answer, which is asked again (decision 148)', () => {
    const timedOut = new Error('Network timed out');
    timedOut.name = 'ErrorTimeout';
    expect(isLostAnswer(timedOut)).toBe(true);
    expect(isLostAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLostAnswer({ error: 'invalid_grant' })).toBe(false);
    expect(isLostAnswer(new Error('invalid_grant'))).toBe(false);
  });

  it('knows which failures end the session (invalid_grant, a refresh token refused)', () => {
    expect(endsSession({ error: 'invalid_grant' })).toBe(true);
    expect(endsSession(new Error('Refresh token expired'))).toBe(true);
    expect(endsSession(new Error('Network down'))).toBe(false);
  });

  it('words a failed sign-in for the callback page', () => {
    expect(signInErrorMessage(new Error('No matching state found in storage'))).toBe(INVALID_STATE_MESSAGE);
    expect(signInErrorMessage({ error: 'access_denied', error_description: 'Sign-in was cancelled.' })).toBe(
      'Sign-in was cancelled.',
    );
    expect(signInErrorMessage(undefined)).toBe('Login failed');
  });

  it("shows the provider's own error from the return, whatever the library made of its state", () => {
    const noState = new Error('No matching state found in storage');
    expect(
      signInErrorMessage(
        noState,
        'https://shop.example/callback?error=access_denied&error_description=The+user+refused+access',
      ),
    ).toBe('The user refused access');
    expect(signInErrorMessage(noState, 'https://shop.example/callback?error=login_required&state=x')).toBe(
      'login_required',
    );
    expect(signInErrorMessage(noState, 'https://shop.example/callback?code=made-up&state=made-up')).toBe(
      INVALID_STATE_MESSAGE,
    );
  });
});
