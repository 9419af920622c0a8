// Small field rules that the shop's and the back office's schemas share. Messages name their field,
// because the API returns the first one as `error`.
import { z } from './zod.ts';

export const uuid = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `${name} must be an id (UUID)`)
    .transform((value) => value.toLowerCase());

/** One line of text, whitespace runs collapsed; "" means empty. */
export const line = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, `${name} must be at most ${max} characters`));

export const requiredLine = (name: string, max: number) =>
  line(name, max).pipe(z.string().min(1, `${name} is required`));

/** Free text (line breaks kept), trimmed. */
export const paragraph = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} must be at most ${max} characters`);

/** A date as YYYY-MM-DD that exists (2026-02-30 does not). */
export const isoDate = (name: string) =>
  z
    .string({ error: `${name} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-23`)
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, `${name} must be a real date, like 2026-11-23`);
