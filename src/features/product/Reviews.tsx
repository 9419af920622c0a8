// The Reviews tab: the average and total, 'Write a Review', and the reviews five at a time. Rendered
// with the first page when the page is made; reviews.script.ts brings in the other pages (and the
// first, when it could not be read then) by filling the same markup. The review form is not in the
// page's HTML: review-form.script.ts, loaded on the first click, draws it (review-form-markup.ts).
import type { ReactNode } from 'react';
import type { Review } from '@contract/catalogue.ts';
import type { ReviewList } from '../../lib/api.ts';
import { basedOn, formatReviewDate, helpfulText, pageText, reviewerName } from './review-format.ts';
import { formatRating, STAR_SCALE } from './stars.ts';
import { Stars } from './Stars.tsx';

/** Every optional part present, so that a script can fill a copy for any review. */
const TEMPLATE_REVIEW: Review = {
  id: 'template',
  product_id: '',
  customer_name: null,
  rating: STAR_SCALE,
  title: '-',
  comment: '-',
  created_at: '',
  verified_purchase: true,
  helpful_count: 1,
};

function ReviewItem({ review }: { review: Review }): ReactNode {
  return (
    <li className="py-6 first:pt-0">
      <article className="flex flex-col gap-2">
        <Stars rating={review.rating} size={16} />
        <h3 data-field="title" hidden={!review.title} className="panel-heading">
          {review.title}
        </h3>
        <p data-field="comment" hidden={!review.comment} className="copy">
          {review.comment}
        </p>
        <p className="review-meta">
          <span data-field="name" className="font-semibold text-charcoal">
            {reviewerName(review.customer_name)}
          </span>
          <time data-field="date" dateTime={review.created_at}>
            {formatReviewDate(review.created_at)}
          </time>
          <span data-field="verified" hidden={!review.verified_purchase} className="review-verified">
            Verified purchase
          </span>
        </p>
        <p data-field="helpful" hidden={review.helpful_count <= 0} className="text-sm text-muted">
          {helpfulText(review.helpful_count)}
        </p>
      </article>
    </li>
  );
}

function WriteReview(): ReactNode {
  return (
    <button type="button" data-write-review="" className="btn btn-outline">
      Write a Review
    </button>
  );
}

const pagerButton = 'btn btn-outline disabled:cursor-not-allowed disabled:opacity-50';

export function Reviews({
  productId,
  initial,
}: {
  productId: string;
  initial: ReviewList | null;
}): ReactNode {
  const total = initial?.totalReviews ?? 0;
  const average = initial?.averageRating ?? 0;
  const pagination = initial?.pagination ?? { page: 1, pages: 1, hasPrev: false, hasNext: false };

  return (
    <div
      data-reviews=""
      data-product-id={productId}
      data-page={pagination.page}
      data-pending={initial === null ? '' : undefined}
    >
      <div data-reviews-status="" hidden={initial !== null} className="flex flex-col items-start gap-4">
        <p data-reviews-message="" className="text-muted">
          Loading reviews…
        </p>
        <button type="button" data-reviews-retry="" hidden className="btn btn-outline">
          Try Again
        </button>
      </div>

      <div
        data-reviews-empty=""
        hidden={initial === null || total > 0}
        className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center ring-1 ring-sand/60"
      >
        <h3 className="text-2xl font-medium text-charcoal">No Reviews Yet</h3>
        <p className="mt-2 text-muted">Be the first to review this product!</p>
        <div className="mt-6">
          <WriteReview />
        </div>
      </div>

      <div
        data-reviews-content=""
        hidden={initial === null || total === 0}
        className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14"
      >
        <div className="flex flex-col items-start gap-3 self-start rounded-3xl bg-white p-6 ring-1 ring-sand/60">
          <p className="font-display text-5xl font-medium text-charcoal">
            <span data-field="average">{formatRating(average)}</span>
            <span className="sr-only"> out of {STAR_SCALE}</span>
          </p>
          <span data-field="stars">
            <Stars rating={average} size={20} />
          </span>
          <p data-field="total" className="text-sm text-muted">
            {basedOn(total)}
          </p>
          <div className="mt-3">
            <WriteReview />
          </div>
        </div>

        <div className="flex flex-col gap-6">
          <ol
            data-reviews-list=""
            tabIndex={-1}
            aria-label="Reviews"
            className="flex flex-col divide-y divide-sand/70 focus:outline-none"
          >
            {initial?.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
          <template data-review-template="">
            <ReviewItem review={TEMPLATE_REVIEW} />
          </template>
          <nav
            data-reviews-pager=""
            hidden={pagination.pages <= 1}
            aria-label="Review pages"
            className="flex items-center justify-between gap-4 border-t border-sand/70 pt-5"
          >
            <button
              type="button"
              data-reviews-step="-1"
              disabled={!pagination.hasPrev}
              className={pagerButton}
            >
              Previous
            </button>
            <p data-field="page" aria-live="polite" className="text-sm text-muted">
              {pageText(pagination.page, pagination.pages)}
            </p>
            <button
              type="button"
              data-reviews-step="1"
              disabled={!pagination.hasNext}
              className={pagerButton}
            >
              Next
            </button>
          </nav>
        </div>
      </div>
    </div>
  );
}
