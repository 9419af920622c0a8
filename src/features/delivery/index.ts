// Delivery by pincode (docs/orders.md): the check on the product page and in the cart.
export { PincodeCheck } from './PincodeCheck.tsx';
export { initPincodeCheck } from './pincode-check.script.ts';
export { PINCODE_COPY, answerLines, unserviceableMessage } from './delivery-copy.ts';
export { PINCODE_STORAGE_KEY, rememberedPincode, rememberPincode } from './pincode-memory.ts';
