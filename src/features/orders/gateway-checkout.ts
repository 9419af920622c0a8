// Razorpay Checkout in the browser (decision 125): its script is loaded from the provider when the
// customer pays, never before, and opened for a gateway order the API opened. What Checkout hands over
// is answered as the API's payment confirmation, for the caller to send on; the browser never decides
// that anything is paid. Orders use it, and so does the payment of a design project's stage.
import type { GatewayCheckoutData, PaymentConfirm } from '@contract/orders.ts';

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
  prefill: { name?: string; email?: string; contact?: string };
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

/** What the payment window shows: the shop's name, what is paid for, and who pays (when known). */
export interface CheckoutPurpose {
  shopName: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
}

/**
 * Opens Checkout for `payment` and waits for the customer. Answers what Checkout handed over, for the
 * API to verify, or null when they closed the window without paying.
 */
export async function openGatewayCheckout(
  payment: GatewayCheckoutData,
  purpose: CheckoutPurpose,
): Promise<PaymentConfirm | null> {
  await loadCheckout(payment.checkoutUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('The payment window did not load');
  const answer = await new Promise<CheckoutAnswer | null>((resolve) => {
    new Razorpay({
      key: payment.keyId,
      order_id: payment.gatewayOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: purpose.shopName,
      description: purpose.description,
      prefill: purpose.prefill ?? {},
      theme: { color: '#1f5f5b' },
      handler: (paid) => resolve(paid),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
  if (!answer) return null;
  return {
    gatewayOrderId: answer.razorpay_order_id,
    paymentId: answer.razorpay_payment_id,
    signature: answer.razorpay_signature,
  };
}
