// Photos kept on design projects and the refunds of cancelled ones over HTTP, on both databases
// (decision 196): a booked visit's photos are checked, re-encoded and served; the customer sees them, a
// stranger does not; an offline payment keeps its proof; the calendar lists booked visits by India day;
// a cancelled project's advances go back once, through the gateway or offline, each receipt voucher
// with its refund voucher; and erasing the customer removes their home's photos but not the proofs.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../contract/catalogue.ts';
import { formatPaise } from '../../../contract/money.ts';
import { ProjectRefundDataSchema } from '../../../contract/project-documents.ts';
import { StagesDataSchema, type StagesData } from '../../../contract/project-stages.ts';
import {
  SiteVisitDataSchema,
  SiteVisitsDataSchema,
  VisitsCalendarDataSchema,
  type SiteVisit,
} from '../../../contract/site-visits.ts';
import { addDays, indiaToday } from '../../lib/dates.ts';
import { call, visitorEmail } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../tests/support/fake-razorpay.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { signIn, signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let gateway: FakeRazorpay;
let sales: TestStaff;
let owner: TestStaff;
let designer: string;

const SITE = {
  line1: '4 Film Nagar',
  area: 'Jubilee Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500096',
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
const day = (ahead: number) => addDays(indiaToday(), ahead);

beforeAll(async () => {
  gateway = await startFakeRazorpay();
  t = await createTestApp({ ...gateway.env });
  sales = await createStaff(t.database, 'sales');
  owner = await createStaff(t.database, 'owner');
  designer = (
    await admin('POST', '/designers', {
      first_name: 'Meera',
      last_name: 'Photo',
      email: 'meera.photos@aangan.example',
    })
  ).body.data.designer.id as string;
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

function admin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return call(t.app, method, `/admin${url}`, sales.headers, payload);
}
const mine = (customer: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(t.app, method, url, customer.auth, payload);
const stagesOf = (res: { status: number; body: unknown }, status = 200): StagesData => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return envelope(StagesDataSchema).parse(res.body).data;
};
const visitOf = (res: { status: number; body: unknown }, status = 200): SiteVisit => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return envelope(SiteVisitDataSchema).parse(res.body).data.visit;
};

/** A photo as a phone sends it: a JPEG with EXIF data, the place it was taken included. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 170, b: 120 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N' } })
    .jpeg()
    .toBuffer();

async function upload(url: string, data: Buffer, field = 'image', contentType = 'image/jpeg') {
  const body = multipart([{ field, filename: 'site.jpg', contentType, data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin${url}`,
    headers: { ...sales.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const served = async (url: string) => {
  const response = await t.app.inject({ url: new URL(url).pathname });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
};

async function projectWithCustomer(name = 'Film Nagar flat') {
  const address = visitorEmail('Ira');
  const signedUp = await signUpCustomer(t.app, { email: address, first_name: 'Ira', last_name: 'Das' });
  await t.database.execute('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [
    address,
  ]);
  const customer = await signIn(t.app, address, signedUp.password);
  await mine(customer, 'GET', '/projects/my');
  const res = await admin('POST', '/projects', {
    customer_email: address,
    project_name: name,
    site_address: SITE,
  });
  return { customer, address, projectId: res.body.data.project.id as string };
}

/** A visit offered at `date` 11:00 and 15:00, booked by the customer at the first. */
async function bookedVisit(projectId: string, customer: SignedIn, date: string) {
  const offered = visitOf(
    await admin('POST', `/projects/${projectId}/visits`, {
      slots: [
        { designer_id: designer, date, time: '11:00' },
        { designer_id: designer, date, time: '15:00' },
      ],
    }),
    201,
  );
  return visitOf(
    await mine(customer, 'POST', `/projects/${projectId}/visits/${offered.id}/book`, {
      slot_id: offered.slots[0]!.id,
    }),
  );
}

async function approveAndSchedule(projectId: string, customer: SignedIn) {
  await admin('POST', `/projects/${projectId}/quotes`);
  await admin('PUT', `/projects/${projectId}/quotes/1`, {
    rooms: ['Living Room'],
    lines: [FEE],
    valid_until: '2027-06-30',
  });
  const sent = await admin('POST', `/projects/${projectId}/quotes/1/send`);
  const approved = await mine(customer, 'POST', `/projects/${projectId}/quotes/1/approve`, {
    confirm: true,
    digest: sent.body.data.quote.content_digest,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return stagesOf(await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' }));
}

describe("a site visit's photos", () => {
  it('are re-encoded without EXIF, shown to the customer and staff, and removed', async () => {
    const { customer, projectId } = await projectWithCustomer();
    const offered = visitOf(
      await admin('POST', `/projects/${projectId}/visits`, {
        slots: [
          { designer_id: designer, date: day(12), time: '10:00' },
          { designer_id: designer, date: day(13), time: '10:00' },
        ],
      }),
      201,
    );
    // Not before the customer has picked a time.
    const early = await upload(`/projects/${projectId}/visits/${offered.id}/photos`, await phonePhoto());
    expect(early.status).toBe(409);
    expect((early.body as { error: string }).error).toBe('Photos are kept for a booked or done visit');

    await mine(customer, 'POST', `/projects/${projectId}/visits/${offered.id}/book`, {
      slot_id: offered.slots[0]!.id,
    });
    const added = visitOf(
      await upload(`/projects/${projectId}/visits/${offered.id}/photos`, await phonePhoto()),
      201,
    );
    expect(added.photos).toHaveLength(1);
    const [photo] = added.photos;
    // The name cannot be guessed: 128 random bits.
    expect(photo!.url).toMatch(new RegExp(`/media/uploads/projects/${projectId}/[0-9a-f]{32}\\.webp$`));
    const stored = await sharp(await served(photo!.url)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(stored.exif).toBeUndefined();
    expect((await sharp(await served(photo!.thumbnail_url)).metadata()).width).toBe(400);

    // Not an image, or in the wrong field: a 4xx naming what is wrong, and nothing kept.
    const text = await upload(
      `/projects/${projectId}/visits/${offered.id}/photos`,
      Buffer.from('not a photo'),
      'image',
      'image/png',
    );
    expect(text.status).toBe(415);
    expect((text.body as { error: string }).error).toBe(
      'Only JPEG, PNG, WebP or AVIF images can be uploaded.',
    );
    const field = await upload(
      `/projects/${projectId}/visits/${offered.id}/photos`,
      await phonePhoto(),
      'file',
    );
    expect(field.status).toBe(400);
    expect((field.body as { error: string }).error).toBe(
      "The image must be sent in the field 'image', not 'file'.",
    );

    // The customer sees the photos (and not the staff's notes); a stranger sees nothing.
    const theirs = envelope(SiteVisitsDataSchema).parse(
      (await mine(customer, 'GET', `/projects/${projectId}/visits`)).body,
    ).data.visits;
    expect(theirs[0]!.photos.map((each) => each.id)).toEqual([photo!.id]);
    const stranger = await signUpCustomer(t.app, { first_name: 'Mallory' });
    expect((await mine(stranger, 'GET', `/projects/${projectId}/visits`)).status).toBe(404);

    // The customer's timeline tells of the booking and the photo.
    const timeline = (await mine(customer, 'GET', `/projects/${projectId}/timeline`)).body.data.events as {
      title: string;
    }[];
    expect(timeline.map((event) => event.title)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Site visit booked for \w{3}, \d{1,2} \w{3},? \d{4}, 10:00 am$/),
        'Photo added from the site visit',
      ]),
    );

    const removed = visitOf(
      await admin('DELETE', `/projects/${projectId}/visits/${offered.id}/photos/${photo!.id}`),
    );
    expect(removed.photos).toEqual([]);
    expect((await t.app.inject({ url: new URL(photo!.url).pathname })).statusCode).toBe(404);
    expect(
      (await admin('DELETE', `/projects/${projectId}/visits/${offered.id}/photos/${photo!.id}`)).status,
    ).toBe(404);
  });
});

describe('the proof of an offline payment', () => {
  it('is kept for a stage paid offline, replaced by a newer one, and refused for one not paid', async () => {
    const { customer, projectId } = await projectWithCustomer('Proof villa');
    const [booking, production] = (await approveAndSchedule(projectId, customer)).stages;
    const unpaid = await upload(`/projects/${projectId}/stages/${production!.id}/proof`, await phonePhoto());
    expect(unpaid.status).toBe(409);
    expect((unpaid.body as { error: string }).error).toBe(
      'Proof is kept for a payment recorded offline: record the payment first',
    );
    stagesOf(
      await admin('POST', `/projects/${projectId}/stages/${booking!.id}/payments`, {
        method: 'cheque',
        reference: '004512',
        amount_paise: booking!.amount_paise,
      }),
      201,
    );
    const first = stagesOf(
      await upload(`/projects/${projectId}/stages/${booking!.id}/proof`, await phonePhoto()),
      201,
    );
    const proof = first.stages[0]!.payment!.proof!;
    expect(proof.url).toMatch(/\/media\/uploads\/projects\/.+\.webp$/);
    const second = stagesOf(
      await upload(`/projects/${projectId}/stages/${booking!.id}/proof`, await phonePhoto()),
      201,
    );
    expect(second.stages[0]!.payment!.proof!.id).not.toBe(proof.id);
    expect((await t.app.inject({ url: new URL(proof.url).pathname })).statusCode).toBe(404);
    const kept = await t.database.execute(
      'SELECT count(*)::int AS n FROM project_photos WHERE project_id = $1',
      [projectId],
    );
    expect(kept[0]!.n).toBe(1);
  });
});

describe('the visits calendar', () => {
  it('lists the booked visits of a span of India days, by time, and checks its query', async () => {
    const { customer, projectId } = await projectWithCustomer('Calendar flat');
    const date = day(20);
    const visit = await bookedVisit(projectId, customer, date);
    const res = await admin('GET', `/visits?from=${date}&days=1`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { visits } = envelope(VisitsCalendarDataSchema).parse(res.body).data;
    const listed = visits.find((row) => row.id === visit.id);
    expect(listed).toMatchObject({
      project_id: projectId,
      project_name: 'Calendar flat',
      status: 'booked',
      date,
      designer: { name: 'Meera Photo' },
      site: 'Hyderabad 500096',
      starts_at: new Date(`${date}T11:00:00+05:30`).toISOString(),
    });
    // The next day's span does not have it; offered times are not on the calendar.
    const next = envelope(VisitsCalendarDataSchema).parse(
      (await admin('GET', `/visits?from=${day(21)}&days=1`)).body,
    );
    expect(next.data.visits.some((row) => row.id === visit.id)).toBe(false);
    const bad = await admin('GET', `/visits?from=${date}&days=40`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('days must be at most 31');
    expect((await admin('GET', '/visits?from=2026-02-30')).body.error).toBe(
      'from must be a real date, like 2026-11-23',
    );
  });
});

describe("a cancelled project's advances", () => {
  it('go back once, online through the gateway and offline with a reference, each with a refund voucher', async () => {
    const { customer, address, projectId } = await projectWithCustomer('Refund villa');
    const [booking, production] = (await approveAndSchedule(projectId, customer)).stages;
    // Booking paid online, production by bank transfer.
    stagesOf(await admin('POST', `/projects/${projectId}/stages/${booking!.id}/due`));
    const { payment } = (await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/pay`))
      .body.data;
    const paid = gateway.pay(payment.gatewayOrderId);
    stagesOf(
      await mine(customer, 'POST', `/projects/${projectId}/stages/${booking!.id}/confirm`, {
        gatewayOrderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    );
    stagesOf(
      await admin('POST', `/projects/${projectId}/stages/${production!.id}/payments`, {
        method: 'bank_transfer',
        reference: 'UTR20261128500',
        amount_paise: production!.amount_paise,
      }),
      201,
    );

    const open = await admin('POST', `/projects/${projectId}/refund-voucher`, {});
    expect(open.status).toBe(409);
    expect(open.body.error).toBe(
      'Only a cancelled project’s advances are refunded: cancel the project first',
    );
    expect((await admin('PUT', `/projects/${projectId}`, { status: 'cancelled' })).status).toBe(200);
    const noReference = await admin('POST', `/projects/${projectId}/refund-voucher`, {
      method: 'bank_transfer',
    });
    expect(noReference.status).toBe(400);
    expect(noReference.body.error).toBe(
      "reference is required: the bank's or the cheque's reference of the refund",
    );
    const badMethod = await admin('POST', `/projects/${projectId}/refund-voucher`, {
      method: 'gold',
      reference: 'x',
    });
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.error).toBe('method must be one of bank_transfer, upi, cheque, cash');

    // Two staff at once: one refund.
    const [one, two] = await Promise.all([
      admin('POST', `/projects/${projectId}/refund-voucher`, {
        method: 'bank_transfer',
        reference: 'UTR-RF-77',
      }),
      call(t.app, 'POST', `/admin/projects/${projectId}/refund-voucher`, owner.headers, {
        method: 'bank_transfer',
        reference: 'UTR-RF-77',
      }),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([201, 409]);
    const done = one.status === 201 ? one : two;
    const refund = envelope(ProjectRefundDataSchema).parse(done.body).data;
    expect(refund.online_paise).toBe(booking!.amount_paise);
    expect(refund.offline_paise).toBe(production!.amount_paise);
    expect(refund.vouchers.map((voucher) => voucher.number)).toEqual([
      expect.stringMatching(/^RF\/\d{2}-\d{2}\/\d{6}$/),
      expect.stringMatching(/^RF\/\d{2}-\d{2}\/\d{6}$/),
    ]);
    expect(refund.vouchers.map((voucher) => voucher.total)).toEqual([
      booking!.amount_paise,
      production!.amount_paise,
    ]);
    expect((one.status === 409 ? one : two).body.error).toBe(
      'Nothing is paid on this project: there is nothing to refund',
    );

    const after = stagesOf(await admin('GET', `/projects/${projectId}/stages`));
    expect(after.stages.map((stage) => stage.status)).toEqual(['refunded', 'refunded']);
    const movements = await t.database.execute(
      `SELECT m.method, m.state, m.amount_paise, m.gateway_reference FROM money_movements m
       JOIN project_stages s ON s.id = m.stage_id WHERE s.project_id = $1 AND m.kind = 'refund' ORDER BY s.position`,
      [projectId],
    );
    expect(movements).toEqual([
      expect.objectContaining({ method: 'razorpay', amount_paise: booking!.amount_paise }),
      {
        method: 'bank_transfer',
        state: 'succeeded',
        amount_paise: production!.amount_paise,
        gateway_reference: 'bank_transfer:UTR-RF-77/2',
      },
    ]);
    expect(gateway.refunds.filter((each) => each.payment_id === paid.razorpay_payment_id)).toHaveLength(1);

    // The voucher names the receipt voucher it gives back, with the same GST.
    const receipts = await t.database.execute(
      `SELECT number FROM tax_documents WHERE project_id = $1 AND kind = 'receipt_voucher' ORDER BY serial`,
      [projectId],
    );
    const pdf = await t.app.inject({
      url: `/api/v1/projects/${projectId}/documents/${refund.vouchers[0]!.id}`,
      headers: customer.auth,
    });
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    for (const text of [
      'REFUND VOUCHER',
      refund.vouchers[0]!.number,
      `Against receipt voucher ${receipts[0]!.number}`,
      '998391',
    ])
      expect(printed).toContain(text);
    const mail = await t.database.execute(
      `SELECT payload FROM outbox WHERE lower(payload->>'to') = $1 AND topic = 'project.refund'`,
      [address],
    );
    expect((mail[0] as { payload: { subject: string } }).payload.subject).toBe(
      'Your refund for Refund villa',
    );

    const timeline = (await admin('GET', `/projects/${projectId}/timeline`)).body.data.events as {
      title: string;
      detail: string | null;
    }[];
    expect(timeline).toContainEqual(
      expect.objectContaining({
        title: 'Advances refunded: the project is cancelled',
        detail: formatPaise(booking!.amount_paise + production!.amount_paise),
      }),
    );

    // Nothing to invoice, nothing to schedule now.
    const invoice = await admin('POST', `/projects/${projectId}/invoice`);
    expect(invoice.status).toBe(409);
    expect(invoice.body.error).toBe(
      "The project's advances were refunded when it was cancelled: there is nothing to invoice",
    );
    expect((await admin('PUT', `/projects/${projectId}/stages`, { template: 'standard' })).status).toBe(409);
  });
});

describe('erasing the customer', () => {
  it("removes their home's photos and keeps the proofs of their payments", async () => {
    const { customer, address, projectId } = await projectWithCustomer('Erase flat');
    const visit = await bookedVisit(projectId, customer, day(25));
    const photo = visitOf(
      await upload(`/projects/${projectId}/visits/${visit.id}/photos`, await phonePhoto()),
      201,
    ).photos[0]!;
    const [booking] = (await approveAndSchedule(projectId, customer)).stages;
    stagesOf(
      await admin('POST', `/projects/${projectId}/stages/${booking!.id}/payments`, {
        method: 'upi',
        reference: 'UPI-ERASE-1',
        amount_paise: booking!.amount_paise,
      }),
      201,
    );
    stagesOf(await upload(`/projects/${projectId}/stages/${booking!.id}/proof`, await phonePhoto()), 201);
    const [row] = await t.database.execute('SELECT customer_id FROM projects WHERE id = $1', [projectId]);
    const erased = await call(
      t.app,
      'POST',
      `/admin/customers/${(row as { customer_id: string }).customer_id}/erase`,
      owner.headers,
      {
        confirm_email: address,
      },
    );
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect((await t.app.inject({ url: new URL(photo.url).pathname })).statusCode).toBe(404);
    const left = await t.database.execute(
      'SELECT visit_id IS NULL AS proof FROM project_photos WHERE project_id = $1',
      [projectId],
    );
    expect(left).toEqual([{ proof: true }]);
  });
});
