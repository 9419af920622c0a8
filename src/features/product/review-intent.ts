// Pressing 'Sign In' in the review form's prompt remembers the product (in session storage), so that
// the form opens by itself when the customer comes back to its reviews from signing in.

import { REVIEW_INTENT_KEY } from '../../lib/storage-keys.ts';

export function rememberReviewIntent(productId: string): void {
  try {
    sessionStorage.setItem(REVIEW_INTENT_KEY, productId);
  } catch {
    // Without storage the customer opens the form again themselves.
  }
}

/** Whether the form should open by itself for this product; the intent is used up. */
export function takeReviewIntent(productId: string): boolean {
  try {
    if (sessionStorage.getItem(REVIEW_INTENT_KEY) !== productId) return false;
    sessionStorage.removeItem(REVIEW_INTENT_KEY);
    return true;
  } catch {
    return false;
  }
}
