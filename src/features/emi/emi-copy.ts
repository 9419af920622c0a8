// The EMI line's and the plans sheet's words (docs/emi.md), checked exactly by the tests.
import { EMI_PAYMENT_NOTE } from '@contract/emi-rules.ts';

export const EMI_COPY = {
  viewPlans: 'View plans',
  sheetTitle: 'EMI plans',
  close: 'Close',
  noCost: 'No-cost EMI',
  note: EMI_PAYMENT_NOTE,
  /** 'For ₹45,000': the price the figures are for. */
  forPrice: (price: string) => `For ${price}`,
  tenure: (months: number) => `${months} months`,
  rate: (rate: string) => `${rate} a year`,
  labels: {
    tenure: 'Tenure',
    rate: 'Interest rate',
    monthly: 'Monthly',
    total: 'Total payable',
    interest: 'Interest',
  },
} as const;
