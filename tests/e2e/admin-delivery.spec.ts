// The back office's delivery ranges (docs/orders.md): find a seeded range, add one (a field error
// first), change it, see the shop answer for it, import a CSV with a bad row (nothing written, the
// problem listed) and then a good one, export, and remove.
import { signInToAdmin } from './support/admin.ts';
import { apiData, expect, test } from './support/fixtures.ts';

const HEADER =
  'pincode_from,pincode_to,zone,delivery_days_min,delivery_days_max,installation,installation_price,cod_allowed';

test.describe('back office delivery', () => {
  test('an owner manages where the shop delivers, by form and by CSV', async ({ page, product }) => {
    test.slow();
    await signInToAdmin(page, undefined, '/admin/delivery?pincode=50000');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    const rows = page.locator('[data-admin-table] tbody tr[data-row-id]');
    await expect(rows.filter({ hasText: '500001–500099' })).toContainText('Hyderabad');

    // Add Port Blair: the days the wrong way round are refused on their field first.
    await page.goto('/admin/delivery?pincode=7441');
    await expect(rows).toHaveCount(0);
    await page.getByRole('button', { name: 'Add a range' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a delivery range' });
    await dialog.getByLabel('From pincode').fill('744101');
    await dialog.getByLabel('Zone').fill('Port Blair');
    await dialog.getByLabel('Fewest days').fill('9');
    await dialog.getByLabel('Most days').fill('6');
    await dialog.getByLabel('Installation').selectOption('paid');
    await dialog.getByLabel('Installation price (₹)').fill('899');
    await dialog.getByRole('button', { name: 'Save range' }).click();
    await expect(dialog.getByLabel('Most days')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('delivery_days_max must not be below delivery_days_min');
    await dialog.getByLabel('Most days').fill('14');
    await dialog.getByRole('button', { name: 'Save range' }).click();
    await expect(dialog).toBeHidden();
    const portBlair = rows.filter({ hasText: '744101' });
    await expect(portBlair).toContainText('Port Blair');
    await expect(portBlair).toContainText('9–14');
    await expect(portBlair).toContainText('₹899');

    // Change it: no cash on delivery there.
    await portBlair.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Change this delivery range' });
    await edit.getByLabel('Cash on delivery').uncheck();
    await edit.getByRole('button', { name: 'Save range' }).click();
    await expect(edit).toBeHidden();
    await expect(portBlair.locator('td').nth(4)).toHaveText('No');
    const answer = await apiData<{ serviceable: boolean; zone: string; cashOnDelivery: boolean }>(
      page.request,
      product.apiUrl,
      '/delivery/pincodes/744101',
    );
    expect(answer).toMatchObject({ serviceable: true, zone: 'Port Blair', cashOnDelivery: false });

    // A CSV with one bad row writes nothing and lists the problem; a good one adds its range.
    const upload = page.getByLabel('CSV file to import');
    await upload.setInputFiles({
      name: 'ranges.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${HEADER}\n744102,744102,Havelock,10,15,none,,false\n74410x,744103,Neil,10,15,none,,false\n`,
      ),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Problems in the file' })).toContainText(
      'Row 3, column pincode_from',
    );
    await expect(rows.filter({ hasText: '744102' })).toHaveCount(0);
    await upload.setInputFiles({
      name: 'ranges.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${HEADER}\n744102,744102,Havelock,10,15,none,,false\n`),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ranges added' })).toHaveText(
      'Ranges added: 1. Ranges replaced: 0.',
    );
    await expect(rows.filter({ hasText: '744102' })).toContainText('Havelock');

    // The export holds both.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the ranges' }).click();
    const csv = await (await (await download).createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text).toContain('744101,744101,Port Blair,9,14,paid,899,false');
    expect(text).toContain('744102,744102,Havelock,10,15,none,,false');

    // Remove both again: the shop no longer delivers there.
    for (const pincode of ['744101', '744102']) {
      await rows.filter({ hasText: pincode }).getByRole('button', { name: 'Remove' }).click();
      const remove = page.getByRole('dialog', { name: 'Remove this delivery range' });
      await remove.getByRole('button', { name: 'Remove range' }).click();
      await expect(remove).toBeHidden();
      await expect(rows.filter({ hasText: pincode })).toHaveCount(0);
    }
    const gone = await apiData<{ serviceable: boolean }>(
      page.request,
      product.apiUrl,
      '/delivery/pincodes/744101',
    );
    expect(gone.serviceable).toBe(false);
  });
});
