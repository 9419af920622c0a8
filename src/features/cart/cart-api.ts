// GET /checkout/settings: how an order can be paid and how large it may be, for the cart to say early
// when an order needs online payment or a call (decision 161). A plain fetch, like the pincode check,
// so the cart loads the site's API client only when a shopper asks to be called.
import type { CheckoutSettings } from '../../../contract/orders.ts';
import { env } from '../../lib/env.ts';

const TIMEOUT_MS = 10_000;

export async function fetchCheckoutSettings(): Promise<CheckoutSettings> {
  const response = await fetch(`${env.PUBLIC_API_URL}/checkout/settings`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The checkout settings answered ${response.status}`);
  return ((await response.json()) as { data: CheckoutSettings }).data;
}
