// The visitor's address, scheme and host behind proxies (decision 150). With TRUST_PROXY set to one
// proxy, what a visitor writes into X-Forwarded-* before the proxy adds its own entry cannot make the
// per-address limits count a new visitor, nor make the OpenID provider build its addresses on a host
// of the visitor's choosing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/api.ts';

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', LEADS_RATE_LIMIT_PER_MINUTE: '5' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** What the proxy passes on: the visitor's own X-Forwarded-For, then the address it saw. */
const throughProxy = (forged: string, seen: string) => ({ 'x-forwarded-for': `${forged}, ${seen}` });

let seq = 0;
const contact = () => ({
  firstName: 'Vikram',
  lastName: 'Menon',
  email: `vikram.${++seq}@example.in`,
  phone: '',
  subject: 'project_inquiry',
  message: `Do you design modular kitchens in Kondapur? (${seq})`,
});
const lead = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact/submit', payload: contact(), headers });

describe('one proxy in front of the API', () => {
  it('counts the address the proxy saw, whatever the visitor wrote before it', async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 8; n++)
      answers.push((await lead(throughProxy(`198.51.100.${n}, 192.0.2.${n}`, '203.0.113.7'))).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // Another visitor behind the same proxy has a budget of their own.
    expect((await lead(throughProxy('198.51.100.1', '203.0.113.8'))).statusCode).toBe(201);
  });

  it("hands the OpenID provider the proxy's host and scheme, not the visitor's", async () => {
    const response = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: {
        host: 'api.test',
        'x-forwarded-host': 'evil.example, api.test',
        'x-forwarded-proto': 'http, https',
      },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json() as { authorization_endpoint: string; token_endpoint: string };
    expect(discovery.authorization_endpoint).toBe('https://api.test/oidc/auth');
    expect(discovery.token_endpoint).toBe('https://api.test/oidc/token');
  });
});
