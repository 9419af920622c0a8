// Timestamps as the API sends them. Both database drivers hand timestamptz columns over as PostgreSQL's
// text ("2026-11-23 10:54:31.869+00"); every response carries ISO 8601 in UTC instead.

/** "2026-11-23T10:54:31.869Z". */
export const iso = (value: string | Date): string => new Date(value).toISOString();

// Today's date in India ("2026-11-28") and the date some days after another: the contract's rules, which
// the site shares, named here too for the server's code.
export { addDays, indiaToday } from '../../contract/leads-rules.ts';

/** "31 December 2026", as letters and documents print a date. */
export const longDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
