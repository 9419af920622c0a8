// Brings Reviews.tsx to life: Previous and Next ask the API for that page of reviews (5 at a time)
// and fill the markup from its template; the first page is asked for here when the build could not
// read it. 'Write a Review' loads the form's code (review-form.script.ts) on the first click: it needs
// the sign-in code, which a product page must not load up front (decision 017).
import type { Review } from '@contract/catalogue.ts';
import { errorCatalogueMessage, getProductReviews, type ReviewList } from '../../lib/api.ts';
import { toast } from '../toasts/index.ts';
import type { ReviewsHost } from './review-form.script.ts';
import { basedOn, formatReviewDate, helpfulText, pageText, reviewerName } from './review-format.ts';
import { takeReviewIntent } from './review-intent.ts';
import { fillStars, formatRating } from './stars.ts';

/** The tab's own count ('Reviews (12)', ProductTabs.tsx), kept in step with the API's total. */
function updateTabCount(root: HTMLElement, total: number): void {
  const tabId = root.closest('[role="tabpanel"]')?.getAttribute('aria-labelledby');
  const tab = tabId ? document.getElementById(tabId) : null;
  const label = tab?.textContent;
  if (tab && label) tab.textContent = label.replace(/\(\d+\)$/, `(${total})`);
}

/** Reviews a page shows at a time. */
const REVIEWS_PER_PAGE = 5;

function fillReview(item: Element, review: Review): void {
  const field = (name: string) => item.querySelector<HTMLElement>(`[data-field="${name}"]`);
  const text = (name: string, value: string | null | undefined) => {
    const element = field(name);
    if (!element) return;
    element.hidden = !value;
    element.textContent = value ?? '';
  };
  const stars = item.querySelector<HTMLElement>('[data-stars]');
  if (stars) fillStars(stars, review.rating);
  text('title', review.title);
  text('comment', review.comment);
  text('name', reviewerName(review.customer_name));
  text('date', formatReviewDate(review.created_at));
  field('date')?.setAttribute('datetime', review.created_at);
  const verified = field('verified');
  if (verified) verified.hidden = !review.verified_purchase;
  text('helpful', review.helpful_count > 0 ? helpfulText(review.helpful_count) : null);
}

export function initReviews(root: HTMLElement): void {
  const productId = root.dataset.productId;
  if (!productId) return;
  const find = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const status = find('[data-reviews-status]');
  const message = find('[data-reviews-message]');
  const retry = find<HTMLButtonElement>('[data-reviews-retry]');
  const empty = find('[data-reviews-empty]');
  const content = find('[data-reviews-content]');
  const list = find<HTMLOListElement>('[data-reviews-list]');
  const template = find<HTMLTemplateElement>('template[data-review-template]');
  // Rendered in the browser (the 404 page), a template's children are not moved into its content.
  const prototype = template?.content.firstElementChild ?? template?.firstElementChild;
  const pager = find('[data-reviews-pager]');
  const steps = [...root.querySelectorAll<HTMLButtonElement>('[data-reviews-step]')];
  const field = (name: string) => find(`[data-field="${name}"]`);
  let page = Number(root.dataset.page) || 1;
  let loading = false;
  /** Set once a review has been written here: from then on every page comes from the API itself. */
  let fresh = false;

  const show = (data: ReviewList) => {
    page = data.pagination.page;
    if (status) status.hidden = true;
    if (empty) empty.hidden = data.totalReviews > 0;
    if (content) content.hidden = data.totalReviews === 0;
    const average = field('average');
    if (average) average.textContent = formatRating(data.averageRating);
    const stars = field('stars')?.querySelector<HTMLElement>('[data-stars]');
    if (stars) fillStars(stars, data.averageRating);
    const total = field('total');
    if (total) total.textContent = basedOn(data.totalReviews);
    updateTabCount(root, data.totalReviews);
    if (list && prototype) {
      list.replaceChildren(
        ...data.reviews.map((review) => {
          const item = prototype.cloneNode(true) as Element;
          fillReview(item, review);
          return item;
        }),
      );
    }
    if (pager) pager.hidden = data.pagination.pages <= 1;
    const pageLabel = field('page');
    if (pageLabel) pageLabel.textContent = pageText(data.pagination.page, data.pagination.pages);
    const [previous, next] = steps;
    if (previous) previous.disabled = !data.pagination.hasPrev;
    if (next) next.disabled = !data.pagination.hasNext;
  };

  const load = async (target: number, moveFocus: boolean) => {
    if (loading) return;
    loading = true;
    list?.setAttribute('aria-busy', 'true');
    try {
      show(await getProductReviews(productId, target, REVIEWS_PER_PAGE, { fresh }));
      // Reading carries on at the top of the new page.
      if (moveFocus && list) {
        list.focus({ preventScroll: true });
        list.scrollIntoView({ block: 'nearest' });
      }
    } catch (error) {
      toast.error(errorCatalogueMessage(error));
      if (root.hasAttribute('data-pending')) {
        if (message) message.textContent = 'The reviews could not be loaded.';
        if (retry) retry.hidden = false;
      }
    } finally {
      loading = false;
      list?.removeAttribute('aria-busy');
    }
  };

  for (const step of steps) {
    step.addEventListener('click', () => void load(page + Number(step.dataset.reviewsStep), true));
  }
  const host: ReviewsHost = {
    root,
    productId,
    reload: () => {
      fresh = true;
      return load(1, true);
    },
  };
  const writeButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-write-review]')];
  const openForm = (trigger: HTMLButtonElement | undefined, opened: 'click' | 'return') =>
    import('./review-form.script.ts')
      .then((form) => form.openReviewForm(host, { trigger, opened }))
      .catch((error: unknown) => {
        console.error('The review form could not be opened', error);
        toast.error(errorCatalogueMessage(error));
      });
  for (const button of writeButtons) {
    button.addEventListener('click', () => void openForm(button, 'click'));
  }
  if (takeReviewIntent(productId)) {
    void openForm(writeButtons.find((button) => button.offsetParent !== null) ?? writeButtons[0], 'return');
  }
  retry?.addEventListener('click', () => void load(1, false));
  if (root.hasAttribute('data-pending')) {
    void load(1, false).then(() => {
      if (status?.hidden) root.removeAttribute('data-pending');
    });
  }
}
