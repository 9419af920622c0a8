import { describe, expect, it } from 'vitest';
import { unitPrice, type CartItem } from '../cart/index.ts';
import { correctedCart } from './cart-corrections.ts';

const item = (id: string, price: number, quantity = 1, variant: CartItem['variant'] = null): CartItem => ({
  id,
  name: id,
  slug: id,
  price,
  compare_price: null,
  discount_price: null,
  image_url: null,
  category: 'Decor',
  stock_status: 'in_stock',
  quantity,
  variant,
});

describe("checkout's corrections to a cart", () => {
  it("takes the shop's prices and stock, and touches nothing else", () => {
    const sofa = { ...item('p1', 50000), discount_price: 42000 };
    const lamp = item('p2', 4000, 3, { id: 'v1', name: 'Large', price: 6000, discount_price: 5500 });
    const rug = item('p3', 9000);
    const vase = item('p4', 2899, 2);
    const next = correctedCart([sofa, lamp, rug, vase], {
      prices: [
        { productId: 'p1', variantId: null, now: 45000 },
        { productId: 'p2', variantId: 'v1', now: 5800 },
      ],
      shortages: [
        { productId: 'p2', variantId: 'v1', available: 2 },
        { productId: 'p3', variantId: null, available: 0 },
      ],
    });
    expect(next.map((line) => [line.id, unitPrice(line), line.quantity])).toEqual([
      ['p1', 45000, 1],
      ['p2', 5800, 2],
      ['p4', 2899, 2],
    ]);
    expect(next[3]).toBeUndefined();
    expect(next[2]).toBe(vase);
  });
});
