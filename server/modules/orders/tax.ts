// GST on an order (decisions 123 and 159), in paise. The shop's prices are whole rupees that include GST, as
// Indian retail prices do; an invoice shows the taxable value and the tax inside each amount. Supplies
// within the shop's state carry CGST and SGST, half each; supplies to another state carry IGST.
// Pure arithmetic: no clock, no database. The server alone computes money.

/** A rate in basis points: 1800 is 18 %. */
export type RateBp = number;

export interface TaxableItem {
  /** What the shopper pays for the item, GST included, in paise. */
  amount: number;
  rateBp: RateBp;
}

export interface TaxSplit {
  /** GST included, paise. */
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  rateBp: RateBp;
}

/** Rounds a non-negative fraction n / d to the nearest whole number, halves up, in integers. */
const roundDiv = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/**
 * The taxable value and GST inside `amount` (decision 159). Each tax is its own share of the amount,
 * `amount × its rate ÷ (100 % + the GST rate)`, rounded to the nearest paisa: within the state CGST and
 * SGST are each half the rate, so they are always equal. The taxable value is what remains, so the
 * parts always add up to the amount.
 */
export function splitTax(item: TaxableItem, intraState: boolean): TaxSplit {
  if (!Number.isInteger(item.amount) || item.amount < 0) throw new Error('amount must be whole paise');
  if (!Number.isInteger(item.rateBp) || item.rateBp < 0) throw new Error('rateBp must be whole basis points');
  const shareOf = (parts: number) => roundDiv(item.amount * item.rateBp, parts * (10_000 + item.rateBp));
  if (intraState) {
    const half = shareOf(2);
    return {
      amount: item.amount,
      taxable: item.amount - 2 * half,
      cgst: half,
      sgst: half,
      igst: 0,
      rateBp: item.rateBp,
    };
  }
  const igst = shareOf(1);
  return { amount: item.amount, taxable: item.amount - igst, cgst: 0, sgst: 0, igst, rateBp: item.rateBp };
}

export interface TaxTotals {
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export const addSplits = (splits: readonly TaxTotals[]): TaxTotals =>
  splits.reduce(
    (sum, split) => ({
      amount: sum.amount + split.amount,
      taxable: sum.taxable + split.taxable,
      cgst: sum.cgst + split.cgst,
      sgst: sum.sgst + split.sgst,
      igst: sum.igst + split.igst,
    }),
    { amount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
  );

/** The invoice's tax summary: one line per rate, highest rate first. */
export function totalsByRate(splits: readonly TaxSplit[]): (TaxTotals & { rateBp: RateBp })[] {
  const rates = [...new Set(splits.map((split) => split.rateBp))].sort((a, b) => b - a);
  return rates.map((rateBp) => ({
    rateBp,
    ...addSplits(splits.filter((split) => split.rateBp === rateBp)),
  }));
}

/** Whether a supply is within the shop's state: the place of supply is the delivery address's state. */
export const isIntraState = (shopStateCode: string, placeOfSupplyCode: string): boolean =>
  shopStateCode === placeOfSupplyCode;

/** Whole rupees to paise. */
export const paise = (rupees: number): number => {
  if (!Number.isInteger(rupees)) throw new Error('rupees must be whole');
  return rupees * 100;
};
