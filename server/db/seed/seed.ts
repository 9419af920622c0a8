// Writes the demo catalogue. Idempotent: categories and products are matched by slug and updated in
// place (ids and creation dates survive), and their images, variants, specifications, features and
// seeded reviews are replaced. Reviews written by customers are never touched.
import { and, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import {
  categories,
  productFeatures,
  productImages,
  products,
  productSpecifications,
  productStock,
  productVariants,
  reviews,
} from '../schema.ts';
import { demoStockQuantity, goodsTaxOf } from './gst.ts';
import { categoryImagePath, productImagePath, type SeedCatalogue } from '../../../demo/types.ts';

const DAY_MS = 86_400_000;

/** `SET col = excluded.col` for every listed column of an upsert. */
function excludedSet<T extends PgTable>(table: T, names: string[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    names.map((name) => {
      const column = columns[name];
      if (!column) throw new Error(`Unknown column ${name}`);
      return [name, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}

function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface SeedResult {
  categories: number;
  products: number;
  reviews: number;
}

export async function seedCatalogue(
  database: Database,
  catalogueToSeed?: SeedCatalogue,
  now: Date = new Date(),
): Promise<SeedResult> {
  const catalogue = catalogueToSeed ?? (await import('../../../demo/catalogue.ts')).catalogue;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  return database.db.transaction(async (tx) => {
    const categoryIds = new Map<string, string>();
    // Parents come first, so one pass can resolve every parent id.
    for (const category of catalogue.categories) {
      const parentId = category.parentSlug ? categoryIds.get(category.parentSlug) : null;
      if (parentId === undefined)
        throw new Error(`Category ${category.slug} names unknown parent ${category.parentSlug}`);
      const [row] = await tx
        .insert(categories)
        .values({
          name: category.name,
          slug: category.slug,
          description: category.description,
          image_url: categoryImagePath(category.slug),
          parent_id: parentId,
          is_featured: category.isFeatured,
          sort_order: category.sortOrder,
        })
        .onConflictDoUpdate({
          target: categories.slug,
          set: excludedSet(categories, [
            'name',
            'description',
            'image_url',
            'parent_id',
            'is_featured',
            'sort_order',
          ]),
        })
        .returning({ id: categories.id });
      categoryIds.set(category.slug, row!.id);
    }

    const productIds = new Map<string, string>();
    for (const batch of chunks(catalogue.products, 200)) {
      const rows = await tx
        .insert(products)
        .values(
          batch.map((product) => {
            const categoryId = categoryIds.get(product.categorySlug);
            if (!categoryId)
              throw new Error(`Product ${product.slug} names unknown category ${product.categorySlug}`);
            return {
              name: product.name,
              slug: product.slug,
              sku: product.sku,
              description: product.description,
              price: product.price,
              compare_price: product.comparePrice,
              discount_price: product.discountPrice,
              image_url: productImagePath(product.slug, 1),
              thumbnail_url: productImagePath(product.slug, 1, true),
              category_id: categoryId,
              brand: product.brand,
              stock_status: product.stockStatus,
              room_type: product.roomType,
              material: product.material,
              dimensions: product.dimensions,
              weight: product.weight,
              color: product.color,
              style: product.style,
              care_instructions: product.careInstructions,
              warranty: product.warranty,
              size_guide: product.sizeGuide,
              assembly_required: product.assemblyRequired,
              packed_length_cm: product.packedBox.lengthCm,
              packed_width_cm: product.packedBox.widthCm,
              packed_height_cm: product.packedBox.heightCm,
              ships_assembled: product.shipsAssembled,
              is_featured: product.isFeatured,
              created_at: daysAgo(product.createdDaysAgo),
              // Set when the product is first written; afterwards staff (and orders) own them.
              hsn_code: goodsTaxOf(product.categorySlug).hsn,
              gst_rate_bp: goodsTaxOf(product.categorySlug).rateBp,
            };
          }),
        )
        .onConflictDoUpdate({
          target: products.slug,
          set: excludedSet(products, [
            'name',
            'sku',
            'description',
            'price',
            'compare_price',
            'discount_price',
            'image_url',
            'thumbnail_url',
            'category_id',
            'brand',
            'stock_status',
            'room_type',
            'material',
            'dimensions',
            'weight',
            'color',
            'style',
            'care_instructions',
            'warranty',
            'size_guide',
            'assembly_required',
            'packed_length_cm',
            'packed_width_cm',
            'packed_height_cm',
            'ships_assembled',
            'is_featured',
          ]),
        })
        .returning({ id: products.id, slug: products.slug });
      for (const row of rows) productIds.set(row.slug, row.id);
    }

    // Units on hand start the demo's checkout; once written they are the shop's (orders and staff).
    const stockRows = catalogue.products.flatMap((product, index) => {
      const quantity = demoStockQuantity(product.stockStatus, index);
      const productId = productIds.get(product.slug);
      return quantity === null || !productId ? [] : [{ product_id: productId, quantity }];
    });
    for (const batch of chunks(stockRows, 1000))
      await tx.insert(productStock).values(batch).onConflictDoNothing();

    const ids = [...productIds.values()];
    for (const batch of chunks(ids, 1000)) {
      await tx.delete(productImages).where(inArray(productImages.product_id, batch));
      await tx.delete(productVariants).where(inArray(productVariants.product_id, batch));
      await tx.delete(productSpecifications).where(inArray(productSpecifications.product_id, batch));
      await tx.delete(productFeatures).where(inArray(productFeatures.product_id, batch));
      await tx.delete(reviews).where(and(inArray(reviews.product_id, batch), isNull(reviews.customer_id)));
    }

    const idOf = (slug: string) => productIds.get(slug)!;
    const images = catalogue.products.flatMap((product) =>
      product.images.map((image, index) => ({
        product_id: idOf(product.slug),
        image_url: productImagePath(product.slug, index + 1),
        thumbnail_url: productImagePath(product.slug, index + 1, true),
        alt_text: image.altText,
        is_primary: index === 0,
        sort_order: index,
      })),
    );
    const variants = catalogue.products.flatMap((product) =>
      product.variants.map((variant, index) => ({
        product_id: idOf(product.slug),
        name: variant.name,
        sku: variant.sku,
        price: variant.price,
        discount_price: variant.discountPrice,
        stock_status: variant.stockStatus,
        sort_order: index,
      })),
    );
    const specifications = catalogue.products.flatMap((product) =>
      product.specifications.map((spec, index) => ({
        product_id: idOf(product.slug),
        name: spec.name,
        value: spec.value,
        sort_order: index,
      })),
    );
    const features = catalogue.products.flatMap((product) =>
      product.features.map((feature, index) => ({
        product_id: idOf(product.slug),
        feature,
        sort_order: index,
      })),
    );
    const seededReviews = catalogue.products.flatMap((product) =>
      product.reviews.map((review) => ({
        product_id: idOf(product.slug),
        customer_name: review.customerName,
        rating: review.rating,
        title: review.title,
        comment: review.comment,
        verified_purchase: review.verifiedPurchase,
        helpful_count: review.helpfulCount,
        created_at: daysAgo(review.createdDaysAgo),
        updated_at: daysAgo(review.createdDaysAgo),
      })),
    );

    for (const batch of chunks(images)) await tx.insert(productImages).values(batch);
    for (const batch of chunks(variants)) await tx.insert(productVariants).values(batch);
    for (const batch of chunks(specifications)) await tx.insert(productSpecifications).values(batch);
    for (const batch of chunks(features)) await tx.insert(productFeatures).values(batch);
    for (const batch of chunks(seededReviews)) await tx.insert(reviews).values(batch);

    return { categories: categoryIds.size, products: productIds.size, reviews: seededReviews.length };
  });
}

/** True when the catalogue holds no product yet (first start on a new database). */
export async function catalogueIsEmpty(database: Database): Promise<boolean> {
  const [row] = await database.query<{ empty: boolean }>(
    sql`SELECT NOT EXISTS (SELECT 1 FROM products) AS empty`,
  );
  return row?.empty ?? true;
}
