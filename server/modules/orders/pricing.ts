// Pricing a cart (decision 124): the server's own prices, tax rates and stock for the lines a shopper
// sends, never the prices the browser says. Pure: the rows come in, the priced lines, problems and
// price changes go out, so the rules are tested without a database.
import type { LineProblem, PriceChange, QuoteLine, TaxTotals } from '../../../contract/orders.ts';
import { gstSplit, rupeesToPaise, shopperPrice } from '../../../contract/money.ts';
import { addSplits } from './tax.ts';

/** A product as checkout reads it. Prices in whole rupees. */
export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  sku: string | null;
  price: number;
  discount_price: number | null;
  stock_status: string;
  status: string;
  hsn_code: string;
  gst_rate_bp: number;
  /** Units on hand, or null when not counted. */
  stock_quantity: number | null;
}

export interface VariantRow {
  id: string;
  product_id: string;
  name: string;
  sku: string | null;
  price: number;
  discount_price: number | null;
  stock_status: string;
}

export interface RequestedLine {
  productId: string;
  variantId?: string | null | undefined;
  quantity: number;
  price: number;
}

/** Installation is a service: its SAC and rate (decision 124). */
export const INSTALLATION_SAC = '9987';
export const INSTALLATION_RATE_BP = 1800;

export interface PricedCart {
  lines: QuoteLine[];
  totals: TaxTotals;
  priceChanges: PriceChange[];
  problems: LineProblem[];
  /** Units each counted product gives up: product id → quantity. */
  demand: Map<string, number>;
}

/**
 * Prices `requested` against the shop's rows. Lines of the same product and variant are merged. A line
 * whose product is gone or sold out is a problem; one whose price moved is a price change. Both are
 * reported together so the shopper sees everything at once.
 */
export function priceCart(
  requested: readonly RequestedLine[],
  products: ReadonlyMap<string, ProductRow>,
  variants: ReadonlyMap<string, VariantRow>,
  intraState: boolean,
  installation: { price: number } | null,
): PricedCart {
  const merged = new Map<string, RequestedLine>();
  for (const line of requested) {
    const key = `${line.productId}:${line.variantId ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }

  const lines: QuoteLine[] = [];
  const priceChanges: PriceChange[] = [];
  const problems: LineProblem[] = [];
  const demand = new Map<string, number>();

  for (const line of merged.values()) {
    const product = products.get(line.productId);
    const variant = line.variantId ? variants.get(line.variantId) : undefined;
    const variantId = line.variantId ?? null;
    const wrongVariant = line.variantId && (!variant || variant.product_id !== line.productId);
    if (!product || product.status !== 'published' || wrongVariant) {
      problems.push({
        productId: line.productId,
        variantId,
        name: product?.name ?? 'An item',
        problem: 'gone',
        available: 0,
        message: `${product?.name ?? 'An item in your cart'} is no longer sold. Please remove it from your cart.`,
      });
      continue;
    }
    const name = product.name;
    const stockStatus = variant ? variant.stock_status : product.stock_status;
    if (stockStatus !== 'in_stock' || product.stock_quantity === 0) {
      problems.push({
        productId: product.id,
        variantId,
        name,
        problem: 'out_of_stock',
        available: 0,
        message: `${name} is out of stock. Please remove it from your cart.`,
      });
      continue;
    }
    if (product.stock_quantity !== null) {
      const wanted = (demand.get(product.id) ?? 0) + line.quantity;
      demand.set(product.id, wanted);
      if (wanted > product.stock_quantity) {
        const left = product.stock_quantity;
        problems.push({
          productId: product.id,
          variantId,
          name,
          problem: 'short',
          available: left,
          message: `Only ${left} of ${name} ${left === 1 ? 'is' : 'are'} left. Please lower the quantity.`,
        });
      }
    }
    const unitPrice = variant
      ? shopperPrice(variant.price, variant.discount_price)
      : shopperPrice(product.price, product.discount_price);
    if (unitPrice !== line.price)
      priceChanges.push({ productId: product.id, variantId, name, was: line.price, now: unitPrice });
    const split = gstSplit(
      { amount: rupeesToPaise(unitPrice) * line.quantity, rateBp: product.gst_rate_bp },
      intraState,
    );
    lines.push({
      kind: 'product',
      productId: product.id,
      variantId,
      name,
      variantName: variant?.name ?? null,
      slug: product.slug,
      hsnCode: product.hsn_code,
      gstRateBp: product.gst_rate_bp,
      unitPrice,
      quantity: line.quantity,
      amount: split.amount,
      discount: 0,
      taxable: split.taxable,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
    });
  }

  if (installation && lines.length > 0) {
    const split = gstSplit(
      { amount: rupeesToPaise(installation.price), rateBp: INSTALLATION_RATE_BP },
      intraState,
    );
    lines.push({
      kind: 'installation',
      productId: null,
      variantId: null,
      name: 'Installation',
      variantName: null,
      slug: null,
      hsnCode: INSTALLATION_SAC,
      gstRateBp: INSTALLATION_RATE_BP,
      unitPrice: installation.price,
      quantity: 1,
      amount: split.amount,
      discount: 0,
      taxable: split.taxable,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
    });
  }

  const sum = addSplits(lines);
  return {
    lines,
    totals: { taxable: sum.taxable, cgst: sum.cgst, sgst: sum.sgst, igst: sum.igst, total: sum.amount },
    priceChanges,
    problems,
    demand,
  };
}
