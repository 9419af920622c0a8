// Coupon codes on a real database (decision 202): staff create them, a shopper applies one in any case at
// checkout and is told why a code does not apply, the order and its invoice carry the discount line by line,
// limits hold under twenty parallel checkouts, a cancelled order gives its use back, and unknown codes are
// limited per connection.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CouponSchema } from '../../../contract/admin/coupons.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { couponMessages } from '../../../contract/coupons.ts';
import { PlacedOrderSchema, QuoteSchema, type PlaceOrder } from '../../../contract/orders.ts';
import { seedDeliveryRanges } from '../../db/seed/delivery.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

const MISSES = 6;
const t = useTestApp({
  ORDERS_RATE_LIMIT_PER_MINUTE: '1000',
  COD_MAX_RUPEES: '1000000',
  COUPON_MISSES_PER_IP_PER_HOUR: String(MISSES),
});

let owner: TestStaff;
let sales: TestStaff;
interface Piece {
  id: string;
  price: number;
  category: string;
}
let lamp: Piece;
let chair: Piece;

async function piece(category: string): Promise<Piece> {
  const [row] = await t.database.execute(
    `SELECT p.id, p.effective_price AS price, p.category_id FROM products p
       JOIN categories c ON c.id = p.category_id JOIN product_stock s ON s.product_id = p.id
     WHERE c.slug = $1 AND p.status = 'published' AND p.stock_status = 'in_stock'
       AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
     ORDER BY p.effective_price, p.slug LIMIT 1`,
    [category],
  );
  await t.database.execute(`UPDATE product_stock SET quantity = 500 WHERE product_id = $1`, [row!.id]);
  return { id: String(row!.id), price: Number(row!.price), category: String(row!.category_id) };
}

beforeAll(async () => {
  await seedDeliveryRanges(t.database);
  owner = await createStaff(t.database, 'owner');
  sales = await createStaff(t.database, 'sales');
  lamp = await piece('vases');
  chair = await piece('sofas');
});

const hyderabad = {
  line1: '12, Road No. 3',
  area: 'Banjara Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500034',
};
const line = (p: Piece, quantity = 1) => ({ productId: p.id, quantity, price: p.price });
const order = (overrides: Partial<PlaceOrder> = {}): PlaceOrder => ({
  name: 'Meera Iyer',
  email: `meera.${randomUUID().slice(0, 8)}@example.in`,
  phone: '+91 98480 22338',
  delivery: hyderabad,
  lines: [line(chair)],
  paymentMethod: 'cod',
  ...overrides,
});
const quote = async (body: Record<string, unknown>) => {
  const answer = await call(
    t.app,
    'POST',
    '/checkout/quote',
    {},
    { pincode: '500034', stateCode: '36', ...body },
  );
  return {
    status: answer.status,
    body: answer.body,
    quote: answer.status === 200 ? envelope(QuoteSchema).parse(answer.body).data : null,
  };
};
const createCoupon = async (body: Record<string, unknown>) => {
  const answer = await call(t.app, 'POST', '/admin/coupons', owner.headers, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return CouponSchema.parse(answer.body.data.coupon);
};
const couponOf = async (id: string) =>
  (await call(t.app, 'GET', `/admin/coupons/${id}`, owner.headers)).body.data.coupon as {
    uses: number;
    discount_given: number;
  };

describe('coupon codes in the back office', () => {
  it('are created in capitals, unique whatever their case, checked field by field, and by role', async () => {
    const created = await createCoupon({
      code: 'diwali-10',
      kind: 'percent',
      value: 10,
      description: 'Diwali',
    });
    expect(created.code).toBe('DIWALI-10');
    const again = await call(t.app, 'POST', '/admin/coupons', owner.headers, {
      code: 'Diwali-10',
      kind: 'flat',
      value: 100,
    });
    expect(again.status).toBe(409);
    expect(again.body.details).toEqual([expect.objectContaining({ field: 'code' })]);
    const tooMuch = await call(t.app, 'POST', '/admin/coupons', owner.headers, {
      code: 'HALFOFF',
      kind: 'percent',
      value: 95,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe('value must be at most 90 per cent');
    const noScope = await call(t.app, 'POST', '/admin/coupons', owner.headers, {
      code: 'SCOPED',
      kind: 'flat',
      value: 100,
      scope: 'products',
    });
    expect(noScope.body.error).toBe('product_ids must name at least one product');
    const missing = await call(t.app, 'POST', '/admin/coupons', owner.headers, {
      code: 'GHOST',
      kind: 'flat',
      value: 100,
      scope: 'products',
      product_ids: [randomUUID()],
    });
    expect(missing.status).toBe(422);
    expect(missing.body.details).toEqual([expect.objectContaining({ field: 'product_ids' })]);
    expect(
      (await call(t.app, 'POST', '/admin/coupons', sales.headers, { code: 'SALES', kind: 'flat', value: 1 }))
        .status,
    ).toBe(403);
    const list = await call(t.app, 'GET', '/admin/coupons?q=diwali', sales.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.coupons.map((c: { code: string }) => c.code)).toEqual(['DIWALI-10']);
  });
});

describe('a code at checkout', () => {
  it('applies in any case, spread over the lines before GST, and says why another does not', async () => {
    const created = await createCoupon({ code: 'WELCOME15', kind: 'percent', value: 15, min_order: 1_000 });
    const { quote: priced } = await quote({
      lines: [line(chair), line(lamp, 2)],
      couponCodes: [' welcome15 '],
    });
    const goods = (chair.price + 2 * lamp.price) * 100;
    const discount = Math.floor((goods * 15) / 100 / 100) * 100;
    expect(priced!.coupons).toEqual([
      { code: 'WELCOME15', applied: true, discount, message: couponMessages.applied('WELCOME15', discount) },
    ]);
    expect(priced!.discount).toBe(discount);
    expect(priced!.totals.total).toBe(goods - discount);
    expect(priced!.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(discount);
    for (const l of priced!.lines) expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(l.amount);

    const small = await quote({ lines: [line(lamp)], couponCodes: ['BIGSPEND'] });
    expect(small.quote!.coupons[0]!.message).toBe(couponMessages.unknown('BIGSPEND'));
    await createCoupon({ code: 'BIGSPEND', kind: 'flat', value: 2_500, min_order: 25_000 });
    const below = await quote({ lines: [line(lamp)], couponCodes: ['bigspend'] });
    expect(below.quote!.coupons[0]).toMatchObject({
      applied: false,
      message: 'BIGSPEND is valid on orders above ₹25,000.',
    });
    expect(below.quote!.totals.total).toBe(lamp.price * 100);
    const bad = await quote({ lines: [line(lamp)], couponCodes: ['no way!'] });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('couponCodes.0');
    const many = await quote({ lines: [line(lamp)], couponCodes: ['AAA', 'BBB', 'CCC', 'DDD'] });
    expect(many.body.error).toBe('couponCodes may hold at most 3 codes');
    expect(created.uses).toBe(0);
  });

  it('places an order whose lines, invoice and PDF carry the discount, counted once on the code', async () => {
    const created = await createCoupon({ code: 'FLAT2000', kind: 'flat', value: 2_000, per_customer_max: 1 });
    const body = order({ lines: [line(chair), line(lamp)], couponCodes: ['flat2000'] });
    const answer = await call(t.app, 'POST', '/orders', {}, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { order: placed, accessToken } = envelope(PlacedOrderSchema).parse(answer.body).data;
    expect(placed.discount).toBe(200_000);
    expect(placed.coupons).toEqual([{ code: 'FLAT2000', discount: 200_000 }]);
    expect(placed.totals.total).toBe((chair.price + lamp.price) * 100 - 200_000);
    expect(placed.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(200_000);
    const lines = await t.database.execute(
      `SELECT l.discount_paise, l.amount_paise, l.taxable_paise + l.cgst_paise + l.sgst_paise + l.igst_paise AS parts
       FROM tax_document_lines l JOIN tax_documents d ON d.id = l.document_id WHERE d.order_id = $1 ORDER BY l.position`,
      [placed.id],
    );
    expect(lines.reduce((sum, row) => sum + Number(row.discount_paise), 0)).toBe(200_000);
    for (const row of lines) expect(Number(row.parts)).toBe(Number(row.amount_paise));
    const pdf = await t.app.inject({ url: `/api/v1/orders/${placed.id}/invoice.pdf?token=${accessToken}` });
    expect(pdfText(pdf.rawPayload)).toContain('Less discount Rs.');
    expect(await couponOf(created.id)).toMatchObject({ uses: 1, discount_given: 200_000 });

    // The same shopper again: refused with the reason, and the new quote.
    const second = await call(t.app, 'POST', '/orders', {}, { ...body, couponCodes: ['FLAT2000'] });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('You have already used FLAT2000.');
    expect(second.body.details.reason).toBe('coupon');

    // Cancelling the order gives the use back.
    const cancelled = await call(t.app, 'POST', `/orders/${placed.id}/cancel?token=${accessToken}`, {});
    expect(cancelled.status).toBe(200);
    expect(await couponOf(created.id)).toMatchObject({ uses: 0, discount_given: 0 });
    const afterCancel = await call(t.app, 'POST', '/orders', {}, { ...body, couponCodes: ['FLAT2000'] });
    expect(afterCancel.status).toBe(201);
  });

  it('holds a limit of five uses under twenty parallel checkouts', async () => {
    const created = await createCoupon({ code: 'FIRST5', kind: 'percent', value: 5, max_uses: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', '/orders', {}, order({ lines: [line(lamp)], couponCodes: ['FIRST5'] })),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(5);
    for (const answer of placed) expect(answer.body.data.order.discount).toBeGreaterThan(0);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(15);
    for (const answer of refused) expect(answer.body.error).toBe(couponMessages.usedUp('FIRST5'));
    expect((await couponOf(created.id)).uses).toBe(5);
    const [redemptions] = await t.database.execute(
      `SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1`,
      [created.id],
    );
    expect(redemptions!.n).toBe(5);
  });

  it('limits unknown codes per connection, while a real code keeps working until then', async () => {
    await createCoupon({ code: 'REAL10', kind: 'percent', value: 10 });
    // More quotes with a real code than the budget of misses: none of them counts.
    for (let i = 0; i < MISSES + 2; i++)
      expect((await quote({ lines: [line(lamp)], couponCodes: ['REAL10'] })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < MISSES + 1; i++)
      statuses.push((await quote({ lines: [line(lamp)], couponCodes: [`GUESS${i}00`] })).status);
    // One unknown code was tried earlier in this file, from the same connection.
    expect(statuses).toEqual([...Array(MISSES - 1).fill(200), 429, 429]);
    const refused = await quote({ lines: [line(lamp)], couponCodes: ['REAL10'] });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^Too many coupon codes tried from your connection\. Please wait \d+ minutes? and try again\.$/,
    );
    expect((await quote({ lines: [line(lamp)] })).status).toBe(200);
  });
});
