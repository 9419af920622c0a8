// What a return gives back (decision 197), in whole paise: each returned line's share of what it was sold
// for (shared unit by unit, so that every unit of a line credited in any number of returns adds up to the
// line's amount exactly), less a deduction staff keep back for damage or missing parts, spread over the
// lines in proportion. The credit note's lines are what is refunded, each split into its taxable value
// and GST the way the invoice was. Pure arithmetic: no clock, no database.
import { gstSplit } from '../../../contract/money.ts';
import { spreadDeduction, unitsValue } from '../../../contract/return-rules.ts';
import type { DocumentLine } from '../billing/index.ts';

export interface CreditedLine {
  name: string;
  variantName: string | null;
  hsnCode: string;
  gstRateBp: number;
  /** The order line's amount (GST included) and quantity sold. */
  amount: number;
  quantity: number;
  /** Units of it credited by earlier returns, and units this return gives back. */
  credited: number;
  units: number;
}

export interface ReturnCredit {
  /** What the returned units were sold for. */
  value: number;
  deduction: number;
  refund: number;
  /** The credit note's lines: only those with something credited. */
  lines: DocumentLine[];
}

export function returnCredit(
  lines: readonly CreditedLine[],
  deduction: number,
  intraState: boolean,
): ReturnCredit {
  const values = lines.map((line) => unitsValue(line, line.credited, line.units));
  const value = values.reduce((sum, one) => sum + one, 0);
  const shares = spreadDeduction(values, deduction);
  const documentLines: DocumentLine[] = [];
  lines.forEach((line, index) => {
    const amount = values[index]! - shares[index]!;
    if (amount === 0) return;
    const split = gstSplit({ amount, rateBp: line.gstRateBp }, intraState);
    documentLines.push({
      description: line.variantName ? `${line.name} (${line.variantName})` : line.name,
      hsnCode: line.hsnCode,
      quantity: line.units,
      unitPrice: Math.round(amount / line.units),
      gstRateBp: line.gstRateBp,
      amount,
      taxable: split.taxable,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
    });
  });
  return { value, deduction, refund: value - deduction, lines: documentLines };
}
