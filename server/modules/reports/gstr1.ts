// GSTR-1 from the shop's tax documents (decision 198), without a database: which table of the return a
// document belongs to, the rows each table's CSV (the GST offline tool's layouts) and JSON (the portal's
// schema) take from it, and the summary that adds up a period: the aggregated tables (B2C small, the HSN
// summary, documents issued), the total of every table and its reconciliation, to the paisa, with the
// documents' own totals. Amounts are paise; rupees are written only at the edge (`rupees`).
import type { TaxDocumentKind } from '../../../contract/order-rules.ts';

export interface Amounts {
  /** The documents' value, GST included. */
  value: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

export interface ReportLine {
  hsnCode: string;
  /** What the line sold; the sales register prints it. */
  description?: string;
  quantity: number;
  gstRateBp: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** A tax document as GSTR-1 reads it: its own totals, its lines, and for a credit note its invoice. */
export interface ReportDocument {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  serial: number;
  financialYear: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  buyerName: string;
  buyerGstin: string | null;
  /** The GST state code. */
  placeOfSupply: string;
  totals: Amounts;
  /** A credit note's invoice: what decides the table the note goes to. */
  against: { number: string; issuedOn: string; total: number; placeOfSupply: string } | null;
  lines: ReportLine[];
}

export const SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'] as const;
export type Section = (typeof SECTIONS)[number];

export const ZERO: Amounts = { value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
export const add = (a: Amounts, b: Amounts): Amounts => ({
  value: a.value + b.value,
  taxable: a.taxable + b.taxable,
  igst: a.igst + b.igst,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
});
export const subtract = (a: Amounts, b: Amounts): Amounts => ({
  value: a.value - b.value,
  taxable: a.taxable - b.taxable,
  igst: a.igst - b.igst,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
});
export const lineAmounts = (line: ReportLine): Amounts => ({
  value: line.amount,
  taxable: line.taxable,
  igst: line.igst,
  cgst: line.cgst,
  sgst: line.sgst,
});

/**
 * Rule 59(4)(a)(ii) of the CGST Rules: an inter-state invoice to an unregistered buyer is reported
 * invoice by invoice when its value is more than ₹1,00,000 (Notification 12/2024–Central Tax, from
 * 1 August 2024); more than ₹2,50,000 before that.
 */
export const B2CL_FROM = '2024-08-01';
export const b2clAbovePaise = (issuedOn: string): number => (issuedOn >= B2CL_FROM ? 100_000_00 : 250_000_00);

/** An invoice to an unregistered buyer in another state above the threshold of its date: a B2C large one. */
export const isLargeB2c = (
  invoice: { placeOfSupply: string; total: number; issuedOn: string },
  supplierState: string,
): boolean => invoice.placeOfSupply !== supplierState && invoice.total > b2clAbovePaise(invoice.issuedOn);

/**
 * The table a document is reported in. A credit note to a registered buyer is in CDNR; to an unregistered
 * one, in CDNUR when its invoice was a B2C large one, and otherwise it reduces B2C small, as the
 * portal asks. Receipt and refund vouchers are in no invoice table (only in documents issued).
 */
export function sectionOf(document: ReportDocument, supplierState: string): Section | null {
  if (document.kind === 'invoice') {
    if (document.buyerGstin) return 'b2b';
    const large = isLargeB2c(
      { placeOfSupply: document.placeOfSupply, total: document.totals.value, issuedOn: document.issuedOn },
      supplierState,
    );
    return large ? 'b2cl' : 'b2cs';
  }
  if (document.kind === 'credit_note') {
    if (document.buyerGstin) return 'cdnr';
    return document.against && isLargeB2c(document.against, supplierState) ? 'cdnur' : 'b2cs';
  }
  return null;
}

/** A document's lines added up by rate, highest first: one row of an invoice-wise table per rate. */
export function byRate(lines: readonly ReportLine[]): { rateBp: number; amounts: Amounts }[] {
  const rates = new Map<number, Amounts>();
  for (const line of lines)
    rates.set(line.gstRateBp, add(rates.get(line.gstRateBp) ?? ZERO, lineAmounts(line)));
  return [...rates.entries()].sort(([a], [b]) => b - a).map(([rateBp, amounts]) => ({ rateBp, amounts }));
}

/** Paise as rupees with two decimals, as the returns write them: 1234505 → "12345.05", -5 → "-0.05". */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
/** Paise as a JSON number of rupees. */
export const rupeeNumber = (paise: number): number => Number(rupees(paise));
/** A rate in basis points as the returns write it: 1800 → "18", 250 → "2.5". */
export const ratePercent = (rateBp: number): string => String(rateBp / 100);

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The offline tool's dates: 2026-10-05 → "05-Oct-2026". */
export const toolDate = (date: string): string =>
  `${date.slice(8, 10)}-${SHORT_MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;
/** The portal JSON's dates: 2026-10-05 → "05-10-2026". */
export const jsonDate = (date: string): string =>
  `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/** The units a line's HSN is counted in (UQC): services (SAC, chapter 99) in none, furniture in numbers. */
export const uqcOf = (hsnCode: string): string => (hsnCode.startsWith('99') ? 'NA' : 'NOS');

/** What Table 13 calls each kind, and its number in the portal's JSON. */
export const DOCUMENT_NATURES: Readonly<Record<TaxDocumentKind, { label: string; num: number }>> = {
  invoice: { label: 'Invoices for outward supply', num: 1 },
  credit_note: { label: 'Credit Note', num: 5 },
  receipt_voucher: { label: 'Receipt voucher', num: 6 },
  refund_voucher: { label: 'Refund voucher', num: 8 },
};

/**
 * Section 34(2) of the CGST Act: a credit note is declared no later than 30 November after the end of
 * the financial year of its invoice. The date after which one is late.
 */
export function creditNoteDeadline(invoiceIssuedOn: string): string {
  const year = Number(invoiceIssuedOn.slice(0, 4));
  const startOfYear = Number(invoiceIssuedOn.slice(5, 7)) >= 4 ? year : year - 1;
  return `${startOfYear + 1}-11-30`;
}
