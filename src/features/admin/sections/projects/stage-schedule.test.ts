import { describe, expect, it } from 'vitest';
import type { StagesData } from '@contract/project-stages.ts';
import { RUPEES_MESSAGE } from './quote-form.ts';
import {
  canMarkDue,
  canRecordPayment,
  emptyHandStage,
  handScheduleOf,
  handStagesSum,
  leftToSchedule,
  METHOD_OPTIONS,
  offlineFormOf,
  offlinePaymentOf,
  receiptFileName,
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
