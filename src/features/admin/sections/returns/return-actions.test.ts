import { describe, expect, it } from 'vitest';
import {
  allRestocked,
  approveBodyOf,
  damageBodyOf,
  inspectBodyOf,
  movesOf,
  pickupDays,
  refundAfter,
  refundBodyOf,
  rejectBodyOf,
  replacementBodyOf,
  requestedByLabel,
  RETURN_MOVES,
  type RefundForm,
} from './return-actions.ts';

const bed = { lineId: '0b1c2d3e-4f50-4617-8899-aabbccddeeff', name: 'Teak bed', quantity: 2 };
const lamp = { lineId: '11111111-2222-4333-8444-555555555555', name: 'Brass lamp', quantity: 1 };

describe('the moves a return offers', () => {
  it("follows the server's next states, each with its action", () => {
    expect(movesOf({ nextStates: ['approved', 'rejected'] })).toEqual(['approved', 'rejected']);
    expect(movesOf({ nextStates: [] })).toEqual([]);
    expect(Object.values(RETURN_MOVES).map((move) => move.action)).toEqual([
      'approve',
      'reject',
      'collect',
      'inspect',
      'refund',
      'replacement-sent',
      'close',
    ]);
    expect(requestedByLabel('delivery')).toBe('damage reported at delivery');
    expect(requestedByLabel('guest')).toBe('the customer (order link)');
  });
});

describe('approving and rejecting', () => {
  it('sends a note and a pickup day only when given', () => {
    expect(approveBodyOf({ note: '  ', pickupDate: '' })).toEqual({ body: {}, errors: null });
    expect(approveBodyOf({ note: ' Pickup  by Bluedart ', pickupDate: '2026-12-02' })).toEqual({
      body: { note: 'Pickup by Bluedart', pickupDate: '2026-12-02' },
      errors: null,
    });
    expect(approveBodyOf({ note: '', pickupDate: '2026-02-30' }).errors).toEqual({
      pickupDate: 'pickupDate must be a real date, like 2026-11-23',
    });
  });

  it('needs a reason to reject', () => {
    expect(rejectBodyOf('   ').errors).toEqual({ reason: 'reason is required' });
    expect(rejectBodyOf('Outside the window').body).toEqual({ reason: 'Outside the window' });
  });
});

describe('sending a replacement', () => {
  it('books its delivery day only when staff give one, and names a day that is not a date', () => {
    expect(replacementBodyOf('')).toEqual({ body: {}, errors: null });
    expect(replacementBodyOf('2026-12-04')).toEqual({ body: { deliveryDate: '2026-12-04' }, errors: null });
    expect(replacementBodyOf('2026-02-30').errors).toEqual({
      deliveryDate: 'deliveryDate must be a real date, like 2026-11-23',
    });
  });
});

describe('the inspection', () => {
  it('starts with every unit restocked and sends whole units per line', () => {
    const typed = allRestocked([bed, lamp]);
    expect(typed).toEqual({
      [bed.lineId]: { restocked: '2', writtenOff: '0' },
      [lamp.lineId]: { restocked: '1', writtenOff: '0' },
    });
    expect(
      inspectBodyOf('Leg cracked', [bed, lamp], {
        ...typed,
        [bed.lineId]: { restocked: '1', writtenOff: '1' },
      }),
    ).toEqual({
      body: {
        conditionNotes: 'Leg cracked',
        lines: [
          { lineId: bed.lineId, restocked: 1, writtenOff: 1 },
          { lineId: lamp.lineId, restocked: 1, writtenOff: 0 },
        ],
      },
      errors: null,
    });
  });

  it('needs the condition, and restocked and written off adding up to the units returned', () => {
    const result = inspectBodyOf('', [bed, lamp], {
      [bed.lineId]: { restocked: '2', writtenOff: '1' },
      [lamp.lineId]: { restocked: '', writtenOff: '0' },
    });
    expect(result.errors).toEqual({
      conditionNotes: 'conditionNotes is required',
      'lines.0.restocked': 'Restocked and written off must add up to 2 for Teak bed',
      'lines.1.restocked': 'lines.restocked must be a number',
    });
  });
});

describe('the refund', () => {
  const form: RefundForm = { deduction: '', deductionReason: '', method: 'bank_transfer', reference: '' };
  const online = { value: 1_500_000, offlineRefund: false };
  const cod = { value: 1_500_000, offlineRefund: true };

  it('gives back the value less the deduction typed in rupees', () => {
    expect(refundBodyOf(form, online)).toEqual({ body: { deductionPaise: 0 }, errors: null });
    expect(
      refundBodyOf({ ...form, deduction: '1,499.50', deductionReason: 'Scratches on the top' }, online),
    ).toEqual({ body: { deductionPaise: 149_950, deductionReason: 'Scratches on the top' }, errors: null });
    expect(refundAfter(1_500_000, 149_950)).toBe(1_350_050);
    expect(refundAfter(1_500_000, 1_500_001)).toBeNull();
    expect(refundAfter(1_500_000, Number.NaN)).toBeNull();
  });

  it('names what is wrong with the deduction', () => {
    expect(refundBodyOf({ ...form, deduction: '12.345' }, online).errors).toEqual({
      deductionPaise: 'Enter an amount in rupees, like 15000 or 1499.50',
    });
    expect(refundBodyOf({ ...form, deduction: '15000.01' }, online).errors).toEqual({
      deductionPaise: 'The deduction cannot be more than the value, ₹15,000.00',
    });
    expect(refundBodyOf({ ...form, deduction: '500' }, online).errors).toEqual({
      deductionReason: 'deductionReason is required when something is kept back',
    });
  });

  it('for cash on delivery, needs where the money was paid', () => {
    expect(refundBodyOf(form, cod).errors).toEqual({ 'payout.reference': 'payout.reference is required' });
    expect(refundBodyOf({ ...form, method: 'upi', reference: ' UPI-4471 ' }, cod).body).toEqual({
      deductionPaise: 0,
      payout: { method: 'upi', reference: 'UPI-4471' },
    });
  });
});

describe('a damage report at delivery', () => {
  it('sends the damaged units of each piece and the comment', () => {
    expect(damageBodyOf({ [bed.lineId]: '1', [lamp.lineId]: '' }, 'Leg broken on arrival')).toEqual({
      body: { lines: [{ lineId: bed.lineId, quantity: 1 }], comment: 'Leg broken on arrival' },
      errors: null,
    });
    expect(damageBodyOf({ [bed.lineId]: '0' }, ' ').errors).toEqual({
      lines: 'Choose at least one piece to return',
      comment: 'comment is required',
    });
  });
});

describe('the pickup day staff may set', () => {
  it('runs from tomorrow to two weeks from today', () => {
    expect(pickupDays('2026-11-30')).toEqual({ first: '2026-12-01', last: '2026-12-14' });
  });
});
