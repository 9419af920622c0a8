// A large synthetic catalogue for benchmarks: `count` products spread over the existing
// categories, generated inside the database with generate_series so that 100,000 rows load in
// seconds. Names, materials and styles come from small vocabularies, so search behaves as it does
// on a real catalogue (many products per word).
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

const ADJECTIVES = [
  'Rustic',
  'Classic',
  'Modern',
  'Royal',
  'Jaipur',
  'Kerala',
  'Coastal',
  'Heritage',
  'Urban',
  'Nordic',
];
const MATERIALS = [
  'Sheesham',
  'Teak',
  'Mango Wood',
  'Cane',
  'Rattan',
  'Engineered Wood',
  'Brass',
  'Marble',
  'Jute',
  'Velvet',
];
const PIECES = [
  'Sofa',
  'Armchair',
  'Coffee Table',
  'Bed',
  'Wardrobe',
  'Dining Table',
  'Bookshelf',
  'Pendant Lamp',
  'Rug',
  'Planter',
];
const STYLES = [
  'Contemporary',
  'Traditional Indian',
  'Mid-century',
  'Scandinavian',
  'Industrial',
  'Bohemian',
  'Minimalist',
];
const COLOURS = ['Walnut Brown', 'Natural', 'Ivory', 'Teal', 'Terracotta', 'Charcoal', 'Mustard', 'Olive'];

const arr = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** Adds `count` synthetic products (slugs `bench-…`); existing bench products are replaced. */
export async function seedSyntheticCatalogue(database: Database, count: number): Promise<{ ms: number }> {
  const started = Date.now();
  await database.query(sql`DELETE FROM products WHERE slug LIKE 'bench-%'`);
  const batch = 20_000;
  for (let offset = 0; offset < count; offset += batch) {
    const size = Math.min(batch, count - offset);
    await database.query(sql`
      WITH cats AS (SELECT array_agg(id ORDER BY slug) AS ids FROM categories),
      words AS (SELECT ${arr(ADJECTIVES)} AS adj, ${arr(MATERIALS)} AS mat, ${arr(PIECES)} AS piece,
                       ${arr(STYLES)} AS style, ${arr(COLOURS)} AS colour)
      INSERT INTO products (name, slug, sku, description, price, compare_price, discount_price, image_url, thumbnail_url,
                            category_id, brand, stock_status, room_type, material, color, style, warranty,
                            care_instructions, rating, review_count, is_featured, created_at)
      SELECT w.adj[1 + n % 10] || ' ' || w.mat[1 + (n / 10) % 10] || ' ' || w.piece[1 + (n / 100) % 10] || ' ' || n,
             'bench-' || n, 'BENCH-' || n,
             'A ' || lower(w.style[1 + n % 7]) || ' ' || lower(w.piece[1 + (n / 100) % 10]) || ' in ' || lower(w.mat[1 + (n / 10) % 10]) ||
               ', made by hand for Indian homes.',
             1500 + (n * 7919) % 348500,
             CASE WHEN n % 3 = 0 THEN 1500 + (n * 7919) % 348500 + 5000 END,
             CASE WHEN n % 4 = 0 THEN (1500 + (n * 7919) % 348500) * 9 / 10 END,
             NULL, NULL,
             c.ids[1 + n % array_length(c.ids, 1)],
             'Bench Brand ' || (n % 25), CASE WHEN n % 10 = 0 THEN 'out_of_stock' WHEN n % 10 = 1 THEN 'on_order' ELSE 'in_stock' END,
             'Living Room', w.mat[1 + (n / 10) % 10], w.colour[1 + n % 8], w.style[1 + n % 7], '1 Year Warranty',
             'Wipe with a dry cloth.', (n % 50) / 10.0, n % 13, false, now() - (n % 1000) * interval '1 hour'
      FROM generate_series(${offset + 1}::int, ${offset + size}::int) AS n, cats c, words w`);
  }
  return { ms: Date.now() - started };
}
