import { describe, expect, it } from 'vitest';
import { windowBodyOf, windowFormOf, windowSummary } from './return-window.ts';

describe('the Return window control', () => {
  it('reads a stored window as inherit, not returnable or its days', () => {
    expect(windowFormOf(null)).toEqual({ choice: 'inherit', days: '7' });
    expect(windowFormOf(undefined)).toEqual({ choice: 'inherit', days: '7' });
    expect(windowFormOf(0)).toEqual({ choice: 'none', days: '7' });
    expect(windowFormOf(30)).toEqual({ choice: 'days', days: '30' });
    expect(windowSummary(null)).toBe('Inherited');
    expect(windowSummary(0)).toBe('Not returnable');
    expect(windowSummary(14)).toBe('14-day returns from delivery');
  });

  it('sends null to inherit, 0 for not returnable, and whole days from 1 to 90', () => {
    expect(windowBodyOf({ choice: 'inherit', days: 'x' }).body).toEqual({ returnDays: null });
    expect(windowBodyOf({ choice: 'none', days: '' }).body).toEqual({ returnDays: 0 });
    expect(windowBodyOf({ choice: 'days', days: ' 30 ' }).body).toEqual({ returnDays: 30 });
    expect(windowBodyOf({ choice: 'days', days: '90' }).body).toEqual({ returnDays: 90 });
    for (const days of ['0', '', '2.5', '-3', 'ten'])
      expect(windowBodyOf({ choice: 'days', days }).errors).toEqual({
        returnDays: 'Enter a whole number of days from 1 to 90',
      });
    expect(windowBodyOf({ choice: 'days', days: '91' }).errors).toEqual({
      returnDays: 'returnDays must be at most 90',
    });
  });
});
