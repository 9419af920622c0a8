// The signed-in customer's calls (docs/account.md): profile, wishlist, projects, reviews, token
// refresh, and the authorization matrix (customer A never reaches customer B's data).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MeDataSchema,
  PROJECT_LOCKED_MESSAGE,
  ProjectDataSchema,
  ProjectsDataSchema,
  ReviewWriteDataSchema,
  TokenDataSchema,
  UserDataSchema,
  WishlistDataSchema,
} from '../../../contract/account.ts';
import { ErrorBodySchema, ReviewListDataSchema, envelope } from '../../../contract/catalogue.ts';
import { DEMO_CUSTOMER, seedDemoCustomer } from '../../db/seed/demo-customer.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import {
  refreshTokens,
  signIn,
  signUpCustomer,
  TEST_ISSUER,
  type SignedIn,
} from '../../../tests/support/oidc.ts';

let a: SignedIn;
let b: SignedIn;
let productIds: string[];

const t = useTestApp();
beforeAll(async () => {
  [a, b] = await Promise.all([
    signUpCustomer(t.app, { first_name: 'Aarav', last_name: 'Shah' }),
    signUpCustomer(t.app, { first_name: 'Bhavna', last_name: 'Iyer' }),
  ]);
  productIds = (await t.database.execute('SELECT id FROM products ORDER BY name LIMIT 6')).map((row) =>
    String(row.id),
  );
});

interface Call {
  status: number;
  body: Record<string, unknown> & { data?: never; error?: string };
}

const call = async (method: string, url: string, who?: SignedIn, payload?: unknown): Promise<Call> => {
  const response = await t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : {} };
};

const expectError = (res: Call, status: number, message?: string | RegExp) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = ErrorBodySchema.parse(res.body);
  if (typeof message === 'string') expect(body.error).toBe(message);
  else if (message) expect(body.error).toMatch(message);
  return body;
};

describe('GET /auth/me', () => {
  it('returns the user and permissions, with the full name rule', async () => {
    const res = await call('GET', '/auth/me', a);
    expect(res.status).toBe(200);
    const { data } = envelope(MeDataSchema).parse(res.body);
    expect(data.user).toMatchObject({
      first_name: 'Aarav',
      last_name: 'Shah',
      full_name: 'Aarav Shah',
      user_type: 'customer',
    });
    expect(data.user.email).toBe(a.email);
    expect(data.permissions).toEqual(
      expect.arrayContaining(['read:profile', 'write:profile', 'read:projects']),
    );
  });

  it('is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: a.auth });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('asks for sign-in without a token (401, isAuthError)', async () => {
    const body = expectError(await call('GET', '/auth/me'), 401, 'Please sign in to continue.');
    expect(body.isAuthError).toBe(true);
  });
});

describe('PUT /auth/profile', () => {
  it('updates the eight fields, normalising the phone number', async () => {
    const res = await call('PUT', '/auth/profile', a, {
      first_name: '  Aarav ',
      last_name: 'Shah-Kapoor',
      email: 'Aarav.New@Example.in',
      phone: '+91 98480 22338',
      address: 'Flat 12B, Road No. 10, Banjara Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500034',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = envelope(UserDataSchema).parse(res.body);
    expect(parsed.message).toBe('Profile updated successfully');
    expect(parsed.data.user).toMatchObject({
      first_name: 'Aarav',
      last_name: 'Shah-Kapoor',
      full_name: 'Aarav Shah-Kapoor',
      email: 'aarav.new@example.in',
      phone: '+919848022338',
      address: 'Flat 12B, Road No. 10, Banjara Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500034',
    });
    const me = envelope(MeDataSchema).parse((await call('GET', '/auth/me', a)).body);
    expect(me.data.user.pincode).toBe('500034');
  });

  it('leaves out fields that are not sent, and clears those sent empty', async () => {
    const res = await call('PUT', '/auth/profile', a, { address: '', phone: '9848022338' });
    const { data } = envelope(UserDataSchema).parse(res.body);
    expect(data.user.address).toBeNull();
    expect(data.user.phone).toBe('+919848022338');
    expect(data.user.city).toBe('Hyderabad');
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email must be a valid email address'],
    [{ phone: '12345' }, 'Phone number must be a valid number with country code, e.g. +91 98765 43210'],
    [
      { phone: '+91 5848022338' },
      'Phone number must be a valid number with country code, e.g. +91 98765 43210',
    ],
    [{ phone: '+44 20 7946' }, 'Phone number must be a valid number with country code, e.g. +91 98765 43210'],
    [{ pincode: '012345' }, 'PIN code must be 6 digits and cannot start with 0'],
    [{ pincode: '50003' }, 'PIN code must be 6 digits and cannot start with 0'],
    [{ pincode: '5000345' }, 'PIN code must be 6 digits and cannot start with 0'],
    [{ first_name: '' }, 'First name is required'],
    [{ city: 'x'.repeat(101) }, 'City must be at most 100 characters'],
    [{ first_name: 42 }, 'First name must be text'],
  ])('refuses %j with a message naming the field', async (payload, message) => {
    const body = expectError(await call('PUT', '/auth/profile', a, payload), 400, message);
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: Object.keys(payload)[0] })]),
    );
  });

  it('takes an international phone number, stored in E.164', async () => {
    const res = await call('PUT', '/auth/profile', a, { phone: '+44 20 7946 0958' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(envelope(UserDataSchema).parse(res.body).data.user.phone).toBe('+442079460958');
    const back = await call('PUT', '/auth/profile', a, { phone: '+91 98480 22338' });
    expect(envelope(UserDataSchema).parse(back.body).data.user.phone).toBe('+919848022338');
  });

  it('refuses fields that are not part of the profile', async () => {
    expectError(await call('PUT', '/auth/profile', a, { user_type: 'admin' }), 400);
    expectError(await call('PUT', '/auth/profile', a, { avatar_url: 'http://evil.example/x.png' }), 400);
  });
});

describe('wishlist', () => {
  it('adds idempotently, lists with product fields, checks and counts', async () => {
    const [first, second] = productIds;
    const added = await call('POST', `/wishlist/${first}`, b);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      data: { productId: first, inWishlist: true, changed: true, count: 1 },
    });
    expect(String(added.body.message)).toMatch(/added to wishlist$/);
    const again = await call('POST', `/wishlist/${first}`, b);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ data: { changed: false, count: 1 } });
    await call('POST', `/wishlist/${second}`, b);

    const list = envelope(WishlistDataSchema).parse((await call('GET', '/wishlist', b)).body).data;
    expect(list.count).toBe(2);
    expect(list.wishlist.map((item) => item.id)).toEqual([second, first]);
    expect(list.wishlist[0]).toMatchObject({
      id: second,
      name: expect.any(String),
      slug: expect.any(String),
      price: expect.any(Number),
    });
    expect(list.wishlist[0]!.added_at).toBeTruthy();

    expect((await call('GET', `/wishlist/check/${first}`, b)).body).toMatchObject({
      data: { productId: first, inWishlist: true },
    });
    expect((await call('GET', `/wishlist/check/${productIds[5]}`, b)).body).toMatchObject({
      data: { inWishlist: false },
    });
    expect((await call('GET', '/wishlist/count', b)).body).toMatchObject({ data: { count: 2 } });
  });

  it('removes harmlessly, including an absent item, and clears', async () => {
    const [first, second] = productIds;
    const removed = await call('DELETE', `/wishlist/${first}`, b);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      data: { productId: first, inWishlist: false, changed: true, count: 1 },
    });
    const absent = await call('DELETE', `/wishlist/${first}`, b);
    expect(absent.status).toBe(200);
    expect(absent.body).toMatchObject({ data: { changed: false } });
    expect((await call('DELETE', '/wishlist/not-a-product', b)).status).toBe(200);
    await call('POST', `/wishlist/${productIds[2]}`, b);
    const cleared = await call('DELETE', '/wishlist', b);
    expect(cleared.body).toMatchObject({ data: { removed: 2, count: 0 }, message: 'Wishlist cleared' });
    expect((await call('GET', '/wishlist', b)).body).toMatchObject({ data: { wishlist: [], count: 0 } });
    void second;
  });

  it('answers 404 for a product that does not exist', async () => {
    expectError(
      await call('POST', '/wishlist/00000000-0000-0000-0000-000000000000', b),
      404,
      'Product not found',
    );
    expectError(await call('POST', '/wishlist/not-a-uuid', b), 404, 'Product not found');
    expect((await call('GET', '/wishlist/check/not-a-uuid', b)).body).toMatchObject({
      data: { inWishlist: false },
    });
  });

  it('needs a signed-in customer for every call', async () => {
    for (const [method, url] of [
      ['GET', '/wishlist'],
      ['GET', '/wishlist/count'],
      ['GET', `/wishlist/check/${productIds[0]}`],
      ['POST', `/wishlist/${productIds[0]}`],
      ['DELETE', `/wishlist/${productIds[0]}`],
      ['DELETE', '/wishlist'],
    ] as const) {
      const body = expectError(await call(method, url), 401);
      expect(body.isAuthError).toBe(true);
    }
  });
});

describe('projects', () => {
  let projectId: string;

  it('starts with no projects', async () => {
    const res = await call('GET', '/projects/my', b);
    expect(envelope(ProjectsDataSchema).parse(res.body).data.projects).toEqual([]);
  });

  it('opens an inquiry with a name, description, budget range and timeline', async () => {
    const res = await call('POST', '/projects', b, {
      name: 'Kids room makeover',
      description: 'Bunk beds and a study corner for two.',
      budget_min: 150000,
      budget_max: 250000,
      timeline: 'Before the school year',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { project } = envelope(ProjectDataSchema).parse(res.body).data;
    expect(project).toMatchObject({
      project_name: 'Kids room makeover',
      status: 'inquiry',
      budget_min: 150000,
      budget_max: 250000,
      timeline: 'Before the school year',
      assigned_designer: null,
    });
    projectId = project.id;
  });

  it('lists the caller’s projects at /projects/my and /projects, and one at /projects/:id', async () => {
    for (const url of ['/projects/my', '/projects']) {
      const { projects } = envelope(ProjectsDataSchema).parse((await call('GET', url, b)).body).data;
      expect(projects.map((project) => project.id)).toEqual([projectId]);
    }
    const one = envelope(ProjectDataSchema).parse((await call('GET', `/projects/${projectId}`, b)).body).data;
    expect(one.project.id).toBe(projectId);
  });

  it('validates with messages naming the field', async () => {
    expectError(await call('POST', '/projects', b, {}), 400, 'Project name is required');
    expectError(
      await call('POST', '/projects', b, { project_name: 'X', budget_min: -1 }),
      400,
      'Minimum budget must not be negative',
    );
    expectError(
      await call('POST', '/projects', b, { project_name: 'X', budget_min: 12.5 }),
      400,
      'Minimum budget must be a whole number of rupees',
    );
    expectError(
      await call('POST', '/projects', b, { project_name: 'X', budget_min: 500000, budget_max: 100000 }),
      400,
      'Minimum budget must not be more than the maximum budget',
    );
    expectError(await call('POST', '/projects', b, { project_name: 'X', status: 'approved' }), 400);
    expectError(await call('PUT', `/projects/${projectId}`, b, {}), 400, /at least one field/);
    expectError(
      await call('PUT', `/projects/${projectId}`, b, { budget_max: 100000 }),
      400,
      'Minimum budget must not be more than the maximum budget',
    );
  });

  it('changes a project while it is an inquiry, and refuses with 409 afterwards', async () => {
    const updated = await call('PUT', `/projects/${projectId}`, b, { timeline: 'By June', description: '' });
    expect(updated.status).toBe(200);
    expect(envelope(ProjectDataSchema).parse(updated.body).data.project).toMatchObject({
      timeline: 'By June',
      description: null,
    });
    await t.database.execute(`UPDATE projects SET status = 'consultation_scheduled' WHERE id = $1`, [
      projectId,
    ]);
    expectError(
      await call('PUT', `/projects/${projectId}`, b, { timeline: 'Sooner' }),
      409,
      PROJECT_LOCKED_MESSAGE,
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(
      await call('GET', '/projects/00000000-0000-0000-0000-000000000000', b),
      404,
      'Project not found',
    );
    expectError(await call('GET', '/projects/nope', b), 404, 'Project not found');
  });

  it('needs the projects scopes', async () => {
    const limited = await signUpCustomer(t.app, {}, { scope: 'openid profile email read:profile' });
    expectError(await call('GET', '/projects/my', limited), 403);
    expectError(await call('POST', '/projects', limited, { project_name: 'X' }), 403);
  });
});

describe('reviews', () => {
  it('asks for sign-in before writing a review', async () => {
    const res = await call('POST', `/products/${productIds[0]}/reviews`, undefined, { rating: 5 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      isAuthError: true,
      error: 'Please sign in to write a review',
    });
  });

  it('writes one review per customer and product; a second replaces the first; rating and count update at once', async () => {
    const productId = productIds[3]!;
    const before = await t.database.execute('SELECT rating, review_count FROM products WHERE id = $1', [
      productId,
    ]);
    const first = await call('POST', `/products/${productId}/reviews`, a, {
      rating: 1,
      title: 'Not for us',
      comment: 'Too firm.',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const written = envelope(ReviewWriteDataSchema).parse(first.body).data;
    expect(written.created).toBe(true);
    expect(written.review).toMatchObject({
      rating: 1,
      title: 'Not for us',
      comment: 'Too firm.',
      customer_name: 'Aarav S.',
    });
    expect(written.product.review_count).toBe(Number(before[0]!.review_count) + 1);

    const second = await call('POST', `/products/${productId}/reviews`, a, {
      rating: 5,
      title: 'Grew on us',
      comment: 'Lovely after a week.',
    });
    expect(second.status).toBe(200);
    const replaced = envelope(ReviewWriteDataSchema).parse(second.body).data;
    expect(replaced.created).toBe(false);
    expect(replaced.review.id).toBe(written.review.id);
    expect(replaced.product.review_count).toBe(written.product.review_count);
    expect(replaced.product.rating).toBeGreaterThan(written.product.rating);

    const [row] = await t.database.execute('SELECT rating, review_count FROM products WHERE id = $1', [
      productId,
    ]);
    expect(Number(row!.review_count)).toBe(replaced.product.review_count);
    expect(Number(row!.rating)).toBeCloseTo(replaced.product.rating);
    const listed = ReviewListDataSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/products/${productId}/reviews?limit=50` })).json()
        .data,
    );
    expect(listed.reviews.filter((review) => review.id === written.review.id)).toHaveLength(1);
  });

  it('validates the rating and the lengths, naming the field', async () => {
    const url = `/products/${productIds[4]}/reviews`;
    expectError(await call('POST', url, a, {}), 400, 'Rating must be a whole number from 1 to 5');
    expectError(await call('POST', url, a, { rating: 6 }), 400, 'Rating must be a whole number from 1 to 5');
    expectError(await call('POST', url, a, { rating: 0 }), 400, 'Rating must be a whole number from 1 to 5');
    expectError(
      await call('POST', url, a, { rating: 4.5 }),
      400,
      'Rating must be a whole number from 1 to 5',
    );
    expectError(
      await call('POST', url, a, { rating: 4, title: 'x'.repeat(121) }),
      400,
      'Title must be at most 120 characters',
    );
    expectError(
      await call('POST', url, a, { rating: 4, comment: 'x'.repeat(2001) }),
      400,
      'Comment must be at most 2000 characters',
    );
    expectError(
      await call('POST', '/products/00000000-0000-0000-0000-000000000000/reviews', a, { rating: 4 }),
      404,
      'Product not found',
    );
  });
});

describe('POST /auth/refresh', () => {
  it('exchanges a refresh token and rotates it; a spent one is refused as an auth error', async () => {
    const customer = await signUpCustomer(t.app);
    const res = await call('POST', '/auth/refresh', undefined, {
      refresh_token: customer.tokens.refresh_token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tokens = envelope(TokenDataSchema).parse(res.body).data;
    expect(tokens.refresh_token).not.toBe(customer.tokens.refresh_token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    // Spent for good once its successor has been used (decision 148).
    expect(
      (await call('POST', '/auth/refresh', undefined, { refresh_token: tokens.refresh_token })).status,
    ).toBe(200);
    const spent = expectError(
      await call('POST', '/auth/refresh', undefined, { refresh_token: customer.tokens.refresh_token }),
      401,
    );
    expect(spent.isAuthError).toBe(true);
    expectError(await call('POST', '/auth/refresh', undefined, {}), 400, 'refresh_token is required');
  });
});

describe('authorization matrix: customer A never reaches customer B', () => {
  it('wishlists are separate', async () => {
    await call('DELETE', '/wishlist', a);
    await call('DELETE', '/wishlist', b);
    await call('POST', `/wishlist/${productIds[0]}`, a);
    await call('POST', `/wishlist/${productIds[1]}`, b);
    const listA = envelope(WishlistDataSchema).parse((await call('GET', '/wishlist', a)).body).data;
    const listB = envelope(WishlistDataSchema).parse((await call('GET', '/wishlist', b)).body).data;
    expect(listA.wishlist.map((item) => item.id)).toEqual([productIds[0]]);
    expect(listB.wishlist.map((item) => item.id)).toEqual([productIds[1]]);
    expect((await call('GET', `/wishlist/check/${productIds[0]}`, b)).body).toMatchObject({
      data: { inWishlist: false },
    });
    // B removing A's item, or clearing, leaves A's wishlist alone.
    await call('DELETE', `/wishlist/${productIds[0]}`, b);
    await call('DELETE', '/wishlist', b);
    expect((await call('GET', '/wishlist/count', a)).body).toMatchObject({ data: { count: 1 } });
  });

  it('projects are invisible and unchangeable to anyone else (404, not 403)', async () => {
    const created = envelope(ProjectDataSchema).parse(
      (await call('POST', '/projects', a, { project_name: 'A’s villa' })).body,
    ).data;
    const id = created.project.id;
    expectError(await call('GET', `/projects/${id}`, b), 404, 'Project not found');
    expectError(
      await call('PUT', `/projects/${id}`, b, { project_name: 'Taken over' }),
      404,
      'Project not found',
    );
    const listB = envelope(ProjectsDataSchema).parse((await call('GET', '/projects/my', b)).body).data;
    expect(listB.projects.map((project) => project.id)).not.toContain(id);
    const stillA = envelope(ProjectDataSchema).parse((await call('GET', `/projects/${id}`, a)).body).data;
    expect(stillA.project.project_name).toBe('A’s villa');
  });

  it('profiles: each call reads and changes only the caller', async () => {
    await call('PUT', '/auth/profile', b, { city: 'Chennai' });
    const meA = envelope(MeDataSchema).parse((await call('GET', '/auth/me', a)).body).data;
    const meB = envelope(MeDataSchema).parse((await call('GET', '/auth/me', b)).body).data;
    expect(meA.user.id).not.toBe(meB.user.id);
    expect(meA.user.city).toBe('Hyderabad');
    expect(meB.user.city).toBe('Chennai');
    // Nothing in the API takes a customer id: the body cannot aim at someone else.
    expectError(await call('PUT', '/auth/profile', b, { id: meA.user.id, city: 'Delhi' }), 400);
  });
});

describe('the demo customer', () => {
  it('is seeded once, signs in with the documented password, and has projects in several statuses with designers', async () => {
    const first = await seedDemoCustomer(t.database, TEST_ISSUER);
    const second = await seedDemoCustomer(t.database, TEST_ISSUER);
    expect(first).toEqual({ accountCreated: true, customerCreated: true });
    expect(second).toEqual({ accountCreated: false, customerCreated: false });
    const demo = await signIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const me = envelope(MeDataSchema).parse((await call('GET', '/auth/me', demo)).body).data;
    expect(me.user).toMatchObject({ full_name: 'Priya Sharma', city: 'Hyderabad', pincode: '500033' });
    const { projects } = envelope(ProjectsDataSchema).parse(
      (await call('GET', '/projects/my', demo)).body,
    ).data;
    expect(new Set(projects.map((project) => project.status)).size).toBeGreaterThanOrEqual(3);
    expect(projects.some((project) => project.assigned_designer !== null)).toBe(true);
    expect((await call('GET', '/wishlist/count', demo)).body).toMatchObject({ data: { count: 3 } });
    const refreshed = await refreshTokens(t.app, demo.tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
  });
});
