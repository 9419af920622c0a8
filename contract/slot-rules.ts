// Delivery, installation and pickup slots, their plain rules (decision 200): what a booking is for, which
// crew's places it takes, its states, the first day an order can be booked for, and the one reschedule
// rule (a slot may be changed until 48 hours before its day starts in India). No schema library here, so
// the order page reads them cheaply; ./slots.ts builds the schemas on them.
import { addDays } from './leads-rules.ts';

export const SLOT_PURPOSES = ['delivery', 'installation', 'pickup'] as const;
export type SlotPurpose = (typeof SLOT_PURPOSES)[number];

/** What a shopper books on the order page; pickups are booked with a return. */
export const ORDER_SLOT_PURPOSES = ['delivery', 'installation'] as const;
export type OrderSlotPurpose = (typeof ORDER_SLOT_PURPOSES)[number];

/** The crews whose places a zone has each day: deliveries and pickups share the delivery crews. */
export const SLOT_KINDS = ['delivery', 'installation'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export const slotKindOf = (purpose: SlotPurpose): SlotKind =>
  purpose === 'installation' ? 'installation' : 'delivery';

export const SLOT_STATES = ['booked', 'moved', 'cancelled', 'done'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export const SLOT_PURPOSE_LABELS: Readonly<Record<SlotPurpose, string>> = {
  delivery: 'Delivery',
  installation: 'Installation',
  pickup: 'Pickup',
};

export const SLOT_STATE_LABELS: Readonly<Record<SlotState, string>> = {
  booked: 'Booked',
  moved: 'Moved',
  cancelled: 'Cancelled',
  done: 'Done',
};

export const SLOT_RULES = {
  /** A booked slot may be moved until this many hours before its day starts in India. */
  changeHours: 48,
  /** How many days, from the first one an order can reach, a shopper is offered. */
  windowDays: 21,
  /** The most places one zone may have for one kind on one day. */
  maxPlaces: 500,
} as const;

/** The instant `day` (YYYY-MM-DD) starts in India. */
export const dayStartsAt = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

/** The last instant a slot on `day` may be moved: 48 hours before the day starts in India. */
export const changeableUntil = (day: string): Date =>
  new Date(dayStartsAt(day).getTime() - SLOT_RULES.changeHours * 3_600_000);

/** Whether a slot on `day` may still be moved at `now`. */
export const mayChangeSlot = (day: string, now: Date): boolean =>
  now.getTime() < changeableUntil(day).getTime();

/**
 * The first day an order's delivery may be booked for: its pincode's fewest delivery days after `today`
 * (in India). An installation is booked on or after its delivery's day.
 */
export function earliestSlotDay(
  today: string,
  deliveryDaysMin: number,
  purpose: SlotPurpose,
  deliveryDay: string | null = null,
): string {
  const first = addDays(today, Math.max(1, deliveryDaysMin));
  return purpose === 'installation' && deliveryDay && deliveryDay > first ? deliveryDay : first;
}

/** The days a shopper is offered from `first`: SLOT_RULES.windowDays of them. */
export const slotWindow = (first: string): { from: string; to: string } => ({
  from: first,
  to: addDays(first, SLOT_RULES.windowDays - 1),
});

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 0 (Sunday) to 6 (Saturday), as PostgreSQL's extract(dow) counts them. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** 'Tuesday, 14 July 2026': how e-mails and pages name a slot's day. */
export function slotDayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${WEEKDAY_NAMES[weekdayOf(day)]}, ${date} ${months[month - 1]} ${year}`;
}

/** What the shop says when the last place of a day went to someone else first. */
export const SLOT_FULL_MESSAGE = 'That day is now full. Please pick another.';
/** What the shop says when a slot is inside the 48 hours. */
export const SLOT_TOO_LATE_MESSAGE =
  'A slot can be changed until 48 hours before its day. Please call us to change it now.';
