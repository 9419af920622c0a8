// Staff sign-in through the embedded provider (decision 051): the back office's own client, the real
// authorization code flow with PKCE, `admin` for current staff only, no customer powers in a staff
// token, and a sign-in that lasts a working day however often it is refreshed.
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_SCOPE } from '../../../contract/account.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { DEMO_OWNER, seedDemoStaff } from '../../db/seed/demo-staff.ts';
import {
  ADMIN_SIGN_IN,
  Browser,
  complete,
  refreshTokens,
  signIn,
  signUpCustomer,
  TEST_ADMIN_CLIENT_ID,
  TEST_ADMIN_REDIRECT_URI,
} from '../../../tests/support/oidc.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
/** A member with an account and a password, as `npm run staff:add -- --password` makes them. */
async function staffMember(role: 'owner' | 'catalogue' | 'sales' | 'viewer' = 'sales') {
  const email = `staff-${++counter}-${Date.now()}@aangan.example`;
  const password = `staff-password-${counter}`;
  const added = await t.services.staff.members.add(null, { email, role, first_name: 'Kavya' }, { password });
  return { email, password, id: added.member.id };
}

const adminMe = (accessToken: string) =>
  t.app.inject({ url: '/api/v1/admin/me', headers: { authorization: `Bearer ${accessToken}` } });
const customerMe = (accessToken: string) =>
  t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

/** Starts a back-office sign-in in `browser` and posts the password; returns the answer and the request. */
async function staffPassword(browser: Browser, email: string, password: string) {
  const started = await browser.startAuthorization(ADMIN_SIGN_IN);
  const page = await browser.get(started.interaction);
  const posted = await browser.post(`${started.interaction}/login`, { email, password });
  return { started, page, posted };
}

describe('the back office client', () => {
  it('signs a member of staff in with code + PKCE: the token opens /admin/me and nothing of a customer', async () => {
    const member = await staffMember('catalogue');
    const browser = new Browser(t.app, '10.9.0.1');
    const { started, page, posted } = await staffPassword(browser, member.email, member.password);
    expect(page.body).toContain('Back office');
    expect(page.body).not.toContain('Create an account');
    const tokens = await complete(browser, posted, started.pkce.verifier, started.state, ADMIN_SIGN_IN);

    const claims = decodeJwt(tokens.access_token);
    expect(claims.client_id).toBe(TEST_ADMIN_CLIENT_ID);
    expect(String(claims.scope).split(' ').sort()).toEqual(['admin', 'email', 'openid', 'profile']);
    const me = await adminMe(tokens.access_token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.staff).toMatchObject({ email: member.email, role: 'catalogue' });

    // A staff sign-in carries no customer scope: the customer calls refuse it.
    const customer = await customerMe(tokens.access_token);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('forbidden');
    const [row] = await t.database.execute('SELECT issuer, subject FROM staff WHERE id = $1', [member.id]);
    expect(row).toEqual({ issuer: 'http://api.test/oidc', subject: claims.sub });
  });

  it('refuses a customer at the provider: a page that says so, and no code', async () => {
    const customer = await signUpCustomer(t.app);
    const browser = new Browser(t.app, '10.9.0.2');
    const { posted } = await staffPassword(browser, customer.email, customer.password);
    expect(posted.statusCode).toBe(403);
    expect(posted.headers.location).toBeUndefined();
    expect(posted.body).toContain('This account has no access to the back office');
    expect(posted.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a signed-in customer who comes to the back office with the session they have', async () => {
    const customer = await signUpCustomer(t.app);
    // The same browser that signed in at the shop: the provider knows the person and asks nothing.
    const started = await customer.browser.startAuthorization(ADMIN_SIGN_IN);
    const page = await customer.browser.get(started.interaction);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This account has no access to the back office');
  });

  it('lets a member who signed in at the shop into the back office without the password again, after the staff check', async () => {
    const member = await staffMember('viewer');
    const shop = await signIn(t.app, member.email, member.password);
    const started = await shop.browser.startAuthorization(ADMIN_SIGN_IN);
    const consent = await shop.browser.get(started.interaction);
    expect(consent.statusCode).toBe(303);
    const tokens = await complete(shop.browser, consent, started.pkce.verifier, started.state, ADMIN_SIGN_IN);
    expect((await adminMe(tokens.access_token)).statusCode).toBe(200);
  });

  it('never grants admin to the storefront client, even to staff who ask for it', async () => {
    const member = await staffMember('owner');
    const shop = await signIn(t.app, member.email, member.password, { scope: `${SIGN_IN_SCOPE} admin` });
    expect(String(decodeJwt(shop.tokens.access_token).scope).split(' ')).not.toContain('admin');
    const refused = await adminMe(shop.tokens.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This sign-in does not open the back office.');
    // Nor does a refresh add it.
    const refreshed = await refreshTokens(t.app, shop.tokens.refresh_token);
    expect(String(decodeJwt(refreshed.json().access_token).scope).split(' ')).not.toContain('admin');
  });

  it('never grants customer scopes to the back office client', async () => {
    const member = await staffMember('sales');
    const signedIn = await signIn(t.app, member.email, member.password, {
      ...ADMIN_SIGN_IN,
      scope: 'openid profile email admin read:profile write:profile read:projects',
    });
    const scopes = String(decodeJwt(signedIn.tokens.access_token).scope).split(' ');
    expect(scopes).toContain('admin');
    expect(scopes).not.toContain('read:profile');
    expect((await customerMe(signedIn.tokens.access_token)).statusCode).toBe(403);
  });

  it('takes only its own redirect URIs', async () => {
    const browser = new Browser(t.app);
    const wrong = await browser.get(
      `/oidc/auth?client_id=${TEST_ADMIN_CLIENT_ID}&response_type=code&scope=openid+admin&redirect_uri=${encodeURIComponent('http://localhost:4321/callback')}&code_challenge=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq&code_challenge_method=S256`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(TEST_ADMIN_REDIRECT_URI).toMatch(/\/admin\/callback$/);
  });
});

describe('the demo owner', () => {
  it('is seeded once, confirmed, and signs in to the back office as owner', async () => {
    expect(await seedDemoStaff(t.database, 'http://api.test/oidc')).toEqual({
      accountCreated: true,
      staffCreated: true,
    });
    expect(await seedDemoStaff(t.database, 'http://api.test/oidc')).toEqual({
      accountCreated: false,
      staffCreated: false,
    });
    const signedIn = await signIn(t.app, DEMO_OWNER.email, DEMO_OWNER.password, ADMIN_SIGN_IN);
    const me = await adminMe(signedIn.tokens.access_token);
    expect(me.json().data).toMatchObject({ staff: { email: DEMO_OWNER.email, role: 'owner' } });
  });
});

describe('a staff sign-in', () => {
  const refreshExpiry = async (accountId: string) => {
    const rows = await t.database.execute(
      `SELECT (payload->>'exp')::bigint AS exp, (payload->>'authTime')::bigint AS auth_time
       FROM oidc_payloads WHERE model = 'RefreshToken' AND consumed_at IS NULL
         AND payload->>'accountId' = $1 AND payload->>'clientId' = $2`,
      [accountId, TEST_ADMIN_CLIENT_ID],
    );
    expect(rows).toHaveLength(1);
    return { exp: Number(rows[0]!.exp), authTime: Number(rows[0]!.auth_time) };
  };

  it('lasts 10 hours from the password: a refresh within works and does not extend it, one past it is refused', async () => {
    const member = await staffMember('sales');
    const signedIn = await signIn(t.app, member.email, member.password, ADMIN_SIGN_IN);
    const accountId = String(decodeJwt(signedIn.tokens.access_token).sub);
    const first = await refreshExpiry(accountId);
    expect(first.exp - first.authTime).toBe(10 * 3600);

    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 5 * 3600 * 1000 });
    const rotated = await refreshTokens(t.app, signedIn.tokens.refresh_token, TEST_ADMIN_CLIENT_ID);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await refreshExpiry(accountId)).exp).toBe(first.exp);

    vi.setSystemTime(start + (10 * 3600 + 120) * 1000);
    const late = await refreshTokens(t.app, rotated.json().refresh_token, TEST_ADMIN_CLIENT_ID);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_grant');
  });

  it('asks for the password again when the provider session is older than a working day', async () => {
    const member = await staffMember('viewer');
    const shop = await signIn(t.app, member.email, member.password);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 3600 * 1000 });
    const started = await shop.browser.startAuthorization(ADMIN_SIGN_IN);
    const page = await shop.browser.get(started.interaction);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Back office');
  });

  it('ends when the member is removed: refresh refused, a new sign-in refused, the shop sign-in kept', async () => {
    const owner = await staffMember('owner');
    const member = await staffMember('catalogue');
    const admin = await signIn(t.app, member.email, member.password, ADMIN_SIGN_IN);
    const shop = await signIn(t.app, member.email, member.password);
    await t.services.staff.members.remove({ id: owner.id, email: owner.email }, member.id);

    expect((await adminMe(admin.tokens.access_token)).statusCode).toBe(403);
    const refresh = await refreshTokens(t.app, admin.tokens.refresh_token, TEST_ADMIN_CLIENT_ID);
    expect(refresh.statusCode).toBe(400);
    const again = await staffPassword(new Browser(t.app, '10.9.0.3'), member.email, member.password);
    expect(again.posted.statusCode).toBe(403);
    expect(again.posted.body).toContain('This account has no access to the back office');
    expect((await refreshTokens(t.app, shop.tokens.refresh_token)).statusCode).toBe(200);
  });
});
