// The product editor's rules, free of React: the form's state (text as typed), the save's payload, the
// bulk price preview (rounded as the API rounds) and the words of a 409's "your value / current value".
// Units in stock are sent only when staff changed them, so units sold while the editor was open are
// not put back by a save of other fields.
import type { AdminProduct, ProductInput } from '@contract/admin/catalogue.ts';
import type { ConflictDetails } from '@contract/admin/common.ts';
import type { GstRatePercent, StockStatusValue } from '@contract/admin/rules.ts';
import { GST_RATES_PERCENT, STOCK_STATUS_LABELS } from '@contract/admin/rules.ts';
import { formatRupees } from '@contract/money.ts';

export interface VariantForm {
  /** React's key for the row (the variant's id, or a new one's made-up key). */
  key: string;
  id?: string;
  name: string;
  sku: string;
  price: string;
  discount_price: string;
  stock_status: StockStatusValue;
}

export const TEXT_FIELDS = [
  'name',
  'slug',
  'sku',
  'description',
  'brand',
  'room_type',
  'material',
  'color',
  'style',
  'dimensions',
  'weight',
  'care_instructions',
  'warranty',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const MONEY_FIELDS = ['price', 'compare_price', 'discount_price'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/** What a new product gets unless staff choose otherwise (decision 122). */
export const DEFAULT_HSN_CODE = '9403';
export const DEFAULT_GST_RATE = 18;

/** The GST rate select's choices: "18 %". */
export const GST_RATE_OPTIONS = GST_RATES_PERCENT.map((rate) => ({
  value: String(rate),
  label: `${rate} %`,
}));

export type ProductForm = Record<TextField | MoneyField, string> & {
  category_id: string;
  stock_status: StockStatusValue;
  hsn_code: string;
  /** The GST rate in per cent, as the select holds it ("18"). */
  gst_rate: string;
  /** Units on hand as typed; blank is not counted (made to order). */
  stock_quantity: string;
  /** The units stored when the form was filled (null: not counted; undefined: a new product). */
  stored_stock_quantity: number | null | undefined;
  /** Units at or below which it is low on stock, as typed; blank: never reported (decision 199). */
  low_stock_threshold: string;
  assembly_required: boolean;
  /** The shipping box's sides in centimetres as typed (decision 204); all three blank: not measured. */
  packed_length_cm: string;
  packed_width_cm: string;
  packed_height_cm: string;
  ships_assembled: boolean;
  is_featured: boolean;
  features: { key: string; value: string }[];
  specifications: { key: string; name: string; value: string }[];
  variants: VariantForm[];
};

let counter = 0;
export const newKey = (prefix: string): string => `${prefix}-new-${++counter}`;

const asStock = (value: string): StockStatusValue =>
  value in STOCK_STATUS_LABELS ? (value as StockStatusValue) : 'on_order';

export function emptyForm(): ProductForm {
  return {
    name: '',
    slug: '',
    sku: '',
    description: '',
    brand: '',
    room_type: '',
    material: '',
    color: '',
    style: '',
    dimensions: '',
    weight: '',
    care_instructions: '',
    warranty: '',
    price: '',
    compare_price: '',
    discount_price: '',
    category_id: '',
    stock_status: 'in_stock',
    hsn_code: DEFAULT_HSN_CODE,
    gst_rate: String(DEFAULT_GST_RATE),
    stock_quantity: '',
    stored_stock_quantity: undefined,
    low_stock_threshold: '',
    assembly_required: false,
    packed_length_cm: '',
    packed_width_cm: '',
    packed_height_cm: '',
    ships_assembled: false,
    is_featured: false,
    features: [],
    specifications: [],
    variants: [],
  };
}

const text = (value: string | null | undefined) => value ?? '';
const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The form's units once a product is stored or saved: what is stored now, shown and remembered, so that
 * a later save sends the units only when they are changed again.
 */
export const withStoredStock = (
  quantity: number | null,
): Pick<ProductForm, 'stock_quantity' | 'stored_stock_quantity'> => ({
  stock_quantity: money(quantity),
  stored_stock_quantity: quantity,
});

export function formFromProduct(product: AdminProduct): ProductForm {
  return {
    name: product.name,
    slug: product.slug,
    sku: text(product.sku),
    description: text(product.description),
    brand: text(product.brand),
    room_type: text(product.room_type),
    material: text(product.material),
    color: text(product.color),
    style: text(product.style),
    dimensions: text(product.dimensions),
    weight: text(product.weight),
    care_instructions: text(product.care_instructions),
    warranty: text(product.warranty),
    price: money(product.price),
    compare_price: money(product.compare_price),
    discount_price: money(product.discount_price),
    category_id: product.category?.id ?? '',
    stock_status: asStock(product.stock_status),
    ...withStoredStock(product.stock_quantity),
    low_stock_threshold: money(product.low_stock_threshold),
    hsn_code: product.hsn_code,
    gst_rate: String(product.gst_rate),
    assembly_required: product.assembly_required,
    packed_length_cm: money(product.packed_length_cm),
    packed_width_cm: money(product.packed_width_cm),
    packed_height_cm: money(product.packed_height_cm),
    ships_assembled: product.ships_assembled,
    is_featured: product.is_featured,
    features: product.features.map((value, index) => ({ key: `feature-${index}`, value })),
    specifications: product.specifications.map((spec, index) => ({ key: `spec-${index}`, ...spec })),
    variants: product.variants.map((variant) => ({
      key: variant.id,
      id: variant.id,
      name: variant.name,
      sku: text(variant.sku),
      price: money(variant.price),
      discount_price: money(variant.discount_price),
      stock_status: asStock(variant.stock_status),
    })),
  };
}

/** Rupees as typed: blank is absent (null), anything else a number the schema then checks. */
const rupeesOf = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
/** Units as typed, read the same way: blank is not counted (null). */
const unitsOf = rupeesOf;
const optionalText = (value: string): string | null => (value.trim() === '' ? null : value);

/**
 * The body of a save (before the schema checks it); a blank slug is made from the name by the API. The
 * units in stock go only when they differ from those stored when the form was filled: left out, the
 * API keeps the count as it is now, units sold meanwhile included.
 */
export function payloadOf(form: ProductForm): Record<string, unknown> & Partial<ProductInput> {
  const units = unitsOf(form.stock_quantity);
  const unitsChanged = form.stored_stock_quantity === undefined || units !== form.stored_stock_quantity;
  return {
    name: form.name,
    ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
    sku: optionalText(form.sku),
    description: optionalText(form.description),
    price: rupeesOf(form.price) ?? NaN,
    compare_price: rupeesOf(form.compare_price),
    discount_price: rupeesOf(form.discount_price),
    category_id: form.category_id || null,
    brand: optionalText(form.brand),
    stock_status: form.stock_status,
    room_type: optionalText(form.room_type),
    material: optionalText(form.material),
    color: optionalText(form.color),
    style: optionalText(form.style),
    dimensions: optionalText(form.dimensions),
    weight: optionalText(form.weight),
    care_instructions: optionalText(form.care_instructions),
    warranty: optionalText(form.warranty),
    assembly_required: form.assembly_required,
    packed_length_cm: unitsOf(form.packed_length_cm),
    packed_width_cm: unitsOf(form.packed_width_cm),
    packed_height_cm: unitsOf(form.packed_height_cm),
    ships_assembled: form.ships_assembled,
    is_featured: form.is_featured,
    hsn_code: form.hsn_code.trim(),
    gst_rate: Number(form.gst_rate) as GstRatePercent,
    ...(unitsChanged ? { stock_quantity: units } : {}),
    low_stock_threshold: unitsOf(form.low_stock_threshold),
    features: form.features.map((feature) => feature.value),
    specifications: form.specifications.map(({ name, value }) => ({ name, value })),
    variants: form.variants.map((variant) => ({
      ...(variant.id ? { id: variant.id } : {}),
      name: variant.name,
      sku: optionalText(variant.sku),
      price: rupeesOf(variant.price) ?? NaN,
      discount_price: rupeesOf(variant.discount_price),
      stock_status: variant.stock_status,
    })),
  };
}

// ─── Bulk price change ─────────────────────────────────────────────────────────────────────────

export type BulkMode = 'percent' | 'amount';

/** A price after a bulk change, rounded to whole rupees exactly as the API rounds it. */
export function bulkPriceAfter(price: number, mode: BulkMode, value: number): number {
  return mode === 'percent' ? Math.round((price * (100 + value)) / 100) : Math.round(price + value);
}

export interface BulkPreviewRow {
  id: string;
  name: string;
  before: number;
  after: number;
  discountBefore: number | null;
  discountAfter: number | null;
  /** A price would fall below ₹1: the API refuses the whole change. */
  refused: boolean;
}

export function bulkPreview(
  rows: readonly { id: string; name: string; price: number; discount_price: number | null }[],
  mode: BulkMode,
  value: number,
): BulkPreviewRow[] {
  return rows.map((row) => {
    const after = bulkPriceAfter(row.price, mode, value);
    const discountAfter =
      row.discount_price === null ? null : bulkPriceAfter(row.discount_price, mode, value);
    return {
      id: row.id,
      name: row.name,
      before: row.price,
      after,
      discountBefore: row.discount_price,
      discountAfter,
      refused: after < 1 || (discountAfter !== null && discountAfter < 1),
    };
  });
}

// ─── A save refused with 409 ───────────────────────────────────────────────────────────────────

export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  slug: 'Address (slug)',
  sku: 'SKU',
  description: 'Description',
  price: 'Price',
  compare_price: 'Compare-at price',
  discount_price: 'Discount price',
  category_id: 'Category',
  brand: 'Brand',
  stock_status: 'Stock',
  room_type: 'Room',
  material: 'Material',
  color: 'Colour',
  style: 'Style',
  dimensions: 'Dimensions',
  weight: 'Weight',
  care_instructions: 'Care instructions',
  warranty: 'Warranty',
  assembly_required: 'Assembly required',
  packed_length_cm: 'Packed length (cm)',
  packed_width_cm: 'Packed width (cm)',
  packed_height_cm: 'Packed height (cm)',
  ships_assembled: 'Ships assembled',
  is_featured: 'Featured',
  hsn_code: 'HSN code',
  gst_rate: 'GST rate',
  stock_quantity: 'Units in stock',
  low_stock_threshold: 'Low-stock threshold',
  features: 'Features',
  specifications: 'Specifications',
  variants: 'Options (variants)',
  status: 'Status',
};

const MONEY = new Set(['price', 'compare_price', 'discount_price']);

/** A stored or typed value in words: ₹ for money, Yes/No, lists joined, "(empty)" for nothing. */
export function describeValue(field: string, value: unknown): string {
  if (field === 'stock_quantity' && value === null) return 'Not counted';
  if (value === null || value === undefined || value === '') return '(empty)';
  if (field === 'gst_rate' && typeof value === 'number') return `${value} %`;
  if (MONEY.has(field) && typeof value === 'number') return formatRupees(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'stock_status' && typeof value === 'string')
    return STOCK_STATUS_LABELS[value as StockStatusValue] ?? value;
  if (field === 'variants' && Array.isArray(value))
    return (
      value
        .map((variant: { name?: string; price?: number; discount_price?: number | null }) =>
          [
            variant.name,
            typeof variant.price === 'number' ? formatRupees(variant.price) : null,
            typeof variant.discount_price === 'number' ? `(${formatRupees(variant.discount_price)})` : null,
          ]
            .filter(Boolean)
            .join(' '),
        )
        .join('; ') || '(none)'
    );
  if (field === 'specifications' && Array.isArray(value))
    return (
      value.map((spec: { name: string; value: string }) => `${spec.name}: ${spec.value}`).join('; ') ||
      '(none)'
    );
  if (Array.isArray(value)) return value.map(String).join('; ') || '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface ConflictRow {
  field: string;
  label: string;
  yours: string;
  current: string;
}

/** The rows of the "what changed" table of a 409, and who saved it when. */
export function conflictSummary(
  details: ConflictDetails,
  categoryName: (id: string) => string | undefined = () => undefined,
): { rows: ConflictRow[]; by: string; at: string } {
  const words = (field: string, value: unknown) =>
    field === 'category_id' && typeof value === 'string'
      ? (categoryName(value) ?? value)
      : describeValue(field, value);
  return {
    rows: details.changes.map((change) => ({
      field: change.field,
      label: FIELD_LABELS[change.field] ?? change.field,
      yours: words(change.field, change.yours),
      current: words(change.field, change.current),
    })),
    by: details.updated_by ? details.updated_by.name || details.updated_by.email : 'someone',
    at: new Date(details.updated_at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
