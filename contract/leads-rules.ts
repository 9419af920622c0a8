// The leads contract's plain rules (docs/leads.md): the consultation services and time slots, dates
// and times in India, names, the contact subjects, the wording of results and the chat link. Kept
// apart from the schemas (leads.ts re-exports all of it) so that browser code using only these loads
// no schema library. Nothing here reads a clock or the environment: callers pass `now` and the number.
import { formatRupees } from './money.ts';
import { normalizeIndianPhone } from './phone-shape.ts';

export const SERVICE_IDS = ['full_design', 'room_design', 'consultation', 'product_selection'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** A consultation service as the site shows it. */
export interface ServiceOption {
  id: ServiceId;
  name: string;
  description: string;
  duration: string;
  price: string;
}

/** The four consultation services, all free. The descriptions are the business's own words. */
export const CONSULTATION_SERVICES: readonly ServiceOption[] = [
  {
    id: 'full_design',
    name: 'Complete Interior Design',
    description:
      'Your whole home, planned as one: layout, materials, furniture, lighting and storage, room by room, with a designer who stays with you to the end.',
    duration: '2-3 hours',
    price: 'Free',
  },
  {
    id: 'room_design',
    name: 'Single Room Design',
    description:
      'One room done properly, whether it is the living room, a bedroom, the kitchen or a quiet pooja corner, with a clear plan you can act on.',
    duration: '1-2 hours',
    price: 'Free',
  },
  {
    id: 'consultation',
    name: 'Design Consultation',
    description:
      'An hour with a designer to talk through your ideas, budget and timeline, and to get honest advice before you commit to anything.',
    duration: '1 hour',
    price: 'Free',
  },
  {
    id: 'product_selection',
    name: 'Product Selection',
    description:
      'Help choosing furniture, fabrics and decor that suit your space and each other, from our showroom and catalogue.',
    duration: '1 hour',
    price: 'Free',
  },
];

export const findService = (idOrName: string | undefined | null): ServiceOption | undefined => {
  const wanted = idOrName?.trim().toLowerCase();
  if (!wanted) return undefined;
  return CONSULTATION_SERVICES.find(
    (service) => service.id === wanted || service.name.toLowerCase() === wanted,
  );
};

/** The consultation slots, in the order shown: hourly from 9 AM to 5 PM, no slot at 1 PM. `value` is
 * 24-hour India Standard Time, `label` what people read. */
export const CONSULTATION_SLOTS = [
  { value: '09:00', label: '09:00 AM' },
  { value: '10:00', label: '10:00 AM' },
  { value: '11:00', label: '11:00 AM' },
  { value: '12:00', label: '12:00 PM' },
  { value: '14:00', label: '02:00 PM' },
  { value: '15:00', label: '03:00 PM' },
  { value: '16:00', label: '04:00 PM' },
  { value: '17:00', label: '05:00 PM' },
] as const;
export type SlotValue = (typeof CONSULTATION_SLOTS)[number]['value'];

export const slotLabel = (value: string): string | undefined =>
  CONSULTATION_SLOTS.find((slot) => slot.value === value)?.label;

/** India has one time zone and no daylight saving, so a fixed offset is exact. */
export const IST_OFFSET_MINUTES = 330;
export const IST_TIME_ZONE = 'Asia/Kolkata';

/** Today's date in India as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant a slot starts: `date` YYYY-MM-DD, `time` 24-hour HH:MM, both in India. */
export function slotStartsAt(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}

/** A slot that has started (or whose day is over) can no longer be booked. */
export function isSlotPast(date: string, time: string, now: Date = new Date()): boolean {
  return slotStartsAt(date, time).getTime() <= now.getTime();
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** How far ahead a consultation may be booked. */
export const BOOKING_WINDOW_DAYS = 180;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const monthNumber = (word: string): number => {
  const wanted = word.toLowerCase();
  const index = MONTHS.findIndex(
    (month) =>
      month === wanted || month.slice(0, 3) === wanted || (wanted === 'sept' && month === 'september'),
  );
  return index + 1;
};

const isoIfReal = (year: number, month: number, day: number): string | null => {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return at.toISOString().slice(0, 10);
};

/**
 * A calendar date as YYYY-MM-DD, from what a date input sends (2026-11-23) or from en-IN text
 * (23 November 2026, 23 Nov 2026). Anything else, or a day that does not exist, gives null.
 */
export function parseDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return isoIfReal(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const words = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(value);
  if (!words) return null;
  const month = monthNumber(words[2]!);
  return month > 0 ? isoIfReal(Number(words[3]), month, Number(words[1])) : null;
}

/**
 * A time of day as 24-hour HH:MM, from "09:00 AM", "9:00 am", "9 AM" or "14:00". It does not check
 * that the time is a consultation slot.
 */
export function parseTime(text: string): string | null {
  const value = text.trim().toUpperCase().replace(/\./g, '');
  const twelve = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)$/.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const hour24 = (hour % 12) + (twelve[3] === 'PM' ? 12 : 0);
    return `${String(hour24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  }
  const twentyFour = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (twentyFour) {
    const hour = Number(twentyFour[1]);
    const minute = Number(twentyFour[2]);
    if (hour > 23 || minute > 59) return null;
    return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  }
  return null;
}

/** The consultation's timeline text, as the booking form sends it: "Preferred: {date} at {time}". */
export const formatTimeline = (date: string, time: string): string => `Preferred: ${date} at ${time}`;

/** The date and time parts of "Preferred: {date} at {time}", unparsed; null when the text has another shape. */
export function splitTimeline(timeline: string): { date: string; time: string } | null {
  const match = /^\s*preferred\s*:\s*(.*?)\s+at\s+(.*?)\s*$/i.exec(timeline);
  if (!match) return null;
  return { date: match[1]!, time: match[2]! };
}

// ─── People ─────────────────────────────────────────────────────────────────────────────────────

/** A full name as first name (its first word) and last name (the rest, possibly empty). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** +91 and ten digits, as people write it: "+91 98480 22338". */
export const formatIndianPhone = (phone: string): string => {
  const digits = normalizeIndianPhone(phone)?.slice(3);
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
};

// ─── Requests ───────────────────────────────────────────────────────────────────────────────────

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 5000;
export const SHORT_TEXT_MAX = 200;

/** What a lead form says about a phone number that is not one. */
export const LEAD_PHONE_RULE = 'Please enter a valid phone number with country code, e.g. +91 98765 43210';

/** A field no person fills in: it is hidden from view, so a value means a bot. */
export const HONEYPOT_FIELD = 'website';

/**
 * The Idempotency-Key header a submission may carry: 1 to 200 visible ASCII characters (a UUID per
 * submit attempt). A retry with the same key and body is answered with the first result.
 */
export const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,200}$/;

export const CONTACT_SUBJECTS = [
  { value: 'consultation', label: 'Free Consultation' },
  { value: 'project_inquiry', label: 'Project Inquiry' },
  { value: 'support', label: 'Support' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
] as const;
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  (typeof CONTACT_SUBJECTS)[number]['value'],
  ...(typeof CONTACT_SUBJECTS)[number]['value'][],
];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];
export const subjectLabel = (value: string): string =>
  CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;

// ─── Responses ──────────────────────────────────────────────────────────────────────────────────

export const CONSULTATION_SUCCESS_MESSAGE =
  'Consultation request submitted successfully! Our team will contact you within 24 hours.';
export const CONSULTATION_FAILURE_MESSAGE = 'Failed to submit consultation request';
export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message';

/** Short id for people: the first eight characters of the id, upper case. */
export const leadReference = (id: string): string => id.replace(/-/g, '').slice(0, 8).toUpperCase();

// ─── Chat link ──────────────────────────────────────────────────────────────────────────────────

export const CHAT_TYPES = ['general', 'product', 'consultation'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** The fixed text of the fallback chat link, used when nothing more is known. */
export const CHAT_FALLBACK_TEXT = "Hi! I'm interested in your interior design services.";

const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

/** The prefilled chat message of a POST chat-url request. */
export function buildChatMessage(input: {
  type?: ChatType | undefined;
  customerName?: string | null | undefined;
  projectDetails?: string | null | undefined;
  product?:
    string | { name: string; url?: string | undefined; price?: number | undefined } | null | undefined;
}): string {
  const name = clean(input.customerName);
  const details = (input.projectDetails ?? '').trim();
  const greeting = name ? `Hi! I'm ${name}.` : 'Hi!';
  const product = typeof input.product === 'string' ? { name: input.product } : input.product;
  const productName = clean(product?.name);

  switch (input.type ?? 'general') {
    case 'product': {
      const about = productName || clean(details) || 'one of your products';
      const lines = [`${greeting} I'm interested in ${about}. Could you tell me more about it?`];
      if (product && 'price' in product && typeof product.price === 'number')
        lines.push(`Listed price: ${formatRupees(product.price)}`);
      if (product && 'url' in product && product.url) lines.push(product.url.trim());
      if (productName && details) lines.push(`Details: ${details}`);
      return lines.join('\n');
    }
    case 'consultation': {
      const text = `${greeting} I'd like to book a free design consultation.`;
      return details ? `${text}\n\nProject details: ${details}` : text;
    }
    default: {
      const text = name
        ? `Hi! I'm ${name}, and I'm interested in your interior design services.`
        : CHAT_FALLBACK_TEXT;
      return details ? `${text}\n\nProject details: ${details}` : text;
    }
  }
}

/** The GET chat-url message: a custom message, signed with the customer's name when there is one. */
export function buildCustomChatMessage(
  message: string | null | undefined,
  customerName: string | null | undefined,
): string {
  const text = (message ?? '').trim();
  const name = clean(customerName);
  if (!text) return buildChatMessage({ type: 'general', customerName: name });
  return name ? `Hi! I'm ${name}. ${text}` : text;
}

/** A wa.me link: the number in international form without + or spaces, the text URL-encoded. */
export function chatUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** The most rooms a consultation names, and the longest name of one. */
export const LEAD_ROOMS_MAX = 12;
export const ROOM_NAME_MAX = 60;

const LAKH = 100_000;
const CRORE = 10_000_000;

/** "5", "5.5", "50,000" with an optional unit ("lakh", "L", "crore", "cr", "k"), in whole rupees. */
function amountOf(figure: string, unit: string | undefined): number {
  const value = Number(figure.replace(/,/g, ''));
  const scale = !unit
    ? 1
    : /^(l|lac|lakh|lakhs)$/i.test(unit)
      ? LAKH
      : /^(cr|crore|crores)$/i.test(unit)
        ? CRORE
        : /^k$/i.test(unit)
          ? 1_000
          : 1;
  return Math.round(value * scale);
}

/**
 * A budget as a consultation states it in words, read as a range of whole rupees (decision 194):
 * "₹5–10 lakh", "5 lakh to 10 lakh", "under 8 lakh", "above 1 crore", "₹3,00,000 - ₹6,00,000",
 * "about 12 lakh". Null when it names no amount ("To be discussed"). The unit of the second figure
 * applies to the first when the first has none ("5-10 lakh").
 */
export function budgetRange(
  text: string | null | undefined,
): { min: number | null; max: number | null } | null {
  if (!text) return null;
  const figure = String.raw`(\d[\d,]*(?:\.\d+)?)\s*(lakhs?|lac|l|crores?|cr|k)?\b`;
  const found = [...text.toLowerCase().matchAll(new RegExp(figure, 'g'))];
  if (found.length === 0) return null;
  const [first, second] = found;
  if (second) {
    const unit = first![2] ?? second[2];
    const low = amountOf(first![1]!, unit);
    const high = amountOf(second[1]!, second[2]);
    return low <= high ? { min: low, max: high } : { min: high, max: low };
  }
  const amount = amountOf(first![1]!, first![2]);
  if (/\b(under|below|upto|up to|less than|within|max)\b/.test(text.toLowerCase()))
    return { min: null, max: amount };
  if (/\b(above|over|more than|at least|min)\b|\+/.test(text.toLowerCase()))
    return { min: amount, max: null };
  return { min: amount, max: amount };
}
