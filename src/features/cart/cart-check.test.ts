import { describe, expect, it } from 'vitest';
import { changesOf } from './cart-check.ts';
import type { CartItem } from './cart-store.ts';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 'p1',
  name: 'Sheesham Coffee Table',
  price: 18_999,
  compare_price: null,
  discount_price: null,
  image_url: null,
  category: 'Tables',
  stock_status: 'in_stock',
  slug: 'sheesham-coffee-table',
  quantity: 1,
  variant: null,
  ...overrides,
});

describe('what a checked cart says changed', () => {
  it('names a new price, a piece sold out and a piece no longer sold, and nothing else', () => {
    const before = [
      item(),
      item({ id: 'p2', name: 'Jute Rug', price: 4_999 }),
      item({ id: 'p3', name: 'Cane Chair', variant: { id: 'v1', name: 'Natural', price: 7_500 } }),
      item({ id: 'p4', name: 'Brass Lamp', price: 2_499 }),
    ];
    const after = [
      item({ discount_price: 16_999 }),
      item({ id: 'p2', name: 'Jute Rug', price: 4_999, stock_status: 'out_of_stock' }),
      item({ id: 'p4', name: 'Brass Lamp', price: 2_499 }),
    ];
    expect(changesOf(before, after)).toEqual([
      'Sheesham Coffee Table now costs ₹16,999.',
      'Jute Rug is out of stock.',
      'Cane Chair (Natural) is no longer sold and has left your cart.',
    ]);
    expect(changesOf(after, after)).toEqual([]);
  });
});
