// The images panel's rules: which files may be sent, and moving an image in the order.
import { PRODUCT_IMAGE_MAX_BYTES } from '@contract/admin/catalogue.ts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Why a chosen file is refused before it is sent, or null when it may go (the API checks its content). */
export function imageRefusal(file: { name: string; type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return `“${file.name}” is not an image the shop takes. Choose a JPEG, PNG, WebP or AVIF picture.`;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES)
    return `“${file.name}” is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB. Choose a smaller picture.`;
  return null;
}

/** The list with the item at `index` moved by `by` places (clamped to the ends). */
export function moved<T>(items: readonly T[], index: number, by: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, index + by));
  if (target === index) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}
