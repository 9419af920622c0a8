// Coupon codes on a cart (decision 202), as pure rules: which codes apply, by how much, and how each
// discount is spread over the lines it covers. The discount comes off each line's price (GST included)
// before its tax is worked out again, so every line's taxable value and GST on the invoice is that of the
// price actually paid (CGST Act s. 15(3)(a): a discount shown on the invoice is not part of the value).
// No clock and no database: the service reads the codes, the shopper's history and today's date, and
// hands them in.
import { couponMessages, type CouponOutcome } from '../../../contract/coupons.ts';
import { gstSplit } from '../../../contract/money.ts';
import type { QuoteLine } from '../../../contract/orders.ts';
import { spread } from '../../../contract/quote-money.ts';

/** A code's terms as stored. Rupee amounts are whole rupees; dates are days in India (YYYY-MM-DD). */
export interface CouponTerms {
  id: string;
  code: string;
  kind: 'percent' | 'flat';
  value: number;
  max_discount: number | null;
  min_order: number;
  starts_on: string | null;
  ends_on: string | null;
  max_uses: number | null;
  per_customer_max: number | null;
  first_order_only: boolean;
  combinable: boolean;
  active: boolean;
  uses: number;
}

/** What the rules need to know besides the codes. */
export interface CouponContext {
  /** Today in India, YYYY-MM-DD. */
  today: string;
  /** Whether a product of the cart is within a code's scope. */
  inScope: (couponId: string, productId: string) => boolean;
  /** The shopper's orders holding each code now; null when the shopper is not known yet (no e-mail). */
  usedByShopper: ReadonlyMap<string, number> | null;
  /** Whether the shopper has an order that was not cancelled; null when not known yet. */
  hasOrdered: boolean | null;
  /** Whether the place of supply is in the shop's state: the tax is split again on it. */
  intraState: boolean;
}

export interface CouponsApplied {
  /** The lines, each with its share of every discount taken off and its tax worked out again. */
  lines: QuoteLine[];
  /** One outcome per code asked, in the order asked. */
  outcomes: (CouponOutcome & { couponId: string | null })[];
  /** Every applied code's discount, paise. */
  discount: number;
}

/** "1 Dec 2026" from "2026-12-01", as the shop writes dates. */
const dayText = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Why a code cannot be used on this cart at all, before its lines are looked at; null when it can. */
function refusal(code: string, coupon: CouponTerms | undefined, context: CouponContext): string | null {
  if (!coupon || !coupon.active) return couponMessages.unknown(code);
  if (coupon.starts_on && context.today < coupon.starts_on)
    return couponMessages.notYet(code, dayText(coupon.starts_on));
  if (coupon.ends_on && context.today > coupon.ends_on)
    return couponMessages.expired(code, dayText(coupon.ends_on));
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return couponMessages.usedUp(code);
  if (coupon.first_order_only && context.hasOrdered === true) return couponMessages.firstOrder(code);
  const used = context.usedByShopper?.get(coupon.id) ?? 0;
  if (coupon.per_customer_max !== null && used >= coupon.per_customer_max)
    return couponMessages.alreadyUsed(code);
  return null;
}

/**
 * The discount of a code on lines worth `eligible` paise, in whole rupees as paise: a per-cent code's share
 * rounded down to the rupee and held to its cap, or a flat amount held to what the lines are worth.
 */
export function couponDiscount(
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'max_discount'>,
  eligible: number,
): number {
  const rupees =
    coupon.kind === 'percent'
      ? Math.floor((eligible * coupon.value) / 100 / 100)
      : Math.min(coupon.value, Math.floor(eligible / 100));
  const capped = coupon.max_discount === null ? rupees : Math.min(rupees, coupon.max_discount);
  return Math.max(0, capped) * 100;
}

/** A line with `share` more paise taken off, its tax worked out again on what is left. */
function discounted(line: QuoteLine, share: number, intraState: boolean): QuoteLine {
  if (share === 0) return line;
  const split = gstSplit({ amount: line.amount - share, rateBp: line.gstRateBp }, intraState);
  return {
    ...line,
    discount: line.discount + share,
    amount: split.amount,
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
  };
}

/**
 * Applies `codes` (capitals, each once) to the priced `lines`, in the order asked. A code applies when it
 * is active, within its dates and use limits, the shopper may still use it, it may be combined with the
 * codes applied before it (every one of them must allow it), some line is in its scope, and the goods
 * are worth more than its minimum. Its discount is taken from the lines in its scope as they stand after
 * the codes before it, in proportion to their amounts; installation is never discounted.
 */
export function applyCoupons(
  lines: readonly QuoteLine[],
  codes: readonly string[],
  coupons: ReadonlyMap<string, CouponTerms>,
  context: CouponContext,
): CouponsApplied {
  let current = [...lines];
  const outcomes: CouponsApplied['outcomes'] = [];
  const applied: CouponTerms[] = [];
  const goods = lines.filter((line) => line.kind === 'product').reduce((sum, line) => sum + line.amount, 0);
  for (const code of codes) {
    const coupon = coupons.get(code);
    const refuse = (message: string) =>
      outcomes.push({ code, couponId: coupon?.id ?? null, applied: false, discount: 0, message });
    const refused = refusal(code, coupon, context);
    if (refused || !coupon) {
      refuse(refused ?? couponMessages.unknown(code));
      continue;
    }
    if (applied.length > 0 && (!coupon.combinable || applied.some((other) => !other.combinable))) {
      refuse(couponMessages.notCombinable(code));
      continue;
    }
    const covered = current.map(
      (line) =>
        line.kind === 'product' && line.productId !== null && context.inScope(coupon.id, line.productId),
    );
    if (!covered.some(Boolean)) {
      refuse(couponMessages.notInCart(code));
      continue;
    }
    if (goods <= coupon.min_order * 100) {
      refuse(couponMessages.minimum(code, coupon.min_order));
      continue;
    }
    const weights = current.map((line, index) => (covered[index] ? line.amount : 0));
    const discount = couponDiscount(
      coupon,
      weights.reduce((sum, weight) => sum + weight, 0),
    );
    if (discount === 0) {
      refuse(couponMessages.notInCart(code));
      continue;
    }
    const shares = spread(discount, weights);
    current = current.map((line, index) => discounted(line, shares[index]!, context.intraState));
    applied.push(coupon);
    outcomes.push({
      code,
      couponId: coupon.id,
      applied: true,
      discount,
      message: couponMessages.applied(code, discount),
    });
  }
  return {
    lines: current,
    outcomes,
    discount: outcomes.reduce((sum, outcome) => sum + outcome.discount, 0),
  };
}
