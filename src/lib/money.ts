// Prices are whole rupees, shown in INR without decimals with en-IN grouping ('₹1,25,000'), and a
// discount counts only when discount_price is set and below price (docs/catalogue.md). Cards, the cart
// and the product page all price things through these functions.

const NOT_SPECIFIED = 'Not specified';

/**
 * '₹1,25,000'; 'Not specified' when there is no usable number. Whole rupees (halves round away from
 * zero), grouped the Indian way: the last three digits, then pairs. Written out rather than with
 * Intl.NumberFormat, whose first currency format in a page holds up the main thread while the browser
 * loads its locale data, longest on a phone (decision 136 has the figures); the results are the same
 * (money.test.ts compares them).
 */
export function formatINR(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_SPECIFIED;
  const rupees = Math.round(Math.abs(value));
  const digits = String(rupees);
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}₹${lakhs ? `${lakhs},` : ''}${digits.slice(-3)}`;
}

interface Priced {
  price: number;
  discount_price?: number | null;
  compare_price?: number | null;
}

/** A discount counts only when discount_price is set and below price. */
export function hasDiscount(item: Priced): item is Priced & { discount_price: number } {
  const { price, discount_price: discount } = item;
  return (
    typeof discount === 'number' &&
    Number.isFinite(discount) &&
    discount >= 0 &&
    price > 0 &&
    discount < price
  );
}

/** What the customer pays: the discounted price when a discount counts, else the price. */
export function effectivePrice(item: Priced): number {
  return hasDiscount(item) ? item.discount_price : item.price;
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
