// Consultation booking (docs/leads.md): pick one of the four services, fill in the form,
// book. Slots that are full or already past (India time) are greyed out. A submit attempt carries an
// Idempotency-Key, kept while the form is unchanged, so a double click or a retry books once.
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  addDays,
  BOOKING_WINDOW_DAYS,
  CONSULTATION_FAILURE_MESSAGE,
  CONSULTATION_SLOTS,
  CONSULTATION_SUCCESS_MESSAGE,
  indiaToday,
  type ServiceOption,
} from '@contract/leads-rules.ts';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import type { ConsultationForm } from './leads-api.ts';
import { loadLeadsApi, type LeadsModule } from './load-leads-api.ts';
import { toast } from '../toasts/index.ts';
import { useBrowserValue } from '../../lib/use-browser-value.ts';
import {
  controlClass,
  selectClass,
  EmailField,
  Field,
  FullNameField,
  PhoneField,
  Spinner,
} from '../../components/form-controls.tsx';
import { useFormFields } from './form-fields.ts';
import { Honeypot } from './Honeypot.tsx';
import {
  consultationFieldOf,
  EMPTY_CONSULTATION,
  firstInvalid,
  placeServerErrors,
  validateConsultation,
  type ConsultationField,
} from './forms.ts';

interface Props {
  services: readonly ServiceOption[];
}

const FIELD_ORDER: readonly ConsultationField[] = ['fullName', 'phone', 'email', 'date', 'time', 'details'];

/** Slot label → can it still be booked; empty until the API has answered for the chosen day. */
type Availability = Record<string, boolean>;
const NO_SLOTS: { date: string; availability: Availability } = { date: '', availability: {} };

function ClockIcon(): ReactNode {
  return (
    <StrokeIcon size="16" strokeWidth="1.75">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" strokeLinecap="round" />
    </StrokeIcon>
  );
}

export default function ConsultationBooking({ services }: Props): ReactNode {
  const { uid, form, setForm, errors, setErrors, formRef, id, bind, focusField } = useFormFields<
    ConsultationField,
    ConsultationForm
  >(EMPTY_CONSULTATION);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  /** Which times of `date` are still free, as the API last said. */
  const [slots, setSlots] = useState<{ date: string; availability: Availability }>(NO_SLOTS);
  // "Today" in India, set in the browser: the page itself was rendered on another day.
  const today = useBrowserValue<string | undefined>(indiaToday, undefined);
  const submittingRef = useRef(false);
  /** The attempt's Idempotency-Key, kept while the form and the service stay as they were sent. */
  const keyRef = useRef<{ key: string; form: ConsultationForm; serviceId: string | null } | null>(null);
  const slotsRequest = useRef(0);

  const service = services.find((item) => item.id === serviceId);

  const loadSlots = async (date: string) => {
    const request = ++slotsRequest.current;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    try {
      const { leadsApi } = await loadLeadsApi();
      const data = await leadsApi.getConsultationSlots(date);
      if (request !== slotsRequest.current) return;
      setSlots({
        date,
        availability: Object.fromEntries(data.slots.map((slot) => [slot.time, slot.available])),
      });
    } catch {
      // Without the slot list every time stays selectable; the API still refuses a full slot.
      if (request === slotsRequest.current) setSlots(NO_SLOTS);
    }
  };
  // Until the chosen date's list has come, every time is selectable.
  const availability = slots.date === form.date ? slots.availability : NO_SLOTS.availability;

  // Only a new date needs a new slot list.
  const showSlotsFor = useEffectEvent((date: string) => void loadSlots(date));
  // loadSlots sets state only after awaiting the API, which the rule does not follow into an async function.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => showSlotsFor(form.date), [form.date]);

  // A time that has filled up meanwhile is chosen no longer.
  if (form.time && availability[form.time] === false) setForm((current) => ({ ...current, time: '' }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current || !service) return;
    const found = validateConsultation(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusField(firstInvalid(FIELD_ORDER, found));
      return;
    }
    submittingRef.current = true;
    setSubmitting(true);
    let leads: LeadsModule | undefined;
    try {
      leads = await loadLeadsApi();
      if (keyRef.current?.form !== form || keyRef.current.serviceId !== serviceId)
        keyRef.current = { key: leads.newIdempotencyKey(), form, serviceId };
      const payload = { ...leads.toConsultationPayload(form, service), ...(website ? { website } : {}) };
      const result = await leads.leadsApi.submitConsultation(payload, keyRef.current.key);
      toast.success(result.message || CONSULTATION_SUCCESS_MESSAGE);
      setForm(EMPTY_CONSULTATION);
      setServiceId(null);
      setErrors({});
      setSlots(NO_SLOTS);
      keyRef.current = null;
    } catch (error) {
      // Without the calls' module (the network failed before it arrived) there is no server message.
      toast.error(leads ? leads.consultationFailureMessage(error) : CONSULTATION_FAILURE_MESSAGE);
      const placed = placeServerErrors(leads ? leads.fieldErrorsOf(error) : {}, consultationFieldOf);
      setErrors(placed);
      focusField(firstInvalid(FIELD_ORDER, placed));
      // A slot may have filled up meanwhile.
      void loadSlots(form.date);
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-14">
      <fieldset className="min-w-0">
        <legend className="mb-5 font-display text-2xl font-medium text-charcoal">
          <span className="mr-2 text-terracotta">1.</span>Choose a service
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {services.map((item) => (
            <label
              key={item.id}
              className="relative flex cursor-pointer flex-col rounded-2xl border border-sand bg-white p-5 shadow-soft transition-[border-color,background-color,box-shadow] duration-200 hover:border-brass has-[:checked]:border-terracotta has-[:checked]:bg-terracotta-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal"
            >
              <input
                type="radio"
                name={`${uid}-service`}
                value={item.id}
                checked={serviceId === item.id}
                onChange={() => setServiceId(item.id)}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-3">
                <span className="font-display text-lg leading-snug font-medium text-charcoal">
                  {item.name}
                </span>
                <span className="shrink-0 rounded-full bg-teal-soft px-2.5 py-0.5 text-xs font-semibold text-teal">
                  {item.price}
                </span>
              </span>
              <span className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-muted">
                {item.description}
              </span>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-charcoal">
                <ClockIcon />
                {item.duration}
              </span>
              {serviceId === item.id && (
                <span className="absolute -top-2.5 -right-2.5 flex size-7 items-center justify-center rounded-full bg-terracotta text-white shadow-soft">
                  <StrokeIcon size="16" strokeWidth="2.5">
                    <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                  </StrokeIcon>
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadLeadsApi().catch(() => undefined)}
        aria-labelledby={`${uid}-form-title`}
        className="relative rounded-[1.75rem] bg-white p-6 shadow-lift ring-1 ring-sand/60 sm:p-8"
      >
        <h2 id={`${uid}-form-title`} className="font-display text-2xl font-medium text-charcoal">
          <span className="mr-2 text-terracotta">2.</span>Your details
        </h2>
        <p className="mt-2 text-[0.9375rem] text-muted">
          {service ? (
            <>
              Booking: <strong className="font-semibold text-charcoal">{service.name}</strong> ·{' '}
              {service.duration} · Free
            </>
          ) : (
            'Pick a service, then tell us when suits you. We will call to confirm within 24 hours.'
          )}
        </p>

        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <FullNameField
            id={id('fullName')}
            error={errors.fullName}
            binding={bind('fullName')}
            className="sm:col-span-2"
          />
          <PhoneField id={id('phone')} error={errors.phone} binding={bind('phone')} />
          <EmailField id={id('email')} error={errors.email} binding={bind('email')} />
          <Field id={id('date')} label="Preferred Date" error={errors.date}>
            <input
              type="date"
              {...bind('date')}
              min={today}
              max={today ? addDays(today, BOOKING_WINDOW_DAYS) : undefined}
              className={controlClass}
            />
          </Field>
          <Field id={id('time')} label="Preferred Time" error={errors.time} hint="India Standard Time">
            <select {...bind('time')} className={selectClass}>
              <option value="">Select a time</option>
              {CONSULTATION_SLOTS.map((slot) => {
                const closed = availability[slot.label] === false;
                return (
                  <option key={slot.value} value={slot.label} disabled={closed}>
                    {closed ? `${slot.label} (unavailable)` : slot.label}
                  </option>
                );
              })}
            </select>
          </Field>
          <Field
            id={id('details')}
            label="Project Details"
            optional
            error={errors.details}
            className="sm:col-span-2"
          >
            <textarea
              {...bind('details')}
              rows={4}
              placeholder="Tell us about your home, the rooms you have in mind and anything you love."
              className={`${controlClass} resize-y`}
            />
          </Field>
        </div>
        <Honeypot value={website} onChange={setWebsite} />

        <div className="mt-7 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            disabled={!service || submitting}
            aria-describedby={service ? undefined : `${uid}-needs-service`}
            className="btn btn-primary w-full px-8 text-base disabled:cursor-not-allowed disabled:bg-ivory-muted disabled:text-charcoal disabled:shadow-none sm:w-auto"
          >
            {submitting && <Spinner />}
            {submitting ? 'Submitting...' : 'Book Consultation'}
          </button>
          {!service && (
            <p id={`${uid}-needs-service`} className="text-sm text-muted">
              Choose a service above to continue.
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
