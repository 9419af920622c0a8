// The contact form (docs/leads.md). A submit attempt carries an Idempotency-Key, kept
// while the form is unchanged, so a double click or a retry sends the message once.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUBJECTS,
  CONTACT_SUCCESS_MESSAGE,
  type ContactSubject,
} from '@contract/leads-rules.ts';
import { loadLeadsApi, type LeadsModule } from './load-leads-api.ts';
import { toast } from '../toasts/index.ts';
import {
  controlClass,
  selectClass,
  EmailField,
  Field,
  PhoneField,
  Spinner,
} from '../../components/form-controls.tsx';
import { useFormFields } from './form-fields.ts';
import { Honeypot } from './Honeypot.tsx';
import {
  contactFieldOf,
  EMPTY_CONTACT,
  firstInvalid,
  placeServerErrors,
  validateContact,
  type ContactField,
  type ContactForm as ContactFormState,
} from './forms.ts';

const FIELD_ORDER: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
];

export default function ContactForm(): ReactNode {
  const { form, setForm, errors, setErrors, formRef, id, bind, focusField } = useFormFields<
    ContactField,
    ContactFormState
  >(EMPTY_CONTACT);
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  /** The attempt's Idempotency-Key, kept while the form stays as it was sent. */
  const keyRef = useRef<{ key: string; form: ContactFormState } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submittingRef.current) return;
    const found = validateContact(form);
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
      if (keyRef.current?.form !== form) keyRef.current = { key: leads.newIdempotencyKey(), form };
      const result = await leads.leadsApi.submitContact(
        {
          firstName: form.firstName,
          lastName: form.lastName,
          email: form.email.trim(),
          phone: form.phone.trim() || undefined,
          subject: form.subject as ContactSubject,
          message: form.message,
          ...(website ? { website } : {}),
        },
        keyRef.current.key,
      );
      toast.success(result.message || CONTACT_SUCCESS_MESSAGE);
      setForm(EMPTY_CONTACT);
      setErrors({});
      keyRef.current = null;
    } catch (error) {
      // Without the calls' module (the network failed before it arrived) there is no server message.
      toast.error(leads ? leads.contactFailureMessage(error) : CONTACT_FAILURE_MESSAGE);
      const placed = placeServerErrors(leads ? leads.fieldErrorsOf(error) : {}, contactFieldOf);
      setErrors(placed);
      focusField(firstInvalid(FIELD_ORDER, placed));
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadLeadsApi().catch(() => undefined)}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <Field id={id('firstName')} label="First Name" error={errors.firstName}>
        <input type="text" {...bind('firstName')} autoComplete="given-name" className={controlClass} />
      </Field>
      <Field id={id('lastName')} label="Last Name" error={errors.lastName}>
        <input type="text" {...bind('lastName')} autoComplete="family-name" className={controlClass} />
      </Field>
      <EmailField id={id('email')} error={errors.email} binding={bind('email')} />
      <PhoneField id={id('phone')} optional error={errors.phone} binding={bind('phone')} />
      <Field id={id('subject')} label="Subject" error={errors.subject} className="sm:col-span-2">
        <select {...bind('subject')} className={selectClass}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('message')} label="Message" error={errors.message} className="sm:col-span-2">
        <textarea
          {...bind('message')}
          rows={5}
          placeholder="How can we help?"
          className={`${controlClass} resize-y`}
        />
      </Field>
      <Honeypot value={website} onChange={setWebsite} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submitting}
          className="btn btn-primary w-full px-8 text-base disabled:cursor-wait disabled:opacity-80 sm:w-auto"
        >
          {submitting && <Spinner />}
          {submitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}
