// Phone numbers as the API accepts them (decision 045): any number that can exist, stored in E.164.
// Indian numbers may be written without a country code (+91 is assumed), and are held to the rules the
// shop always had: bare ten digits must be a mobile number (6 to 9 first); a landline needs its 0 or +91.
// This module carries the full numbering plans of every country (libphonenumber-js, about 40 kB gzipped):
// the API imports it; browser code checks only the shape (phoneShape, ./phone-shape.ts) and lets the API
// refuse with a field message.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { normalizeIndianPhone, phoneShape } from './phone-shape.ts';

export { formatPhone } from './phone-format.ts';
export { normalizeIndianPhone, phoneShape, type PhoneCheck } from './phone-shape.ts';

/** `text` as an E.164 number (+ and digits), or null when it is not a number that can exist. */
export function normalizePhone(text: string): string | null {
  // Every number stored before international numbers were accepted stays valid as it is.
  const indianMobile = normalizeIndianPhone(text);
  if (indianMobile) return indianMobile;
  const shaped = phoneShape(text);
  if (!shaped) return null;
  const parsed = parsePhoneNumberFromString(shaped, 'IN');
  return parsed?.isValid() ? parsed.number : null;
}
