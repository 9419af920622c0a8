// Every key the site keeps in the browser's localStorage and sessionStorage, in one place and with no
// code behind it: a script that only reads a key (checkout's name and e-mail, the purchase panel's
// chat message, the header) imports it from here without bringing in the code that writes it
// (sign-in, the cart). The cookies page lists the same storage for visitors.

// ─── localStorage ────────────────────────────────────────────────────────────────────────────────

/** The cart: a JSON array of items (src/features/cart/). */
export const CART_STORAGE_KEY = 'cart_items';
/** The last pincode a shopper checked delivery for (src/features/delivery/). */
export const PINCODE_STORAGE_KEY = 'delivery_pincode';
/** The signed-in customer's access token (src/features/account/). */
export const AUTH_TOKEN_KEY = 'auth0_token';
/** The signed-in customer's profile, as GET /auth/me answered (src/features/account/). */
export const USER_DATA_KEY = 'user_data';
/** The page that /callback goes back to after "Sign In" (src/features/account/). */
export const RETURN_TO_KEY = 'auth_return_to';
/** Whose account this device's cart was merged into, and the cart as last synced (src/features/cart/). */
export const CART_SYNC_KEY = 'cart_synced';
/** The doorway, lift and staircase measures typed into "Will it fit?" (src/features/fit/). */
export const FIT_MEASURES_KEY = 'fit_access_measures';

// ─── sessionStorage ──────────────────────────────────────────────────────────────────────────────

/** The product whose review form opens again after signing in (src/features/product/). */
export const REVIEW_INTENT_KEY = 'aangan.review-intent';
/** A message to show as a toast on the next page (src/features/toasts/). */
export const NEXT_PAGE_NOTE_KEY = 'aangan.next-page-note';
