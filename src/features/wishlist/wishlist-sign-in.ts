// A heart pressed by a visitor who is not signed in (wishlist-hearts.ts loads this on that click): the
// sign-in opens in a popup, and once the customer is signed in the product they chose is saved, on the
// same page. A blocked popup becomes the usual sign-in through the provider's page instead.
import { signInFromPage } from '../account/index.ts';
import type { WishlistProduct, WishlistToggleDetail } from './wishlist-events.ts';
import { initWishlist, saveToWishlist } from './wishlist-store.ts';

export async function signInToSave(
  product: WishlistProduct,
  context: WishlistToggleDetail['context'],
): Promise<void> {
  if ((await signInFromPage()) !== 'signed-in') return;
  initWishlist();
  await saveToWishlist(product, context);
}
