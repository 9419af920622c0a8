// An order's GST documents (decision 162): its invoice and, when it is cancelled, the credit note that
// cancels the invoice. The invoice is issued here and nowhere else; billing numbers every document in one
// gapless series per kind and financial year, in the caller's transaction.
import { sql } from 'drizzle-orm';
import type { Order } from '../../../contract/orders.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { creditNoteFor, issueDocument } from '../billing/index.ts';

/**
 * The order's GST invoice, numbered in the caller's transaction: the one that places the order (cash on
 * delivery) or records its payment (online). It copies the order's lines and buyer. `issuedOn` is the
 * date in India, YYYY-MM-DD.
 */
export async function issueInvoice(tx: Executor, order: Order, issuedOn: string): Promise<void> {
  await issueDocument(tx, {
    kind: 'invoice',
    issuedOn,
    orderId: order.id,
    buyer: { name: order.name, gstin: order.gstin },
    placeOfSupply: order.placeOfSupply.code,
    particulars: {
      orderNumber: order.number,
      paymentMethod: order.paymentMethod,
      phone: order.phone,
      billing: order.billing,
      delivery: order.delivery,
    },
    lines: order.lines.map((line) => ({
      description: `${line.name}${line.variantName ? ` (${line.variantName})` : ''}`,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unitPrice: line.unitPrice * 100,
      gstRateBp: line.gstRateBp,
      amount: line.amount,
      discount: line.discount,
      taxable: line.taxable,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
    })),
  });
}

/** A cancelled order's invoice, if it had one, is cancelled by a credit note for all of it (CGST Act s. 34). */
export async function creditInvoice(tx: Executor, orderId: string, issuedOn: string): Promise<void> {
  const [invoice] = await rowsOf<{ id: string }>(
    tx,
    sql`SELECT id FROM tax_documents WHERE order_id = ${orderId} AND kind = 'invoice'`,
  );
  if (invoice) await creditNoteFor(tx, invoice.id, { issuedOn, reason: 'Order cancelled' });
}
