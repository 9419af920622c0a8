// How a stored phone number (E.164, e.g. +919876543210) is shown to people: Indian numbers as
// "+91 98765 43210", others in international format ("+44 20 7946 0958"). Formatting needs the
// numbering plans of every country: libphonenumber-js's smallest metadata, about 20 kB gzipped in a
// browser bundle, so a page that only shows Indian numbers may prefer formatIndianPhone (./leads.ts).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** `phone` as people write it; text that is not a phone number is returned as it is. */
export function formatPhone(phone: string): string {
  const indianMobile = /^\+91([6-9]\d{4})(\d{5})$/.exec(phone);
  if (indianMobile) return `+91 ${indianMobile[1]} ${indianMobile[2]}`;
  if (!/^\+\d{7,15}$/.test(phone)) return phone;
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}
