// A plain note for the next page this tab shows, left by a page that is about to be left (the sign-in
// return after a cancel). Kept in session storage, shown once by the toaster of the next page
// (toaster.script.ts, which reads it under the same key). Apart from the toast store, so that pages
// carry only the reading.
export const NEXT_PAGE_NOTE_KEY = 'aangan.next-page-note';

/** Leaves `message` for the next page; without storage it is lost, and nothing else depends on it. */
export function toastOnNextPage(message: string, storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? sessionStorage).setItem(NEXT_PAGE_NOTE_KEY, message);
  } catch {
    // Storage full or blocked.
  }
}
