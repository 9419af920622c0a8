// The return request form's rules (decision 197), without a schema library so that the order page stays
// light: which lines may be picked and how many of each, the shopper's mistakes named by field before
// anything is sent, the request body the API takes, and the photos kept for after it is created. The
// server checks everything again and decides; its field errors land on the same fields.
import type { ReturnLineWindow, ReturnRequest } from '@contract/returns.ts';
import { addDays } from '@contract/leads-rules.ts';
import type { ReturnKind, ReturnReason } from '@contract/return-rules.ts';
import { photoRefused, RETURNS_COPY } from './returns-copy.ts';

/** The most photos one request takes. */
export const MAX_RETURN_PHOTOS = 3;
/** The largest picture the API takes. */
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
const COMMENT_MAX = 1000;
/** A pickup may be asked for from tomorrow, within two weeks (the API's rule). */
export const PICKUP_WITHIN_DAYS = 14;

/** The first and last pickup days a shopper may ask for, from `today` (India, YYYY-MM-DD). */
export const pickupDays = (today: string): { first: string; last: string } => ({
  first: addDays(today, 1),
  last: addDays(today, PICKUP_WITHIN_DAYS),
});

export interface ReturnDraft {
  kind: ReturnKind;
  /** Units picked, by line id; a line not picked is absent. */
  picked: Record<string, number>;
  reason: ReturnReason | '';
  comment: string;
  /** YYYY-MM-DD, or '' for no preference. */
  pickupDate: string;
}

export type ReturnField = 'kind' | 'lines' | 'reason' | 'comment' | 'pickupDate';
export type ReturnErrors = Partial<Record<ReturnField, string>>;

export const emptyDraft = (): ReturnDraft => ({
  kind: 'return',
  picked: {},
  reason: '',
  comment: '',
  pickupDate: '',
});

/** The lines a shopper may still ask back, in the order's order. */
export const returnableLines = (lines: readonly ReturnLineWindow[]): ReturnLineWindow[] =>
  lines.filter((line) => line.returnable && line.remaining > 0);

/** 1 … remaining, the choices of a line's quantity. */
export const quantityChoices = (remaining: number): number[] =>
  Array.from({ length: Math.max(0, remaining) }, (_, index) => index + 1);

/** The draft with a line picked (one unit, or as many as it had) or let go. */
export function pickLine(draft: ReturnDraft, lineId: string, picked: boolean): ReturnDraft {
  const next = { ...draft.picked };
  if (picked) next[lineId] = draft.picked[lineId] ?? 1;
  else delete next[lineId];
  return { ...draft, picked: next };
}

/** The draft with a picked line's units set, kept between 1 and what may still go back. */
export function setUnits(draft: ReturnDraft, line: ReturnLineWindow, units: number): ReturnDraft {
  const clamped = Math.min(Math.max(1, Math.trunc(units) || 1), Math.max(1, line.remaining));
  return { ...draft, picked: { ...draft.picked, [line.lineId]: clamped } };
}

/** What stops the draft from going, by field; {} when it may be sent. `today` is India's YYYY-MM-DD. */
export function draftErrors(
  draft: ReturnDraft,
  lines: readonly ReturnLineWindow[],
  today: string,
): ReturnErrors {
  const errors: ReturnErrors = {};
  const open = new Map(returnableLines(lines).map((line) => [line.lineId, line]));
  const picked = Object.entries(draft.picked);
  if (picked.length === 0 || picked.some(([lineId]) => !open.has(lineId))) {
    errors.lines = RETURNS_COPY.chooseLines;
  } else {
    for (const [lineId, units] of picked) {
      const line = open.get(lineId)!;
      if (!Number.isInteger(units) || units < 1 || units > line.remaining) {
        errors.lines = `Only ${line.remaining} ${line.remaining === 1 ? 'unit' : 'units'} of ${line.name} can still be asked back.`;
      }
    }
  }
  if (draft.reason === '') errors.reason = RETURNS_COPY.chooseReason;
  if (draft.comment.trim().length > COMMENT_MAX) errors.comment = RETURNS_COPY.commentTooLong;
  const pickup = pickupDays(today);
  if (draft.pickupDate !== '' && (draft.pickupDate < pickup.first || draft.pickupDate > pickup.last))
    errors.pickupDate = RETURNS_COPY.pickupRange;
  return errors;
}

/** The body of POST /orders/{id}/returns: the picked lines in the order's order, empty extras left out. */
export function requestBody(draft: ReturnDraft, lines: readonly ReturnLineWindow[]): ReturnRequest {
  const comment = draft.comment.trim();
  return {
    kind: draft.kind,
    lines: lines
      .filter((line) => draft.picked[line.lineId] !== undefined)
      .map((line) => ({ lineId: line.lineId, quantity: draft.picked[line.lineId]! })),
    reason: draft.reason as ReturnReason,
    ...(comment ? { comment } : {}),
    ...(draft.pickupDate ? { pickupDate: draft.pickupDate } : {}),
  };
}

/** The API's field errors ('lines.0.quantity', 'pickupDate') on the form's own fields. */
export function serverErrors(byField: Record<string, string>): ReturnErrors {
  const errors: ReturnErrors = {};
  const fields: readonly ReturnField[] = ['kind', 'lines', 'reason', 'comment', 'pickupDate'];
  for (const [path, message] of Object.entries(byField)) {
    const field = path.split('.')[0] as ReturnField;
    if (fields.includes(field)) errors[field] ??= message;
  }
  return errors;
}

/** Why a chosen file cannot go, before it is sent, or null (the API checks what the file holds). */
export function photoRefusal(file: { name: string; type: string; size: number }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return photoRefused.type(file.name);
  if (file.size > RETURN_PHOTO_MAX_BYTES) return photoRefused.size(file.name);
  return null;
}

/** The photos kept after some more are chosen: those the shop takes, up to three, and why others are not. */
export function addPhotos<F extends { name: string; type: string; size: number }>(
  kept: readonly F[],
  chosen: readonly F[],
): { photos: F[]; refusals: string[] } {
  const photos = [...kept];
  const refusals: string[] = [];
  for (const file of chosen) {
    const refusal = photoRefusal(file);
    if (refusal) refusals.push(refusal);
    else if (photos.length >= MAX_RETURN_PHOTOS) {
      if (!refusals.includes(photoRefused.count)) refusals.push(photoRefused.count);
    } else photos.push(file);
  }
  return { photos, refusals };
}
