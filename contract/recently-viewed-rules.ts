// The plain rules of recently viewed products (decision 205), without zod: the site's scripts read
// them from here, the API's schemas from contract/recently-viewed.ts.

/** How many products a list keeps, on the device and on the account. */
export const RECENTLY_VIEWED_MAX = 12;

/** A save naming more products than the list keeps is refused (422 naming the field). */
export const RECENTLY_VIEWED_TOO_MANY = `items may name at most ${RECENTLY_VIEWED_MAX} products`;
