// The wishlist: products a signed-in customer saves for later (docs/cart-and-wishlist.md). Its hearts
// sit on product cards and the product page; its count on the header's wishlist link. Pages render
// the WishlistView island from its own file.
export { initWishlistCorner } from './header-wishlist.script.ts';
export { $wishlistedIds, followSavedHearts, requestWishlistToggle } from './wishlist-hearts.ts';
