import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissToast,
  LIBRARY_DURATIONS,
  libraryToast,
  pauseToast,
  PRODUCT_DURATIONS,
  resumeToast,
  TOAST_LIMIT,
  toast,
} from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
  dismissToast();
});
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

const shown = () => $toasts.get().map((t) => t.message);

describe('toast store', () => {
  it('keeps the durations: library defaults and the product’s own', () => {
    expect(LIBRARY_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: Infinity,
    });
    expect(PRODUCT_DURATIONS).toMatchObject({ blank: 4000, success: 3000, error: 5000, loading: Infinity });
  });

  it('gives product toasts 4 s, success 3 s and errors 5 s', () => {
    toast('Cart cleared');
    toast.success('Added to cart!');
    toast.error('Failed to send message');
    expect($toasts.get().map((t) => [t.type, t.duration])).toEqual([
      ['blank', 4000],
      ['success', 3000],
      ['error', 5000],
    ]);
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual(['Cart cleared', 'Failed to send message']);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual(['Failed to send message']);
    vi.advanceTimersByTime(1000);
    expect(shown()).toEqual([]);
  });

  it('uses the library defaults through libraryToast', () => {
    libraryToast.success('Saved');
    libraryToast.error('Oops');
    vi.advanceTimersByTime(2000);
    expect(shown()).toEqual(['Oops']);
    vi.advanceTimersByTime(2000);
    expect(shown()).toEqual([]);
  });

  it('keeps loading toasts until dismissed, and replaces a toast that reuses its id', () => {
    const id = toast.loading('Submitting...');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toEqual(['Submitting...']);
    toast.success("Message sent successfully! We'll get back to you soon.", { id });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({ id, type: 'success' });
    vi.advanceTimersByTime(3000);
    expect(shown()).toEqual([]);
  });

  it('shows at most 20, dropping the oldest', () => {
    for (let i = 1; i <= 25; i++) toast(`Toast ${i}`);
    expect($toasts.get()).toHaveLength(TOAST_LIMIT);
    expect(shown()[0]).toBe('Toast 6');
    expect(shown().at(-1)).toBe('Toast 25');
  });

  it('dismisses one toast by id, or all', () => {
    const a = toast('A');
    toast('B');
    toast.dismiss(a);
    expect(shown()).toEqual(['B']);
    toast.dismiss();
    expect(shown()).toEqual([]);
  });

  it('holds a toast while paused and gives it its remaining time afterwards', () => {
    const id = toast.error('Server error. Please try again later.');
    vi.advanceTimersByTime(3000);
    pauseToast(id);
    vi.advanceTimersByTime(60_000);
    expect(shown()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(1999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('accepts a custom duration', () => {
    toast('Quick', { duration: 500 });
    vi.advanceTimersByTime(500);
    expect(shown()).toEqual([]);
  });
});
