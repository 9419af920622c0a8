// Whether a cart can be paid on the website, said before checkout (decision 161): an order above the
// cash-on-delivery cap needs online payment or a call, and one with more pieces than an unpaid order may
// hold needs a call. The cart and checkout both say it in these words.
import { codCapReason } from '@contract/order-rules.ts';
import type { CheckoutSettings } from '@contract/orders.ts';

export interface PaymentOutlook {
  /** What to tell the shopper, or null when the order can be paid as usual. */
  message: string | null;
  /** No way to pay on the website: checkout would be a dead end, so only a call is offered. */
  needsCall: boolean;
}

export const CALL_COPY = {
  request: 'Request a callback to order',
  send: 'Request a callback',
  sending: 'Sending…',
  reference: 'Your reference is',
} as const;

const sentence = (reason: string): string =>
  `${reason.charAt(0).toLowerCase()}${reason.slice(1)}`.replace(/\.$/, '');

/**
 * What a cart of `count` pieces costing `total` rupees needs. `cod` says whether cash on delivery can
 * take it, with why not (from a quote, or from the cap alone before there is one); `online` whether
 * online payment is on.
 */
export function paymentOutlook(input: {
  count: number;
  unitsMax: number;
  cod: { available: boolean; reason: string | null };
  online: boolean;
}): PaymentOutlook {
  if (input.count > input.unitsMax) {
    return {
      message: `An order placed here may hold at most ${input.unitsMax} pieces until it is paid. Request a callback and we will take your order by phone.`,
      needsCall: true,
    };
  }
  if (input.cod.available) return { message: null, needsCall: false };
  const why = sentence(input.cod.reason ?? 'Cash on delivery is not available.');
  return input.online
    ? {
        message: `This order needs online payment or a call: ${why}. Pay online at checkout, or request a callback.`,
        needsCall: false,
      }
    : {
        message: `This order needs online payment or a call: ${why}, and online payment is not available yet. Request a callback and we will take your order by phone.`,
        needsCall: true,
      };
}

/** The cart's outlook from the settings alone: the cap applies to the cart's total as soon as it is known. */
export const cartOutlook = (count: number, total: number, settings: CheckoutSettings): PaymentOutlook =>
  paymentOutlook({
    count,
    unitsMax: settings.unitsMax,
    cod:
      total > settings.codMaxRupees
        ? { available: false, reason: codCapReason(settings.codMaxRupees) }
        : { available: true, reason: null },
    online: settings.onlinePayment,
  });
