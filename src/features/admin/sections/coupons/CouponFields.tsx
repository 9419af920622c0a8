// The coupon form's fields (decision 202): the code and what it gives, where it applies, when and how
// often. Amounts are whole rupees; each field shows its own error.
import {
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  COUPON_PERCENT_MAX,
  COUPON_SCOPE_LABELS,
  COUPON_SCOPES,
  type CouponKind,
  type CouponScope,
} from '@contract/admin/coupons.ts';
import type { ReactNode } from 'react';
import { CheckboxField, SelectField, TextField } from '../../components/fields.tsx';
import type { FieldErrors } from '../../lib/field-errors.ts';
import { couponFieldId, errorOf, type CouponFormValues } from './coupon-form.ts';
import { CategoryPicker, ProductPicker } from './ScopePickers.tsx';

type TextName =
  | 'code'
  | 'description'
  | 'value'
  | 'max_discount'
  | 'min_order'
  | 'starts_on'
  | 'ends_on'
  | 'max_uses'
  | 'per_customer_max';

export interface CouponFieldsProps {
  values: CouponFormValues;
  errors: FieldErrors;
  set: <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => void;
}

const KIND_OPTIONS = COUPON_KINDS.map((kind) => ({ value: kind, label: COUPON_KIND_LABELS[kind] }));
const SCOPE_OPTIONS = COUPON_SCOPES.map((scope) => ({ value: scope, label: COUPON_SCOPE_LABELS[scope] }));

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-sand bg-white p-4" aria-label={title}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function CouponFields({ values, errors, set }: CouponFieldsProps) {
  const text = (name: TextName, label: string, extra: { hint?: string; type?: string } = {}) => {
    const numeric = !['code', 'description', 'starts_on', 'ends_on'].includes(name);
    return (
      <TextField
        id={couponFieldId(name)}
        label={label}
        value={values[name]}
        error={errorOf(errors, name)}
        onChange={(event) =>
          set(name, name === 'code' ? event.target.value.toUpperCase() : event.target.value)
        }
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        {...extra}
      />
    );
  };
  const percent = values.kind === 'percent';
  return (
    <>
      <Panel title="The code">
        {text('code', 'Code', { hint: 'Letters, digits and hyphens; shoppers may type it in any case.' })}
        {text('description', 'Description', { hint: 'For staff: what the code is for.' })}
        <SelectField
          id={couponFieldId('kind')}
          label="Discount"
          options={KIND_OPTIONS}
          value={values.kind}
          error={errorOf(errors, 'kind')}
          onChange={(event) => set('kind', event.target.value as CouponKind)}
        />
        {text('value', percent ? `Per cent off (1 to ${COUPON_PERCENT_MAX})` : 'Rupees off (₹)')}
        {percent
          ? text('max_discount', 'Largest discount (₹)', { hint: 'Leave empty for no upper limit.' })
          : null}
        {text('min_order', 'Valid on orders above (₹)', { hint: 'Leave empty for any order.' })}
      </Panel>
      <Panel title="Where it applies">
        <SelectField
          id={couponFieldId('scope')}
          label="Applies to"
          options={SCOPE_OPTIONS}
          value={values.scope}
          error={errorOf(errors, 'scope')}
          onChange={(event) => set('scope', event.target.value as CouponScope)}
        />
        {values.scope === 'categories' ? (
          <CategoryPicker
            selected={values.category_ids}
            onChange={(ids) => set('category_ids', ids)}
            error={errorOf(errors, 'category_ids')}
          />
        ) : null}
        {values.scope === 'products' ? (
          <ProductPicker
            selected={values.product_ids}
            onChange={(ids) => set('product_ids', ids)}
            error={errorOf(errors, 'product_ids')}
          />
        ) : null}
      </Panel>
      <Panel title="When and how often">
        {text('starts_on', 'First day', { type: 'date', hint: 'Days in India. Leave empty to start now.' })}
        {text('ends_on', 'Last day', { type: 'date', hint: 'Leave empty for no end.' })}
        {text('max_uses', 'Uses in all', { hint: 'Leave empty for no limit.' })}
        {text('per_customer_max', 'Uses per customer', { hint: 'Leave empty for no limit.' })}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <CheckboxField
            id={couponFieldId('first_order_only')}
            label="First order only"
            checked={values.first_order_only}
            onChange={(checked) => set('first_order_only', checked)}
          />
          <CheckboxField
            id={couponFieldId('combinable')}
            label="Can be combined with other codes"
            checked={values.combinable}
            onChange={(checked) => set('combinable', checked)}
          />
          <CheckboxField
            id={couponFieldId('active')}
            label="Active (shoppers can use it)"
            checked={values.active}
            onChange={(checked) => set('active', checked)}
          />
        </div>
      </Panel>
    </>
  );
}
