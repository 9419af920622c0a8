import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@contract/catalogue.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { CARD, CARD_PARTS, readCardId, readCardProduct, toCardProduct } from './product-card.ts';

const product = (change: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 'p-1',
  name: 'Teak "Aangan" Chair',
  slug: 'teak-aangan-chair',
  sku: null,
  price: 12900,
  compare_price: null,
  discount_price: null,
  image_url: null,
  thumbnail_url: null,
  category: null,
  brand: null,
  stock_status: 'in_stock',
  room_type: null,
  material: null,
  color: null,
  style: null,
  rating: 0,
  review_count: 0,
  is_featured: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...change,
});

/** The card element as the card script sees it: its JSON, and its link, image and category line. */
function cardCarrying(
  json: string,
  parts: { href?: string; name?: string; image?: string; category?: string } = {},
): Element {
  const { href = '/products/teak-aangan-chair', name = 'Teak "Aangan" Chair', image, category } = parts;
  const element = (attributes: Record<string, string>, text = '') =>
    ({
      getAttribute: (attribute: string) => attributes[attribute] ?? null,
      textContent: text,
    }) as unknown as Element;
  const found: Record<string, Element | null> = {
    [CARD_PARTS.link]: element({ href }, `\n  ${name}\n`),
    [CARD_PARTS.image]: image === undefined ? null : element({ src: image }),
    [CARD_PARTS.category]: category === undefined ? null : element({}, category),
  };
  return {
    getAttribute: (attribute: string) => (attribute === CARD.product ? json : null),
    querySelector: (selector: string) => found[selector] ?? null,
  } as unknown as Element;
}

describe('the product a card carries', () => {
  it('writes only what the markup does not show, and reads the product back with the markup', () => {
    const json = JSON.stringify(toCardProduct(product()));
    expect(json).not.toContain('null');
    expect(Object.keys(JSON.parse(json) as object).sort()).toEqual(['id', 'price', 'stock_status']);
    expect(readCardProduct(cardCarrying(json))).toEqual({
      id: 'p-1',
      name: 'Teak "Aangan" Chair',
      slug: 'teak-aangan-chair',
      price: 12900,
      stock_status: 'in_stock',
    });
  });

  it('keeps every price that has a value, and takes the image and the category from the markup', () => {
    const card = toCardProduct(
      product({
        compare_price: 15900,
        discount_price: 11900,
        image_url: 'https://media.example/chair.webp',
        category: { id: 'c-1', name: 'Chairs', slug: 'chairs' },
      }),
    );
    expect(Object.keys(card).sort()).toEqual([
      'compare_price',
      'discount_price',
      'id',
      'price',
      'stock_status',
    ]);
    const markup = { image: 'https://media.example/chair.webp', category: 'Chairs' };
    expect(readCardProduct(cardCarrying(JSON.stringify(card), markup))).toEqual({
      id: 'p-1',
      name: 'Teak "Aangan" Chair',
      slug: 'teak-aangan-chair',
      price: 12900,
      compare_price: 15900,
      discount_price: 11900,
      image_url: 'https://media.example/chair.webp',
      category: 'Chairs',
      stock_status: 'in_stock',
    });
  });

  it('reads an encoded slug back, and no image once the card shows the placeholder', () => {
    const json = JSON.stringify(toCardProduct(product()));
    const read = readCardProduct(
      cardCarrying(json, { href: '/products/teak%20chair', image: PLACEHOLDER_IMAGE }),
    );
    expect(read?.slug).toBe('teak chair');
    expect(read).not.toHaveProperty('image_url');
  });

  it('reads a card’s id from its JSON alone, for keeping its labels in step', () => {
    const json = JSON.stringify(toCardProduct(product()));
    expect(readCardId(cardCarrying(json, { href: '/about' }))).toBe('p-1');
    expect(readCardId(cardCarrying('not json'))).toBeNull();
    expect(readCardId(null)).toBeNull();
  });

  it('reads nothing from markup that is not a card’s', () => {
    const json = JSON.stringify(toCardProduct(product()));
    expect(readCardProduct(null)).toBeNull();
    expect(readCardProduct(cardCarrying('{"id":"p-1"}'))).toBeNull();
    expect(readCardProduct(cardCarrying('not json'))).toBeNull();
    expect(readCardProduct(cardCarrying(json, { href: '/about' }))).toBeNull();
    expect(readCardProduct(cardCarrying(json, { name: ' ' }))).toBeNull();
    expect(readCardProduct(cardCarrying(json, { href: '/products/%E0%A4' }))).toBeNull();
  });
});
