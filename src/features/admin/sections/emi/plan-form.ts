// The EMI plan form's values as typed, and the plan they make (decision 203): the rate is typed as a
// percentage a year and sent in basis points, the minimum price in rupees and sent in paise; the
// contract's schema checks the result before anything is sent.
import type { AdminEmiPlan, EmiPlanInput } from '@contract/emi.ts';

export interface PlanFormValues {
  label: string;
  tenure_months: string;
  /** A year's rate in percent, as typed: '13.5'. */
  rate_percent: string;
  no_cost: boolean;
  /** Whole rupees, as typed; empty for every price. */
  min_price_rupees: string;
  active: boolean;
}

export const EMPTY_PLAN: PlanFormValues = {
  label: '',
  tenure_months: '',
  rate_percent: '',
  no_cost: false,
  min_price_rupees: '',
  active: true,
};

export const formValuesOf = (plan: AdminEmiPlan): PlanFormValues => ({
  label: plan.label,
  tenure_months: String(plan.tenure_months),
  rate_percent: plan.no_cost ? '' : String(plan.annual_rate_bp / 100),
  no_cost: plan.no_cost,
  min_price_rupees: plan.min_price_paise === 0 ? '' : String(plan.min_price_paise / 100),
  active: plan.active,
});

/** A whole number as the schema expects it, or the text itself so that the schema names the field. */
const wholeOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** '13.5' → 1350 basis points; up to two decimals, else the text for the schema to refuse. */
export function rateBpOf(text: string): number | string {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return trimmed;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What the form sends: a no-cost plan has rate 0; an empty minimum is every price. */
export function planInputOf(values: PlanFormValues): Record<keyof Omit<EmiPlanInput, 'position'>, unknown> {
  const minimum = values.min_price_rupees.trim();
  const rupees = minimum === '' ? 0 : wholeOf(minimum);
  return {
    label: values.label,
    tenure_months: wholeOf(values.tenure_months),
    annual_rate_bp: values.no_cost ? 0 : rateBpOf(values.rate_percent),
    no_cost: values.no_cost,
    min_price_paise: typeof rupees === 'number' ? rupees * 100 : rupees,
    active: values.active,
  };
}
