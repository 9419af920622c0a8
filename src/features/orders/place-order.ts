// Placing a checked checkout as an order: for the signed-in customer when there is one, else as a
// guest's; then the online payment when the order asks for one, and on to the order's page.
import type { User } from '@contract/account.ts';
import type { PlacedOrder, PlaceOrder } from '@contract/orders.ts';
import { toApiError } from '../../lib/api.ts';
import { brand } from '../../lib/brand.ts';
import { USER_DATA_KEY } from '../../lib/storage-keys.ts';
import { toast, toastOnNextPage } from '../toasts/index.ts';
import { PAYMENT_COPY, payOrder } from './online-payment.ts';
import { CHECKOUT_COPY } from './orders-copy.ts';
import { ordersApi } from './orders-api.ts';

/**
 * The signed-in customer's profile as this browser keeps it. Read directly, so checkout loads the
 * sign-in library only when a signed-in customer places the order.
 */
export function storedUser(): User | null {
  try {
    const stored = JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null') as { user?: unknown } | null;
    return stored?.user && typeof stored.user === 'object' ? (stored.user as User) : null;
  } catch {
    return null;
  }
}

/** Places the order for the signed-in customer, or as a guest when nobody is signed in here. */
export async function placeFor(request: PlaceOrder, key: string): Promise<PlacedOrder> {
  if (!storedUser()) return ordersApi.place(request, key);
  const { withToken } = await import('../account/index.ts');
  try {
    return await withToken((token) => ordersApi.place(request, key, token));
  } catch (error) {
    // The sign-in ran out: the order is placed as a guest's, and joins the account on the next sign-in.
    if (toApiError(error).isAuthError) return ordersApi.place(request, key);
    throw error;
  }
}

/**
 * Takes a placed order's online payment when it has one, then opens the order's page: with a note when
 * the payment was not made or not verified, as placed when it was (or when there was none to make).
 */
export async function payAndOpen(placed: PlacedOrder): Promise<void> {
  const page = `/orders/view?id=${encodeURIComponent(placed.order.id)}&token=${encodeURIComponent(placed.accessToken)}`;
  if (placed.order.payment) {
    let paid: Awaited<ReturnType<typeof payOrder>>;
    try {
      paid = await payOrder(placed.order, placed.order.payment, { token: placed.accessToken }, brand.name);
    } catch {
      toastOnNextPage(PAYMENT_COPY.notVerified);
      window.location.assign(page);
      return;
    }
    if (!paid) {
      toastOnNextPage(PAYMENT_COPY.dismissed);
      window.location.assign(page);
      return;
    }
  }
  toast.success(CHECKOUT_COPY.placed);
  window.location.assign(`${page}&placed=1`);
}
