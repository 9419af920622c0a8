// The site's lead calls (spec section 7) on the shared API client: consultation booking, contact
// messages, consultation slots and the chat link, plus the spec's consultation payload mapping and
// the failure wording of section 8.
import { z } from '../../contract/zod.ts';
import {
  CONSULTATION_FAILURE_MESSAGE,
  CONTACT_FAILURE_MESSAGE,
  ChatLinkDataSchema,
  ConsultationDataSchema,
  ContactDataSchema,
  formatTimeline,
  SlotsDataSchema,
  splitFullName,
  type ChatLinkRequest,
  type ConsultationData,
  type ConsultationRequest,
  type ContactData,
  type ContactRequest,
  type ServiceOption,
  type SlotsData,
} from '../../contract/leads.ts';
import { api, ApiError, DEFAULT_ERROR_MESSAGE, toApiError, type ApiClient } from './api.ts';

export const DEFAULT_BUDGET = 'To be discussed';
export const DEFAULT_DETAILS = 'No additional details provided';

/** What the booking form holds (spec section 2). */
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

/** Spec section 7: the booking form and the chosen service as the consultation payload. */
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

/** Spec section 8: the server's message when it explained the failure, else the form's own wording. */
export function leadFailureMessage(error: unknown, fallback: string): string {
  const failure = toApiError(error);
  const fromServer = failure.status > 0 && failure.message && failure.message !== DEFAULT_ERROR_MESSAGE;
  return fromServer ? failure.message : fallback;
}

export const consultationFailureMessage = (error: unknown) =>
  leadFailureMessage(error, CONSULTATION_FAILURE_MESSAGE);
export const contactFailureMessage = (error: unknown) => leadFailureMessage(error, CONTACT_FAILURE_MESSAGE);

/** A key per submit attempt: a double click or a retry of the same attempt cannot store twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export function createLeadsApi(client: ApiClient = api) {
  return {
    /** POST /contact/consultation. Resolves to the stored booking and the server's message. */
    submitConsultation(
      payload: ConsultationRequest,
      idempotencyKey: string,
    ): Promise<{ data: ConsultationData; message?: string | undefined }> {
      return client.post('/contact/consultation', ConsultationDataSchema, payload, {
        'Idempotency-Key': idempotencyKey,
      });
    },

    /** POST /contact/submit. */
    submitContact(
      payload: ContactRequest,
      idempotencyKey: string,
    ): Promise<{ data: ContactData; message?: string | undefined }> {
      return client.post('/contact/submit', ContactDataSchema, payload, {
        'Idempotency-Key': idempotencyKey,
      });
    },

    /** GET /consultation/slots: which slots of a day can still be booked. */
    getConsultationSlots(date: string): Promise<SlotsData> {
      return client.get('/consultation/slots', SlotsDataSchema, { date });
    },

    /** POST /simple-whatsapp/chat-url, read as data.data.url. */
    async getChatUrl(request: ChatLinkRequest): Promise<string> {
      const body = await client.post('/simple-whatsapp/chat-url', ChatLinkDataSchema, request);
      return body.data.data.url;
    },

    /** GET /simple-whatsapp/chat-url with a custom message. */
    async getCustomChatUrl(message: string, customerName?: string | null): Promise<string> {
      const data = await client.get('/simple-whatsapp/chat-url', ChatLinkDataSchema, {
        message,
        customerName: customerName ?? undefined,
      });
      return data.data.url;
    },
  };
}

export type LeadsApi = ReturnType<typeof createLeadsApi>;
export const leadsApi: LeadsApi = createLeadsApi();

/** Field errors the server named in `details`, keyed by field, for showing beside the inputs. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const failure = error instanceof ApiError ? error : toApiError(error);
  const parsed = z.array(z.object({ field: z.string(), message: z.string() })).safeParse(failure.details);
  if (!parsed.success) return {};
  const result: Record<string, string> = {};
  for (const issue of parsed.data) result[issue.field] ??= issue.message;
  return result;
}
