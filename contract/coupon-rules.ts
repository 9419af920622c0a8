// Coupon codes' plain rules (decision 202), without a schema library so that the checkout's browser code
// reads them cheaply: a code's shape, how a typed code is read, and the shopper's sentences, one copy for
// the server and the tests. The schemas in coupons.ts build on them.
import { formatRupees } from './money.ts';

/** Most codes one cart may carry; a second or third applies only when every code allows combining. */
export const COUPON_CODES_MAX = 3;
export const COUPON_CODE_MIN = 3;
export const COUPON_CODE_MAX = 30;
/** Capitals, digits and hyphens, starting with a capital or a digit. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;

/** A code as a shopper types it: spaces dropped, read in capitals. */
export const normalizeCouponCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

/** The problem with a typed code, before any server sees it, or null. */
export function couponCodeProblem(code: string): string | null {
  if (code.length === 0) return 'Please enter a code';
  if (code.length < COUPON_CODE_MIN || code.length > COUPON_CODE_MAX)
    return `A code has ${COUPON_CODE_MIN} to ${COUPON_CODE_MAX} letters and digits`;
  if (!COUPON_CODE_PATTERN.test(code)) return 'A code has only letters, digits and hyphens';
  return null;
}

// ─── The shopper's messages, one copy for the server and the tests ─────────────────────────────────

export const couponMessages = {
  unknown: (code: string) => `${code} is not a valid code. Please check it and try again.`,
  notYet: (code: string, from: string) => `${code} can be used from ${from}.`,
  expired: (code: string, on: string) => `${code} expired on ${on}.`,
  usedUp: (code: string) => `${code} has been used as many times as it can be.`,
  firstOrder: (code: string) => `${code} is for a first order only.`,
  alreadyUsed: (code: string) => `You have already used ${code}.`,
  notCombinable: (code: string) => `${code} can't be used together with another code.`,
  notInCart: (code: string) => `${code} does not apply to the items in your cart.`,
  minimum: (code: string, rupees: number) => `${code} is valid on orders above ${formatRupees(rupees)}.`,
  applied: (code: string, discountPaise: number) =>
    `${code} applied: ${formatRupees(Math.floor(discountPaise / 100))} off.`,
  tooManyTries: 'Too many codes tried. Please wait a few minutes and try again.',
} as const;
