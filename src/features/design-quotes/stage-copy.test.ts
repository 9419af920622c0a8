import { describe, expect, it } from 'vitest';
import type { Stage } from '@contract/project-stages.ts';
import {
  customerStages,
  documentLine,
  dueSince,
  STAGE_COPY,
  paidOn,
  payOnline,
  receiptFileName,
  receiptLine,
  stageStatusLabel,
} from './stage-copy.ts';

const stage = (position: number, status: Stage['status']): Stage => ({
  id: `stage-${position}-${status}`,
  position,
  label: `Stage ${position}`,
  amount_paise: 100_00,
  status,
  quote_version: 1,
  due_on: null,
  overdue: false,
  paid_at: null,
  payment: null,
  receipt: null,
});

describe("the Payments section's words", () => {
  it('name the invoice and the refund vouchers with their number, date and total', () => {
    expect(STAGE_COPY.documents).toBe('Invoices and refunds');
    expect(documentLine('invoice', 'INV/26-27/000003', '28 November 2026', 27_140_000)).toBe(
      'Tax invoice INV/26-27/000003 · 28 November 2026 · ₹2,71,400.00',
    );
    expect(documentLine('refund_voucher', 'RF/26-27/000001', '1 December 2026', 590_000)).toBe(
      'Refund voucher RF/26-27/000001 · 1 December 2026 · ₹5,900.00',
    );
  });

  it('name the amount of a due stage on its button, in the Indian grouping', () => {
    expect(payOnline(3_384_240)).toBe('Pay ₹33,842.40 online');
  });

  it('say when and how a stage was paid', () => {
    expect(paidOn('28 November 2026', 'razorpay')).toBe('Paid on 28 November 2026 · Online');
    expect(paidOn('28 November 2026', 'bank_transfer')).toBe('Paid on 28 November 2026 · Bank transfer');
    expect(paidOn('28 November 2026', null)).toBe('Paid on 28 November 2026');
    expect(dueSince('1 December 2026')).toBe('Due since 1 December 2026');
  });

  it('name a receipt by its number, and save it without the slashes', () => {
    expect(receiptLine('RV/26-27/000012')).toBe('Receipt RV/26-27/000012');
    expect(receiptFileName('RV/26-27/000012')).toBe('RV-26-27-000012.pdf');
  });

  it('read the status labels of the contract', () => {
    expect(stageStatusLabel('due')).toBe('Due');
    expect(stageStatusLabel('paid')).toBe('Paid');
    expect(stageStatusLabel('scheduled')).toBe('Scheduled');
  });
});

describe('the stages a customer reads', () => {
  it('are in their order, without the stages a new schedule replaced', () => {
    const shown = customerStages([stage(2, 'scheduled'), stage(1, 'cancelled'), stage(1, 'paid')]);
    expect(shown.map((item) => item.id)).toEqual(['stage-1-paid', 'stage-2-scheduled']);
  });
});
