// Orders (docs/orders.md): checkout, the order page and Order History. Pages render its islands
// (CheckoutView, OrderView, OrderHistory) from their own files. Razorpay Checkout's opener is shared
// with the other payments a customer makes online (a design project's stages). The Returns page reads
// the return windows at build time through it.
export { openGatewayCheckout, type CheckoutPurpose } from './gateway-checkout.ts';
export { CHECKOUT_COPY, ORDER_COPY } from './orders-copy.ts';
export { loadReturnPolicy, returnPolicySections } from './returns-policy.server.ts';
