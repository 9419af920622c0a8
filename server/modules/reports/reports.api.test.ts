// GSTR-1 from documents issued through the real order flows (decision 198), on both databases: a B2B
// sale to another state, a B2C large one, B2C small ones in and out of the shop's state, and three
// cancellations whose credit notes go to CDNR, CDNUR and B2C small. The month's summary reconciles to
// the paisa; the zip holds every CSV and the JSON, which name those documents; the sales register adds
// up to the net; a bad period is a 400 naming it, and a role without reports:read is refused.
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_MESSAGE, type Gstr1Data } from '../../../contract/admin/reports.ts';
import { gstinCheckCharacter } from '../../../contract/india-rules.ts';
import { indiaToday } from '../../../contract/leads.ts';
import type { Order, PlaceOrder } from '../../../contract/orders.ts';
import { parseCsv } from '../../lib/csv.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { stockedPiece, HYDERABAD_ADDRESS, type StockedPiece } from '../../../tests/support/placed-orders.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

const t = useTestApp({
  ORDERS_RATE_LIMIT_PER_MINUTE: '1000',
  COD_MAX_RUPEES: '1000000',
  ORDER_UNPAID_UNITS_MAX: '300',
});
const MONTH = indiaToday().slice(0, 7);
const BENGALURU = {
  line1: '14 Residency Road',
  area: 'Ashok Nagar',
  city: 'Bengaluru',
  stateCode: '29',
  pincode: '560025',
};
const MUMBAI = {
  line1: '3 Marine Drive',
  area: 'Churchgate',
  city: 'Mumbai',
  stateCode: '27',
  pincode: '400020',
};
const FIRM_GSTIN = `29AABCU9603R1Z${gstinCheckCharacter('29AABCU9603R1Z')}`;

let owner: TestStaff;
let piece: StockedPiece;
/** Pieces enough for an order above ₹1,00,000. */
let large: PlaceOrder['lines'];

const place = async (fields: Partial<PlaceOrder>) => {
  const body: PlaceOrder = {
    name: 'Nandini Rao',
    email: `nandini.${randomUUID().slice(0, 8)}@example.in`,
    phone: '+91 98480 22338',
    delivery: HYDERABAD_ADDRESS,
    lines: [{ productId: piece.id, variantId: null, quantity: 1, price: piece.price }],
    paymentMethod: 'cod',
    ...fields,
  };
  const answer = await call(t.app, 'POST', '/orders', { 'idempotency-key': randomUUID() }, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { order: Order; accessToken: string };
};
const cancel = async ({ order, accessToken }: { order: Order; accessToken: string }) => {
  const answer = await call(t.app, 'POST', `/orders/${order.id}/cancel?token=${accessToken}`, {});
  expect(answer.status).toBe(200);
  return (answer.body.data as Order).creditNotes[0]!;
};
const gstr1 = async (who: TestStaff = owner) => {
  const answer = await call(t.app, 'GET', `/admin/reports/gstr1?period=${MONTH}`, who.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Gstr1Data;
};
const sectionOf = (data: Gstr1Data, id: string) => data.sections.find((row) => row.section === id)!;

beforeAll(async () => {
  owner = await createStaff(t.database, 'owner');
  piece = await stockedPiece(t.database);
  const rows = await t.database.execute(
    `SELECT p.id, p.effective_price AS price FROM products p
     WHERE p.status = 'published' AND p.stock_status = 'in_stock'
       AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
     ORDER BY p.effective_price DESC, p.id LIMIT 5`,
  );
  large = [];
  let total = 0;
  for (const row of rows) {
    if (total > 150_000) break;
    await t.database.execute(
      `INSERT INTO product_stock (product_id, quantity) VALUES ($1, 1000)
       ON CONFLICT (product_id) DO UPDATE SET quantity = 1000`,
      [row.id],
    );
    const quantity = Math.min(10, Math.ceil((150_001 - total) / Number(row.price)));
    large.push({ productId: String(row.id), variantId: null, quantity, price: Number(row.price) });
    total += quantity * Number(row.price);
  }
});

describe('the month’s GSTR-1', () => {
  it('reports each sale in its table, reconciled, and zips the files that name them', async () => {
    const before = await gstr1();
    const b2b = await place({ delivery: BENGALURU, gstin: FIRM_GSTIN });
    const b2cl = await place({ delivery: MUMBAI, lines: large });
    const local = await place({});
    const interState = await place({ delivery: BENGALURU });
    // Above ₹1,00,000 (totals are paise).
    expect(b2cl.order.totals.total).toBeGreaterThan(10_000_000);
    const notes = [await cancel(b2b), await cancel(b2cl), await cancel(local)];

    const after = await gstr1();
    expect(after.reconciled).toBe(true);
    expect(after.reconciliation.every((check) => check.matched)).toBe(true);
    expect(after.documentsCount.matched).toBe(true);
    const grew = (id: string) => sectionOf(after, id).documents - sectionOf(before, id).documents;
    expect([grew('b2b'), grew('b2cl'), grew('b2cs'), grew('cdnr'), grew('cdnur')]).toEqual([1, 1, 3, 1, 1]);
    expect(sectionOf(after, 'b2b').amounts.value - sectionOf(before, 'b2b').amounts.value).toBe(
      b2b.order.invoice!.total,
    );
    expect(sectionOf(after, 'b2cl').amounts.value - sectionOf(before, 'b2cl').amounts.value).toBe(
      b2cl.order.invoice!.total,
    );
    // B2C small is net: the local sale and its credit note cancel out; the inter-state one stays.
    expect(sectionOf(after, 'b2cs').amounts.value - sectionOf(before, 'b2cs').amounts.value).toBe(
      interState.order.invoice!.total,
    );
    expect(after.summary.net.value - before.summary.net.value).toBe(interState.order.invoice!.total);

    const zipped = await t.app.inject({
      url: `/api/v1/admin/reports/gstr1.zip?period=${MONTH}`,
      headers: owner.headers,
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-type']).toBe('application/zip');
    const returnPeriod = `${MONTH.slice(5)}${MONTH.slice(0, 4)}`;
    expect(zipped.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_36AAKFA4821M1Z9_${returnPeriod}.zip"`,
    );
    const files = unzipSync(new Uint8Array(zipped.rawPayload));
    const jsonName = `GSTR1_36AAKFA4821M1Z9_${returnPeriod}.json`;
    expect(Object.keys(files)).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'hsn(b2b).csv',
      'hsn(b2c).csv',
      'docs.csv',
      'reconciliation.csv',
      jsonName,
    ]);
    const csv = (name: string) => {
      const parsed = parseCsv(strFromU8(files[name]!));
      if (!('header' in parsed)) throw new Error(`${name} is not CSV`);
      return parsed;
    };
    const b2bCsv = csv('b2b.csv');
    expect(b2bCsv.header.slice(0, 3)).toEqual(['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number']);
    expect(b2bCsv.rows.map((row) => row.cells[2])).toContain(b2b.order.invoice!.number);
    const b2bRow = b2bCsv.rows.find((row) => row.cells[2] === b2b.order.invoice!.number)!;
    expect(b2bRow.cells[0]).toBe(FIRM_GSTIN);
    expect(b2bRow.cells[5]).toBe('29-Karnataka');
    expect(csv('b2cl.csv').rows.map((row) => row.cells[0])).toContain(b2cl.order.invoice!.number);
    expect(csv('cdnr.csv').rows.map((row) => row.cells[2])).toContain(notes[0]!.number);
    expect(csv('cdnur.csv').rows.map((row) => [row.cells[0], row.cells[1]])).toContainEqual([
      'B2CL',
      notes[1]!.number,
    ]);
    expect(csv('b2cs.csv').rows.map((row) => row.cells[1])).toContain('29-Karnataka');
    expect(csv('docs.csv').rows.map((row) => row.cells[0])).toEqual(
      expect.arrayContaining(['Invoices for outward supply', 'Credit Note']),
    );
    expect(csv('reconciliation.csv').rows.every((row) => row.cells[5] === 'Yes')).toBe(true);

    const json = JSON.parse(strFromU8(files[jsonName]!)) as {
      gstin: string;
      fp: string;
      b2b: { ctin: string; inv: { inum: string; val: number }[] }[];
      cdnur: { nt_num: string }[];
      doc_issue: { doc_det: { doc_num: number }[] };
    };
    expect(json.gstin).toBe('36AAKFA4821M1Z9');
    expect(json.fp).toBe(returnPeriod);
    const firm = json.b2b.find((group) => group.ctin === FIRM_GSTIN)!;
    expect(firm.inv).toContainEqual(
      expect.objectContaining({ inum: b2b.order.invoice!.number, val: b2b.order.invoice!.total / 100 }),
    );
    expect(json.cdnur.map((note) => note.nt_num)).toContain(notes[1]!.number);
    expect(json.doc_issue.doc_det.map((row) => row.doc_num)).toEqual(expect.arrayContaining([1, 5]));

    const alone = await t.app.inject({
      url: `/api/v1/admin/reports/gstr1.json?period=${MONTH}`,
      headers: owner.headers,
    });
    expect(alone.statusCode).toBe(200);
    expect(JSON.parse(alone.body)).toEqual(json);
  });

  it('writes the sales register: every line, credit notes negative, adding up to the net', async () => {
    const answer = await t.app.inject({
      url: `/api/v1/admin/reports/sales-register.csv?period=${MONTH}`,
      headers: owner.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="sales-register-${MONTH}.csv"`);
    const parsed = parseCsv(answer.body);
    if (!('header' in parsed)) throw new Error('not CSV');
    expect(parsed.header[0]).toBe('Date');
    const total = (column: number) =>
      parsed.rows.reduce((sum, row) => sum + Math.round(Number(row.cells[column]) * 100), 0);
    const { summary } = await gstr1();
    expect(total(11)).toBe(summary.net.taxable);
    expect(total(15)).toBe(summary.net.value);
    expect(parsed.rows.some((row) => row.cells[1] === 'Credit note' && row.cells[15]!.startsWith('-'))).toBe(
      true,
    );
  });

  it('refuses a period that is no month or quarter, naming it, and a role without reports', async () => {
    for (const period of ['2026-13', 'October', '2026-Q5', '']) {
      const answer = await call(t.app, 'GET', `/admin/reports/gstr1.zip?period=${period}`, owner.headers);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(PERIOD_MESSAGE);
    }
    const missing = await call(t.app, 'GET', '/admin/reports/gstr1', owner.headers);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('period');
    const sales = await createStaff(t.database, 'sales');
    expect((await call(t.app, 'GET', `/admin/reports/gstr1?period=${MONTH}`, sales.headers)).status).toBe(
      403,
    );
    const viewer = await createStaff(t.database, 'viewer');
    expect((await gstr1(viewer)).reconciled).toBe(true);
  });
});
