// Review moderation: a member hides a review with a reason from the back office's queue, the queue's
// filters follow the address, and after the site's rebuild the review has left the product page.
import { signInToAdmin, staffToken } from './support/admin.ts';
import { apiData, expect, test, waitForRebuilder } from './support/fixtures.ts';

interface AdminReviewRow {
  id: string;
  title: string | null;
  hidden: boolean;
  product: { id: string; name: string; slug: string };
}

test.describe('back office reviews', { tag: '@writes-catalogue' }, () => {
  test('a hidden review leaves the product page after the rebuild', async ({ page, product, productLog }) => {
    test.slow();
    await signInToAdmin(page, undefined, '/admin/reviews?visibility=visible');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(page.getByLabel('Shown')).toHaveValue('visible');

    // A visible review whose title the built product page shows now.
    const response = await page.request.get(`${product.apiUrl}/admin/reviews`, {
      headers: { authorization: `Bearer ${await staffToken(page)}` },
      params: { visibility: 'visible', limit: 50 },
    });
    const { data } = (await response.json()) as { data: { reviews: AdminReviewRow[] } };
    // The demo's reviews draw their titles from a small pool, so two reviews of one product can share a
    // title; the chosen title must belong to no other visible review of its product, or the page keeps it.
    let chosen: AdminReviewRow | undefined;
    for (const review of data.reviews.filter((candidate) => candidate.title && candidate.title.length > 8)) {
      const html = await (await page.request.get(`/products/${review.product.slug}`)).text();
      if (!html.includes(review.title!)) continue;
      const siblings = await apiData<{ reviews: { id: string; title: string | null }[] }>(
        page.request,
        product.apiUrl,
        `/products/${review.product.id}/reviews?limit=50`,
      );
      const sameTitle = siblings.reviews.filter((sibling) => sibling.title === review.title);
      if (sameTitle.length === 1 && sameTitle[0]!.id === review.id) {
        chosen = review;
        break;
      }
    }
    expect(chosen, 'a visible review with a title of its own, shown on its product page').toBeTruthy();
    const title = chosen!.title!;

    await page.getByLabel('Words, product or author').fill(title);
    await expect(page).toHaveURL(/search=/);
    const row = page.locator(`tr[data-row-id="${chosen!.id}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Hide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this review' });
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Reason').fill('Shares a phone number');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(dialog).toBeHidden();
    // The list holds visible reviews only: the hidden one leaves it; among hidden ones it is there.
    await expect(row).toHaveCount(0);
    await page.getByLabel('Shown').selectOption('hidden');
    await expect(row).toContainText('Shares a phone number');
    await expect(row.getByRole('button', { name: 'Show again' })).toBeVisible();

    // The rebuild the change starts takes the review off the product page.
    const version = Number(
      (await apiData<{ version: string }>(page.request, product.apiUrl, '/catalogue/version')).version,
    );
    await waitForRebuilder(productLog, { coveringVersion: version, timeoutMs: 240_000 });
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/products/${chosen!.product.slug}`)).text()).includes(title),
        {
          timeout: 60_000,
          intervals: [1000],
        },
      )
      .toBe(false);
    await page.goto(`/products/${chosen!.product.slug}#tab-reviews`);
    await expect(page.locator('[data-reviews]')).not.toContainText(title);
  });
});
