// Dispatch paperwork (decision 199): an order's packing slip says what is in the box and where it goes,
// without a price; its delivery challan carries what Rule 55 asks for, is numbered once in its own series
// and keeps its number when printed again; a day's shipped invoices come as one PDF, a page each.
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../../contract/leads.ts';
import { addDays } from '../../../contract/leads.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import {
  HYDERABAD_ADDRESS,
  placeOrder,
  stockedPiece,
  type StockedPiece,
} from '../../../tests/support/placed-orders.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { financialYear } from '../billing/index.ts';

let owner: TestStaff;
let viewer: TestStaff;
let catalogue: TestStaff;
let piece: StockedPiece;

const t = useTestApp({ ORDERS_RATE_LIMIT_PER_MINUTE: '1000' });
beforeAll(async () => {
  owner = await createStaff(t.database, 'owner');
  viewer = await createStaff(t.database, 'viewer');
  catalogue = await createStaff(t.database, 'catalogue');
  piece = await stockedPiece(t.database);
});

const get = (url: string, staff: TestStaff) =>
  t.app.inject({ url: `/api/v1/admin${url}`, headers: staff.headers });

const move = async (id: string, status: string, extra: Record<string, string> = {}) => {
  const answer = await call(t.app, 'POST', `/admin/orders/${id}/status`, owner.headers, { status, ...extra });
  expect(answer.status).toBe(200);
  return answer.body.data as { invoice: { number: string; date: string } | null };
};

const ship = async (id: string) => {
  await move(id, 'confirmed');
  return move(id, 'shipped', { carrier: 'Delhivery', trackingNumber: 'DL123456789' });
};

describe('the packing slip', () => {
  it('lists the pieces, the order number, the delivery address and phone, and no price', async () => {
    const order = await placeOrder(t.app, piece, {
      name: 'Meera Iyer',
      lines: [{ productId: piece.id, variantId: null, quantity: 3, price: piece.price }],
    });
    const answer = await get(`/orders/${order.id}/packing-slip.pdf`, viewer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="packing-slip-${order.number}.pdf"`,
    );
    const text = pdfText(answer.rawPayload);
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(order.number);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain(HYDERABAD_ADDRESS.line1);
    expect(text).toContain('Phone: +919848022338');
    expect(text).toContain('3 pieces in all');
    expect(text).not.toMatch(/Rs\.|₹|Taxable/);

    expect((await get(`/orders/${order.id}/packing-slip.pdf`, catalogue)).statusCode).toBe(403);
    const missing = await get('/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf', owner);
    expect(missing.statusCode).toBe(404);
  });
});

describe('the delivery challan', () => {
  it('carries Rule 55’s particulars, in three copies, numbered once in its series', async () => {
    const order = await placeOrder(t.app, piece, { name: 'Rohan Kapoor', gstin: '36AABCS1429B1ZV' });
    const first = await get(`/orders/${order.id}/delivery-challan.pdf`, owner);
    expect(first.statusCode).toBe(200);
    const name = /filename="delivery-challan-(DC-\d{2}-\d{2}-\d{6})\.pdf"/.exec(
      String(first.headers['content-disposition']),
    );
    expect(name).not.toBeNull();
    const number = name![1]!.replace(/-(\d{2})-(\d{2})-/, '/$1-$2/');
    expect(number.length).toBeLessThanOrEqual(16);
    expect(number.startsWith(`DC/${financialYear(indiaToday()).slice(2)}/`)).toBe(true);

    const text = pdfText(first.rawPayload);
    for (const expected of [
      'DELIVERY CHALLAN',
      'Rule 55 of the CGST Rules, 2017',
      'ORIGINAL FOR CONSIGNEE',
      'DUPLICATE FOR TRANSPORTER',
      'TRIPLICATE FOR CONSIGNER',
      number,
      indiaToday(),
      'Rohan Kapoor',
      'GSTIN: 36AABCS1429B1ZV',
      HYDERABAD_ADDRESS.line1,
      'Telangana (36)',
      'Taxable value',
      'CGST',
      'Authorised signatory',
    ])
      expect(text).toContain(expected);
    const [line] = await t.database.execute(
      `SELECT hsn_code FROM order_lines WHERE order_id = $1 AND kind = 'product'`,
      [order.id],
    );
    expect(text).toContain(String(line!.hsn_code));
    const [invoice] = await t.database.execute(
      `SELECT number FROM tax_documents WHERE order_id = $1 AND kind = 'invoice'`,
      [order.id],
    );
    expect(text).toContain(String(invoice!.number));

    // A reprint, by anyone who may read orders, shows the same number; the series moves on for the next.
    const again = await get(`/orders/${order.id}/delivery-challan.pdf`, viewer);
    expect(again.statusCode).toBe(200);
    expect(pdfText(again.rawPayload)).toContain(number);
    const other = await placeOrder(t.app, piece);
    const next = await get(`/orders/${other.id}/delivery-challan.pdf`, owner);
    const serial = (value: string) => Number(value.slice(-6));
    expect(pdfText(next.rawPayload)).toContain(
      `${number.slice(0, -6)}${String(serial(number) + 1).padStart(6, '0')}`,
    );

    const entries = await t.database.execute(
      `SELECT actor_id, after FROM audit_log WHERE action = 'order.delivery_challan' AND entity_id = $1`,
      [order.id],
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actor_id).toBe(owner.id);
    expect((entries[0]!.after as { number: string }).number).toBe(number);
    // No tax document is issued for it: GSTR-1 reads tax_documents alone.
    const [kinds] = await t.database.execute(
      `SELECT count(*)::int AS n FROM tax_documents WHERE order_id = $1`,
      [order.id],
    );
    expect(Number(kinds!.n)).toBe(1);
  });

  it('is refused for a cancelled order, and to a role that may not read orders', async () => {
    const order = await placeOrder(t.app, piece);
    expect((await get(`/orders/${order.id}/delivery-challan.pdf`, catalogue)).statusCode).toBe(403);
    await move(order.id, 'cancelled');
    const refused = await get(`/orders/${order.id}/delivery-challan.pdf`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'A delivery challan is printed for an order that is placed and not cancelled.',
    );
  });

  it('gives concurrent first prints one number between them', async () => {
    const order = await placeOrder(t.app, piece);
    const answers = await Promise.all(
      [1, 2, 3].map(() => get(`/orders/${order.id}/delivery-challan.pdf`, owner)),
    );
    const names = new Set(answers.map((answer) => answer.headers['content-disposition']));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(names.size).toBe(1);
  });
});

describe("a day's invoices", () => {
  it('are one PDF of the invoices of the orders shipped that day, each from a new page', async () => {
    const shipped = [await placeOrder(t.app, piece), await placeOrder(t.app, piece)];
    const invoices = [];
    for (const order of shipped) invoices.push((await ship(order.id)).invoice!.number);
    const notShipped = await placeOrder(t.app, piece);
    const [unshipped] = await t.database.execute(
      `SELECT number FROM tax_documents WHERE order_id = $1 AND kind = 'invoice'`,
      [notShipped.id],
    );

    const answer = await get(`/orders/invoices.pdf?date=${indiaToday()}`, viewer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="invoices-shipped-${indiaToday()}.pdf"`,
    );
    const text = pdfText(answer.rawPayload);
    for (const number of invoices) expect(text).toContain(number);
    expect(text).not.toContain(String(unshipped!.number));
    expect(text.indexOf(invoices[0]!)).toBeLessThan(text.indexOf(invoices[1]!));
    const pages = answer.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it('answer 404 for a day without shipments, and 400 naming the date when it is not one', async () => {
    const quiet = addDays(indiaToday(), 1);
    const empty = await get(`/orders/invoices.pdf?date=${quiet}`, owner);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error).toBe(`No order was shipped on ${quiet}.`);
    for (const date of ['2026-02-30', 'yesterday', '']) {
      const bad = await get(`/orders/invoices.pdf?date=${date}`, owner);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('date');
    }
    expect((await get('/orders/invoices.pdf', owner)).statusCode).toBe(400);
    expect((await get(`/orders/invoices.pdf?date=${indiaToday()}`, catalogue)).statusCode).toBe(403);
  });
});
