import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-store.ts';
import { itemCountText, lineTotal, mailtoHref, orderEnquiry, productHref } from './cart-view.ts';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'p1',
  name: 'Sheesham Coffee Table',
  price: 18_000,
  compare_price: null,
  discount_price: null,
  image_url: null,
  category: 'Coffee Tables',
  stock_status: 'in_stock',
  slug: 'sheesham-coffee-table',
  quantity: 1,
  variant: null,
  ...overrides,
});

describe('productHref', () => {
  it('links a line to its product page, encoding the slug', () => {
    expect(productHref('teak-sofa')).toBe('/products/teak-sofa');
    expect(productHref('cane & brass')).toBe('/products/cane%20%26%20brass');
  });

  it('gives no link for a line saved without a slug', () => {
    expect(productHref('')).toBeNull();
    expect(productHref(undefined)).toBeNull();
  });
});

describe('lineTotal', () => {
  it('multiplies the price the shopper pays by the quantity', () => {
    expect(lineTotal(item({ quantity: 3 }))).toBe(54_000);
    expect(lineTotal(item({ quantity: 2, discount_price: 15_000 }))).toBe(30_000);
    expect(lineTotal(item({ quantity: 2, variant: { id: 'v', name: 'Large', price: 21_000 } }))).toBe(42_000);
  });
});

describe('itemCountText', () => {
  it('says item for one and items otherwise', () => {
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(4)).toBe('4 items');
  });
});

describe('orderEnquiry', () => {
  it('lists every line with option, quantity and price, and the total in rupees', () => {
    const lines = [
      item({ quantity: 2 }),
      item({ id: 'p2', name: 'Cane Armchair', variant: { id: 'v1', name: 'Natural', price: 1_25_000 } }),
    ];
    const { subject, body } = orderEnquiry(lines, 1_61_000);
    expect(subject).toBe('Order enquiry from the website');
    expect(body).toContain('- Sheesham Coffee Table × 2: ₹36,000');
    expect(body).toContain('- Cane Armchair (Natural) × 1: ₹1,25,000');
    expect(body).toContain('Total: ₹1,61,000 (free delivery)');
  });
});

describe('mailtoHref', () => {
  it('encodes subject and body so line breaks and symbols survive', () => {
    const href = mailtoHref('hello@example.in', { subject: 'Order & more', body: 'a\nb' });
    expect(href).toBe('mailto:hello@example.in?subject=Order%20%26%20more&body=a%0Ab');
  });
});
