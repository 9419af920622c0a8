import { describe, expect, it } from 'vitest';
import { bookingCounts, bookingsByDay } from './calendar-slots.ts';

describe('the calendar’s deliveries and installations', () => {
  it('are grouped by day, in the order listed', () => {
    const days = bookingsByDay([
      { id: 'a', date: '2026-11-30' },
      { id: 'b', date: '2026-12-01' },
      { id: 'c', date: '2026-11-30' },
    ]);
    expect([...days.keys()]).toEqual(['2026-11-30', '2026-12-01']);
    expect(days.get('2026-11-30')?.map((booking) => booking.id)).toEqual(['a', 'c']);
  });

  it('are counted by purpose in words', () => {
    expect(bookingCounts([])).toBe('Nothing booked');
    expect(
      bookingCounts([{ purpose: 'delivery' }, { purpose: 'installation' }, { purpose: 'delivery' }]),
    ).toBe('2 deliveries, 1 installation');
    expect(bookingCounts([{ purpose: 'pickup' }, { purpose: 'pickup' }])).toBe('2 pickups');
  });
});
