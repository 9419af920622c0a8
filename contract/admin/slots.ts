// The back office's slots (decision 200): places per delivery zone and day for the delivery crews and
// the installers, each zone's weekly default, the bookings of a span of days for the calendar, and an
// order's bookings.
import { SLOT_KINDS, SLOT_PURPOSES, SLOT_RULES, SLOT_STATES } from '../slot-rules.ts';
import { ZONE_MAX } from '../delivery.ts';
import { z } from '../zod.ts';
import { intParam, isoDate, optional, requiredLine } from './common.ts';

const places = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of places` })
    .int(`${name} must be a whole number of places`)
    .min(0, `${name} must be between 0 and ${SLOT_RULES.maxPlaces}`)
    .max(SLOT_RULES.maxPlaces, `${name} must be between 0 and ${SLOT_RULES.maxPlaces}`);

const kind = z.enum(SLOT_KINDS, { error: 'kind must be delivery or installation' });

export const CapacityQuerySchema = z.object({
  zone: optional(requiredLine('zone', ZONE_MAX)),
  from: optional(isoDate('from')),
  days: optional(intParam('days', 1, 31)).default(14),
});

const PlacesSchema = z.object({
  capacity: z.number().int(),
  booked: z.number().int(),
  /** Staff set this day; otherwise it follows the weekly default. */
  set: z.boolean(),
});

export const CapacityDataSchema = z.object({
  /** Every zone the delivery ranges name, A to Z. */
  zones: z.array(z.string()),
  /** The zone shown; null when no range exists yet. */
  zone: z.string().nullable(),
  /** The weekly default, Sunday (0) to Saturday (6): places a day has unless staff set it. */
  defaults: z.object({ delivery: z.array(z.number().int()), installation: z.array(z.number().int()) }),
  days: z.array(z.object({ date: z.string(), delivery: PlacesSchema, installation: PlacesSchema })),
});
export type CapacityData = z.infer<typeof CapacityDataSchema>;

export const CapacityDayInputSchema = z.object({
  zone: requiredLine('zone', ZONE_MAX),
  date: isoDate('date'),
  kind,
  capacity: places('capacity'),
});
export type CapacityDayInput = z.infer<typeof CapacityDayInputSchema>;

const week = (name: string) =>
  z.array(places(name), { error: `${name} must list 7 days` }).length(7, `${name} must list 7 days`);

export const CapacityDefaultsInputSchema = z.object({
  zone: requiredLine('zone', ZONE_MAX),
  delivery: week('delivery'),
  installation: week('installation'),
});
export type CapacityDefaultsInput = z.infer<typeof CapacityDefaultsInputSchema>;

export const AdminSlotBookingSchema = z.object({
  id: z.string(),
  purpose: z.enum(SLOT_PURPOSES),
  zone: z.string(),
  date: z.string(),
  state: z.enum(SLOT_STATES),
  order: z.object({ id: z.string(), number: z.string(), name: z.string() }),
  returnId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminSlotBooking = z.infer<typeof AdminSlotBookingSchema>;

export const SlotCalendarQuerySchema = z.object({
  from: isoDate('from'),
  days: optional(intParam('days', 1, 31)).default(7),
});

export const SlotBookingListSchema = z.object({ bookings: z.array(AdminSlotBookingSchema) });
