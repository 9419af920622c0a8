// The papers staff print to send an order out (decision 199): its packing slip, its delivery challan
// (numbered once, when first printed, in its own consecutive series per financial year; a reprint shows
// the same number), and one PDF of the invoices of every order shipped on a day in India.
import { sql } from 'drizzle-orm';
import { indiaToday } from '../../../contract/leads.ts';
import type { Order, OrderStatus } from '../../../contract/orders.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  readDocument,
  renderDocuments,
  takeNumber,
  type Supplier,
  type TaxDocument,
} from '../billing/index.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { renderDeliveryChallan, renderPackingSlip, type ChallanFacts } from './dispatch-pdf.ts';
import { loadOrder, ORDER_NOT_FOUND } from './order-read.ts';

export interface DispatchPaperworkDeps {
  database: Database;
  /** The supplier the papers name. */
  shop: Supplier;
  now?: () => Date;
}

export interface PaperFile {
  fileName: string;
  pdf: Buffer;
}

/** The statuses whose goods may be on their way: placed and not cancelled. */
const CHALLAN_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered'];
export const CHALLAN_REFUSED = 'A delivery challan is printed for an order that is placed and not cancelled.';

/** "DC/26-27/000001" → "delivery-challan-DC-26-27-000001.pdf". */
export const challanFileName = (number: string): string =>
  `delivery-challan-${number.replace(/\//g, '-')}.pdf`;

export const noShipmentsMessage = (date: string): string => `No order was shipped on ${date}.`;

/** The order's challan, issued now with the next number of the series when it has none. */
async function challanOf(
  tx: Executor,
  orderId: string,
  today: string,
  actor: StaffPrincipal,
): Promise<ChallanFacts> {
  // The order's row queues two first prints, so the second finds the first's challan: no number is lost.
  await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`);
  const [stored] = await rowsOf<ChallanFacts>(
    tx,
    sql`SELECT number, to_char(issued_on, 'YYYY-MM-DD') AS date FROM delivery_challans WHERE order_id = ${orderId}`,
  );
  if (stored) return stored;
  const taken = await takeNumber(tx, 'delivery_challan', today);
  await tx.execute(sql`
    INSERT INTO delivery_challans (order_id, financial_year, serial, number, issued_on, issued_by)
    VALUES (${orderId}, ${taken.financialYear}, ${taken.serial}, ${taken.number}, ${today}, ${actor.id})`);
  await recordAudit(tx, {
    actor,
    action: 'order.delivery_challan',
    entityType: 'order',
    entityId: orderId,
    after: { number: taken.number, date: today },
  });
  return { number: taken.number, date: today };
}

export function createDispatchPaperwork(deps: DispatchPaperworkDeps) {
  const { database, shop } = deps;
  const today = () => indiaToday((deps.now ?? (() => new Date()))());

  async function orderOf(executor: Executor, id: string): Promise<Order> {
    const loaded = await loadOrder(executor, id, undefined);
    if (!loaded) throw AppError.notFound(ORDER_NOT_FOUND);
    return loaded.order;
  }

  return {
    async packingSlip(id: string): Promise<PaperFile> {
      const order = await orderOf(database.db, id);
      return {
        fileName: `packing-slip-${order.number}.pdf`,
        pdf: await renderPackingSlip(order, shop, today()),
      };
    },

    async deliveryChallan(id: string, actor: StaffPrincipal): Promise<PaperFile> {
      const { order, challan } = await database.db.transaction(async (tx) => {
        const order = await orderOf(tx, id);
        if (!CHALLAN_STATUSES.includes(order.status)) throw new AppError('conflict', CHALLAN_REFUSED);
        return { order, challan: await challanOf(tx, id, today(), actor) };
      });
      return {
        fileName: challanFileName(challan.number),
        pdf: await renderDeliveryChallan(order, shop, challan),
      };
    },

    /** The invoices of the orders shipped on `date` (India), in the order they were shipped. */
    async dayInvoices(date: string): Promise<PaperFile> {
      const rows = await database.query<{ id: string }>(sql`
        SELECT t.id FROM (
          SELECT e.order_id, min(e.created_at) AS shipped_at FROM order_events e
          WHERE e.status = 'shipped'
            AND e.created_at >= (${date}::date::timestamp AT TIME ZONE 'Asia/Kolkata')
            AND e.created_at < ((${date}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
          GROUP BY e.order_id) s
        JOIN tax_documents t ON t.order_id = s.order_id AND t.kind = 'invoice'
        ORDER BY s.shipped_at, t.serial`);
      if (rows.length === 0) throw AppError.notFound(noShipmentsMessage(date));
      const documents: TaxDocument[] = [];
      for (const row of rows) documents.push((await readDocument(database.db, row.id))!);
      return {
        fileName: `invoices-shipped-${date}.pdf`,
        pdf: await renderDocuments(documents, shop, `Invoices of orders shipped on ${date}`),
      };
    },
  };
}

export type DispatchPaperwork = ReturnType<typeof createDispatchPaperwork>;
