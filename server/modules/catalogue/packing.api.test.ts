// A product's shipping box and how it ships (decision 204): in the shop's product answer, in the
// product editor (all three sides or none, a 422 naming the side), and in the catalogue CSV (the four
// columns at the end, read back as written, each problem named by row and column).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProductDataSchema,
  ImportJobDataSchema,
  ImportPlanDataSchema,
} from '../../../contract/admin/catalogue.ts';
import { CATALOGUE_CSV_COLUMNS } from '../../../contract/admin/rules.ts';
import { envelope, ErrorBodySchema, ProductDataSchema } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { csvLine, parseCsv } from '../../lib/csv.ts';

let editor: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  editor = await createStaff(t.database, 'catalogue');
});

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = editor.headers,
) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  const json = response.headers['content-type']?.toString().startsWith('application/json');
  return {
    status: response.statusCode,
    body: (json ? response.json() : null) as unknown,
    text: response.body,
  };
};
const shopProduct = async (id: string) => {
  const res = await call('GET', `/products/${id}`, undefined, {});
  expect(res.status).toBe(200);
  return envelope(ProductDataSchema).parse(res.body).data.product;
};
const adminProduct = (body: unknown) => envelope(AdminProductDataSchema).parse(body).data.product;
const unique = () => Math.random().toString(36).slice(2, 8);

const file = (columns: string[], rows: string[][]) =>
  csvLine(columns) + rows.map((row) => csvLine(row)).join('');
const PACKING = ['sku', 'packed_length_cm', 'packed_width_cm', 'packed_height_cm', 'ships_assembled'];
const importCsv = async (csv: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/catalogue/import?mode=apply',
    headers: { ...editor.headers, 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
  expect(res.statusCode, res.body).toBe(202);
  const queued = envelope(ImportJobDataSchema).parse(res.json()).data.job;
  expect(await t.services.adminCatalogue.imports.runOnce()).toBe(queued.id);
};
const exported = async (sku: string) => {
  const res = await call('GET', '/admin/catalogue/export');
  const parsed = parseCsv(res.text);
  if ('message' in parsed) throw new Error(parsed.message);
  const row = parsed.rows.find(({ cells }) => cells[0] === sku)!.cells;
  return Object.fromEntries(parsed.header.map((column, index) => [column, row[index]]));
};

describe("the shop's product", () => {
  it('shows a seeded piece with its box and how it ships', async () => {
    const [row] = await t.database.execute(
      `SELECT id, packed_length_cm, packed_width_cm, packed_height_cm, ships_assembled FROM products
       WHERE status = 'published' AND packed_length_cm IS NOT NULL ORDER BY sku LIMIT 1`,
    );
    const product = await shopProduct(String(row!.id));
    expect(product.packed_box).toEqual({
      length_cm: row!.packed_length_cm,
      width_cm: row!.packed_width_cm,
      height_cm: row!.packed_height_cm,
    });
    expect(product.ships_assembled).toBe(row!.ships_assembled);
  });
});

describe('the product editor', () => {
  it('refuses a box without all three sides (422 naming the side), saves one, keeps it when left out and clears it', async () => {
    const name = `Flat-pack Wardrobe ${unique()}`;
    const base = { name, price: 24_000, stock_status: 'in_stock', status: 'published' };
    const partial = await call('POST', '/admin/products', {
      ...base,
      packed_length_cm: 210,
      packed_width_cm: 60,
    });
    expect(partial.status).toBe(422);
    expect(ErrorBodySchema.parse(partial.body)).toMatchObject({
      error: 'Packed length, width and height go together: give all three, or none.',
      details: [{ field: 'packed_height_cm' }],
    });
    const tooLong = await call('POST', '/admin/products', { ...base, packed_length_cm: 401 });
    expect(tooLong.status).toBe(400);
    expect(ErrorBodySchema.parse(tooLong.body).error).toBe(
      'Packed length must be a whole number of centimetres from 1 to 400.',
    );

    const created = await call('POST', '/admin/products', {
      ...base,
      packed_length_cm: 210,
      packed_width_cm: 60,
      packed_height_cm: 25,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = adminProduct(created.body);
    expect(stored).toMatchObject({
      packed_length_cm: 210,
      packed_width_cm: 60,
      packed_height_cm: 25,
      ships_assembled: false,
    });
    expect((await shopProduct(stored.id)).packed_box).toEqual({
      length_cm: 210,
      width_cm: 60,
      height_cm: 25,
    });

    const edit = { name, price: 24_000, stock_status: 'in_stock', version: stored.version };
    const kept = adminProduct(
      (await call('PUT', `/admin/products/${stored.id}`, { ...edit, ships_assembled: true })).body,
    );
    expect(kept).toMatchObject({ packed_length_cm: 210, packed_height_cm: 25, ships_assembled: true });

    const clearOne = await call('PUT', `/admin/products/${stored.id}`, {
      ...edit,
      version: kept.version,
      packed_width_cm: null,
    });
    expect(clearOne.status).toBe(422);
    expect(ErrorBodySchema.parse(clearOne.body).details).toEqual([
      {
        field: 'packed_width_cm',
        message: 'Packed length, width and height go together: give all three, or none.',
      },
    ]);
    const none = { packed_length_cm: null, packed_width_cm: null, packed_height_cm: null };
    const cleared = await call('PUT', `/admin/products/${stored.id}`, {
      ...edit,
      version: kept.version,
      ...none,
    });
    expect(adminProduct(cleared.body)).toMatchObject({ ...none, ships_assembled: true });
    const shop = await shopProduct(stored.id);
    expect(shop.packed_box).toBeNull();
    expect(shop.ships_assembled).toBe(true);
  });
});

describe('the catalogue CSV', () => {
  it('ends with the four packing columns, and reads them back as written: set, exported, cleared', async () => {
    expect(CATALOGUE_CSV_COLUMNS.slice(-4)).toEqual(PACKING.slice(1));
    const [row] = await t.database.execute(
      `SELECT sku FROM products WHERE sku IS NOT NULL AND packed_length_cm IS NOT NULL ORDER BY sku DESC LIMIT 1`,
    );
    const sku = String(row!.sku);
    await importCsv(file(PACKING, [[sku, '188', '97', '91', 'true']]));
    expect(await exported(sku)).toMatchObject({
      packed_length_cm: '188',
      packed_width_cm: '97',
      packed_height_cm: '91',
      ships_assembled: 'true',
    });
    // Empty sides clear the box; an empty ships_assembled keeps what is stored.
    await importCsv(file(PACKING, [[sku, '', '', '', '']]));
    expect(await exported(sku)).toMatchObject({
      packed_length_cm: '',
      packed_width_cm: '',
      packed_height_cm: '',
      ships_assembled: 'true',
    });
  });

  it('names the row and column of a bad side, a half-filled box, a missing column and a bad ships_assembled', async () => {
    const skus = (
      await t.database.execute(`SELECT sku FROM products WHERE sku IS NOT NULL ORDER BY sku LIMIT 3`)
    ).map((r) => String(r.sku));
    const dryRun = async (csv: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/catalogue/import?mode=dry-run',
        headers: { ...editor.headers, 'content-type': 'text/csv; charset=utf-8' },
        payload: csv,
      });
      return envelope(ImportPlanDataSchema).parse(res.json()).data.plan.errors;
    };
    const errors = await dryRun(
      file(PACKING, [
        [skus[0]!, '200', 'wide', '80', 'maybe'],
        [skus[1]!, '200', '', '80', ''],
        [skus[2]!, '0', '90', '80', 'no'],
      ]),
    );
    expect(errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [
        2,
        'packed_width_cm',
        'packed_width_cm must be a whole number of centimetres from 1 to 400, not "wide".',
      ],
      [2, 'ships_assembled', 'ships_assembled must be true or false, not "maybe".'],
      [
        3,
        'packed_width_cm',
        'packed_width_cm is empty: packed_length_cm, packed_width_cm and packed_height_cm go together (fill all three, or leave all three empty).',
      ],
      [
        4,
        'packed_length_cm',
        'packed_length_cm must be a whole number of centimetres from 1 to 400, not "0".',
      ],
    ]);
    const missing = await dryRun(
      file(['sku', 'packed_length_cm', 'packed_width_cm'], [[skus[0]!, '200', '90']]),
    );
    expect(missing.map((e) => [e.row, e.column, e.message])).toEqual([
      [
        2,
        'packed_height_cm',
        'packed_length_cm, packed_width_cm and packed_height_cm go together: the file has no packed_height_cm column.',
      ],
    ]);
  });
});
