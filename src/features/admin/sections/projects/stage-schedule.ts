// The Payments panel's rules (decision 192): the schedule's choices, the stages typed by hand (rupees in,
// paise out, with their running sum against what is left to schedule), a payment received offline, what
// each stage allows, and refunding a cancelled project's advances (decision 196). The contract's schemas
// check what is sent; the server decides the rest.
import { formatPaise } from '@contract/money.ts';
import { ProjectRefundSchema, type ProjectRefund } from '@contract/project-documents.ts';
import {
  OFFLINE_METHODS,
  OfflinePaymentSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STAGE_TEMPLATES,
  StageScheduleSchema,
  type OfflineMethod,
  type OfflinePayment,
  type PaymentStageTemplate,
  type Stage,
  type StagesData,
  type StageSchedule,
} from '@contract/project-stages.ts';
import { validate, type FieldErrors } from '../../lib/field-errors.ts';
import { paiseOfRupees, RUPEES_MESSAGE, rupeesTextOf } from './quote-form.ts';

export const TEMPLATE_OPTIONS = (Object.keys(PAYMENT_STAGE_TEMPLATES) as PaymentStageTemplate[]).map(
  (name) => ({ value: name, label: PAYMENT_STAGE_TEMPLATES[name].label }),
);

export const METHOD_OPTIONS = OFFLINE_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/** What a staff member types for a stage set by hand. */
export interface HandStage {
  id: string;
  label: string;
  /** Rupees as typed: '33842.40'. */
  amount: string;
}

let counter = 0;
export const emptyHandStage = (label = '', amount = ''): HandStage => ({
  id: `stage-new-${++counter}`,
  label,
  amount,
});

/** What is left to schedule: the approved total less what is paid, which a new schedule keeps. */
export const leftToSchedule = (data: Pick<StagesData, 'total_paise' | 'paid_paise'>): number =>
  data.total_paise - data.paid_paise;

/** The sum of the amounts typed so far, in paise; what is not an amount yet counts nothing. */
export function handStagesSum(stages: readonly HandStage[]): number {
  return stages.reduce((sum, stage) => {
    const paise = paiseOfRupees(stage.amount);
    return paise === null || Number.isNaN(paise) ? sum : sum + paise;
  }, 0);
}

/** The running sum beside the stages: '₹30,000.00 of ₹33,842.40 · ₹3,842.40 still to schedule'. */
export function runningSumText(sum: number, left: number): string {
  const of = `${formatPaise(sum)} of ${formatPaise(left)}`;
  if (sum === left) return `${of} · adds up`;
  return sum < left
    ? `${of} · ${formatPaise(left - sum)} still to schedule`
    : `${of} · ${formatPaise(sum - left)} too much`;
}

/** Stages by hand as the API takes them, or the errors beside their fields (`stages.1.amount_paise`). */
export function handScheduleOf(stages: readonly HandStage[]): {
  body: StageSchedule | null;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const rows = stages.map((stage, index) => {
    const paise = paiseOfRupees(stage.amount);
    if (paise === null || Number.isNaN(paise)) errors[`stages.${index}.amount_paise`] = RUPEES_MESSAGE;
    return { label: stage.label.trim(), amount_paise: paise ?? NaN };
  });
  const checked = validate(StageScheduleSchema, { stages: rows });
  if (!checked.ok) return { body: null, errors: { ...checked.errors, ...errors } };
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: checked.data, errors: {} };
}

/** What staff type for a payment received offline. */
export interface OfflineForm {
  method: OfflineMethod;
  reference: string;
  /** Rupees as typed, prefilled with the stage's amount. */
  amount: string;
  note: string;
}

export const offlineFormOf = (stage: Pick<Stage, 'amount_paise'>): OfflineForm => ({
  method: 'bank_transfer',
  reference: '',
  amount: rupeesTextOf(stage.amount_paise),
  note: '',
});

/** The payment as the API takes it, or the errors beside its fields. */
export function offlinePaymentOf(form: OfflineForm): { body: OfflinePayment | null; errors: FieldErrors } {
  const paise = paiseOfRupees(form.amount);
  const note = form.note.trim();
  const checked = validate(OfflinePaymentSchema, {
    method: form.method,
    reference: form.reference.trim(),
    amount_paise: paise ?? NaN,
    ...(note ? { note } : {}),
  });
  const amountError: FieldErrors =
    paise === null || Number.isNaN(paise) ? { amount_paise: RUPEES_MESSAGE } : {};
  if (!checked.ok) return { body: null, errors: { ...checked.errors, ...amountError } };
  return { body: checked.data, errors: {} };
}

/** A scheduled stage may be marked due; a stage not paid (nor replaced) may have a payment recorded. */
export const canMarkDue = (stage: Pick<Stage, 'status'>): boolean => stage.status === 'scheduled';
export const canRecordPayment = (stage: Pick<Stage, 'status'>): boolean =>
  stage.status === 'scheduled' || stage.status === 'due';

/** What a cancelled project's refund gives back: its paid stages, through the gateway and received offline. */
export function refundOf(stages: readonly Pick<Stage, 'status' | 'amount_paise' | 'payment'>[]): {
  online: number;
  offline: number;
  total: number;
} {
  const paid = stages.filter((stage) => stage.status === 'paid');
  const sum = (rows: typeof paid) => rows.reduce((total, stage) => total + stage.amount_paise, 0);
  const online = sum(paid.filter((stage) => stage.payment?.method === 'razorpay'));
  const offline = sum(paid.filter((stage) => stage.payment?.method !== 'razorpay'));
  return { online, offline, total: online + offline };
}

/** What goes back, in words: '₹1,000.00 in all: ₹400.00 through the payment gateway and ₹600.00 …'. */
export function refundText(amounts: { online: number; offline: number; total: number }): string {
  const online = `${formatPaise(amounts.online)} through the payment gateway`;
  const offline = `${formatPaise(amounts.offline)} received offline, which you give back`;
  if (amounts.online > 0 && amounts.offline > 0)
    return `${formatPaise(amounts.total)} in all: ${online} and ${offline}`;
  return amounts.online > 0 ? online : offline;
}

/** A cancelled project with a paid stage may have its advances refunded. */
export const canRefund = (cancelled: boolean, stages: readonly Pick<Stage, 'status'>[]): boolean =>
  cancelled && stages.some((stage) => stage.status === 'paid');

/** What staff type to refund a cancelled project's advances. */
export interface RefundForm {
  method: OfflineMethod;
  reference: string;
  reason: string;
}

export const REFUND_REFERENCE_MESSAGE =
  "reference is required: the bank's or the cheque's reference of the refund";

/**
 * The refund as the API takes it, or the errors beside its fields. Money received offline goes back by a
 * method with its reference; money paid online goes back through the gateway, needing neither.
 */
export function refundBodyOf(
  form: RefundForm,
  offline: boolean,
): { body: ProjectRefund | null; errors: FieldErrors } {
  const reference = form.reference.trim();
  const reason = form.reason.trim();
  const checked = validate(ProjectRefundSchema, {
    ...(offline ? { method: form.method, reference } : {}),
    ...(reason ? { reason } : {}),
  });
  if (!checked.ok) return { body: null, errors: checked.errors };
  if (offline && !reference) return { body: null, errors: { reference: REFUND_REFERENCE_MESSAGE } };
  return { body: checked.data, errors: {} };
}

/** A voucher's PDF is saved under its number, which a file name cannot hold with its slashes. */
export const receiptFileName = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;

/** The panel's summary: 'Version 2 approved: ₹3,38,424.00 · paid ₹33,842.40 · outstanding ₹3,04,581.60'. */
export function stagesSummary(data: StagesData): string {
  if (data.approved_version === null)
    return 'The payment schedule is set once the customer approves a version of the quote.';
  return (
    `Version ${data.approved_version} approved: ${formatPaise(data.total_paise)} · ` +
    `paid ${formatPaise(data.paid_paise)} · outstanding ${formatPaise(data.outstanding_paise)}`
  );
}
