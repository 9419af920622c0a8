// A person's orders, for the export and the erasure of a customer (decisions 155 and 156). The orders
// that are theirs are those placed signed in as the customer, and guest orders placed from an address
// they have confirmed (decision 082's rule: never through an address anyone could have typed). Erasing
// them keeps what the order's GST invoice must carry under Rule 46 of the CGST Rules and nothing else,
// and shuts the order's link.
import { sql, type SQL } from 'drizzle-orm';
import type { ExportedOrder } from '../../../contract/admin/operations.ts';
import {
  stateByCode,
  type Address,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../contract/orders.ts';
import type { TaxDocumentKind } from '../../../contract/order-rules.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { eraseBuyerFromDocuments } from '../billing/index.ts';
import type { orders } from '../../db/schema.ts';
import { iso } from '../../lib/dates.ts';
import { ERASED_EMAIL, ERASED_NAME } from '../../lib/erased.ts';

/** Whose orders: a customer, and the addresses they have confirmed (lower case). */
export interface OrderOwner {
  customerId: string;
  confirmedEmails: readonly string[];
}

/** The owner's orders, for a query on `orders o`. */
export const ordersOf = (owner: OrderOwner): SQL =>
  sql`(o.customer_id = ${owner.customerId}
       OR (o.customer_id IS NULL AND lower(o.email) = ANY(${sql.param([...owner.confirmedEmails])}::text[])))`;

/** Orders not done with: awaiting payment, on their way to the customer, or cancelled with money owed back. */
const OPEN = sql`(o.status IN ('pending_payment', 'placed', 'confirmed', 'shipped')
                  OR (o.status = 'cancelled' AND o.payment_status IN ('paid', 'refund_pending')))`;

/** The numbers of the owner's open orders, oldest first. */
export async function openOrderNumbers(executor: Executor, owner: OrderOwner): Promise<string[]> {
  const rows = await rowsOf<{ number: string }>(
    executor,
    sql`SELECT o.number FROM orders o WHERE ${ordersOf(owner)} AND ${OPEN} ORDER BY o.created_at, o.id`,
  );
  return rows.map((row) => row.number);
}

type OrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'number'
  | 'name'
  | 'email'
  | 'phone'
  | 'gstin'
  | 'place_of_supply'
  | 'taxable_paise'
  | 'cgst_paise'
  | 'sgst_paise'
  | 'igst_paise'
  | 'total_paise'
  | 'carrier'
  | 'tracking_number'
  | 'created_at'
> & {
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  delivery_address: Address;
  billing_address: Address;
};

const withState = (address: Address) => ({
  ...address,
  stateName: stateByCode(address.stateCode)?.name ?? address.stateCode,
});

/** The owner's orders as stored, newest first, with their lines and history (never who on the staff acted). */
export async function exportOrders(executor: Executor, owner: OrderOwner): Promise<ExportedOrder[]> {
  const rows = await rowsOf<OrderRow>(
    executor,
    sql`SELECT o.id, o.number, o.status, o.payment_method, o.payment_status, o.created_at, o.name, o.email,
               o.phone, o.delivery_address, o.billing_address, o.gstin, o.place_of_supply, o.taxable_paise,
               o.cgst_paise, o.sgst_paise, o.igst_paise, o.total_paise, o.carrier, o.tracking_number
        FROM orders o WHERE ${ordersOf(owner)} ORDER BY o.created_at DESC, o.id`,
  );
  if (rows.length === 0) return [];
  const ids = sql`${sql.param(rows.map((row) => row.id))}::uuid[]`;
  const lines = await rowsOf<{
    order_id: string;
    name: string;
    variant_name: string | null;
    hsn_code: string;
    gst_rate_bp: number;
    unit_price: number;
    quantity: number;
    amount_paise: number;
  }>(
    executor,
    sql`SELECT order_id, name, variant_name, hsn_code, gst_rate_bp, unit_price, quantity, amount_paise
        FROM order_lines WHERE order_id = ANY(${ids}) ORDER BY order_id, position`,
  );
  const events = await rowsOf<{
    order_id: string;
    status: OrderStatus;
    created_at: string;
    note: string | null;
  }>(
    executor,
    sql`SELECT order_id, status, created_at, note FROM order_events
        WHERE order_id = ANY(${ids}) ORDER BY created_at, id`,
  );
  const documents = await rowsOf<{
    order_id: string;
    kind: TaxDocumentKind;
    number: string;
    date: string;
    total_paise: number;
  }>(
    executor,
    sql`SELECT order_id, kind, number, to_char(issued_on, 'YYYY-MM-DD') AS date, total_paise
        FROM tax_documents WHERE order_id = ANY(${ids}) ORDER BY issued_on, created_at, serial`,
  );
  return rows.map((row) => {
    const own = documents
      .filter((document) => document.order_id === row.id)
      .map(({ order_id: _order, ...document }) => ({
        ...document,
        total_paise: Number(document.total_paise),
      }));
    const invoice = own.find((document) => document.kind === 'invoice');
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      payment_method: row.payment_method,
      payment_status: row.payment_status,
      created_at: iso(row.created_at),
      name: row.name,
      email: row.email,
      phone: row.phone,
      delivery_address: withState(row.delivery_address),
      billing_address: withState(row.billing_address),
      gstin: row.gstin,
      place_of_supply: {
        code: row.place_of_supply,
        name: stateByCode(row.place_of_supply)?.name ?? row.place_of_supply,
      },
      lines: lines
        .filter((line) => line.order_id === row.id)
        .map(({ order_id: _order, ...line }) => ({
          ...line,
          gst_rate_bp: Number(line.gst_rate_bp),
          unit_price: Number(line.unit_price),
          quantity: Number(line.quantity),
          amount_paise: Number(line.amount_paise),
        })),
      totals: {
        taxable_paise: Number(row.taxable_paise),
        cgst_paise: Number(row.cgst_paise),
        sgst_paise: Number(row.sgst_paise),
        igst_paise: Number(row.igst_paise),
        total_paise: Number(row.total_paise),
      },
      invoice: invoice ? { number: invoice.number, date: invoice.date } : null,
      documents: own,
      carrier: row.carrier,
      tracking_number: row.tracking_number,
      history: events
        .filter((event) => event.order_id === row.id)
        .map((event) => ({ status: event.status, at: iso(event.created_at), note: event.note })),
    };
  });
}

/** Rule 46(f): an unregistered buyer's name and addresses are on the invoice from this taxable value. */
export const NAMED_B2C_FROM_PAISE = 50_000 * 100;

/** An address reduced to its state, which the invoice shows as the place of supply. */
const stateOnly = (address: Address): Address => ({
  line1: '',
  area: '',
  city: '',
  stateCode: address.stateCode,
  pincode: '',
});

/**
 * What an erased customer's order keeps of them (decision 156), by what Rule 46 makes its invoice carry:
 * a registered buyer's name, address and GSTIN (46(e)); an unregistered buyer's name, address and
 * delivery address when the taxable value is ₹50,000 or more (46(f)); below that, none of these (46(g):
 * only when the buyer asks, which checkout does not offer). The states stay in every case: they decide
 * the tax, and the returns report supplies by state. E-mail and phone are on no invoice and always go.
 */
export function keptForInvoice(order: {
  name: string;
  gstin: string | null;
  taxable_paise: number;
  delivery_address: Address;
  billing_address: Address;
}): { name: string; delivery_address: Address; billing_address: Address } {
  if (order.gstin)
    return {
      name: order.name,
      billing_address: order.billing_address,
      delivery_address: stateOnly(order.delivery_address),
    };
  if (Number(order.taxable_paise) >= NAMED_B2C_FROM_PAISE)
    return {
      name: order.name,
      billing_address: order.billing_address,
      delivery_address: order.delivery_address,
    };
  return {
    name: ERASED_NAME,
    billing_address: stateOnly(order.billing_address),
    delivery_address: stateOnly(order.delivery_address),
  };
}

/** What erasing a person's orders took out: the orders' numbers, and the address lines they held. */
export interface ErasedOrders {
  numbers: string[];
  /** For taking the person out of other records' free text as well. */
  addressLines: string[];
}

/**
 * Erases the owner from their orders, in the caller's transaction: each keeps only what its invoice must
 * carry, loses its contact details, its checkout key and its customer, and is marked erased, which
 * shuts its link and its invoice to anyone but staff. The notes staff wrote on its history go (free
 * text that may name the buyer); the carrier and tracking number stay on the order. Call it before the
 * customer record is deleted.
 */
export async function eraseOrders(executor: Executor, owner: OrderOwner): Promise<ErasedOrders> {
  const rows = await rowsOf<
    Pick<
      OrderRow,
      'id' | 'number' | 'name' | 'gstin' | 'taxable_paise' | 'delivery_address' | 'billing_address'
    >
  >(
    executor,
    sql`SELECT o.id, o.number, o.name, o.gstin, o.taxable_paise, o.delivery_address, o.billing_address
        FROM orders o WHERE ${ordersOf(owner)} ORDER BY o.id FOR UPDATE`,
  );
  for (const row of rows) {
    const kept = keptForInvoice(row);
    await executor.execute(sql`
      UPDATE orders SET name = ${kept.name}, email = ${ERASED_EMAIL}, phone = '',
             delivery_address = ${JSON.stringify(kept.delivery_address)}::jsonb,
             billing_address = ${JSON.stringify(kept.billing_address)}::jsonb,
             customer_id = NULL, idempotency_key = NULL, request_hash = 'erased', erased_at = now(),
             updated_at = now()
      WHERE id = ${row.id}`);
    await eraseBuyerFromDocuments(executor, row.id, {
      name: kept.name,
      billing_address: withState(kept.billing_address),
      delivery_address: withState(kept.delivery_address),
    });
  }
  if (rows.length > 0) {
    await executor.execute(sql`
      UPDATE order_events SET note = NULL
      WHERE order_id = ANY(${sql.param(rows.map((row) => row.id))}::uuid[]) AND actor = 'staff'`);
  }
  return {
    numbers: rows.map((row) => row.number),
    addressLines: rows.flatMap((row) =>
      [row.delivery_address, row.billing_address].flatMap((address) =>
        [address.line1, address.area, address.landmark ?? ''].filter(Boolean),
      ),
    ),
  };
}
