// The product's images: one large image and thumbnails to switch it. gallery.script.ts brings it to
// life; the full-screen viewer is drawn by gallery-viewer.script.ts when it is first opened.
import type { ReactNode } from 'react';
import { GALLERY_SIZES, gallerySrcSet, openLabel, type GalleryImage } from './gallery-images.ts';
import { Icon } from './icons.tsx';
import { ProductImage } from './ProductImage.tsx';

export function Gallery({ images, productName }: { images: GalleryImage[]; productName: string }): ReactNode {
  const [first] = images;
  if (!first) return null;
  const count = images.length;
  const srcSet = gallerySrcSet(first);

  return (
    <div data-gallery="" data-name={productName} className="flex flex-col gap-4">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-cream shadow-soft ring-1 ring-sand/60">
        <button
          type="button"
          data-gallery-open=""
          aria-haspopup="dialog"
          aria-label={openLabel(1, count)}
          className="block size-full cursor-zoom-in rounded-3xl"
        >
          <ProductImage
            data-gallery-main=""
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
        <span aria-hidden="true" className="gallery-expand">
          <Icon name="expand" size={18} />
        </span>
      </div>

      {count > 1 && (
        <ul className="grid grid-cols-4 gap-3 sm:gap-4" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                data-gallery-thumb=""
                data-url={image.url}
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
                  // After the main image, which is the page's largest paint: it gets the bandwidth first.
                  fetchPriority="low"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
