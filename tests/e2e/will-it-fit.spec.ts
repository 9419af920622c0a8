// "Will it fit?" (docs/will-it-fit.md, decision 204): a customer saves their delivery access on the
// profile, and a sofa's page, its fit check filled in from those measures, says the staircase is too
// narrow and by how much. axe on the profile's form and on the open fit check.
import type { APIRequestContext } from '@playwright/test';
import type { Product, ProductSummary } from '../../contract/catalogue.ts';
import { checkFit, EMPTY_ACCESS_MEASURES } from '../../contract/fit-rules.ts';
import { newCustomer, openProduct, signUpAt, toasts } from './support/account.ts';
import { seriousViolations } from './support/axe.ts';
import { apiData, expect, test } from './support/fixtures.ts';

/** The first product, in name order, with a shipping box that ships assembled (a sofa, a cabinet …). */
async function boxedProduct(request: APIRequestContext, apiUrl: string): Promise<Product> {
  const { products } = await apiData<{ products: ProductSummary[] }>(
    request,
    apiUrl,
    '/products?limit=20&sort=name&order=asc&category=sofas',
  );
  for (const summary of products) {
    const { product } = await apiData<{ product: Product }>(
      request,
      apiUrl,
      `/products/slug/${encodeURIComponent(summary.slug)}`,
    );
    if (product.packed_box && product.ships_assembled) return product;
  }
  throw new Error('No sofa has a shipping box.');
}

test('saved delivery access fills in the fit check, which names the measure that is short', async ({
  page,
  request,
  product,
}) => {
  const sofa = await boxedProduct(request, product.apiUrl);
  const box = sofa.packed_box!;
  const home = { ...EMPTY_ACCESS_MEASURES, door_width_cm: 120, door_height_cm: 210, stair_width_cm: 60 };
  const expected = checkFit(box, home);
  expect(expected.fits).toBe(false);

  // The profile's delivery access, saved.
  await signUpAt(page, '/profile', newCustomer('fit'));
  // Below the profile's card, the form loads as it comes near the screen.
  await page.locator('[data-delivery-access]').scrollIntoViewIfNeeded();
  const access = page.getByRole('form', { name: 'Delivery access' });
  await access.getByRole('textbox', { name: 'Width (cm)' }).first().fill('120');
  await access.getByRole('textbox', { name: 'Height (cm)' }).first().fill('210');
  await access.getByRole('textbox', { name: 'Width (cm)' }).last().fill('60');
  await access.getByRole('button', { name: 'Save measures' }).click();
  await expect(toasts(page).filter({ hasText: 'Delivery access saved' })).toBeVisible();
  expect(await seriousViolations(page, 'form'), 'the delivery access form').toEqual([]);

  // The sofa's page: how it ships, its box, and the check filled in from the profile.
  await openProduct(page, sofa.slug);
  const fit = page.getByRole('region', { name: 'Will it fit?' });
  await expect(fit).toContainText(
    `Ships assembled · Box ${box.length_cm} × ${box.width_cm} × ${box.height_cm} cm`,
  );
  const open = fit.getByRole('button', { name: 'Will it fit?' });
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const result = fit.locator('[data-fit-result]');
  await expect(result).toHaveText('Filled in from your profile.');
  const stairs = fit.getByRole('textbox', { name: 'Width' }).last();
  await expect(stairs).toHaveValue('60');
  expect(await seriousViolations(page, '[data-fit-check]'), 'the open fit check').toEqual([]);

  // A measure out of range is named beside its field; the measures as saved are short on the stairs.
  await stairs.fill('20');
  await fit.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    fit.getByText('Staircase width must be a whole number of centimetres from 30 to 400.'),
  ).toBeVisible();
  await expect(stairs).toHaveAttribute('aria-invalid', 'true');
  await expect(stairs).toBeFocused();
  await stairs.fill('60');
  await fit.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result.locator('p')).toHaveText('It may not fit:');
  await expect(result.locator('li')).toHaveText(expected.shortfalls.map((shortfall) => shortfall.message));
  expect(expected.shortfalls[0]!.message).toMatch(
    /^The staircase is 60 cm wide; the box needs at least \d+ cm/,
  );
});
