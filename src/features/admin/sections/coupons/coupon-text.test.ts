import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@contract/admin/rules.ts';
import { visibleSections } from '../../shell/sections.ts';
import { couponStatus, minOrderText, offerText, usesText, validText } from './coupon-text.ts';

const code = {
  active: true,
  starts_on: null,
  ends_on: null,
  uses: 0,
  max_uses: null,
};

describe('how the coupons list words a code', () => {
  it('words the offer of a per-cent code with or without a cap, and of a flat one', () => {
    expect(offerText({ kind: 'percent', value: 10, max_discount: 5000 })).toBe('10% off, up to ₹5,000');
    expect(offerText({ kind: 'percent', value: 15, max_discount: null })).toBe('15% off');
    expect(offerText({ kind: 'flat', value: 2000, max_discount: null })).toBe('₹2,000 off');
    expect(offerText({ kind: 'flat', value: 150000, max_discount: null })).toBe('₹1,50,000 off');
    expect(minOrderText(20000)).toBe('On orders above ₹20,000');
    expect(minOrderText(0)).toBeNull();
  });

  it('words the days a code is valid, India dates, both ends or either or neither', () => {
    expect(validText({ starts_on: null, ends_on: null })).toBe('Always');
    expect(validText({ starts_on: '2026-12-01', ends_on: '2026-12-31' })).toBe('1 Dec 2026 to 31 Dec 2026');
    expect(validText({ starts_on: '2026-12-01', ends_on: null })).toBe('From 1 Dec 2026');
    expect(validText({ starts_on: null, ends_on: '2027-01-05' })).toBe('Until 5 Jan 2027');
  });

  it('counts uses against the limit only when there is one', () => {
    expect(usesText({ uses: 3, max_uses: 5 })).toBe('3 of 5');
    expect(usesText({ uses: 3, max_uses: null })).toBe('3');
  });

  it('says where a code stands: off before expired before used up before not started', () => {
    const today = '2026-11-28';
    expect(couponStatus(code, today)).toBe('active');
    expect(couponStatus({ ...code, ends_on: today, starts_on: today }, today)).toBe('active');
    expect(couponStatus({ ...code, ends_on: '2026-11-27' }, today)).toBe('expired');
    expect(couponStatus({ ...code, uses: 5, max_uses: 5 }, today)).toBe('used_up');
    expect(couponStatus({ ...code, uses: 4, max_uses: 5 }, today)).toBe('active');
    expect(couponStatus({ ...code, starts_on: '2026-11-29' }, today)).toBe('scheduled');
    expect(couponStatus({ ...code, active: false, ends_on: '2026-01-01' }, today)).toBe('off');
    expect(couponStatus({ ...code, ends_on: '2026-01-01', uses: 9, max_uses: 9 }, today)).toBe('expired');
  });

  it('shows the Coupons section to every role that may read codes', () => {
    for (const role of ['owner', 'catalogue', 'sales', 'viewer'] as const)
      expect(visibleSections(ROLE_PERMISSIONS[role]).map((section) => section.id)).toContain('coupons');
  });
});
