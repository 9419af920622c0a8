// GST document numbers (Rule 46(b) of the CGST Rules for invoices, Rules 49–53 for the others): one
// series per kind of document and financial year, consecutive, at most 16 characters, unique for the
// year. The counter row is incremented inside the transaction that issues the document, so concurrent
// issues queue on it and a rolled-back issue gives its number back (decision 162).
import { sql } from 'drizzle-orm';
import type { TaxDocumentKind } from '../../../contract/order-rules.ts';
import { rowsOf, type Executor } from '../../db/client.ts';

/** The Indian financial year (April to March) of a date in India: 2026-11-24 → "2026-27". */
export function financialYear(indiaDate: string): string {
  const [year, month] = indiaDate.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A numbered series: each kind of tax document, and the delivery challans (Rule 55, decision 199), which
 * are numbered the same way but are not tax documents: GSTR-1 never reads them.
 */
export type SeriesKind = TaxDocumentKind | 'delivery_challan';

/** Each series' prefix: the invoices keep the shop's, the others say what they are. */
const PREFIXES: Readonly<Record<SeriesKind, string>> = {
  invoice: 'AAN',
  credit_note: 'CN',
  receipt_voucher: 'RV',
  refund_voucher: 'RF',
  delivery_challan: 'DC',
};

/** "AAN/26-27/000042", "CN/26-27/000007": the series, the year's short form, the serial. */
export function formatDocumentNumber(kind: SeriesKind, year: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > 999_999) {
    throw new Error('document number out of range');
  }
  return `${PREFIXES[kind]}/${year.slice(2)}/${String(serial).padStart(6, '0')}`;
}

/** The next serial of `kind` in `year`, taken in the caller's transaction. */
export async function nextSerial(tx: Executor, kind: SeriesKind, year: string): Promise<number> {
  const [row] = await rowsOf<{ last_serial: number }>(
    tx,
    sql`INSERT INTO tax_document_counters (kind, financial_year, last_serial) VALUES (${kind}, ${year}, 1)
        ON CONFLICT (kind, financial_year) DO UPDATE SET last_serial = tax_document_counters.last_serial + 1
        RETURNING last_serial`,
  );
  return Number(row!.last_serial);
}

/**
 * The next number of a series for a paper issued on `issuedOn` (YYYY-MM-DD in India), in the caller's
 * transaction: a delivery challan's (decision 199). Tax documents take theirs through `issueDocument`.
 */
export async function takeNumber(
  tx: Executor,
  kind: SeriesKind,
  issuedOn: string,
): Promise<{ financialYear: string; serial: number; number: string }> {
  const year = financialYear(issuedOn);
  const serial = await nextSerial(tx, kind, year);
  return { financialYear: year, serial, number: formatDocumentNumber(kind, year, serial) };
}
