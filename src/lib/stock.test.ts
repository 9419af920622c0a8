import { describe, expect, it } from 'vitest';
import { canAddToCart, stockBadge, stockState } from './stock.ts';

describe('stock status', () => {
  it('lets only in_stock be bought', () => {
    expect(canAddToCart('in_stock')).toBe(true);
    expect(canAddToCart('out_of_stock')).toBe(false);
    expect(canAddToCart('on_order')).toBe(false);
    expect(canAddToCart('backorder')).toBe(false);
    expect(canAddToCart(null)).toBe(false);
  });

  it('shows the stock badges, with any unknown value as On Order', () => {
    expect(stockBadge('in_stock')).toBeNull();
    expect(stockBadge('out_of_stock')).toBe('Out of Stock');
    expect(stockBadge('on_order')).toBe('On Order');
    expect(stockBadge('preorder')).toBe('On Order');
    expect(stockState(undefined)).toBe('on_order');
  });
});
