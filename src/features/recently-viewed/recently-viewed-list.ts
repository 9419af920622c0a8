// The device's recently viewed products (docs/compare-and-recently-viewed.md, decision 205): a JSON
// array of { productId, viewedAt } in localStorage, most recent first, each product once, at most
// RECENTLY_VIEWED_MAX. Plain functions; whatever is stored is read without being trusted.
import { RECENTLY_VIEWED_MAX } from '@contract/recently-viewed-rules.ts';

export { RECENTLY_VIEWED_MAX };

/** localStorage: the device's list. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently_viewed';

/** How many products a strip shows. */
export const STRIP_MAX = 8;

export interface RecentView {
  productId: string;
  /** ISO 8601. */
  viewedAt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const time = (view: RecentView): number => Date.parse(view.viewedAt);

/** Each product once, at its newest view; newest first; at most RECENTLY_VIEWED_MAX. */
export function mergeViews(...lists: readonly (readonly RecentView[])[]): RecentView[] {
  const newest = new Map<string, RecentView>();
  for (const list of lists)
    for (const view of list) {
      const known = newest.get(view.productId);
      if (!known || time(known) < time(view)) newest.set(view.productId, view);
    }
  return [...newest.values()]
    .sort((a, b) => time(b) - time(a) || a.productId.localeCompare(b.productId))
    .slice(0, RECENTLY_VIEWED_MAX);
}

/** The stored list; anything unreadable is left out rather than breaking the page. */
export function readViews(stored: string | null): RecentView[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const views: RecentView[] = [];
  for (const item of value) {
    const { productId, viewedAt } = (item ?? {}) as Partial<Record<keyof RecentView, unknown>>;
    if (typeof productId !== 'string' || !UUID.test(productId)) continue;
    if (typeof viewedAt !== 'string' || Number.isNaN(Date.parse(viewedAt))) continue;
    views.push({ productId: productId.toLowerCase(), viewedAt: new Date(viewedAt).toISOString() });
  }
  return mergeViews(views);
}

/** `productId` viewed at `at`: first in the list, its older view gone, the oldest dropped past the limit. */
export const recordView = (views: readonly RecentView[], productId: string, at: Date): RecentView[] =>
  mergeViews(
    [{ productId: productId.toLowerCase(), viewedAt: at.toISOString() }],
    views.filter((view) => view.productId !== productId.toLowerCase()),
  );

/** The products a strip shows: the newest, without the page's own product. */
export const stripIds = (views: readonly RecentView[], except?: string): string[] =>
  views
    .map((view) => view.productId)
    .filter((id) => id !== except?.toLowerCase())
    .slice(0, STRIP_MAX);
