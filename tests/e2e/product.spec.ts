// The product page (docs/product-page.md): every section, Options and their prices, the
// quantity stepper, Add to Cart with its toast and the header badge, the stock states, the tabs and
// the reviews, wishlist, share and the chat link, the page's structured data, and the freshness check
// that keeps a stale page from selling what has gone out of stock since the build.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product, ProductSummary } from '../../contract/catalogue.ts';
import {
  discountPercent,
  effectivePrice,
  formatINR,
  hasDiscount,
  strikethroughPrice,
  variantPrice,
} from '../../src/lib/money.ts';
import { apiData, expect, test, waitForRebuilder } from './support/fixtures.ts';

type ReviewPage = {
  reviews: { customer_name: string | null }[];
  pagination: { pages: number };
  totalReviews: number;
};

/** The first product, in name order, whose summary and details pass `wanted`; fails when none does. */
async function findProduct(
  request: APIRequestContext,
  apiUrl: string,
  what: string,
  wanted: (product: Product) => boolean,
  prefilter: (summary: ProductSummary) => boolean = () => true,
): Promise<Product> {
  for (let page = 1; ; page++) {
    const { products, pagination } = await apiData<{
      products: ProductSummary[];
      pagination: { hasNext: boolean };
    }>(request, apiUrl, `/products?limit=100&page=${page}&sort=name&order=asc`);
    for (const summary of products.filter(prefilter)) {
      const { product } = await apiData<{ product: Product }>(
        request,
        apiUrl,
        `/products/slug/${encodeURIComponent(summary.slug)}`,
      );
      if (wanted(product)) return product;
    }
    if (!pagination.hasNext) throw new Error(`The catalogue has no ${what}.`);
  }
}

const inStock = (summary: ProductSummary) => summary.stock_status === 'in_stock';
const pricedVariants = (product: Product) =>
  product.variants.length >= 2 &&
  product.variants.every((variant) => variant.stock_status === 'in_stock') &&
  new Set(product.variants.map((variant) => variant.price)).size === product.variants.length;

/** Opens a product page and waits until its controls work. */
async function openProduct(page: Page, slug: string): Promise<void> {
  const response = await page.goto(`/products/${encodeURIComponent(slug)}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-product-view]')).toHaveAttribute('data-ready', '');
}

const shownPrice = (page: Page) => page.locator('[data-price]');
const addButton = (page: Page) =>
  page.locator('[data-purchase]').getByRole('button', { name: 'Add to Cart' });
const quantity = (page: Page) => page.getByRole('spinbutton', { name: 'Quantity' });
const toasts = (page: Page) => page.locator('[data-toaster] li');
const cartBadge = (page: Page) => page.locator('[data-cart-badge]');

test.describe('product page', () => {
  test('shows every section of the page, with its structured data', async ({ page, request, product }) => {
    const item = await findProduct(
      request,
      product.apiUrl,
      'in-stock product with priced variants, specifications and reviews',
      (candidate) =>
        pricedVariants(candidate) && candidate.specifications.length > 0 && candidate.review_count > 0,
      (summary) => inStock(summary) && summary.category !== null,
    );
    await openProduct(page, item.slug);
    const category = item.category!;

    await expect(page).toHaveTitle(`${item.name} | Aangan Interiors`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/products/${item.slug}$`),
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'Products',
      category.name,
    ]);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: category.name }),
    ).toHaveAttribute('href', `/categories/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);

    // Gallery: the first image loads at once and first; thumbnails wait; every image has a size.
    const main = page.locator('[data-gallery-main]');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('width', '800');
    await expect(main).toHaveAttribute('height', '800');
    // The head fetches the gallery's first image (the primary one) with the <img>'s candidates, before
    // the parser reaches it, over a connection opened early. (Compared with the API's data: without
    // generated media the card script swaps the <img> for the placeholder once it fails to load.)
    const primary = [...item.images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary))[0]!;
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('href', primary.image_url);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    if (primary.thumbnail_url) {
      await expect(preload).toHaveAttribute(
        'imagesrcset',
        `${primary.thumbnail_url} 400w, ${primary.image_url} 800w`,
      );
      await expect(preload).toHaveAttribute('imagesizes', /100vw$/);
    }
    // Served from the site's own origin (decision 127), the image needs no second connection; from
    // another (a bucket, an image CDN), that one is opened early.
    const imageOrigin = new URL(primary.image_url).origin;
    if (imageOrigin === new URL(page.url()).origin)
      await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    else await expect(page.locator('link[rel="preconnect"]')).toHaveAttribute('href', imageOrigin);
    const thumbs = page.getByRole('button', { name: /^Show image \d+ of \d+$/ });
    await expect(thumbs).toHaveCount(item.images.length);
    await expect(page.getByRole('list', { name: 'Product images' }).locator('img').first()).toHaveAttribute(
      'loading',
      'lazy',
    );

    // Price of the first option, chosen by default.
    await expect(page.getByRole('group', { name: 'Options' }).getByRole('radio')).toHaveCount(
      item.variants.length,
    );
    await expect(page.getByRole('radio').first()).toBeChecked();
    await expect(shownPrice(page)).toHaveText(formatINR(variantPrice(item.variants[0]!)));
    await expect(page.getByRole('link', { name: /Rated [\d.]+ out of 5/ })).toContainText(
      `(${item.review_count} ${item.review_count === 1 ? 'review' : 'reviews'})`,
    );
    await expect(quantity(page)).toHaveValue('1');
    await expect(addButton(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Save to wishlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Ask a designer about this piece/ })).toBeVisible();
    // The page's own chat button leaves the floating one (on every page) working.
    await expect(
      page.getByRole('button', { name: 'Chat with us on WhatsApp (opens in a new tab)' }),
    ).toBeVisible();

    // Tabs, the first open.
    await expect(page.getByRole('tab')).toHaveText([
      'Description',
      'Specifications',
      `Reviews (${item.review_count})`,
    ]);
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    if (item.description) {
      const firstWords = item.description.split(/\s+/).slice(0, 6).join(' ');
      await expect(page.getByRole('tabpanel')).toContainText(firstWords);
    }

    // Related products, as cards.
    const related = await apiData<{ products: ProductSummary[] }>(
      request,
      product.apiUrl,
      `/products/${item.id}/related?limit=6`,
    );
    const relatedSection = page
      .locator('section')
      .filter({ has: page.getByText('Related Products', { exact: true }) });
    await expect(relatedSection.locator('article')).toHaveCount(related.products.length);
    await expect(
      relatedSection.locator('article').first().getByRole('link', { name: related.products[0]!.name }),
    ).toBeVisible();

    // Structured data and previews.
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
      );
    const productData = jsonLd.find((entry) => entry['@type'] === 'Product');
    expect(productData).toMatchObject({
      name: item.name,
      offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: item.review_count },
    });
    expect(jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Products' }, { name: category.name }],
    });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute('content', 'INR');
  });

  test("choosing an option shows that option's price", async ({ page, request, product }) => {
    const item = await findProduct(
      request,
      product.apiUrl,
      'in-stock product with priced variants',
      pricedVariants,
      inStock,
    );
    await openProduct(page, item.slug);
    for (const variant of [...item.variants].reverse()) {
      await page.locator('[data-purchase] label').filter({ hasText: variant.name }).click();
      await expect(page.getByRole('radio', { name: new RegExp(`^${variant.name}`) })).toBeChecked();
      await expect(shownPrice(page)).toHaveText(formatINR(variantPrice(variant)));
    }
  });

  test('a discounted option shows one price on its chip, the headline, the cart line and the summary', async ({
    page,
    request,
    product,
  }) => {
    const item = await findProduct(
      request,
      product.apiUrl,
      'in-stock product with discounted options',
      (candidate) =>
        pricedVariants(candidate) && candidate.variants.filter((variant) => hasDiscount(variant)).length >= 2,
      inStock,
    );
    await openProduct(page, item.slug);
    const variant = item.variants.filter((option) => hasDiscount(option)).at(-1)!;
    const chip = page.locator('[data-purchase] label').filter({ hasText: variant.name });
    // The chip: the option's own sale price and its own original price struck through.
    await expect(chip.locator('[data-variant-detail] > span').first()).toHaveText(
      formatINR(variant.discount_price),
    );
    await expect(chip.locator('[data-variant-detail] del')).toHaveText(formatINR(variant.price));
    await chip.click();
    // The headline agrees with the chip.
    await expect(shownPrice(page)).toHaveText(formatINR(variant.discount_price));
    await expect(page.locator('[data-purchase] del').first()).toContainText(formatINR(variant.price));
    await addButton(page).click();

    // The cart line and the order summary say the same.
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: `Option: ${variant.name}` });
    await expect(line.getByText(formatINR(variant.discount_price!), { exact: false }).first()).toBeVisible();
    await expect(line.locator('del')).toContainText(formatINR(variant.price));
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary).toContainText(formatINR(variant.discount_price));
  });

  test('the quantity stays from 1 to 10 and works from the keyboard', async ({ page, request, product }) => {
    const item = await findProduct(request, product.apiUrl, 'in-stock product', () => true, inStock);
    await openProduct(page, item.slug);
    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });

    await expect(decrease).toBeDisabled();
    await increase.click();
    await increase.click();
    await expect(quantity(page)).toHaveValue('3');
    await expect(decrease).toBeEnabled();
    await decrease.click();
    await decrease.click();
    await expect(quantity(page)).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    await quantity(page).fill('0');
    await quantity(page).press('Tab');
    await expect(quantity(page)).toHaveValue('1');
    await quantity(page).fill('-5');
    await quantity(page).press('Tab');
    await expect(quantity(page)).toHaveValue('1');

    await increase.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(quantity(page)).toHaveValue('3');
    await quantity(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(quantity(page)).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    // Nor above 10, the most of one piece an order may hold (decision 160).
    await quantity(page).fill('250');
    await quantity(page).press('Tab');
    await expect(quantity(page)).toHaveValue('10');
    await expect(increase).toBeDisabled();
  });

  test('Add to Cart adds the quantity and option chosen, toasts and updates the badge', async ({
    page,
    request,
    product,
  }) => {
    const item = await findProduct(
      request,
      product.apiUrl,
      'in-stock product with priced variants',
      pricedVariants,
      inStock,
    );
    const variant = item.variants[1]!;
    await openProduct(page, item.slug);
    await expect(cartBadge(page)).toBeHidden();

    await page.locator('[data-purchase] label').filter({ hasText: variant.name }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await addButton(page).click();
    await expect(toasts(page).filter({ hasText: `${item.name} added to cart` })).toBeVisible();
    await expect(cartBadge(page)).toHaveText('2');

    await addButton(page).click();
    await expect(cartBadge(page)).toHaveText('4');
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cart_items') ?? '[]') as unknown[],
    );
    expect(stored).toEqual([
      expect.objectContaining({
        id: item.id,
        quantity: 4,
        variant: {
          id: variant.id,
          name: variant.name,
          price: variant.price,
          discount_price: variant.discount_price ?? null,
        },
      }),
    ]);
  });

  test('a discount shows the discounted price, the original struck through and the percent off', async ({
    page,
    request,
    product,
  }) => {
    const item = await findProduct(
      request,
      product.apiUrl,
      'discounted product without variants',
      (candidate) => candidate.variants.length === 0,
      (summary) => hasDiscount(summary),
    );
    await openProduct(page, item.slug);
    await expect(shownPrice(page)).toHaveText(formatINR(effectivePrice(item)));
    await expect(page.locator('[data-purchase] del')).toContainText(formatINR(strikethroughPrice(item)));
    await expect(page.locator('[data-percent]')).toHaveText(`${discountPercent(item)}% off`);
  });

  for (const [status, badge] of [
    ['out_of_stock', 'Out of Stock'],
    ['on_order', 'On Order'],
  ] as const) {
    test(`${badge} cannot be added to the cart`, async ({ page, request, product }) => {
      const item = await findProduct(
        request,
        product.apiUrl,
        `${status} product`,
        () => true,
        (summary) => summary.stock_status === status,
      );
      await openProduct(page, item.slug);
      await expect(page.locator('[data-stock-badge]')).toHaveText(badge);
      await expect(addButton(page)).toBeDisabled();
    });
  }

  test('the tabs follow the arrow keys; reviews come five at a time', async ({ page, request, product }) => {
    const item = await findProduct(
      request,
      product.apiUrl,
      'product with more than five reviews',
      (candidate) => candidate.specifications.length > 0,
      (summary) => summary.review_count > 5,
    );
    const firstPage = await apiData<ReviewPage>(
      request,
      product.apiUrl,
      `/products/${item.id}/reviews?page=1&limit=5`,
    );
    const secondPage = await apiData<ReviewPage>(
      request,
      product.apiUrl,
      `/products/${item.id}/reviews?page=2&limit=5`,
    );
    await openProduct(page, item.slug);

    await page.getByRole('tab', { name: 'Description' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Specifications' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    const specs = page.getByRole('tabpanel').getByRole('row');
    await expect(specs).toHaveCount(item.specifications.length);
    await expect(specs.first()).toContainText(item.specifications[0]!.name);
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: /^Reviews/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const panel = page.getByRole('tabpanel');
    const reviews = panel.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
    await expect(reviews).toHaveCount(firstPage.reviews.length);
    await expect(panel).toContainText(`Based on ${firstPage.totalReviews} reviews`);
    await expect(panel.getByText(`Page 1 of ${firstPage.pagination.pages}`)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(panel.getByText(`Page 2 of ${firstPage.pagination.pages}`)).toBeVisible();
    await expect(reviews).toHaveCount(secondPage.reviews.length);
    await expect(reviews.first()).toContainText(secondPage.reviews[0]!.customer_name?.trim() || 'Anonymous');
    await expect(panel.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await panel.getByRole('button', { name: 'Write a Review' }).click();
    await expect(toasts(page).filter({ hasText: 'Please sign in to write a review' })).toBeVisible();
  });

  test('a product without reviews invites the first one', async ({ page, request, product }) => {
    const item = await findProduct(
      request,
      product.apiUrl,
      'product without reviews',
      () => true,
      (summary) => summary.review_count === 0,
    );
    await openProduct(page, item.slug);
    await page.getByRole('link', { name: /No reviews yet/ }).click();
    await expect(page.getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'No Reviews Yet' })).toBeVisible();
    // The tabs are drawn only near the screen (decision 132): the link still brings them into view.
    await expect(page.getByRole('heading', { name: 'No Reviews Yet' })).toBeInViewport();
    await expect(page.getByText('Be the first to review this product!')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Write a Review' })).toBeVisible();
  });

  test('the wishlist asks an anonymous visitor to log in; share copies the link', async ({
    page,
    context,
    request,
    product,
  }) => {
    const item = await findProduct(request, product.apiUrl, 'product', () => true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.siteUrl });
    // Desktop Chromium on Linux has no native share sheet; make sure of it, so the fallback is tested.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await openProduct(page, item.slug);

    // The sign-in opens in a popup (sign-in-popup.spec.ts), closed here.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await expect(toasts(page).filter({ hasText: 'Please login to add to wishlist' })).toBeVisible();
    await (await popup).close();
    await expect(page.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toasts(page).filter({ hasText: 'Product link copied to clipboard!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/products/${item.slug}$`),
    );
  });

  test('share uses the native share sheet when there is one', async ({ page, request, product }) => {
    const item = await findProduct(request, product.apiUrl, 'product', () => true);
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
    });
    await openProduct(page, item.slug);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: item.name, url: expect.stringMatching(new RegExp(`/products/${item.slug}$`)) }]);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('the chat button opens a chat about this product', async ({ page, context, request, product }) => {
    const item = await findProduct(request, product.apiUrl, 'product', () => true);
    // The chat service is outside the product under test.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'chat' }),
    );
    await openProduct(page, item.slug);
    // A window opened without an opener is a page of the context, not a popup of this page.
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: /Ask a designer about this piece/ }).click();
    const popup = await opened;
    await popup.waitForLoadState('domcontentloaded');
    const chat = new URL(popup.url());
    expect(chat.origin).toBe('https://wa.me');
    expect(chat.searchParams.get('text')).toContain(item.name);
  });

  test('an image that cannot be loaded shows the placeholder', async ({ page, request, product }) => {
    const item = await findProduct(
      request,
      product.apiUrl,
      'product with images',
      (candidate) => candidate.images.length > 1,
    );
    await page.route(
      (url) => item.images.some((image) => url.href.startsWith(image.image_url.replace(/\.\w+$/, ''))),
      (route) => route.abort(),
    );
    await openProduct(page, item.slug);
    const placeholder = /\/images\/placeholder-product\.jpg$/;
    await expect(page.locator('[data-gallery-main]')).toHaveAttribute('src', placeholder);
    await expect(page.locator('[data-gallery-main]')).not.toHaveAttribute('srcset', /./);
    await page.getByRole('button', { name: /^Show image 2 of/ }).click();
    await expect(page.locator('[data-gallery-main]')).toHaveAttribute('src', placeholder);
  });

  test('the product view is counted', async ({ page, request, product }) => {
    const item = await findProduct(request, product.apiUrl, 'product', () => true);
    const counted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/products/${item.id}/view`),
    );
    await openProduct(page, item.slug);
    expect((await (await counted).response())?.ok()).toBe(true);
  });
});

test.describe('product page freshness', { tag: '@writes-catalogue' }, () => {
  test('a page built before a price and stock change shows the change and cannot sell', async ({
    page,
    request,
    product,
    productLog,
    catalogue,
  }) => {
    // Two site builds (the change and its undoing) finish before the next journey starts.
    test.setTimeout(240_000);
    const item = await findProduct(
      request,
      product.apiUrl,
      'in-stock product without variants',
      (candidate) => candidate.variants.length === 0,
      inStock,
    );
    const newPrice = effectivePrice(item) + 1_234;
    // An ordinary catalogue write: the version moves, so the API's in-memory answers follow at once,
    // while the rebuilder waits for the catalogue to settle and then builds. Until the new site is live
    // (seconds), the served page is the one built before the change: the window this test looks at.
    const write = (price: number, discount: number | null, stock: string) =>
      catalogue`UPDATE products SET price = ${price}, discount_price = ${discount}, stock_status = ${stock} WHERE id = ${item.id}`;
    await write(newPrice, null, 'out_of_stock');
    try {
      const html = await (await request.get(`/products/${encodeURIComponent(item.slug)}`)).text();
      expect(html, 'the page was built before the change').toContain(formatINR(effectivePrice(item)));

      await openProduct(page, item.slug);
      await expect(shownPrice(page)).toHaveText(formatINR(newPrice));
      await expect(page.locator('[data-stock-badge]')).toHaveText('Out of Stock');
      await expect(addButton(page)).toBeDisabled();
    } finally {
      await write(item.price, item.discount_price, item.stock_status);
      // The next journeys start from a site built after the restore, with no build under way.
      const version = await apiData<{ version: number | string }>(
        request,
        product.apiUrl,
        '/catalogue/version',
      );
      await waitForRebuilder(productLog, { coveringVersion: Number(version.version) });
    }
  });
});
