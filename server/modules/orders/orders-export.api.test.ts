// The orders as CSV (decision 199): its columns, the days and status it is filtered by, cells a
// spreadsheet would run made safe, a bad date refused naming the field, only members who may export
// customers' data may take it, and every export is in the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '../../../contract/leads.ts';
import { call } from '../../../tests/support/admin-sales.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { placeOrder, stockedPiece, type StockedPiece } from '../../../tests/support/placed-orders.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { parseCsv } from '../../lib/csv.ts';
import { ORDER_EXPORT_COLUMNS } from './orders-export.ts';

let owner: TestStaff;
let sales: TestStaff;
let piece: StockedPiece;

const t = useTestApp({ ORDERS_RATE_LIMIT_PER_MINUTE: '1000' });
beforeAll(async () => {
  owner = await createStaff(t.database, 'owner');
  sales = await createStaff(t.database, 'sales');
  piece = await stockedPiece(t.database);
});

const exportCsv = (query: string, staff: TestStaff = owner) =>
  t.app.inject({ url: `/api/v1/admin/orders/export.csv${query}`, headers: staff.headers });

/** The file's records as a spreadsheet shows them: the raw cells, apostrophes kept. */
const rawRecords = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('the orders export', () => {
  it('has its columns, one row per order with its money in rupees, and cells a spreadsheet would run made safe', async () => {
    const order = await placeOrder(t.app, piece, {
      name: 'Nisha Verma',
      delivery: {
        line1: '=HYPERLINK("http://example.com","click")',
        area: 'Jubilee Hills',
        landmark: '@near the temple',
        city: 'Hyderabad',
        stateCode: '36',
        pincode: '500033',
      },
    });
    const answer = await exportCsv(`?from=${indiaToday()}&to=${indiaToday()}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="orders-${indiaToday()}-to-${indiaToday()}.csv"`,
    );
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const parsed = parseCsv(answer.body);
    if ('message' in parsed) throw new Error(parsed.message);
    expect(parsed.header).toEqual([...ORDER_EXPORT_COLUMNS]);
    const row = parsed.rows.find((record) => record.cells[0] === order.number)!;
    expect(row).toBeDefined();
    const cell = (column: (typeof ORDER_EXPORT_COLUMNS)[number]) =>
      row.cells[ORDER_EXPORT_COLUMNS.indexOf(column)];
    const [stored] = await t.database.execute(
      `SELECT o.email, o.total_paise, o.taxable_paise, t.number AS invoice FROM orders o
       JOIN tax_documents t ON t.order_id = o.id AND t.kind = 'invoice' WHERE o.id = $1`,
      [order.id],
    );
    expect(cell('Customer')).toBe('Nisha Verma');
    expect(cell('E-mail')).toBe(stored!.email);
    expect(cell('Status')).toBe('Placed');
    expect(cell('Payment method')).toBe('Cash on delivery');
    expect(cell('State')).toBe('Telangana');
    expect(cell('Pincode')).toBe('500033');
    expect(cell('Items')).toBe('1');
    expect(cell('Invoice')).toBe(stored!.invoice);
    const total = Number(stored!.total_paise);
    expect(cell('Total (Rs.)')).toBe(`${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`);
    expect(Math.round(Number(cell('Taxable value (Rs.)')) * 100)).toBe(Number(stored!.taxable_paise));

    // In the file itself, the formula, the @ and the phone's + are text behind an apostrophe.
    const line = rawRecords(answer.body).find((record) => record.startsWith(`${order.number},`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://example.com"",""click"")"`);
    expect(line).toContain(",'@near the temple,");
    expect(line).toMatch(/,'\+91/);
  });

  it('is filtered by the days an order was placed and by status', async () => {
    const placed = await placeOrder(t.app, piece);
    const confirmed = await placeOrder(t.app, piece);
    await call(t.app, 'POST', `/admin/orders/${confirmed.id}/status`, owner.headers, { status: 'confirmed' });
    const numbers = async (query: string) => {
      const answer = await exportCsv(query);
      expect(answer.statusCode).toBe(200);
      return rawRecords(answer.body)
        .slice(1)
        .map((record) => record.split(',')[0]);
    };
    const all = await numbers('');
    expect(all).toEqual(expect.arrayContaining([placed.number, confirmed.number]));
    const onlyConfirmed = await numbers('?status=confirmed');
    expect(onlyConfirmed).toContain(confirmed.number);
    expect(onlyConfirmed).not.toContain(placed.number);
    expect(await numbers(`?from=${addDays(indiaToday(), 1)}`)).toEqual([]);
    expect(await numbers(`?to=${addDays(indiaToday(), -1)}`)).not.toContain(placed.number);
    // Oldest first.
    expect(all.indexOf(placed.number)).toBeLessThan(all.indexOf(confirmed.number));
  });

  it('refuses a bad date or status naming the field, and a member who may not export customers’ data', async () => {
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?to=24-11-2026', 'to'],
      ['?from=2026-11-24&to=2026-11-01', 'from'],
      ['?status=lost', 'status'],
    ] as const) {
      const answer = await exportCsv(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().details[0].field).toBe(field);
    }
    // Sales read orders one at a time, but a file of every buyer's details is the owner's.
    expect((await exportCsv('', sales)).statusCode).toBe(403);
  });

  it('is recorded in the audit log with its filters, naming the member', async () => {
    await exportCsv(`?from=${indiaToday()}&status=placed`);
    const [entry] = await t.database.execute(
      `SELECT actor_id, entity_type, after FROM audit_log WHERE action = 'orders.export' AND actor_id = $1
       ORDER BY id DESC LIMIT 1`,
      [owner.id],
    );
    expect(entry!.entity_type).toBe('order');
    expect(entry!.after).toEqual({ from: indiaToday(), to: null, status: 'placed' });
  });
});
