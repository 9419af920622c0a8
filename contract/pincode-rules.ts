// Which state or union territory a pincode is in, by its first three digits (decision 158): the server
// refuses an address whose state is not its pincode's, and checkout fills the state in from the pincode.
// Plain data without a schema library; only the pages that ask for an address load it.
//
// India Post's PIN has a zone (first digit), a postal circle (first two) and a sorting district (first
// three). A sorting district lies in one state, except where a state was formed after the PIN plan
// (Uttarakhand, Jharkhand, Chhattisgarh, Telangana, Ladakh) or a union territory's enclaves are sorted
// with a neighbour's mail: such a prefix lists every state it serves. Compiled from India Post's
// published circles and sorting districts, to be confirmed against the All India Pincode Directory.
import { stateByCode } from './india-rules.ts';

/** Three-digit prefixes in use, by GST state code; "140-148" is a run of prefixes. */
const PREFIXES_BY_STATE: Readonly<Record<string, string>> = {
  '01': '180-182,184-185,190-193', // Jammu and Kashmir
  '02': '171-177', // Himachal Pradesh
  '03': '140-148,151-152,160', // Punjab; 160 with Chandigarh (Mohali)
  '04': '160', // Chandigarh
  '05': '244,246-249,262-263', // Uttarakhand; 244, 246, 247 and 262 with Uttar Pradesh
  '06': '121-127,131-136', // Haryana
  '07': '110', // Delhi
  '08': '301-307,311-314,321-328,331-335,341-345', // Rajasthan
  '09': '201-212,221-233,241-247,250-251,261-262,271-277,281-285', // Uttar Pradesh
  '10': '800-805,811-813,821,823-824,841-848,851-855', // Bihar; 813 with Jharkhand
  '11': '737', // Sikkim
  '12': '790-792', // Arunachal Pradesh
  '13': '797-798', // Nagaland
  '14': '795', // Manipur
  '15': '796', // Mizoram
  '16': '799', // Tripura
  '17': '793-794', // Meghalaya
  '18': '781-788', // Assam
  '19': '700,711-713,721-723,731-736,741-743', // West Bengal
  '20': '813-816,822,825-829,831-835', // Jharkhand
  '21': '751-770', // Odisha
  '22': '490-497', // Chhattisgarh
  '23': '450-458,460-466,470-477,480-488', // Madhya Pradesh
  '24': '360-365,370,380,382-385,387-396', // Gujarat
  '26': '362,396', // Dadra and Nagar Haveli and Daman and Diu: Diu (362), Daman and Silvassa (396)
  '27': '400-402,410-416,421-425,431,440-445', // Maharashtra
  '29': '560-563,570-577,580-587,590-591', // Karnataka
  '30': '403', // Goa
  '31': '682', // Lakshadweep, sorted at Kochi
  '32': '670-671,673,676,678-680,682-683,685-686,688-691,695', // Kerala
  '33': '600-614,620-632,635-639,641-643', // Tamil Nadu
  '34': '533,605,607,609,673', // Puducherry: Yanam (533), Puducherry (605, 607), Karaikal (609), Mahe (673)
  '35': '744', // Andaman and Nicobar Islands
  '36': '500-509', // Telangana
  '37': '507,515-518,520-524,530-535', // Andhra Pradesh; 507 with Telangana (the mandals moved in 2014)
  '38': '194', // Ladakh
};

let byPrefix: Map<string, string[]> | undefined;

/** Prefix → state codes, built on first use. */
function prefixTable(): Map<string, string[]> {
  if (byPrefix) return byPrefix;
  byPrefix = new Map();
  for (const [code, runs] of Object.entries(PREFIXES_BY_STATE)) {
    for (const run of runs.split(',')) {
      const [from, to = from] = run.split('-').map(Number) as [number, number?];
      for (let prefix = from; prefix <= to; prefix++) {
        const codes = byPrefix.get(String(prefix)) ?? [];
        codes.push(code);
        byPrefix.set(String(prefix), codes);
      }
    }
  }
  return byPrefix;
}

/** Every three-digit prefix the table knows, with its states, in order: for tests and documentation. */
export const pincodePrefixes = (): ReadonlyMap<string, readonly string[]> =>
  new Map([...prefixTable()].sort(([a], [b]) => a.localeCompare(b)));

/** The GST state codes a pincode may be in: one for most, two where a sorting district is shared, none when unknown. */
export const statesOfPincode = (pincode: string): readonly string[] =>
  prefixTable().get(pincode.trim().slice(0, 3)) ?? [];

/** The state to fill in for a pincode: its state when it has exactly one. */
export function stateForPincode(pincode: string): string | undefined {
  const codes = statesOfPincode(pincode);
  return codes.length === 1 ? codes[0] : undefined;
}

/** Whether `stateCode` can be the state of `pincode`; a pincode the table does not know is not judged. */
export function pincodeMatchesState(pincode: string, stateCode: string): boolean {
  const codes = statesOfPincode(pincode);
  return codes.length === 0 || codes.includes(stateCode);
}

/** "a", "a or b", "a, b or c". */
const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

const nameOf = (code: string): string => stateByCode(code)?.name ?? code;

/** "Telangana", "Chandigarh or Punjab". */
export const stateNames = (codes: readonly string[]): string => orList(codes.map(nameOf));

/** The API's message for a state that is not the pincode's; it names the field. */
export const wrongStateMessage = (field: string, pincode: string): string =>
  `${field} must be the state of pincode ${pincode.trim()}: ${orList(
    statesOfPincode(pincode).map((code) => `${nameOf(code)} (${code})`),
  )}`;

/** What checkout says under the state when it is not the pincode's. */
export const wrongStateHint = (pincode: string): string =>
  `Pincode ${pincode.trim()} is in ${stateNames(statesOfPincode(pincode))}. Please choose it, or check the pincode.`;
