// What the customer does with a site visit (decision 195), in the quote page's Site visit section: pick
// one of the offered times (also to move a booked visit to another), and cancel a booked visit after a
// confirmation that names its time and designer. Refusals are shown in the server's words; a conflict
// (a time just taken, a visit now less than 24 hours away) also reloads the visits, for the section to
// show where the visit stands.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SiteVisit } from '@contract/site-visits.ts';
import { Spinner } from '../../components/form-controls.tsx';
import { errorCatalogueMessage, toApiError } from '../../lib/api.ts';
import { reportFailure, withToken } from '../account/index.ts';
import { cancelStatement, VISIT_COPY, withDesigner } from './visit-copy.ts';
import { visitTime } from './visit-format.ts';
import { visitsApi, type VisitAnswer } from './visits-api.ts';

type Slot = SiteVisit['slots'][number];

export interface VisitActionProps {
  projectId: string;
  visit: SiteVisit;
  /** The server's answer: the visit as it now stands, and the words for it. */
  onDone: (visit: SiteVisit, notice: string) => void;
  /** The visits may have changed on the server: read them again. */
  onStale: () => void;
}

/** The words to show for a failed action; a sign-in the API refused goes to /login instead. */
function failureMessage(error: unknown, fallback: string, onStale: () => void): string | null {
  const failure = toApiError(error);
  if (failure.status === 401 && failure.isAuthError) {
    reportFailure(failure);
    return null;
  }
  if (failure.status === 409) onStale();
  return errorCatalogueMessage(failure, fallback);
}

interface PickTimeProps extends VisitActionProps {
  slots: readonly Slot[];
  legend: string;
  submit: string;
  fallback: string;
  /** The notice once the server booked the time, from the time as the page writes it. */
  notice: (time: string) => string;
  /** Closes the list without a change (moving only). */
  onClose?: () => void;
}

/** The times as a list to pick one from, and the button that books it. */
export function PickTime({
  projectId,
  visit,
  slots,
  legend,
  submit,
  fallback,
  notice,
  onDone,
  onStale,
  onClose,
}: PickTimeProps): ReactNode {
  const id = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const book = async (event: FormEvent) => {
    event.preventDefault();
    const slot = slots.find((candidate) => candidate.id === picked);
    if (!slot) return setError(VISIT_COPY.pickRequired);
    setSending(true);
    setError(null);
    try {
      const answer: VisitAnswer = await withToken((token) =>
        visitsApi.book(token, projectId, visit.id, slot.id),
      );
      onDone(answer.visit, notice(visitTime(slot.starts_at)));
    } catch (failure) {
      setError(failureMessage(failure, fallback, onStale));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void book(event)} noValidate className="space-y-4">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-3 text-sm font-semibold text-charcoal">{legend}</legend>
        <div className="space-y-3">
          {slots.map((slot) => (
            <label
              key={slot.id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 ${picked === slot.id ? 'bg-teal-soft/40 ring-teal' : 'ring-sand'}`}
            >
              <input
                type="radio"
                name={`${id}-slot`}
                value={slot.id}
                checked={picked === slot.id}
                onChange={() => setPicked(slot.id)}
                className="mt-1 size-5 shrink-0 accent-teal"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-charcoal">{visitTime(slot.starts_at)}</span>{' '}
                <span className="block text-sm break-words text-muted">
                  {withDesigner(slot.designer.name)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className="rounded-xl bg-terracotta-soft px-4 py-3 font-medium text-terracotta-dark"
        >
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sending} className="btn btn-primary disabled:cursor-wait">
          {sending && <Spinner />}
          {submit}
        </button>
        {onClose && (
          <button type="button" onClick={onClose} className="btn btn-outline">
            {VISIT_COPY.keepTime}
          </button>
        )}
      </div>
    </form>
  );
}

/** Opens as soon as it is drawn; `onClose` when the customer closes it or the cancellation went through. */
export function CancelDialog({
  projectId,
  visit,
  slot,
  onDone,
  onStale,
  onClose,
}: VisitActionProps & { slot: Slot; onClose: () => void }): ReactNode {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const cancel = async () => {
    setCancelling(true);
    setError(null);
    try {
      const answer = await withToken((token) => visitsApi.cancel(token, projectId, visit.id));
      dialog.current?.close();
      onDone(answer.visit, VISIT_COPY.cancelled);
    } catch (failure) {
      setError(failureMessage(failure, VISIT_COPY.cancelFailed, onStale));
    } finally {
      setCancelling(false);
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
        {VISIT_COPY.cancelHeading}
      </h2>
      <p className="mt-3 text-[0.9375rem] leading-relaxed">
        {cancelStatement(visitTime(slot.starts_at), slot.designer.name)}
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
          disabled={cancelling}
          onClick={() => void cancel()}
          className="btn btn-primary disabled:cursor-wait"
        >
          {cancelling && <Spinner />}
          {VISIT_COPY.cancelConfirm}
        </button>
        <button type="button" onClick={() => dialog.current?.close()} className="btn btn-outline">
          {VISIT_COPY.keepVisit}
        </button>
      </div>
    </dialog>
  );
}
