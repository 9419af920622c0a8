// The shop's money rules, one copy for the API, the site, e-mails and PDFs (decision 178). Prices the shop
// sets are whole rupees; an order's amounts (totals, tax, payments) are whole paise. Amounts are written
// the Indian way: the last three digits, then pairs ('₹1,25,000'). Written out rather than with
// Intl.NumberFormat, whose first currency format in a page costs the browser its locale data (decision
// 136); the results are the same (money.test.ts compares them). Plain functions with no effect on import,
// so a page carries only the ones it uses.

/** What every formatter writes when there is no usable number. */
export const NOT_SPECIFIED = 'Not specified';

/** '1,25,000' from the digits '125000'. */
const groupIndian = (digits: string): string => {
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${lakhs ? `${lakhs},` : ''}${digits.slice(-3)}`;
};

const isNegative = (value: number): boolean => value < 0 || Object.is(value, -0);

/**
 * Whole rupees as a shopper reads them: '₹1,25,000', '-₹500'. Halves round away from zero; no decimals.
 * 'Not specified' when there is no usable number.
 */
export function formatRupees(rupees: number | null | undefined): string {
  if (rupees === null || rupees === undefined || !Number.isFinite(rupees)) return NOT_SPECIFIED;
  const sign = isNegative(rupees) ? '-' : '';
  return `${sign}₹${groupIndian(String(Math.round(Math.abs(rupees))))}`;
}

/** Rupees and paise of a whole number of paise (a fraction is rounded first), without sign or '₹'. */
function paiseParts(paise: number): { sign: string; rupees: string; paise: string } {
  const whole = Math.round(Math.abs(paise));
  return {
    sign: isNegative(paise) ? '-' : '',
    rupees: groupIndian(String(Math.floor(whole / 100))),
    paise: String(whole % 100).padStart(2, '0'),
  };
}

/** An amount in paise with its paise, as invoices and order pages show it: 276095 → '₹2,760.95'. */
export function formatPaise(paise: number): string {
  if (!Number.isFinite(paise)) return NOT_SPECIFIED;
  const parts = paiseParts(paise);
  return `${parts.sign}₹${parts.rupees}.${parts.paise}`;
}

/** An amount in paise as e-mails write it: the paise only when there are some (12000000 → '₹1,20,000'). */
export function formatPaiseShort(paise: number): string {
  if (!Number.isFinite(paise)) return NOT_SPECIFIED;
  const parts = paiseParts(paise);
  return `${parts.sign}₹${parts.rupees}${parts.paise === '00' ? '' : `.${parts.paise}`}`;
}

/** An amount in paise as a figure in a table, without '₹': 12000050 → '1,20,000.50'. */
export function formatPaiseFigure(paise: number): string {
  if (!Number.isFinite(paise)) return NOT_SPECIFIED;
  const parts = paiseParts(paise);
  return `${parts.sign}${parts.rupees}.${parts.paise}`;
}

/**
 * Rupees to whole paise without float error: 19.99 → 1999, 0.1 + 0.2 → 30. Throws on an amount that is
 * not a number or holds a fraction of a paisa: money is never rounded away silently.
 */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * 100);
  if (!Number.isSafeInteger(paise) || Math.abs(rupees * 100 - paise) > 1e-6)
    throw new RangeError(`${rupees} is not an amount of rupees and paise`);
  return paise;
}

/** Paise to rupees, for arithmetic and comparisons with rupee amounts: 1234550 → 12345.5. */
export const paiseToRupees = (paise: number): number => paise / 100;

/**
 * A whole number typed or read from a file: '12500', '-3', or '12500.0' as spreadsheets write it
 * (surrounding spaces are fine). Null for anything else: never NaN.
 */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+(\.0+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Whole rupees typed in the back office or read from a CSV file, in digits: '12500' (or '12500.0').
 * Null for anything else; whether the amount is allowed (at least ₹1, not too large) is the caller's rule.
 */
export const parseRupees = (text: string): number | null => parseWholeNumber(text);

/**
 * Whether a discount counts: the discount price is set, a number from 0 up and below a positive price
 * (docs/catalogue.md, decision 041). The database derives products.effective_price by the same rule.
 */
export function discountApplies(
  price: number,
  discountPrice: number | null | undefined,
): discountPrice is number {
  return (
    typeof discountPrice === 'number' &&
    Number.isFinite(discountPrice) &&
    discountPrice >= 0 &&
    price > 0 &&
    discountPrice < price
  );
}

/** What a shopper pays for a product or a variant: the discount price when it counts, else the price. */
export const shopperPrice = (price: number, discountPrice: number | null | undefined): number =>
  discountApplies(price, discountPrice) ? discountPrice : price;

/** A GST rate in basis points: 1800 is 18 %. */
export type RateBp = number;

export interface TaxableItem {
  /** What the shopper pays for the item, GST included, in paise. */
  amount: number;
  rateBp: RateBp;
}

export interface TaxSplit {
  /** GST included, paise. */
  amount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  rateBp: RateBp;
}

/** Rounds a non-negative fraction n / d to the nearest whole number, halves up, in integers. */
const roundDiv = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/**
 * The taxable value and GST inside `amount` (decisions 123 and 159). The shop's prices include GST; a
 * supply within the shop's state carries CGST and SGST, one to another state IGST. Each tax is its own
 * share of the amount, `amount × its rate ÷ (100 % + the GST rate)`, rounded to the nearest paisa: within
 * the state CGST and SGST are each half the rate, so they are always equal. The taxable value is what
 * remains, so the parts always add up to the amount.
 */
export function gstSplit(item: TaxableItem, intraState: boolean): TaxSplit {
  if (!Number.isInteger(item.amount) || item.amount < 0) throw new Error('amount must be whole paise');
  if (!Number.isInteger(item.rateBp) || item.rateBp < 0) throw new Error('rateBp must be whole basis points');
  const shareOf = (parts: number) => roundDiv(item.amount * item.rateBp, parts * (10_000 + item.rateBp));
  if (intraState) {
    const half = shareOf(2);
    return {
      amount: item.amount,
      taxable: item.amount - 2 * half,
      cgst: half,
      sgst: half,
      igst: 0,
      rateBp: item.rateBp,
    };
  }
  const igst = shareOf(1);
  return { amount: item.amount, taxable: item.amount - igst, cgst: 0, sgst: 0, igst, rateBp: item.rateBp };
}

/**
 * The GST rates in force, in per cent, that a product may have (decision 122). The database keeps them
 * in basis points (18 % is 1800).
 */
export const GST_RATES_PERCENT = [0, 5, 18, 40] as const;
export type GstRatePercent = (typeof GST_RATES_PERCENT)[number];
