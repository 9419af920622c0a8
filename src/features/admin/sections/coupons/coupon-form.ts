// The coupon form's values as typed, and the input they make (decision 202). The contract's schema checks
// that input before anything is sent; a number field the schema cannot read is passed on as typed, so the
// schema's message names it. The API's field errors (400, 409 of a code in use, 422 of a rule) land on
// the same fields.
import type { Coupon, CouponInput, CouponKind, CouponScope } from '@contract/admin/coupons.ts';
import { ApiError } from '../../../../lib/api.ts';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';

export interface CouponFormValues {
  code: string;
  description: string;
  kind: CouponKind;
  value: string;
  max_discount: string;
  min_order: string;
  scope: CouponScope;
  category_ids: string[];
  product_ids: string[];
  starts_on: string;
  ends_on: string;
  max_uses: string;
  per_customer_max: string;
  first_order_only: boolean;
  combinable: boolean;
  active: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  max_discount: '',
  min_order: '',
  scope: 'all',
  category_ids: [],
  product_ids: [],
  starts_on: '',
  ends_on: '',
  max_uses: '',
  per_customer_max: '',
  first_order_only: false,
  combinable: false,
  active: true,
};

const textOf = (value: number | null): string => (value === null ? '' : String(value));

export const couponFormOf = (coupon: Coupon): CouponFormValues => ({
  code: coupon.code,
  description: coupon.description,
  kind: coupon.kind,
  value: String(coupon.value),
  max_discount: textOf(coupon.max_discount),
  min_order: coupon.min_order === 0 ? '' : String(coupon.min_order),
  scope: coupon.scope,
  category_ids: [...coupon.category_ids],
  product_ids: [...coupon.product_ids],
  starts_on: coupon.starts_on ?? '',
  ends_on: coupon.ends_on ?? '',
  max_uses: textOf(coupon.max_uses),
  per_customer_max: textOf(coupon.per_customer_max),
  first_order_only: coupon.first_order_only,
  combinable: coupon.combinable,
  active: coupon.active,
});

/** A number field as the schema expects it: a number, or the text itself so that the schema names it. */
const numberOf = (text: string): number | string => {
  const trimmed = text.trim().replace(/,/g, '');
  return /^\d+$/.test(trimmed) ? Number(trimmed) : text;
};

/** An optional number field: empty is `empty` (no limit, or nothing), else as numberOf reads it. */
const optionalNumber = <E>(text: string, empty: E): number | string | E =>
  text.trim() === '' ? empty : numberOf(text);

/**
 * What the form sends: empty limits are null, an empty "orders above" is 0, a flat code has no largest
 * discount, and only the chosen scope's ids go (a code for every product names none).
 */
export function couponInputOf(values: CouponFormValues): Record<keyof CouponInput, unknown> {
  return {
    code: values.code,
    description: values.description.trim(),
    kind: values.kind,
    value: numberOf(values.value),
    max_discount: values.kind === 'percent' ? optionalNumber(values.max_discount, null) : null,
    min_order: optionalNumber(values.min_order, 0),
    scope: values.scope,
    category_ids: values.scope === 'categories' ? values.category_ids : [],
    product_ids: values.scope === 'products' ? values.product_ids : [],
    starts_on: values.starts_on || null,
    ends_on: values.ends_on || null,
    max_uses: optionalNumber(values.max_uses, null),
    per_customer_max: optionalNumber(values.per_customer_max, null),
    first_order_only: values.first_order_only,
    combinable: values.combinable,
    active: values.active,
  };
}

/** The API's field errors of a refused save: those of a 400 or 409, and of a 422 that names its field. */
export function couponFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return apiFieldErrors(error);
  const errors: FieldErrors = {};
  for (const item of Array.isArray(error.details) ? (error.details as unknown[]) : []) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string') errors[field] ??= message;
  }
  return errors;
}

/** A field's message, or the first message of its items ("category_ids.3" lands on the categories). */
export function errorOf(errors: FieldErrors, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const item = Object.keys(errors).find((key) => key.startsWith(`${name}.`));
  return item ? errors[item] : undefined;
}

/** The form's fields in the order they appear, to focus the first one with an error. */
export const COUPON_FIELD_ORDER: readonly (keyof CouponFormValues)[] = [
  'code',
  'description',
  'kind',
  'value',
  'max_discount',
  'min_order',
  'scope',
  'category_ids',
  'product_ids',
  'starts_on',
  'ends_on',
  'max_uses',
  'per_customer_max',
];

export const couponFieldId = (name: string) => `coupon-${name.replace(/\./g, '-')}`;

/** The first field, in the form's order, that has a message. */
export const firstErrorField = (errors: FieldErrors): string | undefined =>
  COUPON_FIELD_ORDER.find((name) => errorOf(errors, name) !== undefined);
