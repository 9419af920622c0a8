import { describe, expect, it } from 'vitest';
import { dailyMessageId, indiaClock } from './stock-thresholds.ts';

describe('the low-stock e-mail’s clock', () => {
  it('reads the day and hour in India, five and a half hours ahead of UTC', () => {
    expect(indiaClock(new Date('2026-11-24T03:29:59Z'))).toEqual({ date: '2026-11-24', hour: 8 });
    expect(indiaClock(new Date('2026-11-24T03:30:00Z'))).toEqual({ date: '2026-11-24', hour: 9 });
    expect(indiaClock(new Date('2026-11-24T18:29:59Z'))).toEqual({ date: '2026-11-24', hour: 23 });
    expect(indiaClock(new Date('2026-11-24T18:30:00Z'))).toEqual({ date: '2026-11-25', hour: 0 });
  });

  it('gives each day one stable outbox id, a UUID, different from every other day’s', () => {
    const id = dailyMessageId('stock.low', '2026-11-24');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(dailyMessageId('stock.low', '2026-11-24')).toBe(id);
    expect(dailyMessageId('stock.low', '2026-11-25')).not.toBe(id);
    expect(dailyMessageId('other.report', '2026-11-24')).not.toBe(id);
  });
});
