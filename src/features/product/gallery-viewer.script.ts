// Brings the full-screen image viewer of Gallery.tsx to life: a modal dialog with a zoom toggle, where
// Escape closes, the arrow keys move between images and the page behind does not scroll. Focus stays
// inside while it is open and returns to what opened it. Loaded on demand by gallery.script.ts.
import type { GalleryImage } from './gallery-images.ts';

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
