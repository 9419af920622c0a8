// Low stock (decision 199): a threshold saved with the product (catalogue:write, audited), the back
// office's Low stock list of counted products at or below it, the plan that reads its partial index, and
// the morning e-mail to the business, written once a day from nine in India and not at all when nothing
// is low.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { AdminProductDataSchema, LowStockDataSchema } from '../../../contract/admin/catalogue.ts';
import { envelope } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { createLowStockService, dailyMessageId } from './stock-thresholds.ts';

let editor: TestStaff;
let sales: TestStaff;
let viewer: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  [editor, sales, viewer] = await Promise.all([
    createStaff(t.database, 'catalogue'),
    createStaff(t.database, 'sales'),
    createStaff(t.database, 'viewer'),
  ]);
});

type Method = 'GET' | 'POST' | 'PUT';
const call = async (method: Method, url: string, payload?: unknown, as: TestStaff = editor) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { status: response.statusCode, body: response.json() };
};

const unique = () => Math.random().toString(36).slice(2, 8);
const create = async (fields: Record<string, unknown>) => {
  const answer = await call('POST', '/admin/products', {
    name: `Teak Bookshelf ${unique()}`,
    price: 9_500,
    stock_status: 'in_stock',
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return envelope(AdminProductDataSchema).parse(answer.body).data.product;
};
const lowList = async (as: TestStaff = editor) => {
  const answer = await call('GET', '/admin/stock/low?limit=100', undefined, as);
  expect(answer.status).toBe(200);
  return envelope(LowStockDataSchema).parse(answer.body).data;
};

describe('a low-stock threshold', () => {
  it('is saved with the product, audited, and puts it on the Low stock list when its units fall to it', async () => {
    const product = await create({ stock_quantity: 5, low_stock_threshold: 3 });
    expect(product.low_stock_threshold).toBe(3);
    expect((await lowList()).products.map((row) => row.id)).not.toContain(product.id);

    const answer = await call('PUT', `/admin/products/${product.id}`, {
      name: product.name,
      price: product.price,
      stock_status: 'in_stock',
      stock_quantity: 3,
      low_stock_threshold: 4,
      version: product.version,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [entry] = await t.database.execute(
      `SELECT before, after FROM audit_log WHERE entity_id = $1 AND action = 'product.update'`,
      [product.id],
    );
    expect(entry!.before).toMatchObject({ low_stock_threshold: 3 });
    expect(entry!.after).toMatchObject({ low_stock_threshold: 4, stock_quantity: 3 });

    const low = await lowList(sales);
    expect(low.products).toContainEqual({
      id: product.id,
      name: product.name,
      sku: null,
      status: 'draft',
      stock_quantity: 3,
      low_stock_threshold: 4,
    });
    // A save that leaves it out keeps it; null clears it.
    const current = envelope(AdminProductDataSchema).parse(answer.body).data.product;
    const kept = await call('PUT', `/admin/products/${product.id}`, {
      name: product.name,
      price: product.price,
      stock_status: 'in_stock',
      version: current.version,
    });
    expect(envelope(AdminProductDataSchema).parse(kept.body).data.product.low_stock_threshold).toBe(4);
    const cleared = await call('PUT', `/admin/products/${product.id}`, {
      name: product.name,
      price: product.price,
      stock_status: 'in_stock',
      low_stock_threshold: null,
      version: current.version + 1,
    });
    expect(cleared.status).toBe(200);
    expect((await lowList()).products.map((row) => row.id)).not.toContain(product.id);
  });

  it('is refused naming the field: not a whole number from 0, or on a product whose units are not counted', async () => {
    for (const threshold of [-1, 2.5, 'five']) {
      const answer = await call('POST', '/admin/products', {
        name: `Cane Chair ${unique()}`,
        price: 4_000,
        stock_status: 'in_stock',
        stock_quantity: 10,
        low_stock_threshold: threshold,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details[0].field).toBe('low_stock_threshold');
    }
    const madeToOrder = await call('POST', '/admin/products', {
      name: `Cane Chair ${unique()}`,
      price: 4_000,
      stock_status: 'on_order',
      low_stock_threshold: 2,
    });
    expect(madeToOrder.status).toBe(400);
    expect(madeToOrder.body.details[0]).toEqual({
      field: 'low_stock_threshold',
      message: 'A low-stock threshold needs the units in stock to be counted.',
    });
    // Every role reads the list (catalogue:read); no one unsigned does, and a viewer cannot set a threshold.
    expect((await t.app.inject({ url: '/api/v1/admin/stock/low' })).statusCode).toBe(401);
    const product = await create({ stock_quantity: 4 });
    const refused = await call(
      'PUT',
      `/admin/products/${product.id}`,
      {
        name: product.name,
        price: product.price,
        stock_status: 'in_stock',
        low_stock_threshold: 9,
        version: product.version,
      },
      viewer,
    );
    expect(refused.status).toBe(403);
  });

  it('is listed from the partial index, which holds only what is low', async () => {
    await create({ stock_quantity: 0, low_stock_threshold: 0 });
    const plan = await t.database.execute(
      `EXPLAIN SELECT s.product_id FROM product_stock s WHERE s.quantity <= s.low_stock_threshold ORDER BY s.quantity`,
    );
    const text = plan.map((row) => String(Object.values(row)[0])).join('\n');
    // On a handful of rows the planner may rather scan the table; forbidden to, it must have the index. The
    // setting holds for one transaction, so a pool's other connections never see it.
    const forced = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<Record<string, unknown>>(
        tx,
        sql`EXPLAIN SELECT s.product_id FROM product_stock s WHERE s.quantity <= s.low_stock_threshold ORDER BY s.quantity`,
      );
    });
    expect(`${text}\n${forced.map((row) => String(Object.values(row)[0])).join('\n')}`).toContain(
      'product_stock_low_idx',
    );
  });
});

describe('the morning e-mail', () => {
  const service = (iso: string) =>
    createLowStockService(t.database, {
      mail: {
        businessName: 'Aangan Interiors',
        businessEmail: 'owner@aangan.example',
        shopOrigin: 'https://shop.example',
      },
      messageIdDomain: 'aangan.example',
      now: () => new Date(iso),
    });
  const mails = (date: string) =>
    t.database.execute(`SELECT id, payload FROM outbox WHERE id = $1`, [dailyMessageId('stock.low', date)]);

  it('goes to the business once a day from nine in India, listing what is low', async () => {
    const product = await create({ stock_quantity: 1, low_stock_threshold: 2, sku: `SHELF-${unique()}` });
    // 08:59 in India: not yet.
    expect(await service('2031-05-06T03:29:00Z').sendDaily()).toBe(false);
    expect(await mails('2031-05-06')).toHaveLength(0);
    // 09:00 and later: once, whichever worker or round comes first.
    const rounds = await Promise.all([
      service('2031-05-06T03:30:00Z').sendDaily(),
      service('2031-05-06T03:30:00Z').sendDaily(),
    ]);
    expect(await service('2031-05-06T12:00:00Z').sendDaily()).toBe(false);
    expect(rounds.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const written = await mails('2031-05-06');
    expect(written).toHaveLength(1);
    const payload = written[0]!.payload as { to: string; subject: string; text: string };
    expect(payload.to).toBe('owner@aangan.example');
    expect(payload.subject).toMatch(
      /^Low stock on 2031-05-06: \d+ products? (is|are) at or below the threshold$/,
    );
    expect(payload.text).toContain(`${product.name} (${product.sku}): 1 left, threshold 2`);
    expect(payload.text).toContain('Low stock: https://shop.example/admin/low-stock');
    // The next day is a new e-mail.
    expect(await service('2031-05-07T04:00:00Z').sendDaily()).toBe(true);
  });

  it('is not sent when nothing is low', async () => {
    await t.database.execute(`UPDATE product_stock SET low_stock_threshold = NULL`);
    expect(await service('2031-06-01T05:00:00Z').sendDaily()).toBe(false);
    expect(await mails('2031-06-01')).toHaveLength(0);
  });
});
