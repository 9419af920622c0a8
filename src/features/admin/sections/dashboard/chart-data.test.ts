import { describe, expect, it } from 'vitest';
import { bookingsChart, leadsChart } from './chart-data.ts';

describe('the dashboard’s charts', () => {
  it('stacks new leads per week by status, leaving out statuses no week has', () => {
    const chart = leadsChart([
      {
        week_start: '2026-11-09',
        counts: { new: 2, contacted: 1, scheduled: 0, completed: 0, converted: 0, lost: 0 },
      },
      {
        week_start: '2026-11-16',
        counts: { new: 5, contacted: 0, scheduled: 0, completed: 0, converted: 1, lost: 0 },
      },
    ]);
    expect(chart.labels).toEqual(['w/c 9 Nov', 'w/c 16 Nov']);
    expect(chart.series).toEqual([
      { label: 'New', values: [2, 5] },
      { label: 'Contacted', values: [1, 0] },
      { label: 'Converted', values: [0, 1] },
    ]);
  });

  it('lays bookings out by day, one series per slot, with each slot’s capacity', () => {
    const chart = bookingsChart([
      { date: '2026-11-24', time: '11:00', booked: 1, capacity: 2 },
      { date: '2026-11-24', time: '15:00', booked: 2, capacity: 2 },
      { date: '2026-11-25', time: '11:00', booked: 0, capacity: 2 },
    ]);
    expect(chart.labels).toHaveLength(2);
    expect(chart.series).toEqual([
      { label: '11:00', values: [1, 0] },
      { label: '15:00', values: [2, 0] },
    ]);
    expect(chart.capacity).toEqual({ '11:00': 2, '15:00': 2 });
  });
});
