// Returns and replacements (decision 197), on both databases: a delivered order's lines may be asked back
// inside their windows and no further; staff approve once (a second member gets 409), collect, inspect and
// refund with a deduction that can never exceed what the units were sold for; every refund gets a credit
// note against the invoice, in one gapless series even when thirty are issued at once; damage reported at
// delivery starts a replacement that takes stock and records no sale.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '../../../contract/leads.ts';
import type { AdminReturn, OrderReturns, ReturnView } from '../../../contract/returns.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { placeOrder, stockedPiece, type StockedPiece } from '../../../tests/support/placed-orders.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { financialYear, formatDocumentNumber } from '../billing/index.ts';

const t = useTestApp({ ORDERS_RATE_LIMIT_PER_MINUTE: '1000' });
let owner: TestStaff;
let sales: TestStaff;
let piece: StockedPiece;

beforeAll(async () => {
  piece = await stockedPiece(t.database);
  owner = await createStaff(t.database, 'owner');
  sales = await createStaff(t.database, 'sales');
});

const move = (id: string, status: string, extra: object = {}) =>
  call(t.app, 'POST', `/admin/orders/${id}/status`, owner.headers, { status, ...extra });

/** A cash-on-delivery order of `quantity` pieces, delivered `daysAgo` days ago (India dates). */
async function delivered(quantity = 2, daysAgo = 0) {
  const placed = await placeOrder(t.app, piece, {
    lines: [{ productId: piece.id, variantId: null, quantity, price: piece.price }],
  });
  expect((await move(placed.id, 'confirmed')).status).toBe(200);
  expect(
    (await move(placed.id, 'shipped', { carrier: 'Delhivery', trackingNumber: 'DL123456789' })).status,
  ).toBe(200);
  expect((await move(placed.id, 'delivered')).status).toBe(200);
  if (daysAgo > 0) {
    await t.database.execute(
      `UPDATE order_events SET created_at = created_at - make_interval(days => $2) WHERE order_id = $1 AND status = 'delivered'`,
      [placed.id, daysAgo],
    );
  }
  const lines = await t.database.execute(`SELECT id, amount_paise FROM order_lines WHERE order_id = $1`, [
    placed.id,
  ]);
  return { ...placed, lineId: String(lines[0]!.id), amount: Number(lines[0]!.amount_paise) };
}

const ask = (order: { id: string; accessToken: string }, body: object) =>
  call(t.app, 'POST', `/orders/${order.id}/returns?token=${order.accessToken}`, {}, body);
const returnOne = (order: { id: string; accessToken: string; lineId: string }, quantity = 1) =>
  ask(order, { kind: 'return', lines: [{ lineId: order.lineId, quantity }], reason: 'changed_mind' });
const act = (id: string, step: string, body: object = {}, headers = owner.headers) =>
  call(t.app, 'POST', `/admin/returns/${id}/${step}`, headers, body);

/** A return of one unit taken through approval, collection and inspection: ready to refund. */
async function inspected(order: { id: string; accessToken: string; lineId: string }) {
  const asked = await returnOne(order);
  expect(asked.status).toBe(201);
  const id = (asked.body.data as ReturnView).id;
  expect((await act(id, 'approve')).status).toBe(200);
  expect((await act(id, 'collect')).status).toBe(200);
  const done = await act(id, 'inspect', {
    conditionNotes: 'One leg scuffed',
    lines: [{ lineId: order.lineId, restocked: 1, writtenOff: 0 }],
  });
  expect(done.status).toBe(200);
  return id;
}

describe('the return window', () => {
  it('shows each line its window and lets a delivered line be asked back once, up to what was sold', async () => {
    const order = await delivered(2);
    const before = await call(t.app, 'GET', `/orders/${order.id}/returns?token=${order.accessToken}`, {});
    expect(before.status).toBe(200);
    const data = before.body.data as OrderReturns;
    expect(data.lines[0]).toMatchObject({
      lineId: order.lineId,
      returnDays: 7,
      policy: '7-day returns from delivery',
      returnableUntil: addDays(indiaToday(), 7),
      remaining: 2,
      returnable: true,
      why: null,
    });
    expect(data.reasons.map((reason) => reason.id)).toContain('damaged');

    const first = await returnOne(order, 1);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ state: 'requested', stateLabel: 'Requested', kind: 'return' });
    expect((first.body.data as ReturnView).number).toMatch(/^RET-\d{6}$/);
    const tooMany = await returnOne(order, 2);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error).toBe('Only 1 unit of this piece can still be asked back.');
    expect((await returnOne(order, 1)).status).toBe(201);
    const none = await returnOne(order, 1);
    expect(none.status).toBe(422);
    expect(none.body.error).toBe('Every unit of this piece has already been asked back.');
  });

  it('refuses with 422 and the reason: an order not delivered, a closed window, a piece not returnable', async () => {
    const placed = await placeOrder(t.app, piece);
    const lines = await t.database.execute(`SELECT id FROM order_lines WHERE order_id = $1`, [placed.id]);
    const early = await returnOne({ ...placed, lineId: String(lines[0]!.id) });
    expect(early.status).toBe(422);
    expect(early.body.error).toBe('Only a delivered order can be returned.');

    const late = await delivered(1, 8);
    const closed = await returnOne(late);
    expect(closed.status).toBe(422);
    expect(closed.body.error).toBe(
      `The return window for this piece closed on ${addDays(indiaToday(), -1)}.`,
    );

    // The last day of the window still counts.
    expect((await returnOne(await delivered(1, 7))).status).toBe(201);

    // A line keeps the window it was sold with: made-to-measure (0 days) after the change, 7 before.
    const sold = await delivered(1);
    await t.database.execute(`UPDATE products SET return_days = 0 WHERE id = $1`, [piece.id]);
    try {
      const madeToMeasure = await delivered(1);
      const refused = await returnOne(madeToMeasure);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe('This piece is made for you and is not returnable.');
      expect((await returnOne(sold)).status).toBe(201);
    } finally {
      await t.database.execute(`UPDATE products SET return_days = NULL WHERE id = $1`, [piece.id]);
    }
  });

  it('answers 404 to anyone without the order, and 400 naming the field for a bad request', async () => {
    const order = await delivered(1);
    const other = await delivered(1);
    const stranger = await call(
      t.app,
      'POST',
      `/orders/${order.id}/returns?token=${other.accessToken}`,
      {},
      {
        kind: 'return',
        lines: [{ lineId: order.lineId, quantity: 1 }],
        reason: 'changed_mind',
      },
    );
    expect(stranger.status).toBe(404);
    const foreignLine = await ask(order, {
      kind: 'return',
      lines: [{ lineId: other.lineId, quantity: 1 }],
      reason: 'other',
    });
    expect(foreignLine.status).toBe(422);
    const badReason = await ask(order, {
      kind: 'return',
      lines: [{ lineId: order.lineId, quantity: 1 }],
      reason: 'meh',
    });
    expect(badReason.status).toBe(400);
    expect(badReason.body.error).toBe('reason must be one of the listed reasons');
    const noLines = await ask(order, { kind: 'return', lines: [], reason: 'other' });
    expect(noLines.status).toBe(400);
    expect(noLines.body.error).toBe('Choose at least one piece to return');
    const farPickup = await ask(order, {
      kind: 'return',
      lines: [{ lineId: order.lineId, quantity: 1 }],
      reason: 'other',
      pickupDate: addDays(indiaToday(), 40),
    });
    expect(farPickup.status).toBe(400);
    expect(farPickup.body.details).toEqual([expect.objectContaining({ field: 'pickupDate' })]);
  });

  it('keeps photos re-encoded, three at most, and refuses a file that is not an image', async () => {
    const order = await delivered(1);
    const id = ((await returnOne(order)).body.data as ReturnView).id;
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const upload = (data: Buffer, contentType = 'image/jpeg') => {
      const body = multipart([{ field: 'image', filename: 'leg.jpg', contentType, data }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.id}/returns/${id}/photos?token=${order.accessToken}`,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    for (let i = 0; i < 3; i++) expect((await upload(jpeg)).statusCode).toBe(201);
    const fourth = await upload(jpeg);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toBe('A return keeps at most 3 photos.');
    expect(
      (await upload(Buffer.from('not an image at all'), 'image/jpeg')).statusCode,
    ).toBeGreaterThanOrEqual(400);
    const view = (await call(t.app, 'GET', `/admin/returns/${id}`, owner.headers)).body.data as AdminReturn;
    expect(view.photos).toHaveLength(3);
    expect(view.photos[0]!.url).toMatch(/\/uploads\/returns\/[^/]+\/[0-9a-f]{32}\.webp$/);
  });
});

describe('staff and the refund', () => {
  it('approves once when two members approve at the same moment', async () => {
    const order = await delivered(1);
    const id = ((await returnOne(order)).body.data as ReturnView).id;
    const answers = await Promise.all([
      act(id, 'approve', {}, owner.headers),
      act(id, 'approve', {}, sales.headers),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const audits = await t.database.execute(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity_id = $1 AND action = 'return.approved'`,
      [id],
    );
    expect(audits[0]!.n).toBe(1);
    const rejected = await act(id, 'reject', { reason: 'Too late' });
    expect(rejected.status).toBe(409);
  });

  it('refunds less a documented deduction, never more than was paid, with a partial credit note', async () => {
    const order = await delivered(2);
    const stockBefore = Number(
      (await t.database.execute(`SELECT quantity FROM product_stock WHERE product_id = $1`, [piece.id]))[0]!
        .quantity,
    );
    const id = await inspected(order);
    expect(
      Number(
        (await t.database.execute(`SELECT quantity FROM product_stock WHERE product_id = $1`, [piece.id]))[0]!
          .quantity,
      ),
    ).toBe(stockBefore + 1);
    const unit = order.amount / 2;
    const view = (await call(t.app, 'GET', `/admin/returns/${id}`, owner.headers)).body.data as AdminReturn;
    expect(view).toMatchObject({ value: unit, offlineRefund: true, nextStates: ['refunded'] });

    const tooMuch = await act(id, 'refund', {
      deductionPaise: unit + 1,
      deductionReason: 'Broken',
      payout: { method: 'upi', reference: 'UPI-1' },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.details).toEqual([expect.objectContaining({ field: 'deductionPaise' })]);
    const noReason = await act(id, 'refund', {
      deductionPaise: 100,
      payout: { method: 'upi', reference: 'UPI-1' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('deductionReason is required when something is kept back');
    const noPayout = await act(id, 'refund', { deductionPaise: 0 });
    expect(noPayout.status).toBe(400);
    expect(noPayout.body.details).toEqual([expect.objectContaining({ field: 'payout' })]);

    const deduction = 50_000;
    const refunded = await act(id, 'refund', {
      deductionPaise: deduction,
      deductionReason: 'Scuffed leg, repaired by us',
      payout: { method: 'upi', reference: 'UPI-778812' },
    });
    expect(refunded.status).toBe(200);
    const done = refunded.body.data as AdminReturn;
    const mails = await t.database.execute(
      `SELECT topic, payload->>'subject' AS subject, payload->>'text' AS text FROM outbox
       WHERE payload->>'text' LIKE '%' || $1 || '%' ORDER BY created_at`,
      [done.number],
    );
    // The request's two e-mails share its transaction's time, so they are compared without their order.
    expect(mails.map((mail) => String(mail.topic)).sort()).toEqual([
      'return.approved',
      'return.business',
      'return.refunded',
      'return.requested',
    ]);
    const mailOf = (topic: string) => mails.find((mail) => mail.topic === topic)!;
    expect(mailOf('return.requested').subject).toBe(`We have your return request ${done.number}`);
    expect(mailOf('return.refunded').subject).toBe(`Your refund for ${done.number}`);
    expect(String(mailOf('return.refunded').text)).toContain(
      `We kept back ₹500: Scuffed leg, repaired by us`,
    );
    expect(String(mailOf('return.refunded').text)).toContain(
      `Credit note ${done.creditNote?.number} is on your order page.`,
    );
    expect(done.state).toBe('refunded');
    expect(done.refund).toMatchObject({
      amount: unit - deduction,
      deduction,
      state: 'succeeded',
      method: 'upi',
    });
    expect(done.creditNote).toMatchObject({
      kind: 'credit_note',
      total: unit - deduction,
      date: indiaToday(),
    });
    expect(
      (await act(id, 'refund', { deductionPaise: 0, payout: { method: 'upi', reference: 'x' } })).status,
    ).toBe(409);

    const [money] = await t.database.execute(
      `SELECT coalesce(sum(amount_paise) FILTER (WHERE kind = 'refund' AND state <> 'failed'), 0)::int AS refunded,
              coalesce(sum(amount_paise) FILTER (WHERE kind = 'payment' AND state = 'succeeded'), 0)::int AS paid
       FROM money_movements WHERE order_id = $1`,
      [order.id],
    );
    expect(money!.refunded).toBe(unit - deduction);
    expect(money!.paid).toBe(order.amount);

    const pdf = await t.app.inject({
      url: `/api/v1/orders/${order.id}/documents/${done.creditNote!.id}?token=${order.accessToken}`,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(done.creditNote!.number);
    expect(text).toContain(`Goods returned (${done.number})`);
    const invoiceText = pdfText(
      (await t.app.inject({ url: `/api/v1/orders/${order.id}/invoice.pdf?token=${order.accessToken}` }))
        .rawPayload,
    );
    expect(invoiceText).not.toContain('CANCELLED');
    expect(invoiceText).toContain(`Credit note ${done.creditNote!.number}`);

    // The second unit, returned in full, brings the credits to exactly the invoice's total less the deduction.
    const second = await inspected(order);
    const all = await act(second, 'refund', {
      deductionPaise: 0,
      payout: { method: 'bank_transfer', reference: 'NEFT-1' },
    });
    expect(all.status).toBe(200);
    const [credited] = await t.database.execute(
      `SELECT sum(c.total_paise)::int AS credited, max(i.total_paise)::int AS invoiced
       FROM tax_documents c JOIN tax_documents i ON i.id = c.references_id WHERE c.order_id = $1 AND c.kind = 'credit_note'`,
      [order.id],
    );
    expect(credited!.credited).toBe(order.amount - deduction);
    expect(credited!.invoiced).toBe(order.amount);
  });

  it('numbers thirty credit notes issued at once consecutively', async () => {
    // Thirty returns made ready five at a time, then all refunded at once.
    const ids: string[] = [];
    for (let batch = 0; batch < 6; batch++) {
      ids.push(...(await Promise.all(Array.from({ length: 5 }, async () => inspected(await delivered(1))))));
    }
    const year = financialYear(indiaToday());
    const answers = await Promise.all(
      ids.map((id, i) =>
        act(id, 'refund', { deductionPaise: 0, payout: { method: 'upi', reference: `UPI-${i}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    const rows = await t.database.execute(
      `SELECT serial, number FROM tax_documents WHERE kind = 'credit_note' AND financial_year = $1 ORDER BY serial`,
      [year],
    );
    expect(rows.map((row) => row.number)).toEqual(
      rows.map((_, i) => formatDocumentNumber('credit_note', year, i + 1)),
    );
    const notes = answers.map((answer) => (answer.body.data as AdminReturn).creditNote!.number);
    expect(new Set(notes).size).toBe(30);
  }, 120_000);

  it("books the pickup and the replacement's delivery against the zone's crews, refusing a full day", async () => {
    const day = addDays(indiaToday(), 3);
    const setDay = (capacity: number) =>
      call(t.app, 'PUT', '/admin/delivery/capacity/day', owner.headers, {
        zone: 'Hyderabad',
        date: day,
        kind: 'delivery',
        capacity,
      });
    expect((await setDay(1)).status).toBe(200);
    const order = await delivered(1);
    const asked = await ask(order, {
      kind: 'replacement',
      lines: [{ lineId: order.lineId, quantity: 1 }],
      reason: 'defective',
      pickupDate: day,
    });
    const id = (asked.body.data as ReturnView).id;
    expect((await act(id, 'approve')).body.data).toMatchObject({ state: 'approved', pickupOn: day });
    const bookings = () =>
      t.database.execute(
        `SELECT purpose, day::text AS day, state FROM slot_bookings WHERE return_id = $1 ORDER BY created_at`,
        [id],
      );
    expect(await bookings()).toEqual([{ purpose: 'pickup', day, state: 'booked' }]);
    expect((await act(id, 'collect')).status).toBe(200);
    expect(
      (
        await act(id, 'inspect', {
          conditionNotes: 'Motor dead',
          lines: [{ lineId: order.lineId, restocked: 0, writtenOff: 1 }],
        })
      ).status,
    ).toBe(200);
    // The day's one place is the pickup's: the replacement cannot go that day.
    const full = await act(id, 'replacement-sent', { deliveryDate: day });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('That day is now full. Please pick another.');
    expect((await setDay(2)).status).toBe(200);
    expect((await act(id, 'replacement-sent', { deliveryDate: day })).status).toBe(200);
    expect(await bookings()).toEqual([
      { purpose: 'pickup', day, state: 'booked' },
      { purpose: 'delivery', day, state: 'booked' },
    ]);
  });

  it('starts a replacement at once for damage found at delivery: stock leaves, no sale is recorded', async () => {
    const order = await delivered(1);
    const documents = async () =>
      Number(
        (
          await t.database.execute(`SELECT count(*)::int AS n FROM tax_documents WHERE order_id = $1`, [
            order.id,
          ])
        )[0]!.n,
      );
    const before = await documents();
    const reported = await call(t.app, 'POST', `/admin/orders/${order.id}/damage`, owner.headers, {
      lines: [{ lineId: order.lineId, quantity: 1 }],
      comment: 'Top cracked on arrival',
    });
    expect(reported.status).toBe(201);
    const replacement = reported.body.data as AdminReturn;
    expect(replacement).toMatchObject({
      kind: 'replacement',
      state: 'approved',
      requestedBy: 'delivery',
      nextStates: ['collected', 'replacement_sent'],
    });
    const stock = async () =>
      Number(
        (await t.database.execute(`SELECT quantity FROM product_stock WHERE product_id = $1`, [piece.id]))[0]!
          .quantity,
      );
    const stockBefore = await stock();
    expect((await act(replacement.id, 'replacement-sent')).status).toBe(200);
    expect(await stock()).toBe(stockBefore - 1);
    const closed = await act(replacement.id, 'close');
    expect(closed.body.data).toMatchObject({ state: 'closed', stateLabel: 'Completed' });
    expect(await documents()).toBe(before);
    const listed = await call(t.app, 'GET', `/admin/returns?orderId=${order.id}`, owner.headers);
    expect((listed.body.data as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([
      replacement.id,
    ]);
  });
});

describe('a return of an order placed with a coupon code (decision 202)', () => {
  it('refunds the price paid for the units: the line after its share of the discount', async () => {
    const created = await call(t.app, 'POST', '/admin/coupons', owner.headers, {
      code: 'RETURN-TEN',
      kind: 'percent',
      value: 10,
    });
    expect(created.status).toBe(201);
    const placed = await placeOrder(t.app, piece, {
      lines: [{ productId: piece.id, variantId: null, quantity: 2, price: piece.price }],
      couponCodes: ['return-ten'],
    });
    for (const [status, extra] of [
      ['confirmed', {}],
      ['shipped', { carrier: 'Delhivery', trackingNumber: 'DL123456780' }],
      ['delivered', {}],
    ] as const)
      expect((await move(placed.id, status, extra)).status).toBe(200);
    const [line] = await t.database.execute(
      `SELECT id, amount_paise, discount_paise FROM order_lines WHERE order_id = $1`,
      [placed.id],
    );
    const discount = Number(line!.discount_paise);
    // Two units at the shop's price, 10% off rounded down to the rupee.
    expect(discount).toBe(Math.floor((2 * piece.price) / 10) * 100);
    expect(Number(line!.amount_paise)).toBe(2 * piece.price * 100 - discount);
    const id = await inspected({ ...placed, lineId: String(line!.id) });
    const refunded = await act(id, 'refund', {
      deductionPaise: 0,
      payout: { method: 'upi', reference: 'UPI-9' },
    });
    expect(refunded.status).toBe(200);
    const done = refunded.body.data as AdminReturn;
    // One unit of two: half of what the line was sold for after its discount, not the shop's price.
    const half = Math.round(Number(line!.amount_paise) / 2);
    expect(done.refund).toMatchObject({ amount: half, state: 'succeeded' });
    expect(done.creditNote).toMatchObject({ kind: 'credit_note', total: half });
  });
});
