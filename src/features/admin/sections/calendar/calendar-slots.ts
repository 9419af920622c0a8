// The calendar's deliveries, installations and pickups (decision 200): the bookings of the week by day,
// and each day's count by purpose for its heading.
import type { AdminSlotBooking } from '@contract/admin/slots.ts';
import { SLOT_PURPOSE_LABELS, SLOT_PURPOSES } from '@contract/slot-rules.ts';

/** The bookings by their day (YYYY-MM-DD), in the order the API lists them (zone, purpose, order). */
export function bookingsByDay<B extends Pick<AdminSlotBooking, 'date'>>(
  bookings: readonly B[],
): Map<string, B[]> {
  const days = new Map<string, B[]>();
  for (const booking of bookings) days.set(booking.date, [...(days.get(booking.date) ?? []), booking]);
  return days;
}

/** "2 deliveries, 1 installation", or "Nothing booked". */
export function bookingCounts(bookings: readonly Pick<AdminSlotBooking, 'purpose'>[]): string {
  const parts = SLOT_PURPOSES.flatMap((purpose) => {
    const count = bookings.filter((booking) => booking.purpose === purpose).length;
    if (count === 0) return [];
    const noun = SLOT_PURPOSE_LABELS[purpose].toLowerCase();
    return [`${count} ${count === 1 ? noun : noun === 'delivery' ? 'deliveries' : `${noun}s`}`];
  });
  return parts.length ? parts.join(', ') : 'Nothing booked';
}
