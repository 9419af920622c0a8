// What checkout, the order page and Order History say (docs/orders.md), in one place so the journeys
// check it word for word.
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@contract/order-rules.ts';

export const CHECKOUT_COPY = {
  couponLabel: 'Coupon code',
  couponApply: 'Apply',
  couponRemove: 'Remove',
  couponDiscount: 'Coupon discount',
  contact: 'Contact details',
  delivery: 'Delivery address',
  billing: 'Billing address',
  billingSame: 'Bill to the delivery address',
  gstin: 'GSTIN (for a business purchase)',
  gstinHint: 'Your GSTIN goes on the tax invoice so you can claim the input tax credit.',
  payment: 'Payment',
  cod: 'Cash on delivery',
  codHint: 'Pay in cash or by UPI when your order arrives.',
  online: 'Pay online: UPI, cards, netbanking or EMI',
  onlineHint: 'Pay securely with Razorpay. UPI by app on a phone or by QR code on a computer.',
  installation: 'Add installation',
  place: 'Place Order',
  placeAndPay: 'Place Order and Pay',
  placing: 'Placing your order…',
  summary: 'Order Summary',
  deliveryLine: 'Delivery',
  free: 'Free',
  taxable: 'Taxable value',
  total: 'Total',
  includesGst: 'Prices include GST.',
  needAddress: 'Enter your delivery pincode and state to see your total with GST.',
  quoting: 'Working out your total…',
  quoteFailed: "We couldn't work out your total right now. Please try again.",
  changed: 'Some of your cart has changed since you added it. Please review your order.',
  updateCart: 'Update my cart',
  empty: 'Your cart is empty',
  emptyHint: 'Add something you love, then come back to check out.',
  browse: 'Browse Products',
  placed: 'Your order is placed',
  failed: "We couldn't place your order. Please try again.",
  signInHint: 'Signed in? Your order joins your Order History.',
  areaFromProfile: 'Your profile has no area: please add your area or locality.',
} as const;

export const ORDER_COPY = {
  thanks: 'Thank you! Your order is placed.',
  emailSent: 'We have e-mailed you a confirmation with a link to this page.',
  items: 'Items',
  deliverTo: 'Delivery address',
  billTo: 'Billing address',
  payment: 'Payment',
  history: 'Order history',
  invoice: 'Download GST invoice',
  creditNote: 'Download credit note',
  noInvoice: 'The tax invoice is issued when your payment is received.',
  cancel: 'Cancel order',
  cancelConfirm: 'Cancel this order? This cannot be undone.',
  cancelled: 'Your order is cancelled.',
  tracking: 'Tracking',
  notFound: 'Order not found',
  notFoundHint: 'Check the link in your confirmation e-mail, or sign in to see your orders.',
  none: 'No orders yet',
  noneHint: 'Orders you place will appear here.',
  view: 'View order',
  awaiting: 'Awaiting your payment',
  awaitingHint: 'Your items are held for you while you pay. UPI, cards, netbanking and EMI are accepted.',
  payNow: 'Pay',
  paid: 'Payment received. Thank you!',
  refundHint: 'Banks take 5–7 working days to show a refund.',
} as const;

export const PAYMENT_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on delivery',
  online: 'Paid online',
};

export const statusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];

/**
 * Where the shopper's money stands. A cancelled order still paid is owed its refund, whether the
 * gateway has it in hand or staff are trying again, so it reads as in progress until it is processed.
 */
export function paymentLabel(order: { status: OrderStatus; paymentStatus: PaymentStatus }): string {
  if (order.status === 'cancelled' && order.paymentStatus === 'paid') {
    return PAYMENT_STATUS_LABELS.refund_pending;
  }
  return PAYMENT_STATUS_LABELS[order.paymentStatus];
}

/** "25 Nov 2026" in India's time. */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** An order's amount in paise as rupees with paise: 276095 → '₹2,760.95' (invoices and tax lines). */
export { formatPaise } from '@contract/money.ts';
