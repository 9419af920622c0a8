// Every back-office write is in the audit log, naming the member who made it (decision 154). The
// operations come from the OpenAPI document: each POST, PUT, PATCH and DELETE under /api/v1/admin needs a
// recipe below (what to prepare and what to send); an operation without one fails the sweep until it is
// listed, so a new write cannot ship unaudited. Each call is made by a member of its own, and the log is
// read through the back office's own list, filtered by that member.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditListDataSchema } from '../../contract/admin/operations.ts';
import { envelope } from '../../contract/catalogue.ts';
import { call, sendConsultation } from '../support/admin-sales.ts';
import { createTestApp } from '../support/api.ts';
import { multipart } from '../support/multipart.ts';
import { placeOrder, stockedPiece, type StockedPiece } from '../support/placed-orders.ts';
import { createStaff, type TestStaff } from '../support/staff.ts';
import { signIn, signUpCustomer } from '../support/oidc.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
/** Prepares what the calls act on; never the member whose entries are looked for. */
let setup: TestStaff;
let piece: StockedPiece;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    REBUILDER_TOKEN: 'rebuilder-token-for-tests-0123456789',
    ORDERS_RATE_LIMIT_PER_MINUTE: '1000',
  });
  setup = await createStaff(t.database, 'owner');
  piece = await stockedPiece(t.database);
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8553d' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

interface Send {
  url: string;
  payload?: unknown;
  /** A raw body (multipart, CSV) with its Content-Type; otherwise `payload` goes as JSON. */
  raw?: { payload: Buffer | string; contentType: string };
  /** Work the write leaves to a background worker, run before the log is read. */
  settle?: () => Promise<unknown>;
}

interface Recipe {
  /** The action the entry records. */
  action: string;
  prepare: () => Promise<Send>;
}

const unique = () => randomUUID().slice(0, 8);
const as = (who: TestStaff, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(t.app, method, `/admin${url}`, who.headers, payload);
const ok = async <T = never>(answer: Promise<{ status: number; body: { data: T } }>): Promise<T> => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body.data;
};
const emiPlan = () => ({
  label: `Audit bank ${unique()}`,
  tenure_months: 6,
  annual_rate_bp: 1300,
  no_cost: false,
  min_price_paise: 0,
});
const newEmiPlan = async () =>
  (await ok<{ plan: { id: string } }>(as(setup, 'POST', '/emi-plans', emiPlan()))).plan.id;
const coupon = () => ({ code: `AUDIT-${unique()}`.toUpperCase().slice(0, 30), kind: 'flat', value: 100 });
const newCoupon = async () =>
  (await ok<{ coupon: { id: string } }>(as(setup, 'POST', '/coupons', coupon()))).coupon.id;
const image = () =>
  multipart([{ field: 'image', filename: 'piece.png', contentType: 'image/png', data: png }]);

const newProduct = async () =>
  (
    await ok<{ product: { id: string; version: number } }>(
      as(setup, 'POST', '/products', {
        name: `Audit divan ${unique()}`,
        price: 12_000,
        stock_status: 'in_stock',
      }),
    )
  ).product;
const productWithImage = async () => {
  const product = await newProduct();
  const upload = image();
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/products/${product.id}/images`,
    headers: { ...setup.headers, 'content-type': upload.contentType },
    payload: upload.payload,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const [row] = await t.database.execute('SELECT id FROM product_images WHERE product_id = $1', [product.id]);
  return { productId: product.id, imageId: String(row!.id) };
};
const newCategory = async () =>
  (
    await ok<{ category: { id: string } }>(
      as(setup, 'POST', '/categories', { name: `Audit shelf ${unique()}` }),
    )
  ).category.id;
const aReview = async () =>
  String((await t.database.execute('SELECT id FROM reviews ORDER BY id LIMIT 1'))[0]!.id);
const newRange = async () => {
  const from = 700_000 + Math.floor(Math.random() * 90_000);
  const body = {
    pincode_from: String(from),
    pincode_to: String(from),
    zone: `Audit zone ${unique()}`,
    delivery_days_min: 3,
    delivery_days_max: 5,
    installation: 'none',
    cod_allowed: true,
  };
  return (await ok<{ range: { id: string } }>(as(setup, 'POST', '/delivery/pincodes', body))).range.id;
};
/** A project at a site in the shop's state, for a customer's address; its id. */
const projectAtSite = async (email = `client.${unique()}@example.in`) =>
  (
    await ok<{ project: { id: string } }>(
      as(setup, 'POST', '/projects', {
        customer_email: email,
        project_name: 'Flat',
        site_address: {
          line1: '1 Road No. 12',
          area: 'Banjara Hills',
          city: 'Hyderabad',
          stateCode: '36',
          pincode: '500034',
        },
      }),
    )
  ).project.id;
const QUOTE_DRAFT = {
  rooms: ['Living Room'],
  lines: [
    {
      room: 'Living Room',
      kind: 'service',
      description: 'Design fee',
      unit: 'lumpsum',
      quantity: 1,
      unit_paise: 2_500_000,
      gst_rate_bp: 1800,
      hsn_sac: '998391',
    },
  ],
  valid_until: '2027-06-30',
};
/** A project whose customer approved a quote; its id. */
const approvedProject = async () => {
  const email = `client.${unique()}@example.in`;
  const customer = await signUpCustomer(t.app, { email });
  await t.database.execute('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [
    email,
  ]);
  const signedIn = await signIn(t.app, email, customer.password);
  await call(t.app, 'GET', '/projects/my', signedIn.auth);
  const project = await projectAtSite(email);
  await ok(as(setup, 'POST', `/projects/${project}/quotes`));
  await ok(as(setup, 'PUT', `/projects/${project}/quotes/1`, QUOTE_DRAFT));
  const { quote } = await ok<{ quote: { content_digest: string } }>(
    as(setup, 'POST', `/projects/${project}/quotes/1/send`),
  );
  await ok(
    call(t.app, 'POST', `/projects/${project}/quotes/1/approve`, signedIn.auth, {
      confirm: true,
      digest: quote.content_digest,
    }),
  );
  return project;
};
const scheduledStage = async () => {
  const project = await approvedProject();
  const { stages } = await ok<{ stages: { id: string; amount_paise: number }[] }>(
    as(setup, 'PUT', `/projects/${project}/stages`, { template: 'standard' }),
  );
  return { project, stage: stages[0]! };
};
/** Two times for a site visit months ahead, with a designer of their own, at hours no other test takes. */
const visitOffer = async () => {
  const { designer } = await ok<{ designer: { id: string } }>(
    as(setup, 'POST', '/designers', { first_name: `Audit ${unique()}` }),
  );
  const day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  return {
    slots: [
      { designer_id: designer.id, date: day, time: '10:00' },
      { designer_id: designer.id, date: day, time: '14:00' },
    ],
  };
};
/** A visit booked by its customer: the project's and the visit's ids. */
const bookedVisit = async () => {
  const email = `client.${unique()}@example.in`;
  const customer = await signUpCustomer(t.app, { email });
  await t.database.execute('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [
    email,
  ]);
  const signedIn = await signIn(t.app, email, customer.password);
  await call(t.app, 'GET', '/projects/my', signedIn.auth);
  const project = await projectAtSite(email);
  const { visit } = await ok<{ visit: { id: string; slots: { id: string }[] } }>(
    as(setup, 'POST', `/projects/${project}/visits`, await visitOffer()),
  );
  await ok(
    call(t.app, 'POST', `/projects/${project}/visits/${visit.id}/book`, signedIn.auth, {
      slot_id: visit.slots[0]!.id,
    }),
  );
  return { project, visit: visit.id };
};
/** A project whose first stage is paid by bank transfer. */
const paidOffline = async () => {
  const { project, stage } = await scheduledStage();
  await ok(
    as(setup, 'POST', `/projects/${project}/stages/${stage.id}/payments`, {
      method: 'bank_transfer',
      reference: `UTR${unique()}`,
      amount_paise: stage.amount_paise,
    }),
  );
  return { project, stage };
};
const csvOf = async (url: string) =>
  (await t.app.inject({ url: `/api/v1/admin${url}`, headers: setup.headers })).body.replace(/^\uFEFF/, '');

const RECIPES: Record<string, Recipe> = {
  'POST /api/v1/admin/staff': {
    action: 'staff.create',
    prepare: async () => ({
      url: '/staff',
      payload: { email: `member.${unique()}@staff.example`, role: 'viewer', first_name: 'New' },
    }),
  },
  'PUT /api/v1/admin/staff/{id}': {
    action: 'staff.update',
    prepare: async () => ({
      url: `/staff/${(await createStaff(t.database, 'viewer')).id}`,
      payload: { role: 'sales' },
    }),
  },
  'DELETE /api/v1/admin/staff/{id}': {
    action: 'staff.remove',
    prepare: async () => ({ url: `/staff/${(await createStaff(t.database, 'viewer')).id}` }),
  },
  'POST /api/v1/admin/builds/publish': {
    action: 'site.publish',
    prepare: async () => ({ url: '/builds/publish' }),
  },
  'PUT /api/v1/admin/leads/{id}': {
    action: 'lead.update',
    prepare: async () => ({
      url: `/leads/${await sendConsultation(t.app)}`,
      payload: { status: 'contacted' },
    }),
  },
  'POST /api/v1/admin/leads/{id}/notes': {
    action: 'lead.note',
    prepare: async () => ({
      url: `/leads/${await sendConsultation(t.app)}/notes`,
      payload: { text: 'Call back' },
    }),
  },
  'POST /api/v1/admin/leads/{id}/convert': {
    action: 'lead.convert',
    prepare: async () => ({
      url: `/leads/${await sendConsultation(t.app)}/convert`,
      payload: { project_name: 'Living room' },
    }),
  },
  'POST /api/v1/admin/designers': {
    action: 'designer.create',
    prepare: async () => ({ url: '/designers', payload: { first_name: `Designer ${unique()}` } }),
  },
  'POST /api/v1/admin/projects': {
    action: 'project.create',
    prepare: async () => ({
      url: '/projects',
      payload: { customer_email: `client.${unique()}@example.in`, project_name: 'Study' },
    }),
  },
  'PUT /api/v1/admin/projects/{id}': {
    action: 'project.update',
    prepare: async () => {
      const { project } = await ok<{ project: { id: string } }>(
        as(setup, 'POST', '/projects', {
          customer_email: `client.${unique()}@example.in`,
          project_name: 'Den',
        }),
      );
      return { url: `/projects/${project.id}`, payload: { status: 'in_progress' } };
    },
  },
  'POST /api/v1/admin/projects/{id}/quotes': {
    action: 'quote.start',
    prepare: async () => ({ url: `/projects/${await projectAtSite()}/quotes` }),
  },
  'PUT /api/v1/admin/projects/{id}/quotes/{version}': {
    action: 'quote.save',
    prepare: async () => {
      const project = await projectAtSite();
      await ok(as(setup, 'POST', `/projects/${project}/quotes`));
      return { url: `/projects/${project}/quotes/1`, payload: QUOTE_DRAFT };
    },
  },
  'POST /api/v1/admin/projects/{id}/quotes/{version}/send': {
    action: 'quote.send',
    prepare: async () => {
      const project = await projectAtSite();
      await ok(as(setup, 'POST', `/projects/${project}/quotes`));
      await ok(as(setup, 'PUT', `/projects/${project}/quotes/1`, QUOTE_DRAFT));
      return { url: `/projects/${project}/quotes/1/send` };
    },
  },
  'PUT /api/v1/admin/projects/{id}/stages': {
    action: 'stages.schedule',
    prepare: async () => ({
      url: `/projects/${await approvedProject()}/stages`,
      payload: { template: 'standard' },
    }),
  },
  'POST /api/v1/admin/projects/{id}/stages/{stageId}/due': {
    action: 'stage.due',
    prepare: async () => {
      const { project, stage } = await scheduledStage();
      return { url: `/projects/${project}/stages/${stage.id}/due` };
    },
  },
  'POST /api/v1/admin/projects/{id}/stages/{stageId}/payments': {
    action: 'stage.payment',
    prepare: async () => {
      const { project, stage } = await scheduledStage();
      return {
        url: `/projects/${project}/stages/${stage.id}/payments`,
        payload: { method: 'bank_transfer', reference: `UTR${unique()}`, amount_paise: stage.amount_paise },
      };
    },
  },
  'POST /api/v1/admin/projects/{id}/invoice': {
    action: 'project.invoice',
    prepare: async () => ({ url: `/projects/${await approvedProject()}/invoice` }),
  },
  'POST /api/v1/admin/projects/{id}/visits': {
    action: 'visit.offer',
    prepare: async () => ({ url: `/projects/${await projectAtSite()}/visits`, payload: await visitOffer() }),
  },
  'PUT /api/v1/admin/projects/{id}/visits/{visitId}/record': {
    action: 'visit.record',
    prepare: async () => {
      const { project, visit } = await bookedVisit();
      return {
        url: `/projects/${project}/visits/${visit}/record`,
        payload: { measurements: [{ room: 'Kitchen', what: 'Wall A', value_mm: 3000 }], notes: 'Fine' },
      };
    },
  },
  'POST /api/v1/admin/projects/{id}/visits/{visitId}/photos': {
    action: 'visit.photo_add',
    prepare: async () => {
      const { project, visit } = await bookedVisit();
      return { url: `/projects/${project}/visits/${visit}/photos`, raw: image() };
    },
  },
  'DELETE /api/v1/admin/projects/{id}/visits/{visitId}/photos/{photoId}': {
    action: 'visit.photo_remove',
    prepare: async () => {
      const { project, visit } = await bookedVisit();
      const upload = image();
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/projects/${project}/visits/${visit}/photos`,
        headers: { ...setup.headers, 'content-type': upload.contentType },
        payload: upload.payload,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      const photo = (answer.json() as { data: { visit: { photos: { id: string }[] } } }).data.visit
        .photos[0]!;
      return { url: `/projects/${project}/visits/${visit}/photos/${photo.id}` };
    },
  },
  'POST /api/v1/admin/projects/{id}/stages/{stageId}/proof': {
    action: 'stage.proof',
    prepare: async () => {
      const { project, stage } = await paidOffline();
      return { url: `/projects/${project}/stages/${stage.id}/proof`, raw: image() };
    },
  },
  'POST /api/v1/admin/projects/{id}/refund-voucher': {
    action: 'project.refund',
    prepare: async () => {
      const { project } = await paidOffline();
      await ok(as(setup, 'PUT', `/projects/${project}`, { status: 'cancelled' }));
      return {
        url: `/projects/${project}/refund-voucher`,
        payload: { method: 'bank_transfer', reference: `UTR${unique()}` },
      };
    },
  },
  'POST /api/v1/admin/customers/{id}/erase': {
    action: 'customer.erase',
    prepare: async () => {
      const email = `shopper.${unique()}@example.in`;
      const [row] = await t.database.execute(
        `INSERT INTO customers (issuer, subject, first_name, email) VALUES ('https://id.example', $1, 'Shopper', $2) RETURNING id`,
        [randomUUID(), email],
      );
      return { url: `/customers/${row!.id}/erase`, payload: { confirm_email: email } };
    },
  },
  'POST /api/v1/admin/products': {
    action: 'product.create',
    prepare: async () => ({
      url: '/products',
      payload: { name: `Audit chair ${unique()}`, price: 4_000, stock_status: 'in_stock' },
    }),
  },
  'PUT /api/v1/admin/products/{id}': {
    action: 'product.update',
    prepare: async () => {
      const product = await newProduct();
      return {
        url: `/products/${product.id}`,
        payload: {
          name: `Audit sofa ${unique()}`,
          price: 13_000,
          stock_status: 'in_stock',
          version: product.version,
        },
      };
    },
  },
  'POST /api/v1/admin/products/{id}/status': {
    action: 'product.publish',
    prepare: async () => {
      const product = await newProduct();
      return {
        url: `/products/${product.id}/status`,
        payload: { status: 'published', version: product.version },
      };
    },
  },
  'POST /api/v1/admin/products/{id}/images': {
    action: 'product.image_add',
    prepare: async () => {
      const upload = image();
      return { url: `/products/${(await newProduct()).id}/images`, raw: upload };
    },
  },
  'PUT /api/v1/admin/products/{id}/images': {
    action: 'product.images',
    prepare: async () => {
      const { productId, imageId } = await productWithImage();
      return {
        url: `/products/${productId}/images`,
        payload: { images: [{ id: imageId, alt_text: 'The divan from the side', is_primary: true }] },
      };
    },
  },
  'DELETE /api/v1/admin/products/{id}/images/{imageId}': {
    action: 'product.image_delete',
    prepare: async () => {
      const { productId, imageId } = await productWithImage();
      return { url: `/products/${productId}/images/${imageId}` };
    },
  },
  'POST /api/v1/admin/products/bulk/price': {
    action: 'product.bulk_price',
    prepare: async () => ({
      url: '/products/bulk/price',
      payload: { ids: [(await newProduct()).id], mode: 'percent', value: 10 },
    }),
  },
  'POST /api/v1/admin/products/bulk/stock': {
    action: 'product.bulk_stock',
    prepare: async () => ({
      url: '/products/bulk/stock',
      payload: { ids: [(await newProduct()).id], stock_status: 'out_of_stock' },
    }),
  },
  'POST /api/v1/admin/categories': {
    action: 'category.create',
    prepare: async () => ({ url: '/categories', payload: { name: `Audit lamps ${unique()}` } }),
  },
  'PUT /api/v1/admin/categories/order': {
    action: 'category.reorder',
    prepare: async () => {
      const { categories } = await ok<{ categories: { id: string; parent_id: string | null }[] }>(
        as(setup, 'GET', '/categories'),
      );
      const top = categories.filter((category) => category.parent_id === null).map((category) => category.id);
      return { url: '/categories/order', payload: { parent_id: null, ids: top.reverse() } };
    },
  },
  'PUT /api/v1/admin/categories/{id}': {
    action: 'category.update',
    prepare: async () => ({
      url: `/categories/${await newCategory()}`,
      payload: { name: `Audit rugs ${unique()}` },
    }),
  },
  'DELETE /api/v1/admin/categories/{id}': {
    action: 'category.delete',
    prepare: async () => ({ url: `/categories/${await newCategory()}` }),
  },
  'POST /api/v1/admin/categories/{id}/image': {
    action: 'category.image',
    prepare: async () => ({ url: `/categories/${await newCategory()}/image`, raw: image() }),
  },
  'POST /api/v1/admin/catalogue/import': {
    action: 'catalogue.import',
    prepare: async () => ({
      url: '/catalogue/import?mode=apply',
      raw: { payload: await csvOf('/catalogue/template'), contentType: 'text/csv' },
      settle: () => t.services.adminCatalogue.imports.runOnce(),
    }),
  },
  'POST /api/v1/admin/reviews/{id}/hide': {
    action: 'review.hide',
    prepare: async () => {
      const id = await aReview();
      await as(setup, 'POST', `/reviews/${id}/unhide`);
      return { url: `/reviews/${id}/hide`, payload: { reason: 'Names a competitor' } };
    },
  },
  'POST /api/v1/admin/reviews/{id}/unhide': {
    action: 'review.unhide',
    prepare: async () => {
      const id = await aReview();
      await ok(as(setup, 'POST', `/reviews/${id}/hide`, { reason: 'Checking a claim' }));
      return { url: `/reviews/${id}/unhide` };
    },
  },
  'POST /api/v1/admin/delivery/pincodes': {
    action: 'delivery_range.create',
    prepare: async () => ({
      url: '/delivery/pincodes',
      payload: {
        pincode_from: '799001',
        pincode_to: '799009',
        zone: 'Agartala',
        delivery_days_min: 6,
        delivery_days_max: 9,
        installation: 'none',
        cod_allowed: false,
      },
    }),
  },
  'PUT /api/v1/admin/delivery/pincodes/{id}': {
    action: 'delivery_range.update',
    prepare: async () => {
      const id = await newRange();
      const [row] = await t.database.execute('SELECT pincode_from FROM delivery_pincodes WHERE id = $1', [
        id,
      ]);
      const pincode = String(row!.pincode_from);
      return {
        url: `/delivery/pincodes/${id}`,
        payload: {
          pincode_from: pincode,
          pincode_to: pincode,
          zone: 'Audit zone, changed',
          delivery_days_min: 4,
          delivery_days_max: 6,
          installation: 'none',
          cod_allowed: false,
        },
      };
    },
  },
  'DELETE /api/v1/admin/delivery/pincodes/{id}': {
    action: 'delivery_range.delete',
    prepare: async () => ({ url: `/delivery/pincodes/${await newRange()}` }),
  },
  'POST /api/v1/admin/coupons': {
    action: 'coupon.create',
    prepare: async () => ({ url: '/coupons', payload: coupon() }),
  },
  'PUT /api/v1/admin/coupons/{id}': {
    action: 'coupon.update',
    prepare: async () => ({ url: `/coupons/${await newCoupon()}`, payload: { ...coupon(), active: false } }),
  },
  'POST /api/v1/admin/emi-plans': {
    action: 'emi_plan.create',
    prepare: async () => ({ url: '/emi-plans', payload: emiPlan() }),
  },
  'PATCH /api/v1/admin/emi-plans/{id}': {
    action: 'emi_plan.update',
    prepare: async () => ({ url: `/emi-plans/${await newEmiPlan()}`, payload: { active: false } }),
  },
  'DELETE /api/v1/admin/emi-plans/{id}': {
    action: 'emi_plan.delete',
    prepare: async () => ({ url: `/emi-plans/${await newEmiPlan()}` }),
  },
  'POST /api/v1/admin/delivery/pincodes/import': {
    action: 'delivery_range.update',
    prepare: async () => {
      await newRange();
      return {
        url: '/delivery/pincodes/import',
        raw: { payload: await csvOf('/delivery/pincodes/export'), contentType: 'text/csv' },
      };
    },
  },
  'PUT /api/v1/admin/delivery/capacity/day': {
    action: 'slot_capacity.update',
    prepare: async () => ({
      url: '/delivery/capacity/day',
      payload: { zone: 'Hyderabad', date: '2099-01-05', kind: 'delivery', capacity: 4 },
    }),
  },
  'PUT /api/v1/admin/delivery/capacity/defaults': {
    action: 'slot_capacity.defaults',
    prepare: async () => ({
      url: '/delivery/capacity/defaults',
      payload: { zone: 'Hyderabad', delivery: [0, 4, 4, 4, 4, 4, 2], installation: [0, 2, 2, 2, 2, 2, 0] },
    }),
  },
  'POST /api/v1/admin/orders/{id}/status': {
    action: 'order.confirmed',
    prepare: async () => ({
      url: `/orders/${(await placeOrder(t.app, piece)).id}/status`,
      payload: { status: 'confirmed' },
    }),
  },
};

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** A delivered cash-on-delivery order of one piece, and its line. */
const deliveredOrder = async () => {
  const placed = await placeOrder(t.app, piece);
  for (const [status, extra] of [
    ['confirmed', {}],
    ['shipped', { carrier: 'Delhivery', trackingNumber: 'DL123456789' }],
    ['delivered', {}],
  ] as const) {
    await ok(as(setup, 'POST', `/orders/${placed.id}/status`, { status, ...extra }));
  }
  const [line] = await t.database.execute(`SELECT id FROM order_lines WHERE order_id = $1`, [placed.id]);
  return { ...placed, lineId: String(line!.id) };
};

/** A return of that order taken by `setup` through the steps named, in order. */
const returnAfter = async (...steps: ('approve' | 'collect' | 'inspect' | 'refund')[]) => {
  const order = await deliveredOrder();
  const asked = await call(
    t.app,
    'POST',
    `/orders/${order.id}/returns?token=${order.accessToken}`,
    {},
    {
      kind: 'return',
      lines: [{ lineId: order.lineId, quantity: 1 }],
      reason: 'changed_mind',
    },
  );
  const id = (asked.body.data as { id: string }).id;
  const bodies = {
    approve: {},
    collect: {},
    inspect: { conditionNotes: 'As new', lines: [{ lineId: order.lineId, restocked: 1, writtenOff: 0 }] },
    refund: { deductionPaise: 0, payout: { method: 'upi', reference: `UPI-${unique()}` } },
  };
  for (const step of steps) await ok(as(setup, 'POST', `/returns/${id}/${step}`, bodies[step]));
  return { id, order };
};

Object.assign(RECIPES, {
  'POST /api/v1/admin/returns/{id}/approve': {
    action: 'return.approved',
    prepare: async () => ({ url: `/returns/${(await returnAfter()).id}/approve`, payload: { note: 'Fine' } }),
  },
  'POST /api/v1/admin/returns/{id}/reject': {
    action: 'return.rejected',
    prepare: async () => ({
      url: `/returns/${(await returnAfter()).id}/reject`,
      payload: { reason: 'Used' },
    }),
  },
  'POST /api/v1/admin/returns/{id}/collect': {
    action: 'return.collected',
    prepare: async () => ({ url: `/returns/${(await returnAfter('approve')).id}/collect`, payload: {} }),
  },
  'POST /api/v1/admin/returns/{id}/inspect': {
    action: 'return.inspected',
    prepare: async () => {
      const { id, order } = await returnAfter('approve', 'collect');
      return {
        url: `/returns/${id}/inspect`,
        payload: {
          conditionNotes: 'Scratched',
          lines: [{ lineId: order.lineId, restocked: 0, writtenOff: 1 }],
        },
      };
    },
  },
  'POST /api/v1/admin/returns/{id}/refund': {
    action: 'return.refunded',
    prepare: async () => ({
      url: `/returns/${(await returnAfter('approve', 'collect', 'inspect')).id}/refund`,
      payload: {
        deductionPaise: 100,
        deductionReason: 'Scratch',
        payout: { method: 'upi', reference: 'UPI-9' },
      },
    }),
  },
  'POST /api/v1/admin/returns/{id}/refund-again': {
    action: 'return.refunded',
    prepare: async () => {
      // A refund the gateway failed: the payment made as if online, its return's refund failed.
      const { id, order } = await returnAfter('approve', 'collect', 'inspect', 'refund');
      await t.database.execute(
        `UPDATE money_movements SET method = 'razorpay', gateway_reference = $2 WHERE order_id = $1 AND kind = 'payment'`,
        [order.id, `pay_${unique()}${unique()}`],
      );
      await t.database.execute(`UPDATE money_movements SET state = 'failed' WHERE return_id = $1`, [id]);
      return { url: `/returns/${id}/refund-again`, payload: {} };
    },
  },
  'POST /api/v1/admin/returns/{id}/replacement-sent': {
    action: 'return.replacement_sent',
    prepare: async () => {
      const order = await deliveredOrder();
      const made = await ok<{ id: string }>(
        as(setup, 'POST', `/orders/${order.id}/damage`, {
          lines: [{ lineId: order.lineId, quantity: 1 }],
          comment: 'Cracked',
        }),
      );
      return { url: `/returns/${made.id}/replacement-sent`, payload: {} };
    },
  },
  'POST /api/v1/admin/returns/{id}/close': {
    action: 'return.closed',
    prepare: async () => {
      const order = await deliveredOrder();
      const made = await ok<{ id: string }>(
        as(setup, 'POST', `/orders/${order.id}/damage`, {
          lines: [{ lineId: order.lineId, quantity: 1 }],
          comment: 'Cracked',
        }),
      );
      await ok(as(setup, 'POST', `/returns/${made.id}/replacement-sent`, {}));
      return { url: `/returns/${made.id}/close`, payload: {} };
    },
  },
  'POST /api/v1/admin/orders/{id}/damage': {
    action: 'return.damage',
    prepare: async () => {
      const order = await deliveredOrder();
      return {
        url: `/orders/${order.id}/damage`,
        payload: { lines: [{ lineId: order.lineId, quantity: 1 }], comment: 'Torn' },
      };
    },
  },
  'PATCH /api/v1/admin/categories/{id}/return-window': {
    action: 'category.return_window',
    prepare: async () => {
      const [category] = await t.database.execute(`SELECT id FROM categories ORDER BY name LIMIT 1`);
      return { url: `/categories/${String(category!.id)}/return-window`, payload: { returnDays: 10 } };
    },
  },
  'PATCH /api/v1/admin/products/{id}/return-window': {
    action: 'product.return_window',
    prepare: async () => ({
      url: `/products/${(await newProduct()).id}/return-window`,
      payload: { returnDays: 0 },
    }),
  },
} satisfies Record<string, Recipe>);

describe('the audit log of the back office', () => {
  it('has a recipe for every admin write in the OpenAPI document, and none for a write that is gone', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(document.paths).flatMap(([path, item]) =>
      path.startsWith('/api/v1/admin/')
        ? Object.keys(item)
            .filter((method) => WRITES.has(method))
            .map((method) => `${method.toUpperCase()} ${path}`)
        : [],
    );
    expect(writes.length).toBeGreaterThan(25);
    expect(
      writes.filter((operation) => !(operation in RECIPES)),
      'writes without a recipe',
    ).toEqual([]);
    expect(
      Object.keys(RECIPES).filter((operation) => !writes.includes(operation)),
      'stale recipes',
    ).toEqual([]);
  });

  it.each(Object.entries(RECIPES))('%s is recorded, naming the member', async (operation, recipe) => {
    const member = await createStaff(t.database, 'owner');
    const [method] = operation.split(' ') as ['POST' | 'PUT' | 'DELETE'];
    const send = await recipe.prepare();
    const answer = await t.app.inject({
      method,
      url: `/api/v1/admin${send.url}`,
      headers: { ...member.headers, ...(send.raw ? { 'content-type': send.raw.contentType } : {}) },
      ...(send.raw
        ? { payload: send.raw.payload }
        : send.payload === undefined
          ? {}
          : { payload: send.payload as object }),
    });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    await send.settle?.();

    const log = await call(t.app, 'GET', `/admin/audit?actor_id=${member.id}&limit=100`, setup.headers);
    expect(log.status).toBe(200);
    const { entries } = envelope(AuditListDataSchema).parse(log.body).data;
    expect(entries.map((entry) => entry.action)).toContain(recipe.action);
    for (const entry of entries) {
      expect(entry.actor).toEqual({ id: member.id, name: 'Owner Test', email: member.email });
    }
  });
});
