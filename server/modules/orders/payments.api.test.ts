// Online payment through Razorpay (decision 125), against the offline fake gateway: the order awaits
// payment with its stock held, the Checkout signature places it once, the signed webhook places it once
// whichever comes first, a tampered signature or webhook changes nothing, a lapsed reservation is let go
// (or placed, when the gateway did take the money), and a cancelled paid order is refunded.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrder } from '../../../contract/orders.ts';
import { seedDeliveryRanges } from '../../db/seed/delivery.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import {
  hmac,
  startFakeRazorpay,
  type FakeEvent,
  type FakeRazorpay,
} from '../../../tests/support/fake-razorpay.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let gateway: FakeRazorpay;
let owner: TestStaff;
let piece: { id: string; price: number };

beforeAll(async () => {
  gateway = await startFakeRazorpay();
  t = await createTestApp({
    ORDERS_RATE_LIMIT_PER_MINUTE: '1000',
    ONLINE_PAYMENT_PAUSE_SECONDS: '1',
    ...gateway.env,
  });
  await seedDeliveryRanges(t.database);
  owner = await createStaff(t.database, 'owner');
  const [row] = await t.database.execute(
    `SELECT p.id, p.effective_price AS price FROM products p JOIN product_stock s ON s.product_id = p.id
     WHERE p.status = 'published' AND p.stock_status = 'in_stock' AND s.quantity > 0
       AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
     ORDER BY p.effective_price DESC LIMIT 1`,
  );
  piece = { id: String(row!.id), price: Number(row!.price) };
  await t.database.execute(`UPDATE product_stock SET quantity = 100 WHERE product_id = $1`, [piece.id]);
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const order = (): PlaceOrder => ({
  name: 'Meera Iyer',
  email: `meera.${randomUUID().slice(0, 8)}@example.in`,
  phone: '+91 98480 22338',
  delivery: {
    line1: '14 Palm Grove',
    area: 'Jubilee Hills',
    city: 'Hyderabad',
    stateCode: '36',
    pincode: '500033',
  },
  lines: [{ productId: piece.id, variantId: null, quantity: 1, price: piece.price }],
  paymentMethod: 'online',
});
const placeOnline = async () => {
  const answer = await call(t.app, 'POST', '/orders', { 'idempotency-key': randomUUID() }, order());
  expect(answer.status).toBe(201);
  return answer.body.data as {
    order: { id: string; status: string; payment: { gatewayOrderId: string; amount: number; keyId: string } };
    accessToken: string;
  };
};
const stock = async () =>
  Number(
    (await t.database.execute(`SELECT quantity FROM product_stock WHERE product_id = $1`, [piece.id]))[0]!
      .quantity,
  );
const orderRow = async (id: string) =>
  (
    await t.database.execute(
      `SELECT status, payment_status,
              (SELECT gateway_reference FROM money_movements m
               WHERE m.order_id = o.id AND m.kind = 'payment' AND m.state = 'succeeded') AS gateway_payment_id,
              (SELECT number FROM tax_documents d WHERE d.order_id = o.id AND d.kind = 'invoice') AS invoice_number
       FROM orders o WHERE id = $1`,
      [id],
    )
  )[0]!;
const confirm = (id: string, token: string, body: unknown) =>
  call(t.app, 'POST', `/orders/${id}/payment?token=${token}`, {}, body);
const webhook = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
/** Delivers a gateway event as Razorpay would: its body with its headers. */
const deliver = (event: FakeEvent) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/webhook',
    headers: event.headers,
    payload: event.body,
  });
/** An order placed, paid in Checkout and confirmed: placed and paid. */
const paidOrder = async () => {
  const { order: pending, accessToken } = await placeOnline();
  const paid = gateway.pay(pending.payment.gatewayOrderId);
  const answer = await confirm(pending.id, accessToken, {
    gatewayOrderId: paid.razorpay_order_id,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  });
  expect(answer.body.data).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  return { id: pending.id, accessToken, paymentId: paid.razorpay_payment_id };
};
const movements = (orderId: string) =>
  t.database.execute(
    `SELECT kind, state, amount_paise, gateway_reference FROM money_movements WHERE order_id = $1
     ORDER BY created_at, kind`,
    [orderId],
  );
const refundsOf = (paymentId: string) => gateway.refunds.filter((refund) => refund.payment_id === paymentId);
const alertsOf = async (orderId: string) =>
  (
    (await call(t.app, 'GET', '/admin/orders/alerts', owner.headers)).body.data as { orderId: string }[]
  ).filter((alert) => alert.orderId === orderId);
const staffMove = (id: string, status: string) =>
  call(t.app, 'POST', `/admin/orders/${id}/status`, owner.headers, { status });
const outboxCount = async (topic: string, to?: string) =>
  Number(
    (
      await t.database.execute(
        `SELECT count(*)::int AS n FROM outbox WHERE topic = $1 AND ($2::text IS NULL OR payload->>'to' = $2)`,
        [topic, to ?? null],
      )
    )[0]!.n,
  );

describe('paying online', () => {
  it('offers online payment, holds the stock while it is awaited, and places the order on a good signature', async () => {
    const quote = await call(
      t.app,
      'POST',
      '/checkout/quote',
      {},
      { lines: order().lines, pincode: '500033', stateCode: '36' },
    );
    expect(quote.body.data.payment.online.available).toBe(true);

    const before = await stock();
    const { order: pending, accessToken } = await placeOnline();
    expect(pending.status).toBe('pending_payment');
    expect(pending.payment).toMatchObject({
      keyId: gateway.env.RAZORPAY_KEY_ID,
      amount: piece.price * 100,
      currency: 'INR',
    });
    expect(gateway.orders.get(pending.payment.gatewayOrderId)?.amount).toBe(piece.price * 100);
    expect(await stock()).toBe(before - 1);
    expect((await orderRow(pending.id)).invoice_number).toBeNull();

    const paid = gateway.pay(pending.payment.gatewayOrderId);
    const body = {
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    const answer = await confirm(pending.id, accessToken, body);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'placed', paymentStatus: 'paid', payment: null });
    expect(answer.body.data.invoice.number).toMatch(/^AAN\/\d{2}-\d{2}\/\d{6}$/);

    // Again, and then the webhook: nothing changes, nothing is numbered twice.
    expect((await confirm(pending.id, accessToken, body)).body.data.invoice).toEqual(
      answer.body.data.invoice,
    );
    const event = gateway.webhookFor(gateway.payments.at(-1)!);
    expect((await webhook(event.body, event.headers['x-razorpay-signature'])).statusCode).toBe(200);
    const events = await t.database.execute(`SELECT status FROM order_events WHERE order_id = $1`, [
      pending.id,
    ]);
    expect(events.map((row) => row.status)).toEqual(['pending_payment', 'placed']);
    const mails = await t.database.execute(`SELECT topic FROM outbox WHERE payload->>'to' = $1`, [
      answer.body.data.email,
    ]);
    expect(mails.map((row) => row.topic)).toEqual(['order.placed']);
  });

  it('refuses a signature that is not the gateway’s, or is for another order, and changes nothing', async () => {
    const first = await placeOnline();
    const second = await placeOnline();
    const paid = gateway.pay(second.order.payment.gatewayOrderId);
    const forged = hmac(
      'not-the-secret',
      `${first.order.payment.gatewayOrderId}|${paid.razorpay_payment_id}`,
    );
    const wrong = await confirm(first.order.id, first.accessToken, {
      gatewayOrderId: first.order.payment.gatewayOrderId,
      paymentId: paid.razorpay_payment_id,
      signature: forged,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      { field: 'signature', message: 'does not match this order and payment' },
    ]);
    const otherOrder = await confirm(first.order.id, first.accessToken, {
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(otherOrder.status).toBe(400);
    expect((await orderRow(first.order.id)).status).toBe('pending_payment');
    const missing = await confirm(first.order.id, first.accessToken, { paymentId: 'pay_1' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/gatewayOrderId/);
  });

  it('places the order once from the webhook alone, and ignores a tampered or replayed one', async () => {
    const { order: pending } = await placeOnline();
    const paid = gateway.pay(pending.payment.gatewayOrderId);
    const payment = gateway.payments.find((candidate) => candidate.id === paid.razorpay_payment_id)!;
    const event = gateway.webhookFor(payment);

    const tampered = event.body.replace(`"amount":${payment.amount}`, `"amount":${payment.amount - 100}`);
    expect(tampered).not.toBe(event.body);
    const refused = await webhook(tampered, event.headers['x-razorpay-signature']);
    expect(refused.statusCode).toBe(400);
    expect((await orderRow(pending.id)).status).toBe('pending_payment');
    expect((await webhook(event.body, hmac('guess', event.body))).statusCode).toBe(400);

    const answers = await Promise.all([
      webhook(event.body, event.headers['x-razorpay-signature']),
      webhook(event.body, event.headers['x-razorpay-signature']),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const row = await orderRow(pending.id);
    expect(row).toMatchObject({ status: 'placed', payment_status: 'paid', gateway_payment_id: payment.id });
    const placed = await t.database.execute(
      `SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND status = 'placed'`,
      [pending.id],
    );
    expect(placed[0]!.n).toBe(1);
  });

  it('lets a lapsed reservation go, unless the gateway did take the money', async () => {
    const unpaid = await placeOnline();
    const paidLate = await placeOnline();
    gateway.pay(paidLate.order.payment.gatewayOrderId); // no Checkout answer, no webhook: a crash
    const before = await stock();
    await t.database.execute(
      `UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = ANY($1::uuid[])`,
      [[unpaid.order.id, paidLate.order.id]],
    );
    expect(await t.services.orders.orders.expireReservations()).toBe(2);
    expect((await orderRow(unpaid.order.id)).status).toBe('cancelled');
    expect(await stock()).toBe(before + 1);
    expect(await orderRow(paidLate.order.id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
    expect(await t.services.orders.orders.expireReservations()).toBe(0);
  });

  it('refunds a payment that arrives after the reservation was let go', async () => {
    const { order: pending, accessToken } = await placeOnline();
    await t.database.execute(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE id = $1`, [
      pending.id,
    ]);
    await t.services.orders.orders.expireReservations();
    const paid = gateway.pay(pending.payment.gatewayOrderId);
    const answer = await confirm(pending.id, accessToken, {
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(answer.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(refundsOf(paid.razorpay_payment_id)).toHaveLength(1);
  });

  it('keeps a cancelled order’s refund in progress until Razorpay processes it, then makes it Refunded, once', async () => {
    const paid = await paidOrder();
    const cancelled = await staffMove(paid.id, 'cancelled');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      refund: { state: 'pending', amount: piece.price * 100 },
    });
    const [refund] = refundsOf(paid.paymentId);
    expect(refund).toMatchObject({ amount: piece.price * 100, status: 'pending' });
    expect(await movements(paid.id)).toEqual([
      {
        kind: 'payment',
        state: 'succeeded',
        amount_paise: piece.price * 100,
        gateway_reference: paid.paymentId,
      },
      { kind: 'refund', state: 'pending', amount_paise: piece.price * 100, gateway_reference: refund!.id },
    ]);
    expect((await staffMove(paid.id, 'refunded')).status).toBe(409);

    const processed = gateway.settleRefund(refund!.id, 'processed');
    const answer = await deliver(processed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.outcome).toBe('refund_updated');
    expect((await deliver(processed)).statusCode).toBe(200);
    const order = await call(t.app, 'GET', `/orders/${paid.id}?token=${paid.accessToken}`, {});
    expect(order.body.data).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refund: { state: 'succeeded', amount: piece.price * 100 },
    });
    const events = await t.database.execute(
      `SELECT status, note FROM order_events WHERE order_id = $1 AND status = 'refunded'`,
      [paid.id],
    );
    expect(events).toEqual([{ status: 'refunded', note: `Refund ${refund!.id}` }]);
    expect(await outboxCount('order.refunded', order.body.data.email)).toBe(1);
    expect(refundsOf(paid.paymentId)).toHaveLength(1);
  });

  it('shows a failed refund to staff, who try again until it is processed', async () => {
    const paid = await paidOrder();
    const cancelled = await call(t.app, 'POST', `/orders/${paid.id}/cancel?token=${paid.accessToken}`, {});
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    const [first] = refundsOf(paid.paymentId);
    const alertsBefore = await outboxCount('payments.alert');

    expect((await deliver(gateway.settleRefund(first!.id, 'failed'))).statusCode).toBe(200);
    const failed = await call(t.app, 'GET', `/admin/orders/${paid.id}`, owner.headers);
    expect(failed.body.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refund: { state: 'failed' },
    });
    const alerts = await call(t.app, 'GET', '/admin/orders/alerts', owner.headers);
    expect(alerts.status).toBe(200);
    expect(alerts.body.data).toContainEqual(
      expect.objectContaining({ kind: 'refund_failed', orderId: paid.id, reference: first!.id }),
    );
    expect(await outboxCount('payments.alert')).toBe(alertsBefore + 1);

    const retried = await staffMove(paid.id, 'refunded');
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({
      paymentStatus: 'refund_pending',
      refund: { state: 'pending' },
    });
    const second = refundsOf(paid.paymentId).find((refund) => refund.id !== first!.id)!;
    expect((await call(t.app, 'GET', '/admin/orders/alerts', owner.headers)).body.data).not.toContainEqual(
      expect.objectContaining({ orderId: paid.id }),
    );
    await deliver(gateway.settleRefund(second.id, 'processed'));
    expect(await orderRow(paid.id)).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
  });

  it('ends a refund Razorpay refuses as failed at once, for staff to try again', async () => {
    const paid = await paidOrder();
    gateway.failNextRefunds(1, 'refuse');
    const cancelled = await staffMove(paid.id, 'cancelled');
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'paid',
      refund: { state: 'failed' },
    });
    expect(refundsOf(paid.paymentId)).toEqual([]);
    const [movement] = await t.database.execute(
      `SELECT failure_reason FROM money_movements WHERE order_id = $1 AND kind = 'refund'`,
      [paid.id],
    );
    expect(movement!.failure_reason).toBe('The refund could not be initiated; try again later');
  });

  it('asks again for a refund whose answer was lost, without making it twice, and settles one whose webhook never came', async () => {
    const paid = await paidOrder();
    gateway.failNextRefunds(1, 'lose');
    const cancelled = await staffMove(paid.id, 'cancelled');
    expect(cancelled.body.data).toMatchObject({
      paymentStatus: 'refund_pending',
      refund: { state: 'pending' },
    });
    expect(refundsOf(paid.paymentId)).toHaveLength(1);
    const age = () =>
      t.database.execute(
        `UPDATE money_movements SET updated_at = now() - interval '1 hour' WHERE order_id = $1 AND kind = 'refund'`,
        [paid.id],
      );

    await age();
    expect(await t.services.orders.orders.settleRefunds()).toBeGreaterThanOrEqual(1);
    const [made] = refundsOf(paid.paymentId);
    expect(refundsOf(paid.paymentId)).toHaveLength(1);
    expect((await movements(paid.id))[1]).toMatchObject({ state: 'pending', gateway_reference: made!.id });

    gateway.settleRefund(made!.id, 'processed'); // its webhook is lost
    await age();
    await t.services.orders.orders.settleRefunds();
    expect(await orderRow(paid.id)).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
  });

  it('cancels the order and gives the stock back when the gateway cannot open a payment', async () => {
    const before = await stock();
    gateway.failNextOrders(1);
    const answer = await call(t.app, 'POST', '/orders', { 'idempotency-key': randomUUID() }, order());
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatch(/choose cash on delivery/);
    expect(await stock()).toBe(before);
  });

  it('stops offering online payment for a while after the gateway fails three times running', async () => {
    const quoteOnline = async () =>
      (
        await call(
          t.app,
          'POST',
          '/checkout/quote',
          {},
          { lines: order().lines, pincode: '500033', stateCode: '36' },
        )
      ).body.data.payment.online.available;
    await placeOnline(); // a success: earlier failures are forgotten
    gateway.failNextOrders(3);
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await call(t.app, 'POST', '/orders', { 'idempotency-key': randomUUID() }, order());
      expect(failed.status).toBe(503);
    }
    expect(await quoteOnline()).toBe(false);
    const refused = await call(t.app, 'POST', '/orders', { 'idempotency-key': randomUUID() }, order());
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual([
      { field: 'paymentMethod', message: 'Online payment is not available yet.' },
    ]);
    expect(gateway.calls.get('orders.create')).toBeGreaterThan(0);
    // The pause is a second in this test's configuration.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await quoteOnline()).toBe(true);
  });

  it("takes Checkout's answer as Checkout hands it over, with Razorpay's own field names", async () => {
    const { order: pending, accessToken } = await placeOnline();
    const answer = await confirm(pending.id, accessToken, gateway.pay(pending.payment.gatewayOrderId));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const missing = await confirm(pending.id, accessToken, { razorpay_payment_id: 'pay_29QQoUBi66xm2f' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('gatewayOrderId (or razorpay_order_id) is required');
  });
});

describe("Razorpay's webhooks", () => {
  it('acknowledges an authentic payment whose amount does not match, records it and tells staff once, instead of refusing it', async () => {
    const { order: pending } = await placeOnline();
    gateway.pay(pending.payment.gatewayOrderId, { amount: pending.payment.amount - 100 });
    const captured = gateway.lastEvent('payment.captured')!;
    const mailsBefore = await outboxCount('payments.alert');

    const answer = await deliver(captured);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.outcome).toBe('not_applied');
    expect(await orderRow(pending.id)).toMatchObject({ status: 'pending_payment', payment_status: 'due' });
    const [payment] = await movements(pending.id);
    expect(payment).toMatchObject({
      kind: 'payment',
      state: 'succeeded',
      amount_paise: pending.payment.amount - 100,
    });
    expect(await alertsOf(pending.id)).toEqual([
      expect.objectContaining({ kind: 'payment_not_applied', reference: payment!.gateway_reference }),
    ]);
    expect(await outboxCount('payments.alert')).toBe(mailsBefore + 1);

    // Razorpay's retry of the same event, and its next one about the same payment: acknowledged, once.
    expect((await deliver(captured)).json().data.outcome).toBe('duplicate');
    const again = gateway.raise('payment.captured', { payment: gateway.payments.at(-1)! });
    expect((await deliver(again)).statusCode).toBe(200);
    expect(await alertsOf(pending.id)).toHaveLength(1);
    expect(await outboxCount('payments.alert')).toBe(mailsBefore + 1);
  });

  it('ignores a delivery it has seen, by its X-Razorpay-Event-Id', async () => {
    const { order: pending } = await placeOnline();
    gateway.pay(pending.payment.gatewayOrderId);
    const paid = gateway.lastEvent('order.paid')!;
    expect((await deliver(paid)).json().data.outcome).toBe('paid');
    expect((await deliver(paid)).json().data.outcome).toBe('duplicate');
    const [seen] = await t.database.execute(`SELECT event FROM webhook_events WHERE event_id = $1`, [
      paid.id,
    ]);
    expect(seen).toEqual({ event: 'order.paid' });
  });

  it('captures a payment that is only authorized, on payment.authorized, and places the order once', async () => {
    const { order: pending } = await placeOnline();
    gateway.pay(pending.payment.gatewayOrderId, { capture: false });
    const captures = gateway.calls.get('payments.capture') ?? 0;
    const answer = await deliver(gateway.lastEvent('payment.authorized')!);
    expect(answer.json().data.outcome).toBe('paid');
    expect(gateway.calls.get('payments.capture')).toBe(captures + 1);
    expect(gateway.payments.at(-1)).toMatchObject({ status: 'captured', captured: true });
    expect(await orderRow(pending.id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
    expect((await deliver(gateway.lastEvent('payment.captured')!)).json().data.outcome).toBe('paid');
    expect(await movements(pending.id)).toHaveLength(1);
  });

  it('records a declined attempt, and an unreadable body, and acknowledges both', async () => {
    const { order: pending } = await placeOnline();
    gateway.decline(pending.payment.gatewayOrderId);
    const declined = await deliver(gateway.lastEvent('payment.failed')!);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.outcome).toBe('payment_failed');
    expect(await movements(pending.id)).toEqual([
      expect.objectContaining({ kind: 'payment', state: 'failed', amount_paise: pending.payment.amount }),
    ]);
    expect((await orderRow(pending.id)).status).toBe('pending_payment');

    for (const garbled of ['not json at all', 'null', '42']) {
      const unreadable = await webhook(garbled, hmac(gateway.env.RAZORPAY_WEBHOOK_SECRET!, garbled));
      expect(unreadable.statusCode).toBe(200);
      expect(unreadable.json().data.outcome).toBe('ignored');
    }
  });
});

describe('letting lapsed reservations go', () => {
  it('settles each order on its own: one whose payment does not match is raised to staff and tried later, and the rest go on', async () => {
    const bad = await placeOnline();
    const unpaid = await placeOnline();
    const paidLate = await placeOnline();
    gateway.pay(bad.order.payment.gatewayOrderId, { amount: bad.order.payment.amount - 100 });
    gateway.pay(paidLate.order.payment.gatewayOrderId);
    const lapse = (id: string, minutes: number) =>
      t.database.execute(
        `UPDATE orders SET reserved_until = now() - make_interval(mins => $2::int) WHERE id = $1`,
        [id, minutes],
      );
    await lapse(bad.order.id, 3);
    await lapse(unpaid.order.id, 2);
    await lapse(paidLate.order.id, 1);

    expect(await t.services.orders.orders.expireReservations()).toBe(2);
    expect((await orderRow(unpaid.order.id)).status).toBe('cancelled');
    expect(await orderRow(paidLate.order.id)).toMatchObject({ status: 'placed', payment_status: 'paid' });
    const [held] = await t.database.execute(
      `SELECT status, reserved_until > now() AS later FROM orders WHERE id = $1`,
      [bad.order.id],
    );
    expect(held).toEqual({ status: 'pending_payment', later: true });
    expect(await alertsOf(bad.order.id)).toEqual([expect.objectContaining({ kind: 'payment_not_applied' })]);

    // Not tried again before its time; after three failures the order itself is raised to staff.
    expect(await t.services.orders.orders.expireReservations()).toBe(0);
    for (let attempt = 2; attempt <= 3; attempt++) {
      await lapse(bad.order.id, 1);
      expect(await t.services.orders.orders.expireReservations()).toBe(0);
    }
    const [stuck] = await t.database.execute(
      `SELECT failures, raised_at IS NOT NULL AS raised FROM payment_alerts
       WHERE order_id = $1 AND kind = 'reconcile_failed' AND resolved_at IS NULL`,
      [bad.order.id],
    );
    expect(stuck).toEqual({ failures: 3, raised: true });
  });
});
