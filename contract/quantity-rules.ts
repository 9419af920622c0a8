// How many of one piece an order may hold (decision 160), apart from the rest of the order rules: the
// cart's store is in the page shell's script (decision 135), which carries every module it imports
// whole, and the cart needs these two alone. order-rules.ts re-exports them.

/**
 * The most of one piece (a product in one option) in one order, however many lines ask for it; larger
 * orders go through the team (decision 160). The cart, the product page, checkout and the API all use it.
 */
export const LINE_QUANTITY_MAX = 10;

/** "At most 10 of one piece per order.", as the cart and the product page say it. */
export const QUANTITY_LIMIT_TEXT = `At most ${LINE_QUANTITY_MAX} of one piece per order.`;
