// The forms of the customer's answer (decision 191), loaded when they press Ask for changes or Approve
// this quote (QuoteAnswer.tsx): the request for changes in their own words, and the confirmation that
// names the version and its total and says that approving locks it. The approval sends the content
// digest of the version as the page shows it, so the server refuses it if the version changed since.
// The server's refusals are shown in its own words.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { DesignQuote } from '@contract/design-quotes.ts';
import { formatPaise } from '@contract/money.ts';
import { Field, Spinner, controlClass } from '../../components/form-controls.tsx';
import { errorCatalogueMessage, toApiError } from '../../lib/api.ts';
import { reportFailure, withToken } from '../account/index.ts';
import { approveConfirm, approveHeading, approveStatement, COMMENT_MAX, QUOTE_COPY } from './quote-copy.ts';
import { quotesApi, type QuoteAnswer as Answer } from './quotes-api.ts';

export interface AnswerProps {
  projectId: string;
  quote: DesignQuote;
  /** The server's answer: the version as it now stands, and its message. */
  onAnswer: (answer: Answer) => void;
}

/** The words to show for a failed answer; a sign-in the API refused goes to /login instead. */
function failureMessage(error: unknown, fallback: string): string | null {
  const failure = toApiError(error);
  if (failure.status === 401 && failure.isAuthError) {
    reportFailure(failure);
    return null;
  }
  return errorCatalogueMessage(failure, fallback);
}

export function ChangesForm({
  projectId,
  quote,
  onAnswer,
  onCancel,
}: AnswerProps & { onCancel: () => void }): ReactNode {
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === '') {
      setError(QUOTE_COPY.changesRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      onAnswer(
        await withToken((token) => quotesApi.askForChanges(token, projectId, quote.version, comment.trim())),
      );
    } catch (failure) {
      setError(failureMessage(failure, QUOTE_COPY.changesFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
      <Field
        id={`${id}-comment`}
        label={QUOTE_COPY.changesLabel}
        hint={`${QUOTE_COPY.changesHint} ${comment.length} of ${COMMENT_MAX} characters.`}
        error={error ?? undefined}
      >
        <textarea
          name="comment"
          rows={5}
          required
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className={`${controlClass} resize-y`}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sending} className="btn btn-primary disabled:cursor-wait">
          {sending && <Spinner />}
          {QUOTE_COPY.sendChanges}
        </button>
        <button type="button" onClick={onCancel} className="btn btn-outline">
          {QUOTE_COPY.cancel}
        </button>
      </div>
    </form>
  );
}

/** Opens as soon as it is drawn; `onClose` when the customer closes it or the approval went through. */
export function ApproveDialog({
  projectId,
  quote,
  onAnswer,
  onClose,
}: AnswerProps & { onClose: () => void }): ReactNode {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [approving, setApproving] = useState(false);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const approve = async () => {
    const digest = quote.content_digest;
    if (!digest) return;
    setApproving(true);
    setError(null);
    try {
      const answer = await withToken((token) => quotesApi.approve(token, projectId, quote.version, digest));
      dialog.current?.close();
      onAnswer(answer);
    } catch (failure) {
      setError(failureMessage(failure, QUOTE_COPY.approveFailed));
    } finally {
      setApproving(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-white p-6 text-charcoal shadow-soft backdrop:bg-charcoal/50 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-medium">
        {approveHeading(quote.version)}
      </h2>
      <p className="mt-3 text-[0.9375rem] leading-relaxed">
        {approveStatement(quote.version, formatPaise(quote.totals.total_paise))}
      </p>
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-xl bg-terracotta-soft px-4 py-3 font-medium text-terracotta-dark"
        >
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={approving}
          onClick={() => void approve()}
          className="btn btn-primary disabled:cursor-wait"
        >
          {approving && <Spinner />}
          {approveConfirm(quote.version)}
        </button>
        <button type="button" onClick={() => dialog.current?.close()} className="btn btn-outline">
          {QUOTE_COPY.cancel}
        </button>
      </div>
    </dialog>
  );
}
