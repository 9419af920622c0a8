// A readable difference between an audit entry's before and after: one line for each field (dotted path
// into nested objects) that was added, removed or changed. Arrays are compared as whole values.

export type DiffKind = 'added' | 'removed' | 'changed';
export interface DiffLine {
  path: string;
  kind: DiffKind;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function diffValues(before: unknown, after: unknown, prefix = ''): DiffLine[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (!(key in before)) return [{ path, kind: 'added' as const, before: undefined, after: after[key] }];
      if (!(key in after)) return [{ path, kind: 'removed' as const, before: before[key], after: undefined }];
      return diffValues(before[key], after[key], path);
    });
  }
  if (isPlainObject(after) && (before === null || before === undefined)) return diffValues({}, after, prefix);
  if (isPlainObject(before) && (after === null || after === undefined)) return diffValues(before, {}, prefix);
  if (same(before, after)) return [];
  const path = prefix || '(value)';
  if (before === undefined || before === null) return [{ path, kind: 'added', before, after }];
  if (after === undefined || after === null) return [{ path, kind: 'removed', before, after }];
  return [{ path, kind: 'changed', before, after }];
}

/** A value as one short line: text as it is, numbers and booleans, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'empty';
  if (typeof value === 'string') return value === '' ? '“”' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > 200 ? `${json.slice(0, 197)}…` : json;
}
