// A draft quote's editor (decision 191): its rooms, its lines room by room, the whole quote's discount,
// validity and terms. A save sends the whole content and shows what the server computed (each line's
// figures, the totals, the summary by rate, the discount's share); the contract's schema checks the form
// first, and each refusal lands beside its field. "Send to customer" asks first, and is the owner's
// alone when the discount is over what sales may give.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { AdminProject } from '@contract/admin/leads.ts';
import { QuoteDraftSchema, type AdminDesignQuote, type QuoteLineKind } from '@contract/design-quotes.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { adminKey, useAdminMutation } from '../../api/queries.ts';
import { buttonClass, FormAlert, TextAreaField, TextField } from '../../components/fields.tsx';
import { apiFieldErrors, validate, type FieldErrors } from '../../lib/field-errors.ts';
import { todayInIndia } from '../shared/format.ts';
import { ChangesSince, QuoteTotals } from './QuoteFigures.tsx';
import { QuoteLineFields } from './QuoteLineFields.tsx';
import { QuoteRooms } from './QuoteRooms.tsx';
import { SendPanel } from './QuoteSend.tsx';
import {
  addLine,
  draftBodyOf,
  emptyLine,
  linesByRoom,
  quoteFieldId,
  quoteFormOf,
  removeLine,
  sameDraft,
  updateLine,
  type QuoteForm,
} from './quote-form.ts';

const ADD_BUTTONS: { kind: QuoteLineKind; label: string }[] = [
  { kind: 'work', label: 'Add made-to-measure work' },
  { kind: 'service', label: 'Add a service' },
  { kind: 'product', label: 'Add a catalogue product' },
];

/** The lines of each room, with the buttons that add one. */
function RoomLines({
  form,
  errors,
  saved,
  stale,
  onChange,
}: {
  form: QuoteForm;
  errors: FieldErrors;
  saved: AdminDesignQuote;
  stale: boolean;
  onChange: (update: (form: QuoteForm) => QuoteForm) => void;
}) {
  const savedLines = new Map(saved.lines.map((line) => [line.key, line]));
  return linesByRoom(form).map(({ room, lines }) => (
    <section
      key={room.id}
      aria-labelledby={`quote-room-${room.id}`}
      className="space-y-3 rounded-xl border border-sand bg-ivory p-4"
      data-quote-room
    >
      <h2 id={`quote-room-${room.id}`} className="font-serif text-lg font-semibold">
        {room.name.trim() || 'Unnamed room'}
      </h2>
      {lines.length === 0 ? <p className="text-sm text-muted">No line in this room yet.</p> : null}
      {lines.map(({ line, index }) => (
        <QuoteLineFields
          key={line.id}
          line={line}
          index={index}
          errors={errors}
          saved={line.key ? savedLines.get(line.key) : undefined}
          stale={stale}
          onChange={(next) => onChange((current) => updateLine(current, line.id, next))}
          onRemove={() => onChange((current) => removeLine(current, line.id))}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        {ADD_BUTTONS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className={buttonClass.outline}
            onClick={() => onChange((current) => addLine(current, emptyLine(room.id, kind)))}
          >
            {label}
            <span className="sr-only"> to {room.name}</span>
          </button>
        ))}
      </div>
    </section>
  ));
}

/** The whole quote's discount, validity and terms. */
function QuoteTermsFields({
  form,
  errors,
  onChange,
}: {
  form: QuoteForm;
  errors: FieldErrors;
  onChange: (update: (form: QuoteForm) => QuoteForm) => void;
}) {
  const props = (name: 'discount' | 'valid_until' | 'terms', path: string) => ({
    id: quoteFieldId(path),
    value: form[name],
    error: errors[path],
    onChange: (event: { target: { value: string } }) =>
      onChange((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <section aria-labelledby="quote-terms" className="space-y-3 rounded-xl border border-sand bg-white p-4">
      <h2 id="quote-terms" className="font-semibold">
        Discount, validity and terms
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          {...props('discount', 'discount_paise')}
          label="Discount on the whole quote (₹)"
          hint="Taken off before GST and spread across the lines."
          inputMode="decimal"
        />
        <TextField
          {...props('valid_until', 'valid_until')}
          label="Valid until"
          type="date"
          min={todayInIndia()}
        />
      </div>
      <TextAreaField {...props('terms', 'terms')} label="Terms" rows={6} />
    </section>
  );
}

export function QuoteEditor({ quote, project }: { quote: AdminDesignQuote; project: AdminProject | null }) {
  const client = useQueryClient();
  const [form, setForm] = useState<QuoteForm>(() => quoteFormOf(quote));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const savedForm = useMemo(() => quoteFormOf(quote), [quote]);
  const stale = !sameDraft(form, savedForm);
  const params = { id: quote.project_id, version: quote.version };
  const save = useAdminMutation({
    method: 'put',
    path: '/admin/projects/{id}/quotes/{version}',
    params,
    invalidates: [`/admin/projects/${quote.project_id}/quotes`],
    quietOn: (failure) => failure.status === 400 || failure.status === 409,
    onSuccess: (data) => {
      client.setQueryData(adminKey(`/admin/projects/${quote.project_id}/quotes/${quote.version}`), data);
      setForm(quoteFormOf(data.quote));
    },
  });

  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(quoteFieldId(first))?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: amounts } = draftBodyOf(form);
    const checked = validate(QuoteDraftSchema, body);
    const found = { ...(checked.ok ? {} : checked.errors), ...amounts };
    const first = Object.values(found)[0];
    if (!checked.ok || first) {
      setErrors(found);
      setFormError(`Not saved: ${first ?? 'some fields need attention'}.`);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(checked.data, {
      onError: (failure) => {
        setErrors(apiFieldErrors(failure));
        setFormError(adminErrorMessage(failure));
      },
    });
  };

  const change = (update: (current: QuoteForm) => QuoteForm) => setForm(update);
  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="space-y-6" aria-label={`Edit version ${quote.version}`}>
        <QuoteRooms form={form} errors={errors} onChange={change} />
        <RoomLines form={form} errors={errors} saved={quote} stale={stale} onChange={change} />
        <QuoteTermsFields form={form} errors={errors} onChange={change} />
        <FormAlert message={formError} />
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-sand bg-ivory/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
          <button type="submit" className={buttonClass.primary} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save quote'}
          </button>
          <span className="text-sm text-muted">
            {stale
              ? 'Unsaved changes: the figures below are those of the last save.'
              : 'Every change is saved.'}
          </span>
        </div>
      </form>
      <QuoteTotals quote={quote} />
      <ChangesSince changes={quote.changes_since} />
      <SendPanel quote={quote} project={project} unsaved={stale} />
    </div>
  );
}
