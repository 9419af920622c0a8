// How an order is paid (decision 125): one interface, two providers. Cash on delivery takes nothing
// now and places the order at once. Razorpay opens a gateway order for the total, which the browser
// pays in Razorpay Checkout (UPI, cards, netbanking, EMI); the server then checks the payment's
// signature, or the signed webhook, before the order counts as paid. Calls to Razorpay go through its
// official package; the signatures are checked here, in constant time.
import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import type { PaymentMethod } from '../../../contract/order-rules.ts';
import { sameSecret } from '../../lib/digests.ts';

/** What the browser needs to open Razorpay Checkout for an order. */
export interface GatewayCheckout {
  provider: 'razorpay';
  keyId: string;
  gatewayOrderId: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  checkoutUrl: string;
}

export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Opens the payment of a new order: nothing for cash on delivery, a gateway order online. */
  open(order: { id: string; number: string; total: number }): Promise<{ gatewayOrderId: string } | null>;
  /** Gives money back for a paid order; answers the refund's reference, or null when nothing was taken. */
  refund(payment: { paymentId: string | null; amount: number }): Promise<string | null>;
}

export interface OnlineGateway extends PaymentProvider {
  readonly method: 'online';
  readonly keyId: string;
  readonly checkoutUrl: string;
  /** The Checkout handler's signature: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
  verifyCheckout(input: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body under the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /** The captured payment of a gateway order, if any (when a reservation runs out, before cancelling). */
  capturedPayment(gatewayOrderId: string): Promise<{ id: string; amount: number } | null>;
}

export const cashOnDelivery: PaymentProvider = {
  method: 'cod',
  open: async () => null,
  // Nothing was taken online; cash is given back by the team in person.
  refund: async () => null,
};

export const hmacHex = (secret: string, data: string | Buffer): string =>
  createHmac('sha256', secret).update(data).digest('hex');

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string | undefined;
  apiUrl: string;
  checkoutUrl: string;
}

interface RazorpayPayment {
  id: string;
  amount: number | string;
  status: string;
}

export function createRazorpay(config: RazorpayConfig): OnlineGateway {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The package always speaks to api.razorpay.com; a stand-in (the tests' fake gateway) is reached by
  // pointing its HTTP client elsewhere.
  // pointing its HTTP client elsewhere. A call that hangs must not hold the background worker, so every
  // call gives up after 15 seconds.
  const http = (client as unknown as { api?: { rq?: { defaults?: { baseURL?: string; timeout?: number } } } })
    .api?.rq?.defaults;
  if (!http) throw new Error('This version of the razorpay package cannot be configured; pin 2.9');
  http.timeout = 15_000;
  if (config.apiUrl !== 'https://api.razorpay.com') http.baseURL = config.apiUrl;

  return {
    method: 'online',
    keyId: config.keyId,
    checkoutUrl: config.checkoutUrl,

    async open(order) {
      const created = await client.orders.create({
        amount: order.total,
        currency: 'INR',
        receipt: order.number,
        notes: { order_id: order.id },
      });
      return { gatewayOrderId: String(created.id) };
    },

    async refund(payment) {
      if (!payment.paymentId) return null;
      const refund = await client.payments.refund(payment.paymentId, {
        amount: payment.amount,
        speed: 'normal',
        notes: { reason: 'Order cancelled' },
      });
      return String(refund.id);
    },

    verifyCheckout({ gatewayOrderId, paymentId, signature }) {
      return sameSecret(hmacHex(config.keySecret, `${gatewayOrderId}|${paymentId}`), signature);
    },

    verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) return false;
      return sameSecret(hmacHex(config.webhookSecret, rawBody), signature);
    },

    async capturedPayment(gatewayOrderId) {
      const answer = (await client.orders.fetchPayments(gatewayOrderId)) as unknown as {
        items: RazorpayPayment[];
      };
      const captured = answer.items.find((payment) => payment.status === 'captured');
      return captured ? { id: captured.id, amount: Number(captured.amount) } : null;
    },
  };
}
