// Shapes every back-office list and write shares: paging, the optimistic-concurrency conflict, and the
// small field rules. Messages name their field, because the API returns the first one as `error`.
import { z } from '../zod.ts';
import { ADMIN_COUNT_CAP } from './rules.ts';
import { uuid } from '../fields.ts';

export { isoDate, line, paragraph, requiredLine, uuid } from '../fields.ts';

/** `?x=` means absent, as browsers send empty form fields. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

export const ORDERS = ['asc', 'desc'] as const;

/** page (from 1) and limit (25, 50 or 100 by the admin's choice; at most 100). */
export const PageQuerySchema = z.object({
  page: optional(intParam('page', 1, 100_000)).default(1),
  limit: optional(intParam('limit', 1, 100)).default(25),
});

/**
 * Where a page sits in its list. Counting stops at ADMIN_COUNT_CAP: past it `total` is the cap and
 * `totalCapped` is true ("10,000+"), so a large catalogue never pays for an exact count.
 */
export const PageInfoSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().max(ADMIN_COUNT_CAP),
  totalCapped: z.boolean(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

export const IdParamsSchema = z.object({ id: uuid('id') });

/** Whole rupees, at least 1. */
export const rupees = (name: string) =>
  z
    .number({ error: `${name} must be a number of rupees` })
    .int(`${name} must be whole rupees`)
    .min(1, `${name} must be at least ₹1`)
    .max(100_000_000, `${name} is too large`);

/** Lower-case letters, digits and single hyphens, as in /products/{slug}. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = (name = 'Slug') =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(120, `${name} must be at most 120 characters`)
    .regex(SLUG_RE, `${name} may hold only lower-case letters, digits and hyphens`);

/** A person who did something in the back office, as lists show them. */
export const StaffRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type StaffRef = z.infer<typeof StaffRefSchema>;

/** One field that differs between what a save was based on and what is stored now. */
export const FieldChangeSchema = z.object({
  field: z.string(),
  yours: z.unknown(),
  current: z.unknown(),
});

/**
 * The `details` of a 409 when someone else saved first: what is stored now, who saved it and when, and
 * the fields where the refused save and the stored record disagree. Nothing is overwritten.
 */
export const ConflictDetailsSchema = z.object({
  current: z.unknown(),
  changes: z.array(FieldChangeSchema),
  updated_at: z.string(),
  updated_by: StaffRefSchema.nullable(),
});
export type ConflictDetails = z.infer<typeof ConflictDetailsSchema>;

export const ADMIN_CONFLICT_CODE = 'conflict';
