// Timestamps as the API sends them. Both database drivers hand timestamptz columns over as PostgreSQL's
// text ("2026-11-23 10:54:31.869+00"); every response carries ISO 8601 in UTC instead.

/** "2026-11-23T10:54:31.869Z". */
export const iso = (value: string | Date): string => new Date(value).toISOString();
