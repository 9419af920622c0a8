// What the orders service shows (decision 124): one order to whoever may see it (its customer, a holder
// of its link, or staff), its GST documents as PDFs, a customer's orders, the back office's list, and
// today's sales. An order the caller may not see is not found, like one that does not exist.
import { sql } from 'drizzle-orm';
import {
  documentFileName,
  type Order,
  type OrderStatus,
  type OrderSummaryData,
} from '../../../contract/orders.ts';
import type { AdminOrder, AdminOrderRow } from '../../../contract/admin/orders.ts';
import type { PageInfo } from '../../../contract/admin/common.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { cappedCount, offsetOf, pageInfo } from '../../lib/pagination.ts';
import { documentsOf, readDocument, renderDocument, type Supplier } from '../billing/index.ts';
import { staffName } from '../staff/index.ts';
import { placedBetween } from './orders-export.ts';
import type { OrderLinks } from './order-links.ts';
import { loadOrder, ORDER_NOT_FOUND, totalsOf, type LoadedOrder, type OrderRow } from './order-read.ts';
import type { OnlineGateway } from './payments.ts';

/** Who is asking for an order: its customer, a holder of its link, or staff. */
export type OrderAccess =
  { customerId: string; verifiedEmail?: string | null } | { token: string } | { staff: true };

export interface OrderViewsDeps {
  database: Database;
  gateway: OnlineGateway | undefined;
  links: OrderLinks;
  /** The supplier the GST documents name. */
  shop: Supplier;
}

/** The pieces in an order `o` (installation is not a piece), for the lists. */
const ITEM_COUNT = sql`(SELECT sum(quantity)::int FROM order_lines WHERE order_id = o.id AND kind = 'product') AS item_count`;

export function createOrderViews(deps: OrderViewsDeps) {
  const { database } = deps;

  /** The order for `access` with its row, or a 404 that says nothing about orders the caller may not see. */
  async function authorisedRow(id: string, access: OrderAccess): Promise<LoadedOrder> {
    const loaded = await loadOrder(database.db, id, deps.gateway);
    if (!loaded) throw AppError.notFound(ORDER_NOT_FOUND);
    if ('staff' in access) return loaded;
    // Its customer was erased: the order is kept for the tax records only, and opens for no one else
    // (decision 156).
    if (loaded.row.erased_at) throw AppError.notFound(ORDER_NOT_FOUND);
    if ('token' in access) {
      if (await deps.links.verify(id, access.token)) return loaded;
      throw AppError.notFound(ORDER_NOT_FOUND);
    }
    if (loaded.row.customer_id === access.customerId) return loaded;
    // A guest order placed with the customer's confirmed e-mail is theirs: it joins the account now.
    const email = access.verifiedEmail?.toLowerCase();
    if (loaded.row.customer_id === null && email && loaded.order.email === email) {
      const [joined] = await database.query<{ id: string }>(
        sql`UPDATE orders SET customer_id = ${access.customerId}
            WHERE id = ${id} AND customer_id IS NULL AND lower(email) = ${email} RETURNING id`,
      );
      if (joined) return loaded;
    }
    throw AppError.notFound(ORDER_NOT_FOUND);
  }

  const authorised = async (id: string, access: OrderAccess): Promise<Order> =>
    (await authorisedRow(id, access)).order;

  /** The order as staff see it: its history names the member behind each staff move. */
  async function forStaff(id: string): Promise<AdminOrder> {
    const loaded = await loadOrder(database.db, id, deps.gateway);
    if (!loaded) throw AppError.notFound(ORDER_NOT_FOUND);
    return {
      ...loaded.order,
      erased: loaded.row.erased_at !== null,
      events: loaded.events.map((event) => ({
        status: event.status,
        at: iso(event.created_at),
        note: event.note,
        actor: event.actor,
        staff:
          event.staff_id && event.first_name !== null
            ? {
                id: event.staff_id,
                name: staffName({ first_name: event.first_name, last_name: event.last_name ?? '' }),
              }
            : null,
      })),
    };
  }

  /**
   * A GST document of an order the caller may see: the one with `documentId`, or else the invoice.
   * A document of another order is not found, like an order the caller may not see.
   */
  async function document(
    id: string,
    access: OrderAccess,
    documentId?: string,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    await authorised(id, access);
    const documents = await documentsOf(database.db, id);
    const found = documentId
      ? documents.find((document) => document.id === documentId)
      : documents.find((document) => document.kind === 'invoice');
    if (!found && documentId) throw AppError.notFound('Document not found');
    if (!found) throw new AppError('conflict', 'The invoice is issued once the order is paid or placed.');
    const document = (await readDocument(database.db, found.id))!;
    return { fileName: documentFileName(document), pdf: await renderDocument(document, deps.shop) };
  }

  /**
   * A customer's orders, newest first. Guest orders placed with the customer's confirmed e-mail join
   * the account here, the first time the customer looks.
   */
  async function forCustomer(customerId: string, verifiedEmail: string | null): Promise<OrderSummaryData[]> {
    if (verifiedEmail) {
      await database.query(sql`
        UPDATE orders SET customer_id = ${customerId}
        WHERE customer_id IS NULL AND lower(email) = ${verifiedEmail.toLowerCase()}`);
    }
    const rows = await database.query<OrderRow & { item_count: number; first_item: string | null }>(sql`
      SELECT o.*, ${ITEM_COUNT},
             (SELECT name FROM order_lines WHERE order_id = o.id ORDER BY position LIMIT 1) AS first_item
      FROM orders o WHERE o.customer_id = ${customerId} ORDER BY o.created_at DESC LIMIT 100`);
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      paymentMethod: row.payment_method,
      createdAt: iso(row.created_at),
      totals: totalsOf(row),
      itemCount: Number(row.item_count ?? 0),
      firstItem: row.first_item ?? '',
    }));
  }

  /** Orders, newest first, a page at a time; the count stops at the back office's cap. */
  async function list(query: {
    status?: OrderStatus | undefined;
    search?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    limit: number;
  }): Promise<{ orders: AdminOrderRow[]; pagination: PageInfo }> {
    const conditions = [];
    if (query.status) conditions.push(sql`o.status = ${query.status}`);
    conditions.push(...placedBetween(query));
    if (query.search) {
      // An order number is found exactly (its unique index); otherwise the buyer's name, e-mail or phone.
      const like = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      conditions.push(sql`(o.number = ${query.search.toUpperCase()} OR o.name ILIKE ${like}
                           OR o.email ILIKE ${like} OR o.phone ILIKE ${like})`);
    }
    const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const rows = await database.query<OrderRow & { item_count: number }>(sql`
      SELECT o.*, ${ITEM_COUNT}
      FROM orders o ${where} ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`);
    const counted = await cappedCount(database, sql`FROM orders o ${where}`);
    return {
      orders: rows.map((row) => ({
        id: row.id,
        number: row.number,
        status: row.status,
        paymentMethod: row.payment_method,
        paymentStatus: row.payment_status,
        name: row.name,
        city: row.delivery_address.city,
        createdAt: iso(row.created_at),
        total: Number(row.total_paise),
        itemCount: Number(row.item_count ?? 0),
      })),
      pagination: pageInfo(query.page, query.limit, counted),
    };
  }

  /** Today's sales in India: orders placed today that are not cancelled, and their total in paise. */
  async function todaysSales(): Promise<{ orders: number; total: number }> {
    const [row] = await database.query<{ orders: number; total: number }>(sql`
      SELECT count(*)::int AS orders, coalesce(sum(total_paise), 0)::bigint AS total FROM orders
      WHERE created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')
        AND status NOT IN ('pending_payment', 'cancelled', 'refunded')`);
    return { orders: Number(row?.orders ?? 0), total: Number(row?.total ?? 0) };
  }

  return { authorisedRow, authorised, forStaff, document, forCustomer, list, todaysSales };
}
