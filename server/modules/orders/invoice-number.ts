// GST invoice numbers (Rule 46 of the CGST Rules): consecutive within a financial year, at most 16
// characters, unique for the year. The counter row is incremented inside the transaction that issues
// the invoice, so concurrent orders queue on it and a rolled-back order gives its number back.
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';

/** The Indian financial year (April to March) of a date in India: 2026-11-24 → "2026-27". */
export function financialYear(indiaDate: string): string {
  const [year, month] = indiaDate.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "AAN/26-27/000042": prefix, the year's short form, the number. Sixteen characters. */
export function formatInvoiceNumber(year: string, number: number): string {
  if (!Number.isInteger(number) || number < 1 || number > 999_999)
    throw new Error('invoice number out of range');
  return `AAN/${year.slice(2)}/${String(number).padStart(6, '0')}`;
}

/** The next number of `year`, taken in the caller's transaction. */
export async function nextInvoiceNumber(tx: Executor, year: string): Promise<string> {
  const [row] = await rowsOf<{ last_number: number }>(
    tx,
    sql`INSERT INTO invoice_counters (financial_year, last_number) VALUES (${year}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_number = invoice_counters.last_number + 1
        RETURNING last_number`,
  );
  return formatInvoiceNumber(year, Number(row!.last_number));
}
