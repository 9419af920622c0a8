// The EMI rules (decision 203, docs/emi.md): what a shopper would pay a month on an instalment plan,
// written once for the product page, the cart, the plans sheet and the API. Plain functions without zod,
// so the storefront carries only the few bytes it uses.
//
// An instalment is the reducing-balance one: P·r·(1+r)^n / ((1+r)^n − 1), with P the price in paise,
// r the annual rate divided by 12 and n the months; at r = 0 it is P / n. A no-cost plan charges the
// shopper no interest (the shop or the bank absorbs it), so its rate is 0 by rule. The instalment is
// rounded up to the paisa; the figure shown ("EMI from ₹X/month") is rounded up to the whole rupee, so
// a shopper is never told less than the bank will ask.

export const EMI_TENURE_MIN = 3;
export const EMI_TENURE_MAX = 60;
/** 5000 basis points: 50 % a year, above any card's rate. */
export const EMI_RATE_BP_MAX = 5000;
export const EMI_LABEL_MAX = 80;
/** ₹1 crore in paise: no plan starts above it. */
export const EMI_MIN_PRICE_MAX_PAISE = 10_000_000_00;
/** Most plans a shop keeps; the sheet lists each. */
export const EMI_PLANS_MAX = 30;

/** The terms of a plan that figures are computed from. */
export interface EmiTerms {
  tenure_months: number;
  /** Basis points a year: 1200 is 12 %. Always 0 on a no-cost plan. */
  annual_rate_bp: number;
  no_cost: boolean;
  /** The plan applies to prices at or above this, in paise. */
  min_price_paise: number;
}

export interface EmiFigures {
  /** The instalment, rounded up to the paisa. */
  monthly_paise: number;
  /** The instalment as shown: rounded up to the whole rupee, in paise. */
  shown_monthly_paise: number;
  /** What the shopper pays over the whole tenure. */
  total_paise: number;
  /** total − price; 0 on a no-cost plan. */
  interest_paise: number;
}

/** The exact instalment in (fractional) paise by the reducing-balance formula. */
export function instalmentPaise(principalPaise: number, annualRateBp: number, months: number): number {
  const r = annualRateBp / 10_000 / 12;
  if (r === 0) return principalPaise / months;
  const growth = (1 + r) ** months;
  return (principalPaise * r * growth) / (growth - 1);
}

/**
 * Rounds a computed amount of paise up, forgiving the float noise of the formula (a result within a
 * millionth of a paisa of a whole one is that whole one).
 */
const paiseUp = (paise: number): number => Math.ceil(paise - 1e-6);

/** The figures of `pricePaise` on a plan: the instalment, the shown instalment, the total and interest. */
export function emiFigures(pricePaise: number, terms: EmiTerms): EmiFigures {
  const rate = terms.no_cost ? 0 : terms.annual_rate_bp;
  const monthly = paiseUp(instalmentPaise(pricePaise, rate, terms.tenure_months));
  // Without interest the instalments add up to the price: the last one is the smaller.
  const total = rate === 0 ? pricePaise : monthly * terms.tenure_months;
  return {
    monthly_paise: monthly,
    shown_monthly_paise: Math.ceil(monthly / 100) * 100,
    total_paise: total,
    interest_paise: total - pricePaise,
  };
}

/** Whether a plan is offered on a price: active, and the price at or above its minimum. */
export const emiPlanApplies = (pricePaise: number, plan: EmiTerms & { active?: boolean }): boolean =>
  plan.active !== false && pricePaise > 0 && pricePaise >= plan.min_price_paise;

/**
 * The lowest shown instalment (whole rupees, in paise) over the plans offered on `pricePaise`, or null
 * when none is.
 */
export function emiFrom(
  pricePaise: number,
  plans: readonly (EmiTerms & { active?: boolean })[],
): number | null {
  let lowest: number | null = null;
  for (const plan of plans) {
    if (!emiPlanApplies(pricePaise, plan)) continue;
    const shown = emiFigures(pricePaise, plan).shown_monthly_paise;
    if (lowest === null || shown < lowest) lowest = shown;
  }
  return lowest;
}

/** A rate as the sheet writes it: 1200 → '12%', 1499 → '14.99%'. */
export const formatRateBp = (bp: number): string => `${Number((bp / 100).toFixed(2))}%`;

/** The copy of the EMI line: 'EMI from ₹8,885/month' (the amount formatted by the caller). */
export const emiFromText = (amount: string): string => `EMI from ${amount}/month`;

/** The note under the plans: EMI is chosen with the gateway, not in the shop. */
export const EMI_PAYMENT_NOTE = 'Payment by EMI is chosen at the payment step with your card or bank.';
