import { describe, expect, it } from 'vitest';
import { deliveryWindow, isPincode } from './delivery-rules.ts';

describe('pincodes', () => {
  it('are six digits not starting with 0', () => {
    for (const good of ['500032', '110001', '999999', ' 400001 ']) expect(isPincode(good), good).toBe(true);
    for (const bad of ['050003', '50003', '5000321', '50003a', '', '５０００３２'])
      expect(isPincode(bad), bad).toBe(false);
  });
});

describe('a delivery window', () => {
  it('reads "12–15 Dec" within a month, with an en dash', () => {
    expect(deliveryWindow('2026-12-12', '2026-12-15')).toBe('12–15 Dec');
  });
  it('names both months across a month end, and both years are implied by the dates', () => {
    expect(deliveryWindow('2026-12-30', '2027-01-03')).toBe('30 Dec – 3 Jan');
    expect(deliveryWindow('2026-11-28', '2026-12-02')).toBe('28 Nov – 2 Dec');
  });
  it('is one day when both dates are the same', () => {
    expect(deliveryWindow('2026-12-05', '2026-12-05')).toBe('5 Dec');
  });
});
