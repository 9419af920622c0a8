// The behaviour of the notify form (NotifyMe.tsx), loaded when a shopper opens it: the address checked,
// POST /products/{id}/notify, and the server's answer (or its refusal) shown under the field.
import { formFailureMessage, request, fieldErrorsOf, toApiError } from '../../lib/api.ts';
import { USER_DATA_KEY } from '../../lib/storage-keys.ts';
import { NOTIFY_COPY } from './notify-copy.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the address typed, or null when it can be sent. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email === '') return NOTIFY_COPY.empty;
  if (!EMAIL_RE.test(email) || email.length > 254) return NOTIFY_COPY.invalid;
  return null;
}

/** The signed-in customer's e-mail, as the sign-in stored their profile; null when signed out. */
export function signedInEmail(stored: string | null): string | null {
  if (!stored) return null;
  try {
    const email = (JSON.parse(stored) as { user?: { email?: unknown } | null } | null)?.user?.email;
    return typeof email === 'string' && email !== '' ? email : null;
  } catch {
    return null;
  }
}

/**
 * What the shopper reads when the request failed: the server's words about the address (400, 422) or
 * about asking too often (429); our own when the server failed or could not be reached.
 */
export function failureMessage(error: unknown): string {
  const failure = toApiError(error);
  if (failure.status === 0 || failure.status >= 500) return NOTIFY_COPY.failed;
  return fieldErrorsOf(failure).email ?? formFailureMessage(failure, NOTIFY_COPY.failed);
}

/** Fills the field with the signed-in customer's address, unless the shopper typed one. */
export function prefill(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  if (!input || input.value !== '') return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(USER_DATA_KEY);
  } catch {
    // Storage refused: nothing to fill in.
  }
  input.value = signedInEmail(stored) ?? '';
}

/** Sends the request for `productId` (and the option chosen) and shows the answer. */
export async function submitNotify(
  form: HTMLFormElement,
  productId: string,
  variantId: string | null,
): Promise<void> {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const result = form.querySelector<HTMLElement>('[data-notify-result]');
  if (!input || !submit || !result || submit.disabled) return;
  const show = (message: string, failed: boolean) => {
    result.textContent = message;
    result.classList.toggle('text-terracotta-dark', failed);
    input.setAttribute('aria-invalid', String(failed));
  };
  const problem = emailProblem(input.value);
  if (problem) {
    show(problem, true);
    input.focus();
    return;
  }
  submit.disabled = true;
  submit.textContent = NOTIFY_COPY.sending;
  try {
    const answer = await request('post', `/products/${encodeURIComponent(productId)}/notify`, {
      json: { email: input.value.trim(), ...(variantId ? { variantId } : {}) },
    });
    show(answer.message ?? NOTIFY_COPY.failed, false);
  } catch (error) {
    show(failureMessage(error), true);
    input.focus();
  } finally {
    submit.disabled = false;
    submit.textContent = NOTIFY_COPY.submit;
  }
}
