import { describe, expect, it } from 'vitest';
import { cartBadgeText, cartItemCount } from './cart-storage.ts';

describe('cartItemCount', () => {
  it('adds up quantities', () => {
    expect(
      cartItemCount(
        JSON.stringify([
          { id: 'a', quantity: 2 },
          { id: 'b', quantity: 1 },
        ]),
      ),
    ).toBe(3);
  });

  it('treats a missing or damaged cart as empty', () => {
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount('')).toBe(0);
    expect(cartItemCount('{oops')).toBe(0);
    expect(cartItemCount('{"quantity":3}')).toBe(0);
    expect(
      cartItemCount(JSON.stringify([null, { quantity: 'two' }, { quantity: -1 }, { quantity: 2.7 }])),
    ).toBe(2);
  });
});

describe('cartBadgeText', () => {
  it('hides zero and caps large counts', () => {
    expect(cartBadgeText(0)).toBe('');
    expect(cartBadgeText(7)).toBe('7');
    expect(cartBadgeText(120)).toBe('99+');
  });
});
