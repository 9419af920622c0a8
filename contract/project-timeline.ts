// A design project's timeline (decision 193): everything that happened to it, newest first. The
// customer sees their part (the quotes sent to them and their answers, payments due and received,
// documents issued, status changes); the back office sees all of it, with who did what.
import { z } from './zod.ts';

export const TIMELINE_KINDS = [
  'project',
  'status',
  'quote',
  'approval',
  'payment',
  'document',
  'visit',
  'note',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TimelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  /** The member of staff who did it (the back office's timeline only). */
  by: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

export const TimelineDataSchema = z.object({ events: z.array(TimelineEventSchema) });
export type TimelineData = z.infer<typeof TimelineDataSchema>;
