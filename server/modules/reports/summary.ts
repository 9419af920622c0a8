// A period's GSTR-1 summary (decision 198), added up one document at a time so that a month is never
// held whole: the aggregated tables (B2C small, the HSN summary in its B2B and B2C tabs, documents
// issued), each table's total from the lines, the documents' own totals by buyer, and the reconciliation
// of the two; the shop's period summary (invoiced, credited, net, tax by rate); receipt and refund
// vouchers, which no invoice table holds; credit notes declared later than section 34(2) allows.
import type { TaxDocumentKind } from '../../../contract/order-rules.ts';
import {
  add,
  creditNoteDeadline,
  lineAmounts,
  sectionOf,
  subtract,
  ZERO,
  type Amounts,
  type ReportDocument,
  type Section,
} from './gstr1.ts';
import type { B2csRow, DocumentSeries, HsnRow } from './layouts.ts';

export interface SectionTotal {
  section: Section;
  /** Documents reported in it (B2C small: invoices and the credit notes that reduce it). */
  documents: number;
  amounts: Amounts;
}

export interface Reconciliation {
  id: 'b2b' | 'b2c' | 'cdnr' | 'cdnur' | 'hsn_b2b' | 'hsn_b2c';
  label: string;
  /** The documents' own totals. */
  documents: Amounts;
  /** What the return's tables report. */
  reported: Amounts;
  /** reported − documents. */
  difference: Amounts;
  matched: boolean;
}

export interface RateSummary {
  rateBp: number;
  invoiced: Amounts;
  credited: Amounts;
  net: Amounts;
}

export interface Gstr1Summary {
  sections: SectionTotal[];
  b2cs: B2csRow[];
  hsn: { b2b: HsnRow[]; b2c: HsnRow[] };
  docs: DocumentSeries[];
  reconciliation: Reconciliation[];
  /** Every document of the period, and how many Table 13 reports as issued (not cancelled). */
  documentsCount: { documents: number; reported: number; matched: boolean };
  period: {
    invoices: number;
    creditNotes: number;
    invoiced: Amounts;
    credited: Amounts;
    net: Amounts;
    rates: RateSummary[];
  };
  vouchers: { receipt: { count: number; amounts: Amounts }; refund: { count: number; amounts: Amounts } };
  /** Credit notes issued after 30 November following their invoice's financial year. */
  lateCreditNotes: string[];
}

const LABELS: Readonly<Record<Reconciliation['id'], string>> = {
  b2b: 'Invoices to registered buyers (B2B)',
  b2c: 'Invoices to unregistered buyers (B2C large and small)',
  cdnr: 'Credit notes, registered (CDNR)',
  cdnur: 'Credit notes, unregistered (CDNUR and B2C small)',
  hsn_b2b: 'HSN summary, B2B tab',
  hsn_b2c: 'HSN summary, B2C tab',
};

const isZero = (amounts: Amounts) => Object.values(amounts).every((value) => value === 0);

interface SeriesState {
  kind: TaxDocumentKind;
  first: { serial: number; number: string };
  last: { serial: number; number: string };
  count: number;
}

/** Adds documents one by one (`add`) and answers the period's summary (`result`). */
export function createGstr1Summary(supplierState: string) {
  const sections = new Map<Section | 'b2cs-credited', { documents: number; amounts: Amounts }>();
  const b2cs = new Map<string, B2csRow>();
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  const series = new Map<string, SeriesState>();
  /** The documents' own totals, by kind and whether the buyer is registered. */
  const own = new Map<string, Amounts>();
  const rates = new Map<number, { invoiced: Amounts; credited: Amounts }>();
  const vouchers = { receipt: { count: 0, amounts: ZERO }, refund: { count: 0, amounts: ZERO } };
  const lateCreditNotes: string[] = [];
  let documents = 0;
  let invoices = 0;
  let creditNotes = 0;

  function count(document: ReportDocument) {
    documents += 1;
    const key = `${document.kind}|${document.financialYear}`;
    const found = series.get(key);
    const at = { serial: document.serial, number: document.number };
    if (!found) series.set(key, { kind: document.kind, first: at, last: at, count: 1 });
    else {
      found.count += 1;
      if (at.serial < found.first.serial) found.first = at;
      if (at.serial > found.last.serial) found.last = at;
    }
  }

  function addLines(document: ReportDocument, section: Section, sign: 1 | -1) {
    const tab = document.buyerGstin ? hsn.b2b : hsn.b2c;
    let documentTotal = ZERO;
    for (const line of document.lines) {
      const plain = lineAmounts(line);
      const signed = sign === 1 ? plain : subtract(ZERO, plain);
      documentTotal = add(documentTotal, plain);
      const hsnKey = `${line.hsnCode}|${line.gstRateBp}`;
      const row = tab.get(hsnKey) ?? {
        hsnCode: line.hsnCode,
        rateBp: line.gstRateBp,
        quantity: 0,
        amounts: ZERO,
      };
      tab.set(hsnKey, {
        ...row,
        quantity: row.quantity + sign * line.quantity,
        amounts: add(row.amounts, signed),
      });
      const rate = rates.get(line.gstRateBp) ?? { invoiced: ZERO, credited: ZERO };
      rates.set(
        line.gstRateBp,
        sign === 1
          ? { ...rate, invoiced: add(rate.invoiced, plain) }
          : { ...rate, credited: add(rate.credited, plain) },
      );
      if (section === 'b2cs') {
        const b2csKey = `${document.placeOfSupply}|${line.gstRateBp}`;
        const aggregate = b2cs.get(b2csKey) ?? {
          placeOfSupply: document.placeOfSupply,
          rateBp: line.gstRateBp,
          amounts: ZERO,
        };
        b2cs.set(b2csKey, { ...aggregate, amounts: add(aggregate.amounts, signed) });
      }
    }
    // B2C small's total is its rows': invoices less the credit notes that reduce it.
    const key = section === 'b2cs' && sign === -1 ? 'b2cs-credited' : section;
    const total = sections.get(key) ?? { documents: 0, amounts: ZERO };
    sections.set(key, { documents: total.documents + 1, amounts: add(total.amounts, documentTotal) });
  }

  function add1(document: ReportDocument) {
    count(document);
    if (document.kind === 'receipt_voucher' || document.kind === 'refund_voucher') {
      const voucher = document.kind === 'receipt_voucher' ? vouchers.receipt : vouchers.refund;
      voucher.count += 1;
      voucher.amounts = add(voucher.amounts, document.totals);
      return;
    }
    const section = sectionOf(document, supplierState)!;
    const ownKey = `${document.kind}|${document.buyerGstin ? 'registered' : 'unregistered'}`;
    own.set(ownKey, add(own.get(ownKey) ?? ZERO, document.totals));
    if (document.kind === 'invoice') invoices += 1;
    else {
      creditNotes += 1;
      if (document.against && document.issuedOn > creditNoteDeadline(document.against.issuedOn))
        lateCreditNotes.push(document.number);
    }
    addLines(document, section, document.kind === 'invoice' ? 1 : -1);
  }

  return { add: add1, result: () => summarise() };

  function summarise(): Gstr1Summary {
    const section = (id: Section | 'b2cs-credited') => sections.get(id)?.amounts ?? ZERO;
    const ownOf = (key: string) => own.get(key) ?? ZERO;
    const hsnTotal = (tab: Map<string, HsnRow>) =>
      [...tab.values()].reduce((sum, row) => add(sum, row.amounts), ZERO);
    const b2csCredited = section('b2cs-credited');
    const pairs: [Reconciliation['id'], Amounts, Amounts][] = [
      ['b2b', ownOf('invoice|registered'), section('b2b')],
      ['b2c', ownOf('invoice|unregistered'), add(section('b2cl'), section('b2cs'))],
      ['cdnr', ownOf('credit_note|registered'), section('cdnr')],
      ['cdnur', ownOf('credit_note|unregistered'), add(section('cdnur'), b2csCredited)],
      ['hsn_b2b', subtract(ownOf('invoice|registered'), ownOf('credit_note|registered')), hsnTotal(hsn.b2b)],
      [
        'hsn_b2c',
        subtract(ownOf('invoice|unregistered'), ownOf('credit_note|unregistered')),
        hsnTotal(hsn.b2c),
      ],
    ];
    const docs = [...series.values()]
      .sort(
        (a, b) =>
          KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
          a.first.number.localeCompare(b.first.number),
      )
      .map((run) => {
        const total = run.last.serial - run.first.serial + 1;
        return {
          kind: run.kind,
          from: run.first.number,
          to: run.last.number,
          total,
          cancelled: total - run.count,
        };
      });
    const reportedDocuments = docs.reduce((sum, run) => sum + run.total - run.cancelled, 0);
    const invoiced = add(ownOf('invoice|registered'), ownOf('invoice|unregistered'));
    const credited = add(ownOf('credit_note|registered'), ownOf('credit_note|unregistered'));
    return {
      sections: SECTION_ORDER.map((id) => ({
        section: id,
        documents:
          (sections.get(id)?.documents ?? 0) +
          (id === 'b2cs' ? (sections.get('b2cs-credited')?.documents ?? 0) : 0),
        amounts: id === 'b2cs' ? subtract(section('b2cs'), b2csCredited) : section(id),
      })),
      b2cs: sorted(b2cs, (a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || b.rateBp - a.rateBp),
      hsn: { b2b: sorted(hsn.b2b, byHsn).filter(reported), b2c: sorted(hsn.b2c, byHsn).filter(reported) },
      docs,
      reconciliation: pairs.map(([id, own, reported]) => {
        const difference = subtract(reported, own);
        return { id, label: LABELS[id], documents: own, reported, difference, matched: isZero(difference) };
      }),
      documentsCount: { documents, reported: reportedDocuments, matched: documents === reportedDocuments },
      period: {
        invoices,
        creditNotes,
        invoiced,
        credited,
        net: subtract(invoiced, credited),
        rates: [...rates.entries()]
          .sort(([a], [b]) => b - a)
          .map(([rateBp, { invoiced: on, credited: off }]) => ({
            rateBp,
            invoiced: on,
            credited: off,
            net: subtract(on, off),
          })),
      },
      vouchers,
      lateCreditNotes,
    };
  }
}

export type Gstr1Accumulator = ReturnType<typeof createGstr1Summary>;

const SECTION_ORDER: readonly Section[] = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'];
const KIND_ORDER: readonly TaxDocumentKind[] = [
  'invoice',
  'credit_note',
  'receipt_voucher',
  'refund_voucher',
];
/** A row that credit notes brought to nothing (no quantity, no amount) is left out of the table. */
const reported = (row: HsnRow) => row.quantity !== 0 || !isZero(row.amounts);
const byHsn = (a: HsnRow, b: HsnRow) => a.hsnCode.localeCompare(b.hsnCode) || b.rateBp - a.rateBp;
const sorted = <T>(map: Map<string, T>, compare: (a: T, b: T) => number): T[] =>
  [...map.values()].sort(compare);
