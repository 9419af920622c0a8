// The cart that follows the account and its reminders (decision 207), on both databases: the signed-in
// customer's cart (GET, PUT, merge at sign-in) with its refusals, the consent record behind the
// reminders, the scan that sends one reminder per cart state to a consenting customer and none
// otherwise, the one-click unsubscribe link, and the dashboard's recovery figures.
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardDataSchema } from '../../../contract/admin/operations.ts';
import { CartDataSchema, CART_LINES_MAX_MESSAGE, type Cart } from '../../../contract/carts.ts';
import { ErrorBodySchema } from '../../../contract/catalogue.ts';
import { ConsentDataSchema, ConsentsDataSchema } from '../../../contract/consents.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';
import { createStaff } from '../../../tests/support/staff.ts';
import { UNSUBSCRIBE_PAGE_CSP } from './unsubscribe-page.ts';

const t = useTestApp({ CART_REMINDER_HOURS: '24' });
let a: SignedIn;
let b: SignedIn;
let c: SignedIn;
const ids: Record<string, string> = {};
let products: { id: string; price: number }[];

beforeAll(async () => {
  [a, b, c] = await Promise.all([
    signUpCustomer(t.app, { first_name: 'Asha' }),
    signUpCustomer(t.app, { first_name: 'Bilal' }),
    signUpCustomer(t.app, { first_name: 'Chitra' }),
  ]);
  for (const [name, who] of Object.entries({ a, b, c })) {
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: who.auth });
    ids[name] = String(me.json().data.user.id);
  }
  products = (
    await t.database.execute(
      `SELECT p.id, p.effective_price AS price FROM products p
       WHERE p.status = 'published' AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
       ORDER BY p.name LIMIT 3`,
    )
  ).map((row) => ({ id: String(row.id), price: Number(row.price) }));
});

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, who?: SignedIn, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const cartOf = (body: Record<string, unknown>): Cart => CartDataSchema.parse(body.data).cart;
const line = (index: number, quantity: number) => ({ productId: products[index]!.id, quantity });
const quantities = (cart: Cart) => cart.lines.map((l) => [l.productId, l.quantity]);
const refused = (res: { status: number; body: unknown }, status: number, message: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(ErrorBodySchema.parse(res.body).error).toBe(message);
};

describe("a device's cart checked when the cart page opens", () => {
  it("answers anyone with the shop's current prices and stock, storing nothing", async () => {
    const { randomUUID } = await import('node:crypto');
    const checked = await call('POST', '/cart/check', undefined, {
      lines: [line(0, 1), line(1, 2), line(0, 2), { productId: randomUUID(), quantity: 1 }],
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const cart = cartOf(checked.body);
    // Two lines of one piece are one line; a product the shop does not have is left out.
    expect(quantities(cart)).toEqual([
      [products[0]!.id, 3],
      [products[1]!.id, 2],
    ]);
    expect(cart.subtotal_paise).toBe((products[0]!.price * 3 + products[1]!.price * 2) * 100);
    // Nothing was stored for anyone.
    const [stored] = await t.database.execute(`SELECT count(*)::int AS n FROM cart_lines`);
    expect(stored!.n).toBe(0);
    // A price changed since the cart was filled is the new one; a piece sold out says so.
    const [before] = await t.database.execute(
      `SELECT discount_price, stock_status FROM products WHERE id = $1`,
      [products[1]!.id],
    );
    await t.database.execute(
      `UPDATE products SET discount_price = effective_price - 100, stock_status = 'out_of_stock' WHERE id = $1`,
      [products[1]!.id],
    );
    try {
      const again = cartOf((await call('POST', '/cart/check', undefined, { lines: [line(1, 1)] })).body);
      expect(again.lines[0]!.unit_price_paise).toBe((products[1]!.price - 100) * 100);
      expect(again.lines[0]!.product.stock_status).toBe('out_of_stock');
    } finally {
      await t.database.execute(`UPDATE products SET discount_price = $2, stock_status = $3 WHERE id = $1`, [
        products[1]!.id,
        before!.discount_price,
        before!.stock_status,
      ]);
    }
    const tooMany = await call('POST', '/cart/check', undefined, {
      lines: Array.from({ length: 51 }, () => line(0, 1)),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('the server cart', () => {
  it('needs a signed-in customer, and starts empty', async () => {
    expect((await call('GET', '/cart')).status).toBe(401);
    expect((await call('PUT', '/cart', undefined, { lines: [] })).status).toBe(401);
    const empty = cartOf((await call('GET', '/cart', a)).body);
    expect(empty).toEqual({ lines: [], subtotal_paise: 0, updated_at: null });
  });

  it("stores the device's cart with current prices in paise, seen by its customer only", async () => {
    const put = await call('PUT', '/cart', a, { lines: [line(0, 2), line(1, 1)] });
    expect(put.status).toBe(200);
    const cart = cartOf(put.body);
    expect(quantities(cart)).toEqual([
      [products[0]!.id, 2],
      [products[1]!.id, 1],
    ]);
    expect(cart.lines[0]!.unit_price_paise).toBe(products[0]!.price * 100);
    expect(cart.subtotal_paise).toBe((products[0]!.price * 2 + products[1]!.price) * 100);
    expect(cart.lines[0]!.product.stock_status).toBeTruthy();
    expect(cartOf((await call('GET', '/cart', a)).body)).toEqual(cart);
    expect(cartOf((await call('GET', '/cart', b)).body).lines).toEqual([]);
  });

  it('refuses a bad cart, naming the field', async () => {
    const tooMany = Array.from({ length: 51 }, () => line(0, 1));
    refused(await call('PUT', '/cart', a, { lines: tooMany }), 400, CART_LINES_MAX_MESSAGE);
    refused(await call('PUT', '/cart', a, { lines: [line(0, 11)] }), 400, 'quantity must be at most 10');
    refused(await call('PUT', '/cart', a, { lines: [line(0, 0)] }), 400, 'quantity must be at least 1');
    refused(
      await call('PUT', '/cart', a, { lines: [{ productId: 'sofa', quantity: 1 }] }),
      400,
      'productId must be a product id (UUID)',
    );
    const unknown = await call('PUT', '/cart', a, {
      lines: [line(0, 1), { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    refused(unknown, 422, 'lines.1.productId: no such product in the shop');
    expect(ErrorBodySchema.parse(unknown.body).details).toEqual([
      { field: 'lines.1.productId', message: 'lines.1.productId: no such product in the shop' },
    ]);
    // Nothing refused changed the cart.
    expect(quantities(cartOf((await call('GET', '/cart', a)).body))).toEqual([
      [products[0]!.id, 2],
      [products[1]!.id, 1],
    ]);
  });

  it('merges at sign-in with the larger quantity, so merging twice never doubles', async () => {
    const device = { lines: [line(0, 3), line(2, 1)] };
    const merged = cartOf((await call('POST', '/cart/merge', a, device)).body);
    expect(quantities(merged)).toEqual([
      [products[0]!.id, 3],
      [products[1]!.id, 1],
      [products[2]!.id, 1],
    ]);
    const again = cartOf((await call('POST', '/cart/merge', a, device)).body);
    expect(again).toEqual(merged);
    // Putting what the cart holds keeps its time, so syncing never restarts its reminder.
    const same = cartOf(
      (await call('PUT', '/cart', a, { lines: merged.lines.map((l) => ({ ...l, variantId: null })) })).body,
    );
    expect(same.updated_at).toBe(merged.updated_at);
  });
});

describe('consent to cart reminders', () => {
  it('reads as not agreed until the customer agrees, then with its time and source', async () => {
    const before = ConsentsDataSchema.parse((await call('GET', '/account/consents', a)).body.data);
    expect(before.consents).toContainEqual({
      channel: 'email',
      purpose: 'cart_reminders',
      granted: false,
      recorded_at: null,
      source: null,
    });
    const put = await call('PUT', '/account/consents', a, {
      channel: 'email',
      purpose: 'cart_reminders',
      granted: true,
    });
    expect(put.status).toBe(200);
    const { consent } = ConsentDataSchema.parse(put.body.data);
    expect(consent).toMatchObject({ granted: true, source: 'profile' });
    expect(Date.now() - Date.parse(consent.recorded_at!)).toBeLessThan(60_000);
    const after = ConsentsDataSchema.parse((await call('GET', '/account/consents', a)).body.data);
    expect(after.consents).toContainEqual(consent);
    expect((await call('GET', '/account/consents')).status).toBe(401);
    refused(
      await call('PUT', '/account/consents', a, { channel: 'fax', purpose: 'cart_reminders', granted: true }),
      400,
      'channel must be one of email, sms, whatsapp',
    );
    refused(
      await call('PUT', '/account/consents', a, {
        channel: 'email',
        purpose: 'cart_reminders',
        granted: 'yes',
      }),
      400,
      'granted must be true or false',
    );
  });
});

const age = (who: string, hours: number) =>
  t.database.execute(
    `UPDATE carts SET updated_at = now() - make_interval(hours => $2) WHERE customer_id = $1`,
    [ids[who], hours],
  );
const remindersTo = async (email: string) =>
  (
    await t.database.execute(
      `SELECT payload FROM outbox WHERE topic = 'cart.reminder' AND payload->>'to' = $1`,
      [email],
    )
  ).map((row) => row.payload as { subject: string; text: string });
const ADDRESS = JSON.stringify({
  line1: '1 Lake View',
  area: 'Madhapur',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500081',
});
const placeOrder = (who: string, total = 11800) =>
  t.database.execute(
    `INSERT INTO orders (number, customer_id, name, email, phone, delivery_address, billing_address, place_of_supply,
                         status, payment_method, payment_status, taxable_paise, cgst_paise, sgst_paise, igst_paise,
                         total_paise, request_hash)
     VALUES ('AAN-9' || floor(random() * 100000)::text, $1, 'Test', 'test@example.in', '+919848022338', $3::jsonb,
             $3::jsonb, '36', 'placed', 'cod', 'due', $2 - 1800, 900, 900, 0, $2, 'h')`,
    [ids[who], total, ADDRESS],
  );

describe('abandoned-cart reminders', () => {
  it('sends one reminder to a consenting customer with an old cart, and none otherwise', async () => {
    const reminders = t.services.carts.reminders;
    // b never agreed; c agreed but ordered after the cart last changed.
    await call('PUT', '/cart', b, { lines: [line(0, 1)] });
    await call('PUT', '/cart', c, { lines: [line(1, 1)] });
    await call('PUT', '/account/consents', c, { channel: 'email', purpose: 'cart_reminders', granted: true });
    await Promise.all([age('a', 25), age('b', 25), age('c', 25)]);
    await placeOrder('c');

    expect(await reminders.remindAbandoned()).toBe(1);
    const [mail, ...more] = await remindersTo(a.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('http://localhost:4321/cart');
    expect(mail!.text).toContain('/api/v1/cart-reminders/unsubscribe?token=');
    expect(await remindersTo(b.email)).toEqual([]);
    expect(await remindersTo(c.email)).toEqual([]);

    // The same state of the cart is never reminded of again.
    expect(await reminders.remindAbandoned()).toBe(0);
    expect(await remindersTo(a.email)).toHaveLength(1);
  });

  it('stops with the one-click link, which records the withdrawal', async () => {
    const token = await t.services.carts.reminders.unsubscribeToken(ids.a!);
    const page = await t.app.inject({ url: `/api/v1/cart-reminders/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Cart reminders stopped');
    // The page keeps its own policy, which lets its inline style draw.
    expect(page.headers['content-security-policy']).toBe(UNSUBSCRIBE_PAGE_CSP);
    const { consents } = ConsentsDataSchema.parse((await call('GET', '/account/consents', a)).body.data);
    expect(consents.find((k) => k.channel === 'email' && k.purpose === 'cart_reminders')).toMatchObject({
      granted: false,
      source: 'unsubscribe_link',
    });
    const forged = await t.app.inject({ url: `/api/v1/cart-reminders/unsubscribe?token=${ids.b}.forged` });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('This link does not work');
  });

  it('counts reminders and recovered carts on the dashboard', async () => {
    await placeOrder('a', 23600);
    const viewer = await createStaff(t.database, 'viewer');
    const response = await t.app.inject({ url: '/api/v1/admin/dashboard', headers: viewer.headers });
    expect(DashboardDataSchema.parse(response.json().data).cart_recovery).toEqual({
      reminders_sent: 1,
      carts_recovered: 1,
      recovered_paise: 23600,
    });
  });
});

describe("the consent record in a customer's data", () => {
  it('is in their export, oldest first, and erased with them', async () => {
    const owner = await createStaff(t.database, 'owner');
    const exported = await t.app.inject({
      url: `/api/v1/admin/customers/${ids.a}/export`,
      headers: owner.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const consents = (exported.json() as { consents: { granted: boolean; source: string }[] }).consents;
    expect(consents.map((k) => [k.granted, k.source])).toEqual([
      [true, 'profile'],
      [false, 'unsubscribe_link'],
    ]);

    await call('PUT', '/account/consents', b, { channel: 'email', purpose: 'offers', granted: true });
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/customers/${ids.b}/erase`,
      headers: owner.headers,
      payload: { confirm_email: b.email },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [left] = await t.database.execute(
      `SELECT (SELECT count(*) FROM consents WHERE customer_id = $1)::int
            + (SELECT count(*) FROM carts WHERE customer_id = $1)::int AS n`,
      [ids.b],
    );
    expect(left!.n).toBe(0);
  });
});
