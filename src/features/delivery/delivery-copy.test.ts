import { describe, expect, it } from 'vitest';
import { answerLines, unserviceableMessage } from './delivery-copy.ts';

const answer = (installation: { kind: 'free' | 'paid' | 'none'; price: number | null }, cod: boolean) => ({
  pincode: '400001',
  serviceable: true as const,
  zone: 'Mumbai',
  deliveryDays: { min: 5, max: 8 },
  estimatedDelivery: { from: '2026-11-30', to: '2026-12-03' },
  installation,
  cashOnDelivery: cod,
});

describe('what the pincode check says', () => {
  it('gives the window, the installation terms and cash on delivery', () => {
    expect(answerLines(answer({ kind: 'free', price: null }, true))).toEqual([
      'Delivery by 30 Nov – 3 Dec',
      'Free installation',
      'Cash on delivery available',
    ]);
    expect(answerLines(answer({ kind: 'paid', price: 799 }, false))).toEqual([
      'Delivery by 30 Nov – 3 Dec',
      'Installation ₹799',
      'Cash on delivery not available',
    ]);
    expect(answerLines(answer({ kind: 'none', price: null }, false))[1]).toBe('Installation not offered');
  });
  it('names the pincode it does not serve', () => {
    expect(unserviceableMessage('799001')).toBe("We don't deliver to 799001 yet.");
  });
});
