// A design project's site visits, their plain rules (decision 195): the statuses and their labels, and
// the hours and limits a visit keeps. No schema library here, so the customer's project page reads them
// cheaply; ./site-visits.ts builds the schemas on them.
export const VISIT_STATUSES = ['offered', 'booked', 'cancelled', 'done'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  offered: 'Pick a time',
  booked: 'Booked',
  cancelled: 'Cancelled',
  done: 'Visited',
};

export const VISIT_RULES = {
  /** Times a visit offers, at least and at most. */
  minSlots: 2,
  maxSlots: 6,
  /** How long a visit takes, in minutes, by default. */
  durationMinutes: 90,
  /** The gap a designer needs between two visits, in minutes. */
  travelMinutes: 60,
  /** How close to its start a visit may still be moved or cancelled online, in hours. */
  changeHours: 24,
  /** Visits are offered between these hours, India time. */
  firstHour: 9,
  lastHour: 19,
  measurements: 60,
} as const;
