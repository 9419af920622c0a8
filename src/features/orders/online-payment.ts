// Paying an order online (decision 125): Razorpay Checkout is loaded from the provider when the shopper
// pays, never before, and opened for the order's gateway order. Checkout's answer is sent on to the API,
// which checks its signature; the browser never decides that an order is paid.
import type { GatewayCheckoutData, Order } from '@contract/orders.ts';
import { ordersApi, type OrderKey } from './orders-api.ts';

interface CheckoutAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (answer: CheckoutAnswer) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads the provider's Checkout script once. */
function loadCheckout(url: string): Promise<void> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(url);
        reject(new Error('The payment window could not be loaded'));
      };
      document.head.append(script);
    });
    loading.set(url, promise);
  }
  return promise;
}

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
  await loadCheckout(payment.checkoutUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window did not load');
  const answer = await new Promise<CheckoutAnswer | null>((resolve) => {
    new Razorpay({
      key: payment.keyId,
      order_id: payment.gatewayOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: shopName,
      description: `Order ${order.number}`,
      prefill: { name: order.name, email: order.email, contact: order.phone },
      theme: { color: '#1f5f5b' },
      handler: (paid) => resolve(paid),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
  if (!answer) return null;
  return ordersApi.pay(
    order.id,
    {
      gatewayOrderId: answer.razorpay_order_id,
      paymentId: answer.razorpay_payment_id,
      signature: answer.razorpay_signature,
    },
    key,
  );
}
