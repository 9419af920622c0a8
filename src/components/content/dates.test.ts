import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDate } from './dates.ts';

describe('content dates', () => {
  it('writes the long en-IN form: day, month name, year', () => {
    expect(formatLongDate(new Date('2026-11-22T06:00:00Z'))).toBe('22 November 2026');
    expect(formatLongDate(new Date('2026-01-05T06:00:00Z'))).toBe('5 January 2026');
  });

  it("uses India's calendar day, whatever the machine's time zone", () => {
    // 20:00 UTC is 01:30 the next morning in India.
    const lateEvening = new Date('2026-11-22T20:00:00Z');
    expect(formatLongDate(lateEvening)).toBe('23 November 2026');
    expect(isoDate(lateEvening)).toBe('2026-11-23');
  });

  it('gives the machine-readable date of the same day', () => {
    expect(isoDate(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });
});
