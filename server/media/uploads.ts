// Uploaded images, wherever they are kept: each is checked by content and re-encoded by the shared
// pipeline (./images.ts), then stored with its thumbnail through MediaStorage under a new random name.
// Only files under UPLOADS_PREFIX are ever deleted, so the seed's generated images stay.
import { randomBytes } from 'node:crypto';
import { processCatalogueImage } from './images.ts';
import type { MediaStorage } from './storage.ts';

/** Where uploads go: apart from the seed's generated images, so that only uploads are ever deleted. */
export const UPLOADS_PREFIX = 'uploads/';

export interface StoredImage {
  image: string;
  thumbnail: string;
  keys: string[];
}

/** Checks, re-encodes and stores an uploaded image and its thumbnail under `folder`; their refs and keys. */
export async function storeUploadedImage(
  storage: MediaStorage,
  folder: string,
  upload: Buffer,
  /** Random bytes in the file's name: more for private photos, whose URL is their only key (decision 196). */
  nameBytes = 8,
): Promise<StoredImage> {
  const { image, thumbnail } = await processCatalogueImage(upload);
  const name = randomBytes(nameBytes).toString('hex');
  const imageKey = `${UPLOADS_PREFIX}${folder}/${name}.webp`;
  const thumbnailKey = `${UPLOADS_PREFIX}${folder}/${name}-thumb.webp`;
  await storage.put(imageKey, image, 'image/webp');
  await storage.put(thumbnailKey, thumbnail, 'image/webp');
  return {
    image: storage.ref(imageKey),
    thumbnail: storage.ref(thumbnailKey),
    keys: [imageKey, thumbnailKey],
  };
}

/** Deletes the uploaded files behind `refs`, ignoring refs that are not uploads (the seed's images). */
export async function discardUploads(
  storage: MediaStorage,
  refs: (string | null)[],
  log: (error: unknown) => void,
): Promise<void> {
  for (const ref of refs) {
    const key = ref ? storage.keyOf(ref) : null;
    if (key?.startsWith(UPLOADS_PREFIX)) await storage.delete(key).catch(log);
  }
}
