// The compare list's rules (docs/compare-and-recently-viewed.md): at most COMPARE_MAX product ids, in
// the order they were added, each once. Plain functions, shared by the store, the toggles and the
// compare page, and read from storage or an address without trusting either.

/** The compare call takes 2 to 4 products (POST /products/compare). */
export const COMPARE_MAX = 4;

export { COMPARE_STORAGE_KEY } from './compare-keys.ts';

export const COMPARE_MESSAGES = {
  full: `You can compare up to ${COMPARE_MAX} products. Remove one to add another.`,
  /** A shared link that named more than COMPARE_MAX products: the first ones are shown. */
  tooManyInLink: `This link names more than ${COMPARE_MAX} products; the first ${COMPARE_MAX} are shown.`,
  addLabel: 'Add to compare',
  addedLabel: 'Added to compare',
  tray: (count: number) => `Compare (${count})`,
  copied: 'Link copied',
  copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Product ids from any list: UUIDs only, in lower case, each once, in their order. */
export function cleanIds(values: readonly unknown[]): string[] {
  const ids: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const id = value.trim().toLowerCase();
    if (UUID.test(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The stored list, or an empty one for anything unreadable; never more than COMPARE_MAX. */
export function readCompareIds(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? cleanIds(value).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

/** The ids of a compare link's `ids` parameter, and whether it named more than can be shown. */
export function idsFromLink(param: string | null): { ids: string[]; truncated: boolean } {
  const all = cleanIds((param ?? '').split(','));
  return { ids: all.slice(0, COMPARE_MAX), truncated: all.length > COMPARE_MAX };
}

/** The address of a compare page that shows `ids`, to share. */
export const compareLink = (origin: string, ids: readonly string[]): string =>
  `${origin}/compare?ids=${ids.map(encodeURIComponent).join(',')}`;

export type ToggleOutcome = 'added' | 'removed' | 'full';

/** Adds `id`, or removes it when it is there; a full list refuses a new one and stays as it was. */
export function toggleId(ids: readonly string[], id: string): { ids: string[]; outcome: ToggleOutcome } {
  const key = id.toLowerCase();
  if (ids.includes(key)) return { ids: ids.filter((other) => other !== key), outcome: 'removed' };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], outcome: 'full' };
  return { ids: [...ids, key], outcome: 'added' };
}
