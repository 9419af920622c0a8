// The rules of an order that the browser and the server share, without a schema library so that the
// checkout and order pages carry them cheaply (decision 124): the statuses and the moves between them,
// their labels, the payment methods and the limits of one order.

export const ORDER_STATUSES = [
  'pending_payment',
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next. Refunded follows a cancelled order that had been paid. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['placed', 'cancelled'],
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: ['refunded'],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** The customer may cancel until the order ships. */
export const customerMayCancel = (status: OrderStatus): boolean =>
  status === 'pending_payment' || status === 'placed' || status === 'confirmed';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['due', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The most of one piece (a product in one option) in one order, however many lines ask for it; larger
 * orders go through the team (decision 160). The cart, the product page, checkout and the API all use it.
 */
export const LINE_QUANTITY_MAX = 10;
export const ORDER_LINES_MAX = 30;

/** "At most 10 of one piece per order.", as the cart and the product page say it. */
export const QUANTITY_LIMIT_TEXT = `At most ${LINE_QUANTITY_MAX} of one piece per order.`;

export interface PieceLine {
  productId: string;
  variantId?: string | null | undefined;
  quantity: number;
}

/**
 * Lines that ask for the same piece, merged, where together they ask for more than LINE_QUANTITY_MAX:
 * the positions of those lines (from 0) and the quantity they add up to.
 */
export function piecesOverLimit(lines: readonly PieceLine[]): { indexes: number[]; quantity: number }[] {
  const groups = new Map<string, { indexes: number[]; quantity: number }>();
  lines.forEach((line, index) => {
    const key = `${line.productId}:${line.variantId ?? ''}`;
    const group = groups.get(key) ?? { indexes: [], quantity: 0 };
    group.indexes.push(index);
    group.quantity += line.quantity;
    groups.set(key, group);
  });
  return [...groups.values()].filter((group) => group.quantity > LINE_QUANTITY_MAX);
}
/** ₹1 crore: an order above it is taken by the team, and every amount fits an integer of paise. */
export const ORDER_TOTAL_MAX_RUPEES = 10_000_000;

/** What the API and the cart say when a callback to order has been asked for (decision 161). */
export const CALLBACK_SUCCESS_MESSAGE =
  'Thank you! We will call you within one working day to take your order.';

/** Why cash on delivery is not offered for a total above the cap, as the quote, the cart and checkout say it. */
export const codCapReason = (maxRupees: number): string =>
  `Cash on delivery is available for orders up to ₹${maxRupees.toLocaleString('en-IN')}.`;
