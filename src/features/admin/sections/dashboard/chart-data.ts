// The dashboard's charts as data: new leads per week stacked by status, and the next two weeks' bookings
// by day and slot. Kept apart from the chart library so that the numbers can be tested and shown as tables.
import type { DashboardData } from '@contract/admin/operations.ts';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@contract/admin/rules.ts';

export interface Series {
  label: string;
  values: number[];
}

export interface ChartData {
  labels: string[];
  series: Series[];
}

const dayLabel = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', { ...options, timeZone: 'UTC' });

export function leadsChart(weeks: DashboardData['leads_per_week']): ChartData {
  return {
    labels: weeks.map((week) => `w/c ${dayLabel(week.week_start, { day: 'numeric', month: 'short' })}`),
    series: LEAD_STATUSES.map((status: LeadStatus) => ({
      label: LEAD_STATUS_LABELS[status],
      values: weeks.map((week) => week.counts[status] ?? 0),
    })).filter((series) => series.values.some((value) => value > 0)),
  };
}

/** Bookings per day (x) with one series per slot time; seats taken, and each slot's capacity. */
export function bookingsChart(
  bookings: DashboardData['bookings'],
): ChartData & { capacity: Record<string, number> } {
  const days = [...new Set(bookings.map((booking) => booking.date))].sort();
  const times = [...new Set(bookings.map((booking) => booking.time))].sort();
  const capacity: Record<string, number> = {};
  for (const booking of bookings)
    capacity[booking.time] = Math.max(capacity[booking.time] ?? 0, booking.capacity);
  return {
    labels: days.map((day) => dayLabel(day, { weekday: 'short', day: 'numeric', month: 'short' })),
    series: times.map((time) => ({
      label: time,
      values: days.map(
        (day) => bookings.find((booking) => booking.date === day && booking.time === time)?.booked ?? 0,
      ),
    })),
    capacity,
  };
}
