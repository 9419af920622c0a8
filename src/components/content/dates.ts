// Dates as the brand writes them (en-IN, '22 November 2026'), on India's calendar: a page built late
// in the evening in another time zone still carries India's date.
import { IST_TIME_ZONE } from '@contract/leads.ts';

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: IST_TIME_ZONE,
});

const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: IST_TIME_ZONE,
});

/** '22 November 2026'. */
export const formatLongDate = (date: Date): string => longDate.format(date);

/** '2026-11-22', for a `<time datetime>` that matches the text beside it. */
export const isoDate = (date: Date): string => isoDay.format(date);
