import { describe, expect, it } from 'vitest';
import { formatPaiseShort } from './money.ts';
import {
  emiFigures,
  emiFrom,
  emiFromText,
  formatRateBp,
  instalmentPaise,
  type EmiTerms,
} from './emi-rules.ts';

const LAKH = 1_00_000_00; // ₹1,00,000 in paise
const plan = (terms: Partial<EmiTerms> & { active?: boolean }): EmiTerms & { active?: boolean } => ({
  tenure_months: 12,
  annual_rate_bp: 1200,
  no_cost: false,
  min_price_paise: 0,
  ...terms,
});

describe('an instalment by the reducing-balance formula', () => {
  it('is ₹8,884.88 a month for ₹1,00,000 at 12% over 12 months', () => {
    expect(instalmentPaise(LAKH, 1200, 12)).toBeCloseTo(888_487.89, 2);
    const figures = emiFigures(LAKH, plan({}));
    expect(figures.monthly_paise).toBe(888_488);
    expect(figures.shown_monthly_paise).toBe(888_500);
    expect(figures.total_paise).toBe(888_488 * 12);
    expect(figures.interest_paise).toBe(888_488 * 12 - LAKH);
    expect(formatPaiseShort(figures.interest_paise)).toBe('₹6,618.56');
  });

  it('is ₹17,403.38 a month for ₹1,00,000 at 15% over 6 months, shown as ₹17,404', () => {
    const figures = emiFigures(LAKH, plan({ tenure_months: 6, annual_rate_bp: 1500 }));
    expect(figures.monthly_paise).toBe(1_740_339);
    expect(figures.shown_monthly_paise).toBe(1_740_400);
    expect(figures.total_paise).toBe(10_442_034);
    expect(figures.interest_paise).toBe(442_034);
  });

  it('is the price over the months without interest, and the instalments add up to the price', () => {
    expect(instalmentPaise(LAKH, 0, 12)).toBeCloseTo(833_333.33, 2);
    const figures = emiFigures(LAKH, plan({ annual_rate_bp: 0 }));
    expect(figures.monthly_paise).toBe(833_334);
    expect(figures.shown_monthly_paise).toBe(833_400);
    expect(figures.total_paise).toBe(LAKH);
    expect(figures.interest_paise).toBe(0);
  });

  it('charges no interest on a no-cost plan whatever rate it carries', () => {
    const figures = emiFigures(4_500_000, plan({ tenure_months: 6, annual_rate_bp: 1500, no_cost: true }));
    expect(figures).toEqual({
      monthly_paise: 750_000,
      shown_monthly_paise: 750_000,
      total_paise: 4_500_000,
      interest_paise: 0,
    });
  });

  it('does not round an exact rupee up to the next one', () => {
    expect(emiFigures(1_200_000, plan({ annual_rate_bp: 0 })).shown_monthly_paise).toBe(100_000);
  });
});

describe('EMI from', () => {
  const plans = [
    plan({ tenure_months: 3, annual_rate_bp: 0, no_cost: true, min_price_paise: 3_000_000 }),
    plan({ tenure_months: 12, annual_rate_bp: 1500 }),
    plan({ tenure_months: 24, annual_rate_bp: 1600, min_price_paise: 5_000_000 }),
    plan({ tenure_months: 60, annual_rate_bp: 1000, active: false }),
  ];

  it('is the lowest shown instalment over the active plans whose minimum the price meets', () => {
    // ₹60,000: the 24-month plan applies and is the lowest; the 60-month one is switched off.
    const at24 = emiFigures(6_000_000, plans[2]!).shown_monthly_paise;
    expect(emiFrom(6_000_000, plans)).toBe(at24);
    expect(at24).toBeLessThan(emiFigures(6_000_000, plans[1]!).shown_monthly_paise);
    // ₹40,000: under the 24-month plan's minimum.
    expect(emiFrom(4_000_000, plans)).toBe(emiFigures(4_000_000, plans[1]!).shown_monthly_paise);
    // The minimum is met at the price itself.
    expect(emiFrom(5_000_000, plans)).toBe(emiFigures(5_000_000, plans[2]!).shown_monthly_paise);
  });

  it('is null without a plan for the price', () => {
    expect(emiFrom(2_000_000, [plans[0]!])).toBeNull();
    expect(emiFrom(6_000_000, [])).toBeNull();
    expect(emiFrom(0, plans)).toBeNull();
  });

  it('reads "EMI from ₹X/month" with the Indian grouping', () => {
    expect(emiFromText(formatPaiseShort(emiFrom(LAKH, [plan({})])!))).toBe('EMI from ₹8,885/month');
    expect(emiFromText(formatPaiseShort(emiFrom(1_50_00_000_00, [plan({})])!))).toBe(
      'EMI from ₹13,32,732/month',
    );
  });

  it('writes rates as percentages', () => {
    expect(formatRateBp(1200)).toBe('12%');
    expect(formatRateBp(1499)).toBe('14.99%');
    expect(formatRateBp(0)).toBe('0%');
  });
});
