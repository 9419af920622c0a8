// Placing an order as named steps (decision 180), the way workflow engines write checkout: price the cart,
// check it can be ordered, reserve its stock, number the order, pay, notify. The steps from pricing to
// notifying run in one transaction, so an order exists whole or not at all, with its stock rows locked
// from the first read to the commit; each step is a function of the transaction and of what it needs, and
// hands the next what it made. Replaying an Idempotency-Key and opening the gateway's order happen
// outside the transaction (decisions 124 and 125).
import { recordReturnWindows } from './returns-read.ts';
import { sql } from 'drizzle-orm';
import type { PincodeAnswer } from '../../../contract/delivery.ts';
import { formatRupees } from '../../../contract/money.ts';
import {
  ORDER_NUMBER_PREFIX,
  ORDER_TOTAL_MAX_RUPEES,
  type Order,
  type PaymentMethod,
  type PlaceOrderParsed,
  type Quote,
} from '../../../contract/orders.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { fieldUnprocessable, refusalOf } from '../../lib/db-errors.ts';
import { requestHash as requestHashOf } from '../../lib/digests.ts';
import { wakeOutbox } from '../../outbox/worker.ts';
import { redeemCoupons } from '../offers/index.ts';
import { quoteCart, type QuotedCart, type QuoteTerms } from './checkout-quote.ts';
import type { GatewayBreaker } from './gateway-breaker.ts';
import { issueInvoice } from './order-invoices.ts';
import type { OrderLinks } from './order-links.ts';
import type { MoveOrder } from './order-moves.ts';
import { queueConfirmation, type OrderMail } from './order-notices.ts';
import type { Actor } from './order-payments.ts';
import type { ReadOrder } from './order-read.ts';
import { cashOnDelivery, type OnlineGateway } from './payments.ts';
import type { PricedCart } from './pricing.ts';

/** Who places the order and with which key, as the route knows them. */
export interface PlaceMeta {
  idempotencyKey?: string | undefined;
  customerId?: string | undefined;
}

/** The placed order, the token of its link, and whether it was placed by an earlier request. */
export interface Placed {
  order: Order;
  accessToken: string;
  replayed: boolean;
}

export interface PlacementDeps {
  database: Database;
  /** The pincode lookup of the delivery module. */
  lookup: (pincode: string) => Promise<PincodeAnswer>;
  links: OrderLinks;
  terms: QuoteTerms;
  mail: OrderMail;
  readOrder: ReadOrder;
  move: MoveOrder;
  /** Today's date in India, YYYY-MM-DD: an invoice's date. */
  today: () => string;
  gateway: OnlineGateway | undefined;
  breaker: GatewayBreaker;
  /** The most pieces one order may hold until it is paid (decision 160). */
  unpaidUnitsMax: number;
  /** How long an order awaiting online payment holds its stock. */
  reservationMinutes: number;
  log?: { error(object: object, message: string): void } | undefined;
}

/**
 * How the order is paid. Cash on delivery places it at once; online, it awaits its payment and holds its
 * stock for `reservedMinutes`.
 */
export type PaymentPath =
  | { method: 'cod'; status: 'placed'; reservedMinutes: null }
  | { method: 'online'; status: 'pending_payment'; reservedMinutes: number };

/** What the pay step did in the transaction: placed the order, or left it awaiting its payment. */
export type PaidNow = 'placed' | 'awaiting_payment';

/** Everything the order's rows are written from. */
export interface OrderDraft {
  input: PlaceOrderParsed;
  meta: PlaceMeta;
  requestHash: string;
  priced: PricedCart;
  path: PaymentPath;
}

export function createOrderPlacement(deps: PlacementDeps) {
  /**
   * Places an order. The same Idempotency-Key answers with the first order (`replayed`); with another
   * body it is refused (422). Problems and changed prices are a 409 carrying the new quote.
   */
  async function place(input: PlaceOrderParsed, meta: PlaceMeta): Promise<Placed> {
    const requestHash = requestHashOf({ input, customer: meta.customerId ?? null });
    const earlier = await replay(meta.idempotencyKey, requestHash);
    if (earlier) return earlier;
    checkUnpaidUnits(input, deps.unpaidUnitsMax);
    // Looked up before the transaction opens (see quoteCart).
    const delivery = await deps.lookup(input.delivery.pincode);
    let orderId: string;
    try {
      orderId = await deps.database.db.transaction(async (tx) => {
        const quoted = await priceOrder(tx, input, meta, delivery, deps.terms);
        checkOrderable(input, quoted);
        await reserveStock(tx, quoted.priced.demand);
        const path = paymentPath(input.paymentMethod, deps.reservationMinutes);
        const id = await numberOrder(tx, { input, meta, requestHash, priced: quoted.priced, path });
        await redeemCoupons(tx, id, quoted.coupons.outcomes, {
          customerId: meta.customerId ?? null,
          email: input.email,
        });
        if ((await pay(tx, id, path, deps)) === 'placed') await notify(tx, id, deps);
        return id;
      });
    } catch (error) {
      // Two copies of one key at once: the second waited for the first and answers with its order.
      const refusal = refusalOf(error);
      if (refusal?.code === '23505' && refusal.constraint === 'orders_idempotency_key_unique') {
        const first = await replay(meta.idempotencyKey, requestHash);
        if (first) return first;
      }
      throw error;
    }
    wakeOutbox();
    return answer(orderId, false);
  }

  /** The order placed earlier with this key, or null; a key sent with another body is refused. */
  async function replay(idempotencyKey: string | undefined, requestHash: string): Promise<Placed | null> {
    if (!idempotencyKey) return null;
    const [held] = await deps.database.query<{ id: string; request_hash: string }>(
      sql`SELECT id, request_hash FROM orders WHERE idempotency_key = ${idempotencyKey}`,
    );
    if (!held) return null;
    if (held.request_hash !== requestHash) {
      throw new AppError(
        'unprocessable',
        'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
      );
    }
    return answer(held.id, true);
  }

  /** The answer for a placed order, once its transaction is over: its gateway order opened if it has none. */
  async function answer(id: string, replayed: boolean): Promise<Placed> {
    const order = await openGatewayOrder((await deps.readOrder(deps.database.db, id))!, deps);
    return { order, accessToken: await deps.links.tokenFor(id), replayed };
  }

  /** A paid order is placed, in the caller's transaction: its invoice, its event and its e-mails. */
  async function placePaid(tx: Executor, id: string, actor: Actor, note: string): Promise<void> {
    await invoiceOrder(tx, id, deps);
    await tx.execute(sql`
      INSERT INTO order_events (order_id, status, actor, note) VALUES (${id}, 'placed', ${actor.kind}, ${note})`);
    await notify(tx, id, deps);
  }

  return { place, placePaid };
}

/** Every order is unpaid when it is placed, and holds its stock from then on (decision 160). */
function checkUnpaidUnits(input: PlaceOrderParsed, unpaidUnitsMax: number): void {
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
}

/** Price: the cart quoted from the shop's rows, its stock rows locked until the transaction ends. */
function priceOrder(
  tx: Executor,
  input: PlaceOrderParsed,
  meta: PlaceMeta,
  delivery: PincodeAnswer,
  terms: QuoteTerms,
): Promise<QuotedCart> {
  return quoteCart(
    tx,
    {
      lines: input.lines,
      pincode: input.delivery.pincode,
      stateCode: input.delivery.stateCode,
      installation: input.installation,
      couponCodes: input.couponCodes,
      customerId: meta.customerId ?? null,
      email: input.email,
    },
    terms,
    true,
    delivery,
  );
}

/**
 * Check: the quote can be ordered as it stands. The pincode is delivered to; every line is in stock, in
 * the quantity asked, at the price the shopper saw; the total is under the cap; the chosen way to pay is
 * offered. The first that fails is the answer, in that order.
 */
function checkOrderable(input: PlaceOrderParsed, { quote, priced, delivery }: QuotedCart): void {
  if (!delivery.serviceable) {
    throw new AppError(
      'unprocessable',
      `We don't deliver to ${input.delivery.pincode} yet. Please choose another delivery address.`,
      {
        details: [
          { field: 'delivery.pincode', message: `We don't deliver to ${input.delivery.pincode} yet.` },
        ],
      },
    );
  }
  if (quote.problems.length > 0 || quote.priceChanges.length > 0) refuseQuote(quote);
  // A code the shopper saw apply may have run out or been used by them meanwhile: they see why first.
  const refused = quote.coupons.find((coupon) => !coupon.applied);
  if (refused) throw new AppError('conflict', refused.message, { details: { reason: 'coupon', quote } });
  if (priced.totals.total > ORDER_TOTAL_MAX_RUPEES * 100) {
    throw new AppError(
      'unprocessable',
      'Orders above ₹1,00,00,000 are placed with our team. Please contact us.',
    );
  }
  if (input.paymentMethod === 'cod' && !quote.payment.cod.available) {
    const reason = quote.payment.cod.reason ?? 'Cash on delivery is not available.';
    throw fieldUnprocessable('paymentMethod', reason);
  }
  if (input.paymentMethod === 'online' && !quote.payment.online.available) {
    throw new AppError('unprocessable', 'Online payment is not available. Please choose cash on delivery.', {
      details: [{ field: 'paymentMethod', message: 'Online payment is not available yet.' }],
    });
  }
}

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

/**
 * Reserve: the counted units leave stock, under the locks the price step took. The last unit sold shows
 * the piece as out of stock (a catalogue change, so rare).
 */
async function reserveStock(tx: Executor, demand: ReadonlyMap<string, number>): Promise<void> {
  for (const [productId, quantity] of demand) {
    await tx.execute(sql`
      UPDATE product_stock SET quantity = quantity - ${quantity}, updated_at = now()
      WHERE product_id = ${productId}`);
  }
  const counted = [...demand.keys()];
  if (counted.length > 0) {
    await tx.execute(sql`
      UPDATE products SET stock_status = 'out_of_stock', version = version + 1
      WHERE id IN (SELECT product_id FROM product_stock
                   WHERE product_id = ANY(${sql.param(counted)}::uuid[]) AND quantity = 0)
        AND stock_status = 'in_stock'`);
  }
}

/** The payment path of the chosen method. */
function paymentPath(method: PaymentMethod, reservationMinutes: number): PaymentPath {
  return method === 'cod'
    ? { method: 'cod', status: 'placed', reservedMinutes: null }
    : { method: 'online', status: 'pending_payment', reservedMinutes: reservationMinutes };
}

/**
 * Number: the order is written under the next number of the order series, with its lines and its first
 * event. A second order with the same Idempotency-Key stops here, on the key's unique index.
 */
async function numberOrder(tx: Executor, draft: OrderDraft): Promise<string> {
  const { input, meta, priced, path } = draft;
  const billing = input.billing ?? input.delivery;
  const [created] = await rowsOf<{ id: string }>(
    tx,
    sql`
    INSERT INTO orders (number, customer_id, name, email, phone, delivery_address, billing_address, gstin,
                        place_of_supply, status, payment_method, payment_status, taxable_paise, cgst_paise,
                        sgst_paise, igst_paise, total_paise, discount_paise, reserved_until, idempotency_key,
                        request_hash)
    VALUES (${ORDER_NUMBER_PREFIX} || nextval('order_numbers'), ${meta.customerId ?? null}, ${input.name},
            ${input.email.toLowerCase()}, ${input.phone}, ${JSON.stringify(input.delivery)}::jsonb,
            ${JSON.stringify(billing)}::jsonb, ${input.gstin ?? null}, ${input.delivery.stateCode},
            ${path.status}, ${input.paymentMethod}, 'due',
            ${priced.totals.taxable}, ${priced.totals.cgst}, ${priced.totals.sgst}, ${priced.totals.igst},
            ${priced.totals.total}, ${priced.lines.reduce((sum, line) => sum + line.discount, 0)},
            ${path.reservedMinutes === null ? null : sql`now() + make_interval(mins => ${path.reservedMinutes})`},
            ${meta.idempotencyKey ?? null}, ${draft.requestHash})
    RETURNING id`,
  );
  const id = created!.id;
  const values = priced.lines.map(
    (line, position) =>
      sql`(${id}, ${position + 1}, ${line.kind}, ${line.productId}, ${line.variantId}, ${line.name},
           ${line.variantName}, ${line.hsnCode}, ${line.gstRateBp}, ${line.unitPrice},
           ${line.quantity}, ${line.amount}, ${line.taxable}, ${line.cgst}, ${line.sgst}, ${line.igst},
           ${line.discount})`,
  );
  await tx.execute(sql`
    INSERT INTO order_lines (order_id, position, kind, product_id, variant_id, name, variant_name, hsn_code,
                             gst_rate_bp, unit_price, quantity, amount_paise, taxable_paise, cgst_paise,
                             sgst_paise, igst_paise, discount_paise)
    VALUES ${sql.join(values, sql`, `)}`);
  await recordReturnWindows(tx, id);
  await tx.execute(sql`
    INSERT INTO order_events (order_id, status, actor)
    VALUES (${id}, ${path.status}, 'shopper')`);
  return id;
}

/**
 * Pay, in the transaction: cash on delivery is placed now, with its invoice. An online order awaits its
 * payment: its gateway order is opened once the transaction is over (openGatewayOrder), and it is
 * invoiced and placed when the payment is recorded (placePaid).
 */
async function pay(
  tx: Executor,
  id: string,
  path: PaymentPath,
  deps: Pick<PlacementDeps, 'readOrder' | 'today'>,
): Promise<PaidNow> {
  if (path.method === 'online') return 'awaiting_payment';
  await invoiceOrder(tx, id, deps);
  return 'placed';
}

/** The order's invoice, issued from the order as it stands in the transaction. */
async function invoiceOrder(
  tx: Executor,
  id: string,
  deps: Pick<PlacementDeps, 'readOrder' | 'today'>,
): Promise<void> {
  const order = (await deps.readOrder(tx, id))!;
  await issueInvoice(tx, order, deps.today());
}

/** Notify: a placed order's confirmation to the shopper and its note to the business, in the outbox. */
async function notify(
  tx: Executor,
  id: string,
  deps: Pick<PlacementDeps, 'readOrder' | 'mail'>,
): Promise<void> {
  const order = (await deps.readOrder(tx, id))!;
  await queueConfirmation(tx, order, deps.mail);
}

/**
 * An order awaiting online payment gets its gateway order once (a retry after a lost answer finds it
 * stored). When the gateway cannot be reached the order is cancelled at once, its stock back on sale.
 */
async function openGatewayOrder(order: Order, deps: PlacementDeps): Promise<Order> {
  if (order.status !== 'pending_payment' || order.payment) return order;
  const provider = order.paymentMethod === 'online' && deps.gateway ? deps.gateway : cashOnDelivery;
  let opened: { gatewayOrderId: string } | null;
  try {
    opened = await provider.open({ id: order.id, number: order.number, total: order.totals.total });
  } catch (error) {
    deps.breaker.failed();
    deps.log?.error({ err: error, orderId: order.id }, 'the payment gateway did not open an order');
    await deps.database.db.transaction((tx) =>
      deps.move(
        tx,
        order.id,
        'cancelled',
        { kind: 'system' },
        { note: 'Online payment could not be started' },
      ),
    );
    wakeOutbox();
    throw new AppError(
      'unavailable',
      'Online payment is unavailable right now. Please try again in a few minutes, or choose cash on delivery.',
    );
  }
  if (!opened) return order;
  deps.breaker.succeeded();
  await deps.database.query(
    sql`UPDATE orders SET gateway_order_id = ${opened.gatewayOrderId}, updated_at = now()
        WHERE id = ${order.id} AND gateway_order_id IS NULL`,
  );
  return (await deps.readOrder(deps.database.db, order.id))!;
}
