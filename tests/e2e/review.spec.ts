// Writing a review (decision 026): a visitor who is not signed in is asked to sign in, in a popup, and
// the form opens in place (with popups blocked, the sign-in goes through the provider's page and comes
// back to the product's reviews with the form open); a customer's empty title is caught beside the field without
// losing what they typed; a review appears in the list at once and counts in the total; writing again
// replaces it rather than adding a second one.
//
// The same form works on a product published after the last build, which the 404 page draws.
//
// A review changes the catalogue (its version, so a rebuild follows), hence @writes-catalogue; each
// test waits for that rebuild, so the next journey starts quiet. The product is the last in name order
// with one to three reviews, and not featured: the other journeys take the first in name order, the
// featured ones, or none with so few reviews.
import { axe } from './support/axe.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductSummary, Review } from '../../contract/catalogue.ts';
import { newCustomer, signUp, toasts } from './support/account.ts';
import { apiData, expect, test, waitForRebuilder } from './support/fixtures.ts';

type ReviewList = { reviews: Review[]; totalReviews: number };

const REBUILD_TIMEOUT_MS = 180_000;

async function pickProduct(request: APIRequestContext, apiUrl: string): Promise<ProductSummary> {
  const { products } = await apiData<{ products: ProductSummary[] }>(
    request,
    apiUrl,
    '/products?limit=100&sort=name&order=desc',
  );
  const item = products.find(
    (candidate) => !candidate.is_featured && candidate.review_count >= 1 && candidate.review_count <= 3,
  );
  if (!item) throw new Error('The catalogue has no product with one to three reviews that is not featured.');
  return item;
}

const reviewsOf = (request: APIRequestContext, apiUrl: string, productId: string) =>
  apiData<ReviewList>(request, apiUrl, `/products/${productId}/reviews?page=1&limit=50`);

const reviewsPanel = (page: Page) => page.locator('[data-reviews]');
const formPanel = (page: Page) => page.getByRole('region', { name: 'Write a Review' });

const catalogueVersion = async (request: APIRequestContext, apiUrl: string) =>
  Number((await apiData<{ version: string }>(request, apiUrl, '/catalogue/version')).version);

/**
 * From the form's sign-in prompt: a new customer signs up on the provider's pages, in the popup Sign In
 * opens (and closes once signed in).
 */
async function signUpInPopup(page: Page, first: string, last: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await formPanel(page).getByRole('button', { name: 'Sign In' }).click();
  const popup = await popupOpened;
  await signUp(popup, newCustomer('reviewer', { first, last }));
  await popup.waitForEvent('close', { timeout: 30_000 });
}

/**
 * From the form's sign-in prompt with popups blocked: a new customer signs up on the provider's pages,
 * in this tab.
 */
async function signUpWithoutPopup(page: Page, first: string, last: string): Promise<void> {
  await page.evaluate(() => {
    window.open = () => null;
  });
  await formPanel(page).getByRole('button', { name: 'Sign In' }).click();
  await signUp(page, newCustomer('reviewer', { first, last }));
}

test.describe('writing a review', { tag: '@writes-catalogue' }, () => {
  test.setTimeout(REBUILD_TIMEOUT_MS + 120_000);

  test('sign in from the form, a field error, a new review, then an update', async ({
    page,
    request,
    product,
    productLog,
  }) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const item = await pickProduct(request, product.apiUrl);
    const before = (await reviewsOf(request, product.apiUrl, item.id)).totalReviews;
    const title = `Solid and handsome ${stamp}`;

    // Anonymous: the button says the API's words, and offers Sign In.
    await page.goto(`/products/${encodeURIComponent(item.slug)}#tab-reviews`);
    await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
    await expect(page.getByRole('tab', { name: `Reviews (${before})` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const write = reviewsPanel(page).getByRole('button', { name: 'Write a Review' });
    await write.click();
    await expect(toasts(page).filter({ hasText: 'Please sign in to write a review' })).toBeVisible();
    await expect(write).toHaveAttribute('aria-expanded', 'true');
    const signIn = formPanel(page).getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeFocused();
    await expect(formPanel(page).getByRole('radio')).toHaveCount(0);

    // Sign up on the provider's pages in a popup; the form opens here, the page never left.
    await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
    await signUpInPopup(page, 'Kavya', 'Menon');
    await expect(page).toHaveURL(new RegExp(`/products/${item.slug}#tab-reviews$`));
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1);

    const form = formPanel(page);
    const rating = form.getByRole('group', { name: 'Rating' });
    await expect(rating).toBeVisible();
    await expect(form).toContainText('If you have already reviewed this product');
    await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    const audit = await axe(page, ['wcag2a', 'wcag2aa']).include('[data-review-panel]').analyze();
    expect(audit.violations).toEqual([]);

    // The stars answer the keyboard: Space chooses one, the arrows move along.
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(rating).toContainText('4 of 5 stars');

    // No title: the message sits by the field, which takes focus; nothing typed is lost.
    const comment = 'Took an afternoon to put together; the finish is even and the drawers run smooth.';
    await form.getByLabel('Comment').fill(comment);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const titleField = form.getByLabel('Title', { exact: true });
    await expect(form.locator('#review-title-error')).toHaveText('Title is required');
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField).toHaveAccessibleDescription(/Title is required/);
    await expect(titleField).toBeFocused();
    await expect(form.getByLabel('Comment')).toHaveValue(comment);
    await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();

    // Fixed and sent: thanks, the form closes, the review leads the list and counts.
    await titleField.fill(title);
    await expect(form.locator('#review-title-error')).toBeHidden();
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toasts(page).filter({ hasText: 'Thank you for your review!' })).toBeVisible();
    await expect(form).toBeHidden();
    const list = reviewsPanel(page).getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('listitem').first()).toContainText(title);
    await expect(list.getByRole('listitem').first()).toContainText('Kavya M.');
    await expect(reviewsPanel(page)).toContainText(`Based on ${before + 1} reviews`);
    await expect(page.getByRole('tab', { name: `Reviews (${before + 1})` })).toBeVisible();

    // Again: the form shows the review and says it will be replaced; the total stays.
    await write.click();
    await expect(form).toContainText('You have reviewed this product');
    await expect(titleField).toHaveValue(title);
    await rating.getByRole('radio', { name: '4 stars' }).press('ArrowRight');
    await titleField.fill(`${title} (updated)`);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toasts(page).filter({ hasText: 'Your review has been updated' })).toBeVisible();
    await expect(list.getByRole('listitem').first()).toContainText(`${title} (updated)`);
    await expect(reviewsPanel(page)).toContainText(`Based on ${before + 1} reviews`);

    const after = await reviewsOf(request, product.apiUrl, item.id);
    expect(after.totalReviews).toBe(before + 1);
    const mine = after.reviews.filter((review) => review.title?.includes(stamp));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: `${title} (updated)`, rating: 5, comment });

    await waitForRebuilder(productLog, {
      coveringVersion: await catalogueVersion(request, product.apiUrl),
      timeoutMs: REBUILD_TIMEOUT_MS,
    });
  });

  test('on a product published after the last build', async ({
    page,
    request,
    product,
    catalogue,
    productLog,
  }) => {
    const slug = `e2e-review-stool-${Date.now().toString(36)}`;
    // Written without the catalogue-version triggers (replica role), so the site has no page for it
    // and the 404 page draws it, as between a publication and the next rebuild.
    await catalogue.begin(async (sql) => {
      await sql`SET LOCAL session_replication_role = replica`;
      await sql`
        INSERT INTO products (name, slug, description, price, category_id, brand, stock_status, material)
        SELECT 'Cane Moora Stool', ${slug}, 'A low stool of cane and mango wood.', 3499, id, 'Aangan Studio',
               'in_stock', 'Cane'
        FROM categories ORDER BY sort_order, name LIMIT 1`;
    });
    try {
      const response = await page.goto(`/products/${slug}#tab-reviews`);
      expect(response?.status(), 'the page was not built: the 404 page draws it').toBe(404);
      await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
      await expect(page.getByRole('heading', { name: 'No Reviews Yet' })).toBeVisible();

      await reviewsPanel(page).getByRole('button', { name: 'Write a Review' }).click();
      await expect(toasts(page).filter({ hasText: 'Please sign in to write a review' })).toBeVisible();
      // With popups blocked, the sign-in goes through the provider's page and comes back to the form.
      await signUpWithoutPopup(page, 'Arjun', 'Rao');
      await expect(page).toHaveURL(new RegExp(`/products/${slug}#tab-reviews$`), { timeout: 30_000 });

      const form = formPanel(page);
      await form.locator('label').filter({ hasText: '5 stars' }).click();
      await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
      await form.getByLabel('Title', { exact: true }).fill('Just the right height');
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await expect(toasts(page).filter({ hasText: 'Thank you for your review!' })).toBeVisible();
      await expect(reviewsPanel(page)).toContainText('Based on 1 review');
      await expect(reviewsPanel(page).getByRole('list', { name: 'Reviews' })).toContainText(
        'Just the right height',
      );
      await expect(page.getByRole('tab', { name: 'Reviews (1)' })).toBeVisible();
    } finally {
      // An ordinary delete (the review goes with the product): the rebuild it starts takes the page away.
      await catalogue`DELETE FROM products WHERE slug = ${slug}`;
    }
    await waitForRebuilder(productLog, {
      coveringVersion: await catalogueVersion(request, product.apiUrl),
      timeoutMs: REBUILD_TIMEOUT_MS,
    });
  });
});
