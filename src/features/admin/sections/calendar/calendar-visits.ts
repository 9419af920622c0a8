// The calendar's site visits (decision 196): the booked and done visits of the week, by India day, each
// with its time as staff in India read it.
import type { CalendarVisit } from '@contract/site-visits.ts';

const time = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '10:30 am to 12:00 pm', India time. */
export const visitTimeRange = (visit: Pick<CalendarVisit, 'starts_at' | 'ends_at'>): string =>
  `${time.format(new Date(visit.starts_at))} to ${time.format(new Date(visit.ends_at))}`;

/** The visits by their India day (YYYY-MM-DD), each day's in the order they start. */
export function visitsByDay<V extends Pick<CalendarVisit, 'date' | 'starts_at'>>(
  visits: readonly V[],
): Map<string, V[]> {
  const days = new Map<string, V[]>();
  const sorted = [...visits].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  for (const visit of sorted) days.set(visit.date, [...(days.get(visit.date) ?? []), visit]);
  return days;
}
