// The Site visits panel's dialogs (decision 195): offering the customer two to six times, each with a
// designer, a day and a time, with the visit's length and a note; and recording what was measured at a
// booked visit (room, what, millimetres; rows added and removed) and the shop's notes. The contract's
// schemas check each field before it is sent; the server's refusals (a designer with another visit too
// close to a time, a project without its site address) are shown in the dialog.
import { useId, useState, type FormEvent } from 'react';
import { VISIT_RULES, type SiteVisit } from '@contract/site-visits.ts';
import { adminErrorMessage } from '../../api/admin-api.ts';
import { useAdminMutation, useAdminQuery } from '../../api/queries.ts';
import { buttonClass, FormAlert, SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { fullName, todayInIndia } from '../shared/format.ts';
import { DialogButtons } from './StageForms.tsx';
import {
  emptyMeasurementRow,
  emptyOfferRow,
  offerFormOf,
  recordFormOf,
  slotTimeText,
  visitOfferOf,
  visitRecordOf,
  visitTimeOf,
  type MeasurementRow,
  type OfferForm,
  type OfferRow,
} from './visit-form.ts';

export const visitsPath = (projectId: string) => `/admin/projects/${projectId}/visits`;
const quiet = () => true;

/** The failure a dialog shows as a whole: anything but a refusal whose fields are named beside them. */
const failureOf = (error: unknown, errors: FieldErrors): string | null => {
  if (!error) return null;
  const named = Object.keys(apiFieldErrors(error)).some((field) => field in errors);
  return named && (error as { status?: number }).status === 400 ? null : adminErrorMessage(error);
};

function OfferRows({
  rows,
  errors,
  designers,
  onChange,
}: {
  rows: OfferRow[];
  errors: FieldErrors;
  designers: { value: string; label: string }[];
  onChange: (rows: OfferRow[]) => void;
}) {
  const id = useId();
  const change = (key: string, field: 'designer_id' | 'date' | 'time', value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  return (
    <div className="space-y-3">
      {rows.map((row, index) => {
        const field = (name: string) => `${id}-${index}-${name}`;
        const error = (name: string) => errors[`slots.${index}.${name}`];
        return (
          <fieldset
            key={row.key}
            className="grid gap-2 rounded-lg border border-sand p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
            data-visit-time={index + 1}
          >
            <legend className="px-1 text-sm font-semibold">Time {index + 1}</legend>
            <SelectField
              id={field('designer')}
              label="Designer"
              options={[{ value: '', label: 'Choose a designer' }, ...designers]}
              value={row.designer_id}
              error={error('designer_id')}
              className="sm:col-span-3"
              onChange={(event) => change(row.key, 'designer_id', event.target.value)}
            />
            <TextField
              id={field('date')}
              label="Date"
              type="date"
              min={todayInIndia()}
              value={row.date}
              error={error('date')}
              onChange={(event) => change(row.key, 'date', event.target.value)}
            />
            <TextField
              id={field('time')}
              label="Starts at"
              type="time"
              min={`${String(VISIT_RULES.firstHour).padStart(2, '0')}:00`}
              max={`${VISIT_RULES.lastHour}:00`}
              value={row.time}
              error={error('time')}
              onChange={(event) => change(row.key, 'time', event.target.value)}
            />
            <button
              type="button"
              className={`${buttonClass.small} sm:mt-7`}
              disabled={rows.length <= VISIT_RULES.minSlots}
              aria-label={`Remove time ${index + 1}`}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              ✕
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={buttonClass.outline}
        disabled={rows.length >= VISIT_RULES.maxSlots}
        onClick={() => onChange([...rows, emptyOfferRow(rows.at(-1)?.designer_id ?? '')])}
      >
        Add a time
      </button>
      <FormAlert message={errors.slots} />
    </div>
  );
}

export function OfferVisitDialog({
  projectId,
  designerId,
  onClose,
}: {
  projectId: string;
  /** The project's designer, who each time starts with. */
  designerId: string | null;
  onClose: () => void;
}) {
  const id = useId();
  const designers = useAdminQuery('/admin/designers', undefined, { staleTime: 60_000 });
  const [form, setForm] = useState<OfferForm>(() => offerFormOf(designerId ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const offer = useAdminMutation({
    method: 'post',
    path: '/admin/projects/{id}/visits',
    params: { id: projectId },
    invalidates: [visitsPath(projectId), '/admin/visits'],
    quietOn: quiet,
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    offer.reset();
    const { body, errors: found } = visitOfferOf(form);
    setErrors(found);
    if (body) offer.mutate(body, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const options = (designers.data?.designers ?? []).map((designer) => ({
    value: designer.id,
    label: fullName(designer.first_name, designer.last_name),
  }));
  return (
    <Dialog open title="Offer times for a site visit" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm">
          The customer is e-mailed these times and picks one. Each must let the visit fit between{' '}
          {VISIT_RULES.firstHour}:00 and {VISIT_RULES.lastHour}:00, India time; a designer cannot be offered
          within an hour of a visit they have booked.
        </p>
        <OfferRows
          rows={form.rows}
          errors={errors}
          designers={options}
          onChange={(rows) => setForm({ ...form, rows })}
        />
        <TextField
          id={`${id}-duration`}
          label="Length of the visit (minutes)"
          inputMode="numeric"
          hint="From 30 to 240 minutes."
          value={form.duration}
          error={errors.duration_minutes}
          onChange={(event) => setForm({ ...form, duration: event.target.value })}
        />
        <TextField
          id={`${id}-note`}
          label="Note for the customer (optional)"
          hint="Sent with the times: who comes, what to keep ready."
          maxLength={300}
          value={form.note}
          error={errors.note}
          onChange={(event) => setForm({ ...form, note: event.target.value })}
        />
        <FormAlert message={failureOf(offer.error, errors)} />
        <DialogButtons busy={offer.isPending} label="Offer times" onCancel={onClose} />
      </form>
    </Dialog>
  );
}

function MeasurementRows({
  rows,
  errors,
  rooms,
  onChange,
}: {
  rows: MeasurementRow[];
  errors: FieldErrors;
  rooms: readonly string[];
  onChange: (rows: MeasurementRow[]) => void;
}) {
  const id = useId();
  const change = (key: string, field: 'room' | 'what' | 'value', value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  return (
    <div className="space-y-3">
      <datalist id={`${id}-rooms`}>
        {rooms.map((room) => (
          <option key={room} value={room} />
        ))}
      </datalist>
      {rows.length === 0 ? <p className="text-sm text-muted">No measurements: notes only.</p> : null}
      {rows.map((row, index) => {
        const field = (name: string) => `${id}-${index}-${name}`;
        const error = (name: string) => errors[`measurements.${index}.${name}`];
        return (
          <fieldset
            key={row.key}
            className="grid gap-2 rounded-lg border border-sand p-3 sm:grid-cols-[1.2fr_1.6fr_1fr_auto] sm:items-start"
            data-measurement={index + 1}
          >
            <legend className="px-1 text-sm font-semibold">Measurement {index + 1}</legend>
            <TextField
              id={field('room')}
              label="Room"
              list={`${id}-rooms`}
              maxLength={60}
              value={row.room}
              error={error('room')}
              onChange={(event) => change(row.key, 'room', event.target.value)}
            />
            <TextField
              id={field('what')}
              label="What"
              maxLength={80}
              value={row.what}
              error={error('what')}
              onChange={(event) => change(row.key, 'what', event.target.value)}
            />
            <TextField
              id={field('value')}
              label="Value (mm)"
              inputMode="numeric"
              value={row.value}
              error={error('value_mm')}
              onChange={(event) => change(row.key, 'value', event.target.value)}
            />
            <button
              type="button"
              className={`${buttonClass.small} sm:mt-7`}
              aria-label={`Remove measurement ${index + 1}`}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              ✕
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={buttonClass.outline}
        disabled={rows.length >= VISIT_RULES.measurements}
        onClick={() => onChange([...rows, emptyMeasurementRow(rows.at(-1)?.room ?? '')])}
      >
        Add a measurement
      </button>
      <FormAlert message={errors.measurements} />
    </div>
  );
}

export function RecordVisitDialog({
  projectId,
  visit,
  rooms,
  onClose,
}: {
  projectId: string;
  visit: SiteVisit;
  /** The project's rooms, offered as the measurements' rooms. */
  rooms: readonly string[];
  onClose: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState(recordFormOf);
  const [errors, setErrors] = useState<FieldErrors>({});
  const record = useAdminMutation({
    method: 'put',
    path: '/admin/projects/{id}/visits/{visitId}/record',
    params: { id: projectId, visitId: visit.id },
    invalidates: [visitsPath(projectId), '/admin/visits'],
    quietOn: quiet,
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.reset();
    const { body, errors: found } = visitRecordOf(form);
    setErrors(found);
    if (body) record.mutate(body, { onError: (failure) => setErrors(apiFieldErrors(failure)) });
  };
  const time = visitTimeOf(visit);
  return (
    <Dialog open title="Record the visit" onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm">
          {time ? `${slotTimeText(time)}, with ${time.designer.name}. ` : ''}
          What was measured, in millimetres, and what was seen. The visit is then done; the customer sees the
          measurements, not the notes.
        </p>
        <MeasurementRows
          rows={form.rows}
          errors={errors}
          rooms={rooms}
          onChange={(rows) => setForm({ ...form, rows })}
        />
        <TextAreaField
          id={`${id}-notes`}
          label="Notes (for the shop)"
          maxLength={4000}
          value={form.notes}
          error={errors.notes}
          onChange={(event) => setForm({ ...form, notes: event.target.value })}
        />
        <FormAlert message={failureOf(record.error, errors)} />
        <DialogButtons busy={record.isPending} label="Record visit" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
