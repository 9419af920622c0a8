// What the quote page says (docs/account.md, decision 191), in one place so that the journey checks it
// word for word. The kind, unit and status labels and the longest comment are the contract's plain rules
// (contract/design-quote-rules.ts, which brings no schema library into the page).
import { QUOTE_LIMITS } from '@contract/design-quote-rules.ts';

export {
  DESIGN_QUOTE_STATUS_LABELS,
  QUOTE_LINE_KIND_LABELS,
  QUOTE_UNIT_LABELS,
} from '@contract/design-quote-rules.ts';

export const QUOTE_COPY = {
  title: 'Your design quote',
  notFound: 'Quote not found',
  notFoundHint: 'Check the link in your e-mail, or open the project from My Projects.',
  backToProjects: 'Back to My Projects',
  noQuote: 'No quote yet',
  noQuoteHint: 'Your designer has not sent a quote for this project yet. We will e-mail you when they do.',
  loadFailed: 'Error Loading Quote',
  loadFailedHint: 'Something went wrong while loading your quote. Please try again.',
  loading: 'Loading your quote…',
  versions: 'Versions',
  expired: 'Expired',
  download: 'Download PDF',
  downloadFailed: "We couldn't download the quote. Please try again.",
  item: 'Item',
  quantity: 'Quantity',
  rate: 'Rate',
  discount: 'Discount',
  taxable: 'Taxable value',
  gstRate: 'GST',
  lineTotal: 'Total',
  includesGst: 'incl. GST',
  totals: 'Totals',
  value: 'Value before discounts',
  totalDiscount: 'Discount',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  total: 'Total',
  inWords: 'In words',
  gstSummary: 'GST by rate',
  validUntil: 'Valid until',
  placeOfSupply: 'Place of supply',
  notSet: 'Not set',
  terms: 'Terms',
  answer: 'Your answer',
  answerHint:
    'Approve this version if it is right for you, or tell your designer what you would like changed.',
  askForChanges: 'Ask for changes',
  changesLabel: 'What would you like changed?',
  changesHint: 'Your designer reads this and sends you a new version.',
  changesRequired: 'Please tell us what you would like changed.',
  sendChanges: 'Send my request',
  cancel: 'Cancel',
  changesFailed: "We couldn't send your request. Please try again.",
  approve: 'Approve this quote',
  approveFailed: "We couldn't approve the quote. Please try again.",
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
} as const;

/** 'Version 2 · Sent on 28 November 2026'. */
export const versionLine = (version: number, sentOn: string | null): string =>
  sentOn ? `Version ${version} · Sent on ${sentOn}` : `Version ${version}`;

/** "Approve version 2?" */
export const approveHeading = (version: number): string => `Approve version ${version}?`;

/** What the customer agrees to, stated before they confirm. */
export const approveStatement = (version: number, total: string): string =>
  `You are approving version ${version} of this quote, for a total of ${total}. Approving locks this ` +
  'version: any later change comes to you as a new version to approve.';

export const approveConfirm = (version: number): string => `Yes, approve version ${version}`;

export const approvedOn = (date: string): string => `Approved on ${date}`;

export const changesAskedOn = (date: string): string => `You asked for changes on ${date}`;

export const expiredNote = (date: string): string =>
  `This quote expired on ${date}. Ask your designer for a new version.`;

export const supersededNote = (latest: number): string =>
  `This is an earlier version, kept for your records. Version ${latest} is the latest.`;

export const readLatest = (latest: number): string => `Read version ${latest}`;

export const changesSinceHeading = (version: number): string => `What changed since version ${version}`;

export const versionOption = (version: number, status: string): string => `Version ${version} · ${status}`;

/** The longest request for changes, in characters. */
export const COMMENT_MAX = QUOTE_LIMITS.comment;

/** The names of a line's fields in "What changed", as the customer reads them. */
export const CHANGED_FIELD_WORDS: Readonly<Record<string, string>> = {
  room: 'room',
  description: 'description',
  unit: 'unit',
  quantity: 'quantity',
  unit_paise: 'rate',
  gst_rate_bp: 'GST rate',
  hsn_sac: 'HSN/SAC code',
  material: 'material',
  finish: 'finish',
  discount_paise: 'discount',
  total_paise: 'total',
};

/** A line whose only change is its share of the quote's discount (decision 191). */
export const DISCOUNT_SHARE_CHANGED = 'Its share of the overall discount changed';
