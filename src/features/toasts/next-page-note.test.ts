// The note a page about to be left hands to the next one (the sign-in return after a cancel).
import { afterEach, describe, expect, it } from 'vitest';
import { toastOnNextPage } from './next-page-note.ts';
import { $toasts, dismissToast } from './toast-store.ts';
import { showNoteFromLastPage } from './toaster.script.ts';

afterEach(() => dismissToast());

const memory = () => {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
};

describe('a note for the next page', () => {
  it('is shown once, as a plain toast, by the page that comes next', () => {
    const storage = memory();
    toastOnNextPage('Sign-in cancelled.', storage, '/callback');
    expect($toasts.get()).toEqual([]);
    showNoteFromLastPage(storage, '/about');
    expect($toasts.get().map((t) => [t.type, t.message])).toEqual([['blank', 'Sign-in cancelled.']]);
    showNoteFromLastPage(storage, '/about');
    expect($toasts.get()).toHaveLength(1);
  });

  it('is left alone by the page that left it, whose toaster may start before the browser has gone', () => {
    const storage = memory();
    toastOnNextPage('Sign-in cancelled.', storage, '/callback');
    showNoteFromLastPage(storage, '/callback');
    expect($toasts.get()).toEqual([]);
    showNoteFromLastPage(storage, '/about');
    expect($toasts.get().map((t) => t.message)).toEqual(['Sign-in cancelled.']);
  });

  it('is simply lost without storage', () => {
    const blocked = () => {
      throw new Error('blocked');
    };
    expect(() => toastOnNextPage('Sign-in cancelled.', { setItem: blocked })).not.toThrow();
    expect(() => showNoteFromLastPage({ getItem: blocked, removeItem: blocked })).not.toThrow();
    // Outside a browser there is no session storage at all.
    expect(() => toastOnNextPage('Sign-in cancelled.')).not.toThrow();
    expect(() => showNoteFromLastPage()).not.toThrow();
    expect($toasts.get()).toEqual([]);
  });
});
