import { describe, expect, it } from 'vitest';
import {
  lineEligibility,
  nextReturnStates,
  returnDaysOf,
  returnPolicyText,
  spreadDeduction,
  unitsValue,
} from './return-rules.ts';

const line = { days: 7, deliveredOn: '2026-11-20', quantity: 2, asked: 0, goods: true };

describe('the return window', () => {
  it('runs from the delivery day to the last day inclusive', () => {
    expect(lineEligibility(line, '2026-11-27')).toEqual({
      returnable: true,
      until: '2026-11-27',
      remaining: 2,
      why: null,
    });
    expect(lineEligibility(line, '2026-11-28')).toEqual({
      returnable: false,
      until: '2026-11-27',
      remaining: 2,
      why: 'The return window for this piece closed on 2026-11-27.',
    });
  });

  it('says why a line cannot be returned', () => {
    expect(lineEligibility({ ...line, deliveredOn: null }, '2026-11-21').why).toBe(
      'Only a delivered order can be returned.',
    );
    expect(lineEligibility({ ...line, days: 0 }, '2026-11-21').why).toBe(
      'This piece is made for you and is not returnable.',
    );
    expect(lineEligibility({ ...line, goods: false }, '2026-11-21').why).toBe(
      'Installation is a service and cannot be returned.',
    );
    expect(lineEligibility({ ...line, asked: 2 }, '2026-11-21')).toMatchObject({
      returnable: false,
      remaining: 0,
      why: 'Every unit of this piece has already been asked back.',
    });
  });

  it('takes the first window set: the product, its category, the parent, then the shop', () => {
    expect(returnDaysOf(0, 10, 14)).toBe(0);
    expect(returnDaysOf(null, 10, 14)).toBe(10);
    expect(returnDaysOf(null, null, 14)).toBe(14);
    expect(returnDaysOf(null, undefined, null)).toBe(7);
    expect(returnPolicyText(0)).toBe('Not returnable');
    expect(returnPolicyText(10)).toBe('10-day returns from delivery');
  });
});

describe('what returned units are worth', () => {
  it('shares a line unit by unit so that every unit returned adds up to the line exactly', () => {
    const odd = { amount: 1_000_01, quantity: 3 };
    const one = unitsValue(odd, 0, 1);
    const two = unitsValue(odd, 1, 1);
    const three = unitsValue(odd, 2, 1);
    expect([one, two, three]).toEqual([33_334, 33_333, 33_334]);
    expect(one + two + three).toBe(1_000_01);
    expect(unitsValue(odd, 0, 2) + unitsValue(odd, 2, 1)).toBe(1_000_01);
    expect(() => unitsValue(odd, 2, 2)).toThrow();
  });

  it('spreads a deduction in proportion, to the paisa, never above a line', () => {
    expect(spreadDeduction([30_000, 10_000], 10_000)).toEqual([7_500, 2_500]);
    expect(spreadDeduction([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(spreadDeduction([100, 0], 100)).toEqual([100, 0]);
    const shares = spreadDeduction([33_333, 33_334, 33_333], 50_001);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(50_001);
    expect(() => spreadDeduction([100], 101)).toThrow();
    expect(() => spreadDeduction([100], -1)).toThrow();
  });
});

describe('the steps of a return', () => {
  it('ends a return refunded and a replacement closed', () => {
    expect(nextReturnStates('return', 'requested')).toEqual(['approved', 'rejected']);
    expect(nextReturnStates('return', 'approved')).toEqual(['collected']);
    expect(nextReturnStates('replacement', 'approved')).toEqual(['collected', 'replacement_sent']);
    expect(nextReturnStates('return', 'inspected')).toEqual(['refunded']);
    expect(nextReturnStates('replacement', 'inspected')).toEqual(['replacement_sent']);
    expect(nextReturnStates('return', 'refunded')).toEqual([]);
  });
});
