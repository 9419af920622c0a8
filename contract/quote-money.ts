// The money of a design project's quote, its payment stages and the advances paid against it (decision
// 190): integer paise throughout, every figure computed from the lines, so that the quote's totals, its
// stages and the documents issued against it always agree, to the paisa. The server prices with these
// rules; the site only shows what the server sent.
import { gstSplit, type RateBp, type TaxSplit } from './money.ts';

/** One line of a quote, as its money is computed. */
export interface QuoteLineMoneyInput {
  /** Price of one unit in paise: GST included for a catalogue product, before GST for anything else. */
  unitPaise: number;
  /** How many units, in thousandths: 12.5 running feet is 12500. */
  quantityMilli: number;
  rateBp: RateBp;
  /** Whether `unitPaise` includes GST (catalogue prices do; made-to-measure rates and services do not). */
  includesGst: boolean;
  /** Taken off this line before GST, in paise. */
  discountPaise: number;
}

export interface QuoteMoneyInput {
  lines: QuoteLineMoneyInput[];
  /** Taken off the whole quote before GST, in paise, and spread across its lines. */
  discountPaise: number;
  /** The site is in the shop's state: CGST and SGST, else IGST. */
  intraState: boolean;
}

export interface TaxParts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst. */
  total: number;
}

export interface QuoteLineMoney extends TaxParts {
  rateBp: RateBp;
  /** The line's value before GST and before any discount. */
  gross: number;
  /** This line's own discount. */
  lineDiscount: number;
  /** This line's share of the quote's discount. */
  quoteDiscount: number;
}

export interface QuoteMoney extends TaxParts {
  lines: QuoteLineMoney[];
  /** Sum of the lines' values before GST and before any discount. */
  gross: number;
  /** Every discount: the lines' own and the quote's. */
  discount: number;
  /** The tax summary by rate, lowest rate first: what the quote, the PDF and the invoice print. */
  byRate: (TaxParts & { rateBp: RateBp })[];
}

/** A quote whose figures cannot be computed; `field` names what is wrong, as the API answers it. */
export class QuoteMoneyError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'QuoteMoneyError';
    this.field = field;
  }
}

/** The largest quantity a line may have: 1,00,000 units, in thousandths. */
export const MAX_QUANTITY_MILLI = 100_000_000;
/** The largest unit price: one crore rupees, in paise. */
export const MAX_UNIT_PAISE = 1_000_000_000;

const isWhole = (value: number, max: number) => Number.isSafeInteger(value) && value >= 0 && value <= max;

/** n / d rounded to the nearest whole number, halves up, for non-negative integers (exact in BigInt). */
function roundDiv(n: bigint, d: bigint): number {
  return Number((2n * n + d) / (2n * d));
}

/** The parts of an amount that includes GST, as gstSplit takes them out of it. */
const partsOf = (split: TaxSplit): TaxParts => ({
  taxable: split.taxable,
  cgst: split.cgst,
  sgst: split.sgst,
  igst: split.igst,
  total: split.amount,
});

/** GST on a value before tax: each tax its own share, rounded to the paisa (decision 159). */
export function taxOn(taxable: number, rateBp: RateBp, intraState: boolean): TaxParts {
  if (intraState) {
    const half = roundDiv(BigInt(taxable) * BigInt(rateBp), 20_000n);
    return { taxable, cgst: half, sgst: half, igst: 0, total: taxable + 2 * half };
  }
  const igst = roundDiv(BigInt(taxable) * BigInt(rateBp), 10_000n);
  return { taxable, cgst: 0, sgst: 0, igst, total: taxable + igst };
}

/**
 * Shares `amount` out in proportion to `weights`, each share a whole number, adding up to `amount`
 * exactly: each takes the whole part of its exact share, and the paise left over go one each to the
 * largest remainders (the earlier line on a tie). A zero weight gets nothing; no share exceeds its
 * weight when `amount` does not exceed their sum.
 */
export function spread(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(total)));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Prices a quote. A catalogue product with no discount costs exactly its price, its GST taken out of it
 * as on an order; any other line, or a discounted one, is its value before GST less its discounts, with
 * GST added. The quote's discount is spread across the lines in proportion to their value after their
 * own discounts, so each line's taxable value and tax stand on their own.
 */
export function priceQuote(input: QuoteMoneyInput): QuoteMoney {
  const bases = input.lines.map((line, index) => {
    const field = (name: string) => `lines.${index}.${name}`;
    if (!isWhole(line.unitPaise, MAX_UNIT_PAISE))
      throw new QuoteMoneyError(field('unitPaise'), 'The price must be whole paise, up to one crore rupees');
    if (!isWhole(line.quantityMilli, MAX_QUANTITY_MILLI) || line.quantityMilli === 0)
      throw new QuoteMoneyError(field('quantity'), 'The quantity must be above zero, in thousandths at most');
    if (!Number.isInteger(line.rateBp) || line.rateBp < 0 || line.rateBp > 10_000)
      throw new QuoteMoneyError(field('gstRate'), 'The GST rate is missing or not a rate');
    const value = roundDiv(BigInt(line.unitPaise) * BigInt(line.quantityMilli), 1000n);
    const inclusive = line.includesGst
      ? gstSplit({ amount: value, rateBp: line.rateBp }, input.intraState)
      : null;
    const gross = inclusive ? inclusive.taxable : value;
    if (!isWhole(line.discountPaise, gross))
      throw new QuoteMoneyError(field('discount'), 'A line’s discount cannot exceed its value before GST');
    return { line, gross, inclusive };
  });
  const afterLineDiscounts = bases.map(({ line, gross }) => gross - line.discountPaise);
  const room = afterLineDiscounts.reduce((sum, value) => sum + value, 0);
  if (!isWhole(input.discountPaise, room))
    throw new QuoteMoneyError('discount', 'The quote’s discount cannot exceed its value before GST');
  const shares = spread(input.discountPaise, afterLineDiscounts);

  const lines = bases.map(({ line, gross, inclusive }, index): QuoteLineMoney => {
    const quoteDiscount = shares[index]!;
    const discounted = line.discountPaise + quoteDiscount > 0;
    const parts: TaxParts =
      inclusive && !discounted
        ? partsOf(inclusive)
        : taxOn(afterLineDiscounts[index]! - quoteDiscount, line.rateBp, input.intraState);
    return { ...parts, rateBp: line.rateBp, gross, lineDiscount: line.discountPaise, quoteDiscount };
  });

  const sum = (pick: (line: QuoteLineMoney) => number, of: QuoteLineMoney[] = lines) =>
    of.reduce((total, line) => total + pick(line), 0);
  const rates = [...new Set(lines.map((line) => line.rateBp))].sort((a, b) => a - b);
  const totals = (of: QuoteLineMoney[]): TaxParts => ({
    taxable: sum((line) => line.taxable, of),
    cgst: sum((line) => line.cgst, of),
    sgst: sum((line) => line.sgst, of),
    igst: sum((line) => line.igst, of),
    total: sum((line) => line.total, of),
  });
  return {
    lines,
    gross: sum((line) => line.gross),
    discount: sum((line) => line.lineDiscount + line.quoteDiscount),
    ...totals(lines),
    byRate: rates.map((rateBp) => ({ rateBp, ...totals(lines.filter((line) => line.rateBp === rateBp)) })),
  };
}

/** The default payment schedule: 10 % to book, 40 % when production starts, 50 % at installation. */
export const DEFAULT_STAGE_SHARES_BP = [1000, 4000, 5000] as const;

/**
 * The stages' amounts for shares of the total (basis points, adding up to 100 %): each but the last
 * rounded down to the paisa, and the last the rest, so that the stages add up to the total exactly and
 * none is below zero.
 */
export function stageAmounts(totalPaise: number, sharesBp: readonly number[]): number[] {
  if (sharesBp.length === 0) throw new QuoteMoneyError('stages', 'A schedule needs at least one stage');
  sharesBp.forEach((share, index) => {
    if (!Number.isInteger(share) || share <= 0)
      throw new QuoteMoneyError(`stages.${index}.share`, 'Each stage’s share must be above zero');
  });
  const sumBp = sharesBp.reduce((sum, share) => sum + share, 0);
  if (sumBp !== 10_000)
    throw new QuoteMoneyError('stages', `The stages add up to ${sumBp / 100} %, not 100 %`);
  const amounts = sharesBp
    .slice(0, -1)
    .map((share) => Number((BigInt(totalPaise) * BigInt(share)) / 10_000n));
  return [...amounts, totalPaise - amounts.reduce((sum, amount) => sum + amount, 0)];
}

/** Checks stages set by hand: each above zero, adding up to the total to the paisa. */
export function checkStageAmounts(totalPaise: number, amounts: readonly number[]): void {
  if (amounts.length === 0) throw new QuoteMoneyError('stages', 'A schedule needs at least one stage');
  amounts.forEach((amount, index) => {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new QuoteMoneyError(`stages.${index}.amount`, 'Each stage must be above zero, in whole paise');
  });
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  if (sum !== totalPaise)
    throw new QuoteMoneyError('stages', `The stages add up to ${sum} paise, not the quote's ${totalPaise}`);
}

/** One approved line, as an advance against it is shared out. */
export interface AdvanceLine {
  /** The line's total, GST included, in paise. */
  total: number;
  rateBp: RateBp;
  /** Goods (catalogue furniture); otherwise a service or works contract. */
  goods: boolean;
}

export interface AdvanceShare extends TaxParts {
  rateBp: RateBp;
  goods: boolean;
}

/**
 * An advance shared across the approved lines in proportion to their totals (decision 190). A service's
 * share includes its GST, taken out as for a price; a share for goods carries no tax, which is due with
 * the invoice (Notification 66/2017-Central Tax), so it is all value. The shares add up to the advance.
 */
export function apportionAdvance(
  amountPaise: number,
  lines: AdvanceLine[],
  intraState: boolean,
): AdvanceShare[] {
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  if (!isWhole(amountPaise, total) || amountPaise === 0)
    throw new QuoteMoneyError('amount', 'An advance must be above zero and at most what is quoted');
  return spread(
    amountPaise,
    lines.map((line) => line.total),
  ).map((share, index) => {
    const { rateBp, goods } = lines[index]!;
    if (goods) return { taxable: share, cgst: 0, sgst: 0, igst: 0, total: share, rateBp, goods };
    return { ...partsOf(gstSplit({ amount: share, rateBp }, intraState)), rateBp, goods };
  });
}
