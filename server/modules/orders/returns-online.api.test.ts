// The refund of a return paid online (decision 197), against the offline fake gateway, on both
// databases: the gateway is asked for a partial refund of the payment, once, with the return's refund
// recorded pending in the ledger and its credit note issued; the refund settles by its webhook, and a
// refund the gateway refused can be asked again without crediting the sale a second time.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrder } from '../../../contract/orders.ts';
import type { AdminReturn, ReturnView } from '../../../contract/returns.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import {
  startFakeRazorpay,
  type FakeEvent,
  type FakeRazorpay,
} from '../../../tests/support/fake-razorpay.ts';
import { HYDERABAD_ADDRESS, stockedPiece, type StockedPiece } from '../../../tests/support/placed-orders.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let gateway: FakeRazorpay;
let owner: TestStaff;
let piece: StockedPiece;

beforeAll(async () => {
  gateway = await startFakeRazorpay();
  t = await createTestApp({ ORDERS_RATE_LIMIT_PER_MINUTE: '1000', ...gateway.env });
  piece = await stockedPiece(t.database);
  owner = await createStaff(t.database, 'owner');
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const deliver = (event: FakeEvent) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/razorpay/webhook',
    headers: event.headers,
    payload: event.body,
  });
const act = (id: string, step: string, body: object = {}) =>
  call(t.app, 'POST', `/admin/returns/${id}/${step}`, owner.headers, body);

/** Two pieces paid online and delivered; one is asked back, collected and inspected. */
async function inspectedReturn() {
  const body: PlaceOrder = {
    name: 'Meera Iyer',
    email: `meera.${randomUUID().slice(0, 8)}@example.in`,
    phone: '+91 98480 22338',
    delivery: HYDERABAD_ADDRESS,
    lines: [{ productId: piece.id, variantId: null, quantity: 2, price: piece.price }],
    paymentMethod: 'online',
  };
  const placed = await call(t.app, 'POST', '/orders', { 'idempotency-key': randomUUID() }, body);
  expect(placed.status).toBe(201);
  const { order, accessToken } = placed.body.data as {
    order: { id: string; payment: { gatewayOrderId: string } };
    accessToken: string;
  };
  const paid = gateway.pay(order.payment.gatewayOrderId);
  const confirmed = await call(
    t.app,
    'POST',
    `/orders/${order.id}/payment?token=${accessToken}`,
    {},
    {
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  );
  expect(confirmed.body.data).toMatchObject({ paymentStatus: 'paid' });
  for (const [status, extra] of [
    ['confirmed', {}],
    ['shipped', { carrier: 'Delhivery', trackingNumber: 'DL123456789' }],
    ['delivered', {}],
  ] as const) {
    expect(
      (await call(t.app, 'POST', `/admin/orders/${order.id}/status`, owner.headers, { status, ...extra }))
        .status,
    ).toBe(200);
  }
  const [line] = await t.database.execute(`SELECT id FROM order_lines WHERE order_id = $1`, [order.id]);
  const asked = await call(
    t.app,
    'POST',
    `/orders/${order.id}/returns?token=${accessToken}`,
    {},
    {
      kind: 'return',
      lines: [{ lineId: line!.id, quantity: 1 }],
      reason: 'not_as_described',
      comment: 'The colour is much darker than the photos',
    },
  );
  expect(asked.status).toBe(201);
  const id = (asked.body.data as ReturnView).id;
  expect((await act(id, 'approve', { note: 'Pickup with our van' })).status).toBe(200);
  expect((await act(id, 'collect')).status).toBe(200);
  expect(
    (
      await act(id, 'inspect', {
        conditionNotes: 'As new',
        lines: [{ lineId: line!.id, restocked: 1, writtenOff: 0 }],
      })
    ).status,
  ).toBe(200);
  return { id, orderId: order.id, accessToken, paymentId: paid.razorpay_payment_id, unit: piece.price * 100 };
}

describe('refunding a return paid online', () => {
  it('asks the gateway for a partial refund once, and settles it by the webhook', async () => {
    const made = await inspectedReturn();
    const deduction = 20_000;
    const refunded = await act(made.id, 'refund', {
      deductionPaise: deduction,
      deductionReason: 'Missing hardware kit',
    });
    expect(refunded.status).toBe(200);
    const view = refunded.body.data as AdminReturn;
    expect(view.refund).toMatchObject({ amount: made.unit - deduction, deduction, method: 'razorpay' });
    expect(view.creditNote?.total).toBe(made.unit - deduction);
    const asked = gateway.refunds.filter((refund) => refund.payment_id === made.paymentId);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.amount).toBe(made.unit - deduction);

    // A second press is refused: the return is refunded already; the gateway is not asked again.
    expect((await act(made.id, 'refund', { deductionPaise: 0 })).status).toBe(409);
    expect(gateway.refunds.filter((refund) => refund.payment_id === made.paymentId)).toHaveLength(1);

    if (asked[0]!.status === 'pending') {
      const event = gateway.settleRefund(asked[0]!.id, 'processed');
      expect((await deliver(event)).statusCode).toBe(200);
      expect((await deliver(event)).statusCode).toBe(200);
    }
    const shopper = await call(t.app, 'GET', `/orders/${made.orderId}/returns?token=${made.accessToken}`, {});
    expect(shopper.body.data.returns[0]).toMatchObject({ state: 'refunded', refund: { state: 'succeeded' } });
    const order = await call(t.app, 'GET', `/orders/${made.orderId}?token=${made.accessToken}`, {});
    // A partial refund leaves the order delivered and paid, with the credit note on its page.
    expect(order.body.data).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(order.body.data.creditNotes.map((note: { number: string }) => note.number)).toEqual([
      view.creditNote!.number,
    ]);
    const [ledger] = await t.database.execute(
      `SELECT count(*)::int AS n, sum(amount_paise)::int AS total FROM money_movements
       WHERE return_id = $1 AND kind = 'refund' AND state = 'succeeded'`,
      [made.id],
    );
    expect(ledger).toMatchObject({ n: 1, total: made.unit - deduction });
  });

  it('shows a refund the gateway refused as failed, with the sale credited once', async () => {
    const made = await inspectedReturn();
    gateway.failNextRefunds(1, 'refuse');
    const refunded = await act(made.id, 'refund', { deductionPaise: 0 });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({
      state: 'refunded',
      refund: { state: 'failed', amount: made.unit },
    });
    const notes = await t.database.execute(
      `SELECT count(*)::int AS n FROM tax_documents WHERE order_id = $1 AND kind = 'credit_note'`,
      [made.orderId],
    );
    expect(notes[0]!.n).toBe(1);
    expect(gateway.refunds.filter((refund) => refund.payment_id === made.paymentId)).toHaveLength(0);

    const again = await act(made.id, 'refund-again');
    expect(again.status).toBe(200);
    expect(again.body.data.refund.state).not.toBe('failed');
    expect(
      gateway.refunds.filter((refund) => refund.payment_id === made.paymentId).map((refund) => refund.amount),
    ).toEqual([made.unit]);
    expect((await act(made.id, 'refund-again')).status).toBe(409);
    const after = await t.database.execute(
      `SELECT count(*)::int AS n FROM tax_documents WHERE order_id = $1 AND kind = 'credit_note'`,
      [made.orderId],
    );
    expect(after[0]!.n).toBe(1);
  });
});
