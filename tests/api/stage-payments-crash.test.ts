// Design projects' stage payments survive a crash (decision 192). The real API process holds projects
// whose customer approved a quote and whose first stage is due; the customer opens each stage's online
// payment. Then the fake gateway takes a payment for each, the customer's confirmations stream in, 6 at
// a time, while the gateway's webhooks arrive too. The API is killed with SIGKILL part-way and restarted
// on the same data and address; the gateway keeps retrying its webhooks, as Razorpay does. Then every
// payment the gateway took must have paid exactly one stage, once: one payment in the ledger, one
// receipt voucher from a gapless series, one e-mail, and nothing refunded.
//
// Runs in both API projects: PGlite (whose files the kill interrupts) and PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../contract/leads.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { DEMO_CUSTOMER } from '../../server/db/seed/demo-customer.ts';
import { DEMO_OWNER } from '../../server/db/seed/demo-staff.ts';
import { financialYear, formatDocumentNumber } from '../../server/modules/billing/index.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { killApiProcesses, startApiProcess } from '../support/api-process.ts';
import { startFakeRazorpay } from '../support/fake-razorpay.ts';
import { signInOverHttp } from '../support/http-sign-in.ts';
import { ADMIN_SIGN_IN } from '../support/oidc.ts';
import { createTestDatabase, preparePgliteDataFolder, type TestDatabase } from '../support/test-db.ts';

const PROJECTS = 16;
const IN_FLIGHT = 6;
/** Confirmations answered before the kill: the rest reach a dead server or are never sent. */
const KILL_AFTER_ACKS = 5;

const engine = process.env.TEST_DB ?? 'pglite';
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  killApiProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

describe(`stage payments across a crash (${engine})`, () => {
  it('pays every stage the gateway took money for exactly once after kill -9 and restart', async () => {
    const started = Date.now();
    const gateway = await startFakeRazorpay();
    cleanups.push(() => gateway.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'stage-payments-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let postgres: TestDatabase | undefined;
    if (engine === 'postgres') {
      postgres = await createTestDatabase();
      cleanups.push(() => postgres!.close());
    } else {
      await preparePgliteDataFolder(dataDir);
    }
    // The same address both times: the tokens name it as their issuer and audience.
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
      OUTBOX_POLL_MS: '200',
      ...gateway.env,
    };

    // 1. Projects of the demo customer, each with an approved quote and its first stage due.
    const first = await startApiProcess(env);
    const owner = await signInOverHttp(
      origin,
      DEMO_OWNER.email,
      DEMO_OWNER.password,
      '198.51.100.1',
      ADMIN_SIGN_IN,
    );
    const customer = await signInOverHttp(
      origin,
      DEMO_CUSTOMER.email,
      DEMO_CUSTOMER.password,
      '198.51.100.2',
    );
    const as = (token: string) => (method: string, path: string, body?: unknown) =>
      fetch(`${origin}/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const admin = as(owner.tokens!.access_token);
    const mine = as(customer.tokens!.access_token);
    const stages: { projectId: string; stageId: string; gatewayOrderId: string; amount: number }[] = [];
    for (let i = 0; i < PROJECTS; i++) {
      const { project } = await json<{ project: { id: string } }>(
        await admin('POST', '/admin/projects', {
          customer_email: DEMO_CUSTOMER.email,
          project_name: `Crash villa ${i + 1}`,
          site_address: {
            line1: '1 Test Lane',
            area: 'Banjara Hills',
            city: 'Hyderabad',
            stateCode: '36',
            pincode: '500034',
          },
        }),
      );
      const base = `/admin/projects/${project.id}`;
      await json(await admin('POST', `${base}/quotes`));
      await json(
        await admin('PUT', `${base}/quotes/1`, {
          rooms: ['Living Room'],
          lines: [
            {
              room: 'Living Room',
              kind: 'service',
              description: 'Design fee',
              unit: 'lumpsum',
              quantity: 1,
              unit_paise: 2_500_000 + i * 100,
              gst_rate_bp: 1800,
              hsn_sac: '998391',
            },
          ],
          valid_until: '2027-06-30',
        }),
      );
      const { quote } = await json<{ quote: { content_digest: string } }>(
        await admin('POST', `${base}/quotes/1/send`),
      );
      await json(
        await mine('POST', `/projects/${project.id}/quotes/1/approve`, {
          confirm: true,
          digest: quote.content_digest,
        }),
      );
      const schedule = await json<{ stages: { id: string; amount_paise: number }[] }>(
        await admin('PUT', `${base}/stages`, { template: 'standard' }),
      );
      const booking = schedule.stages[0]!;
      await json(await admin('POST', `${base}/stages/${booking.id}/due`));
      const { payment } = await json<{ payment: { gatewayOrderId: string } }>(
        await mine('POST', `/projects/${project.id}/stages/${booking.id}/pay`),
      );
      stages.push({
        projectId: project.id,
        stageId: booking.id,
        gatewayOrderId: payment.gatewayOrderId,
        amount: booking.amount_paise,
      });
    }

    // 2. The gateway takes every payment; confirmations and webhooks race in; the API dies mid-stream.
    gateway.webhookUrl = `${origin}/api/v1/payments/razorpay/webhook`;
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
        while (next < stages.length) {
          const stage = stages[next++]!;
          const paid = gateway.pay(stage.gatewayOrderId);
          try {
            const response = await mine(
              'POST',
              `/projects/${stage.projectId}/stages/${stage.stageId}/confirm`,
              {
                gatewayOrderId: paid.razorpay_order_id,
                paymentId: paid.razorpay_payment_id,
                signature: paid.razorpay_signature,
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

    // 3. Restart on the same data and address; the gateway goes on retrying its webhooks.
    const second = await startApiProcess(env);
    const statusOf = async (stage: (typeof stages)[number]) => {
      const data = await json<{ stages: { id: string; status: string }[] }>(
        await mine('GET', `/projects/${stage.projectId}/stages`),
      );
      return data.stages.find((row) => row.id === stage.stageId)!.status;
    };
    const deadline = Date.now() + 90_000;
    let waiting = stages;
    while (waiting.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const statuses = await Promise.all(waiting.map(statusOf));
      waiting = waiting.filter((_, index) => statuses[index] !== 'paid');
    }
    expect(
      waiting.map((stage) => stage.stageId),
      'stages paid at the gateway but not paid in the product',
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
      `SELECT s.id, s.status, s.amount_paise, s.gateway_order_id,
              (SELECT count(*)::int FROM money_movements m WHERE m.stage_id = s.id AND m.kind = 'payment') AS payments,
              (SELECT gateway_reference FROM money_movements m WHERE m.id = s.payment_id) AS gateway_payment_id,
              (SELECT count(*)::int FROM money_movements m WHERE m.stage_id = s.id AND m.kind = 'refund') AS refunds,
              d.number AS receipt_number, d.total_paise AS receipt_total
       FROM project_stages s LEFT JOIN tax_documents d ON d.id = s.receipt_id
       WHERE s.position = 1`,
    );
    expect(rows).toHaveLength(PROJECTS);
    expect(gateway.payments).toHaveLength(PROJECTS);
    const paymentOf = new Map(gateway.payments.map((payment) => [payment.order_id, payment.id]));
    for (const row of rows) {
      expect(row, `stage ${String(row.id)}`).toMatchObject({
        status: 'paid',
        payments: 1,
        refunds: 0,
        gateway_payment_id: paymentOf.get(String(row.gateway_order_id)),
        receipt_total: row.amount_paise,
      });
    }
    const year = financialYear(indiaToday());
    expect(rows.map((row) => String(row.receipt_number)).sort()).toEqual(
      Array.from({ length: PROJECTS }, (_, i) => formatDocumentNumber('receipt_voucher', year, i + 1)),
    );
    const mails = await database.execute(`SELECT count(*)::int AS n FROM outbox WHERE topic = 'stage.paid'`);
    expect(mails[0]!.n).toBe(PROJECTS);
    expect(gateway.refunds).toEqual([]);

    console.log(
      `[stage-payments-crash ${engine}] ${PROJECTS} stages, ${acknowledged} confirmations answered before the kill, ` +
        `${gateway.webhooksAnswered()} webhook deliveries answered, all paid once in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 240_000);
});
