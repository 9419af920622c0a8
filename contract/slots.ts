// An order's delivery and installation slots on the order page (decision 200): the days offered with the
// places left, the booked day, and the requests that book and move one. The rules are in ./slot-rules.ts.
import { isoDate } from './fields.ts';
import { ORDER_SLOT_PURPOSES, SLOT_PURPOSES, SLOT_STATES } from './slot-rules.ts';
import { z } from './zod.ts';

export * from './slot-rules.ts';

const purpose = z.enum(ORDER_SLOT_PURPOSES, { error: 'purpose must be delivery or installation' });

export const SlotBookingSchema = z.object({
  id: z.string(),
  purpose: z.enum(SLOT_PURPOSES),
  zone: z.string(),
  /** YYYY-MM-DD, the day in India. */
  date: z.string(),
  state: z.enum(SLOT_STATES),
  /** Until when (ISO instant) it may be moved: 48 hours before its day starts in India. */
  changeableUntil: z.string(),
  createdAt: z.string(),
});
export type SlotBooking = z.infer<typeof SlotBookingSchema>;

export const OpenDaySchema = z.object({ date: z.string(), placesLeft: z.number().int() });
export type OpenDay = z.infer<typeof OpenDaySchema>;

/** GET /orders/{id}/slots?purpose=…: one purpose's booking and the days that may be picked. */
export const OrderSlotsSchema = z.object({
  purpose,
  /** The order's delivery zone; null when the shop no longer delivers to its pincode. */
  zone: z.string().nullable(),
  /** Whether the order has this to book: always for delivery, for installation when it needs one. */
  needed: z.boolean(),
  booking: SlotBookingSchema.nullable(),
  /** Whether a day may be picked now (to book, or to move the booking). */
  canPick: z.boolean(),
  /** Why no day may be picked, in the shopper's words; null when one may. */
  reason: z.string().nullable(),
  /** The days with places left, from the first one the order can reach; empty when none may be picked. */
  days: z.array(OpenDaySchema),
});
export type OrderSlots = z.infer<typeof OrderSlotsSchema>;

export const OrderSlotsQuerySchema = z.object({
  purpose,
  token: z.string().max(100, 'token is not valid').optional(),
});

export const SlotPickSchema = z.object({ purpose, date: isoDate('date') });
export type SlotPick = z.infer<typeof SlotPickSchema>;

export const SlotBookingDataSchema = z.object({ booking: SlotBookingSchema });
