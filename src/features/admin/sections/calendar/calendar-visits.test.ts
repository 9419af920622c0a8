import { describe, expect, it } from 'vitest';
import { visitsByDay, visitTimeRange } from './calendar-visits.ts';

describe('the calendar’s site visits', () => {
  it('read their time in India', () => {
    expect(
      visitTimeRange({ starts_at: '2026-11-30T05:00:00.000Z', ends_at: '2026-11-30T06:30:00.000Z' }),
    ).toBe('10:30 am to 12:00 pm');
  });

  it('are grouped by India day, each day’s in the order they start', () => {
    const days = visitsByDay([
      { id: 'b', date: '2026-11-30', starts_at: '2026-11-30T09:00:00.000Z' },
      { id: 'c', date: '2026-12-01', starts_at: '2026-11-30T19:00:00.000Z' },
      { id: 'a', date: '2026-11-30', starts_at: '2026-11-30T04:30:00.000Z' },
    ]);
    expect([...days.keys()]).toEqual(['2026-11-30', '2026-12-01']);
    expect(days.get('2026-11-30')?.map((visit) => visit.id)).toEqual(['a', 'b']);
    expect(days.get('2026-12-01')?.map((visit) => visit.id)).toEqual(['c']);
    expect(days.get('2026-12-02')).toBeUndefined();
  });
});
