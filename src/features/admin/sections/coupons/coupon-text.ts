// How the coupons list words a code (decision 202): its offer, the days it is valid, its uses and where it
// stands today. Plain functions of the code as the API returns it; amounts the staff set are rupees, the
// discount given is paise.
import type { Coupon } from '@contract/admin/coupons.ts';
import { formatRupees } from '@contract/money.ts';
import { formatDate } from '../shared/format.ts';

type Terms = Pick<Coupon, 'kind' | 'value' | 'max_discount'>;

/** "10% off, up to ₹5,000", "10% off" or "₹2,000 off". */
export function offerText({ kind, value, max_discount }: Terms): string {
  if (kind === 'flat') return `${formatRupees(value)} off`;
  return max_discount === null ? `${value}% off` : `${value}% off, up to ${formatRupees(max_discount)}`;
}

/** "On orders above ₹20,000", or null when any order will do. */
export const minOrderText = (minOrder: number): string | null =>
  minOrder > 0 ? `On orders above ${formatRupees(minOrder)}` : null;

/** The days a code can be used: "Always", "From 1 Dec 2026", "Until 31 Dec 2026" or both ends. */
export function validText({ starts_on, ends_on }: Pick<Coupon, 'starts_on' | 'ends_on'>): string {
  if (starts_on && ends_on) return `${formatDate(starts_on)} to ${formatDate(ends_on)}`;
  if (starts_on) return `From ${formatDate(starts_on)}`;
  if (ends_on) return `Until ${formatDate(ends_on)}`;
  return 'Always';
}

/** "3 of 5" when the uses are limited, else "3". */
export const usesText = ({ uses, max_uses }: Pick<Coupon, 'uses' | 'max_uses'>): string =>
  max_uses === null ? String(uses) : `${uses} of ${max_uses}`;

export const COUPON_STATUS_LABELS = {
  active: 'Active',
  off: 'Off',
  expired: 'Expired',
  used_up: 'Used up',
  scheduled: 'Starts later',
} as const;
export type CouponStatus = keyof typeof COUPON_STATUS_LABELS;

/**
 * Where a code stands on `today` (YYYY-MM-DD, India): switched off first, then past its last day, then
 * out of uses, then not started yet; else active. Days are whole days in India, both ends included.
 */
export function couponStatus(
  coupon: Pick<Coupon, 'active' | 'starts_on' | 'ends_on' | 'uses' | 'max_uses'>,
  today: string,
): CouponStatus {
  if (!coupon.active) return 'off';
  if (coupon.ends_on !== null && coupon.ends_on < today) return 'expired';
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return 'used_up';
  if (coupon.starts_on !== null && coupon.starts_on > today) return 'scheduled';
  return 'active';
}
