// How the quote page's Site visit section reads a visit (docs/account.md, decision 195): its times in
// India time, the times still open to pick, its measurements room by room in millimetres and in feet
// and inches, and the time it was booked for. Pure functions, tested apart from the island. Times are
// written from fixed names rather than the browser's date words, so that every browser writes them
// alike: India has one time zone and no summer time, so its clock is UTC plus 5 hours 30 minutes.
import type { SiteVisit } from '@contract/site-visits.ts';

type Slot = SiteVisit['slots'][number];
type Measurement = SiteVisit['measurements'][number];

const INDIA_OFFSET_MS = 330 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The instant as India's wall clock, read with the UTC getters; null for an unreadable value. */
function indiaClock(value: string): Date | null {
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at + INDIA_OFFSET_MS);
}

/** A day in India: 'Tue 1 Dec 2026'. */
export function visitDay(value: string): string {
  const clock = indiaClock(value);
  if (!clock) return value;
  return `${WEEKDAYS[clock.getUTCDay()]} ${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** A time of day in India: '10:30 am', '12:00 pm', '12:15 am'. */
export function clockTime(value: string): string {
  const clock = indiaClock(value);
  if (!clock) return value;
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** A day and time in India: 'Tue 1 Dec 2026, 10:30 am'. */
export const visitTime = (value: string): string => `${visitDay(value)}, ${clockTime(value)}`;

/** From start to end, on one day: 'Tue 1 Dec 2026, 10:30 am – 12:00 pm'. */
export const visitSpan = (startsAt: string, endsAt: string): string =>
  `${visitTime(startsAt)} – ${clockTime(endsAt)}`;

/** The times the customer may still pick: those ahead, in their order, without `except` (the booked one). */
export function openSlots(slots: readonly Slot[], now: Date = new Date(), except?: string): Slot[] {
  return slots
    .filter((slot) => slot.id !== except && Date.parse(slot.starts_at) > now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
}

/** The time a visit was booked for: the booked one, or the one picked for a visit that is done. */
export const bookedSlot = (visit: Pick<SiteVisit, 'booked' | 'slots'>): Slot | null =>
  visit.booked ?? visit.slots.find((slot) => slot.chosen) ?? null;

const MM_PER_INCH = 25.4;

/** Whole millimetres in the Indian grouping: 3450 → '3,450 mm', 100000 → '1,00,000 mm'. */
export function millimetres(valueMm: number): string {
  const digits = String(Math.round(valueMm));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest ? `${rest},` : ''}${last3} mm`;
}

/**
 * Millimetres in feet and inches, to the nearest half inch (as a carpenter's tape reads): 3450 →
 * '11 ft 4 in', 2400 → '7 ft 10½ in', 610 → '2 ft', 190 → '7½ in'.
 */
export function feetAndInches(valueMm: number): string {
  const halves = Math.round((valueMm / MM_PER_INCH) * 2);
  const feet = Math.floor(halves / 24);
  const restHalves = halves - feet * 24;
  const whole = Math.floor(restHalves / 2);
  const inches = restHalves % 2 === 1 ? `${whole || ''}½` : String(whole);
  if (feet === 0) return `${inches} in`;
  return restHalves === 0 ? `${feet} ft` : `${feet} ft ${inches} in`;
}

/** A measurement's value as the customer reads it: '3,450 mm (11 ft 4 in)'. */
export const measurementText = (valueMm: number): string =>
  `${millimetres(valueMm)} (${feetAndInches(valueMm)})`;

export interface MeasuredRoom {
  room: string;
  measurements: Measurement[];
}

/** The measurements room by room, the rooms in the order staff first recorded them. */
export function measurementsByRoom(measurements: readonly Measurement[]): MeasuredRoom[] {
  const rooms = new Map<string, Measurement[]>();
  for (const measurement of measurements) {
    const list = rooms.get(measurement.room);
    if (list) list.push(measurement);
    else rooms.set(measurement.room, [measurement]);
  }
  return [...rooms].map(([room, list]) => ({ room, measurements: list }));
}
