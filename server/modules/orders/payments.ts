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
}

/** A refund as the gateway reports it (Refunds API): it starts pending and is processed or fails. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  /** Our money movement the refund was asked for by, from its notes. */
  movementId: string | null;
}

export interface OnlineGateway extends PaymentProvider {
  readonly method: 'online';
  readonly keyId: string;
  readonly checkoutUrl: string;
  /** The Checkout handler's signature: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
  verifyCheckout(input: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body under the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /**
   * The captured payment of a gateway order, if any (when a reservation runs out, before cancelling). A
   * payment only authorized is captured first, so that it is not left to lapse.
   */
  capturedPayment(gatewayOrderId: string): Promise<{ id: string; amount: number } | null>;
  /**
   * Captures an authorized payment for its whole amount (decision 164); a payment captured meanwhile is
   * answered as it is. `captured` is false when the payment cannot be captured (it failed, or was refunded).
   */
  capture(paymentId: string, amount: number): Promise<{ id: string; amount: number; captured: boolean }>;
  /** Asks for a refund of a captured payment; Razorpay answers it `pending`, rarely `processed`. */
  refund(input: { paymentId: string; amount: number; movementId: string }): Promise<GatewayRefund>;
  /** The refunds of a payment, to find one asked for before an answer was lost. */
  refundsOf(paymentId: string): Promise<GatewayRefund[]>;
  /** One refund as it stands now. */
  refundStatus(refundId: string): Promise<GatewayRefund>;
}

export const cashOnDelivery: PaymentProvider = { method: 'cod', open: async () => null };

/**
 * The gateway's own refusal of a call (a 4xx with its description), which trying again will not change;
 * null for anything else (a timeout, a 5xx, no answer), after which the call may be tried again.
 */
export function gatewayRefusal(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return null;
  const status = Number((error as { statusCode: unknown }).statusCode);
  if (status < 400 || status >= 500 || status === 429) return null;
  const description = (error as { error?: { description?: unknown } }).error?.description;
  return typeof description === 'string' && description !== '' ? description : `Razorpay answered ${status}`;
}

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

interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number | string;
  status: string;
  notes?: Record<string, unknown> | unknown[];
}

const toRefund = (refund: RazorpayRefund): GatewayRefund => {
  const notes = Array.isArray(refund.notes) ? {} : (refund.notes ?? {});
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    amount: Number(refund.amount),
    status: refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending',
    movementId: typeof notes.movement_id === 'string' ? notes.movement_id : null,
  };
};

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

  async function capture(paymentId: string, amount: number) {
    let payment: RazorpayPayment;
    try {
      payment = (await client.payments.capture(paymentId, amount, 'INR')) as unknown as RazorpayPayment;
    } catch (error) {
      // Captured meanwhile (by Razorpay's automatic capture, or another of our messages): look it up.
      if (gatewayRefusal(error) === null) throw error;
      payment = (await client.payments.fetch(paymentId)) as unknown as RazorpayPayment;
    }
    return { id: payment.id, amount: Number(payment.amount), captured: payment.status === 'captured' };
  }

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

    async refund({ paymentId, amount, movementId }) {
      const refund = await client.payments.refund(paymentId, {
        amount,
        speed: 'normal',
        notes: { movement_id: movementId },
      });
      return toRefund(refund as unknown as RazorpayRefund);
    },

    async refundsOf(paymentId) {
      const answer = (await client.payments.fetchMultipleRefund(paymentId)) as unknown as {
        items: RazorpayRefund[];
      };
      return answer.items.map(toRefund);
    },

    async refundStatus(refundId) {
      return toRefund((await client.refunds.fetch(refundId)) as unknown as RazorpayRefund);
    },

    capture,

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
      if (captured) return { id: captured.id, amount: Number(captured.amount) };
      const authorized = answer.items.find((payment) => payment.status === 'authorized');
      if (!authorized) return null;
      const now = await capture(authorized.id, Number(authorized.amount));
      return now.captured ? { id: now.id, amount: now.amount } : null;
    },
  };
}
