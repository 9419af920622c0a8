// Partial refunds of returns survive a crash (decisions 163 and 197). The real API process holds online
// orders, each paid through the fake gateway, delivered, and one unit of it asked back by the customer,
// approved, collected and inspected. Then staff refund every return less a deduction, 4 at a time, while
// the link to the gateway is slow both ways (so that some refunds are recorded and never asked for, and
// some are made at the gateway with the answer lost); the API is killed with SIGKILL part-way and
// restarted on the same data and address. Staff try again every refund they got no answer for (a 409
// says it was done); the background worker asks again for refunds the gateway never answered for, after
// looking each up by its movement id. Then every return must be refunded exactly once at the gateway, for
// the unit's price less the deduction, with one refund in the ledger and one credit note from a gapless
// series, and no order refunded more than it paid.
//
// Runs in both API projects: PGlite (whose files the kill interrupts) and PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../contract/leads.ts';
import type { AdminReturn } from '../../contract/returns.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { DEMO_OWNER } from '../../server/db/seed/demo-staff.ts';
import { financialYear, formatDocumentNumber } from '../../server/modules/billing/index.ts';
import { killApiProcesses, startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.ts';
import { signInOverHttp } from '../support/http-sign-in.ts';
import { ADMIN_SIGN_IN } from '../support/oidc.ts';
import { createTestDatabase, preparePgliteDataFolder, type TestDatabase } from '../support/test-db.ts';

const ORDERS = 12;
const IN_FLIGHT = 4;
/** Refunds answered before the kill: the rest reach a dead server or are never sent. */
const KILL_AFTER_ANSWERS = 3;
/** What staff keep back of every return, in paise (₹100), and why. */
const DEDUCTION = 10_000;
const DEDUCTION_REASON = 'Pickup charge';
/** How long a refund call takes to reach the gateway, and its answer to come back. */
const GATEWAY_LAG_MS = 150;
/** The worker's wait before asking again for a refund the gateway never answered for. */
const REFUND_RETRY_SECONDS = 5;

const engine = process.env.TEST_DB ?? 'pglite';
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  killApiProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** A return ready to refund, with the order and the gateway payment it gives back part of. */
interface Ready {
  orderId: string;
  returnId: string;
  gatewayOrderId: string;
  /** The returned unit's price, in paise. */
  unitPaise: number;
}

type Send = (method: string, path: string, body?: unknown) => Promise<Response>;

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A slow link between the API and the gateway: each refund call is held `GATEWAY_LAG_MS` on its way
 * there and its answer as long on the way back; other calls pass at once. `senderDied()` says the API
 * was killed: the calls then held on their way are cut off, as a request still in a dead machine's
 * buffers is, and those whose answers are held have made their refund and lose the answer.
 */
async function startSlowLink(gatewayUrl: string) {
  let life = 0;
  const link = {
    url: '',
    /** Refund calls held now on their way to the gateway, and answers held on their way back. */
    holding: 0,
    answering: 0,
    refundCalls: 0,
    cutOff: 0,
    answersLost: 0,
    senderDied: () => void life++,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((request, response) => {
    const sentIn = life;
    void (async () => {
      const body = await read(request);
      const isRefund = request.method === 'POST' && /^\/v1\/payments\/pay_\w+\/refund$/.test(request.url!);
      if (isRefund) {
        link.holding++;
        await sleep(GATEWAY_LAG_MS);
        link.holding--;
        if (life !== sentIn) {
          link.cutOff++;
          return response.destroy();
        }
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name]) => !['host', 'connection', 'content-length'].includes(name),
        ),
      ) as Record<string, string>;
      const answer = await fetch(`${gatewayUrl}${request.url}`, {
        method: request.method!,
        headers,
        ...(body.length > 0 ? { body } : {}),
      });
      const text = await answer.text();
      if (isRefund) {
        link.refundCalls++;
        link.answering++;
        await sleep(GATEWAY_LAG_MS);
        link.answering--;
        if (life !== sentIn) {
          link.answersLost++;
          return response.destroy();
        }
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  link.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return link;
}

type SlowLink = Awaited<ReturnType<typeof startSlowLink>>;

/** `count` different pieces without options, in stock, with their price in whole rupees. */
async function piecesToBuy(origin: string, count: number) {
  const pieces: { id: string; price: number }[] = [];
  for (let page = 1; pieces.length < count && page <= 5; page++) {
    const { products } = await json<{
      products: { id: string; price: number; discount_price: number | null; stock_status: string }[];
    }>(await fetch(`${origin}/api/v1/products?limit=100&page=${page}&sort=name&order=asc`));
    for (const product of products.filter((candidate) => candidate.stock_status === 'in_stock')) {
      const detail = await json<{ product: { variants: unknown[] } }>(
        await fetch(`${origin}/api/v1/products/${product.id}`),
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

/**
 * One online order of `quantity` units of `piece`, paid, delivered, and one unit asked back by the
 * customer through the order's link, approved, collected and inspected: ready to refund.
 */
async function returnReady(
  origin: string,
  admin: Send,
  gateway: FakeRazorpay,
  piece: { id: string; price: number },
  i: number,
): Promise<Ready> {
  const quantity = 1 + (i % 2);
  const placed = await json<{
    order: { id: string; payment: { gatewayOrderId: string } };
    accessToken: string;
  }>(
    await fetch(`${origin}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `returns-crash-${i}` },
      body: JSON.stringify({
        name: 'Return Crash',
        email: `returns-crash-${i}@example.in`,
        phone: '+91 98480 22338',
        delivery: {
          line1: '1 Test Lane',
          area: 'Banjara Hills',
          city: 'Hyderabad',
          stateCode: '36',
          pincode: '500034',
        },
        lines: [{ productId: piece.id, variantId: null, quantity, price: piece.price }],
        paymentMethod: 'online',
      }),
    }),
  );
  const { id } = placed.order;
  const link = `token=${placed.accessToken}`;
  const paid = gateway.pay(placed.order.payment.gatewayOrderId);
  await json(
    await fetch(`${origin}/api/v1/orders/${id}/payment?${link}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        gatewayOrderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    }),
  );
  await json(await admin('POST', `/admin/orders/${id}/status`, { status: 'confirmed' }));
  await json(
    await admin('POST', `/admin/orders/${id}/status`, {
      status: 'shipped',
      carrier: 'Delhivery',
      trackingNumber: `DL${String(i).padStart(9, '0')}`,
    }),
  );
  await json(await admin('POST', `/admin/orders/${id}/status`, { status: 'delivered' }));
  const { lines } = await json<{ lines: { lineId: string; returnable: boolean }[] }>(
    await fetch(`${origin}/api/v1/orders/${id}/returns?${link}`),
  );
  expect(lines.map((line) => line.returnable)).toEqual([true]);
  const asked = await json<{ id: string }>(
    await fetch(`${origin}/api/v1/orders/${id}/returns?${link}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'return',
        lines: [{ lineId: lines[0]!.lineId, quantity: 1 }],
        reason: 'changed_mind',
      }),
    }),
  );
  const returns = `/admin/returns/${asked.id}`;
  await json(await admin('POST', `${returns}/approve`, {}));
  await json(await admin('POST', `${returns}/collect`, {}));
  const inspected = await json<AdminReturn>(
    await admin('POST', `${returns}/inspect`, {
      conditionNotes: 'As delivered',
      lines: [{ lineId: lines[0]!.lineId, restocked: 1, writtenOff: 0 }],
    }),
  );
  // What the unit is worth, as the server prices it, is what the shopper paid for it.
  expect(inspected.value).toBe(piece.price * 100);
  return {
    orderId: id,
    returnId: asked.id,
    gatewayOrderId: placed.order.payment.gatewayOrderId,
    unitPaise: piece.price * 100,
  };
}

/**
 * Staff refund every return, `IN_FLIGHT` at a time. Once `KILL_AFTER_ANSWERS` are answered, the API is
 * killed at the next moment a refund call is on its way to the gateway (recorded, and never to arrive),
 * preferably while another's answer is on its way back (made, and never to be heard of).
 */
async function refundAcrossKill(
  api: ApiProcess,
  admin: Send,
  ready: Ready[],
  link: SlowLink,
): Promise<Set<string>> {
  const answered = new Set<string>();
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    clearInterval(watch);
    api.child.kill('SIGKILL');
    link.senderDied();
  };
  let lookingSince: number | null = null;
  const watch = setInterval(() => {
    if (answered.size < KILL_AFTER_ANSWERS) return;
    lookingSince ??= Date.now();
    // Best when a call is held each way; a call on its way will do after a while; anything after longer.
    const waited = Date.now() - lookingSince;
    if (link.holding > 0 && (link.answering > 0 || waited > 2000)) kill();
    else if (waited > 5000) kill();
  }, 5);
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < ready.length) {
        const one = ready[next++]!;
        try {
          const response = await admin('POST', `/admin/returns/${one.returnId}/refund`, {
            deductionPaise: DEDUCTION,
            deductionReason: DEDUCTION_REASON,
          });
          if (response.ok) answered.add(one.returnId);
          else if (!killed) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    }),
  );
  kill();
  await api.exited;
  expect(api.child.signalCode).toBe('SIGKILL');
  return answered;
}

/** Staff try again each refund they got no answer for: 200 when it was lost, 409 when it was done. */
async function retryUnanswered(admin: Send, ready: Ready[], answered: Set<string>) {
  const outcomes = { done: 0, alreadyDone: 0 };
  for (const one of ready.filter((candidate) => !answered.has(candidate.returnId))) {
    const response = await admin('POST', `/admin/returns/${one.returnId}/refund`, {
      deductionPaise: DEDUCTION,
      deductionReason: DEDUCTION_REASON,
    });
    await response.arrayBuffer();
    expect([200, 409], `the refund of return ${one.returnId} tried again`).toContain(response.status);
    if (response.status === 200) outcomes.done++;
    else outcomes.alreadyDone++;
  }
  return outcomes;
}

/** Waits until the refund of every return has settled, as staff see it; answers those that did not. */
async function waitForSettled(admin: Send, ready: Ready[]): Promise<string[]> {
  const deadline = Date.now() + 90_000;
  let waiting = ready;
  while (waiting.length > 0 && Date.now() < deadline) {
    await sleep(500);
    const views = await Promise.all(
      waiting.map(async (one) => json<AdminReturn>(await admin('GET', `/admin/returns/${one.returnId}`))),
    );
    waiting = waiting.filter((_, index) => views[index]!.refund?.state !== 'succeeded');
  }
  return waiting.map((one) => one.returnId);
}

/** What the gateway gave back against what the database holds. */
async function checkMoney(database: Database, gateway: FakeRazorpay, ready: Ready[]) {
  const rows = await database.execute(
    `SELECT r.id, r.state, r.refund_paise, r.deduction_paise,
            (SELECT count(*)::int FROM money_movements m
             WHERE m.return_id = r.id AND m.kind = 'refund' AND m.state <> 'failed') AS refunds,
            (SELECT json_agg(json_build_object('id', m.id, 'amount', m.amount_paise, 'state', m.state,
                                               'reference', m.gateway_reference))
             FROM money_movements m WHERE m.return_id = r.id AND m.kind = 'refund') AS movements,
            (SELECT count(*)::int FROM tax_documents d
             WHERE d.order_id = r.order_id AND d.kind = 'credit_note') AS credit_notes,
            c.number AS credit_note, c.total_paise AS credit_total
     FROM returns r LEFT JOIN tax_documents c ON c.id = r.credit_note_id`,
  );
  expect(rows).toHaveLength(ready.length);
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  for (const one of ready) {
    const expected = one.unitPaise - DEDUCTION;
    const row = byId.get(one.returnId)!;
    const movements = row.movements as { id: string; amount: number; state: string; reference: string }[];
    expect(row, `return ${one.returnId}`).toMatchObject({
      state: 'refunded',
      refund_paise: expected,
      deduction_paise: DEDUCTION,
      refunds: 1,
      credit_notes: 1,
      credit_total: expected,
    });
    expect(movements, `the ledger's refunds of return ${one.returnId}`).toEqual([
      { id: movements[0]!.id, amount: expected, state: 'succeeded', reference: expect.any(String) },
    ]);
    const payment = gateway.payments.find((candidate) => candidate.order_id === one.gatewayOrderId)!;
    const made = gateway.refunds.filter((refund) => refund.payment_id === payment.id);
    expect(
      made.map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        status: refund.status,
        movement: refund.notes.movement_id,
      })),
      `the gateway's refunds of return ${one.returnId}`,
    ).toEqual([
      { id: movements[0]!.reference, amount: expected, status: 'processed', movement: movements[0]!.id },
    ]);
    expect(payment.amount_refunded).toBeLessThanOrEqual(payment.amount);
  }
  expect(gateway.refunds).toHaveLength(ready.length);
  const year = financialYear(indiaToday());
  expect(rows.map((row) => String(row.credit_note)).sort()).toEqual(
    Array.from({ length: ready.length }, (_, i) => formatDocumentNumber('credit_note', year, i + 1)),
  );
  const overRefunded = await database.execute(
    `SELECT order_id FROM money_movements GROUP BY order_id
     HAVING coalesce(sum(amount_paise) FILTER (WHERE kind = 'refund' AND state <> 'failed'), 0)
          > coalesce(sum(amount_paise) FILTER (WHERE kind = 'payment' AND state = 'succeeded'), 0)`,
  );
  expect(overRefunded, 'orders refunded more than they paid').toEqual([]);
}

describe(`refunds of returns across a crash (${engine})`, () => {
  it('refunds every return exactly once, less the deduction, after kill -9 and restart', async () => {
    const started = Date.now();
    const gateway = await startFakeRazorpay({ settleRefundsAfterMs: 300 });
    cleanups.push(() => gateway.close());
    const slowLink = await startSlowLink(gateway.url);
    cleanups.push(() => slowLink.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'returns-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let postgres: TestDatabase | undefined;
    if (engine === 'postgres') {
      postgres = await createTestDatabase();
      cleanups.push(() => postgres!.close());
    } else {
      await preparePgliteDataFolder(dataDir);
    }
    // The same address both times: the staff member's token names it as its issuer and audience.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_API_ORIGIN: origin,
      SEED_ON_START: 'true',
      GENERATE_MEDIA: 'false',
      LOG_LEVEL: 'info',
      ORDERS_RATE_LIMIT_PER_MINUTE: '100000',
      OUTBOX_POLL_MS: '200',
      REFUND_RETRY_SECONDS: String(REFUND_RETRY_SECONDS),
      ...gateway.env,
      RAZORPAY_API_URL: slowLink.url,
    };
    gateway.webhookUrl = `${origin}/api/v1/payments/razorpay/webhook`;

    // 1. Online orders, paid and delivered, one unit of each asked back and inspected.
    const first = await startApiProcess(env);
    const owner = await signInOverHttp(
      origin,
      DEMO_OWNER.email,
      DEMO_OWNER.password,
      '198.51.100.1',
      ADMIN_SIGN_IN,
    );
    const admin: Send = (method, path, body) =>
      fetch(`${origin}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${owner.tokens!.access_token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const pieces = await piecesToBuy(origin, ORDERS);
    const ready: Ready[] = [];
    for (const [i, piece] of pieces.entries())
      ready.push(await returnReady(origin, admin, gateway, piece, i));

    // 2. Staff refund them all, several at once; the API dies part-way.
    const answered = await refundAcrossKill(first, admin, ready, slowLink);
    // The kill cut off a refund recorded and on its way: only the worker can ask for it now.
    await sleep(GATEWAY_LAG_MS * 2);
    const madeBeforeRestart = gateway.refunds.length;
    expect(slowLink.cutOff, 'refund calls cut off by the kill').toBeGreaterThan(0);

    // 3. Restart on the same data and address; staff try again what they got no answer for; the worker
    // and the gateway's webhooks settle the rest.
    const second = await startApiProcess(env);
    const retried = await retryUnanswered(admin, ready, answered);
    expect(await waitForSettled(admin, ready), 'returns whose refund never settled').toEqual([]);

    // 4. What the gateway gave back against what the database holds, with the API stopped.
    second.child.kill('SIGTERM');
    await second.exited;
    let database: Database;
    if (postgres) database = postgres.database;
    else {
      database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      cleanups.push(() => database.close());
    }
    await checkMoney(database, gateway, ready);

    console.log(
      `[returns-crash ${engine}] ${ORDERS} returns, ${answered.size} refunds answered before the kill, ` +
        `${madeBeforeRestart} made at the gateway by then, ${retried.done} refunded on retry and ` +
        `${retried.alreadyDone} found done (409); of the refund calls, ${slowLink.cutOff} cut off by the kill, ` +
        `${slowLink.answersLost} answers lost, ${slowLink.refundCalls} reached the gateway; ` +
        `all refunded once in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});
