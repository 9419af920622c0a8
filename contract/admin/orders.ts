// The back office's view of an order: the customer's order, with its history naming who made each move.
// The shop's own order page never carries these names (contract/orders.ts).
import { z } from '../zod.ts';
import { OrderEventSchema, OrderSchema } from '../orders.ts';

/** Who made an order's move: the shopper, a member of staff, the payment gateway or the shop itself. */
export const ORDER_ACTORS = ['shopper', 'staff', 'gateway', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const AdminOrderEventSchema = OrderEventSchema.extend({
  actor: z.enum(ORDER_ACTORS),
  /** The member behind a staff move, as they are named now; null for every other actor. */
  staff: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminOrderEvent = z.infer<typeof AdminOrderEventSchema>;

export const AdminOrderSchema = OrderSchema.extend({
  events: z.array(AdminOrderEventSchema),
  /** Its customer was erased: it keeps only what its invoice must carry, and its link is shut. */
  erased: z.boolean(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;
