// A quote version's content, without the database: the lines a save makes from what the back office
// sent and the catalogue's rows, their figures (contract/quote-money.ts), the digest an approval
// confirms, and what changed since the version before (decision 191). Pure, so tested on its own.
import { createHash, randomUUID } from 'node:crypto';
import {
  QUOTE_LIMITS,
  type QuoteChangesSince,
  type QuoteDraftSchema,
  type QuoteLineKind,
  type QuoteUnit,
} from '../../../contract/design-quotes.ts';
import { rupeesToPaise, shopperPrice } from '../../../contract/money.ts';
import { priceQuote, QuoteMoneyError, type QuoteMoney } from '../../../contract/quote-money.ts';
import type { z } from '../../../contract/zod.ts';
import { fieldError } from '../../lib/db-errors.ts';

export type DraftInput = z.output<typeof QuoteDraftSchema>;

/** A line as the database keeps it, figures included. */
export interface LineRecord {
  line_key: string;
  position: number;
  room: string;
  kind: QuoteLineKind;
  product_id: string | null;
  variant_id: string | null;
  sku: string | null;
  description: string;
  unit: QuoteUnit;
  quantity_milli: number;
  unit_paise: number;
  includes_gst: boolean;
  gst_rate_bp: number;
  hsn_sac: string;
  material: string;
  finish: string;
  discount_paise: number;
  gross_paise: number;
  quote_discount_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
}

/** A catalogue product (and variant) as a quote line takes it: prices in whole rupees, GST included. */
export interface CatalogueItem {
  product_id: string;
  variant_id: string | null;
  name: string;
  sku: string | null;
  price: number;
  discount_price: number | null;
  hsn_code: string;
  gst_rate_bp: number;
  status: string;
}

export const catalogueKey = (productId: string, variantId: string | null | undefined) =>
  `${productId}/${variantId ?? ''}`;

type Unpriced = Omit<
  LineRecord,
  | 'gross_paise'
  | 'quote_discount_paise'
  | 'taxable_paise'
  | 'cgst_paise'
  | 'sgst_paise'
  | 'igst_paise'
  | 'total_paise'
>;

/**
 * A catalogue product's line: its name, code and rate from the catalogue, and its price as it was when
 * the line was added. A line that keeps its key and product keeps its price; a new one takes today's.
 */
function productLine(
  entry: DraftInput['lines'][number],
  index: number,
  catalogue: ReadonlyMap<string, CatalogueItem>,
  kept: LineRecord | undefined,
): Omit<Unpriced, 'line_key' | 'position' | 'room' | 'quantity_milli' | 'discount_paise'> {
  const item = catalogue.get(catalogueKey(entry.product_id!, entry.variant_id));
  const sameItem =
    kept && kept.product_id === entry.product_id && kept.variant_id === (entry.variant_id ?? null);
  if (!item && !sameItem)
    throw fieldError(
      `lines.${index}.product_id`,
      `lines.${index}.product_id is not a product of the catalogue`,
    );
  if (sameItem)
    return {
      kind: 'product',
      product_id: kept.product_id,
      variant_id: kept.variant_id,
      sku: kept.sku,
      description: entry.description || kept.description,
      unit: kept.unit,
      unit_paise: kept.unit_paise,
      includes_gst: true,
      gst_rate_bp: kept.gst_rate_bp,
      hsn_sac: kept.hsn_sac,
      material: entry.material ?? kept.material,
      finish: entry.finish ?? kept.finish,
    };
  if (item!.status !== 'published')
    throw fieldError(`lines.${index}.product_id`, `lines.${index}.product_id is not for sale`);
  return {
    kind: 'product',
    product_id: item!.product_id,
    variant_id: item!.variant_id,
    sku: item!.sku,
    description: entry.description || item!.name,
    unit: 'nos',
    unit_paise: rupeesToPaise(shopperPrice(item!.price, item!.discount_price)),
    includes_gst: true,
    gst_rate_bp: item!.gst_rate_bp,
    hsn_sac: item!.hsn_code,
    material: entry.material ?? '',
    finish: entry.finish ?? '',
  };
}

/** The lines a save makes, in the order sent, each with its key (kept, or new) and no figures yet. */
export function buildLines(
  draft: DraftInput,
  catalogue: ReadonlyMap<string, CatalogueItem>,
  previous: ReadonlyMap<string, LineRecord>,
): Unpriced[] {
  const seen = new Set<string>();
  return draft.lines.map((entry, index) => {
    const key = entry.key ?? randomUUID();
    if (seen.has(key)) throw fieldError(`lines.${index}.key`, `lines.${index}.key appears twice`);
    seen.add(key);
    const common = {
      line_key: key,
      position: index + 1,
      room: entry.room,
      quantity_milli: Math.round(entry.quantity * 1000),
      discount_paise: entry.discount_paise,
    };
    if (entry.kind === 'product')
      return { ...common, ...productLine(entry, index, catalogue, previous.get(key)) };
    return {
      ...common,
      kind: entry.kind,
      product_id: null,
      variant_id: null,
      sku: null,
      description: entry.description!,
      unit: entry.unit!,
      unit_paise: entry.unit_paise!,
      includes_gst: false,
      gst_rate_bp: entry.gst_rate_bp!,
      hsn_sac: entry.hsn_sac!,
      material: entry.material ?? '',
      finish: entry.finish ?? '',
    };
  });
}

/** priceQuote's field names as the API names them. */
const API_FIELDS: Record<string, string> = {
  unitPaise: 'unit_paise',
  quantity: 'quantity',
  gstRate: 'gst_rate_bp',
  discount: 'discount_paise',
};

const apiField = (field: string) => {
  const parts = field.split('.');
  const last = parts.at(-1)!;
  return [...parts.slice(0, -1), API_FIELDS[last] ?? last].join('.');
};

export interface PricedContent {
  lines: LineRecord[];
  money: QuoteMoney;
}

/** The lines' figures, or a 400 naming the field that makes them impossible. */
export function priceLines(lines: Unpriced[], discountPaise: number, intraState: boolean): PricedContent {
  let money: QuoteMoney;
  try {
    money = priceQuote({
      lines: lines.map((line) => ({
        unitPaise: line.unit_paise,
        quantityMilli: line.quantity_milli,
        rateBp: line.gst_rate_bp,
        includesGst: line.includes_gst,
        discountPaise: line.discount_paise,
      })),
      discountPaise,
      intraState,
    });
  } catch (error) {
    if (error instanceof QuoteMoneyError) throw fieldError(apiField(error.field), error.message);
    throw error;
  }
  if (money.total > QUOTE_LIMITS.totalPaise)
    throw fieldError(
      'lines',
      'A quote’s total may be at most ₹2,00,00,000; split the work into two projects',
    );
  const priced = lines.map((line, index) => {
    const figures = money.lines[index]!;
    return {
      ...line,
      gross_paise: figures.gross,
      quote_discount_paise: figures.quoteDiscount,
      taxable_paise: figures.taxable,
      cgst_paise: figures.cgst,
      sgst_paise: figures.sgst,
      igst_paise: figures.igst,
      total_paise: figures.total,
    };
  });
  return { lines: priced, money };
}

/** What a version says, as its digest covers it: everything the customer reads, in a fixed order. */
export interface DigestContent {
  project_id: string;
  version: number;
  rooms: readonly string[];
  lines: readonly LineRecord[];
  discount_paise: number;
  valid_until: string;
  terms: string;
  place_of_supply: string | null;
  total_paise: number;
}

/** SHA-256 of the content in canonical JSON (keys in a fixed order), hex. */
export function contentDigest(content: DigestContent): string {
  const canonical = JSON.stringify([
    content.project_id,
    content.version,
    content.rooms,
    content.lines.map((line) => [
      line.line_key,
      line.room,
      line.kind,
      line.product_id,
      line.variant_id,
      line.description,
      line.unit,
      line.quantity_milli,
      line.unit_paise,
      line.includes_gst,
      line.gst_rate_bp,
      line.hsn_sac,
      line.material,
      line.finish,
      line.discount_paise,
      line.total_paise,
    ]),
    content.discount_paise,
    content.valid_until,
    content.terms,
    content.place_of_supply,
    content.total_paise,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

const COMPARED = [
  'room',
  'description',
  'unit',
  'quantity_milli',
  'unit_paise',
  'gst_rate_bp',
  'hsn_sac',
  'material',
  'finish',
  'discount_paise',
  'total_paise',
] as const satisfies readonly (keyof LineRecord)[];

const FIELD_NAMES: Partial<Record<(typeof COMPARED)[number], string>> = { quantity_milli: 'quantity' };

/** What changed between two versions' lines, matched by key, with both totals. */
export function changesSince(
  previousVersion: number,
  before: { lines: readonly LineRecord[]; total_paise: number },
  after: { lines: readonly LineRecord[]; total_paise: number },
): QuoteChangesSince {
  const old = new Map(before.lines.map((line) => [line.line_key, line]));
  const now = new Set(after.lines.map((line) => line.line_key));
  const brief = (line: LineRecord) => ({
    key: line.line_key,
    room: line.room,
    description: line.description,
    total_paise: line.total_paise,
  });
  const changed = after.lines.flatMap((line) => {
    const was = old.get(line.line_key);
    if (!was) return [];
    const fields = COMPARED.filter((field) => was[field] !== line[field]).map(
      (field) => FIELD_NAMES[field] ?? field,
    );
    return fields.length === 0
      ? []
      : [
          {
            key: line.line_key,
            room: line.room,
            description: line.description,
            fields,
            total_before_paise: was.total_paise,
            total_after_paise: line.total_paise,
          },
        ];
  });
  return {
    previous_version: previousVersion,
    added: after.lines.filter((line) => !old.has(line.line_key)).map(brief),
    removed: before.lines.filter((line) => !now.has(line.line_key)).map(brief),
    changed,
    total_before_paise: before.total_paise,
    total_after_paise: after.total_paise,
  };
}
