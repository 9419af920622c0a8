// The orders as CSV (decision 199): the orders placed between two days in India, of one status or all,
// oldest first, with the buyer's contact details and delivery address and the order's money in rupees.
// Personal data of many customers at once, so it is the owner's (customers:export) and every export is
// an entry in the audit log naming who took it and with which filters. Written out as it is read, a few
// hundred orders at a time (keyset pages on the placing time), every cell made formula-safe.
import { sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/order-rules.ts';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../../contract/order-rules.ts';
import type { Address } from '../../../contract/orders.ts';
import type { Database } from '../../db/client.ts';
import { csvHead, csvLine } from '../../lib/csv.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { stateOf } from './order-read.ts';

/** The file's columns, in order: what a spreadsheet of dispatches and accounts needs. */
export const ORDER_EXPORT_COLUMNS = [
  'Order number',
  'Placed (India)',
  'Status',
  'Payment method',
  'Payment status',
  'Customer',
  'E-mail',
  'Phone',
  'Address',
  'Area',
  'Landmark',
  'City',
  'State',
  'Pincode',
  'GSTIN',
  'Items',
  'Taxable value (Rs.)',
  'CGST (Rs.)',
  'SGST (Rs.)',
  'IGST (Rs.)',
  'Total (Rs.)',
  'Invoice',
  'Carrier',
  'Tracking number',
] as const;

/** Orders read per query. */
const PAGE = 500;

export interface OrdersExportFilter {
  status?: OrderStatus | undefined;
  /** Days in India, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** An order as the export reads it. */
export interface ExportRow {
  id: string;
  number: string;
  placed: string;
  status: OrderStatus;
  payment_method: 'cod' | 'online';
  payment_status: keyof typeof PAYMENT_STATUS_LABELS;
  name: string;
  email: string;
  phone: string;
  delivery_address: Address;
  gstin: string | null;
  items: number | null;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  invoice: string | null;
  carrier: string | null;
  tracking_number: string | null;
  /** The keyset cursor: the placing time as text, exact to the microsecond. */
  cursor_at: string;
}

/** Paise as a plain decimal of rupees, for a spreadsheet's sums: 276095 → "2760.95", 5 → "0.05". */
export function paiseAsRupees(paise: number): string {
  const whole = Math.abs(Math.round(paise));
  return `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** One order's cells, in the order of ORDER_EXPORT_COLUMNS. */
export function orderExportCells(row: ExportRow): string[] {
  const address = row.delivery_address;
  return [
    row.number,
    row.placed,
    ORDER_STATUS_LABELS[row.status],
    row.payment_method === 'cod' ? 'Cash on delivery' : 'Online',
    PAYMENT_STATUS_LABELS[row.payment_status],
    row.name,
    row.email,
    row.phone,
    address.line1,
    address.area,
    address.landmark ?? '',
    address.city,
    stateOf(address.stateCode).name,
    address.pincode,
    row.gstin ?? '',
    String(Number(row.items ?? 0)),
    paiseAsRupees(Number(row.taxable_paise)),
    paiseAsRupees(Number(row.cgst_paise)),
    paiseAsRupees(Number(row.sgst_paise)),
    paiseAsRupees(Number(row.igst_paise)),
    paiseAsRupees(Number(row.total_paise)),
    row.invoice ?? '',
    row.carrier ?? '',
    row.tracking_number ?? '',
  ];
}

/** The conditions on an order `o` placed between two days in India, both included (its created_at index). */
export function placedBetween(filter: { from?: string | undefined; to?: string | undefined }): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from)
    conditions.push(sql`o.created_at >= (${filter.from}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  if (filter.to)
    conditions.push(sql`o.created_at < ((${filter.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`);
  return conditions;
}

/** The file's name: the days it covers. */
export const exportFileName = (filter: OrdersExportFilter, today: string): string =>
  `orders-${filter.from ?? 'start'}-to-${filter.to ?? today}${filter.status ? `-${filter.status}` : ''}.csv`;

export function createOrdersExport(database: Database) {
  async function* pages(filter: OrdersExportFilter): AsyncGenerator<string> {
    yield csvHead(ORDER_EXPORT_COLUMNS);
    const base = [...placedBetween(filter), ...(filter.status ? [sql`o.status = ${filter.status}`] : [])];
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const conditions = after
        ? [...base, sql`(o.created_at, o.id) > (${after.at}::timestamptz, ${after.id}::uuid)`]
        : base;
      const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const rows: ExportRow[] = await database.query<ExportRow>(sql`
        SELECT o.id, o.number, to_char(o.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') AS placed,
               o.status, o.payment_method, o.payment_status, o.name, o.email, o.phone, o.delivery_address, o.gstin,
               (SELECT sum(quantity)::int FROM order_lines WHERE order_id = o.id AND kind = 'product') AS items,
               o.taxable_paise, o.cgst_paise, o.sgst_paise, o.igst_paise, o.total_paise,
               (SELECT number FROM tax_documents WHERE order_id = o.id AND kind = 'invoice' LIMIT 1) AS invoice,
               o.carrier, o.tracking_number, o.created_at::text AS cursor_at
        FROM orders o ${where}
        ORDER BY o.created_at, o.id LIMIT ${PAGE}`);
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(orderExportCells(row))).join('');
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor_at, id: last.id };
    }
  }

  return {
    /**
     * The export's file, piece by piece (the first piece is the byte-order mark and the header). The
     * export is recorded in the audit log, with its filters, before its first byte leaves.
     */
    async open(actor: StaffPrincipal, filter: OrdersExportFilter): Promise<AsyncGenerator<string>> {
      await recordAudit(database.db, {
        actor,
        action: 'orders.export',
        entityType: 'order',
        entityId: null,
        after: { from: filter.from ?? null, to: filter.to ?? null, status: filter.status ?? null },
      });
      return pages(filter);
    },
  };
}

export type OrdersExport = ReturnType<typeof createOrdersExport>;
