// EMI plans (decision 203): the shop's list under GET /emi/plans, and the back office's plan, its form
// and its changes under /admin/emi-plans. The figures are computed from these by emi-rules.ts. Messages
// name their field, because the API answers with the first one.
import { requiredLine } from './fields.ts';
import {
  EMI_LABEL_MAX,
  EMI_MIN_PRICE_MAX_PAISE,
  EMI_RATE_BP_MAX,
  EMI_TENURE_MAX,
  EMI_TENURE_MIN,
} from './emi-rules.ts';
import { z } from './zod.ts';

/** A plan as the shop shows it: active plans only, in the back office's order. */
export const EmiPlanSchema = z.object({
  id: z.string(),
  label: z.string(),
  tenure_months: z.number().int(),
  annual_rate_bp: z.number().int(),
  no_cost: z.boolean(),
  min_price_paise: z.number().int(),
});
export type EmiPlan = z.infer<typeof EmiPlanSchema>;

export const EmiPlansDataSchema = z.object({ plans: z.array(EmiPlanSchema) });
export type EmiPlansData = z.infer<typeof EmiPlansDataSchema>;

/** A plan as the back office keeps it. */
export const AdminEmiPlanSchema = EmiPlanSchema.extend({
  active: z.boolean(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminEmiPlan = z.infer<typeof AdminEmiPlanSchema>;

export const AdminEmiPlanDataSchema = z.object({ plan: AdminEmiPlanSchema });
export const AdminEmiPlanListDataSchema = z.object({ plans: z.array(AdminEmiPlanSchema) });

/** A whole number in a range: 'tenure_months must be between 3 and 60 months'. */
const whole = (name: string, min: number, max: number, unit?: string) => {
  const notWhole = `${name} must be a whole number${unit ? ` of ${unit}` : ''}`;
  const outside = `${name} must be between ${min} and ${max}${unit ? ` ${unit}` : ''}`;
  return z.number({ error: notWhole }).int(notWhole).min(min, outside).max(max, outside);
};

export const NO_COST_RATE_MESSAGE = 'annual_rate_bp must be 0 for a no-cost plan';

const fields = {
  label: requiredLine('label', EMI_LABEL_MAX),
  tenure_months: whole('tenure_months', EMI_TENURE_MIN, EMI_TENURE_MAX, 'months'),
  annual_rate_bp: whole('annual_rate_bp', 0, EMI_RATE_BP_MAX, 'basis points'),
  no_cost: z.boolean({ error: 'no_cost must be true or false' }),
  min_price_paise: whole('min_price_paise', 0, EMI_MIN_PRICE_MAX_PAISE, 'paise'),
  active: z.boolean({ error: 'active must be true or false' }),
  position: whole('position', 0, 10_000),
};

/** A no-cost plan charges the shopper no interest, so it carries no rate. */
const noCostWithoutRate = (
  value: { no_cost?: boolean; annual_rate_bp?: number },
  context: z.RefinementCtx,
): void => {
  if (value.no_cost === true && value.annual_rate_bp !== undefined && value.annual_rate_bp !== 0)
    context.addIssue({ code: 'custom', path: ['annual_rate_bp'], message: NO_COST_RATE_MESSAGE });
};

/** A new plan: active unless said otherwise, placed last unless a position is given. */
export const EmiPlanInputSchema = z
  .object({
    ...fields,
    active: fields.active.optional(),
    position: fields.position.optional(),
  })
  .superRefine(noCostWithoutRate);
export type EmiPlanInput = z.infer<typeof EmiPlanInputSchema>;

/** A change to a plan: only the fields sent change (switching a plan off is `{ active: false }`). */
export const EmiPlanPatchSchema = z
  .object({
    label: fields.label.optional(),
    tenure_months: fields.tenure_months.optional(),
    annual_rate_bp: fields.annual_rate_bp.optional(),
    no_cost: fields.no_cost.optional(),
    min_price_paise: fields.min_price_paise.optional(),
    active: fields.active.optional(),
    position: fields.position.optional(),
  })
  .superRefine(noCostWithoutRate);
export type EmiPlanPatch = z.infer<typeof EmiPlanPatchSchema>;
