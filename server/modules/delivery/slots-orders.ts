// An order's delivery and installation slots for its shopper (decision 200): the days offered for the
// order's zone from the first day its pincode can be reached, booking one, and moving it until 48 hours
// before. The order is read through the orders module's own check of who may see it (handed in by the
// composition root, so this module does not import orders), and every booking is e-mailed.
import { sql } from 'drizzle-orm';
import type { DeliveryRange } from '../../../contract/admin/delivery.ts';
import type { Order, OrderStatus } from '../../../contract/orders.ts';
import {
  earliestSlotDay,
  mayChangeSlot,
  slotDayText,
  slotWindow,
  type OrderSlotPurpose,
} from '../../../contract/slot-rules.ts';
import type { OrderSlots, SlotBooking, SlotPick } from '../../../contract/slots.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { slotBookedEmail } from '../../email/slot-emails.ts';
import type { OrderEmailSettings } from '../../email/order-emails.ts';
import { AppError } from '../../errors.ts';
import { fieldUnprocessable } from '../../lib/db-errors.ts';
import { indiaToday } from '../../lib/dates.ts';
import { enqueueEmail } from '../../outbox/outbox.ts';
import type { DeliveryService } from './pincodes.service.ts';
import { bookSlot, moveBooking, openDays, orderBooking } from './slots.ts';

/** Who asks for an order's slots: its signed-in customer, or the holder of its link. */
export type SlotOrderAccess = { customerId: string; verifiedEmail?: string | null } | { token: string };

export interface OrderSlotsDeps {
  database: Database;
  delivery: Pick<DeliveryService, 'rangeFor'>;
  /** The order for `access`, or a 404 that says nothing about orders the caller may not see. */
  order: (id: string, access: SlotOrderAccess) => Promise<Order>;
  mail: {
    emails: OrderEmailSettings;
    messageIdDomain: string;
    /** The order page with the order's token, read through `executor` inside a transaction. */
    orderUrl: (id: string, executor: Executor) => Promise<string>;
  };
  now?: () => Date;
}

/** Statuses in which each purpose may be booked or moved: from placed until delivered (installation: after). */
const OPEN_STATUSES: Readonly<Record<OrderSlotPurpose, readonly OrderStatus[]>> = {
  delivery: ['placed', 'confirmed', 'shipped'],
  installation: ['placed', 'confirmed', 'shipped', 'delivered'],
};

const STATUS_REASONS: Partial<Record<OrderStatus, string>> = {
  pending_payment: 'You can pick a day once your payment is through.',
  delivered: 'This order has been delivered.',
  cancelled: 'This order is cancelled.',
  refunded: 'This order is cancelled.',
};

export const SLOT_REASONS = {
  noInstallation: 'This order has no installation to book.',
  deliveryFirst: 'Pick the delivery day first.',
  tooLate: 'Your day is less than 48 hours away. Please call us to change it.',
  notServed: (pincode: string) =>
    `We no longer deliver to pincode ${pincode} online. Please call us to arrange the day.`,
} as const;

/** What an order's slot for `purpose` depends on, read before any transaction opens. */
interface SlotContext {
  order: Order;
  range: DeliveryRange | null;
  needed: boolean;
  booking: SlotBooking | null;
  delivery: SlotBooking | null;
}

/**
 * Whether an order needs installation: it was sold with the installation service, or its pincode installs
 * free (every piece the shop sells is installed where installation is free).
 */
export const needsInstallation = (order: Pick<Order, 'lines'>, range: DeliveryRange | null): boolean =>
  order.lines.some((line) => line.kind === 'installation') || range?.installation === 'free';

/** Why no day may be picked for `purpose` now, or null when one may. */
function reasonOf(purpose: OrderSlotPurpose, context: SlotContext, now: Date): string | null {
  const { order, range, booking } = context;
  if (!OPEN_STATUSES[purpose].includes(order.status))
    return STATUS_REASONS[order.status] ?? 'This order cannot be booked now.';
  if (purpose === 'installation' && !context.needed) return SLOT_REASONS.noInstallation;
  if (!range) return SLOT_REASONS.notServed(order.delivery.pincode);
  if (purpose === 'installation' && !context.delivery) return SLOT_REASONS.deliveryFirst;
  if (booking && (booking.state !== 'booked' || !mayChangeSlot(booking.date, now)))
    return SLOT_REASONS.tooLate;
  return null;
}

export function createOrderSlotsService(deps: OrderSlotsDeps) {
  const { database } = deps;
  const now = deps.now ?? (() => new Date());

  async function contextOf(id: string, access: SlotOrderAccess, purpose: OrderSlotPurpose) {
    const order = await deps.order(id, access);
    const range = await deps.delivery.rangeFor(order.delivery.pincode);
    const delivery = await orderBooking(database.db, order.id, 'delivery');
    const booking = purpose === 'delivery' ? delivery : await orderBooking(database.db, order.id, purpose);
    return {
      order,
      range,
      needed: purpose === 'delivery' || needsInstallation(order, range),
      booking,
      delivery,
    };
  }

  /** The first and last day offered for `purpose`. */
  const windowOf = (purpose: OrderSlotPurpose, context: SlotContext) =>
    slotWindow(
      earliestSlotDay(
        indiaToday(now()),
        context.range?.delivery_days_min ?? 1,
        purpose,
        context.delivery?.date ?? null,
      ),
    );

  /** Refuses a pick that breaks a rule, naming why (422), before anything is written. */
  function checkPick(pick: SlotPick, context: SlotContext): void {
    const reason = reasonOf(pick.purpose, context, now());
    if (reason) throw fieldUnprocessable('purpose', reason);
    const { from, to } = windowOf(pick.purpose, context);
    if (pick.date < from || pick.date > to) {
      const message = `Pick a day from ${slotDayText(from)} to ${slotDayText(to)}.`;
      throw fieldUnprocessable('date', message);
    }
  }

  /** Inside the booking's transaction: the order may not change status meanwhile, and is still open. */
  async function holdOrder(tx: Executor, order: Order, purpose: OrderSlotPurpose): Promise<void> {
    const [row] = await rowsOf<{ status: OrderStatus }>(
      tx,
      sql`SELECT status FROM orders WHERE id = ${order.id} FOR SHARE`,
    );
    if (!row || !OPEN_STATUSES[purpose].includes(row.status))
      throw new AppError(
        'unprocessable',
        STATUS_REASONS[row?.status ?? 'cancelled'] ?? 'This order cannot be booked now.',
      );
  }

  async function mailBooking(tx: Executor, order: Order, booking: SlotBooking, moved: boolean) {
    const email = slotBookedEmail(deps.mail.emails, {
      order,
      purpose: booking.purpose,
      date: booking.date,
      moved,
      orderUrl: await deps.mail.orderUrl(order.id, tx),
    });
    await enqueueEmail(tx, { topic: `slot.${booking.purpose}`, email }, deps.mail.messageIdDomain);
  }

  return {
    async view(id: string, access: SlotOrderAccess, purpose: OrderSlotPurpose): Promise<OrderSlots> {
      const context = await contextOf(id, access, purpose);
      const reason = reasonOf(purpose, context, now());
      const zone = context.range?.zone ?? null;
      const days =
        reason === null && zone !== null
          ? await openDays(database.db, { zone, purpose, ...windowOf(purpose, context) })
          : [];
      return {
        purpose,
        zone,
        needed: context.needed,
        booking: context.booking,
        canPick: reason === null,
        reason,
        days,
      };
    },

    /** Books the picked day; 409 naming `date` when its last place went first, or `purpose` when booked. */
    async book(id: string, access: SlotOrderAccess, pick: SlotPick): Promise<SlotBooking> {
      const context = await contextOf(id, access, pick.purpose);
      if (context.booking)
        throw AppError.conflict(
          `This order's ${pick.purpose} is already booked for ${slotDayText(context.booking.date)}. Move it instead.`,
          'purpose',
        );
      checkPick(pick, context);
      const zone = context.range!.zone;
      return database.db.transaction(async (tx) => {
        await holdOrder(tx, context.order, pick.purpose);
        const booking = await bookSlot(tx, {
          purpose: pick.purpose,
          zone,
          date: pick.date,
          orderId: context.order.id,
        });
        await mailBooking(tx, context.order, booking, false);
        return booking;
      });
    },

    /** Moves the booked day until 48 hours before it (422 after); an installation stays on or after its delivery. */
    async move(id: string, access: SlotOrderAccess, pick: SlotPick): Promise<SlotBooking> {
      const context = await contextOf(id, access, pick.purpose);
      if (!context.booking) {
        const message = `No ${pick.purpose} day is booked yet. Pick one first.`;
        throw fieldUnprocessable('purpose', message);
      }
      checkPick(pick, context);
      if (pick.purpose === 'delivery') {
        const installation = await orderBooking(database.db, context.order.id, 'installation');
        if (installation?.state === 'booked' && installation.date < pick.date) {
          const message = `Your installation is booked for ${slotDayText(installation.date)}, before this day. Move the installation to a later day first.`;
          throw fieldUnprocessable('date', message);
        }
      }
      const bookingId = context.booking.id;
      return database.db.transaction(async (tx) => {
        await holdOrder(tx, context.order, pick.purpose);
        const booking = await moveBooking(tx, bookingId, pick.date, now());
        if (booking.id !== bookingId) await mailBooking(tx, context.order, booking, true);
        return booking;
      });
    },
  };
}

export type OrderSlotsService = ReturnType<typeof createOrderSlotsService>;
