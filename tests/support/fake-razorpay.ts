// A small stand-in for Razorpay, so that payments are tested offline: the part of its REST API the API
// uses (orders, an order's payments, refunds, with Basic auth), a Checkout script that "pays" with one
// click, and webhooks signed like Razorpay's. Signatures are computed with the test secrets exactly as
// Razorpay computes them: HMAC-SHA256 of `order_id|payment_id` under the key secret for Checkout, and
// of the raw body under the webhook secret for webhooks.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY_ID = 'rzp_test_FakeGateway01';
export const FAKE_KEY_SECRET = 'fake-gateway-key-secret-for-tests';
export const FAKE_WEBHOOK_SECRET = 'fake-gateway-webhook-secret';

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'paid';
}
export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: 'captured';
  method: string;
}
export interface CheckoutAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
export const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export interface FakeRazorpay {
  url: string;
  checkoutUrl: string;
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  refunds: { id: string; payment_id: string; amount: number }[];
  /** Where webhooks go after each payment; unset, none are sent. */
  webhookUrl: string | null;
  /** Takes a payment for a gateway order, as a shopper in Checkout would; answers what Checkout hands over. */
  pay(orderId: string, method?: string): CheckoutAnswer;
  /** A signed `payment.captured` event for a payment: its raw body and signature. */
  webhookFor(payment: FakePayment): { body: string; signature: string };
  /** Webhook deliveries that got an answer, of any status. */
  webhooksAnswered(): number;
  /** How many calls the API made, by route. */
  calls: Map<string, number>;
  /** Makes the next `n` order creations fail with 500, as an outage would. */
  failNextOrders(n: number): void;
  close(): Promise<void>;
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const payments: FakePayment[] = [];
  const refunds: FakeRazorpay['refunds'] = [];
  const calls = new Map<string, number>();
  let failOrders = 0;
  let webhooksSent = 0;
  let origin = '';

  const fake: FakeRazorpay = {
    url: '',
    checkoutUrl: '',
    orders,
    payments,
    refunds,
    webhookUrl: null,
    calls,
    webhooksAnswered: () => webhooksSent,
    failNextOrders: (n) => {
      failOrders = n;
    },
    pay(orderId, method = 'upi') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no gateway order ${orderId}`);
      const payment: FakePayment = {
        id: id('pay'),
        order_id: orderId,
        amount: order.amount,
        status: 'captured',
        method,
      };
      payments.push(payment);
      order.status = 'paid';
      if (fake.webhookUrl) {
        const { body, signature } = fake.webhookFor(payment);
        // Like Razorpay: a little after the payment, and again until a 2xx, to wherever the webhook
        // points at that moment (a restarted API may listen elsewhere). Razorpay keeps trying for a
        // day; the fake for two minutes.
        const send = (attempt: number) => {
          const url = fake.webhookUrl;
          const retry = () => {
            if (attempt < 240) setTimeout(() => void send(attempt + 1), 500);
          };
          if (!url) return;
          void fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
            body,
          })
            .then((answer) => {
              webhooksSent++;
              if (!answer.ok) retry();
            })
            .catch(retry);
        };
        setTimeout(() => send(1), 200);
      }
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: hmac(FAKE_KEY_SECRET, `${orderId}|${payment.id}`),
      };
    },
    webhookFor(payment) {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity: { ...payment, currency: 'INR', entity: 'payment' } } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: hmac(FAKE_WEBHOOK_SECRET, body) };
    },
    close: async () => {
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
  const readJson = async (request: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const authorised = (request: IncomingMessage) =>
    request.headers.authorization ===
    `Basic ${Buffer.from(`${FAKE_KEY_ID}:${FAKE_KEY_SECRET}`).toString('base64')}`;
  const count = (route: string) => calls.set(route, (calls.get(route) ?? 0) + 1);

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const path = url.pathname;
      if (request.method === 'OPTIONS') return send(response, 204, '');
      if (request.method === 'GET' && path === '/checkout.js') {
        return send(response, 200, checkoutScript(origin), 'text/javascript');
      }
      if (request.method === 'POST' && path === '/checkout/pay') {
        const body = await readJson(request);
        const orderId = String(body.order_id ?? '');
        if (!orders.has(orderId)) return send(response, 404, { error: { description: 'no such order' } });
        return send(response, 200, fake.pay(orderId, String(body.method ?? 'upi')));
      }
      if (!path.startsWith('/v1/')) return send(response, 404, { error: { description: 'not found' } });
      if (!authorised(request))
        return send(response, 401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });

      if (request.method === 'POST' && path === '/v1/orders') {
        count('orders.create');
        if (failOrders > 0) {
          failOrders--;
          return send(response, 500, { error: { code: 'SERVER_ERROR', description: 'The gateway is down' } });
        }
        const body = await readJson(request);
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 100 || body.currency !== 'INR') {
          return send(response, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'amount or currency is invalid' },
          });
        }
        const order: FakeOrder = {
          id: id('order'),
          amount,
          currency: 'INR',
          receipt: String(body.receipt ?? ''),
          status: 'created',
        };
        orders.set(order.id, order);
        return send(response, 200, {
          ...order,
          entity: 'order',
          amount_paid: 0,
          amount_due: amount,
          attempts: 0,
        });
      }
      const orderPayments = /^\/v1\/orders\/([\w]+)\/payments$/.exec(path);
      if (request.method === 'GET' && orderPayments) {
        count('orders.payments');
        const items = payments.filter((payment) => payment.order_id === orderPayments[1]);
        return send(response, 200, { entity: 'collection', count: items.length, items });
      }
      const refund = /^\/v1\/payments\/([\w]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refund) {
        count('payments.refund');
        const body = await readJson(request);
        const payment = payments.find((candidate) => candidate.id === refund[1]);
        if (!payment)
          return send(response, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'no such payment' },
          });
        const amount = Number(body.amount ?? payment.amount);
        const given = refunds
          .filter((done) => done.payment_id === payment.id)
          .reduce((sum, done) => sum + done.amount, 0);
        if (given + amount > payment.amount) {
          return send(response, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The refund is more than the payment' },
          });
        }
        const made = { id: id('rfnd'), payment_id: payment.id, amount };
        refunds.push(made);
        return send(response, 200, { ...made, entity: 'refund', currency: 'INR', status: 'processed' });
      }
      return send(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
    })().catch((error: unknown) => send(response, 500, { error: { description: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = origin;
  fake.checkoutUrl = `${origin}/checkout.js`;
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
