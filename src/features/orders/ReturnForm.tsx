// The request for a return or a replacement (decision 197): return or replace, which pieces and how many
// (never more than may still go back), a reason from the shop's list, a note, up to three photos and a
// preferred pickup day. The photos go one by one after the request is made, with their progress; a photo
// the shop does not take leaves the request standing and says why. A refusal (a window that closed, an
// order that changed) is the server's own words.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { indiaToday } from '@contract/leads-rules.ts';
import { RETURN_KINDS } from '@contract/return-rules.ts';
import type { OrderReturns, ReturnLineWindow, ReturnView } from '@contract/returns.ts';
import { controlClass, Field, selectClass, Spinner } from '../../components/form-controls.tsx';
import { errorCatalogueMessage, fieldErrorsOf, formFailureMessage, toApiError } from '../../lib/api.ts';
import { reportFailure } from '../account/index.ts';
import type { OrderKey } from './orders-api.ts';
import { returnsApi } from './returns-api.ts';
import { photoFailed, photoProgress, RETURNS_COPY } from './returns-copy.ts';
import {
  addPhotos,
  draftErrors,
  emptyDraft,
  MAX_RETURN_PHOTOS,
  pickLine,
  pickupDays,
  quantityChoices,
  requestBody,
  returnableLines,
  serverErrors,
  setUnits,
  type ReturnDraft,
  type ReturnErrors,
} from './returns-form.ts';

type WithKey = <T>(call: (key: OrderKey) => Promise<T>) => Promise<T>;

const FIELDSET = 'space-y-3';
const LEGEND = 'mb-1.5 text-sm font-semibold text-charcoal';

function ErrorText({ id, message }: { id: string; message: string | undefined }): ReactNode {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-terracotta">
      {message}
    </p>
  );
}

function Pieces({
  id,
  lines,
  draft,
  error,
  onChange,
}: {
  id: string;
  lines: ReturnLineWindow[];
  draft: ReturnDraft;
  error: string | undefined;
  onChange: (draft: ReturnDraft) => void;
}): ReactNode {
  return (
    <fieldset
      className={FIELDSET}
      aria-describedby={error ? `${id}-lines-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={LEGEND}>{RETURNS_COPY.pieces}</legend>
      {lines.map((line) => {
        const picked = draft.picked[line.lineId];
        return (
          <div key={line.lineId} className="flex flex-wrap items-center gap-3 rounded-xl bg-cream px-4 py-3">
            <label className="flex min-w-0 flex-1 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-teal"
                checked={picked !== undefined}
                onChange={(event) => onChange(pickLine(draft, line.lineId, event.target.checked))}
              />
              <span className="min-w-0 break-words">
                {line.name}
                {line.variantName ? <span className="text-muted"> · {line.variantName}</span> : null}
              </span>
            </label>
            {picked !== undefined && (
              <label className="flex items-center gap-2 text-sm">
                {RETURNS_COPY.quantity}
                <select
                  className={`${selectClass} w-24`}
                  value={picked}
                  onChange={(event) => onChange(setUnits(draft, line, Number(event.target.value)))}
                >
                  {quantityChoices(line.remaining).map((units) => (
                    <option key={units} value={units}>
                      {units}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        );
      })}
      <ErrorText id={`${id}-lines-error`} message={error} />
    </fieldset>
  );
}

function Photos({
  id,
  photos,
  refusals,
  disabled,
  onChange,
}: {
  id: string;
  photos: File[];
  refusals: string[];
  disabled: boolean;
  onChange: (photos: File[], refusals: string[]) => void;
}): ReactNode {
  return (
    <fieldset className={FIELDSET} aria-describedby={`${id}-photos-hint`}>
      <legend className={LEGEND}>
        {RETURNS_COPY.photos} <span className="font-normal text-muted">(optional)</span>
      </legend>
      <p id={`${id}-photos-hint`} className="text-sm text-muted">
        {RETURNS_COPY.photosHint}
      </p>
      {photos.length > 0 && (
        <ul className="space-y-2">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate">{photo.name}</span>
              <button
                type="button"
                className="btn btn-outline min-h-9 px-3 py-1 text-sm"
                disabled={disabled}
                aria-label={`${RETURNS_COPY.removePhoto} ${photo.name}`}
                onClick={() =>
                  onChange(
                    photos.filter((_, at) => at !== index),
                    [],
                  )
                }
              >
                {RETURNS_COPY.removePhoto}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_RETURN_PHOTOS && (
        <label className="btn btn-outline cursor-pointer has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal">
          {RETURNS_COPY.addPhotos}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            className="sr-only"
            disabled={disabled}
            onChange={(event) => {
              const added = addPhotos(photos, [...(event.target.files ?? [])]);
              onChange(added.photos, added.refusals);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {refusals.map((refusal) => (
        <p key={refusal} className="text-sm font-medium text-terracotta">
          {refusal}
        </p>
      ))}
    </fieldset>
  );
}

/** Sends the photos one by one to the request just made; what did not go is said, the request stands. */
async function sendPhotos(
  photos: File[],
  send: (photo: File) => Promise<ReturnView>,
  onProgress: (index: number) => void,
): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, photo] of photos.entries()) {
    onProgress(index + 1);
    try {
      await send(photo);
    } catch (error) {
      failures.push(photoFailed(photo.name, errorCatalogueMessage(error, RETURNS_COPY.failed)));
    }
  }
  return failures;
}

export default function ReturnForm(props: {
  orderId: string;
  lines: ReturnLineWindow[];
  reasons: OrderReturns['reasons'];
  withKey: WithKey;
  /** The request is made: what to tell the shopper (that it is sent, and any photo that did not go). */
  onSent: (messages: string[]) => void;
  /** The order changed under the form (409): what may go back is read again. */
  onChanged: () => void;
}): ReactNode {
  const id = useId();
  const [draft, setDraft] = useState<ReturnDraft>(emptyDraft);
  const [errors, setErrors] = useState<ReturnErrors>({});
  const [photos, setPhotos] = useState<{ files: File[]; refusals: string[] }>({ files: [], refusals: [] });
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const open = returnableLines(props.lines);
  const today = indiaToday();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft, props.lines, today);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid?.tagName === 'FIELDSET' ? invalid.querySelector('input') : invalid)?.focus();
      return;
    }
    setBusy(RETURNS_COPY.sending);
    try {
      const made = await props.withKey((key) => returnsApi.ask(props.orderId, requestBody(draft, open), key));
      const failures = await sendPhotos(
        photos.files,
        (photo) => props.withKey((key) => returnsApi.addPhoto(props.orderId, made.id, photo, key)),
        (index) => setBusy(photoProgress(index, photos.files.length)),
      );
      setDraft(emptyDraft());
      setPhotos({ files: [], refusals: [] });
      props.onSent([RETURNS_COPY.sent, ...failures]);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 401 && failure.isAuthError) return void reportFailure(failure);
      setErrors(serverErrors(fieldErrorsOf(failure)));
      const changed = failure.status === 409;
      setRefusal(formFailureMessage(failure, changed ? RETURNS_COPY.changed : RETURNS_COPY.failed));
      if (changed) props.onChanged();
    } finally {
      setBusy(null);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <h4 className="font-semibold">{RETURNS_COPY.ask}</h4>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{RETURNS_COPY.kind}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {RETURN_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-3">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                className="size-5 accent-teal"
                checked={draft.kind === kind}
                onChange={() => setDraft({ ...draft, kind })}
              />
              {RETURNS_COPY.kinds[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <Pieces id={id} lines={open} draft={draft} error={errors.lines} onChange={setDraft} />
      <Field id={`${id}-reason`} label={RETURNS_COPY.reason} error={errors.reason}>
        <select
          className={selectClass}
          value={draft.reason}
          onChange={(event) => setDraft({ ...draft, reason: event.target.value as ReturnDraft['reason'] })}
        >
          <option value="">{RETURNS_COPY.choose}</option>
          {props.reasons.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-comment`}
        label={RETURNS_COPY.comment}
        hint={RETURNS_COPY.commentHint}
        error={errors.comment}
        optional
      >
        <textarea
          rows={3}
          maxLength={1000}
          className={controlClass}
          value={draft.comment}
          onChange={(event) => setDraft({ ...draft, comment: event.target.value })}
        />
      </Field>
      <Photos
        id={id}
        photos={photos.files}
        refusals={photos.refusals}
        disabled={busy !== null}
        onChange={(files, refusals) => setPhotos({ files, refusals })}
      />
      <Field
        id={`${id}-pickup`}
        label={RETURNS_COPY.pickupDate}
        hint={RETURNS_COPY.pickupHint}
        error={errors.pickupDate}
        optional
      >
        <input
          type="date"
          min={pickupDays(today).first}
          max={pickupDays(today).last}
          className={`${controlClass} sm:max-w-xs`}
          value={draft.pickupDate}
          onChange={(event) => setDraft({ ...draft, pickupDate: event.target.value })}
        />
      </Field>
      <p aria-live="polite" className="text-muted empty:hidden" data-testid="return-progress">
        {busy}
      </p>
      {refusal && (
        <p role="alert" className="rounded-xl bg-terracotta/10 p-4" data-testid="return-refused">
          {refusal}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy !== null}>
        {busy ? <Spinner /> : null}
        {RETURNS_COPY.send}
      </button>
    </form>
  );
}
