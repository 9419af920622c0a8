// The cart that follows the account, in the browser (decision 207): the merge once after sign-in, the
// change sent after a pause, and nothing for a guest. The API and the sign-in are stand-ins; the store
// and the sync are the real ones.
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@contract/carts.ts';
import { CART_STORAGE_KEY } from './cart-storage.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

interface Auth {
  status: 'authenticated' | 'anonymous' | 'loading';
  user: { id: string } | null;
}
const auth = atom<Auth>({ status: 'anonymous', user: null });
const calls: { method: string; path: string; json: unknown }[] = [];
let answer: Cart;

vi.mock('../account/index.ts', () => ({
  $auth: auth,
  withToken: (call: (token: string) => Promise<unknown>) => call('token'),
}));
vi.mock('../../lib/api.ts', () => ({
  bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
  request: (method: string, path: string, options: { json?: unknown }) => {
    calls.push({ method, path, json: options.json });
    return Promise.resolve({ data: { cart: answer } });
  },
}));

const product = (id: string, price: number) => ({
  id,
  name: `Piece ${id}`,
  slug: `piece-${id}`,
  price,
  compare_price: null,
  discount_price: null,
  image_url: null,
  category: 'Sofas',
  stock_status: 'in_stock',
});
const serverCart = (lines: [string, number][]): Cart => ({
  lines: lines.map(([id, quantity]) => ({
    productId: id,
    variantId: null,
    quantity,
    product: product(id, 1000),
    variant: null,
    unit_price_paise: 100000,
    line_total_paise: 100000 * quantity,
  })),
  subtotal_paise: 0,
  updated_at: '2026-11-28T10:00:00.000Z',
});

let storage: MemoryStorage;
async function load(device: [string, number][]) {
  vi.resetModules();
  storage = new MemoryStorage();
  storage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify(device.map(([id, quantity]) => ({ ...product(id, 900), quantity, variant: null }))),
  );
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: () => undefined,
    dispatchEvent: () => true,
  });
  const store = await import('./cart-store.ts');
  const sync = await import('./cart-sync.ts');
  return { store, sync };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cart following the account', () => {
  beforeEach(() => {
    calls.length = 0;
    auth.set({ status: 'anonymous', user: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("merges the device's cart once after sign-in and takes the account's answer", async () => {
    const { store, sync } = await load([['a', 1]]);
    answer = serverCart([
      ['b', 2],
      ['a', 1],
    ]);
    sync.startCartSync();
    expect(calls).toEqual([]); // a guest sends nothing
    auth.set({ status: 'authenticated', user: { id: 'u1' } });
    await settled();
    expect(calls).toEqual([
      {
        method: 'post',
        path: '/cart/merge',
        json: { lines: [{ productId: 'a', variantId: null, quantity: 1 }] },
      },
    ]);
    expect(store.$cart.get().map((item) => [item.id, item.quantity, item.price])).toEqual([
      ['b', 2, 1000],
      ['a', 1, 1000],
    ]);
  });

  it('sends a change once, after the pause, and not the echo of what it took', async () => {
    const { store, sync } = await load([]);
    answer = serverCart([['a', 1]]);
    auth.set({ status: 'authenticated', user: { id: 'u1' } });
    sync.startCartSync();
    await settled();
    expect(calls.map((call) => call.path)).toEqual(['/cart/merge']);
    vi.useFakeTimers();
    store.setQuantity('a', 2);
    store.setQuantity('a', 3);
    expect(calls).toHaveLength(1);
    answer = serverCart([['a', 3]]);
    await vi.advanceTimersByTimeAsync(sync.SYNC_DELAY_MS);
    expect(calls.slice(1)).toEqual([
      { method: 'put', path: '/cart', json: { lines: [{ productId: 'a', variantId: null, quantity: 3 }] } },
    ]);
  });
});
