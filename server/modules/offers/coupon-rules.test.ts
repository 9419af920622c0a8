// The coupon rules (decision 202): which codes apply and why not, and how a discount is spread over the
// lines so that every line's taxable value and GST are those of the price paid, to the paisa.
import { describe, expect, it } from 'vitest';
import { gstSplit } from '../../../contract/money.ts';
import type { QuoteLine } from '../../../contract/orders.ts';
import { applyCoupons, couponDiscount, type CouponContext, type CouponTerms } from './coupon-rules.ts';

const line = (
  productId: string,
  rupees: number,
  quantity = 1,
  rateBp = 1800,
  kind: QuoteLine['kind'] = 'product',
): QuoteLine => {
  const split = gstSplit({ amount: rupees * 100 * quantity, rateBp }, true);
  return {
    kind,
    productId: kind === 'product' ? productId : null,
    variantId: null,
    name: productId,
    variantName: null,
    slug: null,
    hsnCode: '9403',
    gstRateBp: rateBp,
    unitPrice: rupees,
    quantity,
    amount: split.amount,
    discount: 0,
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
  };
};

const coupon = (code: string, terms: Partial<CouponTerms> = {}): CouponTerms => ({
  id: `id-${code}`,
  code,
  kind: 'percent',
  value: 10,
  max_discount: null,
  min_order: 0,
  starts_on: null,
  ends_on: null,
  max_uses: null,
  per_customer_max: null,
  first_order_only: false,
  combinable: false,
  active: true,
  uses: 0,
  ...terms,
});

const context = (overrides: Partial<CouponContext> = {}): CouponContext => ({
  today: '2026-11-28',
  inScope: () => true,
  usedByShopper: new Map(),
  hasOrdered: false,
  intraState: true,
  ...overrides,
});

const codes = (...list: CouponTerms[]) => new Map(list.map((c) => [c.code, c]));

describe('a coupon discount', () => {
  it('is a share of the covered lines rounded down to the rupee, held to its cap', () => {
    expect(couponDiscount({ kind: 'percent', value: 10, max_discount: null }, 2_499_950)).toBe(249_900);
    expect(couponDiscount({ kind: 'percent', value: 10, max_discount: 2_000 }, 5_000_000)).toBe(200_000);
    expect(couponDiscount({ kind: 'flat', value: 1_500, max_discount: null }, 5_000_000)).toBe(150_000);
    // A flat code never takes more than the lines are worth.
    expect(couponDiscount({ kind: 'flat', value: 5_000, max_discount: null }, 120_000)).toBe(120_000);
  });
});

describe('applying codes to a cart', () => {
  const sofa = line('sofa', 45_000);
  const lamp = line('lamp', 3_999, 2, 1200);
  const fitting = line('fit', 1_500, 1, 1800, 'installation');

  it('spreads a discount over the covered lines in proportion, to the paisa, and works out their GST again', () => {
    const result = applyCoupons([sofa, lamp, fitting], ['SAVE10'], codes(coupon('SAVE10')), context());
    const [a, b, c] = result.lines;
    // 10% of ₹52,998 of goods is ₹5,299.80: ₹5,299 off, installation untouched.
    expect(result.discount).toBe(529_900);
    expect(a!.discount + b!.discount).toBe(529_900);
    expect(c).toEqual(fitting);
    // Shares follow the amounts: the sofa is 45,000 / 52,998 of the goods.
    expect(a!.discount).toBe(Math.round((529_900 * 4_500_000) / 5_299_800));
    for (const discounted of [a!, b!]) {
      const original = discounted === a ? sofa : lamp;
      expect(discounted.amount).toBe(original.amount - discounted.discount);
      const again = gstSplit({ amount: discounted.amount, rateBp: discounted.gstRateBp }, true);
      expect([discounted.taxable, discounted.cgst, discounted.sgst]).toEqual([
        again.taxable,
        again.cgst,
        again.sgst,
      ]);
      expect(discounted.taxable + discounted.cgst + discounted.sgst + discounted.igst).toBe(
        discounted.amount,
      );
    }
    expect(result.outcomes).toEqual([
      {
        code: 'SAVE10',
        couponId: 'id-SAVE10',
        applied: true,
        discount: 529_900,
        message: 'SAVE10 applied: ₹5,299 off.',
      },
    ]);
  });

  it('covers only the products in its scope', () => {
    const result = applyCoupons(
      [sofa, lamp],
      ['LAMPS'],
      codes(coupon('LAMPS', { kind: 'flat', value: 500 })),
      context({
        inScope: (_id, productId) => productId === 'lamp',
      }),
    );
    expect(result.lines[0]).toEqual(sofa);
    expect(result.lines[1]!.discount).toBe(50_000);
    const none = applyCoupons([sofa], ['LAMPS'], codes(coupon('LAMPS')), context({ inScope: () => false }));
    expect(none.outcomes[0]!.message).toBe('LAMPS does not apply to the items in your cart.');
    expect(none.lines).toEqual([sofa]);
  });

  it('says why a code does not apply, in words', () => {
    const cases: [CouponTerms, Partial<CouponContext>, string][] = [
      [coupon('OFF', { active: false }), {}, 'OFF is not a valid code. Please check it and try again.'],
      [coupon('SOON', { starts_on: '2026-12-01' }), {}, 'SOON can be used from 1 Dec 2026.'],
      [coupon('OLD', { ends_on: '2026-11-27' }), {}, 'OLD expired on 27 Nov 2026.'],
      [coupon('GONE', { max_uses: 5, uses: 5 }), {}, 'GONE has been used as many times as it can be.'],
      [coupon('FIRST', { first_order_only: true }), { hasOrdered: true }, 'FIRST is for a first order only.'],
      [
        coupon('ONCE', { per_customer_max: 1 }),
        { usedByShopper: new Map([['id-ONCE', 1]]) },
        'You have already used ONCE.',
      ],
      [coupon('BIG', { min_order: 50_000 }), {}, 'BIG is valid on orders above ₹50,000.'],
    ];
    for (const [terms, overrides, message] of cases) {
      const result = applyCoupons([sofa], [terms.code], codes(terms), context(overrides));
      expect(result.outcomes[0]).toMatchObject({ applied: false, discount: 0, message });
      expect(result.lines).toEqual([sofa]);
    }
    expect(applyCoupons([sofa], ['NOPE'], codes(), context()).outcomes[0]!.message).toBe(
      'NOPE is not a valid code. Please check it and try again.',
    );
  });

  it('applies on its first and last day, and above its minimum only', () => {
    const dated = coupon('DAY', { starts_on: '2026-11-28', ends_on: '2026-11-28' });
    expect(applyCoupons([sofa], ['DAY'], codes(dated), context()).outcomes[0]!.applied).toBe(true);
    const exactly = coupon('MIN', { min_order: 45_000 });
    expect(applyCoupons([sofa], ['MIN'], codes(exactly), context()).outcomes[0]!.applied).toBe(false);
    expect(applyCoupons([sofa, lamp], ['MIN'], codes(exactly), context()).outcomes[0]!.applied).toBe(true);
  });

  it('leaves limits it cannot check yet to the order, where the shopper is known', () => {
    const first = coupon('FIRST', { first_order_only: true, per_customer_max: 1 });
    const result = applyCoupons(
      [sofa],
      ['FIRST'],
      codes(first),
      context({ usedByShopper: null, hasOrdered: null }),
    );
    expect(result.outcomes[0]!.applied).toBe(true);
  });

  it('combines codes only when every one of them allows it, each on what the one before left', () => {
    const a = coupon('A10', { combinable: true });
    const b = coupon('B500', { kind: 'flat', value: 500, combinable: true });
    const solo = coupon('SOLO');
    const both = applyCoupons([sofa], ['A10', 'B500'], codes(a, b), context());
    expect(both.outcomes.map((o) => o.discount)).toEqual([450_000, 50_000]);
    expect(both.lines[0]!.discount).toBe(500_000);
    expect(both.lines[0]!.amount).toBe(4_000_000);
    const refused = applyCoupons([sofa], ['A10', 'SOLO'], codes(a, solo), context());
    expect(refused.outcomes[1]!.message).toBe("SOLO can't be used together with another code.");
    const refusedFirst = applyCoupons([sofa], ['SOLO', 'A10'], codes(a, solo), context());
    expect(refusedFirst.outcomes[1]!.applied).toBe(false);
    expect(refusedFirst.discount).toBe(450_000);
  });

  it('splits IGST again for a supply to another state', () => {
    const far = { ...sofa, ...gstSplit({ amount: sofa.amount, rateBp: 1800 }, false) };
    const result = applyCoupons([far], ['SAVE10'], codes(coupon('SAVE10')), context({ intraState: false }));
    const discounted = result.lines[0]!;
    expect(discounted.cgst).toBe(0);
    expect(discounted.igst).toBe(gstSplit({ amount: 4_050_000, rateBp: 1800 }, false).igst);
    expect(discounted.taxable + discounted.igst).toBe(4_050_000);
  });
});
