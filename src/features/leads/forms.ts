// The rules of the two lead forms (docs/leads.md), apart from their React components so that they can
// be tested alone. Only the required fields are checked here; formats are the API's to judge, and its
// messages come back field by field.
import type { ContactSubject } from '@contract/leads-rules.ts';
import type { ConsultationForm } from './leads-api.ts';

export type ConsultationField = keyof ConsultationForm;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const EMPTY_CONSULTATION: ConsultationForm = {
  fullName: '',
  phone: '',
  email: '',
  date: '',
  time: '',
  details: '',
};

/** In the order of the form, so the first error is the first field to fix. */
const CONSULTATION_REQUIRED: [ConsultationField, string][] = [
  ['fullName', 'Name is required'],
  ['phone', 'Phone number is required'],
  ['email', 'Email is required'],
  ['date', 'Date is required'],
  ['time', 'Time is required'],
];

export function validateConsultation(form: ConsultationForm): FieldErrors<ConsultationField> {
  const errors: FieldErrors<ConsultationField> = {};
  for (const [field, message] of CONSULTATION_REQUIRED) if (!form[field].trim()) errors[field] = message;
  return errors;
}

/** Where a field the API names shows its message on the booking form. */
export function consultationFieldOf(apiField: string, message: string): ConsultationField | undefined {
  switch (apiField) {
    case 'firstName':
    case 'lastName':
      return 'fullName';
    case 'phone':
      return 'phone';
    case 'email':
      return 'email';
    case 'preferredDate':
      return 'date';
    case 'preferredTime':
      return 'time';
    case 'timeline':
      return /^(time|that time)/i.test(message) ? 'time' : 'date';
    case 'description':
      return 'details';
    default:
      return undefined;
  }
}

export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
}
export type ContactField = keyof ContactForm;

export const EMPTY_CONTACT: ContactForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

const CONTACT_REQUIRED: [ContactField, string][] = [
  ['firstName', 'First name is required'],
  ['lastName', 'Last name is required'],
  ['email', 'Email is required'],
  ['subject', 'Subject is required'],
  ['message', 'Message is required'],
];

export function validateContact(form: ContactForm): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  for (const [field, message] of CONTACT_REQUIRED) if (!form[field].trim()) errors[field] = message;
  return errors;
}

/** The API names contact fields as the form does. */
export const contactFieldOf = (apiField: string): ContactField | undefined =>
  (['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const).find(
    (field) => field === apiField,
  );

/** Field errors from the API's `details`, placed on the form's own fields. */
export function placeServerErrors<F extends string>(
  byApiField: Record<string, string>,
  place: (apiField: string, message: string) => F | undefined,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [apiField, message] of Object.entries(byApiField)) {
    const field = place(apiField, message);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The first field with an error, in the order given. */
export const firstInvalid = <F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined =>
  order.find((field) => errors[field]);
