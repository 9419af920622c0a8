// One order read whole (decision 124): its row, lines, history, tax documents and latest refund, and the
// answer the shop gives for it. Every part of the orders service that answers with an order reads it
// here, inside the caller's transaction when it has one.
import { sql } from 'drizzle-orm';
import {
  customerMayCancel,
  stateByCode,
  type Address,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type QuoteLine,
  type TaxDocumentRef,
  type TaxTotals,
} from '../../../contract/orders.ts';
import type { OrderActor } from '../../../contract/admin/orders.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { iso } from '../../lib/dates.ts';
import { documentsOf } from '../billing/index.ts';
import { latestRefund } from './order-payments.ts';
import type { OnlineGateway } from './payments.ts';

export const ORDER_NOT_FOUND = 'Order not found';

export interface OrderRow {
  id: string;
  number: string;
  customer_id: string | null;
  name: string;
  email: string;
  phone: string;
  delivery_address: Address;
  billing_address: Address;
  gstin: string | null;
  place_of_supply: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  discount_paise: number;
  carrier: string | null;
  tracking_number: string | null;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  request_hash: string;
  erased_at: string | Date | null;
  created_at: string | Date;
}

interface LineRow {
  id: string;
  order_id: string;
  kind: 'product' | 'installation';
  product_id: string | null;
  variant_id: string | null;
  name: string;
  variant_name: string | null;
  hsn_code: string;
  gst_rate_bp: number;
  unit_price: number;
  quantity: number;
  amount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  discount_paise: number;
  slug: string | null;
}

/** A step of an order's history, with the member behind a staff move (staff see who; shoppers never do). */
export interface EventRow {
  status: OrderStatus;
  created_at: string | Date;
  note: string | null;
  actor: OrderActor;
  staff_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** An order with its stored row, for the checks that read columns the answer does not carry. */
export interface LoadedOrder {
  order: Order;
  row: OrderRow;
  events: EventRow[];
}

/** Reads an order as the shop answers it; the service binds its gateway. */
export type ReadOrder = (executor: Executor, id: string) => Promise<Order | null>;

/** An order's amounts in paise, as its row keeps them. */
export const totalsOf = (row: OrderRow): TaxTotals => ({
  taxable: Number(row.taxable_paise),
  cgst: Number(row.cgst_paise),
  sgst: Number(row.sgst_paise),
  igst: Number(row.igst_paise),
  total: Number(row.total_paise),
});

export const stateOf = (code: string) => ({ code, name: stateByCode(code)?.name ?? code });

const withState = (address: Address) => ({ ...address, stateName: stateOf(address.stateCode).name });

/**
 * The order `id` with its stored row and history, or null. An order awaiting online payment carries what
 * the browser needs to pay it, when `gateway` is configured.
 */
export async function loadOrder(
  executor: Executor,
  id: string,
  gateway: OnlineGateway | undefined,
): Promise<LoadedOrder | null> {
  const [row] = await rowsOf<OrderRow>(executor, sql`SELECT * FROM orders WHERE id = ${id}`);
  if (!row) return null;
  const lines = await rowsOf<LineRow>(
    executor,
    sql`SELECT l.*, p.slug FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
        WHERE l.order_id = ${id} ORDER BY l.position`,
  );
  const events = await rowsOf<EventRow>(
    executor,
    sql`SELECT e.status, e.created_at, e.note, e.actor, e.staff_id, s.first_name, s.last_name
        FROM order_events e LEFT JOIN staff s ON s.id = e.staff_id
        WHERE e.order_id = ${id} ORDER BY e.created_at, e.id`,
  );
  const documents = await documentsOf(executor, id);
  const refund = await latestRefund(executor, id);
  const coupons = await rowsOf<{ code: string; discount_paise: number }>(
    executor,
    sql`SELECT c.code, r.discount_paise FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id
        WHERE r.order_id = ${id} ORDER BY r.created_at, c.code`,
  );
  const order = toOrder(row, lines, events, documents, refund, gateway);
  order.coupons = coupons.map((coupon) => ({ code: coupon.code, discount: Number(coupon.discount_paise) }));
  return { order, row, events };
}

function toOrder(
  row: OrderRow,
  lines: LineRow[],
  events: EventRow[],
  documents: TaxDocumentRef[],
  refund: Order['refund'],
  gateway: OnlineGateway | undefined,
): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    createdAt: iso(row.created_at),
    name: row.name,
    email: row.email,
    phone: row.phone,
    delivery: withState(row.delivery_address),
    billing: withState(row.billing_address),
    gstin: row.gstin,
    placeOfSupply: stateOf(row.place_of_supply),
    lines: lines.map((line): QuoteLine => ({
      lineId: line.id,
      kind: line.kind,
      productId: line.product_id,
      variantId: line.variant_id,
      name: line.name,
      variantName: line.variant_name,
      slug: line.slug,
      hsnCode: line.hsn_code,
      gstRateBp: Number(line.gst_rate_bp),
      unitPrice: Number(line.unit_price),
      quantity: Number(line.quantity),
      amount: Number(line.amount_paise),
      discount: Number(line.discount_paise),
      taxable: Number(line.taxable_paise),
      cgst: Number(line.cgst_paise),
      sgst: Number(line.sgst_paise),
      igst: Number(line.igst_paise),
    })),
    totals: totalsOf(row),
    coupons: [],
    discount: Number(row.discount_paise),
    invoice: documents.find((document) => document.kind === 'invoice') ?? null,
    creditNotes: documents.filter((document) => document.kind === 'credit_note'),
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    events: events.map((event) => ({ status: event.status, at: iso(event.created_at), note: event.note })),
    canCancel: customerMayCancel(row.status),
    payment:
      row.status === 'pending_payment' && row.gateway_order_id && gateway
        ? {
            provider: 'razorpay',
            keyId: gateway.keyId,
            gatewayOrderId: row.gateway_order_id,
            amount: Number(row.total_paise),
            currency: 'INR',
            checkoutUrl: gateway.checkoutUrl,
          }
        : null,
    refund,
  };
}
