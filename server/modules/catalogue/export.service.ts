// The catalogue as CSV (decision 075): every product, whatever its status, each followed by its
// variants, in SKU order; a product's units in stock are empty when it is not counted. Written out as
// it is read, a thousand products at a time (four queries per thousand), so that a large catalogue is
// never held in memory whole.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { columns, uuids } from '../../db/sql.ts';
import {
  CSV_HEAD,
  emptyRecord,
  formatBoolean,
  formatList,
  formatNumber,
  formatSpecifications,
  recordLine,
  type CsvRecord,
} from './catalogue-csv.ts';
import { gstPercent, quantityOf } from './admin-product-rows.ts';

const PAGE = 1000;

const EXPORT_KEYS = [
  'id',
  'sku',
  'name',
  'slug',
  'status',
  'price',
  'discount_price',
  'compare_price',
  'stock_status',
  'is_featured',
  'brand',
  'material',
  'color',
  'style',
  'room_type',
  'dimensions',
  'weight',
  'warranty',
  'care_instructions',
  'assembly_required',
  'description',
  'hsn_code',
  'gst_rate_bp',
  'packed_length_cm',
  'packed_width_cm',
  'packed_height_cm',
  'ships_assembled',
] as const;
type ExportRow = Pick<typeof products.$inferSelect, (typeof EXPORT_KEYS)[number]> & {
  category_slug: string | null;
  stock_quantity: number | null;
};
type VariantRow = Pick<
  typeof productVariants.$inferSelect,
  'product_id' | 'sku' | 'name' | 'price' | 'discount_price' | 'stock_status'
>;

const text = (value: string | null) => value ?? '';

function productRecord(
  row: ExportRow,
  features: string[],
  specifications: { name: string; value: string }[],
): CsvRecord {
  return {
    ...emptyRecord(),
    sku: text(row.sku),
    name: row.name,
    slug: row.slug,
    status: row.status,
    category: text(row.category_slug),
    price: formatNumber(row.price),
    discount_price: formatNumber(row.discount_price),
    compare_price: formatNumber(row.compare_price),
    hsn_code: row.hsn_code,
    gst_rate: formatNumber(gstPercent(row.gst_rate_bp)),
    stock_status: row.stock_status,
    stock_quantity: formatNumber(quantityOf(row.stock_quantity)),
    is_featured: formatBoolean(row.is_featured),
    brand: text(row.brand),
    material: text(row.material),
    color: text(row.color),
    style: text(row.style),
    room_type: text(row.room_type),
    dimensions: text(row.dimensions),
    weight: text(row.weight),
    warranty: text(row.warranty),
    care_instructions: text(row.care_instructions),
    assembly_required: formatBoolean(row.assembly_required),
    description: text(row.description),
    features: formatList(features),
    specifications: formatSpecifications(specifications),
    packed_length_cm: formatNumber(row.packed_length_cm),
    packed_width_cm: formatNumber(row.packed_width_cm),
    packed_height_cm: formatNumber(row.packed_height_cm),
    ships_assembled: formatBoolean(row.ships_assembled),
  };
}

const variantRecord = (variant: VariantRow, parentSku: string | null): CsvRecord => ({
  ...emptyRecord(),
  sku: text(variant.sku),
  parent_sku: text(parentSku),
  name: variant.name,
  price: formatNumber(variant.price),
  discount_price: formatNumber(variant.discount_price),
  stock_status: variant.stock_status,
});

const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** A header and one example product row: what a new file should look like. */
export function catalogueTemplate(): string {
  return (
    CSV_HEAD +
    recordLine({
      ...emptyRecord(),
      sku: 'AAN-SOFA-101',
      name: 'Jaipur Sheesham Sofa, 3-seater',
      slug: 'jaipur-sheesham-sofa-3-seater',
      status: 'draft',
      category: 'living-room',
      price: '48500',
      discount_price: '44900',
      compare_price: '52000',
      hsn_code: '9401',
      gst_rate: '18',
      stock_status: 'in_stock',
      stock_quantity: '4',
      is_featured: 'false',
      brand: 'Aangan Studio',
      material: 'Sheesham wood',
      color: 'Walnut brown',
      style: 'Traditional Indian',
      room_type: 'Living Room',
      dimensions: '210 × 85 × 80 cm',
      weight: '62 kg',
      warranty: '2 years',
      care_instructions: 'Wipe with a dry cloth.',
      assembly_required: 'false',
      description: 'Hand-carved "jaali" arms; cushions in cotton.',
      features: 'Solid sheesham frame | Removable covers',
      specifications: 'Seating: 3 | Finish: Walnut',
      packed_length_cm: '216',
      packed_width_cm: '92',
      packed_height_cm: '86',
      ships_assembled: 'true',
    })
  );
}

export function createCatalogueExportService(database: Database) {
  return {
    /** The catalogue's CSV, piece by piece (the first piece is the byte-order mark and the header). */
    async *csv(): AsyncGenerator<string> {
      yield CSV_HEAD;
      const order = await database.query<{ id: string }>(sql`
        SELECT id FROM products ORDER BY sku NULLS LAST, name, id`);
      for (let offset = 0; offset < order.length; offset += PAGE) {
        const ids = order.slice(offset, offset + PAGE).map((row) => row.id);
        const [rows, variants, specifications, features] = await Promise.all([
          database.query<ExportRow>(sql`
            SELECT ${columns(products, EXPORT_KEYS, 'p')}, c.slug AS category_slug, ps.quantity AS stock_quantity
            FROM products p LEFT JOIN categories c ON c.id = p.category_id
            LEFT JOIN product_stock ps ON ps.product_id = p.id
            WHERE p.id = ANY(${uuids(ids)})`),
          database.query<VariantRow>(sql`
            SELECT product_id, sku, name, price, discount_price, stock_status FROM product_variants
            WHERE product_id = ANY(${uuids(ids)}) ORDER BY product_id, sort_order, id`),
          database.query<{ product_id: string; name: string; value: string }>(sql`
            SELECT product_id, name, value FROM product_specifications
            WHERE product_id = ANY(${uuids(ids)}) ORDER BY product_id, sort_order, id`),
          database.query<{ product_id: string; feature: string }>(sql`
            SELECT product_id, feature FROM product_features
            WHERE product_id = ANY(${uuids(ids)}) ORDER BY product_id, sort_order, id`),
        ]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const variantsOf = groupBy(variants, (row) => row.product_id);
        const specificationsOf = groupBy(specifications, (row) => row.product_id);
        const featuresOf = groupBy(features, (row) => row.product_id);
        let chunk = '';
        for (const id of ids) {
          const row = byId.get(id);
          if (!row) continue; // deleted while the export ran
          chunk += recordLine(
            productRecord(
              row,
              (featuresOf.get(id) ?? []).map((feature) => feature.feature),
              (specificationsOf.get(id) ?? []).map(({ name, value }) => ({ name, value })),
            ),
          );
          for (const variant of variantsOf.get(id) ?? [])
            chunk += recordLine(variantRecord(variant, row.sku));
        }
        yield chunk;
      }
    },
  };
}

export type CatalogueExportService = ReturnType<typeof createCatalogueExportService>;
