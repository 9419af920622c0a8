// The light half of phone numbers: what a number may look like, checked without any numbering plan, so
// that browser code can use it for nothing. The API checks the number itself with ./phone.ts.

/** Reads `text` as a phone number: its normalised form, or null when it is not one. */
export type PhoneCheck = (text: string) => string | null;

/**
 * An Indian mobile number as +91 and ten digits. Accepts ten digits starting 6 to 9, optionally
 * after +91, 91 or 0, with spaces and dashes anywhere; anything else gives null.
 */
export function normalizeIndianPhone(text: string): string | null {
  const compact = text.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** Digits, spaces, dashes, dots, slashes and brackets, after an optional + (as people write numbers). */
const WRITTEN_RE = /^\+?[\d\s().\-/]+$/;

/**
 * What a phone number may look like, read loosely: an Indian mobile number (as +91 and ten digits), a
 * number with its country code (+ or 00, then 7 to 15 digits, as "+" and digits), or an Indian number
 * with its trunk 0 (a landline, as written, without separators). Bare digits that are not an Indian
 * mobile number give null, as do letters. Every number the API accepts passes; not every number that
 * passes exists (the API's check, normalizePhone in ./phone.ts, refuses those with a field message).
 */
export function phoneShape(text: string): string | null {
  const indian = normalizeIndianPhone(text);
  if (indian) return indian;
  const written = text.trim();
  if (written.length > 30 || !WRITTEN_RE.test(written)) return null;
  const digits = written.replace(/[\s().\-/]/g, '');
  const international = digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
  if (/^\+[1-9]\d{6,14}$/.test(international)) return international;
  if (/^0[1-9]\d{8,11}$/.test(international)) return international;
  return null;
}
