import { describe, expect, it } from 'vitest';
import type { User } from '@contract/account.ts';
import { PlaceOrderSchema } from '@contract/orders.ts';
import {
  addressStateProblem,
  CHECKOUT_FIELD_ORDER,
  EMPTY_CHECKOUT,
  STATES_BY_NAME,
  withPincode,
  placeCheckoutErrors,
  prefillFrom,
  profileLeavesArea,
  stateCodeOf,
  toPlaceOrder,
  validateCheckout,
  type CheckoutForm,
} from './checkout-form.ts';
import { CHECKOUT_COPY } from './orders-copy.ts';

const filled: CheckoutForm = {
  ...EMPTY_CHECKOUT,
  name: ' Asha Reddy ',
  email: 'asha@example.in ',
  phone: '+91 98480 22338',
  delivery: {
    line1: 'Flat 302, Lotus Residency, Road No. 12',
    area: 'Banjara Hills',
    landmark: '',
    city: 'Hyderabad',
    stateCode: '36',
    pincode: '500034',
  },
};
const lines = [
  { productId: '6f1c1a52-0000-4000-8000-000000000001', variantId: null, quantity: 2, price: 2899 },
];

describe('the checkout form', () => {
  it('names every missing field in the order of the form, with the messages the API uses', () => {
    const errors = validateCheckout({ ...EMPTY_CHECKOUT, billingSame: false });
    expect(Object.keys(errors)).toEqual([
      'name',
      'email',
      'phone',
      'delivery.line1',
      'delivery.area',
      'delivery.city',
      'delivery.stateCode',
      'delivery.pincode',
      'billing.line1',
      'billing.area',
      'billing.city',
      'billing.stateCode',
      'billing.pincode',
    ]);
    expect(errors['delivery.pincode']).toBe('Enter a valid 6-digit pincode.');
    expect(errors.name).toBe('Name is required');
    expect(Object.keys(errors).every((field) => CHECKOUT_FIELD_ORDER.includes(field as never))).toBe(true);
  });

  it('checks an e-mail address, a pincode and a GSTIN before sending', () => {
    expect(validateCheckout(filled)).toEqual({});
    expect(validateCheckout({ ...filled, email: 'asha@' }).email).toBe('Please enter a valid email address');
    expect(validateCheckout({ ...filled, delivery: { ...filled.delivery, pincode: '050034' } })).toEqual({
      'delivery.pincode': 'Enter a valid 6-digit pincode.',
    });
    expect(validateCheckout({ ...filled, gstin: '36aakfa4821m1z9' })).toEqual({});
    expect(validateCheckout({ ...filled, gstin: '36AAKFA4821M1Z8' }).gstin).toMatch(/check/i);
  });

  it('becomes an order request the contract accepts, billing to the delivery address unless told', () => {
    const request = toPlaceOrder({ ...filled, gstin: ' 36aakfa4821m1z9 ' }, lines);
    expect(request).toMatchObject({
      name: 'Asha Reddy',
      email: 'asha@example.in',
      billing: null,
      gstin: '36AAKFA4821M1Z9',
      paymentMethod: 'cod',
      installation: false,
      lines,
    });
    expect(request.delivery).not.toHaveProperty('landmark');
    expect(PlaceOrderSchema.safeParse(request).success).toBe(true);
    const billed = toPlaceOrder(
      {
        ...filled,
        billingSame: false,
        billing: { ...filled.delivery, city: 'Secunderabad', pincode: '500003' },
      },
      lines,
    );
    expect(billed.billing).toMatchObject({ city: 'Secunderabad', pincode: '500003' });
    expect(toPlaceOrder(filled, lines)).not.toHaveProperty('gstin');
  });

  it("fills empty fields from the customer's profile and keeps what was typed", () => {
    const user = {
      full_name: 'Asha Reddy',
      email: 'asha@example.in',
      phone: '+91 98480 22338',
      address: '12 Lotus Residency',
      city: 'Hyderabad',
      state: 'telangana',
      pincode: '500034',
    } as User;
    const form = prefillFrom({ ...EMPTY_CHECKOUT, name: 'A. Reddy' }, user);
    expect(form.name).toBe('A. Reddy');
    expect(form.email).toBe('asha@example.in');
    expect(form.delivery).toMatchObject({ line1: '12 Lotus Residency', stateCode: '36', pincode: '500034' });
    expect(stateCodeOf('Maharashtra')).toBe('27');
    expect(stateCodeOf('Atlantis')).toBe('');
  });

  it('leaves the area, which a profile does not hold, to the shopper with a note beside it', () => {
    const user = { full_name: 'Asha Reddy', address: '12 Lotus Residency', city: 'Hyderabad' } as User;
    const form = prefillFrom(EMPTY_CHECKOUT, user);
    expect(form.delivery.area).toBe('');
    expect(validateCheckout(form)['delivery.area']).toBe('Area is required');
    expect(profileLeavesArea(user)).toBe(true);
    expect(CHECKOUT_COPY.areaFromProfile).toBe('Your profile has no area: please add your area or locality.');
    // Without an address the profile fills no part of the address; the field is the shopper's as usual.
    expect(profileLeavesArea({ ...user, address: null })).toBe(false);
    expect(profileLeavesArea({ ...user, address: '  ' })).toBe(false);
  });

  it("places the API's field errors on the form and drops the ones it does not show", () => {
    expect(
      placeCheckoutErrors({
        'delivery.pincode': 'not serviceable',
        'billing.city': 'City is required',
        'lines.0.price': 'price must be whole rupees',
      }),
    ).toEqual({ 'delivery.pincode': 'not serviceable', 'billing.city': 'City is required' });
  });
});

describe('the state of an address (decision 158)', () => {
  it('fills the state in from a pincode with one state, and leaves it for a shared or unknown one', () => {
    const typed = { ...EMPTY_CHECKOUT.delivery, stateCode: '36' };
    expect(withPincode(typed, '560034').stateCode).toBe('29');
    expect(withPincode(typed, '5600').stateCode).toBe('36');
    expect(withPincode(typed, '160062')).toMatchObject({ pincode: '160062', stateCode: '36' });
    expect(withPincode(typed, '990001').stateCode).toBe('36');
  });

  it('names a state that is not the pincode’s, under the state', () => {
    const wrong = { ...filled, delivery: { ...filled.delivery, stateCode: '27', pincode: '500081' } };
    expect(addressStateProblem(wrong.delivery)).toBe(
      'Pincode 500081 is in Telangana. Please choose it, or check the pincode.',
    );
    expect(validateCheckout(wrong)).toEqual({
      'delivery.stateCode': 'Pincode 500081 is in Telangana. Please choose it, or check the pincode.',
    });
    expect(addressStateProblem({ ...filled.delivery, stateCode: '03', pincode: '160062' })).toBeUndefined();
  });

  it('names a GSTIN of another state than the billing address’s', () => {
    expect(validateCheckout({ ...filled, gstin: '29AAGCB7383J1Z4' }).gstin).toBe(
      "This GSTIN is registered in Karnataka. The invoice needs a GSTIN of the billing address's state, Telangana.",
    );
    const billedInBengaluru = {
      ...filled,
      gstin: '29AAGCB7383J1Z4',
      billingSame: false,
      billing: { ...filled.delivery, city: 'Bengaluru', stateCode: '29', pincode: '560034' },
    };
    expect(validateCheckout(billedInBengaluru)).toEqual({});
  });

  it('lists the states by name', () => {
    const names = STATES_BY_NAME.map((state) => state.name);
    expect(names[0]).toBe('Andaman and Nicobar Islands');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toHaveLength(36);
  });
});
