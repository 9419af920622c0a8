// The GST offline tool's CSV layouts for GSTR-1 (decision 198): each table's columns, as the tool's
// template names them, and the rows a document or an aggregate gives. The invoice-wise tables carry the
// taxable value and the rate (the tool works the tax out itself); the JSON carries our tax, to the paisa.
import { stateByCode } from '../../../contract/orders.ts';
import {
  byRate,
  DOCUMENT_NATURES,
  ratePercent,
  rupees,
  toolDate,
  uqcOf,
  type Amounts,
  type ReportDocument,
} from './gstr1.ts';
import type { TaxDocumentKind } from '../../../contract/order-rules.ts';

export const B2B_COLUMNS = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;

export const B2CL_COLUMNS = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

export const B2CS_COLUMNS = [
  'Type',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

export const CDNR_COLUMNS = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Reverse Charge',
  'Note Supply Type',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;

export const CDNUR_COLUMNS = [
  'UR Type',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;

export const HSN_COLUMNS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

export const DOCS_COLUMNS = [
  'Nature of Document',
  'Sr. No. From',
  'Sr. No. To',
  'Total Number',
  'Cancelled',
] as const;

/** "36-Telangana": the tool's place of supply. */
export const placeOfSupply = (code: string): string => `${code}-${stateByCode(code)?.name ?? code}`;

export function b2bRows(document: ReportDocument): string[][] {
  return byRate(document.lines).map(({ rateBp, amounts }) => [
    document.buyerGstin ?? '',
    document.buyerName,
    document.number,
    toolDate(document.issuedOn),
    rupees(document.totals.value),
    placeOfSupply(document.placeOfSupply),
    'N',
    '',
    'Regular B2B',
    '',
    ratePercent(rateBp),
    rupees(amounts.taxable),
    '',
  ]);
}

export function b2clRows(document: ReportDocument): string[][] {
  return byRate(document.lines).map(({ rateBp, amounts }) => [
    document.number,
    toolDate(document.issuedOn),
    rupees(document.totals.value),
    placeOfSupply(document.placeOfSupply),
    '',
    ratePercent(rateBp),
    rupees(amounts.taxable),
    '',
    '',
  ]);
}

export function cdnrRows(document: ReportDocument): string[][] {
  return byRate(document.lines).map(({ rateBp, amounts }) => [
    document.buyerGstin ?? '',
    document.buyerName,
    document.number,
    toolDate(document.issuedOn),
    'C',
    placeOfSupply(document.placeOfSupply),
    'N',
    'Regular B2B',
    rupees(document.totals.value),
    '',
    ratePercent(rateBp),
    rupees(amounts.taxable),
    '',
  ]);
}

export function cdnurRows(document: ReportDocument): string[][] {
  return byRate(document.lines).map(({ rateBp, amounts }) => [
    'B2CL',
    document.number,
    toolDate(document.issuedOn),
    'C',
    placeOfSupply(document.placeOfSupply),
    rupees(document.totals.value),
    '',
    ratePercent(rateBp),
    rupees(amounts.taxable),
    '',
  ]);
}

/** One row of B2C small: a place of supply and a rate, net of the credit notes that reduce it. */
export interface B2csRow {
  placeOfSupply: string;
  rateBp: number;
  amounts: Amounts;
}
export const b2csRow = (row: B2csRow): string[] => [
  'OE',
  placeOfSupply(row.placeOfSupply),
  '',
  ratePercent(row.rateBp),
  rupees(row.amounts.taxable),
  '',
  '',
];

/** One row of the HSN summary: an HSN (or SAC) and a rate, net of credit notes. */
export interface HsnRow {
  hsnCode: string;
  rateBp: number;
  quantity: number;
  amounts: Amounts;
}
export const hsnRow = (row: HsnRow): string[] => [
  row.hsnCode,
  '',
  uqcOf(row.hsnCode) === 'NA' ? 'NA' : 'NOS-NUMBERS',
  String(uqcOf(row.hsnCode) === 'NA' ? 0 : row.quantity),
  rupees(row.amounts.value),
  ratePercent(row.rateBp),
  rupees(row.amounts.taxable),
  rupees(row.amounts.igst),
  rupees(row.amounts.cgst),
  rupees(row.amounts.sgst),
  '',
];

/** One series of Table 13: a kind's numbers in the period, how many, and how many were cancelled. */
export interface DocumentSeries {
  kind: TaxDocumentKind;
  from: string;
  to: string;
  /** The numbers from `from` to `to`. */
  total: number;
  /** Numbers in that run that no document of the period holds. */
  cancelled: number;
}
export const docsRow = (series: DocumentSeries): string[] => [
  DOCUMENT_NATURES[series.kind].label,
  series.from,
  series.to,
  String(series.total),
  String(series.cancelled),
];
