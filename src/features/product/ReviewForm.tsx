// 'Write a Review' (decision 026): for a visitor who is not signed in, a sign-in prompt; for a
// customer, the form. Rendered without hydration inside the reviews' template; review-form.script.ts
// brings it to life when it is first opened.
import type { ReactNode } from 'react';
import { controlClass, ErrorIcon } from '../../components/form-controls.tsx';
import { Icon } from './icons.tsx';
import { STAR_SCALE } from './stars.ts';

/** Hidden until review-form.script.ts shows a message in it; the control's aria-describedby points here. */
function FieldError({ field }: { field: string }): ReactNode {
  return (
    <p
      id={`review-${field}-error`}
      data-review-error={field}
      hidden
      className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-terracotta"
    >
      <ErrorIcon />
      <span data-review-error-text />
    </p>
  );
}

const fieldLabel = 'mb-1.5 block text-sm font-semibold text-charcoal';
const starLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

/**
 * 'Write a Review': for a visitor who is not signed in, a sign-in prompt; for a customer, the form. The
 * limits in the hints come from the contract, filled in by review-form.script.ts, so this markup (also drawn
 * in the browser by the 404 page) does not pull the contract's schemas in.
 */
export function ReviewFormPanel(): ReactNode {
  return (
    <section
      id="review-form-panel"
      data-review-panel
      aria-labelledby="review-form-heading"
      className="mb-10 rounded-3xl bg-white p-6 ring-1 ring-sand/60 sm:p-8"
    >
      <h3
        id="review-form-heading"
        tabIndex={-1}
        className="text-2xl font-medium text-charcoal focus:outline-none"
      >
        Write a Review
      </h3>

      <div data-review-sign-in hidden className="mt-3">
        <p className="text-muted">Please sign in to write a review. You will come back to this product.</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <button type="button" data-review-sign-in-button className="btn btn-primary">
            Sign In
          </button>
          <button type="button" data-review-cancel className="btn btn-outline">
            Cancel
          </button>
        </div>
      </div>

      <form data-review-form noValidate hidden className="mt-3 flex flex-col gap-6">
        <p data-review-note className="text-sm text-muted">
          If you have already reviewed this product, submitting replaces your earlier review.
        </p>

        <fieldset data-review-rating>
          <legend className={fieldLabel}>Rating</legend>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <div className="flex">
              {Array.from({ length: STAR_SCALE }, (_, index) => index + 1).map((stars) => (
                <label key={stars} data-review-star={stars} className="rating-star">
                  <input type="radio" name="rating" value={stars} className="sr-only" />
                  <Icon name="star" size={28} />
                  <span className="sr-only">{starLabel(stars)}</span>
                </label>
              ))}
            </div>
            <span data-review-rating-text aria-hidden="true" className="text-sm text-muted">
              Choose from 1 to {STAR_SCALE} stars
            </span>
          </div>
          <FieldError field="rating" />
        </fieldset>

        <div>
          <label htmlFor="review-title" className={fieldLabel}>
            Title
          </label>
          <input
            id="review-title"
            name="title"
            type="text"
            autoComplete="off"
            aria-describedby="review-title-hint"
            className={controlClass}
          />
          <p id="review-title-hint" data-review-hint="title" className="mt-1.5 text-sm text-muted" />
          <FieldError field="title" />
        </div>

        <div>
          <label htmlFor="review-comment" className={fieldLabel}>
            Comment
            <span className="ml-1 font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id="review-comment"
            name="comment"
            rows={5}
            aria-describedby="review-comment-hint"
            className={`${controlClass} resize-y`}
          />
          <p id="review-comment-hint" data-review-hint="comment" className="mt-1.5 text-sm text-muted" />
          <FieldError field="comment" />
        </div>

        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            data-review-submit
            className="btn btn-primary disabled:cursor-wait disabled:opacity-80"
          >
            Submit Review
          </button>
          <button type="button" data-review-cancel className="btn btn-outline">
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
