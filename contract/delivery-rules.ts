// The delivery contract's plain rules (docs/orders.md): what a pincode is, and the wording of a delivery
// estimate. Kept apart from the schemas (delivery.ts re-exports all of it), so that the product page's
// pincode check loads no schema library.

/** Indian pincodes: six digits, the first 1–9. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const isPincode = (value: string): boolean => PINCODE_PATTERN.test(value.trim());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const parts = (date: string): { day: number; month: string; year: number } => {
  const [year = '0', month = '1', day = '1'] = date.split('-');
  return { day: Number(day), month: MONTHS[Number(month) - 1] ?? '', year: Number(year) };
};

/**
 * Two dates (YYYY-MM-DD) as shoppers read them: "12–15 Dec" in one month, "30 Dec – 3 Jan" across
 * months, "14 Dec" for one day.
 */
export function deliveryWindow(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  if (from === to) return `${a.day} ${a.month}`;
  if (a.month === b.month && a.year === b.year) return `${a.day}–${b.day} ${a.month}`;
  return `${a.day} ${a.month} – ${b.day} ${b.month}`;
}
