// The return page's rules (decision 197): which action moves a return to each next state and what its
// button says, and the bodies of the actions that carry a form (approve, reject, inspect, refund) and of a
// damage report, checked by the contract's schemas before they go. A deduction is typed in rupees and
// sent in paise; the refund shown before confirming is the return's value less it. The server decides.
import { addDays, indiaToday } from '@contract/leads-rules.ts';
import { formatPaise } from '@contract/money.ts';
import type { ReturnState } from '@contract/return-rules.ts';
import {
  DamageReportSchema,
  ReturnApproveSchema,
  ReturnInspectSchema,
  ReturnRefundSchema,
  ReplacementSentSchema,
  ReturnRejectSchema,
  type AdminReturn,
  type ReturnRefund,
} from '@contract/returns.ts';
import { validate, type FieldErrors } from '../../lib/field-errors.ts';
import { paiseOfRupees, RUPEES_MESSAGE } from '../projects/quote-form.ts';

/** The states staff move a return to, each by its own action. */
export type ReturnMove = Exclude<ReturnState, 'requested'>;

/** Each move's action (POST /admin/returns/{id}/<action>), its panel's title and its button. */
export const RETURN_MOVES: Readonly<
  Record<ReturnMove, { action: string; title: string; button: string; hint: string }>
> = {
  approved: {
    action: 'approve',
    title: 'Approve',
    button: 'Approve the request',
    hint: 'The customer is e-mailed that the pieces will be collected.',
  },
  rejected: {
    action: 'reject',
    title: 'Reject',
    button: 'Reject the request',
    hint: 'The customer is e-mailed the reason.',
  },
  collected: {
    action: 'collect',
    title: 'Collected',
    button: 'Mark as collected',
    hint: 'The pieces are back with us.',
  },
  inspected: {
    action: 'inspect',
    title: 'Inspection',
    button: 'Record the inspection',
    hint: 'Restocked units go back on sale; written-off units do not.',
  },
  refunded: {
    action: 'refund',
    title: 'Refund',
    button: 'Refund',
    hint: 'A credit note is issued and the customer is e-mailed.',
  },
  replacement_sent: {
    action: 'replacement-sent',
    title: 'Replacement',
    button: 'Mark the replacement as sent',
    hint: 'The same pieces go out to the customer again.',
  },
  closed: {
    action: 'close',
    title: 'Close',
    button: 'Close the return',
    hint: 'Nothing more is to be done.',
  },
};

/** The moves a return offers, in the order the server lists them. */
export const movesOf = (view: Pick<AdminReturn, 'nextStates'>): ReturnMove[] =>
  view.nextStates.filter((state): state is ReturnMove => state !== 'requested');

export const KIND_LABELS: Readonly<Record<AdminReturn['kind'], string>> = {
  return: 'Return',
  replacement: 'Replacement',
};

/** Where a return's refund stands; a failed one is tried again by the refund payments job. */
export const REFUND_STATE_LABELS: Readonly<Record<NonNullable<AdminReturn['refund']>['state'], string>> = {
  pending: 'Refund in progress',
  succeeded: 'Refund processed',
  failed: 'The refund failed and is being tried again',
};

/** How far ahead a pickup may be set: from tomorrow, within two weeks (the API's rule). */
export const PICKUP_WITHIN_DAYS = 14;
/** The first and last pickup days from `today` (India, YYYY-MM-DD). */
export const pickupDays = (today = indiaToday()): { first: string; last: string } => ({
  first: addDays(today, 1),
  last: addDays(today, PICKUP_WITHIN_DAYS),
});

/** Who asked for a return, in staff's words. */
export const REQUESTED_BY: Readonly<Record<string, string>> = {
  customer: 'the customer (signed in)',
  guest: 'the customer (order link)',
  staff: 'staff',
  delivery: 'damage reported at delivery',
};
export const requestedByLabel = (who: string): string => REQUESTED_BY[who] ?? who;

type Checked<T> = { body: T; errors: null } | { body: null; errors: FieldErrors };
const checked = <T>(result: { ok: true; data: T } | { ok: false; errors: FieldErrors }): Checked<T> =>
  result.ok ? { body: result.data, errors: null } : { body: null, errors: result.errors };

export interface ApproveForm {
  note: string;
  pickupDate: string;
}
export function approveBodyOf(form: ApproveForm) {
  return checked(
    validate(ReturnApproveSchema, {
      ...(form.note.trim() ? { note: form.note } : {}),
      ...(form.pickupDate ? { pickupDate: form.pickupDate } : {}),
    }),
  );
}

export const rejectBodyOf = (reason: string) => checked(validate(ReturnRejectSchema, { reason }));

/** The replacement's delivery day, when staff book one for the zone's crew. */
export const replacementBodyOf = (deliveryDate: string) =>
  checked(validate(ReplacementSentSchema, deliveryDate ? { deliveryDate } : {}));

/** What staff type per line at inspection: units back on sale and units written off, as typed. */
export interface InspectLine {
  restocked: string;
  writtenOff: string;
}

const units = (text: string): number => (text.trim() === '' ? NaN : Number(text.trim()));

/** Every returned unit is either restocked or written off: the two add up to the line's quantity. */
export function inspectBodyOf(
  conditionNotes: string,
  lines: readonly Pick<AdminReturn['lines'][number], 'lineId' | 'name' | 'quantity'>[],
  typed: Readonly<Record<string, InspectLine>>,
) {
  const body = {
    conditionNotes,
    lines: lines.map((line) => ({
      lineId: line.lineId,
      restocked: units(typed[line.lineId]?.restocked ?? ''),
      writtenOff: units(typed[line.lineId]?.writtenOff ?? ''),
    })),
  };
  const result = checked(validate(ReturnInspectSchema, body));
  const errors: FieldErrors = { ...result.errors };
  body.lines.forEach((line, index) => {
    const { quantity, name } = lines[index]!;
    if (errors[`lines.${index}.restocked`] || errors[`lines.${index}.writtenOff`]) return;
    if (line.restocked + line.writtenOff !== quantity)
      errors[`lines.${index}.restocked`] = `Restocked and written off must add up to ${quantity} for ${name}`;
  });
  return Object.keys(errors).length > 0 ? { body: null, errors } : result;
}

/** The inspection's first guess: every unit back on sale. */
export const allRestocked = (lines: readonly { lineId: string; quantity: number }[]) =>
  Object.fromEntries(
    lines.map((line) => [line.lineId, { restocked: String(line.quantity), writtenOff: '0' }]),
  );

export interface RefundForm {
  /** Rupees as typed ('500', '1,499.50'); '' keeps nothing back. */
  deduction: string;
  deductionReason: string;
  method: 'bank_transfer' | 'upi';
  reference: string;
}

export const PAYOUT_OPTIONS = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'upi', label: 'UPI' },
] as const;

/** The deduction typed, in paise: 0 when blank, NaN when it is not an amount. */
export const deductionPaiseOf = (form: Pick<RefundForm, 'deduction'>): number =>
  paiseOfRupees(form.deduction) ?? 0;

/** What the customer gets back: the value less what is kept back, or null while the deduction is not valid. */
export function refundAfter(value: number, deductionPaise: number): number | null {
  if (!Number.isInteger(deductionPaise) || deductionPaise < 0 || deductionPaise > value) return null;
  return value - deductionPaise;
}

/** The refund's body: the deduction in paise with its reason, and where a cash-on-delivery refund was paid. */
export function refundBodyOf(
  form: RefundForm,
  view: Pick<AdminReturn, 'value' | 'offlineRefund'>,
): Checked<ReturnRefund> {
  const deductionPaise = deductionPaiseOf(form);
  if (Number.isNaN(deductionPaise)) return { body: null, errors: { deductionPaise: RUPEES_MESSAGE } };
  if (deductionPaise > view.value) {
    return {
      body: null,
      errors: { deductionPaise: `The deduction cannot be more than the value, ${formatPaise(view.value)}` },
    };
  }
  const reason = form.deductionReason.trim();
  return checked(
    validate(ReturnRefundSchema, {
      deductionPaise,
      ...(reason ? { deductionReason: reason } : {}),
      ...(view.offlineRefund ? { payout: { method: form.method, reference: form.reference } } : {}),
    }),
  );
}

/** The damage report's pieces as typed (units by line id, '' or '0' for none) and the comment. */
export function damageBodyOf(typed: Readonly<Record<string, string>>, comment: string) {
  const lines = Object.entries(typed)
    .filter(([, text]) => text.trim() !== '' && text.trim() !== '0')
    .map(([lineId, text]) => ({ lineId, quantity: units(text) }));
  return checked(validate(DamageReportSchema, { lines, comment }));
}
