import { describe, expect, it } from 'vitest';
import { cartOutlook, paymentOutlook } from './payment-outlook.ts';

const settings = { codMaxRupees: 50_000, onlinePayment: false, unitsMax: 30 };

describe('whether a cart can be paid on the website', () => {
  it('needs nothing said under the cash-on-delivery cap', () => {
    expect(cartOutlook(3, 50_000, settings)).toEqual({ message: null, needsCall: false });
  });

  it('above the cap without online payment, needs a call and says so', () => {
    expect(cartOutlook(1, 248_900, settings)).toEqual({
      message:
        'This order needs online payment or a call: cash on delivery is available for orders up to ₹50,000, and online payment is not available yet. Request a callback and we will take your order by phone.',
      needsCall: true,
    });
  });

  it('above the cap with online payment, points to it and offers a call', () => {
    expect(cartOutlook(1, 248_900, { ...settings, onlinePayment: true })).toEqual({
      message:
        'This order needs online payment or a call: cash on delivery is available for orders up to ₹50,000. Pay online at checkout, or request a callback.',
      needsCall: false,
    });
  });

  it('needs a call for more pieces than an unpaid order may hold, whatever the payment', () => {
    expect(cartOutlook(31, 20_000, { ...settings, onlinePayment: true })).toEqual({
      message:
        'An order placed here may hold at most 30 pieces until it is paid. Request a callback and we will take your order by phone.',
      needsCall: true,
    });
  });

  it('takes a quote’s reason, such as a pincode without cash on delivery', () => {
    expect(
      paymentOutlook({
        count: 1,
        unitsMax: 30,
        cod: { available: false, reason: 'Cash on delivery is not available for pincode 110001.' },
        online: false,
      }).message,
    ).toBe(
      'This order needs online payment or a call: cash on delivery is not available for pincode 110001, and online payment is not available yet. Request a callback and we will take your order by phone.',
    );
  });
});
