// The cart: a nanostores list persisted in localStorage under `cart_items`, loaded at start and kept
// in step across tabs (docs/cart-and-wishlist.md). Islands and plain scripts share it; the header
// badge (header-cart.script.ts) reads the same key without loading this module.
import { atom, computed } from 'nanostores';
import { LINE_QUANTITY_MAX, QUANTITY_LIMIT_TEXT } from '@contract/quantity-rules.ts';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY } from './cart-storage.ts';
import { effectivePrice, variantPrice } from '../../lib/money.ts';
import { canAddToCart } from '../../lib/stock.ts';
import { toast } from '../toasts/index.ts';

export interface CartVariant {
  id: string;
  name: string;
  price: number;
  /** The variant's own sale price; it counts only when below `price`. */
  discount_price?: number | null;
}

export interface CartItem {
  id: string;
  name: string;
  price: number;
  compare_price: number | null;
  discount_price: number | null;
  image_url: string | null;
  category: string;
  stock_status: string;
  slug: string;
  quantity: number;
  variant: CartVariant | null;
}

/** What a product card or page hands to `addToCart`. */
export interface CartProduct {
  id: string;
  name: string;
  slug: string;
  price: number;
  compare_price?: number | null;
  discount_price?: number | null;
  image_url?: string | null;
  category?: { name: string } | string | null;
  stock_status: string;
}

export const UNCATEGORIZED = 'Uncategorized';

/** One line per product and variant. */
export const lineKey = (item: { id: string; variant?: { id: string } | null }): string =>
  item.variant ? `${item.id}:${item.variant.id}` : item.id;

/** A line's unit price: the variant's own price (its discount price when that counts), else the product's. */
export const unitPrice = (item: CartItem): number =>
  item.variant ? variantPrice(item.variant) : effectivePrice(item);

const isItem = (value: unknown): value is CartItem => {
  const item = value as Partial<CartItem> | null;
  return (
    !!item &&
    typeof item.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.quantity === 'number' &&
    Number.isFinite(item.quantity) &&
    item.quantity >= 1
  );
};

/** A line's quantity as an order can take it: whole, from 1 to LINE_QUANTITY_MAX (decision 160). */
const orderable = (quantity: number): number => Math.min(LINE_QUANTITY_MAX, Math.floor(quantity));

/**
 * Reads a stored cart; anything unreadable is dropped rather than breaking the page. A cart saved before
 * the limit of one piece, or with a piece on two lines, comes back as one line within the limit, and
 * `corrected` says so.
 */
function readCart(stored: string | null): { items: CartItem[]; corrected: boolean } {
  if (!stored) return { items: [], corrected: false };
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return { items: [], corrected: false };
    const lines = new Map<string, CartItem>();
    let corrected = false;
    for (const item of value.filter(isItem)) {
      const key = lineKey({ id: item.id, variant: item.variant ?? null });
      const wanted = (lines.get(key)?.quantity ?? 0) + Math.floor(item.quantity);
      const quantity = orderable(wanted);
      corrected ||= lines.has(key) || quantity !== wanted;
      lines.set(key, {
        ...item,
        quantity,
        category: typeof item.category === 'string' && item.category ? item.category : UNCATEGORIZED,
        variant: item.variant ?? null,
        compare_price: item.compare_price ?? null,
        discount_price: item.discount_price ?? null,
        image_url: item.image_url ?? null,
      });
    }
    return { items: [...lines.values()], corrected };
  } catch {
    return { items: [], corrected: false };
  }
}

const parseCart = (stored: string | null): CartItem[] => readCart(stored).items;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the cart lives for this page only
  }
};

// One store per page: the islands and scripts of a page come from one build, in which this module is
// one chunk, so they all share it.
const stored = readCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
export const $cart = atom<CartItem[]>(stored.items);

export const $cartCount = computed($cart, (items) => items.reduce((sum, item) => sum + item.quantity, 0));
export const $cartTotal = computed($cart, (items) =>
  items.reduce((sum, item) => sum + unitPrice(item) * item.quantity, 0),
);

function save(items: CartItem[]): void {
  $cart.set(items);
  const store = storage();
  if (!store) return;
  try {
    if (items.length) store.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    else store.removeItem(CART_STORAGE_KEY);
  } catch {
    // Quota exceeded: keep the in-memory cart; nothing the shopper did is lost on this page.
  }
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

// A cart this page had to bring within the limit is stored so, for the header's badge and other tabs.
if (stored.corrected) save(stored.items);

if (typeof window !== 'undefined') {
  // Another tab changed the cart: take its version.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) $cart.set(parseCart(event.newValue));
  });
}

/**
 * Reads the cart again from storage: a page restored from the back/forward cache missed the other
 * tabs' changes while it slept.
 */
export function reloadCart(): void {
  try {
    $cart.set(parseCart(localStorage.getItem(CART_STORAGE_KEY)));
  } catch {
    // Storage blocked: the cart lives in this page only, and it is already current.
  }
}

/** `limit`: the line already holds the most of one piece an order may have, and nothing was added. */
export type AddResult = 'added' | 'increased' | 'unavailable' | 'limit';

/** "Teak Console: at most 10 of one piece per order." */
export const quantityLimitMessage = (name: string): string => `${name}: ${QUANTITY_LIMIT_TEXT.toLowerCase()}`;

/**
 * Adds one of a product (or raises the quantity of its line by 1, up to LINE_QUANTITY_MAX). Only
 * in-stock items can be added.
 */
export function addToCart(product: CartProduct, variant: CartVariant | null = null): AddResult {
  if (!canAddToCart(product.stock_status)) return 'unavailable';
  const items = $cart.get();
  const key = lineKey({ id: product.id, variant });
  const existing = items.find((item) => lineKey(item) === key);
  if (existing) {
    if (existing.quantity >= LINE_QUANTITY_MAX) return 'limit';
    save(items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item)));
    return 'increased';
  }
  const category =
    typeof product.category === 'string' ? product.category : (product.category?.name ?? UNCATEGORIZED);
  save([
    ...items,
    {
      id: product.id,
      name: product.name,
      slug: product.slug,
      price: product.price,
      compare_price: product.compare_price ?? null,
      discount_price: product.discount_price ?? null,
      image_url: product.image_url ?? null,
      category: category || UNCATEGORIZED,
      stock_status: product.stock_status,
      quantity: 1,
      variant,
    },
  ]);
  return 'added';
}

/** Add to Cart on a product card or the wishlist: one more of the product, confirmed by a toast. */
export function addProductToCart(product: CartProduct): void {
  const result = addToCart(product);
  if (result === 'limit') toast.error(quantityLimitMessage(product.name));
  else if (result !== 'unavailable') toast.success(`${product.name} added to cart`);
}

/** Sets a line's quantity, at most LINE_QUANTITY_MAX; 0 or below removes it. */
export function setQuantity(key: string, quantity: number): void {
  const next = Math.max(0, orderable(quantity));
  const items = $cart.get();
  save(
    next === 0
      ? items.filter((item) => lineKey(item) !== key)
      : items.map((item) => (lineKey(item) === key ? { ...item, quantity: next } : item)),
  );
}

export function removeFromCart(key: string): void {
  setQuantity(key, 0);
}

export function clearCart(): void {
  save([]);
}

export const isInCart = (items: CartItem[], productId: string): boolean =>
  items.some((item) => item.id === productId);

/** Puts `items` in place of the cart: checkout's corrections from the shop (decision 124). */
export const replaceCart = (items: CartItem[]): void => save(items);
