// Field errors of a back-office form: the contract's zod schema checks the form before it is sent, and
// the API's 400 `details` ([{ field, message }], field as a dotted path) land beside the same fields.
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';

/** Messages by dotted field path ("name", "variants.0.price"); the first message of each field. */
export type FieldErrors = Record<string, string>;

export function issuesToFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '(form)';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The value parsed by `schema`, or the field errors that stop it. */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
}

/**
 * The API's field errors of a refused save (400 with `details`, or a 409 naming the field whose value is
 * taken, such as a slug or SKU in use), or {} when it named no field.
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return {};
  if (!Array.isArray(error.details)) return {};
  const errors: FieldErrors = {};
  for (const item of error.details as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field === 'string' && typeof message === 'string' && field !== '(body)')
      errors[field] ??= message;
  }
  return errors;
}
