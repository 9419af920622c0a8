import { describe, expect, it } from 'vitest';
import { formatPaise, orderDate, paymentLabel } from './orders-copy.ts';

describe('order amounts and dates', () => {
  it('shows paise as rupees with two decimals and Indian grouping', () => {
    expect(formatPaise(276095)).toBe('₹2,760.95');
    expect(formatPaise(12345600)).toBe('₹1,23,456.00');
    expect(formatPaise(5)).toBe('₹0.05');
  });

  it("dates an order in India's time", () => {
    expect(orderDate('2026-11-24T20:00:00Z')).toBe('25 Nov 2026');
  });
});

describe("where the shopper's money stands", () => {
  it('reads Refund in progress from the cancellation until the refund is processed, even while staff retry it', () => {
    expect(paymentLabel({ status: 'placed', paymentStatus: 'paid' })).toBe('Paid');
    expect(paymentLabel({ status: 'placed', paymentStatus: 'due' })).toBe('Due');
    expect(paymentLabel({ status: 'cancelled', paymentStatus: 'refund_pending' })).toBe('Refund in progress');
    expect(paymentLabel({ status: 'cancelled', paymentStatus: 'paid' })).toBe('Refund in progress');
    expect(paymentLabel({ status: 'refunded', paymentStatus: 'refunded' })).toBe('Refunded');
    expect(paymentLabel({ status: 'cancelled', paymentStatus: 'due' })).toBe('Due');
  });
});
