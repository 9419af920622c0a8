import { describe, expect, it } from 'vitest';
import {
  changeableUntil,
  earliestSlotDay,
  mayChangeSlot,
  slotDayText,
  slotKindOf,
  slotWindow,
  weekdayOf,
} from './slot-rules.ts';

describe('the reschedule rule', () => {
  it('lets a slot move until 48 hours before its day starts in India, and not after', () => {
    // 14 July 2026 starts in India at 13 July 18:30 UTC; 48 hours earlier is 11 July 18:30 UTC.
    expect(changeableUntil('2026-07-14').toISOString()).toBe('2026-07-11T18:30:00.000Z');
    expect(mayChangeSlot('2026-07-14', new Date('2026-07-11T18:29:59.999Z'))).toBe(true);
    expect(mayChangeSlot('2026-07-14', new Date('2026-07-11T18:30:00.000Z'))).toBe(false);
    expect(mayChangeSlot('2026-07-14', new Date('2026-07-13T09:00:00.000Z'))).toBe(false);
  });
});

describe('the first day offered', () => {
  it('is the pincode’s fewest delivery days after today, never today', () => {
    expect(earliestSlotDay('2026-12-30', 3, 'delivery')).toBe('2027-01-02');
    expect(earliestSlotDay('2026-12-30', 0, 'delivery')).toBe('2026-12-31');
    expect(earliestSlotDay('2026-12-30', 3, 'pickup', '2027-01-09')).toBe('2027-01-02');
  });

  it('is, for an installation, its delivery’s day when that is later', () => {
    expect(earliestSlotDay('2026-12-30', 3, 'installation', '2027-01-09')).toBe('2027-01-09');
    expect(earliestSlotDay('2026-12-30', 3, 'installation', '2027-01-01')).toBe('2027-01-02');
    expect(earliestSlotDay('2026-12-30', 3, 'installation')).toBe('2027-01-02');
  });

  it('opens a window of 21 days', () => {
    expect(slotWindow('2027-01-02')).toEqual({ from: '2027-01-02', to: '2027-01-22' });
  });
});

describe('days and crews', () => {
  it('names a day the way e-mails and pages print it, and counts weekdays from Sunday', () => {
    expect(slotDayText('2026-07-14')).toBe('Tuesday, 14 July 2026');
    expect(weekdayOf('2026-07-12')).toBe(0);
    expect(weekdayOf('2026-07-18')).toBe(6);
  });

  it('books pickups on the delivery crews', () => {
    expect(slotKindOf('pickup')).toBe('delivery');
    expect(slotKindOf('delivery')).toBe('delivery');
    expect(slotKindOf('installation')).toBe('installation');
  });
});
