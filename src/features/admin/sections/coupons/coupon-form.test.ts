import { describe, expect, it } from 'vitest';
import { CouponInputSchema, type Coupon } from '@contract/admin/coupons.ts';
import { ApiError } from '../../../../lib/api.ts';
import { validate } from '../../lib/field-errors.ts';
import {
  couponFieldErrors,
  couponFormOf,
  couponInputOf,
  EMPTY_COUPON,
  errorOf,
  firstErrorField,
} from './coupon-form.ts';

const CATEGORY = '0b5b8a52-4a43-4a43-9a43-0b5b8a524a43';
const PRODUCT = '1c6c9b63-5b54-4b54-8b54-1c6c9b635b54';

describe('the coupon form', () => {
  it('sends numbers as numbers, empty limits as none, and the code in capitals', () => {
    const input = couponInputOf({ ...EMPTY_COUPON, code: 'diwali-10', value: '10', max_discount: '5,000' });
    expect(input).toMatchObject({
      value: 10,
      max_discount: 5000,
      min_order: 0,
      max_uses: null,
      starts_on: null,
    });
    const checked = validate(CouponInputSchema, input);
    expect(checked.ok && checked.data.code).toBe('DIWALI-10');
  });

  it('drops the largest discount of a flat code and the ids of scopes not chosen', () => {
    const input = couponInputOf({
      ...EMPTY_COUPON,
      code: 'SOFA2000',
      kind: 'flat',
      value: '2000',
      max_discount: '500',
      scope: 'categories',
      category_ids: [CATEGORY],
      product_ids: [PRODUCT],
    });
    expect(input).toMatchObject({ max_discount: null, category_ids: [CATEGORY], product_ids: [] });
    expect(validate(CouponInputSchema, input).ok).toBe(true);
  });

  it('leaves what it cannot read for the schema to name, field by field, in the form’s order', () => {
    const checked = validate(
      CouponInputSchema,
      couponInputOf({
        ...EMPTY_COUPON,
        code: 'X',
        value: 'ten',
        max_uses: '0',
        scope: 'products',
        starts_on: '2026-12-10',
        ends_on: '2026-12-01',
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(errorOf(checked.errors, 'value')).toBe('value must be a whole number');
    expect(errorOf(checked.errors, 'max_uses')).toBe('max_uses must be at least 1');
    expect(checked.errors.code).toMatch(/^code: /);
    expect(firstErrorField(checked.errors)).toBe('code');
    const tooMuch = validate(CouponInputSchema, couponInputOf({ ...EMPTY_COUPON, code: 'BIG', value: '95' }));
    expect(!tooMuch.ok && tooMuch.errors.value).toBe('value must be at most 90 per cent');
  });

  it('loads a stored code back into the form as it was typed', () => {
    const stored: Coupon = {
      id: 'c1',
      code: 'WELCOME',
      description: 'First orders',
      kind: 'percent',
      value: 12,
      max_discount: null,
      min_order: 0,
      scope: 'products',
      category_ids: [],
      product_ids: [PRODUCT],
      starts_on: '2026-12-01',
      ends_on: null,
      max_uses: 100,
      per_customer_max: 1,
      first_order_only: true,
      combinable: false,
      active: true,
      uses: 4,
      discount_given: 123450,
      created_at: '2026-11-01T00:00:00Z',
      updated_at: '2026-11-01T00:00:00Z',
    };
    const values = couponFormOf(stored);
    expect(values).toMatchObject({
      value: '12',
      max_discount: '',
      min_order: '',
      max_uses: '100',
      ends_on: '',
    });
    const checked = validate(CouponInputSchema, couponInputOf(values));
    expect(checked.ok && checked.data).toMatchObject({
      product_ids: [PRODUCT],
      per_customer_max: 1,
      ends_on: null,
    });
  });

  it('puts the API’s field errors of a 409 and a 422 on their fields, and items on their list', () => {
    const refusal = (status: number, field: string, message: string) =>
      new ApiError({
        status,
        code: status === 409 ? 'conflict' : 'unprocessable',
        message,
        details: [{ field, message }],
      });
    expect(couponFieldErrors(refusal(409, 'code', 'The code DIWALI already exists'))).toEqual({
      code: 'The code DIWALI already exists',
    });
    expect(couponFieldErrors(refusal(422, 'max_uses', 'max_uses must be at least the uses'))).toEqual({
      max_uses: 'max_uses must be at least the uses',
    });
    expect(
      couponFieldErrors(new ApiError({ status: 500, code: 'internal', message: 'x', details: [] })),
    ).toEqual({});
    expect(errorOf({ 'category_ids.2': 'category_ids.2 must be an id' }, 'category_ids')).toBe(
      'category_ids.2 must be an id',
    );
  });
});
