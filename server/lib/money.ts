// Money is whole rupees (integers) everywhere: in the database, in every response and in every sum.

/**
 * What a shopper pays for a product or a variant: the discount price when it is set and below the price
 * (decision 041). The database derives products.effective_price by the same rule, and listings filter
 * and sort on it.
 */
export const shopperPrice = (price: number, discountPrice: number | null): number =>
  discountPrice !== null && discountPrice < price ? discountPrice : price;
