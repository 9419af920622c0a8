// Paying an order online (decision 125): Razorpay Checkout (gateway-checkout.ts) is opened for the
// order's gateway order, and Checkout's answer is sent on to the API, which checks its signature; the
// browser never decides that an order is paid.
import type { GatewayCheckoutData, Order } from '@contract/orders.ts';
import { openGatewayCheckout } from './gateway-checkout.ts';
import { ordersApi, type OrderKey } from './orders-api.ts';

export const PAYMENT_COPY = {
  failedToOpen: "We couldn't open the payment window. Please check your connection and try again.",
  notVerified:
    "We couldn't confirm your payment yet. If money left your account, your order will update within a few minutes.",
  dismissed:
    'Payment not completed. We hold your items for a little while: pay from this page to complete your order.',
} as const;

/**
 * Opens Checkout for `order` and, once the shopper has paid, has the API verify it. Answers the paid
 * order, or null when the shopper closed the window without paying.
 */
export async function payOrder(
  order: Pick<Order, 'id' | 'number' | 'name' | 'email' | 'phone'>,
  payment: GatewayCheckoutData,
  key: OrderKey,
  shopName: string,
): Promise<Order | null> {
  const confirm = await openGatewayCheckout(payment, {
    shopName,
    description: `Order ${order.number}`,
    prefill: { name: order.name, email: order.email, contact: order.phone },
  });
  if (!confirm) return null;
  return ordersApi.pay(order.id, confirm, key);
}
