// The markup of 'Write a Review' (decision 026): the sign-in prompt for a visitor who is not signed in
// and the form for a customer. It is not part of the page's HTML (decision 108): review-form.script.ts,
// loaded when the form is first opened, draws it from this string, on built product pages and on the
// 404 page alike. Constant markup only: nothing from the product or the visitor goes in. The limits in
// the hints come from the contract, filled in by the script.
import { controlClass } from '../../components/control-class.ts';
import { STAR_SCALE } from './stars.ts';

const fieldLabel = 'mb-1.5 block text-sm font-semibold text-charcoal';
const starPath =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95Z';
const starLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

/** Hidden until the script shows a message in it; the control's aria-describedby points here. */
const fieldError = (field: string) =>
  `<p id="review-${field}-error" data-review-error="${field}" hidden class="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-terracotta">` +
  '<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" class="shrink-0">' +
  '<circle cx="12" cy="12" r="10"></circle><path d="M12 7.5v5.5M12 16.5h.01" stroke-linecap="round"></path></svg>' +
  '<span data-review-error-text></span></p>';

const star = (stars: number) =>
  `<label data-review-star="${stars}" class="rating-star"><input type="radio" name="rating" value="${stars}" class="sr-only">` +
  `<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" class="i"><path d="${starPath}"></path></svg>` +
  `<span class="sr-only">${starLabel(stars)}</span></label>`;

const cancel = '<button type="button" data-review-cancel class="btn btn-outline">Cancel</button>';

/** The panel, hidden, as one `<section id="review-form-panel">`. */
export const reviewFormPanelHtml = (): string =>
  '<section id="review-form-panel" data-review-panel hidden aria-labelledby="review-form-heading" class="mb-10 rounded-3xl bg-white p-6 ring-1 ring-sand/60 sm:p-8">' +
  '<h3 id="review-form-heading" tabindex="-1" class="text-2xl font-medium text-charcoal focus:outline-none">Write a Review</h3>' +
  '<div data-review-sign-in hidden class="mt-3">' +
  '<p class="text-muted">Please sign in to write a review. You will come back to this product.</p>' +
  '<div class="mt-5 flex flex-wrap gap-3">' +
  '<button type="button" data-review-sign-in-button class="btn btn-primary">Sign In</button>' +
  cancel +
  '</div></div>' +
  '<form data-review-form novalidate hidden class="mt-3 flex flex-col gap-6">' +
  '<p data-review-note class="text-sm text-muted">If you have already reviewed this product, submitting replaces your earlier review.</p>' +
  '<fieldset data-review-rating>' +
  `<legend class="${fieldLabel}">Rating</legend>` +
  '<div class="flex flex-wrap items-center gap-x-3 gap-y-1"><div class="flex">' +
  Array.from({ length: STAR_SCALE }, (_, index) => star(index + 1)).join('') +
  '</div>' +
  `<span data-review-rating-text aria-hidden="true" class="text-sm text-muted">Choose from 1 to ${STAR_SCALE} stars</span>` +
  '</div>' +
  fieldError('rating') +
  '</fieldset>' +
  '<div>' +
  `<label for="review-title" class="${fieldLabel}">Title</label>` +
  `<input id="review-title" name="title" type="text" autocomplete="off" aria-describedby="review-title-hint" class="${controlClass}">` +
  '<p id="review-title-hint" data-review-hint="title" class="mt-1.5 text-sm text-muted"></p>' +
  fieldError('title') +
  '</div>' +
  '<div>' +
  `<label for="review-comment" class="${fieldLabel}">Comment<span class="ml-1 font-normal text-muted">(optional)</span></label>` +
  `<textarea id="review-comment" name="comment" rows="5" aria-describedby="review-comment-hint" class="${controlClass} resize-y"></textarea>` +
  '<p id="review-comment-hint" data-review-hint="comment" class="mt-1.5 text-sm text-muted"></p>' +
  fieldError('comment') +
  '</div>' +
  '<div class="flex flex-wrap gap-3">' +
  '<button type="submit" data-review-submit class="btn btn-primary disabled:cursor-wait disabled:opacity-80">Submit Review</button>' +
  cancel +
  '</div></form></section>';
