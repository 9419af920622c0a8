import { describe, expect, it } from 'vitest';
import { addSplits, isIntraState, paise, splitTax, totalsByRate } from './tax.ts';

describe('GST inside a price', () => {
  it('takes 18 % out of ₹1,18,000 as ₹1,00,000 and ₹18,000, half each within the state', () => {
    expect(splitTax({ amount: paise(118_000), rateBp: 1800 }, true)).toEqual({
      amount: 11_800_000,
      taxable: 10_000_000,
      cgst: 900_000,
      sgst: 900_000,
      igst: 0,
      rateBp: 1800,
    });
  });

  it('charges IGST to another state', () => {
    const split = splitTax({ amount: paise(118_000), rateBp: 1800 }, false);
    expect(split).toMatchObject({ taxable: 10_000_000, cgst: 0, sgst: 0, igst: 1_800_000 });
  });

  it('rounds the taxable value to the paisa, and the parts always add up to the amount', () => {
    // ₹12,499 at 18 %: 12,49,900 × 100 / 118 = 10,59,237.28… paise.
    const split = splitTax({ amount: paise(12_499), rateBp: 1800 }, true);
    expect(split.taxable).toBe(1_059_237);
    expect(split.cgst + split.sgst).toBe(1_249_900 - 1_059_237);
    // An odd paisa of tax goes to CGST.
    expect(split.cgst - split.sgst).toBe(1);
    for (const rupees of [1, 7, 99, 499, 12_345, 99_999, 250_000])
      for (const rateBp of [0, 250, 500, 1200, 1800, 2800])
        for (const intra of [true, false]) {
          const s = splitTax({ amount: paise(rupees), rateBp }, intra);
          expect(s.taxable + s.cgst + s.sgst + s.igst, `${rupees} at ${rateBp}`).toBe(paise(rupees));
          expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1);
        }
  });

  it('has no tax at a zero rate', () => {
    expect(splitTax({ amount: 50_000, rateBp: 0 }, true)).toMatchObject({
      taxable: 50_000,
      cgst: 0,
      sgst: 0,
    });
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => splitTax({ amount: 10.5, rateBp: 1800 }, true)).toThrow();
    expect(() => splitTax({ amount: -100, rateBp: 1800 }, true)).toThrow();
    expect(() => paise(10.5)).toThrow();
  });
});

describe("an invoice's tax summary", () => {
  it('adds the lines up by rate, highest first, losing no paisa', () => {
    const splits = [
      splitTax({ amount: paise(12_499), rateBp: 1800 }, true),
      splitTax({ amount: paise(3_999), rateBp: 1800 }, true),
      splitTax({ amount: paise(1_499), rateBp: 500 }, true),
    ];
    const byRate = totalsByRate(splits);
    expect(byRate.map((line) => line.rateBp)).toEqual([1800, 500]);
    expect(addSplits(byRate)).toEqual(addSplits(splits));
    expect(addSplits(splits).amount).toBe(paise(12_499 + 3_999 + 1_499));
  });

  it('is within the state when the place of supply is the shop’s state', () => {
    expect(isIntraState('36', '36')).toBe(true);
    expect(isIntraState('36', '27')).toBe(false);
  });
});
