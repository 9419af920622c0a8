// The cart that follows the account (docs/cart-and-reminders.md, decision 207). For a signed-in customer
// the device's cart (`cart_items`) is merged into the account's once after sign-in (POST /cart/merge:
// a piece in both keeps the larger quantity), and then kept in step: a change here is sent a moment
// later (PUT /cart), and each page start takes the account's cart with its current prices and stock
// (another device's changes with them). Guests' carts
// stay on the device. The header starts this only for a signed-in visitor, so guests never load it.
import type { Cart, CartData } from '@contract/carts.ts';
import { $auth, withToken } from '../account/index.ts';
import { bearer, request } from '../../lib/api.ts';
import { CART_SYNC_KEY } from '../../lib/storage-keys.ts';
import { toItems } from './cart-check.ts';
import { $cart, lineKey, replaceCart, type CartItem } from './cart-store.ts';

/** How long after the last change the cart is sent: a burst of +/− presses is one call. */
export const SYNC_DELAY_MS = 800;

interface SyncState {
  /** The customer whose account this device's cart was merged into. */
  user: string;
  /** The cart's lines as last sent or received (`signature`), and the server's time of it. */
  lines: string;
  updatedAt: string | null;
}

const linesOf = (items: readonly CartItem[]) =>
  items.map((item) => ({ productId: item.id, variantId: item.variant?.id ?? null, quantity: item.quantity }));

/** The lines in a comparable form: product, option and quantity, in order. */
export const signature = (items: readonly CartItem[]): string =>
  items.map((item) => `${lineKey(item)}×${item.quantity}`).join(',');

export { toItems };

function readState(): SyncState | null {
  try {
    const value = JSON.parse(localStorage.getItem(CART_SYNC_KEY) ?? 'null') as SyncState | null;
    return value && typeof value.user === 'string' ? value : null;
  } catch {
    return null;
  }
}

function writeState(state: SyncState | null): void {
  try {
    if (state) localStorage.setItem(CART_SYNC_KEY, JSON.stringify(state));
    else localStorage.removeItem(CART_SYNC_KEY);
  } catch {
    // Storage blocked: the cart is merged again at the next page, harmlessly (the larger quantity).
  }
}

const call = (method: 'get' | 'put' | 'post', path: string, items?: readonly CartItem[]) =>
  withToken(async (token) => {
    const json = items ? { lines: linesOf(items) } : undefined;
    return (await request<CartData>(method, path, { headers: bearer(token), json })).data.cart;
  });

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Takes the server's cart as the device's, remembering it as synced for `user`. */
function adopt(user: string, cart: Cart): void {
  const items = toItems(cart);
  writeState({ user, lines: signature(items), updatedAt: cart.updated_at });
  // Always taken: the server's prices and stock are the current ones.
  replaceCart(items);
}

/** Once per page, for the signed-in customer: merge, or send this device's change, or take another's. */
async function settle(user: string): Promise<void> {
  const state = readState();
  const local = $cart.get();
  if (state?.user !== user) return adopt(user, await call('post', '/cart/merge', local));
  if (signature(local) !== state.lines) return adopt(user, await call('put', '/cart', local));
  // Nothing changed here: the server's cart holds another device's changes and today's prices and stock.
  adopt(user, await call('get', '/cart'));
}

/** Starts keeping the cart in step with the account; harmless to call again. */
export function startCartSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let user: string | null = null;
  $auth.subscribe((auth) => {
    const next = auth.status === 'authenticated' ? (auth.user?.id ?? null) : null;
    if (auth.status === 'anonymous') writeState(null);
    if (!next || next === user) return;
    user = next;
    void settle(next).catch(() => undefined);
  });
  $cart.listen((items) => {
    if (!user) return;
    const state = readState();
    if (state?.user !== user || state.lines === signature(items)) return;
    clearTimeout(timer);
    const who = user;
    timer = setTimeout(() => {
      void call('put', '/cart', items)
        .then((cart) =>
          writeState({ user: who, lines: signature(toItems(cart)), updatedAt: cart.updated_at }),
        )
        .catch(() => undefined);
    }, SYNC_DELAY_MS);
  });
}
