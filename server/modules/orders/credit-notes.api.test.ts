// A cancelled order's GST documents (decision 162): cancelling an invoiced order issues a credit note in
// its own gapless series, referencing the invoice; the order page, the e-mail and the back office offer
// it; the invoice's PDF is marked cancelled. Thirty cancellations at once take thirty consecutive numbers.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../../contract/leads.ts';
import type { Order, PlaceOrder } from '../../../contract/orders.ts';
import { seedDeliveryRanges } from '../../db/seed/delivery.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { financialYear, formatDocumentNumber } from '../billing/index.ts';

let owner: TestStaff;
let piece: { id: string; price: number };
const YEAR = financialYear(indiaToday());

const t = useTestApp({ ORDERS_RATE_LIMIT_PER_MINUTE: '1000' });
beforeAll(async () => {
  await seedDeliveryRanges(t.database);
  owner = await createStaff(t.database, 'owner');
  const [row] = await t.database.execute(
    `SELECT p.id, p.effective_price AS price FROM products p JOIN product_stock s ON s.product_id = p.id
     WHERE p.status = 'published' AND p.stock_status = 'in_stock' AND p.effective_price < 20000
       AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
     ORDER BY p.effective_price DESC LIMIT 1`,
  );
  piece = { id: String(row!.id), price: Number(row!.price) };
  await t.database.execute(`UPDATE product_stock SET quantity = 1000 WHERE product_id = $1`, [piece.id]);
});

const codOrder = (): PlaceOrder => ({
  name: 'Kavya Menon',
  email: `kavya.${randomUUID().slice(0, 8)}@example.in`,
  phone: '+91 98480 22338',
  delivery: { line1: '7 Lake View', area: 'Madhapur', city: 'Hyderabad', stateCode: '36', pincode: '500081' },
  lines: [{ productId: piece.id, variantId: null, quantity: 2, price: piece.price }],
  paymentMethod: 'cod',
});

const placeCod = async () => {
  const answer = await call(t.app, 'POST', '/orders', { 'idempotency-key': randomUUID() }, codOrder());
  expect(answer.status).toBe(201);
  return answer.body.data as { order: Order; accessToken: string };
};

const cancel = (id: string, token: string) => call(t.app, 'POST', `/orders/${id}/cancel?token=${token}`, {});

describe('cancelling an invoiced order', () => {
  it('issues a credit note against its invoice, offered on the order page and in the e-mail, and marks the invoice cancelled', async () => {
    const { order: placed, accessToken } = await placeCod();
    expect(placed.invoice?.number).toMatch(/^AAN\/\d{2}-\d{2}\/\d{6}$/);
    expect(placed.creditNotes).toEqual([]);

    const cancelled = await cancel(placed.id, accessToken);
    expect(cancelled.status).toBe(200);
    const order = cancelled.body.data as Order;
    expect(order.status).toBe('cancelled');
    expect(order.creditNotes).toHaveLength(1);
    const note = order.creditNotes[0]!;
    expect(note).toMatchObject({ kind: 'credit_note', date: indiaToday(), total: placed.totals.total });
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note.number.length).toBeLessThanOrEqual(16);
    // The invoice stands, with its own number: the credit note cancels it.
    expect(order.invoice).toEqual(placed.invoice);

    const notePdf = await t.app.inject({
      url: `/api/v1/orders/${placed.id}/documents/${note.id}?token=${accessToken}`,
    });
    expect(notePdf.statusCode).toBe(200);
    expect(notePdf.headers['content-type']).toBe('application/pdf');
    expect(notePdf.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${note.number.replace(/\//g, '-')}.pdf"`,
    );
    const noteText = pdfText(notePdf.rawPayload);
    expect(noteText).toContain('CREDIT NOTE');
    expect(noteText).toContain(note.number);
    expect(noteText).toContain(`Against tax invoice ${placed.invoice!.number} of ${placed.invoice!.date}`);
    expect(noteText).toContain('Order cancelled');
    expect(noteText).toContain('36AAKFA4821M1Z9');

    const invoicePdf = await t.app.inject({
      url: `/api/v1/orders/${placed.id}/invoice.pdf?token=${accessToken}`,
    });
    const invoiceText = pdfText(invoicePdf.rawPayload);
    expect(invoiceText).toContain('TAX INVOICE');
    expect(invoiceText).toContain(`CANCELLED by credit note ${note.number}`);

    const [mail] = await t.database.execute(
      `SELECT payload->>'text' AS text FROM outbox WHERE topic = 'order.cancelled' AND payload->>'to' = $1`,
      [placed.email],
    );
    expect(String(mail!.text)).toContain(
      `Credit note ${note.number} cancels invoice ${placed.invoice!.number}`,
    );

    // Staff print it from the back office; a document of another order is not this order's.
    const staffPdf = await t.app.inject({
      url: `/api/v1/admin/orders/${placed.id}/documents/${note.id}`,
      headers: owner.headers,
    });
    expect(staffPdf.statusCode).toBe(200);
    const other = await placeCod();
    const foreign = await t.app.inject({
      url: `/api/v1/orders/${other.order.id}/documents/${note.id}?token=${other.accessToken}`,
    });
    expect(foreign.statusCode).toBe(404);
    const [references] = await t.database.execute(
      `SELECT c.references_id = i.id AS matches FROM tax_documents c JOIN tax_documents i ON i.order_id = c.order_id
       WHERE c.id = $1 AND i.kind = 'invoice'`,
      [note.id],
    );
    expect(references!.matches).toBe(true);
  });

  it('numbers thirty cancellations at once consecutively, without a gap, each against its own invoice', async () => {
    const placed = [];
    for (let i = 0; i < 30; i++) placed.push(await placeCod());
    const before = await t.database.execute(
      `SELECT count(*)::int AS n FROM tax_documents WHERE kind = 'credit_note' AND financial_year = $1`,
      [YEAR],
    );
    const answers = await Promise.all(placed.map(({ order, accessToken }) => cancel(order.id, accessToken)));
    expect(answers.map((answer) => answer.status)).toEqual(placed.map(() => 200));
    const rows = await t.database.execute(
      `SELECT c.serial, c.number, c.order_id, i.order_id AS invoice_order
       FROM tax_documents c JOIN tax_documents i ON i.id = c.references_id
       WHERE c.kind = 'credit_note' AND c.financial_year = $1 ORDER BY c.serial`,
      [YEAR],
    );
    const first = Number(before[0]!.n) + 1;
    expect(rows.map((row) => row.number)).toEqual(
      Array.from({ length: rows.length }, (_, i) => formatDocumentNumber('credit_note', YEAR, i + 1)),
    );
    expect(rows).toHaveLength(first + 29);
    for (const row of rows) expect(row.invoice_order).toBe(row.order_id);
    const ids = new Set(rows.map((row) => row.order_id));
    for (const { order } of placed) expect(ids.has(order.id)).toBe(true);
  });
});
