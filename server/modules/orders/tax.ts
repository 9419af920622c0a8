// GST on an order (decisions 123 and 159), in paise. The shop's prices are whole rupees that include GST, as
// Indian retail prices do; an invoice shows the taxable value and the tax inside each amount. Supplies
// within the shop's state carry CGST and SGST, half each; supplies to another state carry IGST.
// Pure arithmetic: no clock, no database. The server alone computes money. The split of one amount is the
// contract's gstSplit (contract/money.ts); this adds splits up for an order and its invoice.
import type { RateBp, TaxSplit } from '../../../contract/money.ts';

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
