// What the order page's delivery and installation slots say (decision 200), in one place so the journeys
// check it word for word.
import { slotDayText, type OrderSlotPurpose } from '@contract/slot-rules.ts';

export const SLOT_COPY = {
  titles: { delivery: 'Delivery slot', installation: 'Installation slot' } satisfies Record<
    OrderSlotPurpose,
    string
  >,
  pickHint: {
    delivery: 'Pick the day we bring your order. Our team calls the day before with a time.',
    installation: 'Pick the day our fitters come. It can be the day of delivery or later.',
  } satisfies Record<OrderSlotPurpose, string>,
  dayLabel: 'Day',
  book: 'Book this day',
  change: 'Change the day',
  move: 'Move to this day',
  keep: 'Keep my day',
  changeHint: 'You can change the day until 48 hours before it.',
  noDays: 'No day is open in the next three weeks. Please call us to arrange one.',
  loading: 'Loading the days…',
  failed: "We couldn't book the day. Please try again.",
  loadFailed: "We couldn't load the days. Please refresh the page.",
} as const;

/** "Booked for Tuesday, 14 July 2026". */
export const bookedText = (date: string): string => `Booked for ${slotDayText(date)}`;

/** The toast after a booking or a move: "Your delivery is booked for Tuesday, 14 July 2026." */
export const bookedToast = (purpose: OrderSlotPurpose, date: string, moved: boolean): string =>
  `Your ${purpose} is ${moved ? 'moved to' : 'booked for'} ${slotDayText(date)}.`;

/** An option of the day list: "Tuesday, 14 July 2026 (2 places left)" when few are left. */
export const dayOption = (day: { date: string; placesLeft: number }): string =>
  day.placesLeft <= 2
    ? `${slotDayText(day.date)} (${day.placesLeft} place${day.placesLeft === 1 ? '' : 's'} left)`
    : slotDayText(day.date);
