import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../contract/catalogue.ts';
import { CARD, readCardProduct, toCardProduct } from './product-card.ts';

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

/** The card element as the card script sees it: only its data-product attribute. */
const cardCarrying = (json: string) =>
  ({ getAttribute: (name: string) => (name === CARD.product ? json : null) }) as unknown as Element;

describe('the product a card carries', () => {
  it('leaves out the fields without a value, and reads the same product back', () => {
    const json = JSON.stringify(toCardProduct(product()));
    expect(json).not.toContain('null');
    expect(Object.keys(JSON.parse(json) as object).sort()).toEqual(
      ['id', 'name', 'price', 'slug', 'stock_status'].sort(),
    );
    expect(readCardProduct(cardCarrying(json))).toEqual({
      id: 'p-1',
      name: 'Teak "Aangan" Chair',
      slug: 'teak-aangan-chair',
      price: 12900,
      stock_status: 'in_stock',
    });
  });

  it('keeps every field that has a value, the category by its name', () => {
    const card = toCardProduct(
      product({
        compare_price: 15900,
        discount_price: 11900,
        image_url: 'https://media.example/chair.webp',
        category: { id: 'c-1', name: 'Chairs', slug: 'chairs' },
      }),
    );
    expect(readCardProduct(cardCarrying(JSON.stringify(card)))).toEqual({
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

  it('reads nothing from markup that is not a card’s', () => {
    expect(readCardProduct(null)).toBeNull();
    expect(readCardProduct(cardCarrying('{"id":"p-1"}'))).toBeNull();
    expect(readCardProduct(cardCarrying('not json'))).toBeNull();
  });
});
