// The period's tax documents as GSTR-1 reads them (decision 198), a batch at a time: keyset pages over the
// order a table needs (by date, by recipient's GSTIN, by place of supply), each with its lines and, for a
// credit note, its invoice's date, value and place of supply. Nothing but `tax_documents` and
// `tax_document_lines` is read, and no more than a batch is held.
import { sql, type SQL } from 'drizzle-orm';
import type { TaxDocumentKind } from '../../../contract/order-rules.ts';
import type { Database } from '../../db/client.ts';
import { uuids } from '../../db/sql.ts';
import type { ReportDocument, ReportLine } from './gstr1.ts';
import type { ReportPeriod } from './period.ts';

export interface DocumentScan {
  kinds: readonly TaxDocumentKind[];
  /** Only documents whose buyer gave a GSTIN (true), or only those whose buyer gave none (false). */
  registered?: boolean;
  /** Only documents to another state than the supplier's. */
  interStateFrom?: string;
  /** The order documents come in: by date, by the buyer's GSTIN, by place of supply; then by date and id. */
  order: 'issued' | 'recipient' | 'place';
}

/** Documents per query: a few hundred keeps each batch small and the round trips few. */
export const BATCH = 500;

interface DocumentRow {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  serial: number;
  financial_year: string;
  issued_on: string;
  buyer_name: string;
  buyer_gstin: string | null;
  place_of_supply: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  against_number: string | null;
  against_issued_on: string | null;
  against_total: number | null;
  against_place: string | null;
}

interface LineRow {
  document_id: string;
  description: string;
  hsn_code: string;
  quantity: number;
  gst_rate_bp: number;
  amount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}

const FIRST_COLUMN = { issued: null, recipient: sql`d.buyer_gstin`, place: sql`d.place_of_supply` } as const;

function toDocument(row: DocumentRow, lines: ReportLine[]): ReportDocument {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    serial: Number(row.serial),
    financialYear: row.financial_year,
    issuedOn: row.issued_on,
    buyerName: row.buyer_name,
    buyerGstin: row.buyer_gstin,
    placeOfSupply: row.place_of_supply,
    totals: {
      value: Number(row.total_paise),
      taxable: Number(row.taxable_paise),
      igst: Number(row.igst_paise),
      cgst: Number(row.cgst_paise),
      sgst: Number(row.sgst_paise),
    },
    against:
      row.against_number && row.against_issued_on && row.against_place
        ? {
            number: row.against_number,
            issuedOn: row.against_issued_on,
            total: Number(row.against_total),
            placeOfSupply: row.against_place,
          }
        : null,
    lines,
  };
}

const toLine = (row: LineRow): ReportLine => ({
  hsnCode: row.hsn_code,
  description: row.description,
  quantity: Number(row.quantity),
  gstRateBp: Number(row.gst_rate_bp),
  amount: Number(row.amount_paise),
  taxable: Number(row.taxable_paise),
  cgst: Number(row.cgst_paise),
  sgst: Number(row.sgst_paise),
  igst: Number(row.igst_paise),
});

/** The period's documents that `scan` asks for, in batches, each document with its lines. */
export async function* scanDocuments(
  database: Database,
  period: ReportPeriod,
  scan: DocumentScan,
  batch = BATCH,
): AsyncGenerator<ReportDocument[]> {
  const first = FIRST_COLUMN[scan.order];
  const orderBy = first ? sql`${first}, d.issued_on, d.id` : sql`d.issued_on, d.id`;
  const filters: SQL[] = [
    sql`d.issued_on BETWEEN ${period.from}::date AND ${period.to}::date`,
    sql`d.kind IN (${sql.join(
      scan.kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`,
  ];
  if (scan.registered !== undefined)
    filters.push(scan.registered ? sql`d.buyer_gstin IS NOT NULL` : sql`d.buyer_gstin IS NULL`);
  if (scan.interStateFrom) filters.push(sql`d.place_of_supply <> ${scan.interStateFrom}`);
  let cursor: SQL | null = null;
  for (;;) {
    const rows: DocumentRow[] = await database.query<DocumentRow>(sql`
      SELECT d.id, d.kind, d.number, d.serial, d.financial_year, to_char(d.issued_on, 'YYYY-MM-DD') AS issued_on,
             d.buyer_name, d.buyer_gstin, d.place_of_supply, d.taxable_paise, d.cgst_paise, d.sgst_paise,
             d.igst_paise, d.total_paise, r.number AS against_number,
             to_char(r.issued_on, 'YYYY-MM-DD') AS against_issued_on, r.total_paise AS against_total,
             r.place_of_supply AS against_place
      FROM tax_documents d LEFT JOIN tax_documents r ON r.id = d.references_id
      WHERE ${sql.join(cursor ? [...filters, cursor] : filters, sql` AND `)}
      ORDER BY ${orderBy}
      LIMIT ${batch}`);
    if (rows.length === 0) return;
    const lines = await database.query<LineRow>(sql`
      SELECT document_id, description, hsn_code, quantity, gst_rate_bp, amount_paise, taxable_paise, cgst_paise, sgst_paise,
             igst_paise
      FROM tax_document_lines WHERE document_id = ANY(${uuids(rows.map((row) => row.id))})
      ORDER BY document_id, position`);
    const linesOf = new Map<string, ReportLine[]>();
    for (const line of lines) {
      const list = linesOf.get(line.document_id) ?? [];
      list.push(toLine(line));
      linesOf.set(line.document_id, list);
    }
    yield rows.map((row) => toDocument(row, linesOf.get(row.id) ?? []));
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    const key = scan.order === 'recipient' ? last.buyer_gstin : last.place_of_supply;
    cursor = first
      ? sql`(${first}, d.issued_on, d.id) > (${key}, ${last.issued_on}::date, ${last.id}::uuid)`
      : sql`(d.issued_on, d.id) > (${last.issued_on}::date, ${last.id}::uuid)`;
  }
}

/** Every document of the period, one by one, in the order they were issued. */
export async function* eachDocument(
  database: Database,
  period: ReportPeriod,
  scan: DocumentScan,
): AsyncGenerator<ReportDocument> {
  for await (const documents of scanDocuments(database, period, scan)) yield* documents;
}
