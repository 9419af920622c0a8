// Review moderation: the queue, hiding with a reason and showing again. A hidden review leaves the
// shop's lists, the product's rating and count follow, and the catalogue version moves.
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminReviewDataSchema, AdminReviewListDataSchema } from '../../../contract/admin/catalogue.ts';
import { envelope, ProductDataSchema, ReviewListDataSchema } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

let moderator: TestStaff;
let sales: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  [moderator, sales] = await Promise.all([
    createStaff(t.database, 'catalogue'),
    createStaff(t.database, 'sales'),
  ]);
});

const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, as: TestStaff = moderator) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, body: response.json() };
};
const list = async (query = '') =>
  envelope(AdminReviewListDataSchema).parse((await call('GET', `/admin/reviews${query}`)).body).data;
const shopProduct = async (id: string) =>
  envelope(ProductDataSchema).parse((await t.app.inject({ url: `/api/v1/products/${id}` })).json()).data
    .product;
const shopReviews = async (id: string) =>
  envelope(ReviewListDataSchema).parse(
    (await t.app.inject({ url: `/api/v1/products/${id}/reviews?limit=50` })).json(),
  ).data;
const version = async () =>
  BigInt((await t.app.inject({ url: '/api/v1/catalogue/version' })).json().data.version);

describe('the moderation queue', () => {
  it('lists every review newest first, with its product, and filters', async () => {
    const all = await list('?limit=100');
    const [{ n }] = (await t.database.execute('SELECT count(*)::int AS n FROM reviews')) as [{ n: number }];
    expect(all.pagination).toMatchObject({ total: n, totalCapped: false });
    const dates = all.reviews.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.reviews[0]).toMatchObject({ hidden: false, hidden_reason: null, hidden_by: null });
    const fives = await list('?rating=5&limit=100');
    expect(fives.reviews.every((review) => review.rating === 5)).toBe(true);
    const product = all.reviews[0]!.product;
    const ofProduct = await list(`?product_id=${product.id}`);
    expect(ofProduct.reviews.every((review) => review.product.id === product.id)).toBe(true);
    const word = all.reviews.find((review) => review.title)!.title!.split(' ')[0]!;
    const found = await list(`?search=${encodeURIComponent(word.toLowerCase())}`);
    expect(found.reviews.length).toBeGreaterThan(0);
    expect((await list('?visibility=hidden')).reviews).toEqual([]);
    // Sales may read the queue, but not moderate.
    expect((await call('GET', '/admin/reviews', undefined, sales)).status).toBe(200);
    expect(
      (await call('POST', `/admin/reviews/${all.reviews[0]!.id}/hide`, { reason: 'x' }, sales)).status,
    ).toBe(403);
    expect((await call('GET', '/admin/reviews?visibility=secret')).status).toBe(400);
  });

  it('hides a review from the shop with a reason; the rating, the count and the version follow', async () => {
    const [product] = await t.database.execute(
      `SELECT p.id FROM products p WHERE p.review_count >= 2 AND p.status = 'published' ORDER BY p.name LIMIT 1`,
    );
    const id = String(product!.id);
    const before = {
      product: await shopProduct(id),
      reviews: await shopReviews(id),
      version: await version(),
    };
    const worst = [...before.reviews.reviews].sort((a, b) => a.rating - b.rating)[0]!;

    const res = await call('POST', `/admin/reviews/${worst.id}/hide`, { reason: 'Abusive language' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(envelope(AdminReviewDataSchema).parse(res.body).data.review).toMatchObject({
      id: worst.id,
      hidden: true,
      hidden_reason: 'Abusive language',
      hidden_by: { id: moderator.id, email: moderator.email },
    });

    const after = await shopReviews(id);
    expect(after.reviews.map((review) => review.id)).not.toContain(worst.id);
    expect(after.totalReviews).toBe(before.reviews.totalReviews - 1);
    const others = before.reviews.reviews.filter((review) => review.id !== worst.id);
    const average = Math.round((others.reduce((sum, r) => sum + r.rating, 0) / others.length) * 10) / 10;
    expect((await shopProduct(id)).rating).toBeCloseTo(average, 5);
    expect((await shopProduct(id)).review_count).toBe(before.product.review_count - 1);
    expect(await version()).toBeGreaterThan(before.version);
    expect((await list('?visibility=hidden')).reviews.map((review) => review.id)).toEqual([worst.id]);
    expect((await list('?visibility=visible&limit=100')).reviews.map((r) => r.id)).not.toContain(worst.id);

    const [entry] = await t.database.execute(`SELECT * FROM audit_log WHERE entity_id = $1`, [worst.id]);
    expect(entry).toMatchObject({
      action: 'review.hide',
      entity_type: 'review',
      actor_email: moderator.email,
      before: { product_id: id, hidden: false, reason: null },
      after: { product_id: id, hidden: true, reason: 'Abusive language' },
    });
    // No reviewer's name or words in the log.
    expect(JSON.stringify(entry)).not.toContain(String(worst.customer_name));

    const shown = await call('POST', `/admin/reviews/${worst.id}/unhide`);
    expect(envelope(AdminReviewDataSchema).parse(shown.body).data.review).toMatchObject({
      hidden: false,
      hidden_reason: null,
      hidden_by: null,
    });
    expect((await shopProduct(id)).review_count).toBe(before.product.review_count);
    expect((await shopProduct(id)).rating).toBe(before.product.rating);
    const actions = await t.database.execute(
      `SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [worst.id],
    );
    expect(actions.map((row) => row.action)).toEqual(['review.hide', 'review.unhide']);
  });

  it('refuses a hide without a reason, and unknown reviews', async () => {
    const [review] = await t.database.execute('SELECT id FROM reviews LIMIT 1');
    const empty = await call('POST', `/admin/reviews/${review!.id}/hide`, { reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/Reason is required/);
    const missing = await call('POST', `/admin/reviews/${review!.id}/hide`, {});
    expect(missing.status).toBe(400);
    const unknown = await call('POST', '/admin/reviews/00000000-0000-4000-8000-000000000000/hide', {
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Review not found');
  });
});
