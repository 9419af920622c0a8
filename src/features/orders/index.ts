// Orders (docs/orders.md): checkout, the order page and Order History. Pages render its islands
// (CheckoutView, OrderView, OrderHistory) from their own files.
export { CHECKOUT_COPY, ORDER_COPY } from './orders-copy.ts';
