import { describe, expect, it } from 'vitest';
import { discountPercent, effectivePrice, formatINR, hasDiscount, strikethroughPrice } from './money.ts';

describe('formatINR', () => {
  it('groups digits the Indian way, with no decimals', () => {
    expect(formatINR(125000)).toBe('₹1,25,000');
    expect(formatINR(10000000)).toBe('₹1,00,00,000');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(0)).toBe('₹0');
  });

  it('rounds to whole rupees', () => {
    expect(formatINR(1499.5)).toBe('₹1,500');
    expect(formatINR(1499.4)).toBe('₹1,499');
  });

  it('writes what Intl.NumberFormat writes for rupees in en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1234, 9999.5, 12345, 99999, 100000, 123456.49];
    for (let power = 6; power <= 15; power++)
      values.push(10 ** power, 10 ** power - 1, 7 * 10 ** power + 123);
    values.push(-1, -2500, -123456, -0.2, -0, 0.5, 2.5, 1e15 + 0.5);
    for (const value of values) expect(formatINR(value), String(value)).toBe(intl.format(value));
  });

  it("says 'Not specified' when there is no number", () => {
    expect(formatINR(null)).toBe('Not specified');
    expect(formatINR(undefined)).toBe('Not specified');
    expect(formatINR(Number.NaN)).toBe('Not specified');
    expect(formatINR(Number.POSITIVE_INFINITY)).toBe('Not specified');
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
