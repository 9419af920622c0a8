// Online payments survive a crash (decision 125). The real API process takes online orders; then the
// fake gateway takes a payment for each, and the shopper's confirmations stream in, 8 at a time, while
// the gateway's webhooks arrive too. The API is killed with SIGKILL part-way and restarted on the same
// data; the gateway keeps retrying its webhooks, as Razorpay does. Then every payment the gateway took
// must have paid exactly one order, once: placed, with one invoice number from a gapless series, one
// confirmation e-mail queued, and nothing refunded.
//
// Runs in both API projects: PGlite (the risky engine, whose files the kill interrupts) and PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { financialYear, formatDocumentNumber } from '../../server/modules/billing/index.ts';
import { indiaToday } from '../../contract/leads.ts';
import { killApiProcesses, startApiProcess as startApi, type ApiProcess } from '../support/api-process.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.ts';
import { createTestDatabase, preparePgliteDataFolder, type TestDatabase } from '../support/test-db.ts';

const ORDERS = 40;
const IN_FLIGHT = 8;
/** Confirmations answered before the kill: the rest reach a dead server or are never sent. */
const KILL_AFTER_ACKS = 12;

const engine = process.env.TEST_DB ?? 'pglite';
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  killApiProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

interface Placed {
  id: string;
  token: string;
  gatewayOrderId: string;
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** `count` different pieces without options, in stock: one unit each, so no order waits on another's stock. */
async function piecesToBuy(api: ApiProcess, count: number) {
  const pieces: { id: string; price: number }[] = [];
  for (let page = 1; pieces.length < count && page <= 5; page++) {
    const { products } = await json<{
      products: { id: string; price: number; discount_price: number | null; stock_status: string }[];
    }>(await fetch(`${api.url}/api/v1/products?limit=100&page=${page}&sort=name&order=asc`));
    for (const product of products.filter((candidate) => candidate.stock_status === 'in_stock')) {
      const detail = await json<{ product: { variants: unknown[] } }>(
        await fetch(`${api.url}/api/v1/products/${product.id}`),
      );
      if (detail.product.variants.length > 0) continue;
      const price =
        product.discount_price !== null && product.discount_price < product.price
          ? product.discount_price
          : product.price;
      pieces.push({ id: product.id, price });
      if (pieces.length === count) break;
    }
  }
  expect(pieces).toHaveLength(count);
  return pieces;
}

describe(`online payments across a crash (${engine})`, () => {
  it('pays every order the gateway took money for exactly once after kill -9 and restart', async () => {
    const started = Date.now();
    const gateway: FakeRazorpay = await startFakeRazorpay();
    cleanups.push(() => gateway.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'payments-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let postgres: TestDatabase | undefined;
    if (engine === 'postgres') {
      postgres = await createTestDatabase();
      cleanups.push(() => postgres!.close());
    } else {
      // An empty cluster, as PGlite's initdb leaves it: the API migrates it as on a first start.
      await preparePgliteDataFolder(dataDir);
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_ON_START: 'true',
      GENERATE_MEDIA: 'false',
      LOG_LEVEL: 'info',
      ORDERS_RATE_LIMIT_PER_MINUTE: '100000',
      OUTBOX_POLL_MS: '200',
      ...gateway.env,
    };

    // 1. Online orders, each awaiting its payment.
    const first = await startApi(env);
    const pieces = await piecesToBuy(first, ORDERS);
    const placed: Placed[] = [];
    for (const [i, piece] of pieces.entries()) {
      const answer = await json<{
        order: { id: string; payment: { gatewayOrderId: string } };
        accessToken: string;
      }>(
        await fetch(`${first.url}/api/v1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `crash-order-${i}` },
          body: JSON.stringify({
            name: 'Crash Test',
            email: `crash-${i}@example.in`,
            phone: '+91 98480 22338',
            delivery: {
              line1: '1 Test Lane',
              area: 'Banjara Hills',
              city: 'Hyderabad',
              stateCode: '36',
              pincode: '500034',
            },
            lines: [{ productId: piece.id, variantId: null, quantity: 1, price: piece.price }],
            paymentMethod: 'online',
          }),
        }),
      );
      placed.push({
        id: answer.order.id,
        token: answer.accessToken,
        gatewayOrderId: answer.order.payment.gatewayOrderId,
      });
    }

    // 2. The gateway takes every payment; confirmations and webhooks race in; the API dies mid-stream.
    gateway.webhookUrl = `${first.url}/api/v1/payments/razorpay/webhook`;
    let acknowledged = 0;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      first.child.kill('SIGKILL');
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < placed.length) {
          const order = placed[next++]!;
          const paid = gateway.pay(order.gatewayOrderId);
          try {
            const response = await fetch(
              `${first.url}/api/v1/orders/${order.id}/payment?token=${order.token}`,
              {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  gatewayOrderId: paid.razorpay_order_id,
                  paymentId: paid.razorpay_payment_id,
                  signature: paid.razorpay_signature,
                }),
              },
            );
            if (response.ok) acknowledged++;
            else if (!killed) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
            if (acknowledged >= KILL_AFTER_ACKS) kill();
          } catch (error) {
            if (!killed) throw error;
          }
        }
      }),
    );
    kill();
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    // 3. Restart on the same data; the gateway's webhooks follow the API to its new address.
    const second = await startApi(env);
    gateway.webhookUrl = `${second.url}/api/v1/payments/razorpay/webhook`;
    const statusOf = async (order: Placed) =>
      (
        await json<{ status: string }>(
          await fetch(`${second.url}/api/v1/orders/${order.id}?token=${order.token}`),
        )
      ).status;
    const deadline = Date.now() + 90_000;
    let waiting = placed;
    while (waiting.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const statuses = await Promise.all(waiting.map(statusOf));
      waiting = waiting.filter((_, index) => statuses[index] !== 'placed');
    }
    expect(
      waiting.map((order) => order.id),
      'orders paid at the gateway but not placed',
    ).toEqual([]);
    second.child.kill('SIGTERM');
    await second.exited;

    // 4. What the gateway took against what the database holds.
    let database: Database;
    if (postgres) database = postgres.database;
    else {
      database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      cleanups.push(() => database.close());
    }
    const rows = await database.execute(
      `SELECT o.id, o.status, o.payment_status, o.gateway_order_id, 
              (SELECT gateway_reference FROM money_movements m
               WHERE m.order_id = o.id AND m.kind = 'payment' AND m.state = 'succeeded') AS gateway_payment_id,
              (SELECT number FROM tax_documents d WHERE d.order_id = o.id AND d.kind = 'invoice') AS invoice_number,
              (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id AND e.status = 'placed') AS placed_events,
              (SELECT count(*)::int FROM outbox m WHERE m.payload->>'to' = o.email AND m.topic = 'order.placed') AS confirmations
       FROM orders o`,
    );
    expect(rows).toHaveLength(ORDERS);
    const paymentOf = new Map(gateway.payments.map((payment) => [payment.order_id, payment.id]));
    expect(gateway.payments).toHaveLength(ORDERS);
    for (const row of rows) {
      expect(row, `order ${String(row.id)}`).toMatchObject({
        status: 'placed',
        payment_status: 'paid',
        gateway_payment_id: paymentOf.get(String(row.gateway_order_id)),
        placed_events: 1,
        confirmations: 1,
      });
    }
    const year = financialYear(indiaToday());
    const invoices = rows.map((row) => String(row.invoice_number)).sort();
    expect(invoices).toEqual(
      Array.from({ length: ORDERS }, (_, i) => formatDocumentNumber('invoice', year, i + 1)),
    );
    expect(gateway.refunds).toEqual([]);

    console.log(
      `[payments-crash ${engine}] ${ORDERS} orders, ${acknowledged} confirmations answered before the kill, ` +
        `${gateway.webhooksAnswered()} webhook deliveries answered, all paid once in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});
