// The site's lead calls (docs/leads.md) on the shared API client: consultation booking, contact
// messages, consultation slots and the chat link, plus how a booking form becomes the consultation
// payload and how a failed submission is worded.
import {
  CONSULTATION_FAILURE_MESSAGE,
  CONTACT_FAILURE_MESSAGE,
  formatTimeline,
  splitFullName,
  type ServiceOption,
} from '@contract/leads-rules.ts';
import {
  ChatLinkDataSchema,
  ConsultationDataSchema,
  ContactDataSchema,
  SlotsDataSchema,
  type ChatLinkRequest,
  type ConsultationData,
  type ConsultationRequest,
  type ContactData,
  type ContactRequest,
  type SlotsData,
} from '@contract/leads.ts';
import { api, formFailureMessage, type ApiClient } from '../../lib/api.ts';

export { fieldErrorsOf } from '../../lib/api.ts';

const DEFAULT_BUDGET = 'To be discussed';
const DEFAULT_DETAILS = 'No additional details provided';

/** What the booking form holds. */
export interface ConsultationForm {
  fullName: string;
  phone: string;
  email: string;
  /** YYYY-MM-DD from the date input. */
  date: string;
  /** A slot label, e.g. "02:00 PM". */
  time: string;
  details: string;
}

/**
 * The booking form and the chosen service as the consultation payload: the full name split into first
 * and last, the service as projectType, budget 'To be discussed', the date and time as the timeline,
 * and empty details as 'No additional details provided'.
 */
export function toConsultationPayload(
  form: ConsultationForm,
  service: Pick<ServiceOption, 'name'>,
): ConsultationRequest {
  const { firstName, lastName } = splitFullName(form.fullName);
  const details = form.details.trim();
  return {
    firstName,
    lastName,
    email: form.email.trim(),
    phone: form.phone.trim(),
    projectType: service.name,
    budget: DEFAULT_BUDGET,
    timeline: formatTimeline(form.date, form.time),
    description: details || DEFAULT_DETAILS,
  };
}

/** A failed booking: the server's message when it explained the failure, else the form's own wording. */
export const consultationFailureMessage = (error: unknown) =>
  formFailureMessage(error, CONSULTATION_FAILURE_MESSAGE);
/** A failed contact message, worded the same way. */
export const contactFailureMessage = (error: unknown) => formFailureMessage(error, CONTACT_FAILURE_MESSAGE);

/**
 * The response schemas, where responses are checked: a constant `false` condition in browser bundles,
 * which leave the schemas out (decision 017; written out per module as in api.ts).
 */
const CHECKS_RESPONSES = typeof import.meta.env === 'undefined' || import.meta.env.SSR !== false;
const RESPONSES = CHECKS_RESPONSES
  ? {
      chatLink: ChatLinkDataSchema,
      consultation: ConsultationDataSchema,
      contact: ContactDataSchema,
      slots: SlotsDataSchema,
    }
  : undefined;

/** A key per submit attempt: a double click or a retry of the same attempt cannot store twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export function createLeadsApi(client: ApiClient = api) {
  return {
    /** POST /contact/consultation. Resolves to the stored booking and the server's message. */
    submitConsultation(
      payload: ConsultationRequest,
      idempotencyKey: string,
    ): Promise<{ data: ConsultationData; message?: string | undefined }> {
      return client.request('post', '/contact/consultation', {
        schema: RESPONSES?.consultation,
        json: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },

    /** POST /contact/submit. */
    submitContact(
      payload: ContactRequest,
      idempotencyKey: string,
    ): Promise<{ data: ContactData; message?: string | undefined }> {
      return client.request('post', '/contact/submit', {
        schema: RESPONSES?.contact,
        json: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },

    /** GET /consultation/slots: which slots of a day can still be booked. */
    async getConsultationSlots(date: string): Promise<SlotsData> {
      return (
        await client.request('get', '/consultation/slots', {
          schema: RESPONSES?.slots,
          searchParams: { date },
        })
      ).data;
    },

    /** POST /simple-whatsapp/chat-url, read as data.data.url. */
    async getChatUrl(request: ChatLinkRequest): Promise<string> {
      const body = await client.request('post', '/simple-whatsapp/chat-url', {
        schema: RESPONSES?.chatLink,
        json: request,
      });
      return body.data.data.url;
    },

    /** GET /simple-whatsapp/chat-url with a custom message. */
    async getCustomChatUrl(message: string, customerName?: string | null): Promise<string> {
      const body = await client.request('get', '/simple-whatsapp/chat-url', {
        schema: RESPONSES?.chatLink,
        searchParams: { message, customerName: customerName ?? undefined },
      });
      return body.data.data.url;
    },
  };
}

type LeadsApi = ReturnType<typeof createLeadsApi>;
export const leadsApi: LeadsApi = createLeadsApi();
