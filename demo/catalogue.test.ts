import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCatalogue, catalogue, slugify } from './catalogue.ts';
import type { ImageView, MaterialFinish, StockStatus } from './types.ts';

const { categories, products } = catalogue;
const roots = categories.filter((c) => c.parentSlug === null);
const subcategories = categories.filter((c) => c.parentSlug !== null);
const reviews = products.flatMap((p) => p.reviews.map((r) => ({ ...r, product: p })));
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const share = (count: number, total: number) => count / total;

describe('categories', () => {
  it('has the eight rooms the storefront links to, plus enough subcategories', () => {
    expect(roots.length).toBeGreaterThanOrEqual(8);
    for (const slug of [
      'living-room',
      'bedroom',
      'kitchen',
      'dining',
      'office',
      'lighting',
      'decor',
      'outdoor',
    ])
      expect(roots.map((c) => c.slug)).toContain(slug);
    expect(subcategories.length).toBeGreaterThanOrEqual(24);
  });

  it('uses unique kebab-case slugs', () => {
    const slugs = categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(kebab);
  });

  it('lists every parent before its children, and parents are roots', () => {
    const seen = new Set<string>();
    for (const category of categories) {
      if (category.parentSlug !== null) {
        expect(seen.has(category.parentSlug), `${category.slug} before ${category.parentSlug}`).toBe(true);
        expect(roots.some((r) => r.slug === category.parentSlug)).toBe(true);
      }
      seen.add(category.slug);
    }
  });

  it('gives every root at least one subcategory, and features some', () => {
    for (const root of roots) expect(subcategories.some((c) => c.parentSlug === root.slug)).toBe(true);
    expect(categories.filter((c) => c.isFeatured).length).toBeGreaterThanOrEqual(4);
  });

  it('has real descriptions and sort orders', () => {
    for (const category of categories) {
      expect(category.description.length).toBeGreaterThan(60);
      expect(Number.isInteger(category.sortOrder) && category.sortOrder > 0).toBe(true);
      expect(category.illustration.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('products', () => {
  it('has at least 130, at least 3 in every subcategory and all in known categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(130);
    const slugs = new Set(categories.map((c) => c.slug));
    for (const product of products) expect(slugs.has(product.categorySlug), product.slug).toBe(true);
    for (const sub of subcategories)
      expect(products.filter((p) => p.categorySlug === sub.slug).length, sub.slug).toBeGreaterThanOrEqual(3);
  });

  it('uses unique kebab-case slugs and unique SKUs across products and variants', () => {
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(kebab);
    const skus = [...products.map((p) => p.sku), ...products.flatMap((p) => p.variants.map((v) => v.sku))];
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of products) expect(product.sku).toMatch(/^AAN-[A-Z]{3}-\d{4}$/);
  });

  it('prices in whole rupees between ₹1,000 and ₹3,50,000, ending the way shops price', () => {
    for (const product of products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.price).toBeGreaterThanOrEqual(1000);
      expect(product.price).toBeLessThanOrEqual(3_50_000);
      expect(String(product.price)).toMatch(/(9|90|900)$/);
    }
    expect(Math.min(...products.map((p) => p.price))).toBeLessThan(2000);
    expect(Math.max(...products.map((p) => p.price))).toBeGreaterThan(2_00_000);
  });

  it('has compare prices above and discount prices below the price, in sensible shares', () => {
    for (const product of products) {
      if (product.comparePrice !== null) {
        expect(Number.isInteger(product.comparePrice)).toBe(true);
        expect(product.comparePrice).toBeGreaterThan(product.price);
      }
      if (product.discountPrice !== null) {
        expect(Number.isInteger(product.discountPrice)).toBe(true);
        expect(product.discountPrice).toBeGreaterThan(0);
        expect(product.discountPrice).toBeLessThan(product.price);
      }
    }
    const compare = products.filter((p) => p.comparePrice !== null).length;
    const discount = products.filter((p) => p.discountPrice !== null).length;
    const both = products.filter((p) => p.comparePrice !== null && p.discountPrice !== null).length;
    const neither = products.filter((p) => p.comparePrice === null && p.discountPrice === null).length;
    expect(share(compare, products.length)).toBeGreaterThan(0.22);
    expect(share(compare, products.length)).toBeLessThan(0.38);
    expect(share(discount, products.length)).toBeGreaterThan(0.18);
    expect(share(discount, products.length)).toBeLessThan(0.32);
    expect(both).toBeGreaterThan(0);
    expect(share(neither, products.length)).toBeGreaterThan(0.4);
  });

  it('uses all three stock states, mostly in stock', () => {
    const count = (status: StockStatus) => products.filter((p) => p.stockStatus === status).length;
    expect(share(count('in_stock'), products.length)).toBeGreaterThan(0.7);
    expect(share(count('out_of_stock'), products.length)).toBeGreaterThan(0.05);
    expect(share(count('on_order'), products.length)).toBeGreaterThan(0.05);
    expect(count('in_stock') + count('out_of_stock') + count('on_order')).toBe(products.length);
  });

  it('features about twenty products, enough of them buyable for the home page', () => {
    const featured = products.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(15);
    expect(featured.length).toBeLessThanOrEqual(25);
    expect(featured.filter((p) => p.stockStatus === 'in_stock').length).toBeGreaterThanOrEqual(8);
  });

  it('gives about half the products 2 to 4 variants, the first at the product price', () => {
    const withVariants = products.filter((p) => p.variants.length > 0);
    expect(share(withVariants.length, products.length)).toBeGreaterThan(0.35);
    expect(share(withVariants.length, products.length)).toBeLessThan(0.65);
    for (const product of withVariants) {
      expect(product.variants.length).toBeGreaterThanOrEqual(2);
      expect(product.variants.length).toBeLessThanOrEqual(4);
      expect(product.variants[0]?.price).toBe(product.price);
      expect(new Set(product.variants.map((v) => v.name)).size).toBe(product.variants.length);
      for (const variant of product.variants) {
        expect(Number.isInteger(variant.price) && variant.price > 0).toBe(true);
        expect(variant.price).toBeLessThanOrEqual(3_50_000);
        expect(['in_stock', 'out_of_stock', 'on_order']).toContain(variant.stockStatus);
        expect(variant.sku.startsWith(`${product.sku}-`)).toBe(true);
      }
    }
  });

  it('puts the variants of a discounted product on sale, the first at the product discount price', () => {
    const discounted = products.filter(
      (p) => p.variants.length > 0 && p.discountPrice !== null && p.discountPrice < p.price,
    );
    expect(discounted.length).toBeGreaterThan(5);
    for (const product of discounted) {
      expect(product.variants[0]?.discountPrice).toBe(product.discountPrice);
      for (const variant of product.variants) {
        expect(variant.discountPrice).not.toBeNull();
        expect(variant.discountPrice!).toBeLessThan(variant.price);
        expect(variant.discountPrice).toBe(
          Math.round(variant.price * (product.discountPrice! / product.price)),
        );
      }
    }
    const others = products.filter((p) => p.discountPrice === null || p.discountPrice >= p.price);
    for (const product of others) for (const v of product.variants) expect(v.discountPrice).toBeNull();
  });

  it('describes every product fully', () => {
    for (const product of products) {
      expect(product.name.length).toBeGreaterThan(5);
      expect(product.description.length).toBeGreaterThan(120);
      expect(product.brand.length).toBeGreaterThan(0);
      expect(product.specifications.length).toBeGreaterThanOrEqual(4);
      expect(product.specifications.length).toBeLessThanOrEqual(8);
      for (const spec of product.specifications) expect(spec.name && spec.value).toBeTruthy();
      expect(new Set(product.specifications.map((s) => s.name)).size).toBe(product.specifications.length);
      expect(product.features.length).toBeGreaterThanOrEqual(4);
      expect(product.features.length).toBeLessThanOrEqual(6);
      expect(product.careInstructions.length).toBeGreaterThan(60);
      expect(product.warranty).toMatch(/Warranty|Years?/);
      expect(product.dimensions).toMatch(/^(W|Dia) \d+.* cm/);
      expect(product.weight).toMatch(/^\d+(\.\d)? kg$/);
      expect(product.color.length).toBeGreaterThan(0);
      expect(product.style.length).toBeGreaterThan(0);
      expect(product.roomType.length).toBeGreaterThan(0);
    }
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.warranty === '1 Year Warranty').length).toBeGreaterThan(
      products.length / 2,
    );
  });

  it('has a size guide exactly for beds, wardrobes, rugs and sofas', () => {
    const sized = new Set(['beds', 'wardrobes', 'rugs', 'sofas']);
    for (const product of products)
      expect(product.sizeGuide !== null, product.slug).toBe(sized.has(product.categorySlug));
  });

  it('spreads creation dates over about a year so newest-first sorting means something', () => {
    const ages = products.map((p) => p.createdDaysAgo);
    for (const age of ages) {
      expect(Number.isInteger(age)).toBe(true);
      expect(age).toBeGreaterThanOrEqual(1);
      expect(age).toBeLessThanOrEqual(400);
    }
    expect(new Set(ages).size).toBeGreaterThan(products.length * 0.9);
  });

  it('has 3 or 4 described images per product, front first', () => {
    const views: ImageView[] = ['front', 'angle', 'detail', 'room'];
    for (const product of products) {
      expect(product.images.length).toBeGreaterThanOrEqual(3);
      expect(product.images.length).toBeLessThanOrEqual(4);
      expect(product.images[0]?.view).toBe('front');
      expect(new Set(product.images.map((i) => i.view)).size).toBe(product.images.length);
      for (const image of product.images) {
        expect(views).toContain(image.view);
        expect(image.altText).toContain(product.name);
      }
    }
  });

  it('draws each product in its own colour and material', () => {
    const hexByColour = new Map<string, string>();
    const finishes: Record<string, MaterialFinish[]> = {
      Wood: ['wood', 'cane'],
      Plywood: ['wood', 'ceramic'],
      Cane: ['cane'],
      Rattan: ['cane'],
      Wicker: ['cane'],
      Brass: ['metal'],
      Steel: ['metal'],
      Iron: ['metal'],
      Marble: ['stone'],
      Glass: ['glass'],
      Leather: ['leather'],
      Leatherette: ['leather'],
      Velvet: ['fabric'],
      Cotton: ['fabric'],
      Ceramic: ['ceramic'],
      Terracotta: ['ceramic'],
    };
    for (const product of products) {
      expect(product.illustration.color).toMatch(/^#[0-9a-f]{6}$/);
      const known = hexByColour.get(product.color);
      if (known) expect(product.illustration.color).toBe(known);
      hexByColour.set(product.color, product.illustration.color);
      const word = Object.keys(finishes).find((w) => product.material.split(/\W+/).includes(w));
      if (word) expect(finishes[word], product.slug).toContain(product.illustration.finish);
    }
    expect(new Set(products.map((p) => p.illustration.kind)).size).toBe(24);
  });
});

describe('reviews', () => {
  it('has 0 to 12 per product, with some products still unreviewed', () => {
    for (const product of products) expect(product.reviews.length).toBeLessThanOrEqual(12);
    expect(products.some((p) => p.reviews.length === 0)).toBe(true);
    expect(products.some((p) => p.reviews.length >= 10)).toBe(true);
  });

  it('rates 1 to 5, mostly 4 and 5', () => {
    for (const review of reviews) expect([1, 2, 3, 4, 5]).toContain(review.rating);
    expect(share(reviews.filter((r) => r.rating >= 4).length, reviews.length)).toBeGreaterThan(0.7);
    for (const rating of [1, 2, 3]) expect(reviews.some((r) => r.rating === rating)).toBe(true);
  });

  it('was written after the product was listed', () => {
    for (const review of reviews) {
      expect(Number.isInteger(review.createdDaysAgo)).toBe(true);
      expect(review.createdDaysAgo).toBeGreaterThanOrEqual(1);
      expect(review.createdDaysAgo).toBeLessThan(review.product.createdDaysAgo);
    }
  });

  it('reads like real reviews', () => {
    for (const review of reviews) {
      expect(review.customerName).toMatch(/^\S+( \S+)+$/);
      expect(review.title.length).toBeGreaterThan(3);
      expect(review.comment.length).toBeGreaterThan(30);
      expect(review.comment).not.toMatch(/[{}]/);
      expect(review.helpfulCount).toBeGreaterThanOrEqual(0);
      expect(review.helpfulCount).toBeLessThanOrEqual(40);
    }
    for (const product of products)
      expect(new Set(product.reviews.map((r) => r.customerName)).size).toBe(product.reviews.length);
    expect(share(reviews.filter((r) => r.verifiedPurchase).length, reviews.length)).toBeGreaterThan(0.7);
  });
});

describe('determinism', () => {
  afterEach(() => vi.restoreAllMocks());

  it('rebuilds exactly the published catalogue', () => {
    expect(buildCatalogue()).toEqual(catalogue);
    expect(JSON.stringify(buildCatalogue())).toBe(JSON.stringify(buildCatalogue()));
  });

  it('never reads Math.random or the clock', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('changes with the seed but keeps the same products', () => {
    const other = buildCatalogue({ seed: 7 });
    expect(other).not.toEqual(catalogue);
    expect(other.products.map((p) => p.slug)).toEqual(products.map((p) => p.slug));
  });

  it('slugifies names the way the catalogue does', () => {
    expect(slugify("Writer's Sheesham Study Table")).toBe('writers-sheesham-study-table');
    expect(slugify('Swings & Jhoolas')).toBe('swings-and-jhoolas');
  });
});
