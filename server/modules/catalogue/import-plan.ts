// Reading a catalogue CSV into a plan (decision 075): every row is checked with the same field rules as
// the product editor, matched by SKU against the catalogue (never by an internal id), and resolved to
// what it will write: a new or existing product or variant, its category, its slug. A dry run returns
// the plan; an import job stages the resolved rows and applies them in one transaction.
//
// Rules of the file: the header names columns of CATALOGUE_CSV_COLUMNS, in any order; an unknown column
// is an error, and a missing one leaves that field as it is (a new product gets its default). A row with
// parent_sku is a variant of the product with that SKU (in the file or in the catalogue). An empty cell
// clears an optional field; name and price cannot be empty; an empty status, stock_status, is_featured,
// assembly_required or slug keeps the stored value (a new product: draft, in stock, no, no, made from
// the name). So does an empty hsn_code, gst_rate (in per cent) or stock_quantity (a new product: 9403,
// 18 % and not counted); a number in stock_quantity is the product's units on hand from then on.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GstRateSchema,
  HsnCodeSchema,
  ProductCreateSchema,
  StockQuantitySchema,
  VariantInputSchema,
  type ImportIssue,
  type ImportPlan,
} from '../../../contract/admin/catalogue.ts';
import {
  CATALOGUE_CSV_COLUMNS,
  IMPORT_ROW_LIMIT,
  type CatalogueCsvColumn,
} from '../../../contract/admin/rules.ts';
import { parseRupees, parseWholeNumber } from '../../../contract/money.ts';
import { rowsOf, type Executor } from '../../db/client.ts';
import type { importRows } from '../../db/schema.ts';
import { uuids } from '../../db/sql.ts';
import { parseBoolean, parseCsv } from '../../lib/csv.ts';
import { parseList, SPECIFICATION_SEPARATOR } from './catalogue-csv.ts';
import { gstBasisPoints } from './admin-product-rows.ts';
import { checkPackingColumns, type RowPacking } from './import-packing.ts';
import { slugify } from './slugs.ts';

/** Most errors a plan lists; the rest are counted as `errorsTruncated`. */
export const MAX_LISTED_ERRORS = 200;

/**
 * A resolved row, as the job stages it (import_rows without the job's id). The GST columns and the units
 * in stock have no place in import_rows: they go with the analysis, which every attempt makes afresh.
 * Each is left out where the row keeps the stored value.
 */
export type StagedRow = Omit<typeof importRows.$inferInsert, 'job_id'> & {
  kind: 'product' | 'variant';
  target_id: string;
  is_new: boolean;
  hsn_code?: string;
  gst_rate_bp?: number;
  stock_quantity?: number;
} & RowPacking;

export interface Analysis {
  plan: ImportPlan;
  /** Empty when the plan has errors. */
  rows: StagedRow[];
  /** The columns the file has: the only fields an update writes. */
  columns: CatalogueCsvColumn[];
}

const TEXT_COLUMNS = [
  'brand',
  'material',
  'color',
  'style',
  'room_type',
  'dimensions',
  'weight',
  'warranty',
  'care_instructions',
  'description',
] as const;

const product = ProductCreateSchema.shape;
const variant = VariantInputSchema.shape;

/** The columns a variant row leaves empty: all but parent_sku and the fields of a variant in the editor. */
const PRODUCT_ONLY = CATALOGUE_CSV_COLUMNS.filter(
  (column) => column !== 'parent_sku' && !(column in variant),
);

const shorten = (cell: string) => (cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

/** A cell checked by the editor's own rule: the value, or the rule's message. */
function check<T extends z.ZodType>(schema: T, value: unknown): { value: z.output<T> } | { message: string } {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  return { message: result.error.issues[0]?.message ?? 'is not valid' };
}

/** A GST rate in per cent from a cell: "18", "18%" or "18 %" (a trailing ".0" is fine too). */
function percentOf(cell: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*%?$/.exec(cell.trim());
  return match ? Number(match[1]) : undefined;
}

interface Known {
  /** By SKU in lower case: the product or variant that has it now. */
  skus: Map<
    string,
    { product_id: string; variant_id: string | null; product_name: string; product_slug: string }
  >;
  categories: Map<string, string>;
  /** By slug: the product that has it now. */
  slugs: Map<string, string>;
  /** Old addresses of products, which a new product's made-up slug avoids. */
  redirects: Set<string>;
  /** The highest variant sort_order of each product that gains variants. */
  variantOrder: Map<string, number>;
}

async function readKnown(executor: Executor, skus: string[], slugs: string[]): Promise<Known> {
  const skuRows = await rowsOf<{
    sku_key: string;
    product_id: string;
    variant_id: string | null;
    product_name: string;
    product_slug: string;
  }>(
    executor,
    sql`
      SELECT k.sku_key, k.product_id, k.variant_id, p.name AS product_name, p.slug AS product_slug
      FROM catalogue_skus k JOIN products p ON p.id = k.product_id
      WHERE k.sku_key = ANY(${sql.param(skus)}::text[])`,
  );
  const categoryRows = await rowsOf<{ id: string; slug: string }>(
    executor,
    sql`SELECT id, slug FROM categories`,
  );
  const slugRows = await rowsOf<{ id: string; slug: string }>(
    executor,
    sql`SELECT id, slug FROM products WHERE slug = ANY(${sql.param(slugs)}::text[])`,
  );
  const redirectRows = await rowsOf<{ old_slug: string }>(
    executor,
    sql`SELECT old_slug FROM slug_redirects WHERE kind = 'product'`,
  );
  const parents = [...new Set(skuRows.filter((row) => row.variant_id === null).map((row) => row.product_id))];
  const orderRows =
    parents.length === 0
      ? []
      : await rowsOf<{ product_id: string; sort_order: number }>(
          executor,
          sql`
            SELECT product_id, max(sort_order)::int AS sort_order FROM product_variants
            WHERE product_id = ANY(${uuids(parents)}) GROUP BY product_id`,
        );
  return {
    skus: new Map(skuRows.map((row) => [row.sku_key, row])),
    categories: new Map(categoryRows.map((row) => [row.slug, row.id])),
    slugs: new Map(slugRows.map((row) => [row.slug, row.id])),
    redirects: new Set(redirectRows.map((row) => row.old_slug)),
    variantOrder: new Map(orderRows.map((row) => [row.product_id, row.sort_order])),
  };
}

/** Slugs for new products from their names: unique among products, old addresses and one another. */
async function freeSlugs(executor: Executor, bases: string[], reserved: Set<string>): Promise<string[]> {
  const result = [...bases];
  const suffix = bases.map(() => 1);
  for (let round = 0; round < 50; round++) {
    const taken = new Set(
      (
        await rowsOf<{ slug: string }>(
          executor,
          sql`SELECT slug FROM products WHERE slug = ANY(${sql.param(result)}::text[])`,
        )
      ).map((row) => row.slug),
    );
    const seen = new Set<string>();
    let clashes = 0;
    result.forEach((slug, index) => {
      if (taken.has(slug) || reserved.has(slug) || seen.has(slug)) {
        suffix[index]! += 1;
        result[index] = `${bases[index]}-${suffix[index]}`;
        clashes++;
      } else seen.add(slug);
    });
    if (clashes === 0) return result;
  }
  throw new Error('Could not find free slugs for the imported products');
}

const lower = (sku: string) => sku.toLowerCase();

class Issues {
  readonly list: ImportIssue[] = [];
  count = 0;
  add(row: number, column: string | null, message: string): void {
    this.count++;
    if (this.list.length < MAX_LISTED_ERRORS) this.list.push({ row, column, message });
  }
}

const emptyPlan = (rows: number, issues: Issues): ImportPlan => ({
  rows,
  products: { create: 0, update: 0 },
  variants: { create: 0, update: 0 },
  errors: issues.list,
  errorsTruncated: issues.count > issues.list.length,
});

/** The header names known columns, once each, with a sku among them; the file is not too long. */
function checkHeader(header: readonly string[], rowCount: number, issues: Issues): void {
  const known = new Set<string>(CATALOGUE_CSV_COLUMNS);
  header.forEach((name, index) => {
    const column = name.toLowerCase();
    if (column === 'id')
      issues.add(1, name, 'The import matches rows by sku, never by an internal id: remove the id column.');
    else if (!known.has(column))
      issues.add(
        1,
        name || `(column ${index + 1})`,
        `Unknown column "${name}". The columns are: ${CATALOGUE_CSV_COLUMNS.join(', ')}.`,
      );
    else if (header.findIndex((other) => other.toLowerCase() === column) !== index)
      issues.add(1, name, `The column ${column} appears twice.`);
  });
  if (header.length === 0 || (header.length === 1 && header[0] === ''))
    issues.add(1, null, 'The file is empty: it needs a header row naming its columns.');
  else if (!header.some((name) => name.toLowerCase() === 'sku'))
    issues.add(1, 'sku', 'The file needs a sku column: rows are matched by SKU.');
  if (rowCount > IMPORT_ROW_LIMIT)
    issues.add(
      rowCount + 1,
      null,
      `The file has ${rowCount} rows; an import takes at most ${IMPORT_ROW_LIMIT}.`,
    );
}

/** Each row as its cells by column, with its SKU and its parent's. */
function recordsOf(
  rows: readonly { row: number; cells: string[] }[],
  columns: CatalogueCsvColumn[],
  issues: Issues,
) {
  return rows.map(({ row, cells }) => {
    if (cells.length !== columns.length)
      issues.add(row, null, `This row has ${cells.length} cells; the header has ${columns.length}.`);
    const record = new Map<CatalogueCsvColumn, string>();
    columns.forEach((column, index) => record.set(column, cells[index] ?? ''));
    return {
      row,
      record,
      sku: (record.get('sku') ?? '').trim(),
      parent: (record.get('parent_sku') ?? '').trim(),
    };
  });
}

type CsvRecord = ReturnType<typeof recordsOf>[number];

/** Which rows are products (new or existing), so that variants can find their product; each SKU once. */
function productsInFile(records: readonly CsvRecord[], state: Known, issues: Issues) {
  const fileProducts = new Map<string, { target_id: string; row: number }>();
  const firstRowOfSku = new Map<string, number>();
  for (const { row, sku, parent } of records) {
    if (sku === '') continue;
    const key = lower(sku);
    const earlier = firstRowOfSku.get(key);
    if (earlier !== undefined) {
      issues.add(row, 'sku', `SKU ${sku} is also in row ${earlier}; each SKU may appear once.`);
      continue;
    }
    firstRowOfSku.set(key, row);
    if (parent !== '') continue;
    const existing = state.skus.get(key);
    if (existing && existing.variant_id === null)
      fileProducts.set(key, { target_id: existing.product_id, row });
    else if (!existing) fileProducts.set(key, { target_id: randomUUID(), row });
  }
  return { fileProducts, firstRowOfSku };
}

/** One row's cells, and how a problem with one of them is written down. */
interface RowCells {
  cell: (column: CatalogueCsvColumn) => string;
  present: (column: CatalogueCsvColumn) => boolean;
  problem: (column: CatalogueCsvColumn | null, message: string) => void;
}

interface Target {
  id: string;
  is_new: boolean;
  product_id: string | null;
}

/** What a row changes: an existing product or variant, or a new one; null when the row cannot say. */
function targetOf(
  { sku, parent }: Pick<CsvRecord, 'sku' | 'parent'>,
  { problem }: RowCells,
  state: Known,
  fileProducts: ReadonlyMap<string, { target_id: string; row: number }>,
): Target | null {
  const key = lower(sku);
  const existing = state.skus.get(key);
  const isVariant = parent !== '';
  if (!isVariant) {
    if (existing && existing.variant_id !== null) {
      problem(
        'sku',
        `SKU ${sku} is a variant of ${existing.product_name}: give it a parent_sku to change it.`,
      );
      return null;
    }
    return { id: fileProducts.get(key)!.target_id, is_new: !existing, product_id: null };
  } else {
    const parentKey = lower(parent);
    const parentInFile = fileProducts.get(parentKey);
    const parentKnown = state.skus.get(parentKey);
    const productId =
      parentInFile?.target_id ?? (parentKnown?.variant_id === null ? parentKnown.product_id : null);
    if (!productId) {
      problem(
        'parent_sku',
        parentKnown
          ? `parent_sku ${parent} is a variant's SKU; a variant belongs to a product.`
          : `parent_sku ${parent} names no product in this file or in the catalogue.`,
      );
      return null;
    }
    if (existing && existing.variant_id === null) {
      problem('sku', `SKU ${sku} is a product's SKU (${existing.product_name}), not a variant's.`);
      return null;
    }
    if (existing && existing.product_id !== productId) {
      problem('sku', `SKU ${sku} is a variant of another product (${existing.product_name}).`);
      return null;
    }
    return existing
      ? { id: existing.variant_id!, is_new: false, product_id: productId }
      : { id: randomUUID(), is_new: true, product_id: productId };
  }
}

/** The columns of products and variants alike: name, price, discount price and stock status. */
function checkSharedColumns(out: StagedRow, target: Target, { cell, present, problem }: RowCells): void {
  const rules = out.kind === 'variant' ? variant : product;
  // name and price: required for something new, never empty.
  if (present('name') && cell('name').trim() !== '') {
    const checked = check(rules.name, cell('name'));
    if ('message' in checked) problem('name', checked.message);
    else out.name = checked.value;
  } else if (target.is_new || present('name')) problem('name', 'name is required.');
  if (present('price') && cell('price').trim() !== '') {
    const rupees = parseRupees(cell('price'));
    const checked = rupees === null ? undefined : check(rules.price, rupees);
    if (!checked) problem('price', `price must be whole rupees in digits, not "${shorten(cell('price'))}".`);
    else if ('message' in checked) problem('price', checked.message);
    else out.price = checked.value;
  } else if (target.is_new || present('price')) problem('price', 'price is required.');

  if (present('discount_price')) {
    const raw = cell('discount_price');
    if (raw.trim() === '') out.discount_price = null;
    else {
      const rupees = parseRupees(raw);
      const checked = rupees === null ? undefined : check(rules.discount_price, rupees);
      if (!checked)
        problem('discount_price', `discount_price must be whole rupees in digits, not "${shorten(raw)}".`);
      else if ('message' in checked) problem('discount_price', checked.message);
      else out.discount_price = checked.value ?? null;
    }
    if (out.discount_price != null && out.price != null && out.discount_price >= out.price)
      problem('discount_price', 'discount_price must be below price.');
  }
  if (present('stock_status') && cell('stock_status').trim() !== '') {
    const checked = check(rules.stock_status, cell('stock_status').trim());
    if ('message' in checked) problem('stock_status', checked.message);
    else out.stock_status = checked.value;
  } else if (target.is_new) out.stock_status = 'in_stock';
}

/** The columns of a product row alone: status, slug, category, prices, flags, tax, stock and details. */
function checkProductColumns(
  out: StagedRow,
  { cell, present, problem }: RowCells,
  state: Known,
  slugOwners: Map<string, number>,
): void {
  const row = out.line;
  if (present('status') && cell('status').trim() !== '') {
    const checked = check(product.status, cell('status').trim());
    if ('message' in checked) problem('status', checked.message);
    else out.status = checked.value;
  } else if (out.is_new) out.status = 'draft';

  if (present('slug') && cell('slug').trim() !== '') {
    const checked = check(product.slug, cell('slug'));
    if ('message' in checked) problem('slug', checked.message);
    else {
      const slug = checked.value!;
      const owner = state.slugs.get(slug);
      const earlier = slugOwners.get(slug);
      if (owner !== undefined && owner !== out.target_id)
        problem('slug', `Another product already has the slug ${slug}.`);
      else if (earlier !== undefined) problem('slug', `The slug ${slug} is also in row ${earlier}.`);
      else {
        slugOwners.set(slug, row);
        out.slug = slug;
      }
    }
  }

  if (present('category')) {
    const slug = cell('category').trim();
    if (slug === '') out.category_id = null;
    else if (!state.categories.has(slug))
      problem('category', `category ${shorten(slug)} names no category (give a category's slug).`);
    else out.category_id = state.categories.get(slug)!;
  }
  if (present('compare_price')) {
    const raw = cell('compare_price');
    if (raw.trim() === '') out.compare_price = null;
    else {
      const rupees = parseRupees(raw);
      const checked = rupees === null ? undefined : check(product.compare_price, rupees);
      if (!checked)
        problem('compare_price', `compare_price must be whole rupees in digits, not "${shorten(raw)}".`);
      else if ('message' in checked) problem('compare_price', checked.message);
      else out.compare_price = checked.value ?? null;
    }
  }
  for (const column of ['is_featured', 'assembly_required'] as const) {
    if (!present(column)) {
      if (out.is_new) out[column] = false;
      continue;
    }
    const value = parseBoolean(cell(column));
    if (value === undefined)
      problem(column, `${column} must be true or false, not "${shorten(cell(column))}".`);
    else out[column] = value ?? (out.is_new ? false : null);
  }
  for (const column of TEXT_COLUMNS) {
    if (!present(column) || cell(column).trim() === '') continue;
    const checked = check(product[column], cell(column));
    if ('message' in checked) problem(column, checked.message);
    else out[column] = checked.value || null;
  }
  if (present('hsn_code') && cell('hsn_code').trim() !== '') {
    const checked = check(HsnCodeSchema, cell('hsn_code'));
    if ('message' in checked)
      problem('hsn_code', `${checked.message}, not "${shorten(cell('hsn_code').trim())}".`);
    else out.hsn_code = checked.value;
  }
  if (present('gst_rate') && cell('gst_rate').trim() !== '') {
    const percent = percentOf(cell('gst_rate'));
    const checked = check(GstRateSchema, percent);
    if ('message' in checked)
      problem('gst_rate', `${checked.message}, not "${shorten(cell('gst_rate').trim())}".`);
    else out.gst_rate_bp = gstBasisPoints(checked.value);
  }
  if (present('stock_quantity') && cell('stock_quantity').trim() !== '') {
    // A whole number; the editor's rule then says whether it is a count of units.
    const checked = check(
      StockQuantitySchema.unwrap(),
      parseWholeNumber(cell('stock_quantity')) ?? undefined,
    );
    if ('message' in checked)
      problem('stock_quantity', `${checked.message}, not "${shorten(cell('stock_quantity').trim())}".`);
    else out.stock_quantity = checked.value;
  }
  if (present('features')) {
    const checked = check(product.features, parseList(cell('features')));
    if ('message' in checked) problem('features', checked.message);
    else out.features = checked.value;
  }
  if (present('specifications')) {
    const items = parseList(cell('specifications')).map((item) => {
      const at = item.indexOf(SPECIFICATION_SEPARATOR);
      return at < 0
        ? { name: item, value: '' }
        : { name: item.slice(0, at), value: item.slice(at + SPECIFICATION_SEPARATOR.length) };
    });
    const malformed = items.find((item) => item.value === '');
    if (malformed)
      problem(
        'specifications',
        `Write each specification as "Name: Value" ("${shorten(malformed.name)}" has no value).`,
      );
    else {
      const checked = check(product.specifications, items);
      if ('message' in checked) problem('specifications', checked.message);
      else out.specifications = checked.value;
    }
  }
}

/** Reads and checks a catalogue CSV against the catalogue as it is now. Changes nothing. */
export async function analyseCsv(executor: Executor, text: string): Promise<Analysis> {
  const issues = new Issues();
  const parsed = parseCsv(text);
  if ('message' in parsed) {
    issues.add(parsed.row, null, parsed.message);
    return { plan: emptyPlan(0, issues), rows: [], columns: [] };
  }
  const { header, rows } = parsed;
  checkHeader(header, rows.length, issues);
  if (issues.count > 0) return { plan: emptyPlan(rows.length, issues), rows: [], columns: [] };

  const columns = header.map((name) => name.toLowerCase() as CatalogueCsvColumn);
  const has = new Set(columns);
  const records = recordsOf(rows, columns, issues);

  const explicitSlugs = records.flatMap(({ record, parent }) => {
    const slug = (record.get('slug') ?? '').trim();
    return parent === '' && slug !== '' ? [slug] : [];
  });
  const state = await readKnown(
    executor,
    [...new Set(records.flatMap(({ sku, parent }) => [lower(sku), lower(parent)]).filter(Boolean))],
    [...new Set(explicitSlugs)],
  );

  const { fileProducts, firstRowOfSku } = productsInFile(records, state, issues);

  const staged: StagedRow[] = [];
  const counts = { products: { create: 0, update: 0 }, variants: { create: 0, update: 0 } };
  const slugOwners = new Map<string, number>();
  const newVariantOrder = new Map<string, number>();
  const slugless: StagedRow[] = [];

  for (const { row, record, sku, parent } of records) {
    const cell = (column: CatalogueCsvColumn) => record.get(column) ?? '';
    const present = (column: CatalogueCsvColumn) => has.has(column);
    const problem = (column: CatalogueCsvColumn | null, message: string) => issues.add(row, column, message);
    const before = issues.count;
    if (sku === '') {
      problem('sku', 'sku is required: rows are matched by SKU.');
      continue;
    }
    const skuCheck = check(variant.sku, sku);
    if ('message' in skuCheck) problem('sku', skuCheck.message);
    const key = lower(sku);
    if (firstRowOfSku.get(key) !== row) continue; // reported above
    const isVariant = parent !== '';

    const cells = { cell, present, problem };
    const target = targetOf({ sku, parent }, cells, state, fileProducts);
    if (!target) continue;
    if (isVariant)
      for (const column of PRODUCT_ONLY)
        if (present(column) && cell(column).trim() !== '')
          problem(column, `${column} applies to products; leave it empty on a variant row.`);

    const out: StagedRow = {
      line: row,
      kind: isVariant ? 'variant' : 'product',
      target_id: target.id,
      is_new: target.is_new,
      product_id: target.product_id,
      sku,
    };
    checkSharedColumns(out, target, cells);
    if (!isVariant) checkProductColumns(out, cells, state, slugOwners);
    if (!isVariant) checkPackingColumns(out, target.is_new, cells);

    if (issues.count > before) continue;
    if (isVariant) {
      counts.variants[target.is_new ? 'create' : 'update']++;
      if (target.is_new) {
        const productId = target.product_id!;
        const next = (newVariantOrder.get(productId) ?? state.variantOrder.get(productId) ?? -1) + 1;
        newVariantOrder.set(productId, next);
        out.sort_order = next;
      }
    } else {
      counts.products[target.is_new ? 'create' : 'update']++;
      if (target.is_new && out.slug == null) slugless.push(out);
    }
    staged.push(out);
  }

  if (issues.count > 0) return { plan: { ...emptyPlan(rows.length, issues), ...counts }, rows: [], columns };

  if (slugless.length > 0) {
    const reserved = new Set([...slugOwners.keys(), ...state.redirects]);
    const slugs = await freeSlugs(
      executor,
      slugless.map((row) => slugify(row.name ?? '', 'product')),
      reserved,
    );
    slugless.forEach((row, index) => {
      row.slug = slugs[index]!;
    });
  }
  return { plan: { ...emptyPlan(rows.length, issues), ...counts }, rows: staged, columns };
}
