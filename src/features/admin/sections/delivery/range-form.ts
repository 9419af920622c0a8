// The range form's values as typed, and the range they make (decision 120's rules, checked by the
// contract's schema before anything is sent).
import type { DeliveryRange, DeliveryRangeInput } from '@contract/admin/delivery.ts';
import type { InstallationKind } from '@contract/delivery.ts';

export interface RangeFormValues {
  pincode_from: string;
  pincode_to: string;
  zone: string;
  delivery_days_min: string;
  delivery_days_max: string;
  installation: InstallationKind;
  installation_price: string;
  cod_allowed: boolean;
}

export const EMPTY_RANGE: RangeFormValues = {
  pincode_from: '',
  pincode_to: '',
  zone: '',
  delivery_days_min: '',
  delivery_days_max: '',
  installation: 'free',
  installation_price: '',
  cod_allowed: true,
};

export const formValuesOf = (range: DeliveryRange): RangeFormValues => ({
  pincode_from: range.pincode_from,
  pincode_to: range.pincode_to,
  zone: range.zone,
  delivery_days_min: String(range.delivery_days_min),
  delivery_days_max: String(range.delivery_days_max),
  installation: range.installation,
  installation_price: range.installation_price === null ? '' : String(range.installation_price),
  cod_allowed: range.cod_allowed,
});

/** A number field as the schema expects it: a number, or the text itself so the schema names it. */
const numberOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/** What the form sends: a single pincode is a range of one (an empty "to" repeats "from"). */
export function rangeInputOf(values: RangeFormValues): Record<keyof DeliveryRangeInput, unknown> {
  return {
    pincode_from: values.pincode_from.trim(),
    pincode_to: values.pincode_to.trim() || values.pincode_from.trim(),
    zone: values.zone,
    delivery_days_min: numberOf(values.delivery_days_min),
    delivery_days_max: numberOf(values.delivery_days_max),
    installation: values.installation,
    installation_price:
      values.installation === 'paid' && values.installation_price.trim()
        ? numberOf(values.installation_price)
        : null,
    cod_allowed: values.cod_allowed,
  };
}
