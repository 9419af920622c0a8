// What the quote page's Payments section says (docs/account.md, decision 192), in one place so that the
// journey checks it word for word, and the few rules it reads the stages by. The status and method
// labels are the contract's plain rules (contract/project-stage-rules.ts, which brings no schema library
// into the page).
import { formatPaise } from '@contract/money.ts';
import {
  PAYMENT_METHOD_LABELS,
  STAGE_STATUS_LABELS,
  type StageStatus,
} from '@contract/project-stage-rules.ts';
import type { Stage } from '@contract/project-stages.ts';

export { STAGE_STATUS_LABELS };

export const STAGE_COPY = {
  heading: 'Payments',
  hint: 'Your project is paid in stages against the quote you approved. We e-mail you when a stage is due.',
  loading: 'Loading your payments…',
  loadFailed: "We couldn't load your payments. Please reload the page to try again.",
  noSchedule: 'Your designer will set the payment stages shortly. We e-mail you when the first one is due.',
  approvedTotal: 'Approved total',
  paid: 'Paid',
  outstanding: 'Outstanding',
  stages: 'Stages',
  overdue: 'Overdue',
  downloadReceipt: 'Download receipt',
  receiptFailed: "We couldn't download the receipt. Please try again.",
  failedToOpen: "We couldn't open the payment window. Please check your connection and try again.",
  notVerified:
    "We couldn't confirm your payment yet. If money left your account, this stage will update within a few minutes.",
  dismissed: 'Payment not completed. You can pay this stage from this page whenever you are ready.',
  documents: 'Invoices and refunds',
  download: 'Download',
  documentFailed: "We couldn't download the document. Please try again.",
} as const;

/** What the customer's project page calls each document besides the stages' receipts. */
export const DOCUMENT_NAMES = {
  invoice: 'Tax invoice',
  refund_voucher: 'Refund voucher',
  credit_note: 'Credit note',
  receipt_voucher: 'Receipt voucher',
} as const;

/** 'Tax invoice INV/26-27/000003 · 28 November 2026 · ₹2,71,400.00'. */
export const documentLine = (
  kind: keyof typeof DOCUMENT_NAMES,
  number: string,
  date: string,
  totalPaise: number,
): string => `${DOCUMENT_NAMES[kind]} ${number} · ${date} · ${formatPaise(totalPaise)}`;

/** 'Version 2' under the approved total. */
export const approvedVersionLine = (version: number): string => `Version ${version}`;

/** The button of a due stage: 'Pay ₹33,842.40 online'. */
export const payOnline = (amountPaise: number): string => `Pay ${formatPaise(amountPaise)} online`;

/** 'Due since 28 November 2026'. */
export const dueSince = (date: string): string => `Due since ${date}`;

/** 'Paid on 28 November 2026 · Online' (or the way staff recorded it: 'Bank transfer'). */
export const paidOn = (date: string, method: keyof typeof PAYMENT_METHOD_LABELS | null): string =>
  method ? `Paid on ${date} · ${PAYMENT_METHOD_LABELS[method]}` : `Paid on ${date}`;

/** 'Receipt RV/26-27/000001'. */
export const receiptLine = (number: string): string => `Receipt ${number}`;

/** A receipt voucher's PDF is saved under its number, which a file name cannot hold with its slashes. */
export const receiptFileName = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;

/** The stages the customer reads: in their order, without those a new schedule replaced. */
export const customerStages = (stages: readonly Stage[]): Stage[] =>
  stages.filter((stage) => stage.status !== 'cancelled').sort((a, b) => a.position - b.position);

/** A stage's status as the customer reads it. */
export const stageStatusLabel = (status: StageStatus): string => STAGE_STATUS_LABELS[status];
