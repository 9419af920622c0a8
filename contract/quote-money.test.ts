import { describe, expect, it } from 'vitest';
import { gstSplit } from './money.ts';
import {
  apportionAdvance,
  checkStageAmounts,
  DEFAULT_STAGE_SHARES_BP,
  priceQuote,
  QuoteMoneyError,
  spread,
  stageAmounts,
  taxOn,
  type QuoteLineMoneyInput,
} from './quote-money.ts';

const RATES = [0, 500, 1800, 4000];

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % max;
  };
}

const made = (
  unitPaise: number,
  quantityMilli: number,
  rateBp = 1800,
  discountPaise = 0,
): QuoteLineMoneyInput => ({
  unitPaise,
  quantityMilli,
  rateBp,
  includesGst: false,
  discountPaise,
});
const catalogue = (
  unitPaise: number,
  units: number,
  rateBp = 1800,
  discountPaise = 0,
): QuoteLineMoneyInput => ({
  ...made(unitPaise, units * 1000, rateBp, discountPaise),
  includesGst: true,
});

function errorOf(run: () => unknown): { field: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof QuoteMoneyError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a QuoteMoneyError');
}

describe('taxOn', () => {
  it('adds GST to a value before tax, CGST and SGST equal within the state', () => {
    expect(taxOn(100_000_00, 1800, true)).toEqual({
      taxable: 100_000_00,
      cgst: 9_000_00,
      sgst: 9_000_00,
      igst: 0,
      total: 118_000_00,
    });
    expect(taxOn(100_000_00, 1800, false)).toEqual({
      taxable: 100_000_00,
      cgst: 0,
      sgst: 0,
      igst: 18_000_00,
      total: 118_000_00,
    });
    // 9 % of 333 paise is 29.97 paise: 30 each.
    expect(taxOn(333, 1800, true)).toMatchObject({ cgst: 30, sgst: 30, total: 393 });
  });
});

describe('spread', () => {
  it('shares an amount in proportion, adding up exactly, leftover paise to the largest remainders', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(spread(0, [3, 4])).toEqual([0, 0]);
    expect(spread(7, [0, 0])).toEqual([0, 0]);
    const next = random(7);
    for (let run = 0; run < 2000; run++) {
      const weights = Array.from({ length: 1 + next(12) }, () => next(5_000_000));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const amount = next(total + 1);
      const shares = spread(amount, weights);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total === 0 ? 0 : amount);
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[index]!);
        // Within a paisa of the exact share.
        if (total > 0) expect(Math.abs(share - (amount * weights[index]!) / total)).toBeLessThan(1);
      });
    }
  });
});

describe('priceQuote', () => {
  it('prices made-to-measure work by quantity and rate, GST added', () => {
    // A modular kitchen: 12.5 running feet at ₹14,500, and a design fee of ₹25,000.
    const quote = priceQuote({
      lines: [made(14_500_00, 12_500), made(25_000_00, 1000)],
      discountPaise: 0,
      intraState: true,
    });
    expect(quote.lines[0]).toMatchObject({
      gross: 181_250_00,
      taxable: 181_250_00,
      cgst: 16_312_50,
      total: 213_875_00,
    });
    expect(quote.lines[1]).toMatchObject({
      gross: 25_000_00,
      cgst: 2_250_00,
      sgst: 2_250_00,
      total: 29_500_00,
    });
    expect(quote).toMatchObject({ gross: 206_250_00, discount: 0, taxable: 206_250_00, total: 243_375_00 });
    expect(quote.cgst).toBe(quote.sgst);
  });

  it('charges a catalogue product without a discount exactly its price, GST taken out as on an order', () => {
    for (const intraState of [true, false]) {
      const quote = priceQuote({ lines: [catalogue(49_999_00, 3)], discountPaise: 0, intraState });
      const order = gstSplit({ amount: 3 * 49_999_00, rateBp: 1800 }, intraState);
      expect(quote.lines[0]).toMatchObject({
        total: order.amount,
        taxable: order.taxable,
        cgst: order.cgst,
        sgst: order.sgst,
        igst: order.igst,
      });
    }
  });

  it('takes a line’s discount off its value before GST, and spreads the quote’s across the lines', () => {
    const quote = priceQuote({
      lines: [made(10_000_00, 1000, 1800, 1_000_00), made(30_000_00, 1000, 500), catalogue(11_800_00, 1)],
      discountPaise: 4_900_00,
      intraState: false,
    });
    // After the line's own discount the values are 9,000, 30,000 and 10,000 (the sofa's ₹11,800 less
    // its 18 %): ₹4,900 spread as 900, 3,000 and 1,000.
    expect(quote.lines.map((line) => line.quoteDiscount)).toEqual([900_00, 3_000_00, 1_000_00]);
    expect(quote.lines.map((line) => line.taxable)).toEqual([8_100_00, 27_000_00, 9_000_00]);
    expect(quote.lines.map((line) => line.igst)).toEqual([1_458_00, 1_350_00, 1_620_00]);
    expect(quote.discount).toBe(5_900_00);
    expect(quote.byRate).toEqual([
      { rateBp: 500, taxable: 27_000_00, cgst: 0, sgst: 0, igst: 1_350_00, total: 28_350_00 },
      { rateBp: 1800, taxable: 17_100_00, cgst: 0, sgst: 0, igst: 3_078_00, total: 20_178_00 },
    ]);
  });

  it('always adds up: lines to totals, rates to totals, discounts spread whole, CGST equal to SGST', () => {
    const next = random(2026);
    for (let run = 0; run < 1000; run++) {
      const lines = Array.from({ length: 1 + next(30) }, () => {
        const includesGst = next(3) === 0;
        const unitPaise = 1 + next(includesGst ? 20_000_000 : 5_000_000);
        const quantityMilli = includesGst ? 1000 * (1 + next(6)) : 1 + next(400_000);
        return { unitPaise, quantityMilli, rateBp: RATES[next(4)]!, includesGst, discountPaise: 0 };
      });
      const intraState = next(2) === 0;
      // Line discounts up to the line's value before GST, checked against a first pricing.
      const plain = priceQuote({ lines, discountPaise: 0, intraState });
      lines.forEach(
        (line, index) => (line.discountPaise = next(3) === 0 ? next(plain.lines[index]!.gross + 1) : 0),
      );
      const room = plain.gross - lines.reduce((sum, line) => sum + line.discountPaise, 0);
      const discountPaise = next(2) === 0 ? next(room + 1) : 0;
      const quote = priceQuote({ lines, discountPaise, intraState });

      const sum = (pick: (line: (typeof quote.lines)[number]) => number) =>
        quote.lines.reduce((total, line) => total + pick(line), 0);
      expect(quote.total).toBe(sum((line) => line.total));
      expect(quote.total).toBe(quote.taxable + quote.cgst + quote.sgst + quote.igst);
      expect(sum((line) => line.quoteDiscount)).toBe(discountPaise);
      expect(quote.discount).toBe(
        discountPaise + lines.reduce((total, line) => total + line.discountPaise, 0),
      );
      expect(quote.taxable).toBe(quote.gross - quote.discount);
      expect(quote.byRate.reduce((total, rate) => total + rate.total, 0)).toBe(quote.total);
      for (const line of quote.lines) {
        expect(line.total).toBe(line.taxable + line.cgst + line.sgst + line.igst);
        expect(line.taxable).toBeGreaterThanOrEqual(0);
        if (intraState) expect(line.cgst).toBe(line.sgst);
        else expect(line.cgst + line.sgst).toBe(0);
      }
    }
  });

  it('refuses, naming the field, a line without a rate, a discount above the value, or no quantity', () => {
    expect(
      errorOf(() => priceQuote({ lines: [made(100, 1000, Number.NaN)], discountPaise: 0, intraState: true })),
    ).toEqual({
      field: 'lines.0.gstRate',
      message: 'The GST rate is missing or not a rate',
    });
    expect(
      errorOf(() => priceQuote({ lines: [made(100, 1000, 1800, 101)], discountPaise: 0, intraState: true }))
        .field,
    ).toBe('lines.0.discount');
    expect(
      errorOf(() => priceQuote({ lines: [made(100, 0)], discountPaise: 0, intraState: true })).field,
    ).toBe('lines.0.quantity');
    expect(
      errorOf(() => priceQuote({ lines: [made(1.5, 1000)], discountPaise: 0, intraState: true })).field,
    ).toBe('lines.0.unitPaise');
    expect(
      errorOf(() =>
        priceQuote({
          lines: [made(100, 1000), made(100, 1000, 1800, 50)],
          discountPaise: 151,
          intraState: true,
        }),
      ),
    ).toEqual({ field: 'discount', message: 'The quote’s discount cannot exceed its value before GST' });
  });
});

describe('stages', () => {
  it('splits the total 10/40/50 by default, the last stage taking the paise left', () => {
    // Four quarters of 2 paise: rounding halves up would leave the last stage −1.
    expect(stageAmounts(2, [2500, 2500, 2500, 2500])).toEqual([0, 0, 0, 2]);
    expect(stageAmounts(243_375_01, DEFAULT_STAGE_SHARES_BP)).toEqual([24_337_50, 97_350_00, 121_687_51]);
    const next = random(11);
    for (let run = 0; run < 1000; run++) {
      const total = next(2_000_000_000);
      const cuts = Array.from({ length: next(5) }, () => 1 + next(9_999)).sort((a, b) => a - b);
      const bounds = [...new Set([0, ...cuts, 10_000])];
      const shares = bounds.slice(1).map((bound, index) => bound - bounds[index]!);
      const amounts = stageAmounts(total, shares);
      expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
      amounts.forEach((amount) => expect(amount).toBeGreaterThanOrEqual(0));
      if (amounts.every((amount) => amount > 0)) checkStageAmounts(total, amounts);
    }
  });

  it('refuses a schedule that does not add up, naming it', () => {
    expect(errorOf(() => stageAmounts(1000, [1000, 4000, 4000]))).toEqual({
      field: 'stages',
      message: 'The stages add up to 90 %, not 100 %',
    });
    expect(errorOf(() => stageAmounts(1000, [10_000, 0])).field).toBe('stages.1.share');
    expect(errorOf(() => checkStageAmounts(1000, [500, 499]))).toEqual({
      field: 'stages',
      message: "The stages add up to 999 paise, not the quote's 1000",
    });
    expect(errorOf(() => checkStageAmounts(1000, [1000, 0])).field).toBe('stages.1.amount');
  });
});

describe('apportionAdvance', () => {
  it('shares an advance across the lines: GST inside a service’s share, none on goods', () => {
    const shares = apportionAdvance(
      24_337_50,
      [
        { total: 213_875_00, rateBp: 1800, goods: false },
        { total: 29_500_00, rateBp: 1800, goods: false },
        { total: 0, rateBp: 500, goods: true },
      ],
      true,
    );
    expect(shares.map((share) => share.total)).toEqual([21_387_50, 2_950_00, 0]);
    expect(shares[1]).toMatchObject({ taxable: 2_500_00, cgst: 225_00, sgst: 225_00, igst: 0 });
    const goods = apportionAdvance(1_000_00, [{ total: 5_000_00, rateBp: 1800, goods: true }], false);
    expect(goods).toEqual([
      { taxable: 1_000_00, cgst: 0, sgst: 0, igst: 0, total: 1_000_00, rateBp: 1800, goods: true },
    ]);
  });

  it('always adds up to the advance', () => {
    const next = random(5);
    for (let run = 0; run < 1000; run++) {
      const lines = Array.from({ length: 1 + next(20) }, () => ({
        total: next(50_000_000),
        rateBp: RATES[next(4)]!,
        goods: next(2) === 0,
      }));
      const total = lines.reduce((sum, line) => sum + line.total, 0);
      if (total === 0) continue;
      const amount = 1 + next(total);
      const shares = apportionAdvance(amount, lines, next(2) === 0);
      expect(shares.reduce((sum, share) => sum + share.total, 0)).toBe(amount);
      for (const share of shares)
        expect(share.total).toBe(share.taxable + share.cgst + share.sgst + share.igst);
    }
  });

  it('refuses an advance of nothing or of more than is quoted', () => {
    const lines = [{ total: 100, rateBp: 1800, goods: false }];
    expect(errorOf(() => apportionAdvance(0, lines, true)).field).toBe('amount');
    expect(errorOf(() => apportionAdvance(101, lines, true)).field).toBe('amount');
  });
});
