// The shopper's pincode, typed once and remembered on this device for every product page and the cart.
import { isPincode } from '@contract/delivery-rules.ts';
import { PINCODE_STORAGE_KEY } from '../../lib/storage-keys.ts';

export { PINCODE_STORAGE_KEY };

export function rememberedPincode(): string | null {
  try {
    const value = localStorage.getItem(PINCODE_STORAGE_KEY);
    return value && isPincode(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberPincode(pincode: string): void {
  try {
    localStorage.setItem(PINCODE_STORAGE_KEY, pincode);
  } catch {
    // Private browsing without storage: the check still works on this page.
  }
}
