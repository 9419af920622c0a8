import { describe, expect, it } from 'vitest';
import { ProjectUpdateSchema } from '@contract/admin/leads.ts';
import { validate } from '../../lib/field-errors.ts';
import { EMPTY_PROJECT, projectBodyOf } from './project-form.ts';

describe('a project’s form', () => {
  it('sends empty fields as cleared, rupees typed with commas as numbers, and no status unless chosen', () => {
    expect(
      projectBodyOf({
        ...EMPTY_PROJECT,
        project_name: 'Kitchen',
        budget_min: '2,50,000',
        budget_max: '₹ 400000',
      }),
    ).toEqual({
      project_name: 'Kitchen',
      designer_id: null,
      budget_min: 250000,
      budget_max: 400000,
      timeline: null,
      description: null,
    });
  });

  it('leaves words in a budget for the contract to refuse beside the field', () => {
    const checked = validate(
      ProjectUpdateSchema,
      projectBodyOf({ ...EMPTY_PROJECT, project_name: 'A', budget_min: 'lots' }),
    );
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.budget_min).toMatch(/Minimum budget/);
  });

  it('refuses a minimum above the maximum on the minimum', () => {
    const checked = validate(
      ProjectUpdateSchema,
      projectBodyOf({ ...EMPTY_PROJECT, project_name: 'A', budget_min: '9', budget_max: '5' }),
    );
    expect(checked.ok ? {} : checked.errors).toEqual({
      budget_min: 'Minimum budget must not be more than the maximum budget',
    });
  });
});
