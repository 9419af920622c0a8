// The rules of the 'Write a Review' form, apart from its script so that they can be tested alone. The
// limits and their messages are the contract's own (ReviewCreateSchema), so the form refuses exactly
// what the API would; the form adds one rule of its own: a review needs a title (decision 026).
import { ReviewCreateSchema, type ReviewCreate } from '@contract/account.ts';
import { STAR_SCALE } from './stars.ts';

export const REVIEW_FIELDS = ['rating', 'title', 'comment'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** What the form holds: the text exactly as typed, and the chosen star (null before one is chosen). */
export interface ReviewDraft {
  rating: number | null;
  title: string;
  comment: string;
}

export const EMPTY_DRAFT: ReviewDraft = { rating: null, title: '', comment: '' };

export const RATING_REQUIRED = 'Rating is required: choose from 1 to 5 stars';
export const TITLE_REQUIRED = 'Title is required';

type ReviewCheck = { review: ReviewCreate; errors: null } | { review: null; errors: ReviewErrors };

/**
 * The review to send, or one message per field that is wrong, each naming its field. The draft is not
 * changed either way: what was typed stays in the form.
 */
export function checkReview(draft: ReviewDraft): ReviewCheck {
  const errors: ReviewErrors = {};
  if (draft.rating === null) errors.rating = RATING_REQUIRED;
  if (!draft.title.trim()) errors.title = TITLE_REQUIRED;
  const parsed = ReviewCreateSchema.safeParse({
    ...(draft.rating === null ? {} : { rating: draft.rating }),
    title: draft.title,
    comment: draft.comment,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = reviewFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { review: null, errors };
  return { review: parsed.data, errors: null };
}

const reviewFieldOf = (name: string): ReviewField | undefined =>
  (REVIEW_FIELDS as readonly string[]).includes(name) ? (name as ReviewField) : undefined;

/**
 * The API's field messages (a 400's `details`: `[{ field, message }]`) placed on the form's fields;
 * empty when the API named none of them.
 */
export function serverFieldErrors(details: unknown): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { field, message } = detail as { field?: unknown; message?: unknown };
    const name = typeof field === 'string' ? reviewFieldOf(field) : undefined;
    if (name && typeof message === 'string' && message.trim() && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The first field to fix, in the order of the form. */
export const firstInvalid = (errors: ReviewErrors): ReviewField | undefined =>
  REVIEW_FIELDS.find((field) => errors[field]);

/** A saved draft read back (session storage); null for anything that is not one. */
export function parseDraft(json: string | null): ReviewDraft | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { rating, title, comment } = value as Record<string, unknown>;
  const star = typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= STAR_SCALE;
  return {
    rating: star ? rating : null,
    title: typeof title === 'string' ? title : '',
    comment: typeof comment === 'string' ? comment : '',
  };
}

export const isEmptyDraft = (draft: ReviewDraft): boolean =>
  draft.rating === null && !draft.title.trim() && !draft.comment.trim();

/** What the form shows again for a review the customer has written. */
export const draftOf = (review: {
  rating: number;
  title?: string | null;
  comment?: string | null;
}): ReviewDraft => ({
  rating: review.rating,
  title: review.title ?? '',
  comment: review.comment ?? '',
});
