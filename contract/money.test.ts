import { describe, expect, it } from 'vitest';
import {
  discountApplies,
  formatPaise,
  formatPaiseFigure,
  formatPaiseShort,
  formatRupees,
  gstSplit,
  paiseToRupees,
  parseRupees,
  parseWholeNumber,
  rupeesToPaise,
  shopperPrice,
} from './money.ts';

const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const intlPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Every digit count from 1 to 16, with the awkward values at each. */
const amounts = (): number[] => {
  const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1234, 9999, 12345, 99999, 100000, 123456];
  for (let power = 6; power <= 15; power++) values.push(10 ** power, 10 ** power - 1, 7 * 10 ** power + 123);
  return values;
};

describe('formatRupees', () => {
  it('groups the Indian way at every digit count, with no decimals', () => {
    const expected = [
      '₹1',
      '₹12',
      '₹123',
      '₹1,234',
      '₹12,345',
      '₹1,23,456',
      '₹12,34,567',
      '₹1,23,45,678',
      '₹12,34,56,789',
      '₹1,23,45,67,890',
    ];
    expected.forEach((text, index) =>
      expect(formatRupees(Number('1234567890'.slice(0, index + 1)))).toBe(text),
    );
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('writes what Intl.NumberFormat writes for rupees in en-IN, negatives and halves included', () => {
    const values = amounts();
    values.push(-1, -2500, -123456, -0.2, -0, 0.5, 1.5, 2.5, -2.5, 1499.5, 1499.4, 1e15 + 0.5);
    for (const value of values) expect(formatRupees(value), String(value)).toBe(intlRupees.format(value));
  });

  it("says 'Not specified' when there is no number", () => {
    for (const value of [null, undefined, Number.NaN, Infinity, -Infinity])
      expect(formatRupees(value), String(value)).toBe('Not specified');
  });
});

describe('formatPaise', () => {
  it('shows rupees and paise, grouped the Indian way', () => {
    expect(formatPaise(276095)).toBe('₹2,760.95');
    expect(formatPaise(12345600)).toBe('₹1,23,456.00');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0.00');
  });

  it('writes what Intl.NumberFormat writes for paise in en-IN', () => {
    const values = amounts().flatMap((value) => [value, value + 1, value + 50, value + 99]);
    values.push(-1, -5, -276095, -0);
    for (const value of values) expect(formatPaise(value), String(value)).toBe(intlPaise.format(value / 100));
  });

  it("says 'Not specified' when there is no number", () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) expect(formatPaise(value)).toBe('Not specified');
  });
});

describe('formatPaiseShort', () => {
  it('leaves out the paise only when there are none', () => {
    expect(formatPaiseShort(12000000)).toBe('₹1,20,000');
    expect(formatPaiseShort(12000050)).toBe('₹1,20,000.50');
    expect(formatPaiseShort(5)).toBe('₹0.05');
    expect(formatPaiseShort(0)).toBe('₹0');
    expect(formatPaiseShort(-150)).toBe('-₹1.50');
    expect(formatPaiseShort(Number.NaN)).toBe('Not specified');
  });

  it('writes what Intl.NumberFormat writes with paise only when there are some', () => {
    for (const value of amounts().flatMap((value) => [value, value + 1, value + 50])) {
      const rupees = value / 100;
      const intl = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
        maximumFractionDigits: 2,
      });
      expect(formatPaiseShort(value), String(value)).toBe(intl.format(rupees));
    }
  });
});

describe('formatPaiseFigure', () => {
  it('is the amount without the rupee sign, always with paise', () => {
    expect(formatPaiseFigure(12000050)).toBe('1,20,000.50');
    expect(formatPaiseFigure(100)).toBe('1.00');
    expect(formatPaiseFigure(-100)).toBe('-1.00');
    for (const value of amounts().flatMap((value) => [value, value + 7]))
      expect(formatPaiseFigure(value), String(value)).toBe(
        (value / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
  });
});

describe('rupees and paise', () => {
  it('turns rupees into whole paise without float error', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1.005 * 1000)).toBe(100500);
    expect(rupeesToPaise(118_000)).toBe(11_800_000);
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(-2.5)).toBe(-250);
    for (let paise = 0; paise < 2_000; paise++) expect(rupeesToPaise(paise / 100)).toBe(paise);
  });

  it('refuses what is not rupees and paise', () => {
    for (const value of [10.555, 0.001, Number.NaN, Infinity, -Infinity, 1e20])
      expect(() => rupeesToPaise(value), String(value)).toThrow(RangeError);
  });

  it('turns paise back into rupees', () => {
    expect(paiseToRupees(1234550)).toBe(12345.5);
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(paiseToRupees(0)).toBe(0);
  });
});

describe('parsing', () => {
  it('reads whole rupees in digits', () => {
    expect(parseRupees('12500')).toBe(12500);
    expect(parseRupees(' 12500 ')).toBe(12500);
    expect(parseRupees('12500.0')).toBe(12500);
    expect(parseRupees('-5')).toBe(-5);
    expect(parseRupees('0')).toBe(0);
  });

  it('refuses anything else with null, never NaN', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '12,500',
      '₹12500',
      '12500.5',
      '1e5',
      '0x10',
      '12 500',
      'NaN',
      'Infinity',
    ])
      expect(parseRupees(text), JSON.stringify(text)).toBeNull();
  });

  it('reads a whole number the same way', () => {
    expect(parseWholeNumber('7')).toBe(7);
    expect(parseWholeNumber('7.00')).toBe(7);
    expect(parseWholeNumber('7.5')).toBeNull();
    expect(parseWholeNumber('seven')).toBeNull();
  });
});

describe('shopperPrice', () => {
  it('is the discount price when it is set and below the price', () => {
    expect(shopperPrice(125000, 99999)).toBe(99999);
    expect(discountApplies(125000, 99999)).toBe(true);
    expect(shopperPrice(5000, 0)).toBe(0);
  });

  it('is the price when there is no discount, or it is not below the price', () => {
    for (const discount of [null, undefined, 5000, 6000]) {
      expect(shopperPrice(5000, discount), String(discount)).toBe(5000);
      expect(discountApplies(5000, discount)).toBe(false);
    }
  });

  it('ignores nonsense a foreign API might send', () => {
    expect(discountApplies(0, 0)).toBe(false);
    expect(shopperPrice(1000, -10)).toBe(1000);
    expect(shopperPrice(1000, Number.NaN)).toBe(1000);
    expect(shopperPrice(1000, -Infinity)).toBe(1000);
    expect(shopperPrice(-5, -10)).toBe(-5);
  });
});

describe('gstSplit', () => {
  it('takes 18 % out of ₹1,18,000 as ₹1,00,000 and ₹18,000, half each within the state', () => {
    expect(gstSplit({ amount: rupeesToPaise(118_000), rateBp: 1800 }, true)).toEqual({
      amount: 11_800_000,
      taxable: 10_000_000,
      cgst: 900_000,
      sgst: 900_000,
      igst: 0,
      rateBp: 1800,
    });
  });

  it('charges IGST to another state', () => {
    const split = gstSplit({ amount: rupeesToPaise(118_000), rateBp: 1800 }, false);
    expect(split).toMatchObject({ taxable: 10_000_000, cgst: 0, sgst: 0, igst: 1_800_000 });
  });

  it('rounds each tax to the paisa, halves up, CGST and SGST alike', () => {
    // ₹12,499 at 18 %: CGST and SGST are each 12,49,900 × 9 / 118 = 95,331.36… paise.
    const split = gstSplit({ amount: rupeesToPaise(12_499), rateBp: 1800 }, true);
    expect(split).toMatchObject({ cgst: 95_331, sgst: 95_331, taxable: 1_249_900 - 2 * 95_331 });
    // Across states, IGST is 12,49,900 × 18 / 118 = 1,90,662.71… paise.
    expect(gstSplit({ amount: rupeesToPaise(12_499), rateBp: 1800 }, false)).toMatchObject({
      igst: 190_663,
      taxable: 1_249_900 - 190_663,
    });
    // 59 paise at 18 %: IGST is 59 × 18 / 118 = 9 exactly; 1 paisa at 5 %: 0.047… rounds to 0.
    expect(gstSplit({ amount: 59, rateBp: 1800 }, false).igst).toBe(9);
    expect(gstSplit({ amount: 1, rateBp: 500 }, true)).toMatchObject({ cgst: 0, sgst: 0, taxable: 1 });
    // 21 paise at 5 % across states: 21 × 5 / 105 = 1 exactly; 42 within: 42 × 2.5 / 105 = 1 each.
    expect(gstSplit({ amount: 21, rateBp: 500 }, false).igst).toBe(1);
    expect(gstSplit({ amount: 42, rateBp: 500 }, true).cgst).toBe(1);
    // A share of exactly a half paisa rounds up: 1 paisa at 10000 bp across states is 0.5 → 1.
    expect(gstSplit({ amount: 1, rateBp: 10_000 }, false).igst).toBe(1);
  });

  it('always adds up to the amount, whatever the rate', () => {
    for (const rupees of [1, 7, 99, 499, 12_345, 99_999, 250_000])
      for (const rateBp of [0, 250, 500, 1200, 1800, 2800, 4000])
        for (const intra of [true, false]) {
          const s = gstSplit({ amount: rupeesToPaise(rupees), rateBp }, intra);
          expect(s.taxable + s.cgst + s.sgst + s.igst, `${rupees} at ${rateBp}`).toBe(rupeesToPaise(rupees));
          expect(s.cgst).toBe(s.sgst);
        }
  });

  it('has no tax at a zero rate', () => {
    expect(gstSplit({ amount: 50_000, rateBp: 0 }, true)).toMatchObject({
      taxable: 50_000,
      cgst: 0,
      sgst: 0,
    });
  });

  it('refuses fractions of a paisa, negative amounts and rates', () => {
    expect(() => gstSplit({ amount: 10.5, rateBp: 1800 }, true)).toThrow();
    expect(() => gstSplit({ amount: -100, rateBp: 1800 }, true)).toThrow();
    expect(() => gstSplit({ amount: 100, rateBp: -1 }, true)).toThrow();
    expect(() => gstSplit({ amount: 100, rateBp: 12.5 }, true)).toThrow();
  });
});
