// Which payments checkout offers (decisions 124 and 161): the quote's answer once there is one; before
// it, the cash-on-delivery cap against the cart's total, so cash on delivery is never offered for a
// total it cannot take. When nothing can take the order, checkout offers a callback instead of a
// Place Order that must fail.
import { codCapReason } from '@contract/order-rules.ts';
import type { CheckoutSettings, Quote } from '@contract/orders.ts';
import { paymentOutlook, type PaymentOutlook } from '../cart/index.ts';

export interface CheckoutPayment {
  cod: { available: boolean; reason: string | null };
  online: boolean;
  /** Null until the settings are known. */
  outlook: PaymentOutlook | null;
}

export function checkoutPayment(input: {
  settings: CheckoutSettings | null;
  quote: Quote | null;
  /** The cart's pieces, and its total at the prices the shopper saw (whole rupees). */
  count: number;
  total: number;
}): CheckoutPayment {
  const { settings, quote } = input;
  const capped = settings !== null && input.total > settings.codMaxRupees;
  const cod = quote
    ? quote.payment.cod
    : capped
      ? { available: false, reason: codCapReason(settings.codMaxRupees) }
      : { available: true, reason: null };
  const online = quote ? quote.payment.online.available : settings?.onlinePayment === true;
  // A pincode the shop does not serve is said apart, with its own way forward.
  const outlook =
    settings && (!quote || quote.delivery.serviceable)
      ? paymentOutlook({ count: input.count, unitsMax: settings.unitsMax, cod, online })
      : null;
  return { cod, online, outlook };
}
