// The header's wishlist link for a signed-in customer (Header.astro): its count, read from the API
// with the stored access token while it is fresh, then kept in step with the store's announcements;
// the wishlist store, which answers the hearts of the page; and a visitor's sign-in from a heart. header-wishlist.script.ts loads this
// once the header shows a signed-in customer, or when a heart is pressed. It reads the same stored
// sign-in as the account's oidc.ts, by the keys the header names, without the sign-in code.
import { readStoredJson } from '../../lib/stored-json.ts';
import { wishlistApi } from './wishlist-api.ts';
import {
  WISHLIST_CHANGE_EVENT,
  type WishlistChangeDetail,
  type WishlistToggleDetail,
} from './wishlist-events.ts';

/** Access tokens count as expired 60 s before they do. */
const TOKEN_LEEWAY_SECONDS = 60;

let header: HTMLElement | undefined;
let signedIn = false;
/** Set once the store has announced the saved list; a count read earlier no longer counts. */
let countKnown = false;

const q = (selector: string) => header?.querySelector<HTMLElement>(selector) ?? null;

function showCount(count: number): void {
  const badge = q('[data-wishlist-badge]');
  if (!badge) return;
  badge.textContent = count > 99 ? '99+' : String(count);
  badge.hidden = count === 0;
  const label = q('[data-wishlist-label]');
  const text = count === 0 ? 'Wishlist' : `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`;
  if (label && label.textContent !== text) label.textContent = text;
}

/** GET /wishlist/count with the stored token while it is fresh; otherwise the store will tell later. */
async function fetchCount(): Promise<void> {
  const keys = header?.dataset ?? {};
  const token = localStorage.getItem(keys.tokenKey ?? '');
  const expiresAt = readStoredJson<{ expires_at?: number }>(keys.oidcUserKey)?.expires_at ?? 0;
  if (!token || expiresAt - TOKEN_LEEWAY_SECONDS <= Date.now() / 1000) return;
  try {
    const count = await wishlistApi.getWishlistCount(token);
    if (!countKnown && typeof count === 'number') showCount(count);
  } catch {
    // No badge rather than a wrong one.
  }
}

let store: Promise<typeof import('./wishlist-store.ts')> | undefined;

/**
 * Loads the wishlist and hands the hearts over to the store: from `answering()` on, its own listener
 * takes their toggle events, and it announces the saved ids.
 */
const loadStore = (answering: () => void) =>
  (store ??= import('./wishlist-store.ts').then(async (wishlist) => {
    wishlist.initWishlist();
    answering();
    await wishlist.loadWishlist();
    return wishlist;
  }));

/** A heart pressed before the store answered: toggled once the saved list is known, with its toasts. */
export async function toggleWishlist(
  product: WishlistToggleDetail['product'],
  context: WishlistToggleDetail['context'],
  answering: () => void,
): Promise<void> {
  await (await loadStore(answering)).toggleWishlist(product, context);
}

/**
 * A heart pressed by a visitor: the sign-in opens in a popup (its code loads now), and once the customer
 * is signed in the product is saved, on the same page. A blocked popup becomes the usual sign-in
 * through the provider's page.
 */
export async function signInToSave(
  product: WishlistToggleDetail['product'],
  context: WishlistToggleDetail['context'],
  answering: () => void,
): Promise<void> {
  const { signInFromPage } = await import('./wishlist-sign-in.ts');
  if ((await signInFromPage()) !== 'signed-in') return;
  await (await loadStore(answering)).saveToWishlist(product, context);
}

let listening = false;

/**
 * The header has turned to a signed-in customer (`nowSignedIn`): their count, and on pages with
 * product cards the hearts show what is saved once the store has loaded it. Signed out: no count.
 */
export function showFor(siteHeader: HTMLElement, nowSignedIn: boolean, answering: () => void): void {
  header = siteHeader;
  signedIn = nowSignedIn;
  if (!listening) {
    listening = true;
    window.addEventListener(WISHLIST_CHANGE_EVENT, (event) => {
      const ids = (event as CustomEvent<Partial<WishlistChangeDetail> | null>).detail?.ids;
      if (!Array.isArray(ids) || !signedIn) return;
      countKnown = true;
      showCount(ids.length);
    });
  }
  if (!signedIn) {
    showCount(0);
    return;
  }
  countKnown = false;
  void fetchCount();
  if (document.querySelector('[data-product-card]')) void loadStore(answering);
}
