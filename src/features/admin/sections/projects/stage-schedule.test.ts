import { describe, expect, it } from 'vitest';
import type { StagesData } from '@contract/project-stages.ts';
import { RUPEES_MESSAGE } from './quote-form.ts';
import {
  canMarkDue,
  canRecordPayment,
  canRefund,
  emptyHandStage,
  handScheduleOf,
  handStagesSum,
  leftToSchedule,
  METHOD_OPTIONS,
  offlineFormOf,
  offlinePaymentOf,
  receiptFileName,
  REFUND_REFERENCE_MESSAGE,
  refundBodyOf,
  refundOf,
  refundText,
  runningSumText,
  stagesSummary,
  TEMPLATE_OPTIONS,
} from './stage-schedule.ts';

const DATA: StagesData = {
  stages: [],
  approved_version: 2,
  total_paise: 33_842_400,
  paid_paise: 3_384_240,
  outstanding_paise: 30_458_160,
};

describe('the schedule’s choices', () => {
  it('offer the contract’s templates and offline methods by their labels', () => {
    expect(TEMPLATE_OPTIONS[0]).toEqual({
      value: 'standard',
      label: 'Booking 10 %, production 40 %, installation 50 %',
    });
    expect(TEMPLATE_OPTIONS.map((option) => option.value)).toEqual(['standard', 'design_only', 'four_stage']);
    expect(METHOD_OPTIONS.map((option) => option.label)).toEqual(['Bank transfer', 'UPI', 'Cheque', 'Cash']);
  });
});

describe('stages by hand', () => {
  it('sum what is typed in rupees, as paise, against what is left after the paid stages', () => {
    const stages = [emptyHandStage('Booking', '30,000'), emptyHandStage('Rest', '1499.50'), emptyHandStage()];
    expect(handStagesSum(stages)).toBe(3_149_950);
    expect(leftToSchedule(DATA)).toBe(30_458_160);
    expect(runningSumText(3_000_000, 3_384_240)).toBe(
      '₹30,000.00 of ₹33,842.40 · ₹3,842.40 still to schedule',
    );
    expect(runningSumText(3_384_240, 3_384_240)).toBe('₹33,842.40 of ₹33,842.40 · adds up');
    expect(runningSumText(3_500_000, 3_384_240)).toBe('₹35,000.00 of ₹33,842.40 · ₹1,157.60 too much');
  });

  it('are sent as labels and paise', () => {
    const { body, errors } = handScheduleOf([
      emptyHandStage(' Booking ', '30000'),
      emptyHandStage('Installation', '₹3,842.40'),
    ]);
    expect(errors).toEqual({});
    expect(body).toEqual({
      stages: [
        { label: 'Booking', amount_paise: 3_000_000 },
        { label: 'Installation', amount_paise: 384_240 },
      ],
    });
  });

  it('name the field of a missing label or an amount that is not rupees', () => {
    const { body, errors } = handScheduleOf([emptyHandStage('', '100'), emptyHandStage('Rest', '12.345')]);
    expect(body).toBeNull();
    expect(errors['stages.0.label']).toBeDefined();
    expect(errors['stages.1.amount_paise']).toBe(RUPEES_MESSAGE);
  });
});

describe('a payment received offline', () => {
  it('starts from the stage’s amount, by bank transfer', () => {
    expect(offlineFormOf({ amount_paise: 3_384_240 })).toEqual({
      method: 'bank_transfer',
      reference: '',
      amount: '33842.40',
      note: '',
    });
  });

  it('is sent in paise with its reference, and a note only when there is one', () => {
    expect(
      offlinePaymentOf({ method: 'upi', reference: ' 4123 5678 ', amount: '33,842.40', note: ' ' }),
    ).toEqual({ body: { method: 'upi', reference: '4123 5678', amount_paise: 3_384_240 }, errors: {} });
    const refused = offlinePaymentOf({ method: 'cheque', reference: '', amount: 'all of it', note: '' });
    expect(refused.body).toBeNull();
    expect(refused.errors.reference).toBeDefined();
    expect(refused.errors.amount_paise).toBe(RUPEES_MESSAGE);
  });
});

describe('what a stage allows', () => {
  it('marks a scheduled stage due, and records a payment of one not paid', () => {
    expect(canMarkDue({ status: 'scheduled' })).toBe(true);
    expect(canMarkDue({ status: 'due' })).toBe(false);
    expect(canRecordPayment({ status: 'due' })).toBe(true);
    expect(canRecordPayment({ status: 'scheduled' })).toBe(true);
    expect(canRecordPayment({ status: 'paid' })).toBe(false);
    expect(canRecordPayment({ status: 'cancelled' })).toBe(false);
  });

  it('saves a receipt under its number without slashes', () => {
    expect(receiptFileName('RV/26-27/000003')).toBe('RV-26-27-000003.pdf');
  });
});

describe('refunding a cancelled project’s advances', () => {
  const paid = (amount_paise: number, method: 'razorpay' | 'bank_transfer') => ({
    status: 'paid' as const,
    amount_paise,
    payment: { method, reference: 'ref', proof: null },
  });
  const stages = [
    paid(2_124_000, 'razorpay'),
    paid(8_496_000, 'bank_transfer'),
    { status: 'due' as const, amount_paise: 10_620_000, payment: null },
  ];

  it('gives back the paid stages, through the gateway and offline, once the project is cancelled', () => {
    expect(refundOf(stages)).toEqual({ online: 2_124_000, offline: 8_496_000, total: 10_620_000 });
    expect(canRefund(true, stages)).toBe(true);
    expect(canRefund(false, stages)).toBe(false);
    expect(canRefund(true, [stages[2]!])).toBe(false);
    expect(refundText(refundOf(stages))).toBe(
      '₹1,06,200.00 in all: ₹21,240.00 through the payment gateway and ₹84,960.00 received offline, which you give back',
    );
    expect(refundText(refundOf(stages.slice(0, 1)))).toBe('₹21,240.00 through the payment gateway');
    expect(refundText(refundOf(stages.slice(1)))).toBe('₹84,960.00 received offline, which you give back');
  });

  it('sends the method and reference only for money received offline, which needs its reference', () => {
    const form = { method: 'upi' as const, reference: ' UPI-778 ', reason: ' ' };
    expect(refundBodyOf(form, true)).toEqual({ body: { method: 'upi', reference: 'UPI-778' }, errors: {} });
    expect(refundBodyOf({ ...form, reason: 'Client moved city' }, false)).toEqual({
      body: { reason: 'Client moved city' },
      errors: {},
    });
    expect(refundBodyOf({ ...form, reference: '' }, true)).toEqual({
      body: null,
      errors: { reference: REFUND_REFERENCE_MESSAGE },
    });
  });
});

describe('the panel’s summary', () => {
  it('names the approved version and its figures, or says a schedule waits for an approval', () => {
    expect(stagesSummary(DATA)).toBe(
      'Version 2 approved: ₹3,38,424.00 · paid ₹33,842.40 · outstanding ₹3,04,581.60',
    );
    expect(stagesSummary({ ...DATA, approved_version: null })).toBe(
      'The payment schedule is set once the customer approves a version of the quote.',
    );
  });
});
