// Reports (docs/gst-return.md, decision 198): a sale is invoiced and cancelled (its credit note issued),
// then staff open Reports, pick the month, see every GSTR-1 table reconcile with the documents and the
// invoice counted, and download the month's files: the zip holds the offline tool's CSVs, the
// reconciliation and the portal's JSON, which names the invoice and its credit note.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { signInToAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { placeGuestOrder } from './support/orders.ts';
import { parsePeriod } from '../../contract/report-periods.ts';

test.describe('back office reports', () => {
  test('staff download the month’s GSTR-1 files and see them reconcile', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    const { order, accessToken } = await placeGuestOrder<{
      id: string;
      number: string;
      invoice: { number: string; date: string };
    }>(request, product.apiUrl, { tag: 'reports', name: 'Farah Siddiqui' });
    const cancelled = await request.post(`${product.apiUrl}/orders/${order.id}/cancel?token=${accessToken}`, {
      data: {},
    });
    expect(cancelled.status()).toBe(200);
    const note = ((await cancelled.json()).data as { creditNotes: { number: string }[] }).creditNotes[0]!;
    const month = order.invoice.date.slice(0, 7);
    const monthLabel = parsePeriod(month)!.label;

    await signInToAdmin(page, undefined, '/admin');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await page.getByLabel('Return filed', { exact: true }).selectOption('month');
    await page.getByLabel('Period', { exact: true }).selectOption({ label: monthLabel });

    await expect(page.getByTestId('reconciliation-status')).toHaveText(
      `✓ ${monthLabel}: every table reconciles with the documents, to the paisa.`,
    );
    const checks = page.getByTestId('reconciliation').locator('tbody tr');
    await expect(checks).toHaveCount(7);
    for (const row of await checks.all()) await expect(row).toContainText('✓ Matched');
    await expect(page.getByTestId('documents-issued')).toContainText('Invoices');
    await expect(page.getByTestId('documents-issued')).toContainText('Credit notes');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download GSTR-1 files (zip)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^GSTR1_\w{15}_\d{6}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const names = Object.keys(files);
    expect(names.slice(0, 9)).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'hsn(b2b).csv',
      'hsn(b2c).csv',
      'docs.csv',
      'reconciliation.csv',
    ]);
    expect(names[9]).toMatch(/^GSTR1_\w{15}_\d{6}\.json$/);
    expect(strFromU8(files['b2cs.csv']!).split('\r\n')[0]).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    );
    const reconciliation = strFromU8(files['reconciliation.csv']!).trim().split('\r\n').slice(1);
    expect(reconciliation.every((line) => line.endsWith(',Yes'))).toBe(true);
    const docs = strFromU8(files['docs.csv']!);
    expect(docs).toContain('Invoices for outward supply');
    const json = strFromU8(files[names[9]!]!);
    expect(JSON.parse(json)).toMatchObject({ fp: `${month.slice(5)}${month.slice(0, 4)}` });
    // The credit note's series runs through its number.
    const series = docs
      .split('\r\n')
      .map((line) => line.split(','))
      .find((cells) => cells[0] === 'Credit Note' && cells[1]!.slice(0, 9) === note.number.slice(0, 9))!;
    expect(series[1]! <= note.number && note.number <= series[2]!).toBe(true);
  });
});
