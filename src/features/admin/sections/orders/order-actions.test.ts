import { describe, expect, it } from 'vitest';
import { actorLabel, shipmentErrors, staffMoves } from './order-actions.ts';

describe('what staff may do with an order', () => {
  it('offers the next steps in order, and cancelling until it ships', () => {
    expect(staffMoves('placed')).toEqual(['confirmed', 'cancelled']);
    expect(staffMoves('confirmed')).toEqual(['shipped', 'cancelled']);
    expect(staffMoves('shipped')).toEqual(['delivered']);
    expect(staffMoves('delivered')).toEqual([]);
    expect(staffMoves('cancelled')).toEqual([]);
    expect(staffMoves('pending_payment')).toEqual([]);
    // A paid order whose refund failed when it was cancelled: the refund can be tried again.
    expect(staffMoves('cancelled', 'paid')).toEqual(['refunded']);
    expect(staffMoves('cancelled', 'refunded')).toEqual([]);
  });

  it('asks for a carrier and a tracking number to ship', () => {
    expect(shipmentErrors('', ' ')).toEqual({
      carrier: 'Carrier is required to ship',
      trackingNumber: 'Tracking number is required to ship',
    });
    expect(shipmentErrors('Delhivery', 'DLV123456789')).toEqual({});
  });

  it('names the member behind a staff step, and says who made any other', () => {
    expect(actorLabel({ actor: 'staff', staff: { id: 'm1', name: 'Kavya Sales' } })).toBe('Kavya Sales');
    expect(actorLabel({ actor: 'staff', staff: null })).toBe('a member of staff');
    expect(actorLabel({ actor: 'shopper', staff: null })).toBe('the shopper');
    expect(actorLabel({ actor: 'gateway', staff: null })).toBe('payment gateway');
    expect(actorLabel({ actor: 'system', staff: null })).toBe('system');
  });
});
