import { describe, expect, it } from 'vitest';
import { formatRupees } from '@contract/money.ts';
import { discountPercent, effectivePrice, formatINR, hasDiscount, strikethroughPrice } from './money.ts';

describe('formatINR', () => {
  it("is the contract's formatRupees, whose tests compare it with Intl.NumberFormat", () => {
    expect(formatINR).toBe(formatRupees);
    expect(formatINR(125000)).toBe('₹1,25,000');
    expect(formatINR(null)).toBe('Not specified');
  });
});

describe('discounts', () => {
  it('applies a discount price below the price', () => {
    const item = { price: 125000, discount_price: 99999 };
    expect(hasDiscount(item)).toBe(true);
    expect(effectivePrice(item)).toBe(99999);
    expect(discountPercent(item)).toBe(20);
    expect(strikethroughPrice(item)).toBe(125000);
  });

  it('rounds the percentage to the nearest whole number', () => {
    expect(discountPercent({ price: 3000, discount_price: 2000 })).toBe(33);
    expect(discountPercent({ price: 3000, discount_price: 1000 })).toBe(67);
  });

  it('ignores a missing, equal or higher discount price', () => {
    for (const discount_price of [null, undefined, 5000, 6000]) {
      const item = { price: 5000, discount_price };
      expect(hasDiscount(item)).toBe(false);
      expect(effectivePrice(item)).toBe(5000);
      expect(discountPercent(item)).toBeNull();
      expect(strikethroughPrice(item)).toBeNull();
    }
  });

  it('ignores nonsense a foreign API might send', () => {
    expect(hasDiscount({ price: 0, discount_price: 0 })).toBe(false);
    expect(hasDiscount({ price: 1000, discount_price: -10 })).toBe(false);
    expect(hasDiscount({ price: 1000, discount_price: Number.NaN })).toBe(false);
  });

  it('strikes through a compare price above the price when there is no discount', () => {
    expect(strikethroughPrice({ price: 32000, compare_price: 38000 })).toBe(38000);
    expect(strikethroughPrice({ price: 32000, compare_price: 32000 })).toBeNull();
    expect(strikethroughPrice({ price: 32000, compare_price: null })).toBeNull();
    expect(discountPercent({ price: 32000, compare_price: 38000 })).toBeNull();
  });

  it('prefers the original price over a compare price under a discount', () => {
    expect(strikethroughPrice({ price: 10000, discount_price: 8000, compare_price: 12000 })).toBe(10000);
  });
});
