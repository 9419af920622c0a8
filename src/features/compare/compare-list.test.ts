import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  COMPARE_MESSAGES,
  compareLink,
  idsFromLink,
  readCompareIds,
  toggleId,
} from './compare-list.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('toggling a product', () => {
  it('adds up to 4, refuses a fifth, and takes one out again', () => {
    let ids: string[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const result = toggleId(ids, id(n));
      expect(result.outcome).toBe('added');
      ids = result.ids;
    }
    expect(ids).toEqual([1, 2, 3, 4].map(id));
    const fifth = toggleId(ids, id(5));
    expect(fifth).toEqual({ ids, outcome: 'full' });
    const removed = toggleId(ids, id(2).toUpperCase());
    expect(removed).toEqual({ ids: [1, 3, 4].map(id), outcome: 'removed' });
    expect(toggleId(removed.ids, id(5)).ids).toEqual([1, 3, 4, 5].map(id));
  });

  it('says why a fifth is refused', () => {
    expect(COMPARE_MAX).toBe(4);
    expect(COMPARE_MESSAGES.full).toBe('You can compare up to 4 products. Remove one to add another.');
    expect(COMPARE_MESSAGES.tray(2)).toBe('Compare (2)');
  });
});

describe('reading a list', () => {
  it('reads the stored list without trusting it', () => {
    expect(readCompareIds(null)).toEqual([]);
    expect(readCompareIds('{oops')).toEqual([]);
    expect(readCompareIds('"x"')).toEqual([]);
    const stored = JSON.stringify([id(1), 'sofa', 7, id(1).toUpperCase(), id(2), id(3), id(4), id(5)]);
    expect(readCompareIds(stored)).toEqual([1, 2, 3, 4].map(id));
  });

  it('reads a link, at most 4, and says when it named more', () => {
    expect(idsFromLink(null)).toEqual({ ids: [], truncated: false });
    expect(idsFromLink(` ${id(1)}, ${id(2)},,bad`)).toEqual({ ids: [id(1), id(2)], truncated: false });
    expect(idsFromLink([1, 2, 3, 4, 5].map(id).join(','))).toEqual({
      ids: [1, 2, 3, 4].map(id),
      truncated: true,
    });
  });

  it('writes the link that reads back the same products', () => {
    const link = compareLink('https://shop.example', [id(3), id(1)]);
    expect(link).toBe(`https://shop.example/compare?ids=${id(3)},${id(1)}`);
    expect(idsFromLink(new URL(link).searchParams.get('ids')).ids).toEqual([id(3), id(1)]);
  });
});
