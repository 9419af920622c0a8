// A category's address changed in the back office: after the rebuild, the old address still leads to the
// category, now at its new address (decision 074), and the back office said so beside the field.
import { signInToAdmin, staffToken } from './support/admin.ts';
import { apiData, expect, test, waitForRebuilder } from './support/fixtures.ts';

interface AdminCategoryRow {
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  product_count: number;
}

test.describe('old addresses', { tag: '@writes-catalogue' }, () => {
  test('a category whose address changed is still found at the old one after the rebuild', async ({
    page,
    product,
    productLog,
  }) => {
    test.slow();
    await signInToAdmin(page, undefined, '/admin/categories');
    const token = await staffToken(page);
    const categories = (
      (await (
        await page.request.get(`${product.apiUrl}/admin/categories`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { categories: AdminCategoryRow[] } }
    ).data.categories;
    // A category with products of its own that no other journey visits by address, so that the change
    // disturbs nothing else while it lasts.
    const visited = new Set(['bedroom', 'floor-lamps', 'lighting', 'living-room']);
    const category = categories.find(
      (candidate) => candidate.parent_id && candidate.product_count > 0 && !visited.has(candidate.slug),
    );
    expect(category, 'a subcategory with products').toBeTruthy();
    const oldSlug = category!.slug;
    const newSlug = `${oldSlug}-collection`;
    expect((await page.request.get(`/categories/${oldSlug}`)).status()).toBe(200);

    try {
      await page.getByRole('button', { name: `Edit ${category!.name}`, exact: true }).click();
      const slugField = page.getByLabel('Address (slug)');
      await slugField.fill(newSlug);
      await expect(
        page.getByText(`The old address /categories/${oldSlug} will redirect to the new one.`),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Save category' }).click();
      await expect(page.locator('[data-admin-toasts]')).toBeVisible();

      const version = Number(
        (await apiData<{ version: string }>(page.request, product.apiUrl, '/catalogue/version')).version,
      );
      await waitForRebuilder(productLog, { coveringVersion: version, timeoutMs: 240_000 });

      // The old address answers with a permanent redirect to the new one, and the page there is the category's.
      const answer = await page.request.get(`/categories/${oldSlug}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(new URL(answer.headers()['location']!, 'http://site.invalid').pathname).toBe(
        `/categories/${newSlug}`,
      );
      await page.goto(`/categories/${oldSlug}`);
      await expect(page).toHaveURL(new RegExp(`/categories/${newSlug}$`));
      await expect(page.getByRole('heading', { level: 1, name: category!.name })).toBeVisible();
    } finally {
      // Put the address back for the journeys that follow; the rebuild that follows is theirs to wait for.
      const restored = await page.request.put(`${product.apiUrl}/admin/categories/${category!.id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { name: category!.name, slug: oldSlug },
      });
      expect(restored.status()).toBe(200);
    }
  });
});
