// GET /checkout/settings: how an order can be paid and how large it may be, for the cart to say early
// when an order needs online payment or a call (decision 161), on the site's API client (decision 029).
import type { CheckoutSettings } from '@contract/orders.ts';
import { request } from '../../lib/api.ts';

/** Given up sooner than the client's default, like the pincode check: the cart is usable without it. */
const TIMEOUT_MS = 10_000;

export async function fetchCheckoutSettings(): Promise<CheckoutSettings> {
  return (
    await request<CheckoutSettings>('get', '/checkout/settings', { signal: AbortSignal.timeout(TIMEOUT_MS) })
  ).data;
}
