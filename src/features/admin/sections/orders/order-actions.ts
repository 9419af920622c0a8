// What staff may do next with an order (decision 124): the moves the contract allows from its status,
// in the order a shop works through them, each with its button's words. The server refuses any other.
import type { AdminOrderEvent } from '@contract/admin/orders.ts';
import {
  ORDER_TRANSITIONS,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@contract/order-rules.ts';

export type StaffMove = 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export const MOVE_LABELS: Readonly<Record<StaffMove, string>> = {
  confirmed: 'Confirm order',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  refunded: 'Refund payment',
};

const STAFF_MOVES: readonly StaffMove[] = ['confirmed', 'shipped', 'delivered', 'cancelled'];

/**
 * The moves open from `status`; cancelling an order awaiting payment is left to its expiry. A paid order
 * is refunded when it is cancelled; Refund is offered again only if that refund failed.
 */
export function staffMoves(status: OrderStatus, paymentStatus: PaymentStatus = 'due'): StaffMove[] {
  if (status === 'pending_payment') return [];
  if (status === 'cancelled') return paymentStatus === 'paid' ? ['refunded'] : [];
  return STAFF_MOVES.filter((move) => ORDER_TRANSITIONS[status].includes(move));
}

/** Shipping needs both a carrier and a tracking number, so the customer can follow the parcel. */
export function shipmentErrors(
  carrier: string,
  trackingNumber: string,
): { carrier?: string; trackingNumber?: string } {
  return {
    ...(carrier.trim() ? {} : { carrier: 'Carrier is required to ship' }),
    ...(trackingNumber.trim() ? {} : { trackingNumber: 'Tracking number is required to ship' }),
  };
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on delivery',
  online: 'Online',
};

/** Who made a step of an order's history: the member by name, or who else it was. */
export function actorLabel(event: Pick<AdminOrderEvent, 'actor' | 'staff'>): string {
  switch (event.actor) {
    case 'staff':
      return event.staff?.name || 'a member of staff';
    case 'shopper':
      return 'the shopper';
    case 'gateway':
      return 'payment gateway';
    case 'system':
      return 'system';
  }
}
