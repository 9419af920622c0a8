// Tax documents (decision 162): invoices, credit notes, receipt vouchers and refund vouchers are rows of
// one table, numbered by one function in a gapless series per kind and financial year, in the caller's
// transaction (the one that records what the document is about). A document keeps everything it prints
// and everything a GST return needs (the buyer's GSTIN, the place of supply, and every line's HSN code,
// quantity, rate, taxable value and tax), so it never changes when its order does, and GSTR-1 reads
// these rows alone.
import { sql } from 'drizzle-orm';
import type { PaymentMethod, TaxDocumentKind } from '../../../contract/order-rules.ts';
import { stateByCode, type StoredAddress, type TaxDocumentRef } from '../../../contract/orders.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { financialYear, formatDocumentNumber, nextSerial } from './document-number.ts';

/** One line of a document: amounts in paise, GST included in `amount`, and what is inside it. */
export interface DocumentLine {
  description: string;
  /** HSN code of goods, or SAC of a service. */
  hsnCode: string;
  quantity: number;
  /** One unit, GST included, paise. */
  unitPrice: number;
  gstRateBp: number;
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The coupon discount inside `amount`, GST included (decision 202): printed as "less discount". */
  discount?: number;
}

/** What a document prints besides its lines: where it comes from and the buyer's addresses. */
export interface DocumentParticulars {
  orderNumber?: string;
  /** A return's credit note: the return it credits (decision 197). */
  returnNumber?: string;
  /** A design project's document: the project, the stage paid, how and with what reference. */
  projectName?: string;
  stageLabel?: string;
  quoteVersion?: number;
  paymentReference?: string;
  /** A project's tax invoice: the advances it adjusts (their receipt vouchers) and the balance due. */
  advances?: { number: string; date: string; total: number; tax: number }[];
  balanceDue?: number;
  paymentMethod?: PaymentMethod;
  phone?: string;
  billing: StoredAddress;
  delivery?: StoredAddress | null;
}

export interface IssueDocument {
  kind: TaxDocumentKind;
  /** The date of issue in India, YYYY-MM-DD; it decides the financial year. */
  issuedOn: string;
  orderId: string | null;
  /** The design project it is issued for (decision 192). */
  projectId?: string | null;
  /** The document this one is issued against: a credit note's invoice. */
  referencesId?: string | null;
  reason?: string | null;
  buyer: { name: string; gstin: string | null };
  /** The GST state code of the place of supply. */
  placeOfSupply: string;
  particulars: DocumentParticulars;
  lines: readonly DocumentLine[];
}

export interface DocumentTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** A document as it is printed. */
export interface TaxDocument extends TaxDocumentRef {
  financialYear: string;
  orderId: string | null;
  reason: string | null;
  buyer: { name: string; gstin: string | null };
  placeOfSupply: { code: string; name: string };
  particulars: DocumentParticulars;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** The summary by rate, highest rate first. */
  rates: (DocumentTotals & { rateBp: number })[];
  /** The document it is issued against. */
  references: { number: string; date: string } | null;
  /** Credit notes issued against it. */
  creditedBy: { number: string; date: string; total: number }[];
}

const totalsOf = (lines: readonly DocumentLine[]): DocumentTotals =>
  lines.reduce(
    (sum, line) => ({
      taxable: sum.taxable + line.taxable,
      cgst: sum.cgst + line.cgst,
      sgst: sum.sgst + line.sgst,
      igst: sum.igst + line.igst,
      total: sum.total + line.amount,
    }),
    { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  );

const ISSUED_ON = sql.raw(`to_char(issued_on, 'YYYY-MM-DD')`);

/**
 * Issues a document with the next number of its series, in the caller's transaction: if that rolls
 * back, so does the number. The totals are the sums of the lines, so they always agree.
 */
export async function issueDocument(tx: Executor, input: IssueDocument): Promise<TaxDocumentRef> {
  if (input.lines.length === 0) throw new Error('A tax document needs at least one line');
  const year = financialYear(input.issuedOn);
  const serial = await nextSerial(tx, input.kind, year);
  const number = formatDocumentNumber(input.kind, year, serial);
  const totals = totalsOf(input.lines);
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO tax_documents (kind, financial_year, serial, number, issued_on, order_id, project_id, references_id,
                                   reason, buyer_name, buyer_gstin, place_of_supply, particulars, taxable_paise,
                                   cgst_paise, sgst_paise, igst_paise, total_paise)
        VALUES (${input.kind}, ${year}, ${serial}, ${number}, ${input.issuedOn}, ${input.orderId}, ${input.projectId ?? null},
                ${input.referencesId ?? null}, ${input.reason ?? null}, ${input.buyer.name}, ${input.buyer.gstin},
                ${input.placeOfSupply}, ${JSON.stringify(input.particulars)}::jsonb, ${totals.taxable}, ${totals.cgst},
                ${totals.sgst}, ${totals.igst}, ${totals.total})
        RETURNING id`,
  );
  const id = row!.id;
  const values = input.lines.map(
    (line, index) =>
      sql`(${id}, ${index + 1}, ${line.description}, ${line.hsnCode}, ${line.quantity}, ${line.unitPrice},
           ${line.gstRateBp}, ${line.amount}, ${line.taxable}, ${line.cgst}, ${line.sgst}, ${line.igst},
           ${line.discount ?? 0})`,
  );
  await tx.execute(sql`
    INSERT INTO tax_document_lines (document_id, position, description, hsn_code, quantity, unit_price_paise,
                                    gst_rate_bp, amount_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise,
                                    discount_paise)
    VALUES ${sql.join(values, sql`, `)}`);
  return { id, kind: input.kind, number, date: input.issuedOn, total: totals.total };
}

/**
 * A credit note for the whole of an invoice (Section 34 of the CGST Act): the same lines, buyer and place
 * of supply, against the invoice. The invoice row is locked, so two credit notes of one invoice queue,
 * and an invoice already wholly credited gets no second one.
 */
export async function creditNoteFor(
  tx: Executor,
  invoiceId: string,
  note: { issuedOn: string; reason: string },
): Promise<TaxDocumentRef> {
  await tx.execute(sql`SELECT id FROM tax_documents WHERE id = ${invoiceId} AND kind = 'invoice' FOR UPDATE`);
  const invoice = await readDocument(tx, invoiceId);
  if (!invoice || invoice.kind !== 'invoice') throw new Error('A credit note is issued against an invoice');
  if (invoice.creditedBy.length > 0) throw new Error(`Invoice ${invoice.number} already has a credit note`);
  return issueDocument(tx, {
    kind: 'credit_note',
    issuedOn: note.issuedOn,
    orderId: invoice.orderId,
    referencesId: invoice.id,
    reason: note.reason,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply.code,
    particulars: invoice.particulars,
    lines: invoice.lines,
  });
}

/**
 * A credit note for part of an invoice (Section 34 of the CGST Act): a return's lines, against the
 * invoice, with its buyer and place of supply. The invoice row is locked, so credit notes of one invoice
 * queue, and together they never credit more than the invoice's total.
 */
export async function partCreditNoteFor(
  tx: Executor,
  invoiceId: string,
  note: {
    issuedOn: string;
    reason: string;
    lines: readonly DocumentLine[];
    particulars?: Partial<DocumentParticulars>;
  },
): Promise<TaxDocumentRef> {
  await tx.execute(sql`SELECT id FROM tax_documents WHERE id = ${invoiceId} AND kind = 'invoice' FOR UPDATE`);
  const invoice = await readDocument(tx, invoiceId);
  if (!invoice || invoice.kind !== 'invoice') throw new Error('A credit note is issued against an invoice');
  const credited = invoice.creditedBy.reduce((sum, credit) => sum + credit.total, 0);
  const total = totalsOf(note.lines).total;
  if (credited + total > invoice.total) {
    throw new Error(`Invoice ${invoice.number} cannot be credited beyond its total`);
  }
  return issueDocument(tx, {
    kind: 'credit_note',
    issuedOn: note.issuedOn,
    orderId: invoice.orderId,
    referencesId: invoice.id,
    reason: note.reason,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply.code,
    particulars: { ...invoice.particulars, ...note.particulars },
    lines: note.lines,
  });
}

/** An order's documents in the order they were issued. */
export async function documentsOf(executor: Executor, orderId: string): Promise<TaxDocumentRef[]> {
  const rows = await rowsOf<{
    id: string;
    kind: TaxDocumentKind;
    number: string;
    date: string;
    total: number;
  }>(
    executor,
    sql`SELECT id, kind, number, ${ISSUED_ON} AS date, total_paise AS total FROM tax_documents
        WHERE order_id = ${orderId} ORDER BY created_at, kind, serial`,
  );
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/**
 * Takes an erased buyer out of an order's documents, in the caller's transaction (decision 156): each
 * keeps the name and addresses its invoice must carry (`kept`, decided by the orders module) and loses
 * the phone. Numbers, dates, lines and amounts stay as issued.
 */
export async function eraseBuyerFromDocuments(
  tx: Executor,
  orderId: string,
  kept: { name: string; billing_address: StoredAddress; delivery_address: StoredAddress },
): Promise<void> {
  await tx.execute(sql`
    UPDATE tax_documents
    SET buyer_name = ${kept.name},
        particulars = (particulars - 'phone')
          || jsonb_build_object('billing', ${JSON.stringify(kept.billing_address)}::jsonb)
          || CASE WHEN particulars ? 'delivery' AND particulars->'delivery' <> 'null'::jsonb
                  THEN jsonb_build_object('delivery', ${JSON.stringify(kept.delivery_address)}::jsonb)
                  ELSE '{}'::jsonb END
    WHERE order_id = ${orderId}`);
}

interface DocumentRow {
  id: string;
  kind: TaxDocumentKind;
  financial_year: string;
  number: string;
  date: string;
  order_id: string | null;
  references_id: string | null;
  reason: string | null;
  buyer_name: string;
  buyer_gstin: string | null;
  place_of_supply: string;
  particulars: DocumentParticulars;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

interface LineRow {
  description: string;
  hsn_code: string;
  quantity: number;
  unit_price_paise: number;
  gst_rate_bp: number;
  amount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  discount_paise: number;
}

/** A document with its lines, its summary by rate, what it is against and what was issued against it. */
export async function readDocument(executor: Executor, id: string): Promise<TaxDocument | null> {
  const [row] = await rowsOf<DocumentRow>(
    executor,
    sql`SELECT id, kind, financial_year, number, ${ISSUED_ON} AS date, order_id, references_id, reason, buyer_name,
               buyer_gstin, place_of_supply, particulars, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise
        FROM tax_documents WHERE id = ${id}`,
  );
  if (!row) return null;
  const lines = await rowsOf<LineRow>(
    executor,
    sql`SELECT description, hsn_code, quantity, unit_price_paise, gst_rate_bp, amount_paise, taxable_paise,
               cgst_paise, sgst_paise, igst_paise, discount_paise
        FROM tax_document_lines WHERE document_id = ${id} ORDER BY position`,
  );
  const rates = await rowsOf<{ rate: number } & Record<keyof DocumentTotals, number>>(
    executor,
    sql`SELECT gst_rate_bp AS rate, sum(taxable_paise) AS taxable, sum(cgst_paise) AS cgst,
               sum(sgst_paise) AS sgst, sum(igst_paise) AS igst, sum(amount_paise) AS total
        FROM tax_document_lines WHERE document_id = ${id} GROUP BY gst_rate_bp ORDER BY gst_rate_bp DESC`,
  );
  const [references] = row.references_id
    ? await rowsOf<{ number: string; date: string }>(
        executor,
        sql`SELECT number, ${ISSUED_ON} AS date FROM tax_documents WHERE id = ${row.references_id}`,
      )
    : [];
  const creditedBy = await rowsOf<{ number: string; date: string; total: number }>(
    executor,
    sql`SELECT number, ${ISSUED_ON} AS date, total_paise AS total FROM tax_documents
        WHERE references_id = ${id} AND kind = 'credit_note' ORDER BY serial`,
  );
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    date: row.date,
    total: Number(row.total_paise),
    financialYear: row.financial_year,
    orderId: row.order_id,
    reason: row.reason,
    buyer: { name: row.buyer_name, gstin: row.buyer_gstin },
    placeOfSupply: {
      code: row.place_of_supply,
      name: stateByCode(row.place_of_supply)?.name ?? row.place_of_supply,
    },
    particulars: row.particulars,
    lines: lines.map((line) => ({
      description: line.description,
      hsnCode: line.hsn_code,
      quantity: Number(line.quantity),
      unitPrice: Number(line.unit_price_paise),
      gstRateBp: Number(line.gst_rate_bp),
      amount: Number(line.amount_paise),
      taxable: Number(line.taxable_paise),
      cgst: Number(line.cgst_paise),
      sgst: Number(line.sgst_paise),
      igst: Number(line.igst_paise),
      discount: Number(line.discount_paise),
    })),
    totals: {
      taxable: Number(row.taxable_paise),
      cgst: Number(row.cgst_paise),
      sgst: Number(row.sgst_paise),
      igst: Number(row.igst_paise),
      total: Number(row.total_paise),
    },
    rates: rates.map((rate) => ({
      rateBp: Number(rate.rate),
      taxable: Number(rate.taxable),
      cgst: Number(rate.cgst),
      sgst: Number(rate.sgst),
      igst: Number(rate.igst),
      total: Number(rate.total),
    })),
    references: references ?? null,
    creditedBy: creditedBy.map((note) => ({ ...note, total: Number(note.total) })),
  };
}
