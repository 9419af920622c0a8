// India's states and union territories with their GST state codes (the first two digits of a GSTIN and
// the place of supply on an invoice), and the GSTIN's own rules: its shape and its check character.
// Plain rules without a schema library, for the checkout form in the browser and for the server.

export interface IndianState {
  /** The GST state code, two digits. */
  code: string;
  name: string;
}

/** In the order of their GST codes. Dadra and Nagar Haveli and Daman and Diu share 26 since 2020. */
export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

const STATE_CODES = new Set(INDIAN_STATES.map((state) => state.code));

export const stateByCode = (code: string): IndianState | undefined =>
  INDIAN_STATES.find((state) => state.code === code);

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN: the state code, the holder's PAN (five letters, four digits, a letter), the registration's
 * number for that PAN (1–9 or A–Z), 'Z', and a check character.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (weights 1 and 2 in turn, modulo 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[i] ?? '');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'state' | 'check';

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: 'gstin must be 15 characters: state code, PAN, entity number, Z and a check character',
  state: 'gstin does not start with the code of an Indian state or union territory',
  check: 'gstin has a wrong check character; please check it for a typing mistake',
};

/** What is wrong with a GSTIN (upper-cased, spaces removed), or null when it is right. */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = value.replace(/\s+/g, '').toUpperCase();
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!STATE_CODES.has(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check';
  return null;
}

/** The state a GSTIN is registered in: its first two digits. */
export const gstinStateCode = (gstin: string): string => gstin.replace(/\s+/g, '').slice(0, 2);

const stateLabel = (code: string): string => `${stateByCode(code)?.name ?? 'an unknown state'} (${code})`;

/** The API's message for a GSTIN of another state than the billing address's; it names the field. */
export const wrongGstinStateMessage = (gstin: string, billingStateCode: string): string =>
  `gstin must be registered in the billing address's state, ${stateLabel(billingStateCode)}; this one is registered in ${stateLabel(gstinStateCode(gstin))}`;

/** What checkout says under the GSTIN when it is of another state than the billing address's. */
export const wrongGstinStateHint = (gstin: string, billingStateCode: string): string =>
  `This GSTIN is registered in ${stateByCode(gstinStateCode(gstin))?.name ?? 'another state'}. The invoice needs a GSTIN of the billing address's state, ${stateByCode(billingStateCode)?.name ?? 'the state chosen'}.`;
