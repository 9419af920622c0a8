// The device's compare list (docs/compare-and-recently-viewed.md): a nanostore persisted in
// localStorage under COMPARE_STORAGE_KEY, shared by every script and island of the page and kept in
// step with other tabs. A full list refuses a fifth product with a toast.
import { atom } from 'nanostores';
import { toast } from '../toasts/index.ts';
import {
  COMPARE_MESSAGES,
  COMPARE_STORAGE_KEY,
  readCompareIds,
  toggleId,
  type ToggleOutcome,
} from './compare-list.ts';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the list lives for this page only
  }
};

/** Product ids to compare, in the order they were added. One store per page (one chunk per build). */
export const $compareIds = atom<readonly string[]>(
  readCompareIds(storage()?.getItem(COMPARE_STORAGE_KEY) ?? null),
);

export function saveCompareIds(ids: readonly string[]): void {
  $compareIds.set(ids);
  const store = storage();
  try {
    if (ids.length > 0) store?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
    else store?.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // Quota exceeded: the list still holds for this page.
  }
}

/** Adds the product, or takes it out; a fifth is refused with the message that says why. */
export function toggleCompare(id: string): ToggleOutcome {
  const { ids, outcome } = toggleId($compareIds.get(), id);
  if (outcome === 'full') toast.error(COMPARE_MESSAGES.full);
  else saveCompareIds(ids);
  return outcome;
}

export const removeFromCompare = (id: string): void =>
  saveCompareIds($compareIds.get().filter((other) => other !== id));

if (typeof window !== 'undefined') {
  // Another tab changed the list: take its version.
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null)
      $compareIds.set(readCompareIds(event.newValue));
  });
}
