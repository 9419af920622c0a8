// Avatar images: only JPEG, PNG or WebP, at most 5 MB and 4096 × 4096 pixels, checked by the shared
// upload checks (server/media/images.ts: known by their first bytes, dimensions read before decoding).
// What is stored is always a fresh 512 × 512 WebP encoded by sharp, with no metadata, at the same
// settings as every other image the shop stores (decision 135).
import type { UploadRules } from '../../http/file-upload.ts';
import { WEBP } from '../../media/generate.ts';
import { encode, openImage, type ImageRules } from '../../media/images.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_SIDE = 4096;
export const AVATAR_SIZE = 512;
export const AVATAR_FIELD = 'avatar';

/** How an avatar is read out of its multipart/form-data request. */
export const AVATAR_UPLOAD: UploadRules = {
  field: AVATAR_FIELD,
  maxBytes: AVATAR_MAX_BYTES,
  notMultipart: `Send the avatar as multipart/form-data, with the image in the field '${AVATAR_FIELD}'.`,
};

export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG or WebP images can be used as an avatar.';

export const AVATAR_RULES: ImageRules = {
  types: ['jpeg', 'png', 'webp'],
  maxBytes: AVATAR_MAX_BYTES,
  maxSide: AVATAR_MAX_SIDE,
  messages: {
    empty: 'The avatar file is empty.',
    tooLarge: 'The image is too large: at most 5 MB.',
    unsupported: UNSUPPORTED_IMAGE_MESSAGE,
    animated: 'Animated images cannot be used as an avatar.',
  },
};

/** Checks an uploaded file and returns the avatar to store. Throws AppError with a 4xx for anything else. */
export async function processAvatar(data: Buffer): Promise<Buffer> {
  const decoded = await openImage(data, AVATAR_RULES);
  return encode(
    decoded().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp(WEBP),
  );
}
