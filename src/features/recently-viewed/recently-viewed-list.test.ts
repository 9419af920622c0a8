import { describe, expect, it } from 'vitest';
import {
  mergeViews,
  readViews,
  recordView,
  RECENTLY_VIEWED_MAX,
  stripIds,
  type RecentView,
} from './recently-viewed-list.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));
const view = (n: number, minute: number): RecentView => ({
  productId: id(n),
  viewedAt: at(minute).toISOString(),
});

describe('recording a view', () => {
  it('puts the product first, once, and keeps at most 12', () => {
    let views: RecentView[] = [];
    for (let n = 1; n <= 14; n += 1) views = recordView(views, id(n), at(n));
    expect(views).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(views[0]!.productId).toBe(id(14));
    expect(views.map((v) => v.productId)).not.toContain(id(2));

    views = recordView(views, id(5).toUpperCase(), at(30));
    expect(views[0]).toEqual(view(5, 30));
    expect(views.filter((v) => v.productId === id(5))).toHaveLength(1);
    expect(views).toHaveLength(RECENTLY_VIEWED_MAX);
  });
});

describe('merging two lists', () => {
  it('keeps the newest view of each product, newest first', () => {
    const device = [view(1, 10), view(2, 5)];
    const account = [view(2, 8), view(3, 1), view(1, 2)];
    expect(mergeViews(device, account)).toEqual([view(1, 10), view(2, 8), view(3, 1)]);
  });

  it('keeps at most 12 of both', () => {
    const a = Array.from({ length: 10 }, (_, n) => view(n, n));
    const b = Array.from({ length: 10 }, (_, n) => view(n + 20, n + 20));
    const merged = mergeViews(a, b);
    expect(merged).toHaveLength(12);
    expect(merged[0]).toEqual(view(29, 29));
    expect(merged.at(-1)).toEqual(view(8, 8));
  });
});

describe('reading the stored list', () => {
  it('reads nothing from what is not a list of views', () => {
    expect(readViews(null)).toEqual([]);
    expect(readViews('not json')).toEqual([]);
    expect(readViews('{"productId":"x"}')).toEqual([]);
  });

  it('drops entries without a product id or a time, and repeated products', () => {
    const stored = JSON.stringify([
      view(1, 3),
      { productId: 'sofa', viewedAt: at(4).toISOString() },
      { productId: id(2), viewedAt: 'yesterday' },
      null,
      view(1, 1),
      view(3, 2),
    ]);
    expect(readViews(stored)).toEqual([view(1, 3), view(3, 2)]);
  });
});

describe('the strip', () => {
  it('shows up to 8 others, never the page’s own product', () => {
    const views = Array.from({ length: 12 }, (_, n) => view(n, 60 - n));
    expect(stripIds(views, id(0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(id));
    expect(stripIds(views)).toHaveLength(8);
  });
});
