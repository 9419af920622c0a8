// Product images in the back office (decision 073): an upload is checked and re-encoded by the shared
// pipeline (server/media/images.ts), stored with its thumbnail through MediaStorage under a new name,
// and recorded in one transaction with its audit entry. The product's image_url and thumbnail_url always
// follow its primary image. Files of an upload that could not be recorded, and of deleted images, are
// removed once the transaction has decided.
import { sql } from 'drizzle-orm';
import type { AdminImage } from '../../../contract/admin/catalogue.ts';
import { isUuid } from '../../../contract/ids.ts';
import { rowsOf, type Database, type Executor } from '../../db/client.ts';
import { discardUploads, storeUploadedImage } from '../../media/uploads.ts';
import type { MediaStorage } from '../../media/storage.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type StaffPrincipal } from '../staff/index.ts';
import { fieldError } from '../../lib/db-errors.ts';
import { PRODUCT_NOT_FOUND, readImages, toAdminImage, type ImageRow } from './admin-product-rows.ts';

/** Most images one product may have. */
export const MAX_PRODUCT_IMAGES = 30;
export const IMAGE_NOT_FOUND = 'Image not found';

/** Makes the product's image_url and thumbnail_url those of its primary image (none: null). */
async function followPrimary(tx: Executor, productId: string): Promise<void> {
  await rowsOf(
    tx,
    sql`
      UPDATE products p SET image_url = i.image_url, thumbnail_url = i.thumbnail_url
      FROM (SELECT ${productId}::uuid AS product_id) target
      LEFT JOIN product_images i ON i.product_id = target.product_id AND i.is_primary
      WHERE p.id = target.product_id
        AND (p.image_url IS DISTINCT FROM i.image_url OR p.thumbnail_url IS DISTINCT FROM i.thumbnail_url)`,
  );
}

const auditImages = (images: ImageRow[]) =>
  images.map(({ id, alt_text, is_primary, sort_order }) => ({ id, alt_text, is_primary, sort_order }));

async function lockProduct(tx: Executor, productId: string): Promise<void> {
  const rows = await rowsOf(tx, sql`SELECT id FROM products WHERE id = ${productId} FOR UPDATE`);
  if (rows.length === 0) throw AppError.notFound(PRODUCT_NOT_FOUND);
}

export function createAdminImagesService(
  database: Database,
  storage: MediaStorage,
  options: { mediaOrigin: string },
) {
  const shape = (rows: ImageRow[]): AdminImage[] => rows.map((row) => toAdminImage(row, options.mediaOrigin));

  return {
    async upload(
      productId: string,
      upload: Buffer,
      actor: StaffPrincipal,
      log: (error: unknown) => void,
    ): Promise<AdminImage[]> {
      if (!isUuid(productId)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const [exists] = await database.query(sql`SELECT 1 FROM products WHERE id = ${productId}`);
      if (!exists) throw AppError.notFound(PRODUCT_NOT_FOUND);
      const stored = await storeUploadedImage(storage, `products/${productId}`, upload);
      try {
        return await database.db.transaction(async (tx) => {
          await lockProduct(tx, productId);
          const current = await readImages(tx, productId);
          if (current.length >= MAX_PRODUCT_IMAGES)
            throw new AppError(
              'conflict',
              `A product may have at most ${MAX_PRODUCT_IMAGES} images; delete one first.`,
            );
          const primary = current.length === 0;
          const [row] = await rowsOf<{ id: string }>(
            tx,
            sql`
              INSERT INTO product_images (product_id, image_url, thumbnail_url, is_primary, sort_order)
              VALUES (${productId}, ${stored.image}, ${stored.thumbnail}, ${primary},
                      ${current.reduce((max, image) => Math.max(max, image.sort_order + 1), 0)})
              RETURNING id`,
          );
          if (primary) await followPrimary(tx, productId);
          await recordAudit(tx, {
            actor,
            action: 'product.image_add',
            entityType: 'product',
            entityId: productId,
            after: { image_id: row!.id, is_primary: primary },
          });
          return shape(await readImages(tx, productId));
        });
      } catch (error) {
        for (const key of stored.keys) await storage.delete(key).catch(log);
        throw error;
      }
    },

    /** The images in their new order, with alt texts and exactly one primary image. */
    async arrange(
      productId: string,
      images: { id: string; alt_text?: string | null | undefined; is_primary: boolean }[],
      actor: StaffPrincipal,
    ): Promise<AdminImage[]> {
      if (!isUuid(productId)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      return database.db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const current = await readImages(tx, productId);
        const given = new Set(images.map((image) => image.id));
        if (given.size !== images.length) throw fieldError('images', 'images lists an image more than once.');
        if (images.length !== current.length || current.some((image) => !given.has(image.id)))
          throw fieldError('images', 'images must list every image of the product, each once.');
        if (images.length > 0 && images.filter((image) => image.is_primary).length !== 1)
          throw fieldError('images', 'Exactly one image must be the primary image.');
        if (images.length > 0)
          await rowsOf(
            tx,
            sql`
              UPDATE product_images i SET sort_order = u.sort_order, alt_text = u.alt_text, is_primary = u.is_primary
              FROM jsonb_to_recordset(${JSON.stringify(
                images.map((image, index) => ({
                  id: image.id,
                  alt_text: image.alt_text || null,
                  is_primary: image.is_primary,
                  sort_order: index,
                })),
              )}::jsonb) AS u(id uuid, alt_text text, is_primary boolean, sort_order int)
              WHERE i.id = u.id AND i.product_id = ${productId}`,
          );
        await followPrimary(tx, productId);
        const after = await readImages(tx, productId);
        await recordAudit(tx, {
          actor,
          action: 'product.images',
          entityType: 'product',
          entityId: productId,
          before: { images: auditImages(current) },
          after: { images: auditImages(after) },
        });
        return shape(after);
      });
    },

    async remove(
      productId: string,
      imageId: string,
      actor: StaffPrincipal,
      log: (error: unknown) => void,
    ): Promise<AdminImage[]> {
      if (!isUuid(productId)) throw AppError.notFound(PRODUCT_NOT_FOUND);
      if (!isUuid(imageId)) throw AppError.notFound(IMAGE_NOT_FOUND);
      const { images, removed } = await database.db.transaction(async (tx) => {
        await lockProduct(tx, productId);
        const [removed] = await rowsOf<ImageRow>(
          tx,
          sql`
            DELETE FROM product_images WHERE id = ${imageId} AND product_id = ${productId}
            RETURNING id, image_url, thumbnail_url, alt_text, is_primary, sort_order`,
        );
        if (!removed) throw AppError.notFound(IMAGE_NOT_FOUND);
        if (removed.is_primary)
          await rowsOf(
            tx,
            sql`
              UPDATE product_images SET is_primary = true
              WHERE id = (SELECT id FROM product_images WHERE product_id = ${productId} ORDER BY sort_order, id LIMIT 1)`,
          );
        await followPrimary(tx, productId);
        await recordAudit(tx, {
          actor,
          action: 'product.image_delete',
          entityType: 'product',
          entityId: productId,
          before: { image_id: removed.id, alt_text: removed.alt_text, is_primary: removed.is_primary },
        });
        return { images: await readImages(tx, productId), removed };
      });
      await discardUploads(storage, [removed.image_url, removed.thumbnail_url], log);
      return shape(images);
    },
  };
}

export type AdminImagesService = ReturnType<typeof createAdminImagesService>;
