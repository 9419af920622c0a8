// Avatar images: only JPEG, PNG or WebP (known by their first bytes, not by name or declared type), at
// most 5 MB and 4096 × 4096 pixels, checked from the image header before anything is decoded so that a
// small file declaring enormous dimensions (a decompression bomb) is refused without being expanded.
// What is stored is always a fresh 512 × 512 WebP encoded by sharp, with no metadata (no EXIF location)
// and nothing of the upload's bytes beyond its pixels, so a polyglot file cannot survive.
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 4096;
export const AVATAR_SIZE = 512;
export const AVATAR_FIELD = 'avatar';

type ImageType = 'jpeg' | 'png' | 'webp';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG or WebP images can be used as an avatar.';

/** The type the file's first bytes announce, or undefined. */
export function sniffImageType(data: Buffer): ImageType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** Checks an uploaded file and returns the avatar to store. Throws AppError with a 4xx for anything else. */
export async function processAvatar(data: Buffer): Promise<Buffer> {
  if (data.length === 0) throw AppError.badRequest('The avatar file is empty.');
  if (data.length > AVATAR_MAX_BYTES)
    throw new AppError('payload_too_large', 'The image is too large: at most 5 MB.');
  const type = sniffImageType(data);
  if (!type) throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE_MESSAGE);

  const options = { limitInputPixels: AVATAR_MAX_SIDE * AVATAR_MAX_SIDE, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit applies to decoding, below, so a bomb gets the size message.
    metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError('unprocessable', 'The file is not a readable image.', { cause: error });
  }
  if (metadata.format !== type) throw new AppError('unprocessable', 'The file is not a readable image.');
  const { width, height } = metadata;
  if (!width || !height) throw new AppError('unprocessable', 'The file is not a readable image.');
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE) {
    throw new AppError(
      'unprocessable',
      `The image is too big: at most ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels.`,
    );
  }
  if ((metadata.pages ?? 1) > 1)
    throw new AppError('unprocessable', 'Animated images cannot be used as an avatar.');

  try {
    return await sharp(data, options)
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (error) {
    throw new AppError('unprocessable', 'The file is not a readable image.', { cause: error });
  }
}
