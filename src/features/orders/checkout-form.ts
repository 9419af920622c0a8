// The checkout form's rules (docs/orders.md), apart from its React component so they are tested alone:
// what the form holds, the checks made before anything is sent, the order request it becomes, and the
// profile that pre-fills it. Field names are the API's own dotted paths ("delivery.pincode"), so the
// server's field errors land on the right control without a mapping table.
import type { User } from '@contract/account.ts';
import { isPincode } from '@contract/delivery-rules.ts';
import {
  GSTIN_MESSAGES,
  gstinProblem,
  gstinStateCode,
  INDIAN_STATES,
  wrongGstinStateHint,
} from '@contract/india-rules.ts';
import { pincodeMatchesState, stateForPincode, wrongStateHint } from '@contract/pincode-rules.ts';
import type { PaymentMethod } from '@contract/order-rules.ts';
import type { CheckoutLine, PlaceOrder } from '@contract/orders.ts';

export interface AddressForm {
  line1: string;
  area: string;
  landmark: string;
  city: string;
  stateCode: string;
  pincode: string;
}

export interface CheckoutForm {
  name: string;
  email: string;
  phone: string;
  delivery: AddressForm;
  billingSame: boolean;
  billing: AddressForm;
  gstin: string;
  installation: boolean;
  paymentMethod: PaymentMethod;
}

export type AddressPart = keyof AddressForm;
export type CheckoutField =
  | 'name'
  | 'email'
  | 'phone'
  | `delivery.${AddressPart}`
  | `billing.${AddressPart}`
  | 'gstin'
  | 'paymentMethod';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_ADDRESS: AddressForm = {
  line1: '',
  area: '',
  landmark: '',
  city: '',
  stateCode: '',
  pincode: '',
};

export const EMPTY_CHECKOUT: CheckoutForm = {
  name: '',
  email: '',
  phone: '',
  delivery: EMPTY_ADDRESS,
  billingSame: true,
  billing: EMPTY_ADDRESS,
  gstin: '',
  installation: false,
  paymentMethod: 'cod',
};

/** In the order of the form, so the first error is the first field to fix. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  'name',
  'email',
  'phone',
  ...(['line1', 'area', 'landmark', 'city', 'stateCode', 'pincode'] as const).map(
    (part) => `delivery.${part}` as const,
  ),
  ...(['line1', 'area', 'landmark', 'city', 'stateCode', 'pincode'] as const).map(
    (part) => `billing.${part}` as const,
  ),
  'gstin',
  'paymentMethod',
];

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CHECKOUT_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailShape: 'Please enter a valid email address',
  phone: 'Phone number is required',
  line1: 'Address is required',
  area: 'Area is required',
  city: 'City is required',
  stateCode: 'State is required',
  pincode: 'Enter a valid 6-digit pincode.',
} as const;

/** The states for the form's list, by name (the contract keeps them in the order of their GST codes). */
export const STATES_BY_NAME = [...INDIAN_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));

/** What is wrong with an address's state for its pincode (decision 158), or undefined. */
export function addressStateProblem(address: AddressForm): string | undefined {
  if (!address.stateCode || !isPincode(address.pincode)) return undefined;
  return pincodeMatchesState(address.pincode, address.stateCode)
    ? undefined
    : wrongStateHint(address.pincode);
}

/** A new pincode, with the state filled in from it when the pincode has one state. */
export function withPincode(address: AddressForm, pincode: string): AddressForm {
  const state = isPincode(pincode) ? stateForPincode(pincode) : undefined;
  return { ...address, pincode, stateCode: state ?? address.stateCode };
}

function checkAddress(prefix: 'delivery' | 'billing', address: AddressForm, errors: CheckoutErrors): void {
  if (!address.line1.trim()) errors[`${prefix}.line1`] = CHECKOUT_MESSAGES.line1;
  if (!address.area.trim()) errors[`${prefix}.area`] = CHECKOUT_MESSAGES.area;
  if (!address.city.trim()) errors[`${prefix}.city`] = CHECKOUT_MESSAGES.city;
  if (!address.stateCode) errors[`${prefix}.stateCode`] = CHECKOUT_MESSAGES.stateCode;
  const stateProblem = addressStateProblem(address);
  if (stateProblem) errors[`${prefix}.stateCode`] = stateProblem;
  if (!isPincode(address.pincode)) errors[`${prefix}.pincode`] = CHECKOUT_MESSAGES.pincode;
}

/** What can be told before asking the API: missing fields, an e-mail's shape, a pincode, a GSTIN. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!form.name.trim()) errors.name = CHECKOUT_MESSAGES.name;
  if (!form.email.trim()) errors.email = CHECKOUT_MESSAGES.email;
  else if (!EMAIL_RE.test(form.email.trim())) errors.email = CHECKOUT_MESSAGES.emailShape;
  if (!form.phone.trim()) errors.phone = CHECKOUT_MESSAGES.phone;
  checkAddress('delivery', form.delivery, errors);
  if (!form.billingSame) checkAddress('billing', form.billing, errors);
  const gstin = normalizeGstin(form.gstin);
  const billingState = (form.billingSame ? form.delivery : form.billing).stateCode;
  if (gstin) {
    const problem = gstinProblem(gstin);
    if (problem) errors.gstin = GSTIN_MESSAGES[problem];
    else if (billingState && gstinStateCode(gstin) !== billingState)
      errors.gstin = wrongGstinStateHint(gstin, billingState);
  }
  return errors;
}

export const normalizeGstin = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const addressOf = (address: AddressForm) => ({
  line1: address.line1.trim(),
  area: address.area.trim(),
  ...(address.landmark.trim() ? { landmark: address.landmark.trim() } : {}),
  city: address.city.trim(),
  stateCode: address.stateCode,
  pincode: address.pincode.trim(),
});

/** The form and the cart's lines as the order request. The prices are what the shopper was shown. */
export function toPlaceOrder(form: CheckoutForm, lines: readonly CheckoutLine[]): PlaceOrder {
  const gstin = normalizeGstin(form.gstin);
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    delivery: addressOf(form.delivery),
    billing: form.billingSame ? null : addressOf(form.billing),
    ...(gstin ? { gstin } : {}),
    lines: [...lines],
    installation: form.installation,
    paymentMethod: form.paymentMethod,
  };
}

/** The state's GST code from what a profile holds: a name in any case, or a code. */
export function stateCodeOf(value: string | null | undefined): string {
  const wanted = (value ?? '').trim().toLowerCase();
  if (!wanted) return '';
  return (
    INDIAN_STATES.find((state) => state.name.toLowerCase() === wanted || state.code === wanted)?.code ?? ''
  );
}

/** A signed-in customer's profile fills what the form has empty; nothing typed is overwritten. */
export function prefillFrom(form: CheckoutForm, user: User): CheckoutForm {
  const keep = (typed: string, known: string | null | undefined) => typed || (known ?? '').trim();
  return {
    ...form,
    name: keep(form.name, user.full_name),
    email: keep(form.email, user.email),
    phone: keep(form.phone, user.phone),
    delivery: {
      ...form.delivery,
      line1: keep(form.delivery.line1, user.address),
      city: keep(form.delivery.city, user.city),
      stateCode: form.delivery.stateCode || stateCodeOf(user.state),
      pincode: keep(form.delivery.pincode, user.pincode),
    },
  };
}

/**
 * Whether pre-filling from this profile (on an empty form) fills the delivery address but leaves its area
 * to the shopper: a profile holds a street address and no area, so the form asks for the area beside
 * the field rather than after Place Order.
 */
export const profileLeavesArea = (user: User): boolean => !!user.address?.trim();

/** Whether the API's field name is one the form shows. */
export const isCheckoutField = (field: string): field is CheckoutField =>
  (CHECKOUT_FIELD_ORDER as readonly string[]).includes(field);

/** The server's field errors placed on the form; the first message of each field wins. */
export function placeCheckoutErrors(byField: Record<string, string>): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, message] of Object.entries(byField)) {
    if (isCheckoutField(field)) errors[field] ??= message;
  }
  return errors;
}
