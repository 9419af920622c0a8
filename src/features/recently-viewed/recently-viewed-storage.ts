// Reading and writing the device's recently viewed list (recently-viewed-list.ts has its rules).
import { readViews, RECENTLY_VIEWED_STORAGE_KEY, type RecentView } from './recently-viewed-list.ts';

export function loadViews(): RecentView[] {
  try {
    return readViews(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY));
  } catch {
    return []; // storage blocked (privacy mode): nothing is remembered
  }
}

export function storeViews(views: readonly RecentView[]): void {
  try {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(views));
  } catch {
    // Storage blocked or full: the strip still shows what this page knows.
  }
}
