// The back office's reports (decision 198): a period's GSTR-1 (its summary and reconciliation, its zip of
// the offline tool's CSVs with the portal's JSON), the sales register, and the period summary. Every
// figure comes from `tax_documents` and `tax_document_lines`, read in batches and written as they are
// read: only the aggregated tables (a row per state and rate, per HSN and rate, per series) are held.
import { csvHead, csvLine } from '../../lib/csv.ts';
import type { Database } from '../../db/client.ts';
import { eachDocument, type DocumentScan } from './documents.ts';
import { rupees, sectionOf, ratePercent, type Amounts, type ReportDocument, type Section } from './gstr1.ts';
import {
  aggregatedJson,
  b2bInvoice,
  b2clInvoice,
  cdnrNote,
  cdnurNote,
  flatArray,
  groupedArray,
} from './gstr1-json.ts';
import {
  B2B_COLUMNS,
  b2bRows,
  B2CL_COLUMNS,
  b2clRows,
  B2CS_COLUMNS,
  b2csRow,
  CDNR_COLUMNS,
  cdnrRows,
  CDNUR_COLUMNS,
  cdnurRows,
  DOCS_COLUMNS,
  docsRow,
  HSN_COLUMNS,
  hsnRow,
  placeOfSupply,
} from './layouts.ts';
import type { ReportPeriod } from './period.ts';
import { createGstr1Summary, type Gstr1Summary } from './summary.ts';
import { zipEntries, type ZipEntry } from './zip.ts';

export interface ReportsSupplier {
  gstin: string;
  /** The GST state code of the shop's registration. */
  stateCode: string;
}

const ALL: DocumentScan = {
  kinds: ['invoice', 'credit_note', 'receipt_voucher', 'refund_voucher'],
  order: 'issued',
};

/** A table's scan: the documents that may be in it, in the order its JSON groups them. */
const scans = (state: string): Record<'b2b' | 'b2cl' | 'cdnr' | 'cdnur', DocumentScan> => ({
  b2b: { kinds: ['invoice'], registered: true, order: 'recipient' },
  b2cl: { kinds: ['invoice'], registered: false, interStateFrom: state, order: 'place' },
  cdnr: { kinds: ['credit_note'], registered: true, order: 'recipient' },
  cdnur: { kinds: ['credit_note'], registered: false, interStateFrom: state, order: 'issued' },
});

const FIGURES: readonly (keyof Amounts)[] = ['value', 'taxable', 'igst', 'cgst', 'sgst'];
const FIGURE_LABELS: Readonly<Record<keyof Amounts, string>> = {
  value: 'Value',
  taxable: 'Taxable value',
  igst: 'IGST',
  cgst: 'CGST',
  sgst: 'SGST',
};

export const SALES_REGISTER_COLUMNS = [
  'Date',
  'Document',
  'Number',
  'Against invoice',
  'Buyer',
  'Buyer GSTIN',
  'Place of supply',
  'HSN/SAC',
  'Description',
  'Quantity',
  'Rate %',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

/** A CSV file's pieces from documents: its header, then a batch of lines at a time. */
async function* csvOf(
  columns: readonly string[],
  documents: AsyncIterable<ReportDocument>,
  rows: (document: ReportDocument) => string[][],
  head = (text: readonly string[]) => csvLine(text),
): AsyncGenerator<string> {
  let chunk = head(columns);
  for await (const document of documents) {
    for (const row of rows(document)) chunk += csvLine(row);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

async function* only(
  documents: AsyncIterable<ReportDocument>,
  section: Section,
  state: string,
): AsyncGenerator<ReportDocument> {
  for await (const document of documents) if (sectionOf(document, state) === section) yield document;
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

const table = (columns: readonly string[], rows: string[][]) =>
  once(csvLine(columns) + rows.map((row) => csvLine(row)).join(''));

function reconciliationRows(summary: Gstr1Summary): string[][] {
  const rows = summary.reconciliation.flatMap((check) =>
    FIGURES.map((figure) => [
      check.label,
      FIGURE_LABELS[figure],
      rupees(check.documents[figure]),
      rupees(check.reported[figure]),
      rupees(check.difference[figure]),
      check.difference[figure] === 0 ? 'Yes' : 'No',
    ]),
  );
  const count = summary.documentsCount;
  rows.push([
    'Documents issued (Table 13)',
    'Documents',
    String(count.documents),
    String(count.reported),
    String(count.reported - count.documents),
    count.matched ? 'Yes' : 'No',
  ]);
  return rows;
}

export function createReportsService(database: Database, supplier: ReportsSupplier) {
  const state = supplier.stateCode;
  const scan = scans(state);
  const documents = (period: ReportPeriod, of: DocumentScan) => eachDocument(database, period, of);
  const inTable = (period: ReportPeriod, section: 'b2b' | 'b2cl' | 'cdnr' | 'cdnur') =>
    only(documents(period, scan[section]), section, state);

  async function summary(period: ReportPeriod): Promise<Gstr1Summary> {
    const accumulator = createGstr1Summary(state);
    for await (const document of documents(period, ALL)) accumulator.add(document);
    return accumulator.result();
  }

  /** The portal's JSON, piece by piece; the tables with nothing in them are left out. */
  async function* json(period: ReportPeriod, totals: Gstr1Summary): AsyncGenerator<string> {
    const has = (section: Section) => totals.sections.find((row) => row.section === section)!.documents > 0;
    yield JSON.stringify({
      gstin: supplier.gstin,
      fp: period.returnPeriod,
      version: 'GST3.2.1',
      hash: 'hash',
    }).slice(0, -1);
    const byRecipient = (document: ReportDocument) => document.buyerGstin ?? '';
    if (has('b2b')) {
      yield ',"b2b":';
      yield* groupedArray(
        inTable(period, 'b2b'),
        byRecipient,
        (d) => ({ ctin: byRecipient(d) }),
        'inv',
        b2bInvoice,
      );
    }
    if (has('b2cl')) {
      yield ',"b2cl":';
      const byPlace = (document: ReportDocument) => document.placeOfSupply;
      yield* groupedArray(inTable(period, 'b2cl'), byPlace, (d) => ({ pos: byPlace(d) }), 'inv', b2clInvoice);
    }
    const aggregated = aggregatedJson(totals, state);
    if (aggregated.b2cs.length > 0) yield `,"b2cs":${JSON.stringify(aggregated.b2cs)}`;
    if (has('cdnr')) {
      yield ',"cdnr":';
      yield* groupedArray(
        inTable(period, 'cdnr'),
        byRecipient,
        (d) => ({ ctin: byRecipient(d) }),
        'nt',
        cdnrNote,
      );
    }
    if (has('cdnur')) {
      yield ',"cdnur":';
      yield* flatArray(inTable(period, 'cdnur'), cdnurNote);
    }
    yield `,"hsn":${JSON.stringify(aggregated.hsn)},"doc_issue":${JSON.stringify(aggregated.doc_issue)}}`;
  }

  function entries(period: ReportPeriod, totals: Gstr1Summary): ZipEntry[] {
    return [
      { name: 'b2b.csv', content: () => csvOf(B2B_COLUMNS, inTable(period, 'b2b'), b2bRows) },
      { name: 'b2cl.csv', content: () => csvOf(B2CL_COLUMNS, inTable(period, 'b2cl'), b2clRows) },
      { name: 'b2cs.csv', content: () => table(B2CS_COLUMNS, totals.b2cs.map(b2csRow)) },
      { name: 'cdnr.csv', content: () => csvOf(CDNR_COLUMNS, inTable(period, 'cdnr'), cdnrRows) },
      { name: 'cdnur.csv', content: () => csvOf(CDNUR_COLUMNS, inTable(period, 'cdnur'), cdnurRows) },
      { name: 'hsn(b2b).csv', content: () => table(HSN_COLUMNS, totals.hsn.b2b.map(hsnRow)) },
      { name: 'hsn(b2c).csv', content: () => table(HSN_COLUMNS, totals.hsn.b2c.map(hsnRow)) },
      { name: 'docs.csv', content: () => table(DOCS_COLUMNS, totals.docs.map(docsRow)) },
      {
        name: 'reconciliation.csv',
        content: () =>
          table(
            ['Check', 'Figure', 'Documents', 'Reported', 'Difference', 'Matched'],
            reconciliationRows(totals),
          ),
      },
      { name: jsonName(period), content: () => json(period, totals) },
    ];
  }

  const jsonName = (period: ReportPeriod) => `GSTR1_${supplier.gstin}_${period.returnPeriod}.json`;

  return {
    summary,
    jsonName,
    /** The portal's JSON of the period, after its summary (the aggregated tables) is worked out. */
    async json(period: ReportPeriod): Promise<AsyncGenerator<string>> {
      return json(period, await summary(period));
    },
    /** The zip of the period's files, after its summary is worked out. */
    async zip(period: ReportPeriod): Promise<AsyncGenerator<Uint8Array>> {
      const totals = await summary(period);
      return zipEntries(entries(period, totals), new Date());
    },
    /**
     * The sales register: a line per document line, invoices and credit notes in the order they were
     * issued, a credit note's amounts negative, so that the columns add up to the period's net.
     */
    salesRegister(period: ReportPeriod): AsyncGenerator<string> {
      const scanned = documents(period, { kinds: ['invoice', 'credit_note'], order: 'issued' });
      return csvOf(SALES_REGISTER_COLUMNS, scanned, salesRegisterRows, csvHead);
    },
  };
}

function salesRegisterRows(document: ReportDocument): string[][] {
  const sign = document.kind === 'credit_note' ? -1 : 1;
  return document.lines.map((line) => [
    document.issuedOn,
    document.kind === 'credit_note' ? 'Credit note' : 'Tax invoice',
    document.number,
    document.against?.number ?? '',
    document.buyerName,
    document.buyerGstin ?? '',
    placeOfSupply(document.placeOfSupply),
    line.hsnCode,
    line.description ?? '',
    String(sign * line.quantity),
    ratePercent(line.gstRateBp),
    rupees(sign * line.taxable),
    rupees(sign * line.cgst),
    rupees(sign * line.sgst),
    rupees(sign * line.igst),
    rupees(sign * line.amount),
  ]);
}

export type ReportsService = ReturnType<typeof createReportsService>;
