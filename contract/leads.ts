// The leads contract (docs/leads.md): the schemas of the consultation and contact payloads, the
// chat link, the consultation services and time slots, and their answers. The reference server
// validates with these schemas. The plain rules both sides apply (services, slots, dates, subjects,
// wording, the chat link) live in leads-rules.ts, re-exported here; browser islands import them from
// there, so that no schema library comes with them (decision 111).
import {
  CHAT_TYPES,
  CONTACT_SUBJECT_VALUES,
  EMAIL_MAX,
  HONEYPOT_FIELD,
  LEAD_PHONE_RULE,
  LEAD_ROOMS_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  parseDate,
  ROOM_NAME_MAX,
  SERVICE_IDS,
  SHORT_TEXT_MAX,
  type ServiceOption,
} from './leads-rules.ts';
import { phoneShape, type PhoneCheck } from './phone-shape.ts';
import { z } from './zod.ts';

export * from './leads-rules.ts';

// ─── Services and slots ─────────────────────────────────────────────────────────────────────────

export const ServiceOptionSchema = z.object({
  id: z.enum(SERVICE_IDS),
  name: z.string(),
  description: z.string(),
  duration: z.string(),
  price: z.string(),
}) satisfies z.ZodType<ServiceOption>;

// ─── People ─────────────────────────────────────────────────────────────────────────────────────

export { normalizeIndianPhone, phoneShape, type PhoneCheck } from './phone-shape.ts';

/**
 * `text` read as a phone number by `check`, which gives its normalised form or null; `message` when it
 * is not one. The API passes the full check (normalizePhone, ./phone.ts); the default is the light
 * shape check, which lets through numbers that do not exist.
 */
export const phoneNumber = (text: z.ZodString, message: string, check: PhoneCheck = phoneShape) =>
  text.max(30, message).transform((value, context) => {
    const phone = check(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return phone;
  });

// ─── Request schemas ────────────────────────────────────────────────────────────────────────────
// The first message of a failed request becomes the response's `error`, so each names its field in
// the words the forms use.

/** Browsers send empty optional fields as "" and some clients send null: both mean absent. */
const absent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );

/** One line of text: whitespace runs (including newlines, which would break e-mail headers) become one space. */
const line = (required: string, label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : `${label} must be text`,
    })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, required).max(max, `${label} must be at most ${max} characters`));

const emailField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'Email is required' : 'Email must be text',
  })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Please enter a valid email address'));

const phoneField = (required: string, check: PhoneCheck) =>
  phoneNumber(
    z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? required : 'Phone number must be text',
      })
      .trim()
      .min(1, required),
    LEAD_PHONE_RULE,
    check,
  );

const longText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const honeypot = z.unknown().optional();

/**
 * The consultation payload. The date and time come from `timeline` ("Preferred: {date}
 * at {time}") or from explicit `preferredDate` / `preferredTime`, which win when both are sent;
 * `serviceId` may replace `projectType` (the service's name). `phone` is read by `check`: the API
 * passes normalizePhone (./phone.ts) and stores E.164; the default only checks the shape.
 */
export const consultationRequestSchema = (check: PhoneCheck = phoneShape) =>
  z.object(
    {
      firstName: line('Name is required', 'Name', NAME_MAX),
      /** Empty when the full name was one word (see splitFullName). */
      lastName: absent(line('Last name is required', 'Last name', NAME_MAX)),
      // The booking form asks for the phone number before the e-mail address.
      phone: phoneField('Phone number is required', check),
      email: emailField,
      projectType: absent(longText('Project type', SHORT_TEXT_MAX)),
      serviceId: absent(z.string({ error: 'Service must be text' })),
      budget: absent(longText('Budget', SHORT_TEXT_MAX)),
      timeline: absent(longText('Timeline', SHORT_TEXT_MAX)),
      preferredDate: absent(
        z.string({ error: 'Date must be text' }).max(40, 'Date must be a date like 2026-11-23'),
      ),
      preferredTime: absent(
        z.string({ error: 'Time must be text' }).max(20, 'Time must be one of the consultation slots'),
      ),
      description: absent(longText('Project details', MESSAGE_MAX)),
      /** The rooms the consultation is about ("Kitchen", "Master Bedroom"): the project's and its first quote's. */
      rooms: absent(
        z
          .array(
            z
              .string({ error: 'Each room must be text' })
              .trim()
              .min(1, 'A room needs a name')
              .max(ROOM_NAME_MAX, `A room's name must be at most ${ROOM_NAME_MAX} characters`),
            { error: 'Rooms must be a list of room names' },
          )
          .max(LEAD_ROOMS_MAX, `Name at most ${LEAD_ROOMS_MAX} rooms`),
      ),
      [HONEYPOT_FIELD]: honeypot,
    },
    { error: 'The request body must be a JSON object with the consultation details' },
  );
/** The consultation payload with the light phone check: what a browser may check before sending. */
export const ConsultationRequestSchema = consultationRequestSchema();
export type ConsultationRequest = z.input<typeof ConsultationRequestSchema>;
export type ConsultationRequestParsed = z.output<typeof ConsultationRequestSchema>;

/** The contact payload; `phone` (optional) is read by `check`, as in consultationRequestSchema. */
export const contactRequestSchema = (check: PhoneCheck = phoneShape) =>
  z.object(
    {
      firstName: line('First name is required', 'First name', NAME_MAX),
      lastName: line('Last name is required', 'Last name', NAME_MAX),
      email: emailField,
      phone: absent(phoneField('Phone number is required', check)),
      subject: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
        z.enum(CONTACT_SUBJECT_VALUES, {
          error: (issue) =>
            issue.input === undefined || issue.input === null
              ? 'Subject is required'
              : `Subject must be one of ${CONTACT_SUBJECT_VALUES.join(', ')}`,
        }),
      ),
      message: z
        .string({
          error: (issue) =>
            issue.input === undefined || issue.input === null
              ? 'Message is required'
              : 'Message must be text',
        })
        .trim()
        .min(1, 'Message is required')
        .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
      [HONEYPOT_FIELD]: honeypot,
    },
    { error: 'The request body must be a JSON object with the contact message' },
  );
/** The contact payload with the light phone check: what a browser may check before sending. */
export const ContactRequestSchema = contactRequestSchema();
export type ContactRequest = z.input<typeof ContactRequestSchema>;
export type ContactRequestParsed = z.output<typeof ContactRequestSchema>;

// ─── Responses ──────────────────────────────────────────────────────────────────────────────────

export const ConsultationDataSchema = z.object({
  id: z.string(),
  /** Short form of the id that people can read out on the phone. */
  reference: z.string(),
  createdAt: z.string(),
  service: z.object({ id: z.string(), name: z.string() }),
  /** YYYY-MM-DD, India. */
  preferredDate: z.string(),
  /** As shown in the slot list, e.g. "02:00 PM". */
  preferredTime: z.string(),
});
export type ConsultationData = z.infer<typeof ConsultationDataSchema>;

export const ContactDataSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type ContactData = z.infer<typeof ContactDataSchema>;

export const ServicesDataSchema = z.object({ services: z.array(ServiceOptionSchema) });

export const SlotSchema = z.object({
  /** As shown, e.g. "09:00 AM"; also what `timeline` and `preferredTime` carry. */
  time: z.string(),
  /** 24-hour HH:MM in India. */
  value: z.string(),
  available: z.boolean(),
  /** Places left; 0 when the slot is full or has passed. */
  remaining: z.number().int(),
});
export type Slot = z.infer<typeof SlotSchema>;

export const SlotsDataSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  slots: z.array(SlotSchema),
});
export type SlotsData = z.infer<typeof SlotsDataSchema>;

export const SlotsQuerySchema = z.object({
  date: z
    .string({ error: 'date is required (YYYY-MM-DD)' })
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDate(value) !== null,
      'date must be a date like 2026-11-23',
    ),
});

// ─── Chat link ──────────────────────────────────────────────────────────────────────────────────

const ProductRefSchema = z.union([
  z.string().max(SHORT_TEXT_MAX, `product must be at most ${SHORT_TEXT_MAX} characters`),
  z.object({
    name: z.string().max(SHORT_TEXT_MAX, `product.name must be at most ${SHORT_TEXT_MAX} characters`),
    url: z.string().max(500, 'product.url must be at most 500 characters').optional(),
    price: z.number().optional(),
  }),
]);

export const ChatLinkRequestSchema = z.object(
  {
    type: absent(z.enum(CHAT_TYPES, { error: `type must be one of ${CHAT_TYPES.join(', ')}` })).default(
      'general',
    ),
    customerName: absent(
      z
        .string({ error: 'customerName must be text' })
        .max(NAME_MAX, `customerName must be at most ${NAME_MAX} characters`),
    ),
    projectDetails: absent(
      z
        .string({ error: 'projectDetails must be text' })
        .max(1000, 'projectDetails must be at most 1000 characters'),
    ),
    product: absent(ProductRefSchema),
  },
  { error: 'The request body must be a JSON object' },
);
export type ChatLinkRequest = z.input<typeof ChatLinkRequestSchema>;

export const ChatLinkQuerySchema = z.object({
  message: absent(z.string().max(1000, 'message must be at most 1000 characters')),
  customerName: absent(z.string().max(NAME_MAX, `customerName must be at most ${NAME_MAX} characters`)),
});

/** The chat link's answer; clients read it as data.data.url (the envelope's data holds another data). */
export const ChatLinkDataSchema = z.object({ data: z.object({ url: z.string() }) });
