// Every write has a limit per customer and per client IP, kept in the database: a burst sent in parallel
// is cut at exactly the limit, with 429, a clear message and Retry-After, and the limit holds across
// replicas (two apps on one database share it).
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/catalogue.ts';
import { buildApp } from '../app.ts';
import { composeServices } from '../compose.ts';
import { loadConfig } from '../env.ts';
import { useTestApp } from '../../tests/support/api.ts';
import { signUpCustomer, type SignedIn } from '../../tests/support/oidc.ts';

const LIMITS = {
  PROJECTS_PER_CUSTOMER_PER_DAY: '3',
  PROJECT_UPDATES_PER_CUSTOMER_PER_HOUR: '3',
  REVIEWS_PER_CUSTOMER_PER_DAY: '3',
  WISHLIST_CHANGES_PER_CUSTOMER_PER_MINUTE: '4',
  PROFILE_UPDATES_PER_CUSTOMER_PER_HOUR: '3',
  ACCOUNT_WRITES_PER_IP_PER_MINUTE: '5',
  STOCK_ALERTS_PER_IP_PER_HOUR: '3',
  STOCK_ALERTS_PER_EMAIL_PER_DAY: '2',
  PRODUCT_VIEWS_PER_IP_PER_MINUTE: '4',
  LEADS_RATE_LIMIT_PER_MINUTE: '3',
};

let productIds: string[];

const t = useTestApp(LIMITS);
beforeAll(async () => {
  productIds = (await t.database.execute('SELECT id FROM products ORDER BY name LIMIT 8')).map((row) =>
    String(row.id),
  );
});

let nextIp = 1;
/** A client address of each test's own, so that per-IP budgets never join two tests. */
const freshIp = () => `198.51.100.${nextIp++}`;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { who?: SignedIn; ip: string; payload?: unknown; userAgent?: string },
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(options.who ? options.who.auth : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    remoteAddress: options.ip,
    ...(options.payload === undefined ? {} : { payload: options.payload as never }),
  });

/** Sends every request at once and sorts the answers into allowed and refused. */
async function burst(requests: (() => Promise<LightMyRequestResponse>)[]) {
  const responses = await Promise.all(requests.map((request) => request()));
  const refused = responses.filter((response) => response.statusCode === 429);
  const allowed = responses.filter((response) => response.statusCode < 300);
  expect(
    allowed.length + refused.length,
    responses.map((r) => `${r.statusCode} ${r.body.slice(0, 200)}`).join('\n'),
  ).toBe(responses.length);
  return { allowed, refused };
}

const expectRefusal = (response: LightMyRequestResponse, message: RegExp) => {
  expect(response.statusCode).toBe(429);
  const body = ErrorBodySchema.parse(response.json());
  expect(body.code).toBe('rate_limited');
  expect(body.error).toMatch(message);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('account writes: per customer', () => {
  it('cuts a burst of new projects at exactly the limit, and leaves other customers their own', async () => {
    const [a, b] = await Promise.all([signUpCustomer(t.app), signUpCustomer(t.app)]);
    const ip = freshIp();
    const { allowed, refused } = await burst(
      Array.from(
        { length: 6 },
        (_, i) => () => send('POST', '/projects', { who: a, ip, payload: { project_name: `Burst ${i}` } }),
      ),
    );
    expect(allowed).toHaveLength(3);
    expect(refused).toHaveLength(3);
    expectRefusal(
      refused[0]!,
      /^Too many new projects from your account\. Please wait \d+ hours and try again\.$/,
    );
    const [count] = await t.database.execute(
      `SELECT count(*)::int AS n FROM projects p JOIN customers c ON c.id = p.customer_id WHERE c.email = $1`,
      [a.email],
    );
    expect(count!.n).toBe(3);
    const other = await send('POST', '/projects', {
      who: b,
      ip: freshIp(),
      payload: { project_name: 'Mine' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('cuts project changes, reviews, wishlist changes and profile saves at their limits', async () => {
    const customer = await signUpCustomer(t.app);
    const ip = freshIp();
    const created = await send('POST', '/projects', {
      who: customer,
      ip,
      payload: { project_name: 'Kitchen' },
    });
    const projectId = String(created.json().data.project.id);

    const updates = await burst(
      Array.from(
        { length: 5 },
        (_, i) => () =>
          send('PUT', `/projects/${projectId}`, {
            who: customer,
            ip,
            payload: { timeline: `${i + 1} months` },
          }),
      ),
    );
    expect(updates.allowed).toHaveLength(3);
    expectRefusal(updates.refused[0]!, /^Too many project changes from your account\./);

    const reviews = await burst(
      productIds
        .slice(0, 5)
        .map(
          (id) => () =>
            send('POST', `/products/${id}/reviews`, { who: customer, ip: freshIp(), payload: { rating: 4 } }),
        ),
    );
    expect(reviews.allowed).toHaveLength(3);
    expectRefusal(reviews.refused[0]!, /^Too many reviews from your account\./);

    const wishlist = await burst(
      productIds
        .slice(0, 6)
        .map(
          (id, i) => () =>
            send(i % 2 === 0 ? 'POST' : 'DELETE', `/wishlist/${id}`, { who: customer, ip: freshIp() }),
        ),
    );
    expect(wishlist.allowed).toHaveLength(4);
    expectRefusal(
      wishlist.refused[0]!,
      /^Too many wishlist changes from your account\. Please wait 1 minute/,
    );

    const profile = await burst(
      Array.from(
        { length: 5 },
        (_, i) => () =>
          send('PUT', '/auth/profile', { who: customer, ip: freshIp(), payload: { city: `City ${i}` } }),
      ),
    );
    expect(profile.allowed).toHaveLength(3);
    expectRefusal(profile.refused[0]!, /^Too many profile changes from your account\./);
  });

  it('counts a request the schema refuses against nothing', async () => {
    const customer = await signUpCustomer(t.app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const refused = await send('POST', '/projects', { who: customer, ip, payload: { project_name: '' } });
      expect(refused.statusCode).toBe(400);
    }
    const created = await send('POST', '/projects', { who: customer, ip, payload: { project_name: 'Den' } });
    expect(created.statusCode).toBe(201);
  });
});

describe('account writes: per client IP', () => {
  it('cuts the writes of several customers behind one address at exactly the limit', async () => {
    const customers = await Promise.all([
      signUpCustomer(t.app),
      signUpCustomer(t.app),
      signUpCustomer(t.app),
    ]);
    const ip = freshIp();
    const { allowed, refused } = await burst(
      customers.flatMap((who) =>
        productIds.slice(0, 2).map((id) => () => send('POST', `/wishlist/${id}`, { who, ip })),
      ),
    );
    expect(allowed).toHaveLength(5);
    expect(refused).toHaveLength(1);
    expectRefusal(
      refused[0]!,
      /^Too many changes from your connection\. Please wait 1 minute and try again\.$/,
    );
  });
});

describe('anonymous writes: per client IP', () => {
  it('cuts back-in-stock requests per connection and confirmation e-mails per address', async () => {
    const [id] = productIds;
    const ip = freshIp();
    const perIp = await burst(
      Array.from(
        { length: 5 },
        (_, i) => () =>
          send('POST', `/products/${id}/notify`, { ip, payload: { email: `shopper${i}@example.in` } }),
      ),
    );
    expect(perIp.allowed).toHaveLength(3);
    expectRefusal(
      perIp.refused[0]!,
      /^Too many back-in-stock requests\. Please wait \d+ minutes? and try again\.$/,
    );

    const perAddress = await burst(
      productIds.slice(0, 4).map(
        (productId) => () =>
          send('POST', `/products/${productId}/notify`, {
            ip: freshIp(),
            payload: { email: 'Target@Example.in' },
          }),
      ),
    );
    expect(perAddress.allowed).toHaveLength(2);
    expectRefusal(perAddress.refused[0]!, /^Too many back-in-stock requests\./);
  });

  it('cuts product views per connection', async () => {
    const ip = freshIp();
    const { allowed, refused } = await burst(
      productIds
        .slice(0, 6)
        .map((id, i) => () => send('POST', `/products/${id}/view`, { ip, userAgent: `Browser ${i}` })),
    );
    expect(allowed).toHaveLength(4);
    expectRefusal(refused[0]!, /^Too many product views from your connection\. Please wait 1 minute/);
  });
});

describe('consultation and contact submissions', () => {
  const contact = (i: number) => ({
    firstName: 'Vikram',
    lastName: `Sethi ${i}`,
    email: `vikram.${i}@example.in`,
    subject: 'support',
    message: `Question number ${i}`,
  });

  it('are cut at exactly the limit across two replicas sharing the database', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/aangan-second-replica',
      SEED_ON_START: 'false',
      GENERATE_MEDIA: 'false',
      PUBLIC_API_ORIGIN: 'http://api.test',
      ...LIMITS,
    });
    const replica = await buildApp({
      database: t.database,
      config,
      services: composeServices({ database: t.database, config }),
    });
    try {
      const ip = freshIp();
      const apps = [t.app, replica];
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          apps[i % 2]!.inject({
            method: 'POST',
            url: '/api/v1/contact/submit',
            payload: contact(i),
            remoteAddress: ip,
          }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
      const refused = responses.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(3);
      expectRefusal(
        refused[0]!,
        /^Too many submissions from your connection\. Please wait 1 minute and try again\.$/,
      );
    } finally {
      await replica.close();
    }
  });
});
