// A design project's quote in versions, over HTTP on both databases: the back office builds a version
// in rooms from catalogue products, made-to-measure work and services, the server prices it to the
// paisa, sends it and e-mails the customer; the customer asks for changes, reads what changed in the
// next version, and approves the latest one explicitly, which locks it. Only the project's customer
// sees its quotes, drafts never, and bad input is a 4xx naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProjectDataSchema } from '../../../contract/admin/leads.ts';
import { envelope } from '../../../contract/catalogue.ts';
import {
  AdminDesignQuoteDataSchema,
  DesignQuoteDataSchema,
  QuoteSummariesDataSchema,
  type AdminDesignQuote,
} from '../../../contract/design-quotes.ts';
import { formatPaiseFigure, rupeesToPaise, shopperPrice } from '../../../contract/money.ts';
import { priceQuote } from '../../../contract/quote-money.ts';
import { call, visitorEmail } from '../../../tests/support/admin-sales.ts';
import { createTestApp } from '../../../tests/support/api.ts';
import { signIn, signUpCustomer, type SignedIn } from '../../../tests/support/oidc.ts';
import { pdfText } from '../../../tests/support/pdf-text.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let sales: TestStaff;
let owner: TestStaff;
let viewer: TestStaff;
let product: {
  id: string;
  name: string;
  price: number;
  discount_price: number | null;
  gst_rate_bp: number;
  hsn_code: string;
};

const HYDERABAD = {
  line1: '12 Banjara Hills Road 3',
  area: 'Banjara Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500034',
};
const BENGALURU = {
  line1: '4 Lavelle Road',
  area: 'Ashok Nagar',
  city: 'Bengaluru',
  stateCode: '29',
  pincode: '560001',
};
const FAR_AHEAD = '2027-06-30';

beforeAll(async () => {
  t = await createTestApp();
  [sales, owner, viewer] = await Promise.all([
    createStaff(t.database, 'sales'),
    createStaff(t.database, 'owner'),
    createStaff(t.database, 'viewer'),
  ]);
  const [row] = await t.database.execute(
    `SELECT id, name, price, discount_price, gst_rate_bp, hsn_code FROM products
     WHERE status = 'published' AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id)
     ORDER BY id LIMIT 1`,
  );
  product = row as typeof product;
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who: TestStaff = sales) =>
  call(t.app, method, `/admin${url}`, who.headers, payload);

/** A confirmed customer with a project at a site in Hyderabad (the shop's state) unless told. */
async function customerWithProject(site: typeof HYDERABAD | null = HYDERABAD) {
  const address = visitorEmail('Meera');
  const signedUp = await signUpCustomer(t.app, { email: address, first_name: 'Meera', last_name: 'Iyer' });
  await t.database.execute('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [
    address,
  ]);
  const customer = await signIn(t.app, address, signedUp.password);
  await call(t.app, 'GET', '/projects/my', customer.auth);
  const res = await admin('POST', '/projects', {
    customer_email: address,
    project_name: '3BHK in Banjara Hills',
    ...(site ? { site_address: site } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const project = envelope(AdminProjectDataSchema).parse(res.body).data.project;
  return { customer, address, project };
}

const started = async (projectId: string, who: TestStaff = sales): Promise<AdminDesignQuote> => {
  const res = await admin('POST', `/projects/${projectId}/quotes`, undefined, who);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return envelope(AdminDesignQuoteDataSchema).parse(res.body).data.quote;
};

const KITCHEN_WORK = {
  room: 'Kitchen',
  kind: 'work',
  description: 'Modular kitchen, L-shaped',
  unit: 'rft',
  quantity: 14.5,
  unit_paise: 1_850_000,
  gst_rate_bp: 1800,
  hsn_sac: '995476',
  material: 'BWP plywood',
  finish: 'Acrylic, high gloss',
};
const DESIGN_FEE = {
  room: 'Living Room',
  kind: 'service',
  description: 'Design fee',
  unit: 'lumpsum',
  quantity: 1,
  unit_paise: 5_000_000,
  gst_rate_bp: 1800,
  hsn_sac: '998391',
};

const draftBody = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  rooms: ['Living Room', 'Kitchen', 'Master Bedroom'],
  lines,
  valid_until: FAR_AHEAD,
  terms: 'Prices include GST.',
  ...extra,
});

const saved = async (projectId: string, version: number, body: unknown, who: TestStaff = sales) => {
  const res = await admin('PUT', `/projects/${projectId}/quotes/${version}`, body, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(AdminDesignQuoteDataSchema).parse(res.body).data.quote;
};

const sent = async (projectId: string, version: number, who: TestStaff = sales) => {
  const res = await admin('POST', `/projects/${projectId}/quotes/${version}/send`, undefined, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(AdminDesignQuoteDataSchema).parse(res.body).data.quote;
};

const customerQuote = async (customer: SignedIn, projectId: string, version: number) => {
  const res = await call(t.app, 'GET', `/projects/${projectId}/quotes/${version}`, customer.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return DesignQuoteDataSchema.parse(res.body.data).quote;
};

const queued = (address: string, topic: string) =>
  t.database.execute(`SELECT payload FROM outbox WHERE lower(payload->>'to') = lower($1) AND topic = $2`, [
    address,
    topic,
  ]) as Promise<{ payload: { subject: string; text: string } }[]>;

describe('a quote from first version to approval', () => {
  it('prices, sends, takes changes, shows what changed, and locks the approved version', async () => {
    const { customer, address, project } = await customerWithProject();
    const v1 = await started(project.id);
    expect(v1).toMatchObject({
      version: 1,
      status: 'draft',
      lines: [],
      rooms: ['Living Room', 'Kitchen', 'Master Bedroom'],
    });

    // Version 1: a catalogue product, fitted work with its own discount, a service; 5 % off the whole.
    const body = draftBody(
      [
        { room: 'Living Room', kind: 'product', product_id: product.id, quantity: 2 },
        { ...KITCHEN_WORK, discount_paise: 500_000 },
        DESIGN_FEE,
      ],
      { discount_paise: 1_000_000 },
    );
    const draft = await saved(project.id, 1, body);
    const catalogue = rupeesToPaise(shopperPrice(product.price, product.discount_price));
    const expected = priceQuote({
      lines: [
        {
          unitPaise: catalogue,
          quantityMilli: 2000,
          rateBp: product.gst_rate_bp,
          includesGst: true,
          discountPaise: 0,
        },
        {
          unitPaise: 1_850_000,
          quantityMilli: 14_500,
          rateBp: 1800,
          includesGst: false,
          discountPaise: 500_000,
        },
        { unitPaise: 5_000_000, quantityMilli: 1000, rateBp: 1800, includesGst: false, discountPaise: 0 },
      ],
      discountPaise: 1_000_000,
      intraState: true,
    });
    expect(
      draft.lines.map((line) => [
        line.kind,
        line.unit_paise,
        line.taxable_paise,
        line.cgst_paise,
        line.total_paise,
      ]),
    ).toEqual([
      ['product', catalogue, expected.lines[0]!.taxable, expected.lines[0]!.cgst, expected.lines[0]!.total],
      ['work', 1_850_000, expected.lines[1]!.taxable, expected.lines[1]!.cgst, expected.lines[1]!.total],
      ['service', 5_000_000, expected.lines[2]!.taxable, expected.lines[2]!.cgst, expected.lines[2]!.total],
    ]);
    expect(draft.lines[0]).toMatchObject({
      description: product.name,
      hsn_sac: product.hsn_code,
      includes_gst: true,
    });
    expect(draft.totals).toEqual({
      gross_paise: expected.gross,
      discount_paise: expected.discount,
      taxable_paise: expected.taxable,
      cgst_paise: expected.cgst,
      sgst_paise: expected.sgst,
      igst_paise: 0,
      total_paise: expected.total,
    });
    expect(draft.lines.reduce((sum, line) => sum + line.total_paise, 0)).toBe(draft.totals.total_paise);
    expect(draft.lines.reduce((sum, line) => sum + line.quote_discount_paise, 0)).toBe(1_000_000);
    expect(draft.place_of_supply).toEqual({ code: '36', name: 'Telangana' });
    expect(draft.total_in_words).toMatch(
      /^[A-Z][a-z]+( [A-Z][a-z]+)* Rupees( and [A-Z][a-z]+( [A-Z][a-z]+)* Paise?)?$/,
    );
    expect(draft.content_digest).toBeNull();

    // A draft is the shop's: the customer sees no version yet.
    const none = await call(t.app, 'GET', `/projects/${project.id}/quotes`, customer.auth);
    expect(none.body.data.quotes).toEqual([]);
    expect((await call(t.app, 'GET', `/projects/${project.id}/quotes/1`, customer.auth)).status).toBe(404);

    const one = await sent(project.id, 1);
    expect(one.status).toBe('sent');
    expect(one.content_digest).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await queued(address, 'quote.sent');
    expect(mail!.payload.subject).toBe('Your quote for 3BHK in Banjara Hills (version 1)');
    expect(mail!.payload.text).toContain(`/projects/quote?id=${project.id}`);
    expect((await admin('PUT', `/projects/${project.id}/quotes/1`, body)).status).toBe(409);

    const read = await customerQuote(customer, project.id, 1);
    expect(read.totals.total_paise).toBe(expected.total);
    expect(read).not.toHaveProperty('approval');
    const asked = await call(t.app, 'POST', `/projects/${project.id}/quotes/1/changes`, customer.auth, {
      comment: 'Could the kitchen be in laminate instead?',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.quote).toMatchObject({
      status: 'changes_requested',
      changes_requested: { comment: 'Could the kitchen be in laminate instead?' },
    });

    // Version 2 starts as a copy, keeps the lines' keys, and says what changed.
    const v2 = await started(project.id);
    expect(v2.lines.map((line) => line.key)).toEqual(one.lines.map((line) => line.key));
    const kitchen = v2.lines[1]!;
    await saved(
      project.id,
      2,
      draftBody(
        [
          {
            key: v2.lines[0]!.key,
            room: 'Living Room',
            kind: 'product',
            product_id: product.id,
            quantity: 2,
          },
          { ...KITCHEN_WORK, key: kitchen.key, unit_paise: 1_450_000, finish: 'Laminate, matte' },
          { ...DESIGN_FEE, key: v2.lines[2]!.key },
          {
            room: 'Master Bedroom',
            kind: 'work',
            description: 'Wardrobe',
            unit: 'sqft',
            quantity: 48,
            unit_paise: 160_000,
            gst_rate_bp: 1800,
            hsn_sac: '995476',
          },
        ],
        { discount_paise: 1_000_000 },
      ),
    );
    const two = await sent(project.id, 2);
    const summaries = QuoteSummariesDataSchema.parse(
      (await call(t.app, 'GET', `/projects/${project.id}/quotes`, customer.auth)).body.data,
    ).quotes;
    expect(summaries.map((quote) => [quote.version, quote.status])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
    const readTwo = await customerQuote(customer, project.id, 2);
    expect(readTwo.changes_since).toMatchObject({
      previous_version: 1,
      added: [{ description: 'Wardrobe', room: 'Master Bedroom' }],
      removed: [],
      total_before_paise: one.totals.total_paise,
      total_after_paise: two.totals.total_paise,
    });
    // The kitchen changed in itself; the other two only in their share of the quote's discount, which
    // the wardrobe now shares too.
    expect(readTwo.changes_since!.changed.map((line) => [line.key, line.fields])).toEqual([
      [v2.lines[0]!.key, ['total_paise']],
      [kitchen.key, ['unit_paise', 'finish', 'discount_paise', 'total_paise']],
      [v2.lines[2]!.key, ['total_paise']],
    ]);

    // Approval: only the latest, only as read, once.
    const approve = (version: number, digest: string) =>
      call(t.app, 'POST', `/projects/${project.id}/quotes/${version}/approve`, customer.auth, {
        confirm: true,
        digest,
      });
    const stale = await approve(1, one.content_digest!);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('Version 1 is not the latest: read version 2 instead');
    expect((await approve(2, one.content_digest!)).status).toBe(409);
    const unconfirmed = await call(t.app, 'POST', `/projects/${project.id}/quotes/2/approve`, customer.auth, {
      digest: readTwo.content_digest,
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error).toBe('confirm must be true: approve the quote explicitly');

    // The PDF is the customer's to download, and nobody else's.
    const pdf = await t.app.inject({
      url: `/api/v1/projects/${project.id}/quotes/2/pdf`,
      headers: customer.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const printed = pdfText(pdf.rawPayload);
    for (const text of [
      'QUOTATION',
      '3BHK in Banjara Hills',
      'Master Bedroom',
      'Wardrobe',
      '995476',
      'Telangana (36)',
    ])
      expect(printed).toContain(text);
    expect(printed).toContain(`Total (GST included): Rs. ${formatPaiseFigure(two.totals.total_paise)}`);
    expect(printed).toContain(`In words: ${two.total_in_words} Only`);
    const stranger = await signUpCustomer(t.app, { first_name: 'Mallory' });
    expect(
      (await t.app.inject({ url: `/api/v1/projects/${project.id}/quotes/2/pdf`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);

    const approved = await approve(2, readTwo.content_digest!);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.quote).toMatchObject({ status: 'approved', version: 2 });
    expect((await approve(2, readTwo.content_digest!)).body.error).toBe('You approved version 2 already');

    const record = (await admin('GET', `/projects/${project.id}/quotes/2`)).body.data.quote;
    const [me] = await t.database.execute('SELECT id FROM customers WHERE verified_email = $1', [address]);
    expect(record.approval).toEqual({
      customer_id: me!.id,
      ip: expect.any(String),
      digest: readTwo.content_digest,
    });
    expect((await queued(address, 'quote.approved')).length).toBe(1);

    // Locked: a change is a new version that needs its own approval.
    expect((await admin('PUT', `/projects/${project.id}/quotes/2`, draftBody([DESIGN_FEE]))).status).toBe(
      409,
    );
    const three = await started(project.id);
    expect(three).toMatchObject({ version: 3, status: 'draft' });
    expect((await admin('GET', `/projects/${project.id}/quotes/2`)).body.data.quote.status).toBe('approved');
  });

  it('answers two approvals sent at once with one approval', async () => {
    const { customer, project } = await customerWithProject();
    await started(project.id);
    await saved(project.id, 1, draftBody([DESIGN_FEE]));
    const one = await sent(project.id, 1);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(t.app, 'POST', `/projects/${project.id}/quotes/1/approve`, customer.auth, {
          confirm: true,
          digest: one.content_digest,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('erasing the customer', () => {
  it('keeps the approval as the record of what was agreed, without the IP address, what they wrote, or the site', async () => {
    const { customer, address, project } = await customerWithProject();
    await started(project.id);
    await saved(project.id, 1, draftBody([DESIGN_FEE]));
    await sent(project.id, 1);
    await call(t.app, 'POST', `/projects/${project.id}/quotes/1/changes`, customer.auth, {
      comment: 'Call me on 98765 43210',
    });
    await started(project.id);
    await saved(project.id, 2, draftBody([DESIGN_FEE]));
    const two = await sent(project.id, 2);
    const approve = await call(t.app, 'POST', `/projects/${project.id}/quotes/2/approve`, customer.auth, {
      confirm: true,
      digest: two.content_digest,
    });
    expect(approve.status).toBe(200);
    const [me] = await t.database.execute('SELECT id FROM customers WHERE verified_email = $1', [address]);
    const erased = await admin('POST', `/customers/${me!.id}/erase`, { confirm_email: address }, owner);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);

    const rows = await t.database.execute(
      'SELECT version, status, approved_ip, approved_digest, change_comment FROM design_quotes WHERE project_id = $1 ORDER BY version',
      [project.id],
    );
    expect(rows).toEqual([
      {
        version: 1,
        status: 'superseded',
        approved_ip: null,
        approved_digest: null,
        change_comment: '[erased]',
      },
      {
        version: 2,
        status: 'approved',
        approved_ip: null,
        approved_digest: two.content_digest,
        change_comment: null,
      },
    ]);
    expect((await admin('GET', `/projects/${project.id}`)).body.data.project.site_address).toBeNull();
  });
});

describe('the place of supply is the site', () => {
  it('charges IGST for a site in another state, and refuses to send without a site', async () => {
    const away = await customerWithProject(BENGALURU);
    await started(away.project.id);
    const quote = await saved(away.project.id, 1, draftBody([DESIGN_FEE]));
    expect(quote.totals).toMatchObject({
      taxable_paise: 5_000_000,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 900_000,
      total_paise: 5_900_000,
    });
    expect(quote.place_of_supply).toEqual({ code: '29', name: 'Karnataka' });
    expect(quote.total_in_words).toBe('Fifty Nine Thousand Rupees');

    const nowhere = await customerWithProject(null);
    await started(nowhere.project.id);
    await saved(nowhere.project.id, 1, draftBody([DESIGN_FEE]));
    const refused = await admin('POST', `/projects/${nowhere.project.id}/quotes/1/send`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "Add the site's address to the project first: its state is the quote's place of supply",
    );
  });
});

describe('who may do what', () => {
  it('keeps quotes to the project’s customer, and sending to staff who may write', async () => {
    const { project } = await customerWithProject();
    await started(project.id);
    await saved(project.id, 1, draftBody([DESIGN_FEE]));
    await sent(project.id, 1);
    const stranger = await signUpCustomer(t.app, { first_name: 'Mallory' });
    expect((await call(t.app, 'GET', `/projects/${project.id}/quotes`, stranger.auth)).status).toBe(404);
    expect((await call(t.app, 'GET', `/projects/${project.id}/quotes/1`, stranger.auth)).status).toBe(404);
    expect((await call(t.app, 'GET', `/projects/${project.id}/quotes/1`, {})).status).toBe(401);
    expect((await admin('POST', `/projects/${project.id}/quotes`, undefined, viewer)).status).toBe(403);
    expect((await admin('GET', `/projects/${project.id}/quotes/1`, undefined, viewer)).status).toBe(200);
  });

  it('lets sales send a discount up to the set share, and only the owner more', async () => {
    const { project } = await customerWithProject();
    await started(project.id);
    // 15 % off a ₹50,000 fee: over the default 10 %.
    const quote = await saved(project.id, 1, draftBody([DESIGN_FEE], { discount_paise: 750_000 }));
    expect(quote).toMatchObject({ discount_share_bp: 1500, discount_needs_owner: true });
    const refused = await admin('POST', `/projects/${project.id}/quotes/1/send`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('The discount is 15.00 % of the quote; over 10 % the owner sends it');
    expect((await admin('GET', `/projects/${project.id}/quotes/1`)).body.data.quote.status).toBe('draft');
    expect((await sent(project.id, 1, owner)).status).toBe('sent');
  });
});

describe('bad input names the field', () => {
  const expectRefusal = async (body: unknown, error: string, status = 400) => {
    const { project } = await customerWithProject();
    await started(project.id);
    const res = await admin('PUT', `/projects/${project.id}/quotes/1`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(error);
    expect((await admin('GET', `/projects/${project.id}/quotes/1`)).body.data.quote.lines).toEqual([]);
  };

  it('refuses a line with no GST rate, a room the quote lacks, and an unknown product', async () => {
    const { gst_rate_bp: _rate, ...noRate } = DESIGN_FEE;
    await expectRefusal(
      draftBody([noRate]),
      'lines.0.gst_rate_bp is required: every line needs its GST rate',
    );
    await expectRefusal(
      draftBody([DESIGN_FEE, { ...KITCHEN_WORK, room: 'Terrace' }]),
      "lines.1.room must be one of the quote's rooms",
    );
    await expectRefusal(
      draftBody([
        { room: 'Kitchen', kind: 'product', product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ]),
      'lines.0.product_id is not a product of the catalogue',
    );
  });

  it('refuses a rate that is not a GST rate, a discount above the value, and a date that has passed', async () => {
    await expectRefusal(
      draftBody([{ ...DESIGN_FEE, gst_rate_bp: 1200 }]),
      'gst_rate_bp must be one of 0, 500, 1800, 4000 (basis points: 1800 is 18 %)',
    );
    await expectRefusal(
      draftBody([DESIGN_FEE], { discount_paise: 6_000_000 }),
      'The quote’s discount cannot exceed its value before GST',
    );
    await expectRefusal(
      draftBody([DESIGN_FEE], { valid_until: '2020-01-01' }),
      'valid_until must be today or later',
    );
  });

  it('starts one draft at a time and answers 404 for a project that does not exist', async () => {
    const { project } = await customerWithProject();
    await started(project.id);
    const again = await admin('POST', `/projects/${project.id}/quotes`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'Version 1 is still a draft: change it, or send it before starting another',
    );
    expect((await admin('POST', '/projects/00000000-0000-4000-8000-000000000000/quotes')).status).toBe(404);
    expect((await admin('GET', `/projects/${project.id}/quotes/abc`)).status).toBe(400);
  });
});
