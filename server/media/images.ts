// Checks for images uploaded from the internet (decision 024, shared by avatars and the back office's
// product and category images since decision 073). A file is known by its first bytes, never by its
// name or declared type; its dimensions are read from the header before anything is decoded, so a
// small file declaring enormous dimensions (a decompression bomb) is refused without being expanded;
// and what is stored is always a fresh encoding by sharp, with no metadata (no EXIF location) and
// nothing of the upload's bytes beyond its pixels, so a polyglot file cannot survive.
import sharp, { type Metadata, type Sharp } from './sharp.ts';
import { AppError } from '../errors.ts';
import { IMAGE_SIZE, THUMB_SIZE, WEBP } from './generate.ts';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

/** What an upload may be, and the words for each refusal. */
export interface ImageRules {
  types: readonly ImageType[];
  maxBytes: number;
  /** Largest width and height, in pixels. */
  maxSide: number;
  messages: {
    empty: string;
    tooLarge: string;
    unsupported: string;
    animated: string;
  };
}

export const UNREADABLE_IMAGE_MESSAGE = 'The file is not a readable image.';

/** The brands of an ISO-BMFF file's `ftyp` box (major brand and compatible brands). */
function ftypBrands(data: Buffer): string[] {
  if (data.length < 16 || data.toString('latin1', 4, 8) !== 'ftyp') return [];
  const size = Math.min(data.readUInt32BE(0), data.length, 256);
  const brands = [data.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4)
    brands.push(data.toString('latin1', offset, offset + 4));
  return brands;
}

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
  if (ftypBrands(data).some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  return undefined;
}

/** sharp names AVIF by its container (HEIF) and its codec (AV1). */
const matchesType = (metadata: Metadata, type: ImageType): boolean =>
  type === 'avif' ? metadata.format === 'heif' && metadata.compression === 'av1' : metadata.format === type;

/**
 * Checks an upload against `rules` and returns a maker of sharp pipelines that decode it within the pixel
 * limit, upright. Throws AppError with a 4xx for anything that is not an acceptable image.
 */
export async function openImage(data: Buffer, rules: ImageRules): Promise<() => Sharp> {
  if (data.length === 0) throw AppError.badRequest(rules.messages.empty);
  if (data.length > rules.maxBytes) throw new AppError('payload_too_large', rules.messages.tooLarge);
  const type = sniffImageType(data);
  if (!type || !rules.types.includes(type))
    throw new AppError('unsupported_media_type', rules.messages.unsupported);

  const options = { limitInputPixels: rules.maxSide * rules.maxSide, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit applies to decoding, so a bomb gets the size message.
    metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError('unprocessable', UNREADABLE_IMAGE_MESSAGE, { cause: error });
  }
  if (!matchesType(metadata, type)) throw new AppError('unprocessable', UNREADABLE_IMAGE_MESSAGE);
  const { width, height } = metadata;
  if (!width || !height) throw new AppError('unprocessable', UNREADABLE_IMAGE_MESSAGE);
  if (width > rules.maxSide || height > rules.maxSide) {
    throw new AppError(
      'unprocessable',
      `The image is too big: at most ${rules.maxSide} × ${rules.maxSide} pixels.`,
    );
  }
  if ((metadata.pages ?? 1) > 1) throw new AppError('unprocessable', rules.messages.animated);
  return () => sharp(data, options).autoOrient();
}

/** Runs an encoding of a checked image; a file that fails to decode part-way is the sender's, not ours. */
export async function encode(pipeline: Sharp): Promise<Buffer> {
  try {
    return await pipeline.toBuffer();
  } catch (error) {
    throw new AppError('unprocessable', UNREADABLE_IMAGE_MESSAGE, { cause: error });
  }
}

// ── Catalogue images ────────────────────────────────────────────────────────────────────────────

/** Product and category images: a photograph straight from a camera fits. */
export const CATALOGUE_IMAGE_RULES: ImageRules = {
  types: ['jpeg', 'png', 'webp', 'avif'],
  maxBytes: 10 * 1024 * 1024,
  maxSide: 8192,
  messages: {
    empty: 'The image file is empty.',
    tooLarge: 'The image is too large: at most 10 MB.',
    unsupported: 'Only JPEG, PNG, WebP or AVIF images can be uploaded.',
    animated: 'Animated images cannot be uploaded.',
  },
};

/** The longest side of a stored catalogue image: twice the seed's 800, for the zoomed gallery. */
export const CATALOGUE_IMAGE_MAX_SIDE = IMAGE_SIZE * 2;

export interface CatalogueImage {
  /** WebP, at most CATALOGUE_IMAGE_MAX_SIDE on its longest side, never enlarged. */
  image: Buffer;
  /** A THUMB_SIZE square WebP, as the seed's thumbnails are. */
  thumbnail: Buffer;
}

/**
 * Checks an uploaded product or category image and makes what is stored: the image, re-encoded as WebP
 * with the seed's settings, and a square thumbnail cut around what draws the eye.
 */
export async function processCatalogueImage(data: Buffer): Promise<CatalogueImage> {
  const decoded = await openImage(data, CATALOGUE_IMAGE_RULES);
  const image = await encode(
    decoded()
      .resize(CATALOGUE_IMAGE_MAX_SIDE, CATALOGUE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp(WEBP),
  );
  const thumbnail = await encode(
    decoded().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: 'attention' }).webp(WEBP),
  );
  return { image, thumbnail };
}
