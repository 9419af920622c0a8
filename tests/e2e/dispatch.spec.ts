// Dispatch in the back office (decision 199, docs/dispatch-and-stock.md): staff open an order and
// download its packing slip and delivery challan, export the orders list as CSV with its filters, and
// set a low-stock threshold on a product that then shows in Low stock.
import { readFile } from 'node:fs/promises';
import { indiaToday } from '../../contract/leads-rules.ts';
import type { ProductSummary } from '../../contract/catalogue.ts';
import { adminNav, signInToAdmin } from './support/admin.ts';
import { apiData, expect, test } from './support/fixtures.ts';
import { placeGuestOrder } from './support/orders.ts';

test.describe('dispatch', () => {
  test('staff print an order’s packing slip and challan, and export the day’s orders as CSV', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    const { order } = await placeGuestOrder(request, product.apiUrl, {
      tag: 'dispatch',
      name: 'Farah Siddiqui',
      delivery: {
        line1: '12 Jubilee Enclave',
        area: 'Jubilee Hills',
        city: 'Hyderabad',
        stateCode: '36',
        pincode: '500033',
      },
    });

    await signInToAdmin(page, undefined, `/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
    const [slip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Packing slip' }).click(),
    ]);
    expect(slip.suggestedFilename()).toBe(`packing-slip-${order.number}.pdf`);
    const [challan] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Delivery challan' }).click(),
    ]);
    expect(challan.suggestedFilename()).toMatch(/^delivery-challan-DC-\d{2}-\d{2}-\d{6}\.pdf$/);

    // The list's own filters go into the file: today's placed orders.
    const today = indiaToday();
    await page.goto(`/admin/orders?status=placed&from=${today}`);
    await expect(page.getByLabel('Placed from')).toHaveValue(today);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`orders-${today}-to-${today}-placed.csv`);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFOrder number,Placed (India),Status,Payment method,Payment status,Customer,E-mail,Phone,Address,Area,Landmark,City,State,Pincode,GSTIN,Items,Taxable value (Rs.),CGST (Rs.),SGST (Rs.),IGST (Rs.),Total (Rs.),Invoice,Carrier,Tracking number',
    );
    expect(text).toContain(`${order.number},`);
    expect(text).toContain('Farah Siddiqui');
    expect(text).toContain("'+91");
  });

  test('a threshold set beside the units in stock puts the product in Low stock @writes-catalogue', async ({
    page,
    request,
    product,
  }) => {
    test.slow();
    // The dearest piece, which no order journey buys.
    const { products } = await apiData<{ products: ProductSummary[] }>(
      request,
      product.apiUrl,
      '/products?limit=1&sort=price&order=desc',
    );
    const item = products[0]!;
    await signInToAdmin(page, undefined, `/admin/products/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    const units = page.getByLabel('Units in stock');
    if ((await units.inputValue()) === '') await units.fill('40');
    const count = await units.inputValue();
    await page.getByLabel('Low-stock threshold').fill(count);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByLabel('Low-stock threshold')).toHaveValue(count);

    await adminNav(page).getByRole('link', { name: 'Low stock' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Low stock' })).toBeVisible();
    const row = page.locator('[data-admin-table] tbody tr').filter({ hasText: item.name });
    await expect(row).toContainText(`${Number(count).toLocaleString('en-IN')} units`);
    await row.getByRole('link', { name: item.name }).click();
    await expect(page.getByLabel('Low-stock threshold')).toHaveValue(count);
  });
});
