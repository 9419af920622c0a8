// The back office's side of slots (decision 200): each zone's places per day and kind, its weekly default,
// the bookings of a span of days for the calendar, and one order's bookings. Setting places is audited in
// the transaction that sets them; a day cannot be given fewer places than it has booked (409 naming
// `capacity`), which the database's CHECK holds as well.
import { sql } from 'drizzle-orm';
import type {
  AdminSlotBooking,
  CapacityData,
  CapacityDayInput,
  CapacityDefaultsInput,
} from '../../../contract/admin/slots.ts';
import { SLOT_KINDS, type SlotKind } from '../../../contract/slot-rules.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { addDays, indiaToday, iso } from '../../lib/dates.ts';
import { fieldConflict, fieldError, refusalOf } from '../../lib/db-errors.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import type { BookingRow } from './slots.ts';

interface DayRow {
  day: string;
  kind: SlotKind;
  capacity: number;
  booked: number;
  set: boolean;
}

type AdminBookingRow = BookingRow & { number: string; name: string };

const toAdminBooking = (row: AdminBookingRow): AdminSlotBooking => ({
  id: row.id,
  purpose: row.purpose,
  zone: row.zone,
  date: row.day,
  state: row.state,
  order: { id: row.order_id, number: row.number, name: row.name },
  returnId: row.return_id,
  createdAt: iso(row.created_at),
});

const ADMIN_BOOKING = sql`SELECT b.id, b.order_id, b.return_id, b.purpose, b.zone, b.day::text AS day,
  b.state, b.created_at, o.number, o.name FROM slot_bookings b JOIN orders o ON o.id = b.order_id`;

/** The week of defaults by kind, Sunday first; a weekday without one has no places. */
function weekOf(rows: { weekday: number; kind: SlotKind; capacity: number }[]): CapacityData['defaults'] {
  const week = { delivery: [0, 0, 0, 0, 0, 0, 0], installation: [0, 0, 0, 0, 0, 0, 0] };
  for (const row of rows) week[row.kind][Number(row.weekday)] = Number(row.capacity);
  return week;
}

export interface AdminSlotsOptions {
  now?: () => Date;
}

export function createAdminSlotsService(database: Database, options: AdminSlotsOptions = {}) {
  const now = options.now ?? (() => new Date());

  const defaultsOf = async (zone: string) =>
    weekOf(
      await database.query<{ weekday: number; kind: SlotKind; capacity: number }>(
        sql`SELECT weekday, kind, capacity FROM slot_capacity_defaults WHERE zone = ${zone}`,
      ),
    );

  /** Each day's places by kind: the day's own row, else the weekly default, else none. */
  const daysOf = async (zone: string, from: string, days: number): Promise<CapacityData['days']> => {
    const rows = await database.query<DayRow>(sql`
      SELECT g.day::date::text AS day, k.kind,
             coalesce(c.capacity, d.capacity, 0)::int AS capacity, coalesce(c.booked, 0)::int AS booked,
             coalesce(c.set_by_staff, false) AS set
      FROM generate_series(${from}::date, ${addDays(from, days - 1)}::date, interval '1 day') AS g(day)
      CROSS JOIN (VALUES ('delivery'), ('installation')) AS k(kind)
      LEFT JOIN slot_capacity c ON c.zone = ${zone} AND c.day = g.day::date AND c.kind = k.kind
      LEFT JOIN slot_capacity_defaults d
        ON d.zone = ${zone} AND d.kind = k.kind AND d.weekday = extract(dow FROM g.day)::int
      ORDER BY g.day, k.kind`);
    const byDay = new Map<string, CapacityData['days'][number]>();
    for (const row of rows) {
      const places = { capacity: Number(row.capacity), booked: Number(row.booked), set: row.set };
      const day = byDay.get(row.day) ?? { date: row.day, delivery: places, installation: places };
      day[row.kind] = places;
      byDay.set(row.day, day);
    }
    return [...byDay.values()];
  };

  return {
    async capacity(query: { zone?: string | undefined; from?: string | undefined; days: number }) {
      const zones = (
        await database.query<{ zone: string }>(sql`SELECT DISTINCT zone FROM delivery_pincodes ORDER BY zone`)
      ).map((row) => row.zone);
      const zone = query.zone ?? zones[0] ?? null;
      const from = query.from ?? indiaToday(now());
      if (zone === null) return { zones, zone, defaults: weekOf([]), days: [] } satisfies CapacityData;
      return {
        zones,
        zone,
        defaults: await defaultsOf(zone),
        days: await daysOf(zone, from, query.days),
      } satisfies CapacityData;
    },

    /** Sets one day's places for one kind; fewer than it has booked is a 409 naming `capacity`. */
    async setDay(actor: StaffPrincipal, input: CapacityDayInput) {
      if (input.date < indiaToday(now())) throw fieldError('date', 'date must be today or later');
      try {
        return await database.db.transaction(async (tx) => {
          const [before] = await rowsOf<{ capacity: number; booked: number }>(
            tx,
            sql`SELECT capacity, booked FROM slot_capacity
                WHERE zone = ${input.zone} AND day = ${input.date}::date AND kind = ${input.kind} FOR UPDATE`,
          );
          await tx.execute(sql`
            INSERT INTO slot_capacity (zone, day, kind, capacity, set_by_staff)
            VALUES (${input.zone}, ${input.date}::date, ${input.kind}, ${input.capacity}, true)
            ON CONFLICT (zone, day, kind) DO UPDATE
              SET capacity = excluded.capacity, set_by_staff = true, updated_at = now()`);
          await recordAudit(tx, {
            actor,
            action: 'slot_capacity.update',
            entityType: 'slot_capacity',
            entityId: `${input.zone} ${input.date} ${input.kind}`,
            before: before ? { capacity: Number(before.capacity), booked: Number(before.booked) } : null,
            after: { zone: input.zone, date: input.date, kind: input.kind, capacity: input.capacity },
          });
          return { zone: input.zone, date: input.date, kind: input.kind, capacity: input.capacity };
        });
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal?.code === '23514' && refusal.constraint === 'slot_capacity_booked')
          throw fieldConflict('capacity', 'That day has more places booked already. Move a booking first.');
        throw error;
      }
    },

    /**
     * Sets a zone's weekly default. Days from today that staff did not set follow it at once, never below
     * what they have booked.
     */
    async setDefaults(actor: StaffPrincipal, input: CapacityDefaultsInput) {
      const today = indiaToday(now());
      return database.db.transaction(async (tx) => {
        const before = weekOf(
          await rowsOf<{ weekday: number; kind: SlotKind; capacity: number }>(
            tx,
            sql`SELECT weekday, kind, capacity FROM slot_capacity_defaults WHERE zone = ${input.zone} FOR UPDATE`,
          ),
        );
        for (const kind of SLOT_KINDS) {
          const values = input[kind].map(
            (capacity, weekday) => sql`(${input.zone}, ${weekday}::smallint, ${kind}, ${capacity}::smallint)`,
          );
          await tx.execute(sql`
            INSERT INTO slot_capacity_defaults (zone, weekday, kind, capacity)
            VALUES ${sql.join(values, sql`, `)}
            ON CONFLICT (zone, weekday, kind) DO UPDATE SET capacity = excluded.capacity, updated_at = now()`);
        }
        await tx.execute(sql`
          UPDATE slot_capacity c SET capacity = greatest(d.capacity, c.booked), updated_at = now()
          FROM slot_capacity_defaults d
          WHERE c.zone = ${input.zone} AND NOT c.set_by_staff AND c.day >= ${today}::date
            AND d.zone = c.zone AND d.kind = c.kind AND d.weekday = extract(dow FROM c.day)::int`);
        const after = { delivery: input.delivery, installation: input.installation };
        await recordAudit(tx, {
          actor,
          action: 'slot_capacity.defaults',
          entityType: 'slot_capacity',
          entityId: input.zone,
          before,
          after,
        });
        return { zone: input.zone, defaults: after };
      });
    },

    /** The bookings that stand (booked or done) from `from` for `days` days, by day and zone. */
    async calendar(from: string, days: number): Promise<AdminSlotBooking[]> {
      const rows = await database.query<AdminBookingRow>(sql`${ADMIN_BOOKING}
        WHERE b.day BETWEEN ${from}::date AND ${addDays(from, days - 1)}::date AND b.state IN ('booked', 'done')
        ORDER BY b.day, b.zone, b.purpose, o.number`);
      return rows.map(toAdminBooking);
    },

    /** Every booking of an order, its moves and cancellations too, oldest first. */
    async ofOrder(orderId: string): Promise<AdminSlotBooking[]> {
      const rows = await database.query<AdminBookingRow>(
        sql`${ADMIN_BOOKING} WHERE b.order_id = ${orderId} ORDER BY b.created_at, b.id`,
      );
      if (rows.length === 0) {
        const [order] = await database.query(sql`SELECT 1 FROM orders WHERE id = ${orderId}`);
        if (!order) throw AppError.notFound('Order not found');
      }
      return rows.map(toAdminBooking);
    },
  };
}

export type AdminSlotsService = ReturnType<typeof createAdminSlotsService>;
