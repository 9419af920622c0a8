// A design project's staged payments over HTTP on both databases, against the offline fake gateway: the
// approved quote's schedule adds up to its total to the paisa, a due stage is paid online once however
// many times the news arrives, a second payment for it is refunded, staff record offline payments, every
// payment gets a receipt voucher whose tax follows decision 190, a change order's schedule keeps what
// was paid, and overdue stages are reminded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../contract/catalogue.ts';
import { formatPaiseFigure } from '../../../contract/money.ts';
import { StagesDataSchema, type StagesData } from '../../../contract/project-stages.ts';
import { call, visitorEmail } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../tests/support/fake-razorpay.ts';
import { signIn, signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let gateway: FakeRazorpay;
let sales: TestStaff;

const SITE = {
  line1: '8 Road No. 10',
  area: 'Jubilee Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500033',
};
const FEE = {
  room: 'Living Room',
  kind: 'service',
  description: 'Design fee',
  unit: 'lumpsum',
  quantity: 1,
  unit_paise: 5_000_000,
  gst_rate_bp: 1800,
  hsn_sac: '998391',
};
const KITCHEN = {
  room: 'Kitchen',
  kind: 'work',
  description: 'Modular kitchen',
  unit: 'rft',
  quantity: 12,
  unit_paise: 1_500_000,
  gst_rate_bp: 1800,
  hsn_sac: '995476',
};

beforeAll(async () => {
  gateway = await startFakeRazorpay();
  t = await createTestApp({ ...gateway.env });
  sales = await createStaff(t.database, 'sales');
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(t.app, method, `/admin${url}`, sales.headers, payload);
const mine = (customer: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(t.app, method, url, customer.auth, payload);
const data = (res: { status: number; body: unknown }, status = 200): StagesData => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return envelope(StagesDataSchema).parse(res.body).data;
};

/** Sends the next version with `lines`, and has the customer approve it. */
async function approveVersion(projectId: string, customer: SignedIn, lines: unknown[]) {
  const started = await admin('POST', `/projects/${projectId}/quotes`);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const version = started.body.data.quote.version as number;
  const saved = await admin('PUT', `/projects/${projectId}/quotes/${version}`, {
    rooms: ['Living Room', 'Kitchen'],
    lines,
    valid_until: '2027-06-30',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await admin('POST', `/projects/${projectId}/quotes/${version}/send`);
  const approved = await mine(customer, 'POST', `/projects/${projectId}/quotes/${version}/approve`, {
    confirm: true,
    digest: sent.body.data.quote.content_digest,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body.data.quote as { version: number; totals: { total_paise: number } };
}

async function projectWithCustomer() {
  const address = visitorEmail('Kavya');
  const signedUp = await signUpCustomer(t.app, { email: address, first_name: 'Kavya', last_name: 'Rao' });
  await t.database.execute('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [
    address,
  ]);
  const customer = await signIn(t.app, address, signedUp.password);
  await mine(customer, 'GET', '/projects/my');
  const res = await admin('POST', '/projects', {
    customer_email: address,
    project_name: 'Jubilee Hills villa',
    site_address: SITE,
  });
  return { customer, address, projectId: res.body.data.project.id as string };
}

const queued = (address: string, topic: string) =>
  t.database.execute(`SELECT payload FROM outbox WHERE lower(payload->>'to') = $1 AND topic = $2`, [
    address,
    topic,
  ]);

describe('the payment schedule', () => {
  it('follows an approved quote, adds up to its total, and keeps what was paid through a change order', async () => {
    const { customer, projectId } = await projectWithCustomer();
    const early = await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      'The customer has not approved a quote yet: a schedule follows an approved quote',
    );

    const quote = await approveVersion(projectId, customer, [FEE, KITCHEN]);
    const total = quote.totals.total_paise; // 50,000 + 1,80,000, with 18 % GST: ₹2,71,400
    expect(total).toBe(27_140_000);
    const wrong = await admin('PUT', `/projects/${projectId}/stages`, {
      stages: [
        { label: 'Booking', amount_paise: 1_000_000 },
        { label: 'Rest', amount_paise: 20_000_000 },
      ],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(
      'The stages add up to ₹2,10,000.00; what is left to schedule is ₹2,71,400.00',
    );

    const schedule = data(await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }));
    expect(schedule.stages.map((stage) => [stage.label, stage.amount_paise, stage.status])).toEqual([
      ['Booking', 2_714_000, 'scheduled'],
      ['Production start', 10_856_000, 'scheduled'],
      ['Installation', 13_570_000, 'scheduled'],
    ]);
    expect(schedule).toMatchObject({
      approved_version: 1,
      total_paise: total,
      paid_paise: 0,
      outstanding_paise: total,
    });

    // Booking paid offline; then a change order adds a wardrobe, and the schedule follows it.
    const booking = schedule.stages[0]!;
    data(
      await admin('POST', `/projects/${projectId}/stages/${booking.id}/payments`, {
        method: 'bank_transfer',
        reference: 'UTR20261128001',
        amount_paise: booking.amount_paise,
      }),
      201,
    );
    const two = await approveVersion(projectId, customer, [
      FEE,
      KITCHEN,
      { ...KITCHEN, room: 'Kitchen', description: 'Tall unit', quantity: 2 },
    ]);
    const after = data(await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }));
    expect(after.approved_version).toBe(two.version);
    expect(after.stages.map((stage) => [stage.label, stage.status, stage.quote_version])).toEqual([
      ['Booking', 'paid', 1],
      ['Production start', 'scheduled', 2],
      ['Installation', 'scheduled', 2],
    ]);
    expect(after.stages.reduce((sum, stage) => sum + stage.amount_paise, 0)).toBe(two.totals.total_paise);
    expect(after).toMatchObject({
      paid_paise: booking.amount_paise,
      outstanding_paise: two.totals.total_paise - booking.amount_paise,
    });
  });
});

describe('paying a stage', () => {
  it('online: once, whichever of the confirmation and the webhook comes first, with a receipt voucher', async () => {
    const { customer, address, projectId } = await projectWithCustomer();
    await approveVersion(projectId, customer, [FEE]);
    const [booking] = data(
      await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }),
    ).stages;

    const early = await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/pay`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('The stage “Booking” is not due for payment');

    data(await admin('POST', `/projects/${projectId}/stages/${booking!.id}/due`));
    expect((await queued(address, 'stage.due')).length).toBe(1);
    const opened = await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/pay`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { payment } = opened.body.data;
    expect(payment).toMatchObject({ provider: 'razorpay', amount: 590_000, currency: 'INR' });
    // Asking again opens no second gateway order.
    expect(
      (await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/pay`)).body.data.payment
        .gatewayOrderId,
    ).toBe(payment.gatewayOrderId);

    const paid = gateway.pay(payment.gatewayOrderId);
    const body = {
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    const tampered = await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/confirm`, {
      ...body,
      signature: '0'.repeat(64),
    });
    expect(tampered.status).toBe(400);
    const confirmed = data(
      await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/confirm`, body),
    );
    const stage = confirmed.stages[0]!;
    expect(stage).toMatchObject({
      status: 'paid',
      payment: { method: 'razorpay', reference: paid.razorpay_payment_id },
    });
    expect(stage.receipt!.number).toMatch(/^RV\/\d{2}-\d{2}\/\d{6}$/);
    expect(stage.receipt!.total).toBe(590_000);

    // Again, and the webhook: nothing changes, nothing is numbered twice.
    data(await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/confirm`, body));
    const event = gateway.webhookFor(gateway.payments.at(-1)!);
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: event.headers,
      payload: event.body,
    });
    expect(delivered.statusCode).toBe(200);
    const movements = await t.database.execute(
      `SELECT kind, state, amount_paise FROM money_movements WHERE stage_id = $1`,
      [booking!.id],
    );
    expect(movements).toEqual([{ kind: 'payment', state: 'succeeded', amount_paise: 590_000 }]);
    const vouchers = await t.database.execute(`SELECT number FROM tax_documents WHERE project_id = $1`, [
      projectId,
    ]);
    expect(vouchers).toEqual([{ number: stage.receipt!.number }]);
    expect((await queued(address, 'stage.paid')).length).toBe(1);

    // The voucher: a service's advance carries its GST inside (₹5,900 = ₹5,000 + ₹450 + ₹450).
    const pdf = await t.app.inject({
      url: `/api/v1/projects/${projectId}/documents/${stage.receipt!.id}`,
      headers: customer.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    for (const text of [
      'RECEIPT VOUCHER',
      stage.receipt!.number,
      'Jubilee Hills villa',
      'Booking (quote version 1)',
      '998391',
      formatPaiseFigure(500_000),
      formatPaiseFigure(45_000),
    ])
      expect(printed).toContain(text);
    const stranger = await signUpCustomer(t.app, { first_name: 'Mallory' });
    expect(
      (
        await t.app.inject({
          url: `/api/v1/projects/${projectId}/documents/${stage.receipt!.id}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refunds an online payment for a stage paid meanwhile by bank transfer', async () => {
    const { customer, projectId } = await projectWithCustomer();
    await approveVersion(projectId, customer, [FEE]);
    const [booking] = data(
      await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }),
    ).stages;
    data(await admin('POST', `/projects/${projectId}/stages/${booking!.id}/due`));
    const { payment } = (await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/pay`))
      .body.data;
    // While Checkout is open, the shop records the customer's bank transfer for the same stage.
    data(
      await admin('POST', `/projects/${projectId}/stages/${booking!.id}/payments`, {
        method: 'bank_transfer',
        reference: 'UTR20261128099',
        amount_paise: booking!.amount_paise,
      }),
      201,
    );
    const paid = gateway.pay(payment.gatewayOrderId);
    const answer = await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/confirm`, {
      gatewayOrderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(data(answer).stages[0]).toMatchObject({ status: 'paid', payment: { method: 'bank_transfer' } });
    expect(answer.body.message).toBe(
      'This stage was paid already: your online payment of ₹5,900.00 is being refunded',
    );
    // The webhook of the same payment changes nothing more.
    const event = gateway.webhookFor(gateway.payments.at(-1)!);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: event.headers,
      payload: event.body,
    });
    const movements = await t.database.execute(
      `SELECT kind, method, state, amount_paise FROM money_movements WHERE stage_id = $1 ORDER BY created_at, kind`,
      [booking!.id],
    );
    expect(movements).toEqual([
      { kind: 'payment', method: 'bank_transfer', state: 'succeeded', amount_paise: 590_000 },
      { kind: 'payment', method: 'razorpay', state: 'succeeded', amount_paise: 590_000 },
      { kind: 'refund', method: 'razorpay', state: 'pending', amount_paise: 590_000 },
    ]);
    expect(gateway.refunds.filter((refund) => refund.payment_id === paid.razorpay_payment_id)).toHaveLength(
      1,
    );
    const vouchers = await t.database.execute(
      `SELECT count(*)::int AS n FROM tax_documents WHERE project_id = $1`,
      [projectId],
    );
    expect(vouchers[0]!.n).toBe(1);
  });

  it('offline: the stage’s amount with its reference, once', async () => {
    const { customer, projectId } = await projectWithCustomer();
    await approveVersion(projectId, customer, [FEE]);
    const [, production] = data(
      await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }),
    ).stages;
    const short = await admin('POST', `/projects/${projectId}/stages/${production!.id}/payments`, {
      method: 'upi',
      reference: '412233445566',
      amount_paise: 100,
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(
      "amount_paise must be the stage's amount, ₹23,600.00; a different sum needs a new schedule",
    );
    const recorded = data(
      await admin('POST', `/projects/${projectId}/stages/${production!.id}/payments`, {
        method: 'upi',
        reference: '412233445566',
        amount_paise: production!.amount_paise,
      }),
      201,
    );
    expect(recorded.stages[1]).toMatchObject({
      status: 'paid',
      payment: { method: 'upi', reference: '412233445566' },
    });
    const again = await admin('POST', `/projects/${projectId}/stages/${production!.id}/payments`, {
      method: 'upi',
      reference: '412233445567',
      amount_paise: production!.amount_paise,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('The stage “Production start” is paid already');
    expect(
      (
        await admin('POST', `/projects/${projectId}/stages/${production!.id}/payments`, {
          method: 'barter',
          reference: 'x',
          amount_paise: 1,
        })
      ).status,
    ).toBe(400);
    const other = await signUpCustomer(t.app, { first_name: 'Mallory' });
    expect((await mine(other, 'GET', `/projects/${projectId}/stages`)).status).toBe(404);
    expect((await call(t.app, 'GET', `/projects/${projectId}/stages`, {})).status).toBe(401);
  });
});

describe('the tax invoice at completion', () => {
  it('bills the approved lines in full, adjusts the advances and is issued once', async () => {
    const { customer, projectId } = await projectWithCustomer();
    expect((await admin('POST', `/projects/${projectId}/invoice`)).status).toBe(409);
    const quote = await approveVersion(projectId, customer, [FEE, KITCHEN]);
    const [booking, production] = data(
      await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }),
    ).stages;
    for (const [stage, reference] of [
      [booking!, 'UTR1'],
      [production!, 'UTR2'],
    ] as const)
      data(
        await admin('POST', `/projects/${projectId}/stages/${stage.id}/payments`, {
          method: 'bank_transfer',
          reference,
          amount_paise: stage.amount_paise,
        }),
        201,
      );
    const issued = await admin('POST', `/projects/${projectId}/invoice`);
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const { invoice, advances_paise, balance_paise } = issued.body.data;
    expect(invoice).toMatchObject({ kind: 'invoice', total: quote.totals.total_paise });
    expect(invoice.number).toMatch(/^AAN\/\d{2}-\d{2}\/\d{6}$/);
    expect(advances_paise).toBe(booking!.amount_paise + production!.amount_paise);
    expect(balance_paise).toBe(quote.totals.total_paise - advances_paise);
    const again = await admin('POST', `/projects/${projectId}/invoice`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`The project's tax invoice is issued already: ${invoice.number}`);

    const listed = await mine(customer, 'GET', `/projects/${projectId}/documents`);
    expect(listed.body.data.documents.map((doc: { kind: string }) => doc.kind)).toEqual([
      'receipt_voucher',
      'receipt_voucher',
      'invoice',
    ]);
    const [first, second] = listed.body.data.documents as { number: string }[];
    const pdf = await t.app.inject({
      url: `/api/v1/projects/${projectId}/documents/${invoice.id}`,
      headers: customer.auth,
    });
    const printed = pdfText(pdf.rawPayload);
    for (const text of [
      'TAX INVOICE',
      'Kitchen: Modular kitchen',
      '995476',
      'Advances adjusted',
      `Receipt voucher ${first!.number}`,
      `Receipt voucher ${second!.number}`,
      `Balance due: Rs. ${formatPaiseFigure(balance_paise)}`,
    ])
      expect(printed).toContain(text);
  });
});

describe('the timeline', () => {
  it('tells the customer their part, newest first, and the back office all of it with who did it', async () => {
    const { customer, projectId } = await projectWithCustomer();
    await approveVersion(projectId, customer, [FEE]);
    const [booking] = data(
      await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }),
    ).stages;
    data(await admin('POST', `/projects/${projectId}/stages/${booking!.id}/due`));
    data(
      await admin('POST', `/projects/${projectId}/stages/${booking!.id}/payments`, {
        method: 'cheque',
        reference: '004512',
        amount_paise: booking!.amount_paise,
      }),
      201,
    );
    const theirs = (await mine(customer, 'GET', `/projects/${projectId}/timeline`)).body.data.events as {
      title: string;
      by: string | null;
    }[];
    const receipt = (await mine(customer, 'GET', `/projects/${projectId}/documents`)).body.data.documents[0];
    expect(theirs.map((event) => event.title)).toEqual([
      `Receipt voucher ${receipt.number} issued`,
      'Payment received: Booking (Cheque)',
      'Payment due: Booking',
      'Payment schedule set for quote version 1',
      'Quote version 1 approved',
      'Quote version 1 sent',
      'Project opened',
    ]);
    expect(theirs.every((event) => event.by === null)).toBe(true);
    const ours = (await admin('GET', `/projects/${projectId}/timeline`)).body.data.events as {
      title: string;
      by: string | null;
    }[];
    expect(ours.find((event) => event.title === 'Quote version 1 started')?.by).toBe(sales.email);
    const stranger = await signUpCustomer(t.app, { first_name: 'Mallory' });
    expect((await mine(stranger, 'GET', `/projects/${projectId}/timeline`)).status).toBe(404);
  });
});

describe('overdue stages', () => {
  it('are reminded a week after they fell due, and not again the same week', async () => {
    const { customer, address, projectId } = await projectWithCustomer();
    await approveVersion(projectId, customer, [FEE]);
    const [booking] = data(
      await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }),
    ).stages;
    data(await admin('POST', `/projects/${projectId}/stages/${booking!.id}/due`));
    expect(await t.services.projectPayments.stages.remindOverdue()).toBe(0);
    await t.database.execute(`UPDATE project_stages SET due_on = due_on - 10 WHERE id = $1`, [booking!.id]);
    const overdue = data(await mine(customer, 'GET', `/projects/${projectId}/stages`));
    expect(overdue.stages[0]!.overdue).toBe(true);
    expect(await t.services.projectPayments.stages.remindOverdue()).toBeGreaterThanOrEqual(1);
    expect(await t.services.projectPayments.stages.remindOverdue()).toBe(0);
    const [reminder] = await queued(address, 'stage.reminder');
    expect((reminder as { payload: { subject: string } }).payload.subject).toBe(
      'Reminder: payment for Jubilee Hills villa (Booking)',
    );
  });
});
