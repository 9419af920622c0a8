// A product in a grid or a list (docs/catalogue.md): image, category, name, price under the discount
// rules, stock badge, Add to Cart and the wishlist heart. This is the only card markup:
// pages render it to plain HTML for pre-rendered grids, and the listing islands render it live. Its buttons carry no handlers; product-card.script.ts handles every card's clicks.
//
// Inside an element with the `group/listing` class and data-view="list", the card lays out as a row.
// Its classes (card, card-media, card-cart …) are named in global.css: a grid repeats them per card.
import type { ReactNode } from 'react';
import type { ProductSummary } from '@contract/catalogue.ts';
import { StruckPrice } from '../../components/StruckPrice.tsx';
import { discountPercent, effectivePrice, formatINR, strikethroughPrice } from '../../lib/money.ts';
import { canAddToCart, stockBadge } from '../../lib/stock.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { CompareToggle } from '../compare/index.ts';
import { ADD_TO_CART_LABEL, IN_CART_LABEL, toCardProduct } from './product-card.ts';

/** The grid that holds cards, one column of rows in list view. */
export const PRODUCT_GRID_CLASS =
  'card-grid grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4 group-data-[view=list]/listing:grid-cols-1 group-data-[view=list]/listing:gap-4';

/** A quarter of the content width on wide screens, half on phones. */
const SIZES = '(min-width: 80rem) 18rem, (min-width: 64rem) 23vw, 46vw';

interface ProductCardProps {
  product: ProductSummary;
  /** Cards in the first visible row load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  inCart?: boolean;
  wishlisted?: boolean;
  /** Rendered by a live island, which keeps the labels itself. */
  managed?: boolean;
}

export function ProductCard({
  product,
  eager = false,
  headingLevel: Heading = 'h3',
  inCart = false,
  wishlisted = false,
  managed = false,
}: ProductCardProps): ReactNode {
  const href = `/products/${encodeURIComponent(product.slug)}`;
  const price = effectivePrice(product);
  const struck = strikethroughPrice(product);
  const percent = discountPercent(product);
  const badge = stockBadge(product.stock_status);
  const buyable = canAddToCart(product.stock_status);
  // The reference API serves 800 px images with 400 px thumbnails; an API without thumbnails gets
  // the single image.
  const srcSet =
    product.image_url && product.thumbnail_url
      ? `${product.thumbnail_url} 400w, ${product.image_url} 800w`
      : undefined;

  return (
    <article
      data-product-card=""
      data-product={JSON.stringify(toCardProduct(product))}
      data-managed={managed ? '' : undefined}
      className="group card"
    >
      <div className="card-media">
        <img
          data-product-image=""
          src={product.image_url ?? PLACEHOLDER_IMAGE}
          srcSet={srcSet}
          sizes={srcSet ? SIZES : undefined}
          alt={product.name}
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="card-image"
        />
        {(badge || percent !== null) && (
          <div className="absolute top-3 left-3 flex flex-col items-start gap-1.5">
            {percent !== null && (
              <span className="rounded-full bg-terracotta px-2.5 py-1 text-xs font-semibold text-white">
                {percent}% off
              </span>
            )}
            {badge === 'Out of Stock' && (
              <span className="rounded-full bg-charcoal px-2.5 py-1 text-xs font-semibold text-ivory">
                {badge}
              </span>
            )}
            {badge === 'On Order' && (
              <span className="rounded-full bg-teal px-2.5 py-1 text-xs font-semibold text-ivory">
                {badge}
              </span>
            )}
          </div>
        )}
        <button
          type="button"
          data-wishlist=""
          data-needs-js=""
          aria-pressed={wishlisted}
          aria-label={`Add ${product.name} to wishlist`}
          className="card-wish"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="i">
            <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
          </svg>
        </button>
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4 sm:p-5">
        {product.category && <p className="card-category">{product.category.name}</p>}
        <Heading className="card-name">
          <a href={href} className="card-link">
            {product.name}
          </a>
        </Heading>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <span className="text-lg font-semibold text-charcoal">
            {struck !== null && <span className="sr-only">Price: </span>}
            {formatINR(price)}
          </span>
          <StruckPrice struck={struck} />
        </p>
        <button
          type="button"
          data-add-to-cart=""
          data-needs-js=""
          data-in-cart={inCart ? '' : undefined}
          disabled={!buyable}
          className="card-cart"
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            className="i hidden shrink-0 sm:block"
          >
            <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4ZM3 6h18M16 10a4 4 0 0 1-8 0" />
          </svg>
          <span data-cart-label="">{inCart ? IN_CART_LABEL : ADD_TO_CART_LABEL}</span>
          <span className="sr-only">: {product.name}</span>
        </button>
        <CompareToggle productId={product.id} productName={product.name} />
      </div>
    </article>
  );
}
