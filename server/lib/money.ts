// Money is whole rupees (integers) everywhere: in the database, in every response and in every sum.

/**
 * What a shopper pays for a product: the discount price when it is set and below the price. The
 * database derives products.effective_price by the same rule, and listings filter and sort on it.
 */
export const shopperPrice = (price: number, discountPrice: number | null): number =>
  discountPrice !== null && discountPrice < price ? discountPrice : price;

/**
 * A variant's price as a shopper pays it: discounted by the product's own discount ratio (decision
 * 015), so that the first variant of a discounted product costs the discount price. Rounded to rupees.
 */
export function variantShopperPrice(
  product: { price: number; effective_price: number },
  variantPrice: number,
): number {
  const ratio = product.effective_price / product.price;
  return ratio < 1 ? Math.round(variantPrice * ratio) : variantPrice;
}
