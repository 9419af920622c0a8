// Orders on the customers' side of the back office (decision 157): a customer's orders, paged, with the
// guest orders from an address they have confirmed and never one from an address they only typed; and
// guest buyers, found by name, e-mail or phone, one row per address, with their orders.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminCustomerOrdersDataSchema, GuestBuyersDataSchema } from '../../../contract/admin/operations.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { signUpCustomer } from '../../../tests/support/oidc.ts';
import { placeOrder, stockedPiece, type StockedPiece } from '../../../tests/support/placed-orders.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

let sales: TestStaff;
let piece: StockedPiece;

const t = useTestApp({ ORDERS_RATE_LIMIT_PER_MINUTE: '1000' });
beforeAll(async () => {
  sales = await createStaff(t.database, 'sales');
  piece = await stockedPiece(t.database);
});

const admin = (url: string, who: TestStaff = sales) => call(t.app, 'GET', `/admin${url}`, who.headers);
const ordersOf = async (url: string) => {
  const answer = await admin(url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return envelope(AdminCustomerOrdersDataSchema).parse(answer.body).data;
};
const guestsFound = async (search: string) => {
  const answer = await admin(`/customers/guests?search=${encodeURIComponent(search)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return envelope(GuestBuyersDataSchema).parse(answer.body).data;
};
const word = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)
    .padEnd(8, 'q');

/** A signed-up customer whose sign-in address is confirmed, with their customer id. */
async function confirmedCustomer() {
  const email = `buyer.${word()}@example.in`;
  const signedUp = await signUpCustomer(t.app, { email, first_name: 'Nisha', last_name: 'Varma' });
  await t.database.execute('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [
    email,
  ]);
  const me = await call(t.app, 'GET', '/auth/me', signedUp.auth);
  return { email, auth: signedUp.auth, id: me.body.data.user.id as string };
}

describe("a customer's orders", () => {
  it('lists those placed signed in and the guest orders from their confirmed address, newest first, paged', async () => {
    const customer = await confirmedCustomer();
    const typedOnly = `typed.${word()}@example.in`;
    await call(t.app, 'PUT', '/auth/profile', customer.auth, { email: typedOnly });
    const first = await placeOrder(t.app, piece, { email: customer.email }, customer.auth);
    const second = await placeOrder(t.app, piece, { email: `other.${word()}@example.in` }, customer.auth);
    const asGuest = await placeOrder(t.app, piece, { email: customer.email.toUpperCase() });
    // Neither an address they merely typed into their profile, nor anyone else's order.
    await placeOrder(t.app, piece, { email: typedOnly });
    await placeOrder(t.app, piece, { email: `stranger.${word()}@example.in` });

    const all = await ordersOf(`/customers/${customer.id}/orders`);
    expect(all.orders.map((order) => [order.number, order.guest])).toEqual([
      [asGuest.number, true],
      [second.number, false],
      [first.number, false],
    ]);
    expect(all.orders[0]).toEqual({
      id: asGuest.id,
      number: asGuest.number,
      status: 'placed',
      payment_status: 'due',
      created_at: expect.any(String),
      total: piece.price * 100,
      item_count: 1,
      guest: true,
    });
    const paged = await ordersOf(`/customers/${customer.id}/orders?limit=2&page=2`);
    expect(paged.orders.map((order) => order.number)).toEqual([first.number]);
    expect(paged.pagination).toMatchObject({ page: 2, total: 3, hasPrev: true, hasNext: false });
  });

  it('is 404 for no customer, and needs orders:read', async () => {
    expect((await admin('/customers/00000000-0000-4000-8000-000000000000/orders')).status).toBe(404);
    const customer = await confirmedCustomer();
    const catalogue = await createStaff(t.database, 'catalogue');
    expect((await admin(`/customers/${customer.id}/orders`, catalogue)).status).toBe(403);
    const viewer = await createStaff(t.database, 'viewer');
    expect((await admin(`/customers/${customer.id}/orders`, viewer)).status).toBe(200);
  });
});

describe('guest buyers', () => {
  it('are found by e-mail, phone (typed any way) or name, one row per address, with their latest details', async () => {
    const name = `Farhan ${word()}`;
    const email = `farhan.${word()}@example.in`;
    const local = `9${String(Date.now()).slice(-9)}`;
    await placeOrder(t.app, piece, { name: 'Farhan', email, phone: `+91${local}` });
    const latest = await placeOrder(t.app, piece, { name, email: email.toUpperCase(), phone: `+91${local}` });
    // Placed signed in: a customer, not a guest.
    const customer = await confirmedCustomer();
    await placeOrder(t.app, piece, { name, email: `signed.${word()}@example.in` }, customer.auth);

    for (const search of [
      email.slice(0, 12),
      ` ${local.slice(0, 5)} ${local.slice(5)} `,
      name.toUpperCase(),
    ]) {
      const found = await guestsFound(search);
      expect(found.guests, search).toEqual([
        { email, name, phone: `+91${local}`, orders: 2, last_order_at: expect.any(String) },
      ]);
    }
    expect((await guestsFound('nobody-ordered-as-this')).guests).toEqual([]);

    const theirs = await ordersOf(
      `/customers/guests/orders?email=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(theirs.orders.map((order) => order.number)[0]).toBe(latest.number);
    expect(theirs.orders).toHaveLength(2);
    expect(theirs.orders.every((order) => order.guest)).toBe(true);
  });

  it('need a search of at least 3 characters, named in the answer, and the guest orders need orders:read', async () => {
    for (const url of ['/customers/guests', '/customers/guests?search=ab']) {
      const answer = await admin(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.details[0].field, url).toBe('search');
    }
    expect((await admin('/customers/guests/orders')).body.details[0].field).toBe('email');
    const catalogue = await createStaff(t.database, 'catalogue');
    expect((await admin('/customers/guests?search=abc', catalogue)).status).toBe(403);
    expect((await admin('/customers/guests/orders?email=a%40b.in', catalogue)).status).toBe(403);
  });
});
