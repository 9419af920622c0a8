// The gallery's images and labels, shared by the markup (Gallery.tsx) and its script (gallery.script.ts).
import type { Product } from '@contract/catalogue.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';

export interface GalleryImage {
  id: string;
  url: string;
  /** A smaller rendition, when the API has one. */
  thumbnail: string | null;
  alt: string;
}

/** The primary image first; the placeholder when there is none. */
export function toGalleryImages(
  product: Pick<Product, 'name' | 'images' | 'image_url' | 'thumbnail_url'>,
): GalleryImage[] {
  const images = [...product.images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  const count = images.length;
  if (count > 0) {
    return images.map((image, index) => ({
      id: image.id,
      url: image.image_url,
      thumbnail: image.thumbnail_url,
      alt: image.alt_text || `${product.name}, image ${index + 1} of ${count}`,
    }));
  }
  return [{ id: 'primary', url: product.image_url ?? PLACEHOLDER_IMAGE, thumbnail: null, alt: product.name }];
}

/** The image column is about half the content width on wide screens and the full width on phones. */
export const GALLERY_SIZES = '(min-width: 80rem) 38rem, (min-width: 64rem) 46vw, 100vw';

export const gallerySrcSet = (image: Pick<GalleryImage, 'url' | 'thumbnail'>): string | undefined =>
  image.thumbnail ? `${image.thumbnail} 400w, ${image.url} 800w` : undefined;

export const openLabel = (position: number, count: number) =>
  `Open image ${position} of ${count} full screen`;

/** The gallery's main image as the page's head preloads it: the same URL, srcset and sizes as the <img>. */
export function galleryLeadImage(product: Pick<Product, 'name' | 'images' | 'image_url' | 'thumbnail_url'>): {
  src: string;
  srcset: string | undefined;
  sizes: string | undefined;
} {
  const first = toGalleryImages(product)[0]!;
  const srcset = gallerySrcSet(first);
  return { src: first.url, srcset, sizes: srcset ? GALLERY_SIZES : undefined };
}
