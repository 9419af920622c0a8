// The cart: the products a shopper means to buy, kept in this browser and shared by every tab
// (docs/cart-and-wishlist.md). Pages render the CartView island from its own file.
export { initCartCorner } from './header-cart.script.ts';
export { CART_STORAGE_KEY } from './cart-storage.ts';
export {
  $cart,
  addProductToCart,
  addToCart,
  clearCart,
  isInCart,
  lineKey,
  quantityLimitMessage,
  reloadCart,
  replaceCart,
  setQuantity,
  unitPrice,
  type AddResult,
  type CartItem,
  type CartProduct,
  type CartVariant,
} from './cart-store.ts';
export { checkoutLines } from './cart-view.ts';
export { fetchCheckoutSettings } from './cart-api.ts';
export { paymentOutlook, type PaymentOutlook } from './payment-outlook.ts';
export { default as CallbackRequest } from './CallbackRequest.tsx';
