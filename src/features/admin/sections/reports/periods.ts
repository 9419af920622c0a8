// The periods the Reports screen offers (decision 198), the contract's, and how it shows a rate.
export { periodOptions, type PeriodKind, type PeriodOption } from '@contract/report-periods.ts';

/** A rate in basis points as a percentage: 1800 → "18%". */
export const ratePercent = (rateBp: number): string => `${rateBp / 100}%`;
