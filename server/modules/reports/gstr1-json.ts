// GSTR-1 as the GST portal's JSON (decision 198): the keys of the GSTN schema (b2b, b2cl, b2cs, cdnr,
// cdnur, hsn with its B2B and B2C tabs, doc_issue), rupees as numbers with two decimals, dates as
// DD-MM-YYYY. Written piece by piece: the invoice-wise tables come grouped (by recipient, by place of
// supply) from scans in that order, so a group is closed when the next begins and nothing is held.
import { byRate, DOCUMENT_NATURES, jsonDate, rupeeNumber, uqcOf, type ReportDocument } from './gstr1.ts';
import type { HsnRow } from './layouts.ts';
import type { Gstr1Summary } from './summary.ts';

const items = (document: ReportDocument, interState: boolean) =>
  byRate(document.lines).map(({ rateBp, amounts }, index) => ({
    num: index + 1,
    itm_det: {
      txval: rupeeNumber(amounts.taxable),
      rt: rateBp / 100,
      ...(interState
        ? { iamt: rupeeNumber(amounts.igst) }
        : { camt: rupeeNumber(amounts.cgst), samt: rupeeNumber(amounts.sgst) }),
      csamt: 0,
    },
  }));

const isInterState = (document: ReportDocument) => document.lines.some((line) => line.igst > 0);

export const b2bInvoice = (document: ReportDocument) => ({
  inum: document.number,
  idt: jsonDate(document.issuedOn),
  val: rupeeNumber(document.totals.value),
  pos: document.placeOfSupply,
  rchrg: 'N',
  inv_typ: 'R',
  itms: items(document, isInterState(document)),
});

export const b2clInvoice = (document: ReportDocument) => ({
  inum: document.number,
  idt: jsonDate(document.issuedOn),
  val: rupeeNumber(document.totals.value),
  itms: items(document, true),
});

export const cdnrNote = (document: ReportDocument) => ({
  ntty: 'C',
  nt_num: document.number,
  nt_dt: jsonDate(document.issuedOn),
  val: rupeeNumber(document.totals.value),
  pos: document.placeOfSupply,
  rchrg: 'N',
  inv_typ: 'R',
  itms: items(document, isInterState(document)),
});

export const cdnurNote = (document: ReportDocument) => ({
  typ: 'B2CL',
  ntty: 'C',
  nt_num: document.number,
  nt_dt: jsonDate(document.issuedOn),
  val: rupeeNumber(document.totals.value),
  pos: document.placeOfSupply,
  itms: items(document, true),
});

const hsnJson = (rows: HsnRow[]) =>
  rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsnCode,
    uqc: uqcOf(row.hsnCode),
    qty: uqcOf(row.hsnCode) === 'NA' ? 0 : row.quantity,
    rt: row.rateBp / 100,
    txval: rupeeNumber(row.amounts.taxable),
    iamt: rupeeNumber(row.amounts.igst),
    camt: rupeeNumber(row.amounts.cgst),
    samt: rupeeNumber(row.amounts.sgst),
    csamt: 0,
  }));

/** The aggregated tables, whole: they are small (a row per state and rate, per HSN and rate, per series). */
export function aggregatedJson(summary: Gstr1Summary, supplierState: string) {
  return {
    b2cs: summary.b2cs.map((row) => ({
      sply_ty: row.placeOfSupply === supplierState ? 'INTRA' : 'INTER',
      rt: row.rateBp / 100,
      typ: 'OE',
      pos: row.placeOfSupply,
      txval: rupeeNumber(row.amounts.taxable),
      ...(row.placeOfSupply === supplierState
        ? { camt: rupeeNumber(row.amounts.cgst), samt: rupeeNumber(row.amounts.sgst) }
        : { iamt: rupeeNumber(row.amounts.igst) }),
      csamt: 0,
    })),
    hsn: { hsn_b2b: hsnJson(summary.hsn.b2b), hsn_b2c: hsnJson(summary.hsn.b2c) },
    doc_issue: {
      doc_det: summary.docs.map((series, index) => ({
        doc_num: DOCUMENT_NATURES[series.kind].num,
        doc_typ: DOCUMENT_NATURES[series.kind].label,
        docs: [
          {
            num: index + 1,
            from: series.from,
            to: series.to,
            totnum: series.total,
            cancel: series.cancelled,
            net_issue: series.total - series.cancelled,
          },
        ],
      })),
    },
  };
}

/**
 * An array of groups from documents that arrive in the group's order: `[{"ctin":"…","inv":[…]},…]`.
 * `head` is the group's own keys, `list` the key of its documents.
 */
export async function* groupedArray(
  documents: AsyncIterable<ReportDocument>,
  keyOf: (document: ReportDocument) => string,
  head: (document: ReportDocument) => Record<string, string>,
  list: string,
  item: (document: ReportDocument) => unknown,
): AsyncGenerator<string> {
  let current: string | null = null;
  let chunk = '[';
  for await (const document of documents) {
    const key = keyOf(document);
    if (key !== current) {
      const open = JSON.stringify(head(document)).slice(0, -1);
      chunk += `${current === null ? '' : ']},'}${open},${JSON.stringify(list)}:[`;
      current = key;
    } else chunk += ',';
    chunk += JSON.stringify(item(document));
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}${current === null ? '' : ']}'}]`;
}

/** A flat array of documents: `[{…},{…}]`. */
export async function* flatArray(
  documents: AsyncIterable<ReportDocument>,
  item: (document: ReportDocument) => unknown,
): AsyncGenerator<string> {
  let chunk = '[';
  let first = true;
  for await (const document of documents) {
    chunk += `${first ? '' : ','}${JSON.stringify(item(document))}`;
    first = false;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}]`;
}
