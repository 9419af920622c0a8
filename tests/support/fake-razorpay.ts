// A stand-in for Razorpay, so that payments are tested offline. It follows Razorpay's documented objects
// and behaviour, written from the official `razorpay` package's type definitions
// (node_modules/razorpay/dist/types/{orders,payments,refunds}.d.ts) and these pages of Razorpay's docs:
//   - Orders API (razorpay.com/docs/api/orders): create, fetch, fetch an order's payments; the order
//     entity with amount_paid, amount_due, attempts and status created → attempted → paid.
//   - Payments API (razorpay.com/docs/api/payments): fetch and capture; the payment entity, status
//     created → authorized → captured (or failed), refunded once wholly refunded.
//   - Refunds API (razorpay.com/docs/api/refunds): create a normal refund, fetch one, fetch a payment's
//     refunds; a refund starts `pending` and ends `processed` or `failed`.
//   - Webhooks, "Payloads" (razorpay.com/docs/webhooks/payloads): the envelope
//     { entity: "event", account_id, event, contains, payload: { <entity>: { entity } }, created_at } for
//     payment.authorized, payment.captured, payment.failed, order.paid, refund.processed, refund.failed.
//   - Webhooks, "Validate and test webhooks" (razorpay.com/docs/webhooks/validate-test): the
//     X-Razorpay-Signature header (HMAC-SHA256 of the raw body under the webhook secret), the
//     X-Razorpay-Event-Id header that stays the same when a delivery is retried, and retries with
//     exponential back-off of every answer other than 2xx (Razorpay for 24 hours, the fake for two
//     minutes by default).
// Ids are Razorpay's shape: a prefix and 14 base62 characters (pay_29QQoUBi66xm2f). The keys and secrets
// are the fake's configuration, handed to the API under test through `env`, so both sides read the same.
// Checkout is a small script that "pays" with one click and hands over what real Checkout hands over.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY_ID = 'rzp_test_FakeGateway01';
export const FAKE_KEY_SECRET = 'fake-gateway-key-secret-for-tests';
export const FAKE_WEBHOOK_SECRET = 'fake-gateway-webhook-secret';
export const FAKE_ACCOUNT_ID = 'acc_FakeShop0Aangan';

export interface FakeRazorpayOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  accountId?: string;
  /** Payments are captured as soon as they are authorized, as with automatic capture on (the default). */
  autoCapture?: boolean;
  /** Refunds stay `pending` until the test settles them; with a number, they are processed after it. */
  settleRefundsAfterMs?: number | null;
  /** How long a webhook delivery is retried until a 2xx (Razorpay: 24 hours). */
  retryForMs?: number;
}

/** The order entity (Orders API). */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

/** The payment entity (Payments API). */
export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: string | null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

/** The refund entity (Refunds API). */
export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

export interface CheckoutAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export type FakeEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.processed'
  | 'refund.failed';

/** One webhook event as Razorpay sends it: its raw body and the headers that go with it. */
export interface FakeEvent {
  name: FakeEventName;
  id: string;
  body: string;
  headers: {
    'content-type': 'application/json';
    'x-razorpay-signature': string;
    'x-razorpay-event-id': string;
  };
}

export interface FakeRazorpay {
  url: string;
  checkoutUrl: string;
  /** The API's RAZORPAY_* settings for this gateway. */
  env: Record<string, string>;
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  refunds: FakeRefund[];
  /** Every event raised, in order; each is also delivered to `webhookUrl` when set. */
  events: FakeEvent[];
  /** Where webhooks go; unset, events are only kept in `events`. */
  webhookUrl: string | null;
  /** A shopper pays a gateway order in Checkout; answers what Checkout hands over. */
  pay(orderId: string, options?: { method?: string; capture?: boolean; amount?: number }): CheckoutAnswer;
  /** A payment attempt the bank declines (payment.failed). */
  decline(orderId: string): FakePayment;
  /** A signed event about `entities`, raised (and delivered) like Razorpay's. */
  raise(
    name: FakeEventName,
    entities: { payment?: FakePayment; order?: FakeOrder; refund?: FakeRefund },
  ): FakeEvent;
  /** The latest event of `name` (about `entityId`, when given). */
  lastEvent(name: FakeEventName, entityId?: string): FakeEvent | undefined;
  /** A signed `payment.captured` event for a payment, without raising it. */
  webhookFor(payment: FakePayment): FakeEvent;
  /** Ends a pending refund: processed, or failed (the bank refused it). */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): FakeEvent;
  /** Webhook deliveries that got an answer, of any status. */
  webhooksAnswered(): number;
  /** How many calls the API made, by route. */
  calls: Map<string, number>;
  /** Makes the next `n` order creations fail with 500, as an outage would. */
  failNextOrders(n: number): void;
  /**
   * Makes the next `n` refund requests fail: `refuse` answers 400 and makes nothing, as a refusal would;
   * `lose` makes the refund and answers 500, as an answer lost on the way would look.
   */
  failNextRefunds(n: number, how?: 'refuse' | 'lose'): void;
  close(): Promise<void>;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Fourteen base62 characters, the body of every Razorpay id. */
export function base62Id(): string {
  const bytes = randomBytes(14);
  return Array.from(bytes, (byte) => BASE62[byte % 62]).join('');
}

const idOf = (prefix: string) => `${prefix}_${base62Id()}`;
const seconds = () => Math.floor(Date.now() / 1000);
export const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export async function startFakeRazorpay(options: FakeRazorpayOptions = {}): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? FAKE_KEY_ID;
  const keySecret = options.keySecret ?? FAKE_KEY_SECRET;
  const webhookSecret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const accountId = options.accountId ?? FAKE_ACCOUNT_ID;
  const autoCapture = options.autoCapture ?? true;
  const retryForMs = options.retryForMs ?? 120_000;
  const orders = new Map<string, FakeOrder>();
  const payments: FakePayment[] = [];
  const refunds: FakeRefund[] = [];
  const events: FakeEvent[] = [];
  const calls = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let failOrders = 0;
  let failRefunds = 0;
  let failRefundsHow: 'refuse' | 'lose' = 'refuse';
  let webhooksSent = 0;
  let origin = '';

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  /** Delivers an event until a 2xx, backing off 0.2 s, 0.4 s, … up to 4 s between tries. */
  const deliver = (event: FakeEvent) => {
    const started = Date.now();
    const attempt = (tries: number) => {
      const retry = () => {
        const wait = Math.min(4000, 200 * 2 ** tries);
        if (Date.now() + wait - started <= retryForMs) later(wait, () => attempt(tries + 1));
      };
      // Each try goes wherever the webhook points at that moment (a restarted API may listen elsewhere).
      const url = fake.webhookUrl;
      if (!url) return retry();
      void fetch(url, {
        method: 'POST',
        headers: { ...event.headers, 'user-agent': 'Razorpay-Webhook/v1' },
        body: event.body,
      })
        .then(async (answer) => {
          webhooksSent++;
          await answer.arrayBuffer();
          if (!answer.ok) retry();
        })
        .catch(retry);
    };
    later(200, () => attempt(0));
  };

  const newPayment = (order: FakeOrder, method: string, amount: number): FakePayment => ({
    id: idOf('pay'),
    entity: 'payment',
    amount,
    currency: order.currency,
    status: 'created',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: order.receipt,
    card_id: null,
    bank: method === 'netbanking' ? 'HDFC' : null,
    wallet: null,
    vpa: method === 'upi' ? 'success@razorpay' : null,
    email: 'void@razorpay.com',
    contact: '+919000090000',
    notes: { ...order.notes },
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: method === 'upi' ? { rrn: String(Date.now()).slice(-12), upi_transaction_id: null } : {},
    created_at: seconds(),
  });

  /** Captures an authorized payment: the order is paid once its payments cover it. */
  const capture = (payment: FakePayment) => {
    payment.status = 'captured';
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round((payment.fee * 18) / 118);
    const order = orders.get(payment.order_id)!;
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    fake.raise('payment.captured', { payment });
    if (order.amount_due === 0) {
      order.status = 'paid';
      fake.raise('order.paid', { payment, order });
    }
  };

  const settle = (refund: FakeRefund, outcome: 'processed' | 'failed') => {
    if (refund.status !== 'pending') throw new Error(`refund ${refund.id} is already ${refund.status}`);
    refund.status = outcome;
    const payment = payments.find((candidate) => candidate.id === refund.payment_id)!;
    if (outcome === 'processed') {
      refund.acquirer_data = { arn: String(Date.now()).padStart(23, '7') };
      payment.amount_refunded += refund.amount;
      payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
      if (payment.refund_status === 'full') payment.status = 'refunded';
    }
    return fake.raise(outcome === 'processed' ? 'refund.processed' : 'refund.failed', { refund, payment });
  };

  const fake: FakeRazorpay = {
    url: '',
    checkoutUrl: '',
    env: {},
    orders,
    payments,
    refunds,
    events,
    webhookUrl: null,
    calls,
    webhooksAnswered: () => webhooksSent,
    failNextOrders: (n) => {
      failOrders = n;
    },
    failNextRefunds: (n, how = 'refuse') => {
      failRefunds = n;
      failRefundsHow = how;
    },
    pay(orderId, { method = 'upi', capture: captureNow = autoCapture, amount } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no gateway order ${orderId}`);
      const payment = newPayment(order, method, amount ?? order.amount_due);
      payments.push(payment);
      order.attempts++;
      order.status = order.status === 'paid' ? 'paid' : 'attempted';
      payment.status = 'authorized';
      fake.raise('payment.authorized', { payment });
      if (captureNow) capture(payment);
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: hmac(keySecret, `${orderId}|${payment.id}`),
      };
    },
    decline(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no gateway order ${orderId}`);
      const payment = newPayment(order, 'card', order.amount_due);
      Object.assign(payment, {
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed because the card was declined by the bank.',
        error_source: 'issuer',
        error_step: 'payment_authorization',
        error_reason: 'card_declined',
      });
      payments.push(payment);
      order.attempts++;
      order.status = order.status === 'paid' ? 'paid' : 'attempted';
      fake.raise('payment.failed', { payment });
      return payment;
    },
    raise(name, entities) {
      const contains = Object.keys(entities).filter((key) => entities[key as keyof typeof entities]);
      const payload = Object.fromEntries(
        contains.map((key) => [key, { entity: { ...entities[key as keyof typeof entities] } }]),
      );
      const body = JSON.stringify({
        entity: 'event',
        account_id: accountId,
        event: name,
        contains,
        payload,
        created_at: seconds(),
      });
      const id = base62Id();
      const event: FakeEvent = {
        name,
        id,
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(webhookSecret, body),
          'x-razorpay-event-id': id,
        },
      };
      events.push(event);
      if (fake.webhookUrl) deliver(event);
      return event;
    },
    lastEvent(name, entityId) {
      return events.findLast(
        (event) =>
          event.name === name &&
          (entityId === undefined || event.body.includes(`"id":${JSON.stringify(entityId)}`)),
      );
    },
    webhookFor(payment) {
      const body = JSON.stringify({
        entity: 'event',
        account_id: accountId,
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity: { ...payment } } },
        created_at: seconds(),
      });
      const id = base62Id();
      return {
        name: 'payment.captured',
        id,
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(webhookSecret, body),
          'x-razorpay-event-id': id,
        },
      };
    },
    settleRefund(refundId, outcome) {
      const refund = refunds.find((candidate) => candidate.id === refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      return settle(refund, outcome);
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (response: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    response.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, status: number, description: string) =>
    send(response, status, {
      error: {
        code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    });
  const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const authorised = (request: IncomingMessage) =>
    request.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const count = (route: string) => calls.set(route, (calls.get(route) ?? 0) + 1);
  const collection = <T>(items: T[]) => ({ entity: 'collection', count: items.length, items });
  const notes = (value: unknown): Record<string, string> =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, note]) => [key, String(note)]))
      : {};

  const api = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const method = request.method;
    if (method === 'POST' && path === '/v1/orders') {
      count('orders.create');
      if (failOrders > 0) {
        failOrders--;
        return refuse(response, 500, 'The gateway is down');
      }
      const body = await readJson(request);
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100 || body.currency !== 'INR') {
        return refuse(response, 400, 'amount or currency is invalid');
      }
      if (typeof body.receipt === 'string' && body.receipt.length > 40) {
        return refuse(response, 400, 'receipt may have at most 40 characters');
      }
      const order: FakeOrder = {
        id: idOf('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: notes(body.notes),
        created_at: seconds(),
      };
      orders.set(order.id, order);
      return send(response, 200, order);
    }
    let match = /^\/v1\/orders\/(order_\w+)$/.exec(path);
    if (method === 'GET' && match) {
      count('orders.fetch');
      const order = orders.get(match[1]!);
      return order ? send(response, 200, order) : refuse(response, 400, 'The id provided does not exist');
    }
    match = /^\/v1\/orders\/(order_\w+)\/payments$/.exec(path);
    if (method === 'GET' && match) {
      count('orders.payments');
      return send(response, 200, collection(payments.filter((payment) => payment.order_id === match![1])));
    }
    match = /^\/v1\/payments\/(pay_\w+)(\/\w+)?$/.exec(path);
    const payment = match ? payments.find((candidate) => candidate.id === match![1]) : undefined;
    if (match && !payment) return refuse(response, 400, 'The id provided does not exist');
    if (payment && method === 'GET' && match![2] === undefined) {
      count('payments.fetch');
      return send(response, 200, payment);
    }
    if (payment && method === 'POST' && match![2] === '/capture') {
      count('payments.capture');
      const body = await readJson(request);
      if (payment.status !== 'authorized') {
        return refuse(
          response,
          400,
          payment.captured
            ? 'This payment has already been captured'
            : 'Only payments which have been authorized and not yet captured can be captured',
        );
      }
      if (Number(body.amount) !== payment.amount || body.currency !== payment.currency) {
        return refuse(response, 400, 'Capture amount must be equal to the amount authorized');
      }
      capture(payment);
      return send(response, 200, payment);
    }
    if (payment && method === 'GET' && match![2] === '/refunds') {
      count('payments.refunds');
      return send(response, 200, collection(refunds.filter((refund) => refund.payment_id === payment.id)));
    }
    if (payment && method === 'POST' && match![2] === '/refund') {
      count('payments.refund');
      const lose = failRefunds > 0 && failRefundsHow === 'lose';
      if (failRefunds > 0) {
        failRefunds--;
        if (!lose) return refuse(response, 400, 'The refund could not be initiated; try again later');
      }
      const body = await readJson(request);
      if (!payment.captured) return refuse(response, 400, 'The payment has not been captured');
      const amount = body.amount === undefined ? payment.amount : Number(body.amount);
      const asked = refunds
        .filter((refund) => refund.payment_id === payment.id && refund.status !== 'failed')
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (!Number.isInteger(amount) || amount < 100 || asked + amount > payment.amount) {
        return refuse(response, 400, 'The total refund amount is greater than the refund payment amount');
      }
      const refund: FakeRefund = {
        id: idOf('rfnd'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: notes(body.notes),
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        acquirer_data: { arn: null },
        created_at: seconds(),
        batch_id: null,
        status: 'pending',
        speed_processed: 'normal',
        speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
      };
      refunds.push(refund);
      if (typeof options.settleRefundsAfterMs === 'number') {
        later(options.settleRefundsAfterMs, () => {
          if (refund.status === 'pending') settle(refund, 'processed');
        });
      }
      if (lose) return refuse(response, 500, 'The gateway timed out');
      return send(response, 200, refund);
    }
    match = /^\/v1\/refunds\/(rfnd_\w+)$/.exec(path);
    if (method === 'GET' && match) {
      count('refunds.fetch');
      const refund = refunds.find((candidate) => candidate.id === match![1]);
      return refund ? send(response, 200, refund) : refuse(response, 400, 'The id provided does not exist');
    }
    return refuse(response, 400, 'The requested URL was not found on the server.');
  };

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (request.method === 'OPTIONS') return send(response, 204, '');
      if (request.method === 'GET' && path === '/checkout.js') {
        return send(response, 200, checkoutScript(origin), 'text/javascript');
      }
      if (request.method === 'POST' && path === '/checkout/pay') {
        const body = await readJson(request);
        const orderId = String(body.order_id ?? '');
        if (!orders.has(orderId)) return refuse(response, 400, 'The id provided does not exist');
        return send(response, 200, fake.pay(orderId, { method: String(body.method ?? 'upi') }));
      }
      if (!path.startsWith('/v1/')) return refuse(response, 404, 'not found');
      if (!authorised(request)) return refuse(response, 401, 'Authentication failed');
      await api(request, response, path);
    })().catch((error: unknown) => refuse(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = origin;
  fake.checkoutUrl = `${origin}/checkout.js`;
  fake.env = {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: origin,
    RAZORPAY_CHECKOUT_URL: fake.checkoutUrl,
  };
  return fake;
}

/**
 * The stand-in for checkout.js: `new Razorpay(options).open()` shows a dialog with the amount and a
 * Pay button; paying asks the fake gateway, then calls `options.handler` with what real Checkout hands
 * over. Dismissing it calls `options.modal.ondismiss`. Styles are set through the DOM, which the
 * site's Content-Security-Policy allows.
 */
function checkoutScript(origin: string): string {
  return `(() => {
  const gateway = ${JSON.stringify(origin)};
  class Razorpay {
    constructor(options) { this.options = options; }
    on() {}
    open() {
      const options = this.options;
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Razorpay test checkout');
      Object.assign(dialog.style, { position: 'fixed', inset: '20% 30%', background: '#fff', padding: '24px', zIndex: '9999', border: '2px solid #333' });
      const title = document.createElement('p');
      title.textContent = (options.name || 'Pay') + ': Rs. ' + (options.amount / 100).toFixed(2);
      const pay = document.createElement('button');
      pay.type = 'button';
      pay.textContent = 'Pay with UPI (test)';
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.textContent = 'Cancel payment';
      pay.addEventListener('click', async () => {
        const answer = await fetch(gateway + '/checkout/pay', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: options.order_id, method: 'upi' }),
        });
        dialog.remove();
        options.handler(await answer.json());
      });
      cancel.addEventListener('click', () => {
        dialog.remove();
        if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
      });
      dialog.append(title, pay, cancel);
      document.body.append(dialog);
    }
  }
  window.Razorpay = Razorpay;
})();
`;
}
