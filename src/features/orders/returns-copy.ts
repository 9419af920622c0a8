// What the order page's Returns and replacements section says (decision 197), in one place so that the
// journeys check it word for word. The window's own words (a line's policy, why it cannot go back) are
// the contract's, shared with the product page and the server.
import type { ReturnView } from '@contract/returns.ts';
import type { ReturnKind } from '@contract/return-rules.ts';
import { formatPaise } from '@contract/money.ts';
import { orderDate } from './orders-copy.ts';

export const RETURNS_COPY = {
  title: 'Returns and replacements',
  intro: 'Something not right? Ask us to collect it within its return window.',
  loading: 'Loading your returns…',
  loadFailed: "We couldn't load your returns. Please reload the page.",
  policies: 'Return windows',
  ask: 'Ask for a return or a replacement',
  kind: 'What would you like?',
  kinds: {
    return: 'Return it for a refund',
    replacement: 'Replace it with the same piece',
  } satisfies Record<ReturnKind, string>,
  pieces: 'Which pieces?',
  quantity: 'How many',
  reason: 'Reason',
  choose: 'Select a reason',
  comment: 'Tell us more',
  commentHint: 'What happened, and anything our team should know when collecting it.',
  photos: 'Photos',
  photosHint: 'Up to 3 pictures (JPEG, PNG, WebP or AVIF, up to 10 MB each) help us decide quickly.',
  addPhotos: 'Add photos',
  removePhoto: 'Remove',
  pickupDate: 'Preferred pickup date',
  pickupHint: 'We confirm the pickup when we approve your request.',
  send: 'Send request',
  sending: 'Sending your request…',
  sent: 'Your request is sent. We will e-mail you once we have looked at it.',
  failed: "We couldn't send your request. Please try again.",
  changed: 'Your order has changed since you opened this page. Please check it and try again.',
  yours: 'Your requests',
  requestedOn: 'Requested on',
  pickup: 'Pickup',
  note: 'From our team',
  refund: 'Refund',
  creditNote: 'Download credit note',
  downloadFailed: "We couldn't download the document. Please try again.",
  chooseLines: 'Choose at least one piece to return',
  chooseReason: 'Choose a reason',
  commentTooLong: 'Please keep your note to 1000 characters',
  pickupRange: 'Choose a day from tomorrow to two weeks from today',
} as const;

/** Where a refund stands, in the shopper's words: a failed one is being tried again, not lost. */
export const REFUND_STATE_WORDS: Readonly<Record<NonNullable<ReturnView['refund']>['state'], string>> = {
  pending: 'Refund in progress',
  succeeded: 'Refunded',
  failed: 'We are retrying your refund',
};

/** "5 Dec 2026" of a day in India (YYYY-MM-DD), as the order page dates everything. */
export const returnDay = (date: string): string => orderDate(`${date}T12:00:00+05:30`);

/** "Returnable until 5 Dec 2026", once the order is delivered. */
export const returnableUntilText = (date: string): string => `Returnable until ${returnDay(date)}`;

/** A return's heading: "Return R-2026-0001" or "Replacement R-2026-0001". */
export const returnTitle = (view: { kind: ReturnKind; number: string }): string =>
  `${view.kind === 'return' ? 'Return' : 'Replacement'} ${view.number}`;

/** "2 × Teak bed · King" */
export const unitsOf = (line: { quantity: number; name: string; variantName: string | null }): string =>
  `${line.quantity} × ${line.name}${line.variantName ? ` · ${line.variantName}` : ''}`;

/** The deduction kept back and why: "₹500.00 kept back: scratches on the top". */
export const deductionText = (paise: number, reason: string | null): string =>
  `${formatPaise(paise)} kept back${reason ? `: ${reason}` : ''}`;

/** Progress of the photos sent after the request: "Sending photo 2 of 3…". */
export const photoProgress = (sending: number, total: number): string =>
  `Sending photo ${sending} of ${total}…`;

/** A photo the shop did not take, with the server's or the browser's reason. */
export const photoFailed = (name: string, why: string): string => `“${name}” was not added: ${why}`;

/** A file refused before it is sent: not a picture the shop takes, or too large. */
export const photoRefused = {
  type: (name: string) => `“${name}” is not a picture we take. Choose a JPEG, PNG, WebP or AVIF picture.`,
  size: (name: string) => `“${name}” is larger than 10 MB. Choose a smaller picture.`,
  count: 'You can add up to 3 photos.',
} as const;
