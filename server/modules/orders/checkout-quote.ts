// A cart's quote (decision 124): the shop's own rows for the lines asked for, priced with their tax for the
// place of supply, with what delivery and payment the pincode and total allow and every problem found.
// The quote answers the cart page as it is, and is the first step of placing an order, under the locks of
// its transaction.
import { sql } from 'drizzle-orm';
import type { PincodeAnswer } from '../../../contract/delivery.ts';
import { codCapReason, type Quote } from '../../../contract/orders.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { stateOf } from './order-read.ts';
import {
  priceCart,
  type PricedCart,
  type ProductRow,
  type RequestedLine,
  type VariantRow,
} from './pricing.ts';
import { addSplits, isIntraState } from './tax.ts';
import { priceCoupons, type CouponsApplied } from '../offers/index.ts';

/** What a quote is priced for: the lines, the delivery pincode and state, and installation if asked. */
export interface QuoteAsked {
  lines: readonly RequestedLine[];
  pincode: string;
  stateCode: string;
  installation: boolean;
  /** Coupon codes, in capitals (decision 202). */
  couponCodes?: readonly string[] | undefined;
  /** Who asks, when known: a code's per-shopper and first-order limits are checked against them. */
  customerId?: string | null | undefined;
  email?: string | null | undefined;
}

/** The shop's terms every quote applies. */
export interface QuoteTerms {
  /** The shop's GST state: a buyer in the same state pays CGST and SGST, any other IGST. */
  shopStateCode: string;
  /** Cash on delivery is offered up to this total, whole rupees. */
  codMaxRupees: number;
  /** Online payment, when a gateway is configured: offered while it is not stepping back. */
  online: { offers(): boolean } | null;
  /** Today in India, YYYY-MM-DD: a code's first and last day. */
  today: () => string;
}

export interface QuotedCart {
  quote: Quote;
  /** The lines and totals after the codes' discounts. */
  priced: PricedCart;
  delivery: PincodeAnswer;
  /** What each code did, with the code's id when it exists. */
  coupons: CouponsApplied;
}

/** The products and variants of `lines`, with their stock; locked for the transaction when `lock`. */
export async function loadRows(executor: Executor, lines: readonly RequestedLine[], lock: boolean) {
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

/**
 * The quote of a cart for a pincode and state: the lines, tax, total, payment choices and problems. The
 * pincode's `delivery` answer is looked up before a transaction opens: the lookup reads outside it, and an
 * embedded database has one connection, which the transaction holds.
 */
export async function quoteCart(
  executor: Executor,
  request: QuoteAsked,
  terms: QuoteTerms,
  lock: boolean,
  delivery: PincodeAnswer,
): Promise<QuotedCart> {
  const intraState = isIntraState(terms.shopStateCode, request.stateCode);
  const paidInstallation =
    delivery.serviceable && delivery.installation.kind === 'paid' && request.installation
      ? { price: delivery.installation.price ?? 0 }
      : null;
  const { products, variants } = await loadRows(executor, request.lines, lock);
  const cart = priceCart(request.lines, products, variants, intraState, paidInstallation);
  const coupons = await priceCoupons(executor, {
    codes: request.couponCodes ?? [],
    lines: cart.lines,
    customerId: request.customerId ?? null,
    email: request.email ? request.email.toLowerCase() : null,
    today: terms.today(),
    intraState,
    lock,
  });
  const sum = addSplits(coupons.lines);
  const priced: PricedCart = {
    ...cart,
    lines: coupons.lines,
    totals: { taxable: sum.taxable, cgst: sum.cgst, sgst: sum.sgst, igst: sum.igst, total: sum.amount },
  };
  const totalRupees = priced.totals.total / 100;
  const codReason = !delivery.serviceable
    ? null
    : !delivery.cashOnDelivery
      ? `Cash on delivery is not available for pincode ${request.pincode}.`
      : totalRupees > terms.codMaxRupees
        ? codCapReason(terms.codMaxRupees)
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
      online: { available: terms.online !== null && delivery.serviceable && terms.online.offers() },
    },
    priceChanges: priced.priceChanges,
    problems: priced.problems,
    coupons: coupons.outcomes.map(({ code, applied, discount, message }) => ({
      code,
      applied,
      discount,
      message,
    })),
    discount: coupons.discount,
  };
  return { quote, priced, delivery, coupons };
}
