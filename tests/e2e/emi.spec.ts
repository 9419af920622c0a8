// EMI (docs/emi.md, decision 203): a product page shows "EMI from ₹X/month" under its price, built into
// the page from the shop's plans; View plans opens the plans sheet, whose code loads on that press, with
// each plan's figures and the payment note; it passes axe, closes on Escape and gives focus back. The
// cart shows the same line for its total.
import type { EmiPlan } from '../../contract/emi.ts';
import { emiFigures, emiFrom, emiFromText, emiPlanApplies, formatRateBp } from '../../contract/emi-rules.ts';
import type { ProductSummary } from '../../contract/catalogue.ts';
import { formatPaise, formatPaiseShort, shopperPrice } from '../../contract/money.ts';
import { openProduct } from './support/account.ts';
import { signInToAdmin } from './support/admin.ts';
import { expectNoSeriousViolations, seriousViolations } from './support/axe.ts';
import { apiData, expect, test } from './support/fixtures.ts';

const rupeesOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe('EMI', () => {
  test('the product page shows EMI from ₹X/month and its plans sheet; the cart shows it for the total', async ({
    page,
    request,
    product,
  }) => {
    const { plans } = await apiData<{ plans: EmiPlan[] }>(request, product.apiUrl, '/emi/plans');
    // A piece every demo plan applies to (the highest minimum is ₹25,000).
    const { products } = await apiData<{ products: ProductSummary[] }>(
      request,
      product.apiUrl,
      '/products?limit=100&sort=name&order=asc',
    );
    const piece = products.find(
      (candidate) =>
        candidate.stock_status === 'in_stock' &&
        shopperPrice(candidate.price, candidate.discount_price) >= 30_000,
    );
    expect(piece, 'a piece in stock from ₹30,000').toBeTruthy();
    const sheetRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('emi-sheet')) sheetRequests.push(sent.url());
    });
    await openProduct(page, piece!.slug);

    const price = rupeesOf((await page.locator('[data-purchase] [data-price]').textContent()) ?? '');
    const from = emiFrom(price * 100, plans);
    expect(from, `a demo plan applies to ₹${price}`).not.toBeNull();
    const line = page.locator('[data-emi]');
    await expect(line.locator('[data-emi-from]')).toHaveText(emiFromText(formatPaiseShort(from!)));
    expect(sheetRequests, 'the sheet loads only when asked for').toEqual([]);

    const opener = line.getByRole('button', { name: 'View plans' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'EMI plans' });
    await expect(sheet).toBeVisible();
    const offered = plans.filter((plan) => emiPlanApplies(price * 100, plan));
    await expect(sheet.getByRole('heading', { level: 3 })).toHaveText(offered.map((plan) => plan.label));
    const first = offered[0]!;
    const figures = emiFigures(price * 100, first);
    const card = sheet.locator(`[data-emi-plan="${first.id}"]`);
    await expect(card.locator('dd')).toHaveText([
      `${first.tenure_months} months`,
      first.no_cost ? 'No-cost EMI' : `${formatRateBp(first.annual_rate_bp)} a year`,
      formatPaise(figures.monthly_paise),
      formatPaise(figures.total_paise),
      formatPaise(figures.interest_paise),
    ]);
    await expect(sheet.getByRole('note')).toHaveText(
      'Payment by EMI is chosen at the payment step with your card or bank.',
    );
    expect(await seriousViolations(page, '[data-emi-sheet]'), 'the EMI sheet').toEqual([]);

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.goto('/cart');
    const total = rupeesOf(
      (await page.locator('aside dd').filter({ hasText: '₹' }).last().textContent()) ?? '',
    );
    await expect(page.locator('[data-cart-emi]')).toHaveText(
      emiFromText(formatPaiseShort(emiFrom(total * 100, plans)!)),
    );
  });

  // Read-only: a saved plan is a catalogue change, which would start a rebuild under other journeys.
  test('the back office lists the plans and refuses a tenure out of range on its field', async ({ page }) => {
    await signInToAdmin(page, undefined, '/admin/emi-plans');
    await expect(page.getByRole('heading', { level: 1, name: 'EMI plans' })).toBeVisible();
    const row = page.getByRole('row', { name: /^No-cost EMI on HDFC Bank credit cards/ });
    await expect(row.getByRole('cell')).toHaveText([
      '3 months',
      'No-cost EMI',
      'From ₹15,000',
      'Active',
      /Edit.*Switch off.*Remove/,
    ]);
    await expectNoSeriousViolations(page, 'EMI plans');

    await page.getByRole('button', { name: 'Add a plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an EMI plan' });
    await dialog.getByLabel('Bank or card').fill('Axis Bank credit card');
    await dialog.getByLabel('Tenure (months)').fill('72');
    await dialog.getByLabel('Interest rate (% a year)').fill('14');
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expect(dialog.getByLabel('Tenure (months)')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('tenure_months must be between 3 and 60 months');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
