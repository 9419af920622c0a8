// Returns and replacements, their plain rules (decision 197): the window a piece may be returned in, the
// reasons a shopper picks from, the states a return goes through and what a return is worth. No schema
// library here, so the order and product pages read them cheaply; ./returns.ts builds the schemas on them.
// Pure arithmetic on whole paise; the server alone decides what is refunded.
/** The shop's window, in days from delivery, for a category that sets none. */
export const SHOP_RETURN_DAYS = 7;
/** The longest window staff may set. */
export const MAX_RETURN_DAYS = 90;

export const RETURN_REASONS = [
  { id: 'damaged', label: 'Arrived damaged' },
  { id: 'defective', label: 'Faulty or not working' },
  { id: 'wrong_item', label: 'Wrong item, size or colour' },
  { id: 'not_as_described', label: 'Not as described' },
  { id: 'changed_mind', label: 'Changed my mind' },
  { id: 'other', label: 'Something else' },
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number]['id'];
export const RETURN_REASON_IDS = RETURN_REASONS.map((reason) => reason.id) as [
  ReturnReason,
  ...ReturnReason[],
];
export const reasonLabel = (id: string): string =>
  RETURN_REASONS.find((reason) => reason.id === id)?.label ?? id;

export const RETURN_KINDS = ['return', 'replacement'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATES = [
  'requested',
  'approved',
  'rejected',
  'collected',
  'inspected',
  'refunded',
  'replacement_sent',
  'closed',
] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_STATE_LABELS: Readonly<Record<ReturnState, string>> = {
  requested: 'Requested',
  approved: 'Approved, pickup to come',
  rejected: 'Not accepted',
  collected: 'Collected',
  inspected: 'Inspected',
  refunded: 'Refunded',
  replacement_sent: 'Replacement on its way',
  closed: 'Completed',
};

/**
 * Where each state may go next, by staff's hand. A return ends refunded; a replacement ends closed once
 * the new piece is delivered, and may be sent before the damaged one is collected (damage found at
 * delivery is taken back when the replacement comes).
 */
const TRANSITIONS: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['collected', 'replacement_sent'],
  rejected: [],
  collected: ['inspected'],
  inspected: ['refunded', 'replacement_sent'],
  refunded: [],
  replacement_sent: ['closed'],
  closed: [],
};

export const nextReturnStates = (kind: ReturnKind, state: ReturnState): ReturnState[] =>
  TRANSITIONS[state].filter((next) =>
    kind === 'return' ? next !== 'replacement_sent' : next !== 'refunded',
  );

/** A return still holds its units: every state but a rejection. */
export const holdsUnits = (state: ReturnState): boolean => state !== 'rejected';

/** The window of a product: its own, else its category's, else its parent category's, else the shop's. */
export const returnDaysOf = (...windows: readonly (number | null | undefined)[]): number =>
  windows.find((days): days is number => typeof days === 'number') ?? SHOP_RETURN_DAYS;

/** What the product and order pages say of a window. */
export const returnPolicyText = (days: number): string =>
  days === 0 ? 'Not returnable' : `${days}-day returns from delivery`;

/**
 * The last day a piece delivered on `deliveredOn` may be asked back (India dates, YYYY-MM-DD). Counted
 * here rather than with the leads' date helpers, which the pages' shared script carries: the product page
 * reads this file, and would pull them into every page's script.
 */
export function returnableUntil(deliveredOn: string, days: number): string {
  const day = new Date(`${deliveredOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export interface LineWindow {
  /** The line's window in days; 0 is not returnable. */
  days: number;
  /** The India date the order was delivered on; null before delivery. */
  deliveredOn: string | null;
  /** Units sold on the line, and units already asked back by returns that still hold them. */
  quantity: number;
  asked: number;
  /** Whether the line is goods (installation is a service and is not returned). */
  goods: boolean;
}

export interface LineEligibility {
  returnable: boolean;
  /** The last day, when the order was delivered and the line has a window. */
  until: string | null;
  /** Units that may still be asked back. */
  remaining: number;
  /** Why not, in the words the shopper reads (and the 422 says). */
  why: string | null;
}

export const RETURN_COPY = {
  notDelivered: 'Only a delivered order can be returned.',
  notGoods: 'Installation is a service and cannot be returned.',
  notReturnable: 'This piece is made for you and is not returnable.',
  closed: (until: string) => `The return window for this piece closed on ${until}.`,
  allAsked: 'Every unit of this piece has already been asked back.',
  tooMany: (remaining: number) =>
    `Only ${remaining} ${remaining === 1 ? 'unit' : 'units'} of this piece can still be asked back.`,
} as const;

/** Whether a line may be asked back today, and why not. */
export function lineEligibility(line: LineWindow, today: string): LineEligibility {
  const remaining = Math.max(0, line.quantity - line.asked);
  const until = line.deliveredOn && line.days > 0 ? returnableUntil(line.deliveredOn, line.days) : null;
  const no = (why: string): LineEligibility => ({ returnable: false, until, remaining, why });
  if (!line.goods) return no(RETURN_COPY.notGoods);
  if (!line.deliveredOn) return no(RETURN_COPY.notDelivered);
  if (line.days === 0) return no(RETURN_COPY.notReturnable);
  if (today > until!) return no(RETURN_COPY.closed(until!));
  if (remaining === 0) return no(RETURN_COPY.allAsked);
  return { returnable: true, until, remaining, why: null };
}

/** Rounds n / d to the nearest whole number, halves up, in integers (n, d ≥ 0, d > 0). */
const roundDiv = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/**
 * What `units` more units of a line are worth, when `before` units of it were credited already: the
 * line's amount is shared out unit by unit with the rounding carried, so crediting every unit, in any
 * number of returns, gives back exactly the line's amount and never a paisa more.
 */
export function unitsValue(
  line: { amount: number; quantity: number },
  before: number,
  units: number,
): number {
  if (before < 0 || units < 0 || before + units > line.quantity)
    throw new Error('more units than the line sold');
  return (
    roundDiv(line.amount * (before + units), line.quantity) - roundDiv(line.amount * before, line.quantity)
  );
}

/**
 * Shares a deduction out over lines in proportion to their values, largest remainder first, so that the
 * shares add up to the deduction exactly and none exceeds its line's value.
 */
export function spreadDeduction(values: readonly number[], deduction: number): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (!Number.isInteger(deduction) || deduction < 0 || deduction > total) {
    throw new Error('the deduction must be whole paise between nothing and the value returned');
  }
  if (total === 0) return values.map(() => 0);
  const shares = values.map((value) => Math.floor((value * deduction) / total));
  let left = deduction - shares.reduce((sum, share) => sum + share, 0);
  const order = values
    .map((value, index) => ({ index, rest: (value * deduction) % total }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    if (shares[index]! < values[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}
