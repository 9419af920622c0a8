// Draws and brings to life 'Write a Review' (decision 026), loaded by reviews.script.ts on the
// first click so that the sign-in code stays off a product page until someone asks for it. A visitor who
// is not signed in is told so and offered Sign In, which signs in through a popup and opens the form in
// place (or, with popups blocked, brings them back to this product's reviews with the form open); a
// customer gets the form (review-form-markup.ts, drawn on the first click). What is typed is kept in session
// storage until the review is sent or cancelled, so neither a failed call nor an ended session loses it.
import { REVIEW_LIMITS } from '@contract/account-rules.ts';
import { toApiError } from '../../lib/api.ts';
import { $auth, initAuth, reportFailure, signInFromPage, withToken } from '../account/index.ts';
import { toast } from '../toasts/index.ts';
import { reviewFormPanelHtml } from './review-form-markup.ts';
import {
  checkReview,
  draftOf,
  EMPTY_DRAFT,
  firstInvalid,
  isEmptyDraft,
  parseDraft,
  REVIEW_FIELDS,
  serverFieldErrors,
  type ReviewDraft,
  type ReviewErrors,
  type ReviewField,
} from './review-form-rules.ts';
import { rememberReviewIntent, takeReviewIntent } from './review-intent.ts';
import { writeReview } from './product-api.ts';
import { STAR_SCALE } from './stars.ts';

/**
 * 'Write a Review' for a visitor who is not signed in: the API takes reviews from signed-in customers
 * only, and says so in these words to anyone else.
 */
const WRITE_REVIEW_SIGN_IN_MESSAGE = 'Please sign in to write a review';
/** When the API's answer carries no message of its own ('Thank you for your review!' is the API's). */
const REVIEW_SENT = 'Thank you for your review!';
const REVIEW_WRITTEN_NOTE =
  'You have reviewed this product: submitting again replaces your review with this one.';
const SUBMIT_LABEL = 'Submit Review';
const SENDING_LABEL = 'Sending...';

/** What the form needs of the reviews it sits in (reviews.script.ts). */
export interface ReviewsHost {
  root: HTMLElement;
  productId: string;
  /** Shows the first page again, from the API, and moves focus to the list. */
  reload(): Promise<void>;
}

interface OpenOptions {
  /** The 'Write a Review' button pressed; focus goes back to it when the form closes. */
  trigger?: HTMLButtonElement | undefined;
  /** 'return': coming back from signing in; nothing is said to a visitor who is still not signed in. */
  opened: 'click' | 'return';
}

const draftKey = (productId: string) => `aangan.review-draft.${productId}`;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

interface ReviewForm {
  open(options: OpenOptions): void;
}

const forms = new WeakMap<HTMLElement, ReviewForm>();

/** Opens the sign-in prompt or the form in the reviews of `host`, making it on the first call. */
export function openReviewForm(host: ReviewsHost, options: OpenOptions): void {
  let form = forms.get(host.root) ?? null;
  if (!form) {
    form = createReviewForm(host);
    if (!form) return;
    forms.set(host.root, form);
  }
  form.open(options);
}

function createReviewForm(host: ReviewsHost): ReviewForm | null {
  const { root, productId } = host;
  const holder = document.createElement('template');
  holder.innerHTML = reviewFormPanelHtml();
  const panel = holder.content.firstElementChild as HTMLElement | null;
  if (!panel) return null;
  panel.hidden = true;
  root.prepend(panel);

  const find = <T extends HTMLElement>(selector: string) => panel.querySelector<T>(selector);
  const heading = find('#review-form-heading');
  const signIn = find('[data-review-sign-in]');
  const signInButton = find<HTMLButtonElement>('[data-review-sign-in-button]');
  const form = find<HTMLFormElement>('form[data-review-form]');
  const note = find('[data-review-note]');
  const submit = find<HTMLButtonElement>('[data-review-submit]');
  const ratingGroup = find('[data-review-rating]');
  const ratingText = find('[data-review-rating-text]');
  const radios = [...panel.querySelectorAll<HTMLInputElement>('input[name="rating"]')];
  const stars = [...panel.querySelectorAll<HTMLElement>('[data-review-star]')];
  const title = find<HTMLInputElement>('input[name="title"]');
  const comment = find<HTMLTextAreaElement>('textarea[name="comment"]');
  const writeButtons = [...root.querySelectorAll<HTMLButtonElement>('[data-write-review]')];
  if (!form || !submit || !title || !comment || !signIn) return null;

  const hint = (field: ReviewField) => find(`[data-review-hint="${field}"]`);
  const titleHint = hint('title');
  if (titleHint) titleHint.textContent = `Up to ${REVIEW_LIMITS.title} characters.`;
  const commentHint = hint('comment');
  if (commentHint) commentHint.textContent = `Up to ${REVIEW_LIMITS.comment} characters.`;
  const defaultNote = note?.textContent ?? '';
  const defaultRatingText = ratingText?.textContent ?? '';

  /** The review this page has sent, shown again when the form reopens. */
  let written: ReviewDraft | null = null;
  let trigger: HTMLButtonElement | undefined;
  let sending = false;

  const read = (): ReviewDraft => {
    const chosen = radios.find((radio) => radio.checked);
    return { rating: chosen ? Number(chosen.value) : null, title: title.value, comment: comment.value };
  };

  const showStars = () => {
    const rating = read().rating ?? 0;
    for (const star of stars) star.toggleAttribute('data-lit', Number(star.dataset.reviewStar) <= rating);
    if (ratingText) ratingText.textContent = rating ? `${rating} of ${STAR_SCALE} stars` : defaultRatingText;
  };

  const fill = (draft: ReviewDraft) => {
    for (const radio of radios) radio.checked = Number(radio.value) === draft.rating;
    title.value = draft.title;
    comment.value = draft.comment;
    showStars();
  };

  const saveDraft = () => {
    const draft = read();
    try {
      if (isEmptyDraft(draft)) session()?.removeItem(draftKey(productId));
      else session()?.setItem(draftKey(productId), JSON.stringify(draft));
    } catch {
      // Storage full or blocked: the form itself still holds the text.
    }
  };
  const dropDraft = () => {
    try {
      session()?.removeItem(draftKey(productId));
    } catch {
      // Nothing was kept.
    }
  };

  /** The controls a field's message is about. */
  const controls = (field: ReviewField): HTMLElement[] =>
    field === 'rating' ? radios : [field === 'title' ? title : comment];

  const showError = (field: ReviewField, message: string | undefined) => {
    const element = find(`[data-review-error="${field}"]`);
    const text = element?.querySelector('[data-review-error-text]');
    if (element) element.hidden = !message;
    if (text) text.textContent = message ?? '';
    const described = [field === 'rating' ? null : `review-${field}-hint`, message ? element?.id : null]
      .filter(Boolean)
      .join(' ');
    const targets = field === 'rating' ? [ratingGroup] : controls(field);
    for (const target of targets) {
      if (!target) continue;
      if (described) target.setAttribute('aria-describedby', described);
      else target.removeAttribute('aria-describedby');
    }
    for (const control of controls(field)) {
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
  };

  const showErrors = (errors: ReviewErrors) => {
    for (const field of REVIEW_FIELDS) showError(field, errors[field]);
    const first = firstInvalid(errors);
    if (first) focusField(first);
  };

  const focusField = (field: ReviewField) => {
    if (field === 'rating') (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
    else controls(field)[0]?.focus();
  };

  const setSending = (value: boolean) => {
    sending = value;
    submit.disabled = value;
    submit.textContent = value ? SENDING_LABEL : SUBMIT_LABEL;
    form.setAttribute('aria-busy', String(value));
  };

  const setExpanded = (expanded: boolean) => {
    for (const button of writeButtons) {
      button.setAttribute('aria-controls', panel.id);
      button.setAttribute('aria-expanded', String(expanded));
    }
  };

  const close = (returnFocus: boolean) => {
    panel.hidden = true;
    setExpanded(false);
    if (returnFocus) trigger?.focus();
  };

  const showSignIn = () => {
    signIn.hidden = false;
    form.hidden = true;
    panel.hidden = false;
    setExpanded(true);
    (signInButton ?? heading)?.focus();
  };

  const showForm = () => {
    if (panel.hidden || form.hidden) {
      fill(parseDraft(session()?.getItem(draftKey(productId)) ?? null) ?? written ?? EMPTY_DRAFT);
      showErrors({});
    }
    if (note) note.textContent = written ? REVIEW_WRITTEN_NOTE : defaultNote;
    signIn.hidden = true;
    form.hidden = false;
    panel.hidden = false;
    setExpanded(true);
    focusField('rating');
  };

  const send = async () => {
    if (sending) return;
    const checked = checkReview(read());
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    showErrors({});
    setSending(true);
    try {
      const { data, message } = await withToken((token) => writeReview(token, productId, checked.review));
      written = draftOf(data.review);
      dropDraft();
      toast.success(message?.trim() || REVIEW_SENT);
      close(false);
      // The list takes focus when it shows the first page again; the button does if it could not.
      await host.reload();
      if (!root.contains(document.activeElement)) trigger?.focus();
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 401 && failure.isAuthError) {
        // Off to /login; the draft waits for the next visit.
        saveDraft();
        reportFailure(failure);
        return;
      }
      const fieldErrors = failure.status === 400 ? serverFieldErrors(failure.details) : {};
      if (firstInvalid(fieldErrors)) showErrors(fieldErrors);
      else reportFailure(failure);
    } finally {
      setSending(false);
      // A button that is disabled loses focus; give it back while the form is still open.
      if (!panel.hidden && !panel.contains(document.activeElement)) submit.focus();
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name;
    if (name === 'rating') showStars();
    const field = REVIEW_FIELDS.find((candidate) => candidate === name);
    if (field) showError(field, undefined);
    saveDraft();
  });
  // Cancel on the form discards what was typed; on the sign-in prompt it only closes, keeping a draft
  // saved when a session ended.
  for (const cancel of panel.querySelectorAll('[data-review-cancel]')) {
    const discards = form.contains(cancel);
    cancel.addEventListener('click', () => {
      if (discards) {
        dropDraft();
        fill(written ?? EMPTY_DRAFT);
        showErrors({});
      }
      close(true);
    });
  }
  // Sign In opens the provider in a popup and the form opens here once the customer is signed in, with
  // any draft kept. A blocked popup becomes the sign-in through the provider's page, which comes back
  // to these reviews and opens the form from the intent noted here.
  signInButton?.addEventListener('click', () => {
    rememberReviewIntent(productId);
    void signInFromPage(`${location.pathname}${location.search}#tab-reviews`).then((outcome) => {
      if (outcome === 'redirecting') return;
      takeReviewIntent(productId);
      if (outcome === 'signed-in' && !panel.hidden) showForm();
    });
  });

  return {
    open(options) {
      trigger = options.trigger ?? trigger;
      initAuth();
      if ($auth.get().status === 'authenticated') {
        showForm();
        return;
      }
      if (options.opened === 'return') return;
      toast(WRITE_REVIEW_SIGN_IN_MESSAGE);
      showSignIn();
    },
  };
}
