// The back office's orders: its list (one page at a time, as every back-office list), the staff view of an
// order, with its history naming who made each move, and the moves staff make. The shop's own order page
// never carries these names (contract/orders.ts).
import { z } from '../zod.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../order-rules.ts';
import { OrderEventSchema, OrderSchema } from '../orders.ts';
import { isoDate, optional, PageInfoSchema, PageQuerySchema } from './common.ts';

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

const orderStatus = () =>
  optional(z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }));

/** Days in India, both ends included, of the day an order was placed (decision 199). */
const placedBetween = {
  from: optional(isoDate('from')),
  to: optional(isoDate('to')),
};
const fromNotAfterTo: [
  (query: { from?: string | undefined; to?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { message: 'from must not be after to', path: ['from'] },
];

/** Orders, newest first: by status and day placed, and found by number, name, e-mail or phone; paged. */
export const AdminOrderListQuerySchema = PageQuerySchema.extend({
  status: orderStatus(),
  search: optional(
    z.string({ error: 'search must be text' }).trim().max(100, 'search must be at most 100 characters'),
  ),
  ...placedBetween,
}).refine(...fromNotAfterTo);

/** GET /admin/orders/export.csv: the orders placed between two days in India, of one status or all. */
export const OrdersExportQuerySchema = z
  .object({ status: orderStatus(), ...placedBetween })
  .refine(...fromNotAfterTo);
export type OrdersExportQuery = z.infer<typeof OrdersExportQuerySchema>;

/** GET /admin/orders/invoices.pdf: the invoices of the orders shipped on one day in India. */
export const DispatchDayQuerySchema = z.object({ date: isoDate('date') });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

/** A row of the orders list. */
export const AdminOrderRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  name: z.string(),
  city: z.string(),
  createdAt: z.string(),
  /** In paise. */
  total: z.number().int(),
  itemCount: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrderListSchema = z.object({
  orders: z.array(AdminOrderRowSchema),
  pagination: PageInfoSchema,
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** Today's sales in India: orders placed today that stand, and their total in paise. */
export const TodaysSalesSchema = z.object({ orders: z.number().int(), total: z.number().int() });
export type TodaysSales = z.infer<typeof TodaysSalesSchema>;

/** A move staff make on an order: confirm, ship (with carrier and tracking number), deliver, cancel, refund. */
export const AdminOrderActionSchema = z.object({
  status: z.enum(['confirmed', 'shipped', 'delivered', 'cancelled', 'refunded'], {
    error: 'status must be confirmed, shipped, delivered, cancelled or refunded',
  }),
  carrier: z
    .string({ error: 'carrier must be text' })
    .trim()
    .min(1, 'carrier is required')
    .max(60)
    .optional(),
  trackingNumber: z
    .string({ error: 'trackingNumber must be text' })
    .trim()
    .min(1, 'trackingNumber is required')
    .max(60, 'trackingNumber must be at most 60 characters')
    .optional(),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(500, 'note must be at most 500 characters')
    .optional(),
});
export type AdminOrderAction = z.infer<typeof AdminOrderActionSchema>;
