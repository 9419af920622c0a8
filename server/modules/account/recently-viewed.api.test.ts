// A signed-in customer's recently viewed products (decision 205): saved and merged per customer, read
// back newest first, never another customer's, refused without a token or with bad ids. And the
// compare call's limit, which the compare page relies on.
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, envelope } from '../../../contract/catalogue.ts';
import { RecentlyViewedDataSchema } from '../../../contract/recently-viewed.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';

let a: SignedIn;
let b: SignedIn;
let ids: string[];

const t = useTestApp();
beforeAll(async () => {
  [a, b] = await Promise.all([
    signUpCustomer(t.app, { first_name: 'Meera', last_name: 'Rao' }),
    signUpCustomer(t.app, { first_name: 'Kabir', last_name: 'Das' }),
  ]);
  ids = (await t.database.execute('SELECT id FROM products ORDER BY slug LIMIT 14')).map((row) =>
    String(row.id),
  );
});

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, who?: SignedIn, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
};

const listed = (body: unknown) => envelope(RecentlyViewedDataSchema).parse(body).data.items;
const errorOf = (body: unknown) => ErrorBodySchema.parse(body);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const save = (who: SignedIn, items: { productId: string; viewedAt: string }[]) =>
  call('PUT', '/account/recently-viewed', who, { items });

describe('recently viewed on the account', () => {
  it('saves, merges with the newest view winning, and reads back newest first', async () => {
    const first = await save(a, [
      { productId: ids[0]!, viewedAt: minutesAgo(10) },
      { productId: ids[1]!, viewedAt: minutesAgo(5) },
      { productId: '00000000-0000-4000-8000-000000000000', viewedAt: minutesAgo(1) },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(listed(first.body).map((item) => item.productId)).toEqual([ids[1], ids[0]]);

    // Another device viewed ids[0] later, and ids[1] earlier than the account knows: only ids[0] moves.
    const merged = await save(a, [
      { productId: ids[0]!.toUpperCase(), viewedAt: minutesAgo(2) },
      { productId: ids[1]!, viewedAt: minutesAgo(60) },
    ]);
    const items = listed(merged.body);
    expect(items.map((item) => item.productId)).toEqual([ids[0], ids[1]]);
    expect(Date.parse(items[1]!.viewedAt)).toBeGreaterThan(Date.now() - 6 * 60_000);

    const read = await call('GET', '/account/recently-viewed', a);
    expect(read.status).toBe(200);
    expect(listed(read.body)).toEqual(items);
  });

  it('keeps the newest 12, and counts a time ahead of the clock as now', async () => {
    const many = ids
      .slice(2, 14)
      .map((productId, index) => ({ productId, viewedAt: minutesAgo(30 - index) }));
    expect((await save(b, many)).status).toBe(200);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const res = await save(b, [{ productId: ids[0]!, viewedAt: future }]);
    const items = listed(res.body);
    expect(items).toHaveLength(12);
    expect(items[0]!.productId).toBe(ids[0]);
    expect(Date.parse(items[0]!.viewedAt)).toBeLessThanOrEqual(Date.now());
    // The oldest (ids[2]) made way.
    expect(items.map((item) => item.productId)).not.toContain(ids[2]);
  });

  it("never shows one customer another's list", async () => {
    const ofA = listed((await call('GET', '/account/recently-viewed', a)).body).map((item) => item.productId);
    const ofB = listed((await call('GET', '/account/recently-viewed', b)).body).map((item) => item.productId);
    expect(ofA).toEqual([ids[0], ids[1]]);
    expect(ofB).not.toContain(ids[1]);
    expect(ofB).toHaveLength(12);
  });

  it('answers 401 without a token', async () => {
    for (const res of [
      await call('GET', '/account/recently-viewed'),
      await call('PUT', '/account/recently-viewed', undefined, { items: [] }),
    ]) {
      expect(res.status).toBe(401);
      expect(errorOf(res.body).isAuthError).toBe(true);
    }
  });

  it('refuses more than 12 products (422) and bad ids or times (400), naming items', async () => {
    const thirteen = ids.slice(0, 13).map((productId) => ({ productId, viewedAt: minutesAgo(1) }));
    const tooMany = await save(a, thirteen);
    expect(tooMany.status).toBe(422);
    expect(errorOf(tooMany.body).error).toBe('items may name at most 12 products');
    expect(errorOf(tooMany.body).details).toEqual([
      { field: 'items', message: 'items may name at most 12 products' },
    ]);

    const badId = await save(a, [{ productId: 'sofa', viewedAt: minutesAgo(1) }]);
    expect(badId.status).toBe(400);
    expect(errorOf(badId.body).error).toBe('items must hold product ids (UUIDs)');
    const badTime = await save(a, [{ productId: ids[0]!, viewedAt: 'yesterday' }]);
    expect(badTime.status).toBe(400);
    expect(errorOf(badTime.body).error).toBe('items must hold viewedAt as an ISO 8601 time');
    const notAList = await call('PUT', '/account/recently-viewed', a, { items: 'all' });
    expect(errorOf(notAList.body).error).toBe('items must be a list of viewed products');

    // Nothing of the refused saves was kept.
    expect(listed((await call('GET', '/account/recently-viewed', a)).body).map((i) => i.productId)).toEqual([
      ids[0],
      ids[1],
    ]);
  });
});

describe('compare', () => {
  it('refuses a fifth product, naming productIds', async () => {
    const res = await call('POST', '/products/compare', undefined, { productIds: ids.slice(0, 5) });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error).toBe('productIds must name 2 to 4 products');
  });
});
