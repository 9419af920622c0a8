// What a refused write looks like from either driver: PostgreSQL's SQLSTATE code and the constraint
// it names, dug out of the driver's error (and Drizzle's wrapper around it).
import { AppError } from '../errors.ts';

export interface DatabaseRefusal {
  code: string;
  constraint: string | null;
}

export function refusalOf(error: unknown): DatabaseRefusal | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const constraint = candidate.constraint ?? candidate.constraint_name;
      return { code: candidate.code, constraint: typeof constraint === 'string' ? constraint : null };
    }
    current = candidate.cause;
  }
  return null;
}

/** The unique constraints a catalogue write can run into, and the field each one is about. */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  products_slug_unique: { field: 'slug', message: 'Another product already has this slug.' },
  categories_slug_unique: { field: 'slug', message: 'Another category already has this slug.' },
  products_sku_unique: { field: 'sku', message: 'Another product already has this SKU.' },
  product_variants_sku_unique: { field: 'sku', message: 'Another variant already has this SKU.' },
  catalogue_skus_pkey: { field: 'sku', message: 'This SKU is already used by another product or variant.' },
};

/** A 409 naming its field for a unique constraint that a concurrent write won; other errors as they are. */
export function conflictFrom(error: unknown): unknown {
  const refusal = refusalOf(error);
  if (refusal?.code !== '23505') return error;
  const known = refusal.constraint ? UNIQUE_FIELDS[refusal.constraint] : undefined;
  if (!known) return new AppError('conflict', 'Someone else just saved a record that clashes with this one.');
  return fieldConflict(known.field, known.message);
}

/** 409 with the field named in `details`, as validation errors name theirs. */
export const fieldConflict = (field: string, message: string): AppError =>
  new AppError('conflict', message, { details: [{ field, message }] });

/** 422 (well formed, but a rule refuses it) with the field named in `details`. */
export const fieldUnprocessable = (field: string, message: string): AppError =>
  new AppError('unprocessable', message, { details: [{ field, message }] });

/** 400 with the field named in `details`. */
export const fieldError = (field: string, message: string): AppError =>
  AppError.badRequest(message, [{ field, message }]);
