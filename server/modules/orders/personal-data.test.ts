import { describe, expect, it } from 'vitest';
import { ERASED_NAME } from '../../lib/erased.ts';
import { keptForInvoice, NAMED_B2C_FROM_PAISE } from './personal-data.ts';

const home = {
  line1: '14 Palm Grove',
  area: 'Jubilee Hills',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500033',
};
const office = {
  line1: '4-1-12 Abids Road',
  area: 'Abids',
  city: 'Hyderabad',
  stateCode: '36',
  pincode: '500001',
};
const stateOnly = { line1: '', area: '', city: '', stateCode: '36', pincode: '' };
const order = (fields: { gstin?: string; taxable_paise: number }) => ({
  name: 'Meera Iyer',
  gstin: fields.gstin ?? null,
  taxable_paise: fields.taxable_paise,
  delivery_address: home,
  billing_address: office,
});

describe('what an erased customer’s order keeps for its invoice (Rule 46)', () => {
  it('keeps a registered buyer’s name, address and GSTIN, and only the state they received it in', () => {
    expect(keptForInvoice(order({ gstin: '36AABCS1429B1ZV', taxable_paise: 1_000_00 }))).toEqual({
      name: 'Meera Iyer',
      billing_address: office,
      delivery_address: stateOnly,
    });
  });

  it('keeps an unregistered buyer’s name and both addresses from ₹50,000 of taxable value', () => {
    expect(keptForInvoice(order({ taxable_paise: NAMED_B2C_FROM_PAISE }))).toEqual({
      name: 'Meera Iyer',
      billing_address: office,
      delivery_address: home,
    });
  });

  it('keeps only the states below ₹50,000, where the invoice need not name the buyer', () => {
    expect(keptForInvoice(order({ taxable_paise: NAMED_B2C_FROM_PAISE - 1 }))).toEqual({
      name: ERASED_NAME,
      billing_address: stateOnly,
      delivery_address: stateOnly,
    });
  });
});
