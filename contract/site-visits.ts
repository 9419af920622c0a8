// A design project's site visits (decision 195): staff offer the customer two or more times at the
// site, each with a designer; the customer picks one, and may move it to another offered time or
// cancel it up to 24 hours before; staff record what was measured. A designer is at one site at a
// time, with travel time between visits.
import { isoDate, line, paragraph, uuid } from './fields.ts';
import { VISIT_RULES, VISIT_STATUSES } from './site-visit-rules.ts';
import { z } from './zod.ts';

export * from './site-visit-rules.ts';

const slot = z
  .object({
    designer_id: uuid('designer_id'),
    /** The day in India, and the time as HH:MM, India time. */
    date: isoDate('date'),
    time: z
      .string({ error: 'time must be a time like 10:30' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be a time like 10:30'),
  })
  .strict();

/** POST /admin/projects/{id}/visits: the times offered, each with its designer. */
export const VisitOfferSchema = z
  .object({
    slots: z
      .array(slot, { error: 'slots must be a list of times' })
      .min(VISIT_RULES.minSlots, `Offer at least ${VISIT_RULES.minSlots} times`)
      .max(VISIT_RULES.maxSlots, `Offer at most ${VISIT_RULES.maxSlots} times`),
    duration_minutes: z
      .number({ error: 'duration_minutes must be a number of minutes' })
      .int('duration_minutes must be whole minutes')
      .min(30, 'duration_minutes must be at least 30')
      .max(240, 'duration_minutes must be at most 240')
      .default(VISIT_RULES.durationMinutes),
    note: line('note', 300).optional(),
  })
  .strict();
export type VisitOffer = z.input<typeof VisitOfferSchema>;
export type VisitOfferParsed = z.output<typeof VisitOfferSchema>;

/** POST /projects/{id}/visits/{visitId}/book: the customer's pick (also to move a booked visit). */
export const VisitPickSchema = z.object({ slot_id: uuid('slot_id') }).strict();

/** PUT /admin/projects/{id}/visits/{visitId}/record: what was measured and seen. */
export const VisitRecordSchema = z
  .object({
    measurements: z
      .array(
        z
          .object({
            room: line('room', 60).pipe(z.string().min(1, 'room is required')),
            what: line('what', 80).pipe(z.string().min(1, 'what is required')),
            /** Millimetres. */
            value_mm: z
              .number({ error: 'value_mm must be a number of millimetres' })
              .int('value_mm must be whole millimetres')
              .positive('value_mm must be more than zero')
              .max(100_000, 'value_mm must be at most 100000'),
          })
          .strict(),
      )
      .max(VISIT_RULES.measurements, `At most ${VISIT_RULES.measurements} measurements`)
      .default([]),
    notes: paragraph('notes', 4000).default(''),
  })
  .strict();
export type VisitRecord = z.input<typeof VisitRecordSchema>;
export type VisitRecordParsed = z.output<typeof VisitRecordSchema>;

export const VisitParamsSchema = z.object({ id: uuid('id'), visitId: uuid('visitId') });

export const VisitSlotSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  designer: z.object({ id: z.string(), name: z.string() }),
  chosen: z.boolean(),
});

/**
 * A photo kept on a project: one taken at a site visit, or the proof of an offline payment. Uploads are
 * checked by content and re-encoded as WebP, with a thumbnail (decision 196).
 */
export const ProjectPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  created_at: z.string(),
});
export type ProjectPhoto = z.infer<typeof ProjectPhotoSchema>;

/** The most photos one visit keeps. */
export const VISIT_PHOTOS_MAX = 40;

export const VisitPhotoParamsSchema = z.object({
  id: uuid('id'),
  visitId: uuid('visitId'),
  photoId: uuid('photoId'),
});

export const SiteVisitSchema = z.object({
  id: z.string(),
  status: z.enum(VISIT_STATUSES),
  duration_minutes: z.number().int(),
  slots: z.array(VisitSlotSchema),
  /** The booked time, when there is one. */
  booked: VisitSlotSchema.nullable(),
  /** Whether the customer may still move or cancel it online (more than 24 hours ahead). */
  changeable: z.boolean(),
  note: z.string().nullable(),
  measurements: z.array(z.object({ room: z.string(), what: z.string(), value_mm: z.number().int() })),
  notes: z.string(),
  /** Photos staff took at the site, oldest first. */
  photos: z.array(ProjectPhotoSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SiteVisit = z.infer<typeof SiteVisitSchema>;

export const SiteVisitsDataSchema = z.object({ visits: z.array(SiteVisitSchema) });
export const SiteVisitDataSchema = z.object({ visit: SiteVisitSchema });

/** GET /admin/visits: the booked and done visits in a span of days, for the calendar beside consultations. */
export const VisitsCalendarQuerySchema = z.object({
  from: isoDate('from'),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(31, 'days must be at most 31')
    .default(7),
});

export const CalendarVisitSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_name: z.string(),
  status: z.enum(VISIT_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The day in India, YYYY-MM-DD. */
  date: z.string(),
  designer: z.object({ id: z.string(), name: z.string() }),
  /** The site's city and pincode. */
  site: z.string().nullable(),
});
export type CalendarVisit = z.infer<typeof CalendarVisitSchema>;
export const VisitsCalendarDataSchema = z.object({ visits: z.array(CalendarVisitSchema) });
