// The back office's coupon codes (decision 202): a code's terms as staff set them, and what the list shows
// of its use. Amounts staff type are whole rupees; what was given is paise, as every order amount is.
import { couponCodeField } from '../coupons.ts';
import { z } from '../zod.ts';
import { isoDate, line, optional, PageInfoSchema, PageQuerySchema, uuid } from './common.ts';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_LABELS: Record<CouponKind, string> = { percent: 'Per cent off', flat: 'Rupees off' };

export const COUPON_SCOPES = ['all', 'categories', 'products'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
export const COUPON_SCOPE_LABELS: Record<CouponScope, string> = {
  all: 'Every product',
  categories: 'Chosen categories',
  products: 'Chosen products',
};

/** The largest share a per-cent code may take, and the largest rupee amount of any code's terms. */
export const COUPON_PERCENT_MAX = 90;
export const COUPON_RUPEES_MAX = 10_00_000;
export const COUPON_USES_MAX = 1_000_000;
export const COUPON_SCOPE_IDS_MAX = 200;

const rupees = (name: string, min: number) =>
  z
    .number({ error: `${name} must be a whole number of rupees` })
    .int(`${name} must be a whole number of rupees`)
    .min(min, `${name} must be at least ${min}`)
    .max(COUPON_RUPEES_MAX, `${name} must be at most ${COUPON_RUPEES_MAX}`);

const count = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(COUPON_USES_MAX, `${name} must be at most ${COUPON_USES_MAX}`);

const ids = (name: string) =>
  z
    .array(uuid(name), { error: `${name} must be a list of ids` })
    .max(COUPON_SCOPE_IDS_MAX, `${name} may hold at most ${COUPON_SCOPE_IDS_MAX} ids`)
    .default([]);

/** A code's terms, as the form and the API take them. */
export const CouponInputSchema = z
  .object({
    code: couponCodeField('code'),
    description: line('description', 200).default(''),
    kind: z.enum(COUPON_KINDS, { error: 'kind must be percent or flat' }),
    /** Per cent off (1 to 90) for a per-cent code, rupees off for a flat one. */
    value: z
      .number({ error: 'value must be a whole number' })
      .int('value must be a whole number')
      .min(1, 'value must be at least 1'),
    /** A per-cent code's largest discount, rupees. */
    max_discount: rupees('max_discount', 1).nullable().default(null),
    /** The code applies to orders above this, rupees (0: any order). */
    min_order: rupees('min_order', 0).default(0),
    scope: z.enum(COUPON_SCOPES, { error: 'scope must be all, categories or products' }).default('all'),
    category_ids: ids('category_ids'),
    product_ids: ids('product_ids'),
    /** First and last day it can be used, in India; absent: from now, and for ever. */
    starts_on: isoDate('starts_on').nullable().default(null),
    ends_on: isoDate('ends_on').nullable().default(null),
    max_uses: count('max_uses').nullable().default(null),
    per_customer_max: count('per_customer_max').nullable().default(null),
    first_order_only: z.boolean({ error: 'first_order_only must be true or false' }).default(false),
    combinable: z.boolean({ error: 'combinable must be true or false' }).default(false),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  })
  .superRefine((coupon, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (coupon.kind === 'percent' && coupon.value > COUPON_PERCENT_MAX)
      issue('value', `value must be at most ${COUPON_PERCENT_MAX} per cent`);
    if (coupon.kind === 'flat' && coupon.value > COUPON_RUPEES_MAX)
      issue('value', `value must be at most ${COUPON_RUPEES_MAX} rupees`);
    if (coupon.kind === 'flat' && coupon.max_discount !== null)
      issue('max_discount', 'max_discount is only for per-cent codes');
    if (coupon.scope === 'categories' && coupon.category_ids.length === 0)
      issue('category_ids', 'category_ids must name at least one category');
    if (coupon.scope === 'products' && coupon.product_ids.length === 0)
      issue('product_ids', 'product_ids must name at least one product');
    if (coupon.starts_on && coupon.ends_on && coupon.ends_on < coupon.starts_on)
      issue('ends_on', 'ends_on must be on or after starts_on');
  });
export type CouponInput = z.input<typeof CouponInputSchema>;
export type CouponInputParsed = z.output<typeof CouponInputSchema>;

export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_order: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  category_ids: z.array(z.string()),
  product_ids: z.array(z.string()),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  per_customer_max: z.number().int().nullable(),
  first_order_only: z.boolean(),
  combinable: z.boolean(),
  active: z.boolean(),
  /** Orders holding the code now (a cancelled order gives its use back). */
  uses: z.number().int(),
  /** The discount those orders were given, paise. */
  discount_given: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponListQuerySchema = PageQuerySchema.extend({
  q: optional(line('q', 40)),
});
export const CouponListSchema = z.object({ coupons: z.array(CouponSchema), pageInfo: PageInfoSchema });
export const CouponParamsSchema = z.object({ id: uuid('id') });
