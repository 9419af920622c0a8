// Customers in the back office: the list and one customer's page, the export of everything the shop
// holds about them, and their erasure, after which no column of any table, no message in the mail
// folder and no line of the API's log holds their name, addresses or phone; their orders keep only what
// their invoices must carry, and their sign-in never makes a customer record again.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCustomerDetailDataSchema,
  AdminCustomerListDataSchema,
  CustomerEraseDataSchema,
  CustomerExportSchema,
} from '../../../contract/admin/operations.ts';
import { AdminOrderSchema } from '../../../contract/admin/orders.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { call, sendConsultation, sendContact } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import { mailFolder } from '../../../tests/support/mail-folder.ts';
import {
  Browser,
  refreshTokens,
  signIn,
  signUpCustomer,
  TEST_ISSUER,
  type SignedIn,
} from '../../../tests/support/oidc.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { placeOrder, stockedPiece, type StockedPiece } from '../../../tests/support/placed-orders.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { ERASED_EMAIL, ERASED_NAME } from '../../lib/erased.ts';
import { ERASED_SIGN_IN_MESSAGE } from './customers.service.ts';
import type { Principal } from '../identity/index.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let owner: TestStaff;
let products: { id: string; slug: string; name: string }[];
let piece: StockedPiece;
let mailDirectory: string;
/** Every line the API writes to its log while this file runs. */
const logLines: string[] = [];

beforeAll(async () => {
  mailDirectory = await mkdtemp(join(tmpdir(), 'customers-mail-'));
  t = await createTestApp(
    { LEADS_RATE_LIMIT_PER_MINUTE: '100000', ORDERS_RATE_LIMIT_PER_MINUTE: '1000', MAIL_DIR: mailDirectory },
    { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } },
  );
  owner = await createStaff(t.database, 'owner');
  const listing = await call(t.app, 'GET', '/products?limit=3', {});
  products = listing.body.data.products;
  piece = await stockedPiece(t.database);
});
afterAll(async () => {
  await t?.close();
  if (mailDirectory) await rm(mailDirectory, { recursive: true, force: true });
});

/** Delivers every waiting message into the mail folder, as the running API's outbox does. */
async function deliverMail(): Promise<void> {
  const outbox = await t.services.outbox.start(t.app.log);
  try {
    while ((await outbox.worker.runOnce()) > 0);
  } finally {
    await outbox.stop();
  }
}

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown, who = owner) =>
  call(t.app, method, `/admin${url}`, who.headers, payload);

/** A name no seeded record has, so that finding it anywhere means it is theirs. */
const uniqueWord = (prefix: string) =>
  `${prefix}${Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, as stored. */
  phone: string;
  signedIn: SignedIn;
  customerId: string;
}

interface PlacedOrder {
  id: string;
  number: string;
  accessToken: string;
}

async function avatarUpload(who: SignedIn) {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8553d' } })
    .png()
    .toBuffer();
  const boundary = `----aangan${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upload/user-avatar',
    headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.user.avatar_url as string;
}

/**
 * A customer who has used everything the shop offers: a confirmed account, a profile with a phone, a
 * wishlist, a review, an avatar, a project whose description names them, a booking and a message (with
 * a member's note about them), a back-in-stock request, a password-reset e-mail, a failed sign-in, an
 * order placed signed in with another contact address and delivered (a member's note on it naming
 * them), and a guest order from their own address, cancelled.
 */
async function busyCustomer(): Promise<
  Person & {
    avatarUrl: string;
    projectId: string;
    leadIds: string[];
    street: string;
    orderEmail: string;
    orders: PlacedOrder[];
  }
> {
  const firstName = uniqueWord('Zenobia');
  const lastName = uniqueWord('Quill');
  const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.in`;
  const local = `98${randomInt(10_000_000, 99_999_999)}`;
  const phone = `+91${local}`;

  const signedUp = await signUpCustomer(t.app, { email, first_name: firstName, last_name: lastName });
  await t.database.execute('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [
    email,
  ]);
  const signedIn = await signIn(t.app, email, signedUp.password);
  const profile = await call(t.app, 'PUT', '/auth/profile', signedIn.auth, { phone, city: 'Pune' });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const customerId = profile.body.data.user.id as string;

  expect((await call(t.app, 'POST', `/wishlist/${products[0]!.id}`, signedIn.auth)).status).toBe(201);
  const review = await call(t.app, 'POST', `/products/${products[1]!.id}/reviews`, signedIn.auth, {
    rating: 4,
    title: 'Sturdy and handsome',
    comment: 'Took an afternoon to assemble.',
  });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  const avatarUrl = await avatarUpload(signedIn);

  const project = await admin('POST', '/projects', {
    customer_email: email,
    project_name: 'Reading nook',
    description: `For ${firstName} ${lastName}: call ${local.slice(0, 5)} ${local.slice(5)} or write to ${email}.`,
  });
  expect(project.status).toBe(201);
  const booking = await sendConsultation(t.app, { firstName, lastName, email, phone: `+91 ${local}` });
  const message = await sendContact(t.app, {
    firstName,
    lastName,
    email: email.toUpperCase(),
    phone: `0${local}`,
  });
  const note = await admin('POST', `/leads/${booking}/notes`, { text: `${firstName} prefers mornings.` });
  expect(note.status).toBe(201);
  const alert = await call(t.app, 'POST', `/products/${products[2]!.id}/notify`, {}, { email });
  expect(alert.status, JSON.stringify(alert.body)).toBe(202);

  // A password-reset e-mail, and a failed sign-in, each counted under the address.
  const browser = new Browser(t.app, '10.9.8.7');
  const { interaction } = await browser.startAuthorization();
  expect((await browser.post(`${interaction}/forgot`, { email })).statusCode).toBe(200);
  expect(
    (await browser.post(`${interaction}/login`, { email, password: 'wrong-password-1' })).statusCode,
  ).toBe(401);

  const street = `${uniqueWord('Tulip')} Residency, Road No. 7`;
  const orderEmail = `${firstName.toLowerCase()}.orders@example.in`;
  const delivery = { line1: street, area: 'Kondapur', city: 'Hyderabad', stateCode: '36', pincode: '500084' };
  const buyer = { name: `${firstName} ${lastName}`, phone, delivery };
  const bought = await placeOrder(t.app, piece, { ...buyer, email: orderEmail }, signedIn.auth);
  for (const move of [
    { status: 'confirmed' },
    { status: 'shipped', carrier: 'Delhivery', trackingNumber: `DL${randomInt(100_000_000, 999_999_999)}IN` },
    { status: 'delivered', note: `Handed to ${firstName} at the door` },
  ]) {
    const moved = await admin('POST', `/orders/${bought.id}/status`, move);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const asGuest = await placeOrder(t.app, piece, { ...buyer, email });
  expect((await admin('POST', `/orders/${asGuest.id}/status`, { status: 'cancelled' })).status).toBe(200);

  return {
    firstName,
    lastName,
    email,
    phone,
    signedIn,
    customerId,
    avatarUrl,
    projectId: project.body.data.project.id,
    leadIds: [booking, message],
    street,
    orderEmail,
    orders: [bought, asGuest],
  };
}

/** Its phone number however it is spaced, by its last ten digits. */
const phonePattern = (phone: string) => new RegExp([...phone.slice(-10)].join('[\\s().-]*'));
/** The words that name the person, and the texts (mail, log lines) that hold any of them. */
const personNeedles = (person: Awaited<ReturnType<typeof busyCustomer>>) => [
  person.email,
  person.orderEmail,
  person.firstName,
  person.lastName,
  person.street,
];
const naming = (texts: Iterable<string>, person: Awaited<ReturnType<typeof busyCustomer>>) =>
  [...texts].filter(
    (text) =>
      personNeedles(person).some((needle) => text.toLowerCase().includes(needle.toLowerCase())) ||
      phonePattern(person.phone).test(text),
  );

/** Every text and JSON column of every table, with the rows that contain `needle` (any case). */
async function tracesOf(needle: string): Promise<string[]> {
  const columns = (await t.database.execute(`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as {
    table_name: string;
    column_name: string;
  }[];
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await t.database.execute(
      `SELECT count(*)::int AS n FROM "${table}" WHERE strpos(lower("${column}"::text), lower($1)) > 0`,
      [needle],
    );
    if (Number(row!.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('GET /admin/customers', () => {
  it('lists customers with their counts, newest first, and searches name, e-mail and phone', async () => {
    const person = await busyCustomer();
    const list = async (query: string) => {
      const res = await admin('GET', `/customers${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return envelope(AdminCustomerListDataSchema).parse(res.body).data;
    };
    const everyone = await list('');
    expect(everyone.customers[0]!.id).toBe(person.customerId);
    expect(everyone.customers[0]).toEqual({
      id: person.customerId,
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      phone: person.phone,
      city: 'Pune',
      created_at: expect.any(String),
      wishlist_count: 1,
      projects_count: 1,
      reviews_count: 1,
    });
    for (const search of [
      person.firstName,
      person.lastName.toUpperCase(),
      person.email,
      person.phone.slice(3, 8),
    ]) {
      expect(
        (await list(`?search=${encodeURIComponent(search)}`)).customers.map((c) => c.id),
        search,
      ).toEqual([person.customerId]);
    }
    expect((await list('?search=nobody-has-this-name')).customers).toEqual([]);
    expect((await list('?limit=1')).pagination).toMatchObject({ page: 1, limit: 1, totalCapped: false });
    expect((await admin('GET', '/customers?limit=0')).status).toBe(400);
  });
});

describe('GET /admin/customers/{id}', () => {
  it("shows a customer's profile, wishlist, projects and reviews; 404 for anyone else", async () => {
    const person = await busyCustomer();
    const res = await admin('GET', `/customers/${person.customerId}`);
    expect(res.status).toBe(200);
    const data = envelope(AdminCustomerDetailDataSchema).parse(res.body).data;
    expect(data.customer).toMatchObject({
      id: person.customerId,
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: person.phone,
      city: 'Pune',
      avatar_url: person.avatarUrl,
    });
    expect(data.wishlist).toEqual([
      { id: products[0]!.id, name: products[0]!.name, slug: products[0]!.slug, added_at: expect.any(String) },
    ]);
    expect(data.projects.map((p) => [p.id, p.customer.id])).toEqual([[person.projectId, person.customerId]]);
    expect(data.reviews).toEqual([
      expect.objectContaining({
        product: { id: products[1]!.id, name: products[1]!.name, slug: products[1]!.slug },
        rating: 4,
        title: 'Sturdy and handsome',
        hidden: false,
      }),
    ]);
    expect((await admin('GET', '/customers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin('GET', '/customers/not-an-id')).status).toBe(404);
  });
});

describe('GET /admin/customers/{id}/export', () => {
  it('is a JSON file of everything the shop holds about them, never the password hash', async () => {
    const person = await busyCustomer();
    const res = await admin('GET', `/customers/${person.customerId}/export`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="customer-${person.customerId}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = CustomerExportSchema.parse(res.body);
    expect(data.customer).toMatchObject({
      id: person.customerId,
      email: person.email,
      verified_email: person.email,
    });
    expect(data.identity_account).toMatchObject({
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      email_verified: true,
    });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|\$argon2/);
    expect(data.wishlist.map((item) => item.id)).toEqual([products[0]!.id]);
    expect(data.projects.map((project) => project.id)).toEqual([person.projectId]);
    expect(data.reviews.map((review) => review.product.id)).toEqual([products[1]!.id]);
    expect(data.leads.map((lead) => lead.id).sort()).toEqual([...person.leadIds].sort());
    const booking = data.leads.find((lead) => lead.kind === 'consultation')!;
    expect(booking.notes.map((note) => note.text)).toEqual([`${person.firstName} prefers mornings.`]);
    expect(data.stock_alerts).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ id: products[2]!.id }),
        email: person.email,
      }),
    ]);
    // Their orders (the one placed signed in and the guest order from their confirmed address), with
    // their invoices and every address they gave.
    expect(data.orders.map((order) => order.id).sort()).toEqual(
      person.orders.map((order) => order.id).sort(),
    );
    const bought = data.orders.find((order) => order.id === person.orders[0]!.id)!;
    expect(bought).toMatchObject({
      status: 'delivered',
      name: `${person.firstName} ${person.lastName}`,
      email: person.orderEmail,
      phone: person.phone,
      delivery_address: { line1: person.street, city: 'Hyderabad', stateName: 'Telangana' },
      lines: [expect.objectContaining({ quantity: 1, unit_price: piece.price })],
    });
    expect(bought.history.map((event) => event.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    // Each order's invoice, and the credit note that cancelled the guest order's.
    const invoices = data.invoices.filter((document) => document.kind === 'invoice');
    expect(invoices.map((invoice) => invoice.order_id).sort()).toEqual(
      data.orders.map((order) => order.id).sort(),
    );
    expect(
      data.invoices.filter((document) => document.kind === 'credit_note').map((note) => note.order_id),
    ).toEqual([person.orders[1]!.id]);
    expect(data.orders.find((order) => order.id === person.orders[1]!.id)!.documents).toEqual([
      expect.objectContaining({ kind: 'invoice' }),
      expect.objectContaining({ kind: 'credit_note', number: expect.stringMatching(/^CN\//) }),
    ]);
    expect(data.invoices[0]).toEqual({
      kind: 'invoice',
      number: expect.stringMatching(/^AAN\//),
      date: expect.any(String),
      order_id: expect.any(String),
      order_number: expect.stringMatching(/^AAN-/),
      total_paise: piece.price * 100,
    });
    expect(data.addresses).toEqual([
      { address: 'Pune', used_for: ['profile'] },
      {
        address: `${person.street}, Kondapur, Hyderabad, Telangana, 500084`,
        used_for: data.orders.flatMap((order) => [
          `delivery of order ${order.number}`,
          `billing of order ${order.number}`,
        ]),
      },
    ]);
    const [entry] = await t.database.execute(
      `SELECT actor_id, before, after FROM audit_log WHERE action = 'customer.export' AND entity_id = $1`,
      [person.customerId],
    );
    expect(entry).toEqual({ actor_id: owner.id, before: null, after: null });
  });

  it('needs the customers:export permission, and an existing customer', async () => {
    const sales = await createStaff(t.database, 'sales');
    const person = await busyCustomer();
    expect((await admin('GET', `/customers/${person.customerId}/export`, undefined, sales)).status).toBe(403);
    expect((await admin('GET', '/customers/00000000-0000-4000-8000-000000000000/export')).status).toBe(404);
  });
});

describe('POST /admin/customers/{id}/erase', () => {
  it('asks for the customer’s e-mail address typed again, and changes nothing otherwise', async () => {
    const person = await busyCustomer();
    for (const [body, error] of [
      [{}, 'confirm_email is required: type the customer’s e-mail address again'],
      [
        { confirm_email: 'someone@else.in' },
        'confirm_email must be the customer’s e-mail address, typed again to confirm the erasure',
      ],
    ] as const) {
      const res = await admin('POST', `/customers/${person.customerId}/erase`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
    const wrong = await admin('POST', `/customers/${person.customerId}/erase`, { confirm_email: 'x@y.in' });
    expect(wrong.body.details).toEqual([
      {
        field: 'confirm_email',
        message: 'confirm_email must be the customer’s e-mail address, typed again to confirm the erasure',
      },
    ]);
    expect((await admin('GET', `/customers/${person.customerId}`)).status).toBe(200);
    expect(
      (
        await admin('POST', '/customers/00000000-0000-4000-8000-000000000000/erase', {
          confirm_email: 'a@b.in',
        })
      ).status,
    ).toBe(404);
  });

  it('is refused while one of their orders is open, naming it, and changes nothing', async () => {
    const person = await busyCustomer();
    const open = await placeOrder(t.app, piece, {}, person.signedIn.auth);
    const refused = await admin('POST', `/customers/${person.customerId}/erase`, {
      confirm_email: person.email,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `This customer has orders still open (${open.number}): deliver or cancel them, and settle any refund, before erasing the customer.`,
    );
    expect((await admin('GET', `/customers/${person.customerId}`)).status).toBe(200);
    expect((await call(t.app, 'GET', `/orders/${open.id}?token=${open.accessToken}`, {})).status).toBe(200);
  });

  it('erases everything of them in one go; reviews stay anonymous, projects and leads stay without them', async () => {
    const person = await busyCustomer();
    const [{ subject }] = (await t.database.execute('SELECT subject FROM customers WHERE id = $1', [
      person.customerId,
    ])) as [{ subject: string }];
    // A business purchase from their confirmed address: the firm's name, address and GSTIN stay on it.
    const firm = {
      name: 'Sunrise Traders',
      gstin: '36AABCS1429B1ZV',
      billing: {
        line1: '4-1-12 Abids Road',
        area: 'Abids',
        city: 'Hyderabad',
        stateCode: '36',
        pincode: '500001',
      },
    };
    const business = await placeOrder(t.app, piece, {
      ...firm,
      email: person.email,
      phone: person.phone,
      delivery: {
        line1: person.street,
        area: 'Kondapur',
        city: 'Hyderabad',
        stateCode: '36',
        pincode: '500084',
      },
    });
    expect((await admin('POST', `/orders/${business.id}/status`, { status: 'cancelled' })).status).toBe(200);
    const orders = [...person.orders, business];
    await deliverMail();

    const ratingBefore = (await call(t.app, 'GET', `/products/${products[1]!.id}`, {})).body.data;
    const needles = [...personNeedles(person), person.phone.slice(1)];
    const before = await Promise.all(needles.map(tracesOf));
    for (const found of before) expect(found).not.toEqual([]);
    expect(naming((await mailFolder(mailDirectory)).values(), person)).not.toEqual([]);
    expect((await t.app.inject({ url: new URL(person.avatarUrl).pathname })).statusCode).toBe(200);

    const res = await admin('POST', `/customers/${person.customerId}/erase`, {
      confirm_email: `  ${person.email.toUpperCase()} `,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(envelope(CustomerEraseDataSchema).parse(res.body).data).toEqual({
      erased: true,
      reviews_anonymised: 1,
      projects_detached: 1,
      leads_anonymised: 2,
      orders_erased: 3,
    });

    // No column of any table, the audit log, the outbox and the orders included, holds their name,
    // addresses or phone; nor does any message in the mail folder.
    for (const needle of needles) expect(await tracesOf(needle), needle).toEqual([]);
    await deliverMail();
    expect(naming((await mailFolder(mailDirectory)).values(), person)).toEqual([]);
    // Their avatar is gone from the disk.
    expect((await t.app.inject({ url: new URL(person.avatarUrl).pathname })).statusCode).toBe(404);

    // The customer is gone, and signed out: their refresh token is refused and no sign-in session is
    // left. The access token they still hold is refused, and makes no customer record again.
    expect((await admin('GET', `/customers/${person.customerId}`)).status).toBe(404);
    expect((await refreshTokens(t.app, person.signedIn.tokens.refresh_token)).statusCode).toBe(400);
    const [sessions] = await t.database.execute(
      `SELECT count(*)::int AS n FROM oidc_payloads WHERE payload->>'accountId' = $1`,
      [subject],
    );
    expect(sessions!.n).toBe(0);
    for (const url of ['/auth/me', '/projects/my', '/wishlist', '/account/orders']) {
      const answer = await call(t.app, 'GET', url, person.signedIn.auth);
      expect(answer.status, url).toBe(401);
      expect(answer.body, url).toMatchObject({ success: false, isAuthError: true });
    }
    const [records] = await t.database.execute(
      `SELECT count(*)::int AS n FROM customers WHERE subject = $1`,
      [subject],
    );
    expect(records!.n).toBe(0);
    // Whatever lets such a token through, the customer record is never made again.
    const principal = {
      issuer: TEST_ISSUER,
      subject,
      scopes: new Set<string>(),
      permissions: [],
      claims: {},
      token: '',
    };
    await expect(
      t.services.account.customers.resolve(principal as Principal, async () => ({ first_name: 'Back' })),
    ).rejects.toMatchObject({ status: 401, isAuthError: true, message: ERASED_SIGN_IN_MESSAGE });

    // Their orders stay for the tax records, with only what each invoice must carry, and their links
    // and invoices open for no one but staff.
    for (const order of orders) {
      expect((await call(t.app, 'GET', `/orders/${order.id}?token=${order.accessToken}`, {})).status).toBe(
        404,
      );
      const pdf = await t.app.inject({
        url: `/api/v1/orders/${order.id}/invoice.pdf?token=${order.accessToken}`,
      });
      expect(pdf.statusCode).toBe(404);
    }
    const staffView = async (id: string) =>
      envelope(AdminOrderSchema).parse((await admin('GET', `/orders/${id}`)).body).data;
    const stateOnly = { line1: '', area: '', city: '', stateCode: '36', stateName: 'Telangana', pincode: '' };
    for (const order of person.orders) {
      expect(await staffView(order.id)).toMatchObject({
        erased: true,
        name: ERASED_NAME,
        email: ERASED_EMAIL,
        phone: '',
        delivery: stateOnly,
        billing: stateOnly,
        gstin: null,
        invoice: { number: expect.stringMatching(/^AAN\//) },
        totals: { total: piece.price * 100 },
      });
    }
    expect(await staffView(business.id)).toMatchObject({
      erased: true,
      name: firm.name,
      email: ERASED_EMAIL,
      phone: '',
      billing: { ...firm.billing, stateName: 'Telangana' },
      delivery: stateOnly,
      gstin: firm.gstin,
    });
    const invoice = await t.app.inject({
      url: `/api/v1/admin/orders/${person.orders[0]!.id}/invoice.pdf`,
      headers: owner.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const printed = pdfText(invoice.rawPayload);
    expect(printed).toContain('Erased at the customer');
    expect(naming([printed], person)).toEqual([]);

    // The review stays, anonymous, and the product's rating with it.
    const ratingAfter = (await call(t.app, 'GET', `/products/${products[1]!.id}`, {})).body.data;
    expect([ratingAfter.rating, ratingAfter.review_count]).toEqual([
      ratingBefore.rating,
      ratingBefore.review_count,
    ]);
    const [review] = await t.database.execute(
      `SELECT customer_id, customer_name, rating, title FROM reviews WHERE product_id = $1 AND customer_id IS NULL AND title = 'Sturdy and handsome'`,
      [products[1]!.id],
    );
    expect(review).toEqual({
      customer_id: null,
      customer_name: 'Anonymous',
      rating: 4,
      title: 'Sturdy and handsome',
    });

    // The project stays as the business's record, belonging to no one, never e-mailed, and without
    // them in its words.
    const project = (await admin('GET', `/projects/${person.projectId}`)).body.data.project;
    expect(project).toMatchObject({
      project_name: 'Reading nook',
      description: 'For [erased]: call [erased] or write to [erased].',
      customer: { id: null, email: null, name: null, erased: true },
    });
    const moved = await call(t.app, 'PUT', `/admin/projects/${person.projectId}`, owner.headers, {
      status: 'cancelled',
    });
    expect(moved.status).toBe(200);
    const [mails] = await t.database.execute(
      `SELECT count(*)::int AS n FROM outbox WHERE topic = 'project.status' AND payload->>'to' LIKE '%erased%'`,
    );
    expect(mails!.n).toBe(0);

    // The leads stay, counted, with nothing the visitor wrote and without the notes about them.
    for (const id of person.leadIds) {
      const lead = (await admin('GET', `/leads/${id}`)).body.data.lead;
      expect(lead).toMatchObject({
        first_name: 'Erased',
        last_name: '',
        phone: null,
        message: 'Erased at the customer’s request.',
        notes: [],
      });
    }

    // The log says who erased whom, by id, and what it came to.
    const [entry] = await t.database.execute(
      `SELECT actor_id, after FROM audit_log WHERE action = 'customer.erase' AND entity_id = $1`,
      [person.customerId],
    );
    expect(entry).toEqual({
      actor_id: owner.id,
      after: {
        erased: true,
        reviews_anonymised: 1,
        projects_detached: 1,
        leads_anonymised: 2,
        orders_erased: 3,
        messages_deleted: expect.any(Number),
        identity_account_deleted: true,
        avatar_deleted: true,
        visit_photos_deleted: 0,
      },
    });

    // Someone else may now sign up with the address, and starts with nothing.
    const again = await signUpCustomer(t.app, {
      email: person.email,
      first_name: 'New',
      last_name: 'Person',
    });
    expect((await call(t.app, 'GET', '/projects/my', again.auth)).body.data.projects).toEqual([]);
    expect((await call(t.app, 'GET', '/account/orders', again.auth)).body.data).toEqual([]);

    // Nothing the API wrote to its log, from the person's first call to their erasure, names them.
    expect(logLines.some((line) => line.includes('request completed'))).toBe(true);
    expect(naming(logLines, person)).toEqual([]);
  });

  it('refuses to erase a member of staff’s own sign-in (409), and takes the id when there is no address', async () => {
    const member = await createStaff(t.database, 'viewer');
    const [staffCustomer] = await t.database.execute(
      `INSERT INTO customers (issuer, subject, first_name, email) VALUES ($1, $2, 'Staff', 'staffer@example.in') RETURNING id`,
      [TEST_ISSUER, member.subject],
    );
    const refused = await admin('POST', `/customers/${staffCustomer!.id}/erase`, {
      confirm_email: 'staffer@example.in',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/remove them from staff/);

    const [anonymous] = await t.database.execute(
      `INSERT INTO customers (issuer, subject, first_name) VALUES ('https://id.example', 'someone', '') RETURNING id`,
    );
    const id = String(anonymous!.id);
    expect((await admin('POST', `/customers/${id}/erase`, { confirm_email: 'a@b.in' })).status).toBe(400);
    const erased = await admin('POST', `/customers/${id}/erase`, { confirm_email: id.toUpperCase() });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data).toEqual({
      erased: true,
      reviews_anonymised: 0,
      projects_detached: 0,
      leads_anonymised: 0,
      orders_erased: 0,
    });
  });

  it('is for owners only', async () => {
    const person = await busyCustomer();
    for (const role of ['sales', 'catalogue', 'viewer'] as const) {
      const member = await createStaff(t.database, role);
      const res = await admin(
        'POST',
        `/customers/${person.customerId}/erase`,
        { confirm_email: person.email },
        member,
      );
      expect(res.status, role).toBe(403);
    }
    expect((await admin('GET', `/customers/${person.customerId}`)).status).toBe(200);
  });
});
