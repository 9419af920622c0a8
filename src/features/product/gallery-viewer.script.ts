// The full-screen image viewer of Gallery.tsx: a modal dialog with a zoom toggle, where Escape closes,
// the arrow keys move between images and the page behind does not scroll. Focus stays inside while it
// is open and returns to what opened it. Loaded on demand by gallery.script.ts, which has it draw the
// dialog the first time (its markup is not part of the page's HTML, decision 108).
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import type { GalleryImage } from './gallery-images.ts';

const button =
  'inline-flex size-11 items-center justify-center rounded-full bg-charcoal/75 text-ivory ring-1 ring-white/25 transition-colors duration-150 hover:bg-charcoal aria-pressed:bg-ivory aria-pressed:text-charcoal';
const icon = (size: number, path: string, className = '') =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" class="i${className && ` ${className}`}"><path d="${path}"></path></svg>`;
const lens = 'M21 21l-4.3-4.3M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0Z';
const step = (direction: -1 | 1) =>
  `<button type="button" data-viewer-step="${direction}" aria-label="${direction < 0 ? 'Previous' : 'Next'} image" ` +
  `class="${button} absolute top-1/2 ${direction < 0 ? 'left-3' : 'right-3'} -translate-y-1/2 ${direction < 0 ? 'sm:left-5' : 'sm:right-5'}">` +
  icon(24, direction < 0 ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6') +
  '</button>';

const viewerHtml = (count: number) =>
  '<dialog data-viewer class="fixed inset-0 m-0 size-full max-h-none max-w-none bg-charcoal p-0 text-ivory backdrop:bg-charcoal/95">' +
  '<div class="flex h-full flex-col">' +
  '<div class="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">' +
  '<p data-viewer-counter aria-live="polite" class="text-sm font-medium text-ivory-muted"></p>' +
  '<div class="flex items-center gap-2">' +
  `<button type="button" data-viewer-zoom aria-label="Zoom" aria-pressed="false" class="group ${button}">` +
  icon(22, `M11 8v6M8 11h6${lens}`, 'group-aria-pressed:hidden') +
  icon(22, `M8 11h6${lens}`, 'hidden group-aria-pressed:block') +
  '</button>' +
  `<button type="button" data-viewer-close aria-label="Close full-screen view" class="${button}">` +
  icon(22, 'M18 6 6 18M6 6l12 12') +
  '</button></div></div>' +
  '<div class="relative min-h-0 flex-1">' +
  '<div data-viewer-stage class="group flex size-full items-center justify-center overflow-hidden px-4 pb-6 data-zoomed:block data-zoomed:overflow-auto data-zoomed:p-0 sm:px-20">' +
  `<img data-viewer-image alt="" width="800" height="800" loading="lazy" src="${PLACEHOLDER_IMAGE}" data-product-image="" ` +
  'class="max-h-full w-auto max-w-full cursor-zoom-in rounded-2xl object-contain group-data-zoomed:h-[200%] group-data-zoomed:max-h-none group-data-zoomed:max-w-none group-data-zoomed:cursor-zoom-out group-data-zoomed:rounded-none">' +
  '</div>' +
  (count > 1 ? step(-1) + step(1) : '') +
  '</div></div></dialog>';

/** The viewer's dialog for a product of `count` images, closed, for the caller to put on the page. */
export function createViewer(productName: string, count: number): HTMLDialogElement {
  const holder = document.createElement('template');
  holder.innerHTML = viewerHtml(count);
  const dialog = holder.content.firstElementChild as HTMLDialogElement;
  dialog.setAttribute('aria-label', `${productName}: images`);
  return dialog;
}

/** Stops the page behind from scrolling, without the layout jumping where the scrollbar was. */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

export function openViewer(
  dialog: HTMLDialogElement,
  images: readonly Pick<GalleryImage, 'url' | 'alt'>[],
  start: number,
  onMove: (index: number) => void,
): void {
  if (dialog.open) return;
  const image = dialog.querySelector<HTMLImageElement>('[data-viewer-image]');
  const stage = dialog.querySelector<HTMLElement>('[data-viewer-stage]');
  const counter = dialog.querySelector<HTMLElement>('[data-viewer-counter]');
  const zoom = dialog.querySelector<HTMLButtonElement>('[data-viewer-zoom]');
  if (!image || !stage) return;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const listeners = new AbortController();
  const on = { signal: listeners.signal };
  let index = start;

  const setZoomed = (zoomed: boolean) => {
    stage.toggleAttribute('data-zoomed', zoomed);
    zoom?.setAttribute('aria-pressed', String(zoomed));
    // A zoomed image opens on its middle, where the detail usually is.
    if (zoomed) {
      stage.scrollTo(
        (stage.scrollWidth - stage.clientWidth) / 2,
        (stage.scrollHeight - stage.clientHeight) / 2,
      );
    }
  };

  const show = (next: number) => {
    index = (next + images.length) % images.length;
    const current = images[index];
    if (!current) return;
    setZoomed(false);
    image.removeAttribute('srcset');
    image.loading = 'eager';
    image.src = current.url;
    image.alt = current.alt;
    if (counter) counter.textContent = `Image ${index + 1} of ${images.length}`;
    onMove(index);
  };

  zoom?.addEventListener('click', () => setZoomed(!stage.hasAttribute('data-zoomed')), on);
  image.addEventListener('click', () => setZoomed(!stage.hasAttribute('data-zoomed')), on);
  dialog.querySelector('[data-viewer-close]')?.addEventListener('click', () => dialog.close(), on);
  for (const button of dialog.querySelectorAll<HTMLElement>('[data-viewer-step]')) {
    button.addEventListener('click', () => show(index + Number(button.dataset.viewerStep)), on);
  }
  dialog.addEventListener(
    'keydown',
    (event) => {
      if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && images.length > 1) {
        event.preventDefault();
        show(index + (event.key === 'ArrowRight' ? 1 : -1));
      } else if (event.key === 'Tab') {
        // The dialog is modal, but Tab would still leave it for the browser's own controls.
        const buttons = [...dialog.querySelectorAll<HTMLElement>('button:not(:disabled)')];
        const target = event.shiftKey ? buttons[buttons.length - 1] : buttons[0];
        const edge = event.shiftKey ? buttons[0] : buttons[buttons.length - 1];
        if (document.activeElement === edge) {
          event.preventDefault();
          target?.focus();
        }
      }
    },
    on,
  );

  const unlock = lockScroll();
  // Escape closes the dialog by itself (its cancel action); every way out ends here.
  dialog.addEventListener(
    'close',
    () => {
      listeners.abort();
      setZoomed(false);
      unlock();
      opener?.focus();
    },
    on,
  );

  show(start);
  dialog.showModal();
}
