import { describe, expect, it } from 'vitest';
import { ProjectUpdateSchema } from '@contract/admin/leads.ts';
import { validate } from '../../lib/field-errors.ts';
import {
  EMPTY_PROJECT,
  EMPTY_SITE_ADDRESS,
  projectBodyOf,
  siteAddressBodyOf,
  siteAddressFormOf,
} from './project-form.ts';

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

describe('a project’s site address', () => {
  const site = {
    line1: 'Flat 402, Lotus Towers',
    area: 'Banjara Hills',
    landmark: '',
    city: 'Hyderabad',
    stateCode: '36',
    pincode: '500034',
  };

  it('is no site (null) when every field is blank, so that clearing it removes it', () => {
    expect(siteAddressBodyOf(EMPTY_SITE_ADDRESS)).toBeNull();
    expect(siteAddressBodyOf({ ...EMPTY_SITE_ADDRESS, city: '  ' })).toBeNull();
  });

  it('sends the fields as typed, without a blank landmark', () => {
    expect(siteAddressBodyOf(site)).toEqual({
      line1: 'Flat 402, Lotus Towers',
      area: 'Banjara Hills',
      city: 'Hyderabad',
      stateCode: '36',
      pincode: '500034',
    });
    expect(siteAddressBodyOf({ ...site, landmark: 'Near KBR Park' })).toMatchObject({
      landmark: 'Near KBR Park',
    });
  });

  it('leaves a half-typed address, or a pincode of another state, for the contract to refuse beside its field', () => {
    const half = validate(ProjectUpdateSchema, {
      site_address: siteAddressBodyOf({ ...EMPTY_SITE_ADDRESS, city: 'Hyderabad' }),
    });
    expect(half.ok ? [] : Object.keys(half.errors).sort()).toEqual(
      ['site_address.area', 'site_address.line1', 'site_address.pincode', 'site_address.stateCode'].sort(),
    );
    const elsewhere = validate(ProjectUpdateSchema, {
      site_address: siteAddressBodyOf({ ...site, stateCode: '27' }),
    });
    expect(elsewhere.ok ? [] : Object.keys(elsewhere.errors)).toEqual(['site_address.stateCode']);
  });

  it('reads a stored address back into the form', () => {
    expect(siteAddressFormOf({ ...site, landmark: undefined, stateName: 'Telangana' } as never)).toEqual(
      site,
    );
    expect(siteAddressFormOf(null)).toEqual(EMPTY_SITE_ADDRESS);
  });
});
