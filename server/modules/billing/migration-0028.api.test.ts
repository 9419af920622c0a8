// Migration 0028 on a shop that already took orders (decisions 162 and 163): every issued invoice becomes
// a tax document with its lines and number, an order cancelled before it gets its credit note, the
// counters carry on from the last number, and the payments and refunds the orders kept move into the
// ledger. The database is migrated to just before 0028, given orders, then migrated the rest of the way.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { indiaToday } from '../../../contract/leads.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { financialYear, formatDocumentNumber } from './index.ts';

let test: TestDatabase | undefined;
const before = mkdtempSync(join(tmpdir(), 'migrations-before-0028-'));
const ids: Record<'placed' | 'cancelled' | 'refunded' | 'delivered', string> = {
  placed: '',
  cancelled: '',
  refunded: '',
  delivered: '',
};
afterAll(async () => {
  await test?.close();
  rmSync(before, { recursive: true, force: true });
});

beforeAll(async () => {
  test = await createTestDatabase();
  const { database } = test;
  const migrate = (folder: string) =>
    database.kind === 'pglite'
      ? migratePglite(database.db as never, { migrationsFolder: folder })
      : migratePostgres(database.db as never, { migrationsFolder: folder });
  cpSync(migrationsFolder, before, { recursive: true });
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < 28);
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal));
  await migrate(before);

  const address = JSON.stringify({
    line1: '1 Lake View',
    area: 'Madhapur',
    city: 'Hyderabad',
    stateCode: '36',
    pincode: '500081',
  });
  const order = async (
    number: number,
    state: { status: string; method: string; payment: string },
    invoice: string | null,
    paymentId: string | null = null,
  ) => {
    const [row] = await database.execute(
      `INSERT INTO orders (number, name, email, phone, delivery_address, billing_address, place_of_supply, status,
                           payment_method, payment_status, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise,
                           invoice_number, invoice_date, gateway_payment_id, paid_at, request_hash)
       VALUES ($1, 'Kavya Menon', 'kavya@example.in', '+919848022338', $2::jsonb, $2::jsonb, '36', $3, $4, $5,
               10000, 900, 900, 0, 11800, $6, $7, $8, CASE WHEN $8::text IS NULL THEN NULL ELSE now() END, 'h')
       RETURNING id`,
      [
        `AAN-${number}`,
        address,
        state.status,
        state.method,
        state.payment,
        invoice,
        invoice ? '2026-11-20' : null,
        paymentId,
      ],
    );
    await database.execute(
      `INSERT INTO order_lines (order_id, position, kind, name, variant_name, hsn_code, gst_rate_bp, unit_price, quantity,
                                amount_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
       VALUES ($1, 1, 'product', 'Cane Chair', 'Natural', '9401', 1800, 118, 1, 11800, 10000, 900, 900, 0)`,
      [row!.id],
    );
    return String(row!.id);
  };
  const placed = await order(1, { status: 'placed', method: 'cod', payment: 'due' }, 'AAN/26-27/000001');
  const cancelled = await order(
    2,
    { status: 'cancelled', method: 'cod', payment: 'due' },
    'AAN/26-27/000002',
  );
  const refunded = await order(
    3,
    { status: 'refunded', method: 'online', payment: 'refunded' },
    'AAN/26-27/000003',
    'pay_29QQoUBi66xm2f',
  );
  await database.execute(
    `INSERT INTO order_events (order_id, status, actor, note) VALUES ($1, 'refunded', 'system', 'Refund rfnd_FP8QHiV938haTz')`,
    [refunded],
  );
  const delivered = await order(
    4,
    { status: 'delivered', method: 'cod', payment: 'paid' },
    'AAN/26-27/000004',
  );
  await database.execute(
    `INSERT INTO order_events (order_id, status, actor) VALUES ($1, 'delivered', 'staff')`,
    [delivered],
  );
  await order(5, { status: 'pending_payment', method: 'online', payment: 'due' }, null);
  await database.execute(`INSERT INTO invoice_counters (financial_year, last_number) VALUES ('2026-27', 4)`);

  await migrate(migrationsFolder);
  Object.assign(ids, { placed, cancelled, refunded, delivered });
});

it('moves issued invoices, cancellations and payments into documents and the ledger', async () => {
  const { database } = test!;
  const { placed, cancelled, refunded, delivered } = ids;
  const invoices = await database.execute(
    `SELECT number, issued_on::text AS issued_on, order_id, total_paise,
            (SELECT description FROM tax_document_lines l WHERE l.document_id = d.id) AS line
     FROM tax_documents d WHERE kind = 'invoice' ORDER BY number`,
  );
  expect(invoices.map((row) => row.number)).toEqual([1, 2, 3, 4].map((n) => `AAN/26-27/00000${n}`));
  expect(invoices[0]).toMatchObject({
    issued_on: '2026-11-20',
    order_id: placed,
    total_paise: 11800,
    line: 'Cane Chair (Natural)',
  });

  const year = financialYear(indiaToday());
  const notes = await database.execute(
    `SELECT c.number, c.order_id, i.number AS invoice FROM tax_documents c JOIN tax_documents i ON i.id = c.references_id
     WHERE c.kind = 'credit_note' ORDER BY c.serial`,
  );
  expect(notes).toEqual([
    {
      number: formatDocumentNumber('credit_note', year, 1),
      order_id: cancelled,
      invoice: 'AAN/26-27/000002',
    },
    { number: formatDocumentNumber('credit_note', year, 2), order_id: refunded, invoice: 'AAN/26-27/000003' },
  ]);
  const counters = await database.execute(
    `SELECT kind, financial_year, last_serial FROM tax_document_counters ORDER BY kind`,
  );
  expect(counters).toEqual([
    { kind: 'credit_note', financial_year: year, last_serial: 2 },
    { kind: 'invoice', financial_year: '2026-27', last_serial: 4 },
  ]);

  const movements = await database.execute(
    `SELECT order_id, kind, state, method, amount_paise, gateway_reference FROM money_movements ORDER BY kind, method`,
  );
  expect(movements).toEqual([
    {
      order_id: delivered,
      kind: 'payment',
      state: 'succeeded',
      method: 'cash_on_delivery',
      amount_paise: 11800,
      gateway_reference: null,
    },
    {
      order_id: refunded,
      kind: 'payment',
      state: 'succeeded',
      method: 'razorpay',
      amount_paise: 11800,
      gateway_reference: 'pay_29QQoUBi66xm2f',
    },
    {
      order_id: refunded,
      kind: 'refund',
      state: 'succeeded',
      method: 'razorpay',
      amount_paise: 11800,
      gateway_reference: 'rfnd_FP8QHiV938haTz',
    },
  ]);
});
