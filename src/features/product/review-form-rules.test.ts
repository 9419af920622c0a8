import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS, ReviewCreateSchema } from '@contract/account.ts';
import {
  checkReview,
  draftOf,
  EMPTY_DRAFT,
  firstInvalid,
  isEmptyDraft,
  parseDraft,
  RATING_REQUIRED,
  serverFieldErrors,
  TITLE_REQUIRED,
  type ReviewDraft,
} from './review-form-rules.ts';
import { reviewFormPanelHtml } from './review-form-markup.ts';

const draft = (change: Partial<ReviewDraft> = {}): ReviewDraft => ({
  rating: 4,
  title: 'Sturdy and handsome',
  comment: 'Took an afternoon to assemble.',
  ...change,
});

describe('checkReview', () => {
  it('sends what the API expects: whitespace tidied, an empty comment as null', () => {
    expect(checkReview(draft({ title: '  Sturdy   and handsome ', comment: '  ' }))).toEqual({
      review: { rating: 4, title: 'Sturdy and handsome', comment: null },
      errors: null,
    });
    const { review } = checkReview(draft());
    expect(ReviewCreateSchema.safeParse(review).success).toBe(true);
  });

  it('asks for a rating and a title, naming each field', () => {
    const { errors } = checkReview(EMPTY_DRAFT);
    expect(errors).toEqual({ rating: RATING_REQUIRED, title: TITLE_REQUIRED });
    expect(checkReview(draft({ title: '   ' })).errors).toEqual({ title: TITLE_REQUIRED });
    expect(firstInvalid(errors ?? {})).toBe('rating');
  });

  it("holds the contract's limits, with the contract's messages", () => {
    const longTitle = 'a'.repeat(REVIEW_LIMITS.title + 1);
    const longComment = 'b'.repeat(REVIEW_LIMITS.comment + 1);
    expect(checkReview(draft({ title: longTitle, comment: longComment })).errors).toEqual({
      title: `Title must be at most ${REVIEW_LIMITS.title} characters`,
      comment: `Comment must be at most ${REVIEW_LIMITS.comment} characters`,
    });
    // The limits count what is stored: the title's runs of spaces and the comment's ends do not count.
    expect(checkReview(draft({ title: `${'a'.repeat(REVIEW_LIMITS.title - 2)}   b` })).errors).toBeNull();
    expect(checkReview(draft({ comment: ` ${'b'.repeat(REVIEW_LIMITS.comment)} ` })).errors).toBeNull();
    expect(checkReview(draft({ rating: 6 })).errors).toEqual({
      rating: 'Rating must be a whole number from 1 to 5',
    });
  });

  it('leaves the draft as it was typed', () => {
    const typed = draft({ title: '', comment: '  Lovely grain.  ' });
    const copy = { ...typed };
    checkReview(typed);
    expect(typed).toEqual(copy);
  });
});

describe('serverFieldErrors', () => {
  it("places the API's field messages on the form's fields and ignores the rest", () => {
    expect(
      serverFieldErrors([
        { field: 'title', message: 'Title must be at most 120 characters' },
        { field: 'title', message: 'a second title message' },
        { field: '(body)', message: 'Unrecognized key' },
        { field: 'comment', message: '' },
        'nonsense',
      ]),
    ).toEqual({ title: 'Title must be at most 120 characters' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('drafts', () => {
  it('reads back a saved draft, and nothing else', () => {
    expect(parseDraft(JSON.stringify(draft()))).toEqual(draft());
    expect(parseDraft(JSON.stringify({ rating: 9, title: 5 }))).toEqual({
      rating: null,
      title: '',
      comment: '',
    });
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
  });

  it('knows an empty form, and shows a written review again', () => {
    expect(isEmptyDraft(EMPTY_DRAFT)).toBe(true);
    expect(isEmptyDraft(draft({ rating: null, title: ' ', comment: '' }))).toBe(true);
    expect(isEmptyDraft(draft({ rating: null, title: '', comment: 'x' }))).toBe(false);
    expect(draftOf({ rating: 5, title: null, comment: 'Lovely' })).toEqual({
      rating: 5,
      title: '',
      comment: 'Lovely',
    });
  });
});

describe('the form markup', () => {
  const html = reviewFormPanelHtml();

  it('labels every control and ties each field to its hint', () => {
    for (const stars of [1, 2, 3, 4, 5]) {
      expect(html).toMatch(
        new RegExp(
          `<label[^>]*data-review-star="${stars}"[^>]*><input type="radio"[^>]*name="rating" value="${stars}"[^>]*>.*?${stars} stars?</span></label>`,
        ),
      );
    }
    expect(html).toContain('<legend');
    expect(html).toContain('for="review-title"');
    expect(html).toContain('id="review-title"');
    expect(html).toContain('aria-describedby="review-title-hint"');
    expect(html).toContain('for="review-comment"');
    expect(html).toContain('aria-describedby="review-comment-hint"');
  });

  it('has a place for each field’s message and both buttons', () => {
    for (const field of ['rating', 'title', 'comment']) {
      expect(html).toContain(`id="review-${field}-error" data-review-error="${field}" hidden `);
    }
    expect(html).toMatch(/<button type="submit"[^>]*>Submit Review<\/button>/);
    expect(html.match(/data-review-cancel/g)).toHaveLength(2);
  });
});
