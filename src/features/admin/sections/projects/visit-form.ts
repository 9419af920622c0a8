// The Site visits panel's rules (decision 195): the times offered (a designer, a day and a time each, two
// to six of them), the visit's length and note; the measurements recorded at a booked visit (room, what,
// millimetres) and the notes; and how a visit reads in the list. The contract's schemas check what is
// sent, with their messages naming the field; the server decides the rest (visiting hours, the
// designers' travel time).
import {
  VISIT_RULES,
  VISIT_STATUS_LABELS,
  VisitOfferSchema,
  VisitRecordSchema,
  type SiteVisit,
  type VisitOfferParsed,
  type VisitRecordParsed,
} from '@contract/site-visits.ts';
import { validate, type FieldErrors } from '../../lib/field-errors.ts';

type Slot = SiteVisit['slots'][number];

/** One time offered, as typed: the designer's id, the day (YYYY-MM-DD) and the time (HH:MM), India time. */
export interface OfferRow {
  key: string;
  designer_id: string;
  date: string;
  time: string;
}

export interface OfferForm {
  rows: OfferRow[];
  /** Minutes, as typed. */
  duration: string;
  note: string;
}

let counter = 0;
const nextKey = (kind: string) => `${kind}-${++counter}`;

/** A new time, with the project's designer when it has one. */
export const emptyOfferRow = (designerId = ''): OfferRow => ({
  key: nextKey('visit-time'),
  designer_id: designerId,
  date: '',
  time: '',
});

/** The offer form as it opens: the fewest times a visit offers, each with the project's designer. */
export const offerFormOf = (designerId = ''): OfferForm => ({
  rows: Array.from({ length: VISIT_RULES.minSlots }, () => emptyOfferRow(designerId)),
  duration: String(VISIT_RULES.durationMinutes),
  note: '',
});

/** A number as typed ('2,400', ' 90 '), or undefined for nothing, so the schema names the field. */
const numberOf = (text: string): number | undefined => {
  const value = text.replace(/[,\s]/g, '');
  return value === '' ? undefined : Number(value);
};

/** The offer as the API takes it, or the errors beside its fields (`slots.1.time`, `duration_minutes`). */
export function visitOfferOf(form: OfferForm): { body: VisitOfferParsed | null; errors: FieldErrors } {
  const note = form.note.trim();
  const checked = validate(VisitOfferSchema, {
    slots: form.rows.map((row) => ({
      designer_id: row.designer_id || undefined,
      date: row.date,
      time: row.time,
    })),
    duration_minutes: numberOf(form.duration) ?? VISIT_RULES.durationMinutes,
    ...(note ? { note } : {}),
  });
  return checked.ok ? { body: checked.data, errors: {} } : { body: null, errors: checked.errors };
}

/** One measurement, as typed: millimetres as text. */
export interface MeasurementRow {
  key: string;
  room: string;
  what: string;
  value: string;
}

export interface RecordForm {
  rows: MeasurementRow[];
  notes: string;
}

export const emptyMeasurementRow = (room = ''): MeasurementRow => ({
  key: nextKey('measurement'),
  room,
  what: '',
  value: '',
});

/** The record form as it opens: one empty measurement. */
export const recordFormOf = (): RecordForm => ({ rows: [emptyMeasurementRow()], notes: '' });

/** What was measured as the API takes it, or the errors beside its fields (`measurements.0.value_mm`). */
export function visitRecordOf(form: RecordForm): { body: VisitRecordParsed | null; errors: FieldErrors } {
  const checked = validate(VisitRecordSchema, {
    measurements: form.rows.map((row) => ({
      room: row.room,
      what: row.what,
      value_mm: numberOf(row.value),
    })),
    notes: form.notes,
  });
  return checked.ok ? { body: checked.data, errors: {} } : { body: null, errors: checked.errors };
}

/** The time a visit was booked for: while booked, and once done (the chosen one of its times). */
export const visitTimeOf = (visit: Pick<SiteVisit, 'booked' | 'slots'>): Slot | null =>
  visit.booked ?? visit.slots.find((slot) => slot.chosen) ?? null;

const day = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const timeOnly = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** 'Mon, 30 Nov 2026', India time, put together from its parts (engines punctuate it differently). */
export function visitDay(at: string): string {
  const parts = Object.fromEntries(day.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** 'Mon, 30 Nov 2026, 10:30 am to 12:00 pm', India time. */
export const slotTimeText = (slot: Pick<Slot, 'starts_at' | 'ends_at'>): string =>
  `${visitDay(slot.starts_at)}, ${timeOnly.format(new Date(slot.starts_at))} to ${timeOnly.format(new Date(slot.ends_at))}`;

/** A visit's heading: its status and, once booked, its time ('Booked: Mon, 30 Nov 2026, 10:30 am to …'). */
export function visitHeading(visit: Pick<SiteVisit, 'status' | 'booked' | 'slots'>): string {
  const label = VISIT_STATUS_LABELS[visit.status];
  const time = visitTimeOf(visit);
  if (visit.status === 'offered') return `${label}: ${visit.slots.length} times offered to the customer`;
  return time && visit.status !== 'cancelled' ? `${label}: ${slotTimeText(time)}` : label;
}

/** '2,400 mm'. */
export const millimetres = (value: number): string => `${value.toLocaleString('en-IN')} mm`;

/** Photos are taken at a visit that is booked or done. */
export const takesPhotos = (visit: Pick<SiteVisit, 'status'>): boolean =>
  visit.status === 'booked' || visit.status === 'done';
