import { describe, expect, it } from 'vitest';
import { EmiPlanInputSchema, NO_COST_RATE_MESSAGE } from '@contract/emi.ts';
import { validate } from '../../lib/field-errors.ts';
import { EMPTY_PLAN, formValuesOf, planInputOf, rateBpOf } from './plan-form.ts';

describe('the EMI plan form', () => {
  it('reads a rate in percent as basis points', () => {
    expect(rateBpOf('12')).toBe(1200);
    expect(rateBpOf('13.5')).toBe(1350);
    expect(rateBpOf(' 14.99 ')).toBe(1499);
    expect(rateBpOf('14.999')).toBe('14.999');
    expect(rateBpOf('twelve')).toBe('twelve');
  });

  it('makes a plan from what was typed, with the minimum in paise', () => {
    const input = planInputOf({
      ...EMPTY_PLAN,
      label: ' HDFC Bank  credit card ',
      tenure_months: '12',
      rate_percent: '15',
      min_price_rupees: '5000',
    });
    const checked = validate(EmiPlanInputSchema, input);
    expect(checked).toEqual({
      ok: true,
      data: {
        label: 'HDFC Bank credit card',
        tenure_months: 12,
        annual_rate_bp: 1500,
        no_cost: false,
        min_price_paise: 500_000,
        active: true,
      },
    });
  });

  it('sends rate 0 for a no-cost plan whatever was typed, and every price for an empty minimum', () => {
    const input = planInputOf({
      ...EMPTY_PLAN,
      label: 'No-cost',
      tenure_months: '3',
      rate_percent: '9',
      no_cost: true,
    });
    expect(input).toMatchObject({ annual_rate_bp: 0, min_price_paise: 0 });
  });

  it('names the fields the schema refuses', () => {
    const checked = validate(
      EmiPlanInputSchema,
      planInputOf({ ...EMPTY_PLAN, tenure_months: '72', rate_percent: '60' }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      label: 'label is required',
      tenure_months: 'tenure_months must be between 3 and 60 months',
      annual_rate_bp: 'annual_rate_bp must be between 0 and 5000 basis points',
    });
    expect(
      validate(EmiPlanInputSchema, {
        ...planInputOf({ ...EMPTY_PLAN, label: 'x', tenure_months: '3' }),
        no_cost: true,
        annual_rate_bp: 100,
      }),
    ).toMatchObject({ ok: false, errors: { annual_rate_bp: NO_COST_RATE_MESSAGE } });
  });

  it('shows a saved plan as it was typed', () => {
    const values = formValuesOf({
      id: 'p',
      label: 'SBI Card',
      tenure_months: 24,
      annual_rate_bp: 1450,
      no_cost: false,
      min_price_paise: 2_500_000,
      active: false,
      position: 4,
      created_at: '',
      updated_at: '',
    });
    expect(values).toEqual({
      label: 'SBI Card',
      tenure_months: '24',
      rate_percent: '14.5',
      no_cost: false,
      min_price_rupees: '25000',
      active: false,
    });
  });
});
