import { describe, expect, it } from 'vitest';
import { diffValues, showValue } from './diff.ts';

describe('audit diff', () => {
  it('lists changed, added and removed fields by their dotted path, in order', () => {
    expect(
      diffValues(
        { name: 'Teak chair', price: 12000, seo: { title: 'Old' }, gone: true },
        { name: 'Teak chair', price: 11500, seo: { title: 'New' }, status: 'published' },
      ),
    ).toEqual([
      { path: 'gone', kind: 'removed', before: true, after: undefined },
      { path: 'price', kind: 'changed', before: 12000, after: 11500 },
      { path: 'seo.title', kind: 'changed', before: 'Old', after: 'New' },
      { path: 'status', kind: 'added', before: undefined, after: 'published' },
    ]);
  });

  it('reads a creation (no before) and a deletion (no after) field by field', () => {
    expect(diffValues(null, { role: 'sales' })).toEqual([
      { path: 'role', kind: 'added', before: undefined, after: 'sales' },
    ]);
    expect(diffValues({ role: 'sales' }, null)).toEqual([
      { path: 'role', kind: 'removed', before: 'sales', after: undefined },
    ]);
  });

  it('compares arrays whole and finds nothing when nothing changed', () => {
    expect(diffValues({ ids: [1, 2] }, { ids: [2, 1] })).toHaveLength(1);
    expect(diffValues({ ids: [1, 2] }, { ids: [1, 2] })).toEqual([]);
    expect(diffValues('hidden', 'hidden')).toEqual([]);
  });

  it('shows values as short lines', () => {
    expect(showValue(null)).toBe('empty');
    expect(showValue('')).toBe('“”');
    expect(showValue(4)).toBe('4');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue('x'.repeat(300))).toBe('x'.repeat(300));
    expect(showValue(['y'.repeat(300)])).toHaveLength(198);
  });
});
