// Measures as typed into a fit form (the product page's check and the profile's form): blank is not
// measured, anything else must be whole centimetres in range. The contract's rules decide the rest.
import {
  ACCESS_MEASURE_FIELDS,
  accessMeasureRangeMessage,
  accessMeasuresProblem,
  EMPTY_ACCESS_MEASURES,
  type AccessMeasureField,
  type AccessMeasures,
} from '@contract/fit-rules.ts';

export type TypedMeasures = Record<AccessMeasureField, string> & { no_lift: boolean };

export type ReadMeasures =
  { measures: AccessMeasures } | { field: AccessMeasureField | 'no_lift'; message: string };

/** The measures a form holds, or the first field at fault with its message. */
export function readMeasures(typed: TypedMeasures): ReadMeasures {
  const measures: AccessMeasures = { ...EMPTY_ACCESS_MEASURES, no_lift: typed.no_lift };
  for (const field of ACCESS_MEASURE_FIELDS) {
    const text = typed[field].trim();
    if (text === '') continue;
    if (!/^\d{1,4}$/.test(text)) return { field, message: accessMeasureRangeMessage(field) };
    measures[field] = Number(text);
  }
  return accessMeasuresProblem(measures) ?? { measures };
}

/** Measures as a form shows them: blank where not measured. */
export function typedFrom(measures: AccessMeasures): TypedMeasures {
  const typed = { no_lift: measures.no_lift } as TypedMeasures;
  for (const field of ACCESS_MEASURE_FIELDS) {
    const value = measures[field];
    typed[field] = value === null ? '' : String(value);
  }
  return typed;
}

/** Whether anything was measured (a saved record may hold nothing). */
export const anyMeasured = (measures: AccessMeasures): boolean =>
  measures.no_lift || ACCESS_MEASURE_FIELDS.some((field) => measures[field] !== null);

/**
 * Measures read back from storage: each field kept only when it is a number or null as written, so a
 * damaged or older entry gives empty fields rather than an error.
 */
export function measuresFromStored(value: unknown): AccessMeasures | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const measures: AccessMeasures = { ...EMPTY_ACCESS_MEASURES, no_lift: record.no_lift === true };
  for (const field of ACCESS_MEASURE_FIELDS) {
    const stored = record[field];
    if (typeof stored === 'number' && Number.isInteger(stored)) measures[field] = stored;
  }
  return measures;
}
