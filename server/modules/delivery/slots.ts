// The slot primitive (decision 200): deliveries, installations and pickups booked against a zone's places
// for a day. Every function takes the caller's executor, so an order's or a return's own transaction books
// its slot with the rest of its work. The capacity rule lives in the database: a booking takes a place with
// one UPDATE that only succeeds while `booked < capacity` (and a CHECK holds it), so of two bookings of a
// day's last place one succeeds and the other is told the day is full.
import { sql } from 'drizzle-orm';
import {
  changeableUntil,
  mayChangeSlot,
  SLOT_FULL_MESSAGE,
  SLOT_TOO_LATE_MESSAGE,
  slotKindOf,
  type SlotKind,
  type SlotPurpose,
  type SlotState,
} from '../../../contract/slot-rules.ts';
import type { SlotBooking } from '../../../contract/slots.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { iso } from '../../lib/dates.ts';
import { fieldConflict, refusalOf } from '../../lib/db-errors.ts';

export const BOOKING_NOT_FOUND = 'Slot booking not found';

export interface BookingRow {
  id: string;
  order_id: string;
  return_id: string | null;
  purpose: SlotPurpose;
  zone: string;
  day: string;
  state: SlotState;
  created_at: string | Date;
}

const BOOKING_COLUMNS = sql`id, order_id, return_id, purpose, zone, day::text AS day, state, created_at`;

export const toBooking = (row: BookingRow): SlotBooking => ({
  id: row.id,
  purpose: row.purpose,
  zone: row.zone,
  date: row.day,
  state: row.state,
  changeableUntil: changeableUntil(row.day).toISOString(),
  createdAt: iso(row.created_at),
});

export interface BookSlot {
  purpose: SlotPurpose;
  zone: string;
  /** YYYY-MM-DD, the day in India. */
  date: string;
  orderId: string;
  returnId?: string | null;
}

/** A day's places for `kind` in `zone`: the day's own row, else the zone's weekday default, else none. */
const placesOf = (kind: SlotKind) => sql`
  coalesce(c.capacity, (SELECT d.capacity FROM slot_capacity_defaults d
                        WHERE d.zone = z.zone AND d.kind = ${kind}
                          AND d.weekday = extract(dow FROM g.day)::int), 0)`;

/**
 * Makes the day's row from the zone's weekly default when it has none yet (no default: no places), so
 * that the UPDATE which takes a place has a row to hold.
 */
async function ensureDay(executor: Executor, zone: string, day: string, kind: SlotKind): Promise<void> {
  await executor.execute(sql`
    INSERT INTO slot_capacity (zone, day, kind, capacity)
    SELECT ${zone}, ${day}::date, ${kind},
           coalesce((SELECT capacity FROM slot_capacity_defaults
                     WHERE zone = ${zone} AND kind = ${kind}
                       AND weekday = extract(dow FROM ${day}::date)::int), 0)
    ON CONFLICT (zone, day, kind) DO NOTHING`);
}

/** Takes one place of the day, or answers 409 naming `date` when none is left. */
async function takePlace(executor: Executor, zone: string, day: string, kind: SlotKind): Promise<void> {
  await ensureDay(executor, zone, day, kind);
  const taken = await rowsOf<{ booked: number }>(
    executor,
    sql`UPDATE slot_capacity SET booked = booked + 1, updated_at = now()
        WHERE zone = ${zone} AND day = ${day}::date AND kind = ${kind} AND booked < capacity
        RETURNING booked`,
  );
  if (taken.length === 0) throw fieldConflict('date', SLOT_FULL_MESSAGE);
}

async function givePlace(executor: Executor, zone: string, day: string, kind: SlotKind): Promise<void> {
  await executor.execute(sql`
    UPDATE slot_capacity SET booked = booked - 1, updated_at = now()
    WHERE zone = ${zone} AND day = ${day}::date AND kind = ${kind} AND booked > 0`);
}

/** A 409 for a second booking of the same order (or return) and purpose that won a race. */
function secondBooking(error: unknown, purpose: SlotPurpose): unknown {
  const refusal = refusalOf(error);
  if (refusal?.code === '23505' && refusal.constraint?.startsWith('slot_bookings_one_per_'))
    return fieldConflict('purpose', `This ${purpose} already has a day booked.`);
  return error;
}

async function insertBooking(
  executor: Executor,
  input: BookSlot,
  replaces: string | null,
): Promise<BookingRow> {
  try {
    const [row] = await rowsOf<BookingRow>(
      executor,
      sql`INSERT INTO slot_bookings (order_id, return_id, purpose, zone, day, replaces)
          VALUES (${input.orderId}, ${input.returnId ?? null}, ${input.purpose}, ${input.zone},
                  ${input.date}::date, ${replaces})
          RETURNING ${BOOKING_COLUMNS}`,
    );
    return row!;
  } catch (error) {
    throw secondBooking(error, input.purpose);
  }
}

async function lockedBooking(executor: Executor, id: string): Promise<BookingRow> {
  const [row] = await rowsOf<BookingRow>(
    executor,
    sql`SELECT ${BOOKING_COLUMNS} FROM slot_bookings WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw AppError.notFound(BOOKING_NOT_FOUND);
  return row;
}

/**
 * Books `date` for an order's (or a return's) purpose against its zone's places. A full day is a 409
 * naming `date` ("That day is now full. Please pick another."); a second booking of the same purpose is a
 * 409 naming `purpose`. Run it inside the caller's transaction.
 */
export async function bookSlot(executor: Executor, input: BookSlot): Promise<SlotBooking> {
  await takePlace(executor, input.zone, input.date, slotKindOf(input.purpose));
  return toBooking(await insertBooking(executor, input, null));
}

/**
 * Moves a booking to `newDate` in its zone: the old row is left `moved`, a new one `replaces` it. Refused
 * (422) from 48 hours before the booked day starts in India. The two days' places are taken and given in
 * the order of the days, so that two moves in opposite directions never wait on each other.
 */
export async function moveBooking(
  executor: Executor,
  bookingId: string,
  newDate: string,
  now: Date,
): Promise<SlotBooking> {
  const old = await lockedBooking(executor, bookingId);
  if (old.state !== 'booked') throw AppError.conflict('This slot is no longer booked.');
  if (!mayChangeSlot(old.day, now)) throw new AppError('unprocessable', SLOT_TOO_LATE_MESSAGE);
  if (old.day === newDate) return toBooking(old);
  const kind = slotKindOf(old.purpose);
  const steps = [
    { day: old.day, run: () => givePlace(executor, old.zone, old.day, kind) },
    { day: newDate, run: () => takePlace(executor, old.zone, newDate, kind) },
  ].sort((a, b) => a.day.localeCompare(b.day));
  for (const step of steps) await step.run();
  await executor.execute(
    sql`UPDATE slot_bookings SET state = 'moved', updated_at = now() WHERE id = ${old.id}`,
  );
  const moved = await insertBooking(
    executor,
    {
      purpose: old.purpose,
      zone: old.zone,
      date: newDate,
      orderId: old.order_id,
      returnId: old.return_id,
    },
    old.id,
  );
  return toBooking(moved);
}

/** Cancels a booking and gives its place back; a booking no longer booked is left as it is. */
export async function cancelBooking(executor: Executor, bookingId: string): Promise<SlotBooking> {
  const row = await lockedBooking(executor, bookingId);
  if (row.state !== 'booked') return toBooking(row);
  await givePlace(executor, row.zone, row.day, slotKindOf(row.purpose));
  const [cancelled] = await rowsOf<BookingRow>(
    executor,
    sql`UPDATE slot_bookings SET state = 'cancelled', updated_at = now() WHERE id = ${row.id}
        RETURNING ${BOOKING_COLUMNS}`,
  );
  return toBooking(cancelled!);
}

export interface OpenDaysQuery {
  zone: string;
  purpose: SlotPurpose;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** The days from `from` to `to` with places left for `purpose` in `zone`, in order. */
export async function openDays(
  executor: Executor,
  query: OpenDaysQuery,
): Promise<{ date: string; placesLeft: number }[]> {
  const kind = slotKindOf(query.purpose);
  const rows = await rowsOf<{ day: string; left: number }>(
    executor,
    sql`SELECT g.day::date::text AS day, (${placesOf(kind)} - coalesce(c.booked, 0))::int AS left
        FROM generate_series(${query.from}::date, ${query.to}::date, interval '1 day') AS g(day)
        CROSS JOIN (SELECT ${query.zone}::text AS zone) z
        LEFT JOIN slot_capacity c ON c.zone = z.zone AND c.day = g.day::date AND c.kind = ${kind}
        ORDER BY g.day`,
  );
  return rows
    .filter((row) => Number(row.left) > 0)
    .map((row) => ({ date: row.day, placesLeft: Number(row.left) }));
}

/** An order's bookings that stand (booked or done), its own and its returns', by day. */
export async function bookingsOf(executor: Executor, orderId: string): Promise<SlotBooking[]> {
  const rows = await rowsOf<BookingRow>(
    executor,
    sql`SELECT ${BOOKING_COLUMNS} FROM slot_bookings
        WHERE order_id = ${orderId} AND state IN ('booked', 'done') ORDER BY day, created_at`,
  );
  return rows.map(toBooking);
}

/** The booking of an order's own `purpose` (not a return's) that stands, or null. */
export async function orderBooking(
  executor: Executor,
  orderId: string,
  purpose: SlotPurpose,
): Promise<SlotBooking | null> {
  const [row] = await rowsOf<BookingRow>(
    executor,
    sql`SELECT ${BOOKING_COLUMNS} FROM slot_bookings
        WHERE order_id = ${orderId} AND purpose = ${purpose} AND return_id IS NULL
          AND state IN ('booked', 'done')
        ORDER BY created_at DESC LIMIT 1`,
  );
  return row ? toBooking(row) : null;
}
