import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_MESSAGES, COMPARE_STORAGE_KEY } from './compare-list.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let storage: MemoryStorage;
let listeners: Record<string, ((event: unknown) => void)[]>;

async function load(stored?: string) {
  vi.resetModules();
  storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem(COMPARE_STORAGE_KEY, stored);
  listeners = {};
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] ??= []).push(fn),
    dispatchEvent: () => true,
  });
  const [store, toasts] = await Promise.all([import('./compare-store.ts'), import('../toasts/index.ts')]);
  return { ...store, toast: toasts.toast };
}

describe('compare store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('starts from the stored list and persists every change', async () => {
    const compare = await load(JSON.stringify([id(1), 'not-an-id']));
    expect(compare.$compareIds.get()).toEqual([id(1)]);
    expect(compare.toggleCompare(id(2))).toBe('added');
    expect(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([id(1), id(2)]);
    expect(compare.toggleCompare(id(1))).toBe('removed');
    compare.removeFromCompare(id(2));
    expect(compare.$compareIds.get()).toEqual([]);
    expect(storage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('refuses a fifth product with its message and keeps the four', async () => {
    const compare = await load();
    const errors = vi.spyOn(compare.toast, 'error');
    for (let n = 1; n <= 4; n += 1) compare.toggleCompare(id(n));
    expect(compare.toggleCompare(id(5))).toBe('full');
    expect(errors).toHaveBeenCalledWith(COMPARE_MESSAGES.full);
    expect(compare.$compareIds.get()).toEqual([1, 2, 3, 4].map(id));
    expect(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY)!)).toHaveLength(4);
  });

  it("takes another tab's list", async () => {
    const compare = await load();
    for (const listener of listeners['storage'] ?? [])
      listener({ key: COMPARE_STORAGE_KEY, newValue: JSON.stringify([id(7)]) });
    expect(compare.$compareIds.get()).toEqual([id(7)]);
  });
});
