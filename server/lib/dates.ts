// Timestamps as the API sends them. Both database drivers hand timestamptz columns over as PostgreSQL's
// text ("2026-11-23 10:54:31.869+00"); every response carries ISO 8601 in UTC instead.

/** "2026-11-23T10:54:31.869Z". */
export const iso = (value: string | Date): string => new Date(value).toISOString();

/** Today's date in India ("2026-11-28"), whatever the server's own time zone. */
export const indiaToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The date `days` after an ISO date ("2026-11-28" + 30 → "2026-12-28"). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "31 December 2026", as letters and documents print a date. */
export const longDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
