import { describe, expect, it } from 'vitest';
import { returnCredit, type CreditedLine } from './returns-credit.ts';

const chair: CreditedLine = {
  name: 'Teak dining chair',
  variantName: null,
  hsnCode: '9401',
  gstRateBp: 1800,
  amount: 2 * 1_180_000,
  quantity: 2,
  credited: 0,
  units: 1,
};

describe('the credit of a return', () => {
  it('credits one of two chairs, less a deduction, with GST inside the amount within the state', () => {
    const credit = returnCredit([chair], 100_000, true);
    expect(credit).toMatchObject({ value: 1_180_000, deduction: 100_000, refund: 1_080_000 });
    // 10,80,000 paise at 18 %: CGST and SGST each 1080000 × 900 / 11800 = 82,372.88… → 82,373.
    expect(credit.lines).toEqual([
      {
        description: 'Teak dining chair',
        hsnCode: '9401',
        quantity: 1,
        unitPrice: 1_080_000,
        gstRateBp: 1800,
        amount: 1_080_000,
        taxable: 1_080_000 - 2 * 82_373,
        cgst: 82_373,
        sgst: 82_373,
        igst: 0,
      },
    ]);
  });

  it('carries IGST to another state, spreads the deduction over lines, and drops a line left with nothing', () => {
    const lamp: CreditedLine = {
      ...chair,
      name: 'Brass lamp',
      hsnCode: '9405',
      gstRateBp: 1800,
      amount: 50_000,
      quantity: 1,
    };
    const credit = returnCredit([chair, lamp], 50_000, false);
    expect(credit.value).toBe(1_230_000);
    expect(credit.refund).toBe(1_180_000);
    // 50,000 spread in proportion to 11,80,000 and 50,000: 47,967.47… and 2,032.52…; the paisa left goes
    // to the larger remainder, the lamp's.
    expect(credit.lines.map((line) => line.amount)).toEqual([1_180_000 - 47_967, 50_000 - 2_033]);
    for (const line of credit.lines) {
      expect(line.cgst + line.sgst).toBe(0);
      expect(line.taxable + line.igst).toBe(line.amount);
    }
    const all = returnCredit([lamp], 50_000, true);
    expect(all).toMatchObject({ refund: 0, lines: [] });
  });
});
