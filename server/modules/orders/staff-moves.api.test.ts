// Staff moves on an order are accountable (decision 154): a member who confirms an order, or cancels a
// paid one and so refunds it through the gateway, is in the audit log for each step, and the order's
// history in the back office names them beside the shopper's and the gateway's steps. The shopper's own
// order page never names a member of staff.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderSchema } from '../../../contract/admin/orders.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { OrderSchema } from '../../../contract/orders.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../tests/support/fake-razorpay.ts';
import { placeOrder, stockedPiece, type StockedPiece } from '../../../tests/support/placed-orders.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let gateway: FakeRazorpay;
let sales: TestStaff;
let piece: StockedPiece;

beforeAll(async () => {
  gateway = await startFakeRazorpay();
  t = await createTestApp({
    ORDERS_RATE_LIMIT_PER_MINUTE: '1000',
    ...gateway.env,
  });
  sales = await createStaff(t.database, 'sales');
  await t.database.execute(`UPDATE staff SET first_name = 'Kavya', last_name = 'Menon' WHERE id = $1`, [
    sales.id,
  ]);
  piece = await stockedPiece(t.database);
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const entriesFor = (orderId: string) =>
  t.database.execute(
    `SELECT actor_id, actor_email, action, before, after FROM audit_log
     WHERE entity_type = 'order' AND entity_id = $1 ORDER BY id`,
    [orderId],
  );

describe("a member's moves on an order", () => {
  it('are audited and named in the history: a paid order cancelled and refunded through the gateway', async () => {
    const placed = await placeOrder(t.app, piece, { paymentMethod: 'online' });
    const pending = await call(t.app, 'GET', `/orders/${placed.id}?token=${placed.accessToken}`, {});
    const paid = gateway.pay(pending.body.data.payment.gatewayOrderId);
    const confirmed = await call(
      t.app,
      'POST',
      `/orders/${placed.id}/payment?token=${placed.accessToken}`,
      {},
      {
        gatewayOrderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const cancelled = await call(t.app, 'POST', `/admin/orders/${placed.id}/status`, sales.headers, {
      status: 'cancelled',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(gateway.refunds.filter((refund) => refund.payment_id === paid.razorpay_payment_id)).toHaveLength(
      1,
    );

    expect(await entriesFor(placed.id)).toEqual([
      {
        actor_id: sales.id,
        actor_email: sales.email,
        action: 'order.cancelled',
        before: { status: 'placed', payment_status: 'paid' },
        after: { status: 'cancelled', payment_status: 'paid' },
      },
      {
        actor_id: sales.id,
        actor_email: sales.email,
        action: 'order.refund',
        before: { status: 'cancelled', payment_status: 'paid' },
        after: { status: 'cancelled', payment_status: 'refund_pending', refunding_paise: piece.price * 100 },
      },
    ]);

    // The gateway processes the refund later: that step is the gateway's, not the member's.
    const refund = gateway.refunds.find((made) => made.payment_id === paid.razorpay_payment_id)!;
    const processed = gateway.settleRefund(refund.id, 'processed');
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: processed.headers,
      payload: processed.body,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const refunded = await call(t.app, 'GET', `/admin/orders/${placed.id}`, sales.headers);

    const kavya = { id: sales.id, name: 'Kavya Menon' };
    const history = (order: unknown) =>
      envelope(AdminOrderSchema)
        .parse(order)
        .data.events.map((event) => [event.status, event.actor, event.staff]);
    const expected = [
      ['pending_payment', 'shopper', null],
      ['placed', 'shopper', null],
      ['cancelled', 'staff', kavya],
      ['refunded', 'gateway', null],
    ];
    expect(history(cancelled.body)).toEqual(expected.slice(0, 3));
    expect(history(refunded.body)).toEqual(expected);
    expect(history((await call(t.app, 'GET', `/admin/orders/${placed.id}`, sales.headers)).body)).toEqual(
      expected,
    );

    // The shopper's page says what happened, never who on the staff did it.
    const shopper = await call(t.app, 'GET', `/orders/${placed.id}?token=${placed.accessToken}`, {});
    const events = envelope(OrderSchema).parse(shopper.body).data.events;
    expect(events.map((event) => event.status)).toEqual(expected.map(([status]) => status));
    expect(JSON.stringify(shopper.body)).not.toMatch(/Kavya|Menon|"staff"|"actor"/);
  });

  it('name the gateway and the system for their own steps', async () => {
    const placed = await placeOrder(t.app, piece, { paymentMethod: 'online' });
    const pending = await call(t.app, 'GET', `/orders/${placed.id}?token=${placed.accessToken}`, {});
    gateway.pay(pending.body.data.payment.gatewayOrderId);
    const event = gateway.webhookFor(gateway.payments.at(-1)!);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: event.headers,
      payload: event.body,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const lapsed = await placeOrder(t.app, piece, {
      paymentMethod: 'online',
      email: `late.${randomUUID()}@example.in`,
    });
    await t.database.execute(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1`, [
      lapsed.id,
    ]);
    await t.services.orders.orders.expireReservations();

    const actorsOf = async (id: string) =>
      envelope(AdminOrderSchema)
        .parse((await call(t.app, 'GET', `/admin/orders/${id}`, sales.headers)).body)
        .data.events.map((event) => [event.status, event.actor, event.staff]);
    expect(await actorsOf(placed.id)).toEqual([
      ['pending_payment', 'shopper', null],
      ['placed', 'gateway', null],
    ]);
    expect(await actorsOf(lapsed.id)).toEqual([
      ['pending_payment', 'shopper', null],
      ['cancelled', 'system', null],
    ]);
    expect(await entriesFor(placed.id)).toEqual([]);
  });
});
