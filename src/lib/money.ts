// Prices are whole rupees, shown in INR without decimals with en-IN grouping ('₹1,25,000'), and a
// discount counts only when discount_price is set and below price (docs/catalogue.md). Cards, the cart
// and the product page all price things through these functions, which apply the contract's money rules
// (contract/money.ts, decision 178) to the storefront's priced items.
import { discountApplies, formatRupees, shopperPrice } from '@contract/money.ts';

/**
 * '₹1,25,000'; 'Not specified' when there is no usable number. The contract's formatRupees under the name
 * the storefront has always used; written without Intl.NumberFormat (decision 136).
 */
export const formatINR = formatRupees;

interface Priced {
  price: number;
  discount_price?: number | null;
  compare_price?: number | null;
}

/** A discount counts only when discount_price is set and below price. */
export function hasDiscount(item: Priced): item is Priced & { discount_price: number } {
  return discountApplies(item.price, item.discount_price);
}

/** What the customer pays: the discounted price when a discount counts, else the price. */
export function effectivePrice(item: Priced): number {
  return shopperPrice(item.price, item.discount_price);
}

/** round((price − discount_price) / price × 100), or null when there is no discount. */
export function discountPercent(item: Priced): number | null {
  if (!hasDiscount(item)) return null;
  return Math.round(((item.price - item.discount_price) / item.price) * 100);
}

/**
 * The price to show struck through: the original price under a discount, otherwise a compare
 * price above what the customer pays, otherwise none.
 */
export function strikethroughPrice(item: Priced): number | null {
  if (hasDiscount(item)) return item.price;
  const compare = item.compare_price;
  return typeof compare === 'number' && compare > item.price ? compare : null;
}

/**
 * What a variant costs the customer: each variant has its own price and optional discount price, under
 * the same rule as a product (decision 041). The API computes it; the site shows what the API sent.
 */
export function variantPrice(variant: { price: number; discount_price?: number | null }): number {
  return effectivePrice(variant);
}
