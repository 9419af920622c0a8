// Back-in-stock notices (decision 206): when a product or one of its options comes back in stock, by
// the editor's save, a bulk stock change or a CSV import, every confirmed request still waiting for it
// gets one e-mail in the outbox, in the same transaction, and is served; unconfirmed requests get none.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProductDataSchema,
  ImportJobDataSchema,
  type AdminProduct,
} from '../../../contract/admin/catalogue.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { csvLine } from '../../lib/csv.ts';
import { STOCK_ALERT_PAGE_CSP } from './stock-alert-page.ts';
import { BACK_IN_STOCK_TOPIC } from './stock-notices.ts';

let editor: TestStaff;
const t = useTestApp();
beforeAll(async () => {
  editor = await createStaff(t.database, 'catalogue');
});

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: editor.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const productOf = (response: { json(): unknown }) =>
  envelope(AdminProductDataSchema).parse(response.json()).data.product;

const unique = () => Math.random().toString(36).slice(2, 8);
type Variant = { name: string; stock_status: 'in_stock' | 'out_of_stock'; sku?: string };

/** A published product, out of stock with no units unless told otherwise. */
const makeProduct = async (options: { variants?: Variant[]; inStock?: boolean } = {}) => {
  const tag = unique();
  return productOf(
    await call('POST', '/admin/products', {
      name: `Sheesham Bench ${tag}`,
      sku: `BENCH-${tag}`,
      price: 18_000,
      status: 'published',
      stock_status: options.inStock ? 'in_stock' : 'out_of_stock',
      stock_quantity: options.inStock ? 4 : 0,
      variants: (options.variants ?? []).map((variant) => ({ price: 18_000, ...variant })),
    }),
  );
};

/** Saves `product` with `changes`, from the version it has. */
const save = async (product: AdminProduct, changes: Record<string, unknown>) =>
  productOf(
    await call('PUT', `/admin/products/${product.id}`, {
      name: product.name,
      sku: product.sku,
      price: product.price,
      stock_status: product.stock_status,
      version: product.version,
      variants: product.variants.map(({ id, name, sku, price, stock_status }) => ({
        id,
        name,
        sku,
        price,
        stock_status,
      })),
      ...changes,
    }),
  );

let nextIp = 1;
/** Asks to be told about `product` (or one variant), and confirms by the e-mailed link unless told not to. */
const ask = async (
  product: AdminProduct,
  email: string,
  options: { variantId?: string; confirm?: boolean } = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/products/${product.id}/notify`,
    payload: { email, ...(options.variantId ? { variantId: options.variantId } : {}) },
    remoteAddress: `198.51.100.${nextIp++}`,
  });
  expect(res.statusCode, res.body).toBe(202);
  if (options.confirm === false) return;
  const [row] = await t.database.execute(
    `SELECT payload->>'text' AS text FROM outbox WHERE topic = 'stock-alert.confirm' AND payload->>'to' = $1
     ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(String(row!.text))![1]!;
  // Followed as a mail client does: the page, under its own policy (its inline style allowed).
  const confirmed = await t.app.inject({
    method: 'GET',
    url: `/api/v1/products/notify/confirm?token=${token}`,
    headers: { accept: 'text/html' },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.body).toMatch(/<h1>You(&#39;|')re on the list<\/h1>/);
  expect(confirmed.headers['content-security-policy']).toBe(STOCK_ALERT_PAGE_CSP);
};

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
const noticesTo = async (email: string): Promise<Mail[]> =>
  (
    await t.database.execute(`SELECT payload FROM outbox WHERE topic = $1 AND payload->>'to' = $2`, [
      BACK_IN_STOCK_TOPIC,
      email,
    ])
  ).map((row) => row.payload as Mail);

const address = (name: string) => `${name}.${unique()}@example.in`;

describe('a restock by the editor', () => {
  it('mails each confirmed request once, and never an unconfirmed one', async () => {
    const product = await makeProduct();
    const [asha, bilal] = [address('asha'), address('bilal')];
    await ask(product, asha);
    await ask(product, bilal, { confirm: false });

    const restocked = await save(product, { stock_quantity: 5 });
    expect(restocked.stock_status).toBe('in_stock');
    const [notice, ...more] = await noticesTo(asha);
    expect(more).toHaveLength(0);
    expect(notice!.subject).toBe(`${product.name} is back in stock`);
    expect(notice!.text).toContain(`http://localhost:4321/products/${product.slug}`);
    expect(notice!.text).toContain(
      'This was the one-time notice you asked for: we will not write to you about it again.',
    );
    expect(notice!.html).toContain(`href="http://localhost:4321/products/${product.slug}"`);
    expect(await noticesTo(bilal)).toHaveLength(0);
    expect(await t.services.catalogue.stockAlerts.recipients(product.id)).toEqual([]);

    // Sold out and back again: the request was served, so nothing more.
    const soldOut = await save(restocked, { stock_quantity: 0 });
    expect(soldOut.stock_status).toBe('out_of_stock');
    await save(soldOut, { stock_quantity: 3 });
    expect(await noticesTo(asha)).toHaveLength(1);
  });

  it('sends nothing when the save is refused, and serves the request on the save that succeeds', async () => {
    const product = await makeProduct();
    const email = address('chitra');
    await ask(product, email);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${product.id}`,
      headers: editor.headers,
      payload: {
        name: product.name,
        price: product.price,
        stock_status: 'in_stock',
        stock_quantity: 2,
        version: 99,
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(await noticesTo(email)).toHaveLength(0);
    expect(await t.services.catalogue.stockAlerts.recipients(product.id)).toEqual([email]);
    await save(product, { stock_status: 'in_stock' });
    expect(await noticesTo(email)).toHaveLength(1);
  });

  it('serves a request about one option when that option is back, not before', async () => {
    const product = await makeProduct({
      inStock: true,
      variants: [
        { name: 'Teak', stock_status: 'out_of_stock' },
        { name: 'Walnut', stock_status: 'out_of_stock' },
      ],
    });
    const [teak, walnut] = product.variants;
    const [forTeak, forWalnut] = [address('dev'), address('esha')];
    await ask(product, forTeak, { variantId: teak!.id });
    await ask(product, forWalnut, { variantId: walnut!.id });

    const saved = await save(product, {
      variants: product.variants.map((variant) => ({
        id: variant.id,
        name: variant.name,
        price: variant.price,
        stock_status: variant.id === teak!.id ? 'in_stock' : 'out_of_stock',
      })),
    });
    expect(saved.variants.find((variant) => variant.id === teak!.id)!.stock_status).toBe('in_stock');
    const [notice] = await noticesTo(forTeak);
    expect(notice!.subject).toBe(`${product.name} is back in stock`);
    expect(notice!.text).toContain(`${product.name} (Teak) is back in stock`);
    expect(await noticesTo(forWalnut)).toHaveLength(0);
  });
});

describe('a restock by a bulk change or a CSV import', () => {
  it('mails the confirmed requests of the products a bulk change puts back in stock', async () => {
    const [one, two] = [await makeProduct(), await makeProduct()];
    const [first, second] = [address('farah'), address('gopal')];
    await ask(one, first);
    await ask(two, second);
    await call('POST', '/admin/products/bulk/stock', { ids: [one.id], stock_status: 'in_stock' });
    expect(await noticesTo(first)).toHaveLength(1);
    expect(await noticesTo(second)).toHaveLength(0);
  });

  it('mails the requests of the products and options an import puts back in stock', async () => {
    const product = await makeProduct({
      variants: [{ name: 'Cane', sku: `CANE-${unique()}`, stock_status: 'out_of_stock' }],
    });
    const cane = product.variants[0]!;
    const [forProduct, forCane] = [address('hari'), address('isha')];
    await ask(product, forProduct);
    await ask(product, forCane, { variantId: cane.id });
    const csv =
      csvLine(['sku', 'parent_sku', 'stock_status', 'stock_quantity']) +
      csvLine([product.sku!, '', '', '6']) +
      csvLine([cane.sku!, product.sku!, 'in_stock', '']);
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue/import?mode=apply',
      headers: { ...editor.headers, 'content-type': 'text/csv; charset=utf-8' },
      payload: csv,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const job = envelope(ImportJobDataSchema).parse(queued.json()).data.job;
    expect(await t.services.adminCatalogue.imports.runOnce()).toBe(job.id);
    const done = envelope(ImportJobDataSchema).parse((await call('GET', `/admin/jobs/${job.id}`)).json()).data
      .job;
    expect(done.status, done.error ?? '').toBe('succeeded');

    expect(await noticesTo(forProduct)).toHaveLength(1);
    const [notice] = await noticesTo(forCane);
    expect(notice!.text).toContain(`${product.name} (Cane) is back in stock`);
  });
});
