// The catalogue as CSV, round trip: export it from the back office, change one product's price in the
// file, check it (dry run), apply it, follow the job to the end and find the new price; a file with a
// problem lists it by row and column and cannot be applied. The price is put back afterwards.
import { readFile } from 'node:fs/promises';
import { signInToAdmin, staffToken } from './support/admin.ts';
import { apiData, expect, test, waitForRebuilder } from './support/fixtures.ts';

/** RFC 4180: fields in double quotes may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const csvOf = (rows: string[][]) =>
  rows.map((row) => row.map((field) => `"${field.replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';

test.describe('back office CSV', { tag: '@writes-catalogue' }, () => {
  test('export, change a price, dry run, apply, and the price has changed', async ({
    page,
    product,
    productLog,
  }, testInfo) => {
    test.slow();
    await signInToAdmin(page, undefined, '/admin/csv');
    await expect(page.getByRole('heading', { level: 1, name: 'CSV import & export' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the catalogue' }).click();
    const download = await downloading;
    const exported = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = parseCsv(exported.replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 3)).toEqual(['sku', 'parent_sku', 'name']);
    const column = (name: string) => header!.indexOf(name);
    const row = rows.find(
      (cells) => cells[column('parent_sku')] === '' && /^\d+$/.test(cells[column('price')] ?? ''),
    );
    expect(row, 'a product row with a price').toBeTruthy();
    const sku = row![column('sku')]!;
    const oldPrice = Number(row![column('price')]);
    const discount = Number(row![column('discount_price')] || 0);
    const newPrice = oldPrice + 111;
    expect(newPrice).toBeGreaterThan(discount);

    const token = await staffToken(page);
    const auth = { authorization: `Bearer ${token}` };
    const priceNow = async () => {
      const list = await page.request.get(`${product.apiUrl}/admin/products`, {
        headers: auth,
        params: { search: sku, limit: 25 },
      });
      const body = (await list.json()) as { data: { products: { sku: string; price: number }[] } };
      return body.data.products.find((item) => item.sku === sku)?.price;
    };
    expect(await priceNow()).toBe(oldPrice);

    const input = page.getByLabel('CSV file');
    // A file with a problem: listed by row and column, and Apply stays off.
    const broken = [...row!];
    broken[column('price')] = 'twelve';
    await input.setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf([header!, broken])),
    });
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    await expect(problems).toBeVisible();
    await expect(problems.getByRole('row').nth(1)).toContainText('2');
    await expect(problems.getByRole('row').nth(1)).toContainText('price');
    await expect(page.getByRole('button', { name: 'Apply the import' })).toBeDisabled();

    // The edited file: clean, applied, followed to the end.
    const edited = [...row!];
    edited[column('price')] = String(newPrice);
    const file = csvOf([header!, edited]);
    await testInfo.attach('import.csv', { body: file, contentType: 'text/csv' });
    await input.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    await expect(page.getByText('No problems: ready to apply.')).toBeVisible();
    await expect(page.locator('[data-import-plan]')).toContainText('1 row: 0 new and 1 changed products');
    await page.getByRole('button', { name: 'Apply the import' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.locator('[data-import-job]')).toHaveAttribute('data-import-job', 'succeeded', {
      timeout: 60_000,
    });
    await expect(page.getByText(/Done: 1 rows imported/)).toBeVisible();
    expect(await priceNow()).toBe(newPrice);

    // Put the price back, and let the site's rebuild finish before the next journey.
    const restore = await page.request.post(`${product.apiUrl}/admin/catalogue/import?mode=apply`, {
      headers: { ...auth, 'content-type': 'text/csv' },
      data: csvOf([header!, row!]),
    });
    expect(restore.status(), await restore.text()).toBe(202);
    await expect.poll(priceNow, { timeout: 60_000, intervals: [500] }).toBe(oldPrice);
    const version = await apiData<{ version: number | string }>(
      page.request,
      product.apiUrl,
      '/catalogue/version',
    );
    await waitForRebuilder(productLog, { coveringVersion: Number(version.version), timeoutMs: 240_000 });
  });
});
