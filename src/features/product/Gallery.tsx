// The product's images: one large image, thumbnails to switch it, and the markup of the full-screen
// viewer. gallery.script.ts and gallery-viewer.script.ts bring it to life.
import type { ReactNode } from 'react';
import { GALLERY_SIZES, gallerySrcSet, openLabel, type GalleryImage } from './gallery-images.ts';
import { Icon } from './icons.tsx';
import { ProductImage } from './ProductImage.tsx';

const viewerButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-charcoal/75 text-ivory ring-1 ring-white/25 transition-colors duration-150 hover:bg-charcoal aria-pressed:bg-ivory aria-pressed:text-charcoal';

export function Gallery({ images, productName }: { images: GalleryImage[]; productName: string }): ReactNode {
  const [first] = images;
  if (!first) return null;
  const count = images.length;
  const srcSet = gallerySrcSet(first);

  return (
    <div data-gallery className="flex flex-col gap-4">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-cream shadow-soft ring-1 ring-sand/60">
        <button
          type="button"
          data-gallery-open
          aria-haspopup="dialog"
          aria-label={openLabel(1, count)}
          className="block size-full cursor-zoom-in rounded-3xl"
        >
          <ProductImage
            data-gallery-main
            src={first.url}
            srcSet={srcSet}
            sizes={srcSet ? GALLERY_SIZES : undefined}
            alt={first.alt}
            width={800}
            height={800}
            loading="eager"
            fetchPriority="high"
            className="size-full object-cover"
          />
        </button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-4 bottom-4 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-charcoal shadow-soft"
        >
          <Icon name="expand" size={18} />
        </span>
      </div>

      {count > 1 && (
        <ul className="grid grid-cols-4 gap-3 sm:gap-4" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                data-gallery-thumb
                data-url={image.url}
                data-thumbnail={image.thumbnail ?? undefined}
                data-alt={image.alt}
                aria-label={`Show image ${index + 1} of ${count}`}
                aria-current={index === 0 ? 'true' : undefined}
                className="gallery-thumb"
              >
                <ProductImage
                  src={image.thumbnail ?? image.url}
                  alt=""
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      <dialog
        data-viewer
        aria-label={`${productName}: images`}
        className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-charcoal p-0 text-ivory backdrop:bg-charcoal/95"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p data-viewer-counter aria-live="polite" className="text-sm font-medium text-ivory-muted" />
            <div className="flex items-center gap-2">
              <button
                type="button"
                data-viewer-zoom
                aria-label="Zoom"
                aria-pressed="false"
                className={`group ${viewerButton}`}
              >
                <Icon name="zoomIn" size={22} className="group-aria-pressed:hidden" />
                <Icon name="zoomOut" size={22} className="hidden group-aria-pressed:block" />
              </button>
              <button
                type="button"
                data-viewer-close
                aria-label="Close full-screen view"
                className={viewerButton}
              >
                <Icon name="close" size={22} />
              </button>
            </div>
          </div>
          <div className="relative min-h-0 flex-1">
            <div
              data-viewer-stage
              className="group flex size-full items-center justify-center overflow-hidden px-4 pb-6 data-zoomed:block data-zoomed:overflow-auto data-zoomed:p-0 sm:px-20"
            >
              <ProductImage
                data-viewer-image
                alt=""
                width={800}
                height={800}
                loading="lazy"
                className="max-h-full w-auto max-w-full cursor-zoom-in rounded-2xl object-contain group-data-zoomed:h-[200%] group-data-zoomed:max-h-none group-data-zoomed:max-w-none group-data-zoomed:cursor-zoom-out group-data-zoomed:rounded-none"
              />
            </div>
            {count > 1 && (
              <>
                <button
                  type="button"
                  data-viewer-step="-1"
                  aria-label="Previous image"
                  className={`${viewerButton} absolute top-1/2 left-3 -translate-y-1/2 sm:left-5`}
                >
                  <Icon name="left" size={24} />
                </button>
                <button
                  type="button"
                  data-viewer-step="1"
                  aria-label="Next image"
                  className={`${viewerButton} absolute top-1/2 right-3 -translate-y-1/2 sm:right-5`}
                >
                  <Icon name="right" size={24} />
                </button>
              </>
            )}
          </div>
        </div>
      </dialog>
    </div>
  );
}
