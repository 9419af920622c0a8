import { describe, expect, it } from 'vitest';
import type { Quote } from '@contract/orders.ts';
import { checkoutPayment } from './checkout-payment.ts';

const settings = { codMaxRupees: 50_000, onlinePayment: false, unitsMax: 30 };

const quote = (payment: Quote['payment'], serviceable = true): Quote => ({
  lines: [],
  totals: { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
  intraState: true,
  placeOfSupply: { code: '36', name: 'Telangana' },
  delivery: { serviceable, zone: null, estimatedDelivery: null, installation: null },
  payment,
  priceChanges: [],
  problems: [],
  coupons: [],
  discount: 0,
});

describe('the payments checkout offers', () => {
  it('applies the cash-on-delivery cap to the cart’s total before the state is chosen', () => {
    const kitchen = checkoutPayment({ settings, quote: null, count: 1, total: 248_900 });
    expect(kitchen.cod).toEqual({
      available: false,
      reason: 'Cash on delivery is available for orders up to ₹50,000.',
    });
    expect(kitchen.online).toBe(false);
    expect(kitchen.outlook?.needsCall).toBe(true);
    expect(checkoutPayment({ settings, quote: null, count: 1, total: 49_999 }).cod.available).toBe(true);
  });

  it('takes the quote’s answer once there is one', () => {
    const noCod = quote({
      cod: { available: false, reason: 'Cash on delivery is not available for pincode 110001.' },
      online: { available: true },
    });
    const payment = checkoutPayment({ settings, quote: noCod, count: 1, total: 20_000 });
    expect(payment).toMatchObject({ online: true, outlook: { needsCall: false } });
    const nothing = quote({
      cod: { available: false, reason: 'Cash on delivery is not available for pincode 110001.' },
      online: { available: false },
    });
    expect(checkoutPayment({ settings, quote: nothing, count: 1, total: 20_000 }).outlook?.needsCall).toBe(
      true,
    );
  });

  it('needs a call for more pieces than an unpaid order may hold, and says nothing until it knows', () => {
    const big = quote({ cod: { available: true, reason: null }, online: { available: true } });
    expect(checkoutPayment({ settings, quote: big, count: 31, total: 20_000 }).outlook?.needsCall).toBe(true);
    expect(checkoutPayment({ settings: null, quote: null, count: 31, total: 20_000 }).outlook).toBeNull();
  });

  it('leaves a pincode the shop does not serve to its own message', () => {
    const far = quote({ cod: { available: false, reason: null }, online: { available: false } }, false);
    expect(checkoutPayment({ settings, quote: far, count: 1, total: 20_000 }).outlook).toBeNull();
  });
});
