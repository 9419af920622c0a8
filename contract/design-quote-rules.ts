// A design quote's plain rules (decision 191): its kinds of line, units, statuses and their labels, the
// work the editor offers, and its limits. No schema library here, so the site's and the back office's
// pages read them cheaply; ./design-quotes.ts builds the schemas on them.
import { GST_RATES_PERCENT } from './money.ts';
import { MAX_QUANTITY_MILLI, MAX_UNIT_PAISE } from './quote-money.ts';

export { MAX_QUANTITY_MILLI, MAX_UNIT_PAISE };

/** What a line is: a catalogue product, made-to-measure work, or a service such as the design fee. */
export const QUOTE_LINE_KINDS = ['product', 'work', 'service'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
export const QUOTE_LINE_KIND_LABELS: Record<QuoteLineKind, string> = {
  product: 'Catalogue product',
  work: 'Made-to-measure work',
  service: 'Service',
};

/** The units a line is measured in. */
export const QUOTE_UNITS = ['nos', 'set', 'rft', 'sqft', 'rmt', 'sqm', 'lumpsum'] as const;
export type QuoteUnit = (typeof QUOTE_UNITS)[number];
export const QUOTE_UNIT_LABELS: Record<QuoteUnit, string> = {
  nos: 'Piece',
  set: 'Set',
  rft: 'Running foot',
  sqft: 'Square foot',
  rmt: 'Running metre',
  sqm: 'Square metre',
  lumpsum: 'Lump sum',
};

/**
 * A version's life: a draft the shop edits; sent to the customer; the customer asked for changes;
 * approved by the customer (locked); superseded by a later version that was sent.
 */
export const DESIGN_QUOTE_STATUSES = [
  'draft',
  'sent',
  'changes_requested',
  'approved',
  'superseded',
] as const;
export type DesignQuoteStatus = (typeof DESIGN_QUOTE_STATUSES)[number];
export const DESIGN_QUOTE_STATUS_LABELS: Record<DesignQuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Awaiting your approval',
  changes_requested: 'Changes asked for',
  approved: 'Approved',
  superseded: 'Replaced by a later version',
};

/**
 * The made-to-measure work and services the quote editor offers, with their unit, code and rate
 * (decision 190). Staff may change any of them on a line.
 */
export const QUOTE_WORK_PRESETS = [
  { label: 'Modular kitchen', kind: 'work', unit: 'rft', hsn_sac: '995476', gst_rate_bp: 1800 },
  { label: 'Wardrobe', kind: 'work', unit: 'sqft', hsn_sac: '995476', gst_rate_bp: 1800 },
  { label: 'False ceiling', kind: 'work', unit: 'sqft', hsn_sac: '995478', gst_rate_bp: 1800 },
  { label: 'Wall panelling', kind: 'work', unit: 'sqft', hsn_sac: '995478', gst_rate_bp: 1800 },
  { label: 'Painting', kind: 'work', unit: 'sqft', hsn_sac: '995473', gst_rate_bp: 1800 },
  { label: 'Electrical work', kind: 'work', unit: 'lumpsum', hsn_sac: '995461', gst_rate_bp: 1800 },
  { label: 'Installation', kind: 'service', unit: 'lumpsum', hsn_sac: '9987', gst_rate_bp: 1800 },
  { label: 'Design fee', kind: 'service', unit: 'lumpsum', hsn_sac: '998391', gst_rate_bp: 1800 },
] as const satisfies readonly {
  label: string;
  kind: QuoteLineKind;
  unit: QuoteUnit;
  hsn_sac: string;
  gst_rate_bp: number;
}[];

/** The rooms a first quote starts with when its project's consultation named none. */
export const DEFAULT_QUOTE_ROOMS = ['Living Room', 'Kitchen', 'Master Bedroom'] as const;

export const QUOTE_LIMITS = {
  rooms: 30,
  room: 60,
  lines: 500,
  description: 200,
  material: 80,
  finish: 80,
  terms: 4000,
  comment: 2000,
  /** A quote's total, in paise: two crore rupees (what a tax document's figures hold). */
  totalPaise: 2_000_000_000,
  /** How far ahead a quote may be valid, in days. */
  validDays: 365,
} as const;

/** The GST rates a line may carry, in basis points (decision 122). */
export const QUOTE_GST_RATES_BP = GST_RATES_PERCENT.map((rate) => rate * 100);
