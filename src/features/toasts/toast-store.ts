// Toasts: shown top-right, at most 20 at once (docs/site.md). The store owns the rules (limits,
// durations, dismissal); toaster.script.ts draws it without React, and any island or script calls
// `toast.success(...)`.
import { atom } from 'nanostores';

type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds on screen; Infinity stays until dismissed. */
  duration: number;
  createdAt: number;
}

interface ToastOptions {
  /** Reusing the id of a toast on screen replaces it (a loading toast turning into a success). */
  id?: string;
  duration?: number;
}

type ToastDurations = Record<ToastType, number>;

export const TOAST_LIMIT = 20;

/** The notification library's own defaults: 4 s, success 2 s, loading until dismissed. */
export const LIBRARY_DURATIONS: ToastDurations = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
};

/** What the product's own calls use: 4 s, success 3 s, errors 5 s. Product code uses `toast`, with these. */
export const PRODUCT_DURATIONS: ToastDurations = {
  blank: 4000,
  error: 5000,
  custom: 4000,
  success: 3000,
  loading: Infinity,
};

// One list per page: the islands and scripts of a page come from one build, in which this module is
// one chunk, so they all share it.
export const $toasts = atom<Toast[]>([]);

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  endsAt: number;
  remaining: number;
}
const timers = new Map<string, Timer>();
let counter = 0;

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
}

function schedule(id: string, ms: number): void {
  clearTimer(id);
  if (!Number.isFinite(ms)) return;
  timers.set(id, { handle: setTimeout(() => dismissToast(id), ms), endsAt: Date.now() + ms, remaining: ms });
}

export function dismissToast(id?: string): void {
  if (id === undefined) {
    for (const key of [...timers.keys()]) clearTimer(key);
    $toasts.set([]);
    return;
  }
  clearTimer(id);
  const list = $toasts.get();
  if (list.some((toast) => toast.id === id)) $toasts.set(list.filter((toast) => toast.id !== id));
}

/** Holds a toast on screen while the pointer or focus is on it (WCAG 2.2.1), then gives back the time left. */
export function pauseToast(id: string): void {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timers.set(id, {
    handle: undefined,
    endsAt: timer.endsAt,
    remaining: Math.max(0, timer.endsAt - Date.now()),
  });
}

export function resumeToast(id: string): void {
  const timer = timers.get(id);
  if (!timer || timer.handle) return;
  schedule(id, Math.max(1000, timer.remaining));
}

function showToast(
  type: ToastType,
  message: string,
  durations: ToastDurations,
  options: ToastOptions = {},
): string {
  const id = options.id ?? `toast-${++counter}`;
  const toast: Toast = {
    id,
    type,
    message,
    duration: options.duration ?? durations[type],
    createdAt: Date.now(),
  };
  const list = $toasts.get();
  const index = list.findIndex((item) => item.id === id);
  let next = index >= 0 ? list.map((item, i) => (i === index ? toast : item)) : [...list, toast];
  if (next.length > TOAST_LIMIT) {
    const dropped = next.slice(0, next.length - TOAST_LIMIT);
    for (const old of dropped) clearTimer(old.id);
    next = next.slice(-TOAST_LIMIT);
  }
  $toasts.set(next);
  schedule(id, toast.duration);
  return id;
}

interface ToastApi {
  (message: string, options?: ToastOptions): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  loading(message: string, options?: ToastOptions): string;
  custom(message: string, options?: ToastOptions): string;
  dismiss(id?: string): void;
}

function createToastApi(durations: ToastDurations): ToastApi {
  const api = ((message: string, options?: ToastOptions) =>
    showToast('blank', message, durations, options)) as ToastApi;
  api.success = (message, options) => showToast('success', message, durations, options);
  api.error = (message, options) => showToast('error', message, durations, options);
  api.loading = (message, options) => showToast('loading', message, durations, options);
  api.custom = (message, options) => showToast('custom', message, durations, options);
  api.dismiss = dismissToast;
  return api;
}

/** The product's toasts: 4 s by default, 3 s for success, 5 s for errors, loading until dismissed. */
export const toast = createToastApi(PRODUCT_DURATIONS);

/** The same store with the library's defaults, for code that wants those. */
export const libraryToast = createToastApi(LIBRARY_DURATIONS);
