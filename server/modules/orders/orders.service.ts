// Orders (decision 124): pricing a cart, placing an order once per Idempotency-Key, the order's life
// through its allowed statuses, and who may see it. Every amount is the server's: the browser's prices
// are compared, never used. Placing an order takes its stock, numbers its invoice and queues its
// e-mails in one transaction, so an order exists whole or not at all.
import { sql } from 'drizzle-orm';
import type { PincodeAnswer } from '../../../contract/delivery.ts';
import { indiaToday } from '../../../contract/leads.ts';
import { formatRupees } from '../../../contract/money.ts';
import {
  canMove,
  codCapReason,
  customerMayCancel,
  documentFileName,
  ORDER_NUMBER_PREFIX,
  ORDER_TOTAL_MAX_RUPEES,
  stateByCode,
  type Address,
  type CallbackData,
  type CallbackRequestParsed,
  type CheckoutSettings,
  type Order,
  type OrderStatus,
  type OrderSummaryData,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentConfirm,
  type PlaceOrderParsed,
  type Quote,
  type QuoteLine,
  type QuoteRequest,
  type TaxDocumentRef,
  type TaxTotals,
} from '../../../contract/orders.ts';
import type { AdminOrder, AdminOrderRow, OrderActor } from '../../../contract/admin/orders.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { requestHash as requestHashOf } from '../../lib/digests.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import type { PageInfo } from '../../../contract/admin/common.ts';
import { refusalOf } from '../../lib/db-errors.ts';
import { recordAudit, staffName } from '../staff/index.ts';
import { cappedCount, pageInfo } from '../../lib/pagination.ts';
import { offsetOf } from '../../lib/pagination.ts';
import type { LeadsService, RequestMeta } from '../leads/index.ts';
import { callbackCartText } from './callback.ts';
import {
  creditNoteFor,
  documentsOf,
  issueDocument,
  readDocument,
  renderDocument,
  type Supplier,
} from '../billing/index.ts';
import {
  orderConfirmationEmails,
  orderStatusEmail,
  type OrderEmailSettings,
} from '../../email/order-emails.ts';
import type { OrderLinks } from './order-links.ts';
import { createGatewayBreaker } from './gateway-breaker.ts';
import { createOrderPayments, type Actor } from './order-payments.ts';
import { openAlerts } from './payment-alerts.ts';
import { cashOnDelivery, type OnlineGateway } from './payments.ts';
import {
  priceCart,
  type PricedCart,
  type ProductRow,
  type RequestedLine,
  type VariantRow,
} from './pricing.ts';
import { isIntraState } from './tax.ts';

export const ORDER_NOT_FOUND = 'Order not found';

/** The shop as its orders and documents name it: billing's Supplier. */
export type ShopIdentity = Supplier;

export interface OrdersOptions {
  /** The pincode lookup of the delivery module. */
  lookup: (pincode: string) => Promise<PincodeAnswer>;
  links: OrderLinks;
  shop: ShopIdentity;
  emails: OrderEmailSettings;
  /** Where the order page lives: `${shopOrigin}/orders/view?id=…&token=…`. */
  shopOrigin: string;
  messageIdDomain: string;
  /** Cash on delivery is offered up to this total, whole rupees. */
  codMaxRupees: number;
  /** Razorpay, when its keys are configured; without it, only cash on delivery is offered. */
  gateway?: OnlineGateway | undefined;
  /** How long an order awaiting online payment holds its stock. */
  reservationMinutes?: number;
  /** The most pieces one order may hold until it is paid (decision 160). */
  unpaidUnitsMax?: number;
  /** Where a request to be called back to order a cart goes: the leads (decision 161). */
  callbacks?: Pick<LeadsService, 'submitCallback'>;
  /** How long online payment is not offered after the gateway failed three times running. */
  onlinePaymentPauseMs?: number;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
  now?: () => Date;
}

/** Who is asking for an order: its customer, a holder of its link, or staff. */
export type OrderAccess =
  { customerId: string; verifiedEmail?: string | null } | { token: string } | { staff: true };

interface OrderRow {
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
  carrier: string | null;
  tracking_number: string | null;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  request_hash: string;
  erased_at: string | Date | null;
  created_at: string | Date;
}

interface LineRow {
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
  slug: string | null;
}

/** A step of an order's history, with the member behind a staff move (staff see who; shoppers never do). */
interface EventRow {
  status: OrderStatus;
  created_at: string | Date;
  note: string | null;
  actor: OrderActor;
  staff_id: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** An order's amounts in paise, as its row keeps them. */
const totalsOf = (row: OrderRow): TaxTotals => ({
  taxable: Number(row.taxable_paise),
  cgst: Number(row.cgst_paise),
  sgst: Number(row.sgst_paise),
  igst: Number(row.igst_paise),
  total: Number(row.total_paise),
});

/** The pieces in an order `o` (installation is not a piece), for the lists. */
const ITEM_COUNT = sql`(SELECT sum(quantity)::int FROM order_lines WHERE order_id = o.id AND kind = 'product') AS item_count`;

const stateOf = (code: string) => ({ code, name: stateByCode(code)?.name ?? code });

const withState = (address: Address) => ({ ...address, stateName: stateOf(address.stateCode).name });

/** The 409 a cart with problems or changed prices gets: the new quote is in `details`. */
function refuseQuote(quote: Quote): never {
  const first = quote.problems[0];
  if (first) throw new AppError('conflict', first.message, { details: { reason: 'unavailable', quote } });
  const change = quote.priceChanges[0]!;
  throw new AppError(
    'conflict',
    `The price of ${change.name} has changed from ${formatRupees(change.was)} to ${formatRupees(change.now)}. Please review your order.`,
    { details: { reason: 'price_changed', quote } },
  );
}

export function createOrdersService(database: Database, options: OrdersOptions) {
  const now = options.now ?? (() => new Date());
  const gateway = options.gateway;
  const reservationMinutes = options.reservationMinutes ?? 30;
  const unpaidUnitsMax = options.unpaidUnitsMax ?? 30;
  const breaker = createGatewayBreaker({ failures: 3, pauseMs: options.onlinePaymentPauseMs ?? 300_000 });
  const providerOf = (method: PaymentMethod) => (method === 'online' && gateway ? gateway : cashOnDelivery);
  const orderUrl = async (id: string, executor?: Executor) =>
    `${options.shopOrigin}/orders/view?id=${id}&token=${await options.links.tokenFor(id, executor)}`;
  const payments = createOrderPayments({
    database,
    gateway,
    alerts: {
      settings: options.emails,
      messageIdDomain: options.messageIdDomain,
      adminUrl: (id) => `${options.shopOrigin}/admin/orders/${id}`,
    },
    log: options.log,
    move,
    readOrder,
    placePaid,
  });

  /** The products and variants of `lines`, with their stock; locked for the transaction when `lock`. */
  async function loadRows(executor: Executor, lines: readonly RequestedLine[], lock: boolean) {
    const productIds = [...new Set(lines.map((line) => line.productId))].sort();
    const variantIds = [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))];
    // Stock rows are locked in one order (by product id), so two checkouts never wait on each other in
    // a circle; the second sees what the first left.
    const stock = await rowsOf<{ product_id: string; quantity: number }>(
      executor,
      lock
        ? sql`SELECT product_id, quantity FROM product_stock WHERE product_id = ANY(${sql.param(productIds)}::uuid[]) ORDER BY product_id FOR UPDATE`
        : sql`SELECT product_id, quantity FROM product_stock WHERE product_id = ANY(${sql.param(productIds)}::uuid[])`,
    );
    const quantityOf = new Map(stock.map((row) => [row.product_id, Number(row.quantity)]));
    const productRows = await rowsOf<Omit<ProductRow, 'stock_quantity'>>(
      executor,
      sql`SELECT id, name, slug, sku, price, discount_price, stock_status, status, hsn_code, gst_rate_bp
          FROM products WHERE id = ANY(${sql.param(productIds)}::uuid[])`,
    );
    const variantRows =
      variantIds.length === 0
        ? []
        : await rowsOf<VariantRow>(
            executor,
            sql`SELECT id, product_id, name, sku, price, discount_price, stock_status
                FROM product_variants WHERE id = ANY(${sql.param(variantIds)}::uuid[])`,
          );
    const products = new Map(
      productRows.map((row) => [
        row.id,
        { ...row, gst_rate_bp: Number(row.gst_rate_bp), stock_quantity: quantityOf.get(row.id) ?? null },
      ]),
    );
    return { products, variants: new Map(variantRows.map((row) => [row.id, row])) };
  }

  /** The quote of a cart for a pincode and state: the lines, tax, total, payment choices and problems. */
  async function quoteWith(
    executor: Executor,
    request: { lines: readonly RequestedLine[]; pincode: string; stateCode: string; installation: boolean },
    lock: boolean,
    // Looked up before a transaction opens: the lookup reads outside it, and an embedded database has
    // one connection, which the transaction holds.
    delivery: PincodeAnswer,
  ): Promise<{ quote: Quote; priced: PricedCart; delivery: PincodeAnswer }> {
    const intraState = isIntraState(options.shop.stateCode, request.stateCode);
    const paidInstallation =
      delivery.serviceable && delivery.installation.kind === 'paid' && request.installation
        ? { price: delivery.installation.price ?? 0 }
        : null;
    const { products, variants } = await loadRows(executor, request.lines, lock);
    const priced = priceCart(request.lines, products, variants, intraState, paidInstallation);
    const totalRupees = priced.totals.total / 100;
    const codReason = !delivery.serviceable
      ? null
      : !delivery.cashOnDelivery
        ? `Cash on delivery is not available for pincode ${request.pincode}.`
        : totalRupees > options.codMaxRupees
          ? codCapReason(options.codMaxRupees)
          : null;
    const quote: Quote = {
      lines: priced.lines,
      totals: priced.totals,
      intraState,
      placeOfSupply: stateOf(request.stateCode),
      delivery: delivery.serviceable
        ? {
            serviceable: true,
            zone: delivery.zone,
            estimatedDelivery: delivery.estimatedDelivery,
            installation: delivery.installation,
          }
        : { serviceable: false, zone: null, estimatedDelivery: null, installation: null },
      payment: {
        cod: { available: delivery.serviceable && codReason === null, reason: codReason },
        online: { available: gateway !== undefined && delivery.serviceable && breaker.offers() },
      },
      priceChanges: priced.priceChanges,
      problems: priced.problems,
    };
    return { quote, priced, delivery };
  }

  /** An order with its stored row, for the checks that read columns the answer does not carry. */
  async function loadOrder(
    executor: Executor,
    id: string,
  ): Promise<{ order: Order; row: OrderRow; events: EventRow[] } | null> {
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
    const refund = await payments.latestRefund(executor, id);
    return { order: toOrder(row, lines, events, documents, refund), row, events };
  }

  async function readOrder(executor: Executor, id: string): Promise<Order | null> {
    return (await loadOrder(executor, id))?.order ?? null;
  }

  function toOrder(
    row: OrderRow,
    lines: LineRow[],
    events: EventRow[],
    documents: TaxDocumentRef[],
    refund: Order['refund'],
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
        taxable: Number(line.taxable_paise),
        cgst: Number(line.cgst_paise),
        sgst: Number(line.sgst_paise),
        igst: Number(line.igst_paise),
      })),
      totals: totalsOf(row),
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

  /** The order for `access` with its row, or a 404 that says nothing about orders the caller may not see. */
  async function authorisedRow(id: string, access: OrderAccess): Promise<{ order: Order; row: OrderRow }> {
    const loaded = await loadOrder(database.db, id);
    if (!loaded) throw AppError.notFound(ORDER_NOT_FOUND);
    if ('staff' in access) return loaded;
    // Its customer was erased: the order is kept for the tax records only, and opens for no one else
    // (decision 156).
    if (loaded.row.erased_at) throw AppError.notFound(ORDER_NOT_FOUND);
    if ('token' in access) {
      if (await options.links.verify(id, access.token)) return loaded;
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

  /** Moves an order to `to` with its event, its stock and its e-mail, in the caller's transaction. */
  async function move(
    tx: Executor,
    id: string,
    to: OrderStatus,
    actor: Actor,
    extra: { note?: string; carrier?: string; trackingNumber?: string } = {},
  ): Promise<Order> {
    const [row] = await rowsOf<{ status: OrderStatus; payment_status: PaymentStatus }>(
      tx,
      sql`SELECT status, payment_status FROM orders WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
    if (!canMove(row.status, to)) {
      throw new AppError(
        'conflict',
        `An order that is ${row.status.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.`,
      );
    }
    await tx.execute(sql`
      UPDATE orders SET status = ${to}, updated_at = now(),
        carrier = coalesce(${extra.carrier ?? null}, carrier),
        tracking_number = coalesce(${extra.trackingNumber ?? null}, tracking_number),
        payment_status = CASE WHEN ${to} = 'delivered' AND payment_method = 'cod' THEN 'paid'
                              WHEN ${to} = 'refunded' THEN 'refunded' ELSE payment_status END,
        reserved_until = NULL
      WHERE id = ${id}`);
    await tx.execute(sql`
      INSERT INTO order_events (order_id, status, actor, staff_id, note)
      VALUES (${id}, ${to}, ${actor.kind}, ${actor.staffId ?? null}, ${extra.note ?? null})`);
    if (to === 'cancelled') {
      await giveBackStock(tx, id);
      await creditInvoice(tx, id);
    }
    if (to === 'delivered') await payments.collectCash(tx, id);
    const order = (await readOrder(tx, id))!;
    // A member's move is audited with it (decision 154); the note, which staff may write freely, is not.
    if (actor.staffId) {
      await recordAudit(tx, {
        actor: { id: actor.staffId },
        action: `order.${to}`,
        entityType: 'order',
        entityId: id,
        before: { status: row.status, payment_status: row.payment_status },
        after: {
          status: order.status,
          payment_status: order.paymentStatus,
          ...(to === 'shipped' ? { carrier: order.carrier, tracking_number: order.trackingNumber } : {}),
        },
      });
    }
    await enqueueEmail(
      tx,
      { topic: `order.${to}`, email: orderStatusEmail(options.emails, order, await orderUrl(id, tx)) },
      options.messageIdDomain,
    );
    return order;
  }

  /**
   * The order's GST invoice (decision 162), numbered in the caller's transaction: the one that places the
   * order (cash on delivery) or records its payment (online). It copies the order's lines and buyer.
   */
  async function issueInvoice(tx: Executor, id: string): Promise<void> {
    const order = (await readOrder(tx, id))!;
    await issueDocument(tx, {
      kind: 'invoice',
      issuedOn: indiaToday(now()),
      orderId: id,
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
        taxable: line.taxable,
        cgst: line.cgst,
        sgst: line.sgst,
        igst: line.igst,
      })),
    });
  }

  /** A cancelled order's invoice, if it had one, is cancelled by a credit note for all of it (CGST Act s. 34). */
  async function creditInvoice(tx: Executor, id: string): Promise<void> {
    const [invoice] = await rowsOf<{ id: string }>(
      tx,
      sql`SELECT id FROM tax_documents WHERE order_id = ${id} AND kind = 'invoice'`,
    );
    if (invoice)
      await creditNoteFor(tx, invoice.id, { issuedOn: indiaToday(now()), reason: 'Order cancelled' });
  }

  /** A cancelled order's units go back on hand; a product that had sold out is in stock again. */
  async function giveBackStock(tx: Executor, orderId: string): Promise<void> {
    await tx.execute(sql`
      WITH back AS (
        SELECT product_id, sum(quantity)::int AS quantity FROM order_lines
        WHERE order_id = ${orderId} AND kind = 'product' AND product_id IS NOT NULL GROUP BY product_id
      ), restocked AS (
        UPDATE product_stock s SET quantity = s.quantity + back.quantity, updated_at = now()
        FROM back WHERE s.product_id = back.product_id
        RETURNING s.product_id
      )
      UPDATE products SET stock_status = 'in_stock', version = version + 1
      WHERE id IN (SELECT product_id FROM restocked) AND stock_status = 'out_of_stock'`);
  }

  /**
   * An order awaiting online payment gets its gateway order once (a retry after a lost answer finds it
   * stored). When the gateway cannot be reached the order is cancelled at once, its stock back on sale.
   */
  async function withGatewayOrder(order: Order): Promise<Order> {
    if (order.status !== 'pending_payment' || order.payment) return order;
    let opened: { gatewayOrderId: string } | null;
    try {
      opened = await providerOf(order.paymentMethod).open({
        id: order.id,
        number: order.number,
        total: order.totals.total,
      });
    } catch (error) {
      breaker.failed();
      options.log?.error({ err: error, orderId: order.id }, 'the payment gateway did not open an order');
      await database.db.transaction((tx) =>
        move(tx, order.id, 'cancelled', { kind: 'system' }, { note: 'Online payment could not be started' }),
      );
      wakeOutbox();
      throw new AppError(
        'unavailable',
        'Online payment is unavailable right now. Please try again in a few minutes, or choose cash on delivery.',
      );
    }
    if (!opened) return order;
    breaker.succeeded();
    await database.query(
      sql`UPDATE orders SET gateway_order_id = ${opened.gatewayOrderId}, updated_at = now()
          WHERE id = ${order.id} AND gateway_order_id IS NULL`,
    );
    return (await readOrder(database.db, order.id))!;
  }

  /** A paid order is placed, in the caller's transaction: its invoice, its event and its e-mails. */
  async function placePaid(tx: Executor, id: string, actor: Actor, note: string): Promise<void> {
    await issueInvoice(tx, id);
    await tx.execute(sql`
      INSERT INTO order_events (order_id, status, actor, note) VALUES (${id}, 'placed', ${actor.kind}, ${note})`);
    const order = (await readOrder(tx, id))!;
    const emails = orderConfirmationEmails(options.emails, order, await orderUrl(id, tx));
    await enqueueEmail(tx, { topic: 'order.placed', email: emails.customer }, options.messageIdDomain);
    await enqueueEmail(tx, { topic: 'order.business', email: emails.business }, options.messageIdDomain);
  }

  return {
    /** What the cart and checkout need to know before a quote: how an order can be paid, and its size. */
    settings(): CheckoutSettings {
      return {
        codMaxRupees: options.codMaxRupees,
        onlinePayment: gateway !== undefined,
        unitsMax: unpaidUnitsMax,
      };
    },

    /**
     * A request to be called back to order the cart (decision 161): the lines priced from the shop's own
     * rows, written down as a lead for staff, with its two e-mails.
     */
    async requestCallback(
      input: CallbackRequestParsed,
      meta: RequestMeta,
    ): Promise<{ data: CallbackData; replayed: boolean }> {
      if (!options.callbacks) throw new AppError('unavailable', 'Callbacks cannot be requested right now.');
      const { products, variants } = await loadRows(database.db, input.lines, false);
      const priced = priceCart(input.lines, products, variants, true, null);
      return options.callbacks.submitCallback(
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          cart: callbackCartText(priced, input.pincode),
        },
        meta,
      );
    },

    async quote(request: QuoteRequest): Promise<Quote> {
      const { quote } = await quoteWith(
        database.db,
        { ...request, installation: request.installation ?? false },
        false,
        await options.lookup(request.pincode),
      );
      return quote;
    },

    /**
     * Places an order. The same Idempotency-Key answers with the first order (`replayed`); with another
     * body it is refused (422). Problems and changed prices are a 409 carrying the new quote.
     */
    async place(
      input: PlaceOrderParsed,
      meta: { idempotencyKey?: string | undefined; customerId?: string | undefined },
    ): Promise<{ order: Order; accessToken: string; replayed: boolean }> {
      const requestHash = requestHashOf({ input, customer: meta.customerId ?? null });
      const replay = async (): Promise<{ order: Order; accessToken: string; replayed: boolean } | null> => {
        if (!meta.idempotencyKey) return null;
        const [held] = await database.query<{ id: string; request_hash: string }>(
          sql`SELECT id, request_hash FROM orders WHERE idempotency_key = ${meta.idempotencyKey}`,
        );
        if (!held) return null;
        if (held.request_hash !== requestHash) {
          throw new AppError(
            'unprocessable',
            'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
          );
        }
        const order = await withGatewayOrder((await readOrder(database.db, held.id))!);
        return { order, accessToken: await options.links.tokenFor(held.id), replayed: true };
      };
      const earlier = await replay();
      if (earlier) return earlier;

      // Every order is unpaid when it is placed, and holds its stock from then on (decision 160).
      const units = input.lines.reduce((sum, line) => sum + line.quantity, 0);
      if (units > unpaidUnitsMax) {
        throw new AppError(
          'unprocessable',
          `An order placed here may hold at most ${unpaidUnitsMax} pieces until it is paid, and this one holds ${units}. Please request a callback and we will take your order by phone.`,
          {
            details: [{ field: 'lines', message: `lines must hold at most ${unpaidUnitsMax} pieces in all` }],
          },
        );
      }

      const billing = input.billing ?? input.delivery;
      const deliveryAnswer = await options.lookup(input.delivery.pincode);
      let orderId: string;
      try {
        orderId = await database.db.transaction(async (tx) => {
          const { quote, priced, delivery } = await quoteWith(
            tx,
            {
              lines: input.lines,
              pincode: input.delivery.pincode,
              stateCode: input.delivery.stateCode,
              installation: input.installation,
            },
            true,
            deliveryAnswer,
          );
          if (!delivery.serviceable) {
            throw new AppError(
              'unprocessable',
              `We don't deliver to ${input.delivery.pincode} yet. Please choose another delivery address.`,
              {
                details: [
                  {
                    field: 'delivery.pincode',
                    message: `We don't deliver to ${input.delivery.pincode} yet.`,
                  },
                ],
              },
            );
          }
          if (quote.problems.length > 0 || quote.priceChanges.length > 0) refuseQuote(quote);
          if (priced.totals.total > ORDER_TOTAL_MAX_RUPEES * 100) {
            throw new AppError(
              'unprocessable',
              'Orders above ₹1,00,00,000 are placed with our team. Please contact us.',
            );
          }
          if (input.paymentMethod === 'cod' && !quote.payment.cod.available) {
            throw new AppError(
              'unprocessable',
              quote.payment.cod.reason ?? 'Cash on delivery is not available.',
              {
                details: [
                  {
                    field: 'paymentMethod',
                    message: quote.payment.cod.reason ?? 'Cash on delivery is not available.',
                  },
                ],
              },
            );
          }
          if (input.paymentMethod === 'online' && !quote.payment.online.available) {
            throw new AppError(
              'unprocessable',
              'Online payment is not available. Please choose cash on delivery.',
              {
                details: [{ field: 'paymentMethod', message: 'Online payment is not available yet.' }],
              },
            );
          }

          for (const [productId, quantity] of priced.demand) {
            await tx.execute(sql`
              UPDATE product_stock SET quantity = quantity - ${quantity}, updated_at = now()
              WHERE product_id = ${productId}`);
          }
          // The last unit sold: the shop shows the piece as out of stock (a catalogue change, so rare).
          const counted = [...priced.demand.keys()];
          if (counted.length > 0) {
            await tx.execute(sql`
              UPDATE products SET stock_status = 'out_of_stock', version = version + 1
              WHERE id IN (SELECT product_id FROM product_stock
                           WHERE product_id = ANY(${sql.param(counted)}::uuid[]) AND quantity = 0)
                AND stock_status = 'in_stock'`);
          }

          const cod = input.paymentMethod === 'cod';
          const [created] = await rowsOf<{ id: string }>(
            tx,
            sql`
            INSERT INTO orders (number, customer_id, name, email, phone, delivery_address, billing_address, gstin,
                                place_of_supply, status, payment_method, payment_status, taxable_paise, cgst_paise,
                                sgst_paise, igst_paise, total_paise, reserved_until, idempotency_key, request_hash)
            VALUES (${ORDER_NUMBER_PREFIX} || nextval('order_numbers'), ${meta.customerId ?? null}, ${input.name},
                    ${input.email.toLowerCase()}, ${input.phone}, ${JSON.stringify(input.delivery)}::jsonb,
                    ${JSON.stringify(billing)}::jsonb, ${input.gstin ?? null}, ${input.delivery.stateCode},
                    ${cod ? 'placed' : 'pending_payment'}, ${input.paymentMethod}, 'due',
                    ${priced.totals.taxable}, ${priced.totals.cgst}, ${priced.totals.sgst}, ${priced.totals.igst},
                    ${priced.totals.total}, ${cod ? null : sql`now() + make_interval(mins => ${reservationMinutes})`},
                    ${meta.idempotencyKey ?? null}, ${requestHash})
            RETURNING id`,
          );
          const id = created!.id;
          const values = priced.lines.map(
            (line, position) =>
              sql`(${id}, ${position + 1}, ${line.kind}, ${line.productId}, ${line.variantId}, ${line.name},
                   ${line.variantName}, ${line.hsnCode}, ${line.gstRateBp}, ${line.unitPrice},
                   ${line.quantity}, ${line.amount}, ${line.taxable}, ${line.cgst}, ${line.sgst}, ${line.igst})`,
          );
          await tx.execute(sql`
            INSERT INTO order_lines (order_id, position, kind, product_id, variant_id, name, variant_name, hsn_code,
                                     gst_rate_bp, unit_price, quantity, amount_paise, taxable_paise, cgst_paise,
                                     sgst_paise, igst_paise)
            VALUES ${sql.join(values, sql`, `)}`);
          await tx.execute(sql`
            INSERT INTO order_events (order_id, status, actor)
            VALUES (${id}, ${cod ? 'placed' : 'pending_payment'}, 'shopper')`);
          if (cod) {
            await issueInvoice(tx, id);
            const order = (await readOrder(tx, id))!;
            const emails = orderConfirmationEmails(options.emails, order, await orderUrl(id, tx));
            await enqueueEmail(
              tx,
              { topic: 'order.placed', email: emails.customer },
              options.messageIdDomain,
            );
            await enqueueEmail(
              tx,
              { topic: 'order.business', email: emails.business },
              options.messageIdDomain,
            );
          }
          return id;
        });
      } catch (error) {
        // Two copies of one key at once: the second waited for the first and answers with its order.
        const refusal = refusalOf(error);
        if (refusal?.code === '23505' && refusal.constraint === 'orders_idempotency_key_unique') {
          const first = await replay();
          if (first) return first;
        }
        throw error;
      }
      wakeOutbox();
      const order = await withGatewayOrder((await readOrder(database.db, orderId))!);
      return { order, accessToken: await options.links.tokenFor(orderId), replayed: false };
    },

    get: authorised,

    /** The order as staff see it: its history names the member behind each staff move. */
    async forStaff(id: string): Promise<AdminOrder> {
      const loaded = await loadOrder(database.db, id);
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
    },

    /**
     * A GST document of an order the caller may see: the one with `documentId`, or else the invoice.
     * A document of another order is not found, like an order the caller may not see.
     */
    async document(
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
      return { fileName: documentFileName(document), pdf: await renderDocument(document, options.shop) };
    },

    /**
     * A customer's orders, newest first. Guest orders placed with the customer's confirmed e-mail join
     * the account here, the first time the customer looks.
     */
    async forCustomer(customerId: string, verifiedEmail: string | null): Promise<OrderSummaryData[]> {
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
    },

    /** The customer (or link holder) cancels, until the order ships. */
    async cancel(id: string, access: OrderAccess): Promise<Order> {
      const order = await authorised(id, access);
      if (!customerMayCancel(order.status)) {
        throw new AppError(
          'conflict',
          'This order has shipped and can no longer be cancelled. Please contact us.',
        );
      }
      const moved = await database.db.transaction((tx) => move(tx, id, 'cancelled', { kind: 'shopper' }));
      wakeOutbox();
      return moved.paymentStatus === 'paid' ? payments.refundCancelled(id) : moved;
    },

    /**
     * The Checkout handler's answer, sent on by the browser: the signature must be the gateway's for this
     * order's own gateway order; the amount paid is then the order's total.
     */
    async confirmPayment(id: string, access: OrderAccess, payment: PaymentConfirm): Promise<Order> {
      const { order, row } = await authorisedRow(id, access);
      if (!gateway || order.paymentMethod !== 'online') {
        throw new AppError('conflict', 'This order is not paid online.');
      }
      if (
        !row.gateway_order_id ||
        row.gateway_order_id !== payment.gatewayOrderId ||
        !gateway.verifyCheckout(payment)
      ) {
        throw AppError.badRequest('The payment could not be verified.', [
          { field: 'signature', message: 'does not match this order and payment' },
        ]);
      }
      const paid = await payments.markPaid(
        id,
        { id: payment.paymentId, amount: order.totals.total },
        { kind: 'shopper' },
      );
      return paid.order;
    },

    webhook: payments.webhook,

    /** Staff move an order on: confirm, ship (with carrier and tracking), deliver, cancel. */
    async act(
      id: string,
      to: OrderStatus,
      staffId: string,
      extra: { carrier?: string; trackingNumber?: string; note?: string } = {},
    ): Promise<Order> {
      if (to === 'shipped' && (!extra.carrier || !extra.trackingNumber)) {
        throw AppError.badRequest('carrier and trackingNumber are required to ship an order');
      }
      if (to === 'refunded') {
        const order = await authorised(id, { staff: true });
        if (order.status !== 'cancelled' || order.paymentStatus !== 'paid') {
          throw new AppError('conflict', 'Only a cancelled order that was paid can be refunded.');
        }
        return payments.refundCancelled(id, staffId);
      }
      const moved = await database.db.transaction((tx) =>
        move(
          tx,
          id,
          to,
          { kind: 'staff', staffId },
          {
            ...extra,
            note: extra.note ?? (to === 'shipped' ? `${extra.carrier} ${extra.trackingNumber}` : undefined),
          },
        ),
      );
      wakeOutbox();
      return to === 'cancelled' && moved.paymentStatus === 'paid'
        ? payments.refundCancelled(id, staffId)
        : moved;
    },

    expireReservations: payments.expireReservations,

    /** Refunds no answer or webhook settled: asked for again, or looked up. Run by the background worker. */
    settleRefunds: payments.settleRefunds,

    forgetOldWebhookEvents: payments.forgetOldWebhookEvents,

    /** What staff must look at about orders' money: raised alerts still open, newest first. */
    alerts: () => openAlerts(database.db),

    /** Orders, newest first, a page at a time; the count stops at the back office's cap. */
    async list(query: {
      status?: OrderStatus | undefined;
      search?: string | undefined;
      page: number;
      limit: number;
    }): Promise<{ orders: AdminOrderRow[]; pagination: PageInfo }> {
      const conditions = [];
      if (query.status) conditions.push(sql`o.status = ${query.status}`);
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
    },

    /** Today's sales in India: orders placed today that are not cancelled, and their total in paise. */
    async todaysSales(): Promise<{ orders: number; total: number }> {
      const [row] = await database.query<{ orders: number; total: number }>(sql`
        SELECT count(*)::int AS orders, coalesce(sum(total_paise), 0)::bigint AS total FROM orders
        WHERE created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')
          AND status NOT IN ('pending_payment', 'cancelled', 'refunded')`);
      return { orders: Number(row?.orders ?? 0), total: Number(row?.total ?? 0) };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
