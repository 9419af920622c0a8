// Brings Gallery.tsx to life: thumbnails switch the large image, and the large image opens the
// full-screen viewer, whose code (and markup) is fetched the first time a shopper reaches for it.
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { GALLERY_SIZES, gallerySrcSet, openLabel, type GalleryImage } from './gallery-images.ts';

const loadViewer = () => import('./gallery-viewer.script.ts');

/**
 * The images as the markup lists them: the thumbnails, or the one large image when there are none. A
 * thumbnail's own image shows the small version when there is one (the image itself otherwise, or the
 * placeholder when it failed to load).
 */
function imagesOf(root: HTMLElement, main: HTMLImageElement): Omit<GalleryImage, 'id'>[] {
  const thumbs = [...root.querySelectorAll<HTMLElement>('[data-gallery-thumb]')];
  if (thumbs.length === 0) return [{ url: main.getAttribute('src') ?? '', thumbnail: null, alt: main.alt }];
  return thumbs.map((thumb) => {
    const url = thumb.dataset.url ?? '';
    const shown = thumb.querySelector('img')?.getAttribute('src') ?? null;
    return {
      url,
      thumbnail: shown && shown !== url && shown !== PLACEHOLDER_IMAGE ? shown : null,
      alt: thumb.dataset.alt ?? '',
    };
  });
}

export function initGallery(root: HTMLElement): void {
  const main = root.querySelector<HTMLImageElement>('[data-gallery-main]');
  const open = root.querySelector<HTMLButtonElement>('[data-gallery-open]');
  if (!main || !open) return;
  const thumbs = [...root.querySelectorAll<HTMLButtonElement>('[data-gallery-thumb]')];
  const images = imagesOf(root, main);
  let index = 0;
  let dialog: HTMLDialogElement | null = null;

  const show = (next: number) => {
    const image = images[next];
    if (!image || next === index) return;
    index = next;
    const srcSet = gallerySrcSet(image);
    // A failed image lost its srcset and sizes to the placeholder; the next one needs them back.
    if (srcSet) {
      main.srcset = srcSet;
      main.sizes = GALLERY_SIZES;
    } else {
      main.removeAttribute('srcset');
    }
    main.src = image.url;
    main.alt = image.alt;
    open.setAttribute('aria-label', openLabel(index + 1, images.length));
    thumbs.forEach((thumb, position) => {
      if (position === index) thumb.setAttribute('aria-current', 'true');
      else thumb.removeAttribute('aria-current');
    });
  };

  thumbs.forEach((thumb, position) => thumb.addEventListener('click', () => show(position)));
  const warm = () => void loadViewer();
  open.addEventListener('pointerenter', warm, { once: true });
  open.addEventListener('focus', warm, { once: true });
  open.addEventListener('click', () => {
    void loadViewer().then(({ createViewer, openViewer }) => {
      if (!dialog) {
        dialog = createViewer(root.dataset.name ?? '', images.length);
        root.append(dialog);
      }
      openViewer(dialog, images, index, show);
    });
  });
}
