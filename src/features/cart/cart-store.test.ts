import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from './cart-storage.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

const sofa = {
  id: 'p1',
  name: 'Cane Weave Sofa',
  slug: 'cane-weave-sofa',
  price: 50000,
  discount_price: 42000,
  compare_price: null,
  image_url: null,
  category: { name: 'Sofas' },
  stock_status: 'in_stock',
};

let storage: MemoryStorage;
let listeners: Record<string, ((event: unknown) => void)[]>;

async function load(stored?: string) {
  vi.resetModules();
  storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem(CART_STORAGE_KEY, stored);
  listeners = {};
  vi.stubGlobal('window', {
    localStorage: storage,
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] ??= []).push(fn),
    dispatchEvent: () => true,
  });
  return import('./cart-store.ts');
}

describe('cart store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('adds a new item at 1 and raises the quantity when added again', async () => {
    const cart = await load();
    expect(cart.addToCart(sofa)).toBe('added');
    expect(cart.addToCart(sofa)).toBe('increased');
    expect(cart.$cart.get()).toHaveLength(1);
    expect(cart.$cart.get()[0]).toMatchObject({ quantity: 2, category: 'Sofas' });
    expect(cart.$cartCount.get()).toBe(2);
    expect(cart.$cartTotal.get()).toBe(84000); // the discount price counts
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)).toHaveLength(1);
  });

  it('refuses out-of-stock and on-order items', async () => {
    const cart = await load();
    expect(cart.addToCart({ ...sofa, stock_status: 'out_of_stock' })).toBe('unavailable');
    expect(cart.addToCart({ ...sofa, stock_status: 'on_order' })).toBe('unavailable');
    expect(cart.addToCart({ ...sofa, stock_status: 'made_to_order' })).toBe('unavailable');
    expect(cart.$cart.get()).toEqual([]);
  });

  it('keeps variants on their own lines, each at its own price', async () => {
    const cart = await load();
    cart.addToCart(sofa, { id: 'v1', name: '3-seater', price: 50000, discount_price: 42000 });
    cart.addToCart(sofa, { id: 'v2', name: '2-seater', price: 38000, discount_price: 31920 });
    cart.addToCart(sofa, { id: 'v3', name: '1-seater', price: 21000, discount_price: null });
    expect(cart.$cart.get()).toHaveLength(3);
    // Each variant's own discount price when it has one (the product's discount is not carried over).
    expect(cart.$cartTotal.get()).toBe(42000 + 31920 + 21000);
  });

  it('removes a line when its quantity goes to 0 or below, and clears', async () => {
    const cart = await load();
    cart.addToCart(sofa);
    cart.setQuantity('p1', 5);
    expect(cart.$cartCount.get()).toBe(5);
    cart.setQuantity('p1', -3);
    expect(cart.$cart.get()).toEqual([]);
    cart.addToCart(sofa);
    cart.clearCart();
    expect(cart.$cart.get()).toEqual([]);
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('holds at most 10 of one piece, as an order may (decision 160)', async () => {
    const cart = await load();
    cart.addToCart(sofa);
    cart.setQuantity('p1', 12);
    expect(cart.$cartCount.get()).toBe(10);
    expect(cart.addToCart(sofa)).toBe('limit');
    expect(cart.$cartCount.get()).toBe(10);
    // Another option of the piece is a line of its own, with its own 10.
    expect(cart.addToCart(sofa, { id: 'v1', name: '3-seater', price: 50000 })).toBe('added');
    expect(cart.quantityLimitMessage('Cane Weave Sofa')).toBe(
      'Cane Weave Sofa: at most 10 of one piece per order.',
    );
  });

  it('brings a stored cart within the limit, one line a piece', async () => {
    const stored = { ...sofa, category: 'Sofas', variant: null };
    const cart = await load(JSON.stringify([{ ...stored, quantity: 12 }]));
    expect(cart.$cart.get()).toMatchObject([{ id: 'p1', quantity: 10 }]);
    // Stored so, for the header's badge and the other tabs.
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)).toMatchObject([{ id: 'p1', quantity: 10 }]);
    const twice = await load(
      JSON.stringify([
        { ...stored, quantity: 4 },
        { ...stored, quantity: 3 },
      ]),
    );
    expect(twice.$cart.get()).toMatchObject([{ id: 'p1', quantity: 7 }]);
  });

  it('falls back to Uncategorized', async () => {
    const cart = await load();
    cart.addToCart({ ...sofa, category: null });
    expect(cart.$cart.get()[0]!.category).toBe('Uncategorized');
  });

  it('loads a stored cart and discards a corrupted one', async () => {
    const ok = await load(JSON.stringify([{ ...sofa, category: 'Sofas', quantity: 3, variant: null }]));
    expect(ok.$cartCount.get()).toBe(3);
    const broken = await load('{not json');
    expect(broken.$cart.get()).toEqual([]);
    const wrongShape = await load(JSON.stringify([{ id: 1 }, { ...sofa, quantity: 'two' }, null]));
    expect(wrongShape.$cart.get()).toEqual([]);
  });

  it('takes the cart written by another tab', async () => {
    const cart = await load();
    const other = JSON.stringify([{ ...sofa, category: 'Sofas', quantity: 4, variant: null }]);
    for (const listener of listeners.storage ?? []) listener({ key: CART_STORAGE_KEY, newValue: other });
    expect(cart.$cartCount.get()).toBe(4);
  });
});
