// Checkout's summary is the server's: the cart priced again, with its GST, whenever the lines, the
// pincode, the state or installation change, a quarter of a second after the last change. Until the
// address can be priced the summary waits (idle); while a new price is on its way the last one stays
// on screen, or the summary says it is pricing.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { CheckoutLine, Quote } from '@contract/orders.ts';
import { isPincode } from '@contract/delivery-rules.ts';
import { addressStateProblem, type AddressForm, type CheckoutErrors } from './checkout-form.ts';
import { fieldErrorsOf, ordersApi, quoteFailureMessage } from './orders-api.ts';

export type QuoteState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; quote: Quote }
  | { kind: 'failed'; message: string };

const IDLE: QuoteState = { kind: 'idle' };
const LOADING: QuoteState = { kind: 'loading' };
const QUOTE_DELAY_MS = 250;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Answer {
  /** What was priced: the lines, the pincode, the state and installation. */
  key: string;
  state: QuoteState;
}

/**
 * The quote for `lines` delivered to `delivery`, and `showQuote` for a quote that came another way (a
 * refused order carries the new one). A pincode or state the server refuses is marked on the delivery
 * address through `setErrors`.
 */
export function useCheckoutQuote(
  lines: readonly CheckoutLine[],
  delivery: AddressForm,
  installation: boolean,
  setErrors: Dispatch<SetStateAction<CheckoutErrors>>,
  coupons: { codes: readonly string[]; email: string } = { codes: [], email: '' },
): { quote: QuoteState; showQuote: (quote: Quote) => void } {
  const { pincode, stateCode } = delivery;
  const quotable = lines.length > 0 && isPincode(pincode) && !!stateCode && !addressStateProblem(delivery);
  // The lines by their content: a cart read again with the same items is not priced again.
  const linesKey = JSON.stringify(lines);
  // Codes are priced for the shopper's e-mail once it looks whole: their per-shopper limits need it.
  const email =
    coupons.codes.length > 0 && EMAIL_SHAPE.test(coupons.email.trim()) ? coupons.email.trim() : '';
  const codesKey = JSON.stringify(coupons.codes);
  const key = JSON.stringify([linesKey, pincode, stateCode, installation, codesKey, email]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // An address that cannot be priced forgets the last price: the next one starts from 'pricing'.
  if (!quotable && answer !== null) setAnswer(null);

  useEffect(() => {
    if (!quotable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const request = {
        lines: JSON.parse(linesKey) as CheckoutLine[],
        pincode: pincode.trim(),
        stateCode,
        installation,
        couponCodes: JSON.parse(codesKey) as string[],
        ...(email ? { email } : {}),
      };
      ordersApi
        .quote(request, controller.signal)
        .then((quote) => setAnswer({ key, state: { kind: 'ready', quote } }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setAnswer({ key, state: { kind: 'failed', message: quoteFailureMessage(error) } });
          // The quote's pincode and state are the delivery address's.
          const { pincode: pincodeError, stateCode: stateError } = fieldErrorsOf(error);
          if (pincodeError || stateError)
            setErrors((current) => ({
              ...current,
              'delivery.pincode': pincodeError ?? current['delivery.pincode'],
              'delivery.stateCode': stateError ?? current['delivery.stateCode'],
            }));
        });
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [quotable, key, linesKey, pincode, stateCode, installation, codesKey, email, setErrors]);

  const quote = !quotable
    ? IDLE
    : answer === null
      ? LOADING
      : answer.key === key || answer.state.kind === 'ready'
        ? answer.state
        : LOADING;
  return { quote, showQuote: (shown) => setAnswer({ key, state: { kind: 'ready', quote: shown } }) };
}
