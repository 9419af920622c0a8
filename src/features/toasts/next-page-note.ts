// A plain note for the next page this tab shows, left by a page that is about to be left (the sign-in
// return after a cancel). Kept in session storage with the path of the page that left it, and shown
// once by the toaster of the next page (toaster.script.ts, which reads it under the same key): the
// leaving page's own toaster may start before the browser has gone, and must leave the note alone.
// Apart from the toast store, so that pages carry only the reading.
import { NEXT_PAGE_NOTE_KEY } from '../../lib/storage-keys.ts';

/** Leaves `message` for the next page; without storage it is lost, and nothing else depends on it. */
export function toastOnNextPage(message: string, storage?: Pick<Storage, 'setItem'>, from?: string): void {
  try {
    const note = { message, from: from ?? location.pathname };
    (storage ?? sessionStorage).setItem(NEXT_PAGE_NOTE_KEY, JSON.stringify(note));
  } catch {
    // Storage full or blocked (or no browser at all).
  }
}
