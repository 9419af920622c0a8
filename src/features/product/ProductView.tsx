// A product's page body (docs/product-page.md): breadcrumb, gallery, name, category, rating, the purchase
// panel and the Description / Specifications / Reviews tabs. The product pages render it when the site
// is built, the 404 page renders it in the browser for a product published since, and
// product-view.script.ts brings either to life.
import type { ReactNode } from 'react';
import type { Product } from '@contract/catalogue.ts';
import type { EmiPlan } from '@contract/emi.ts';
import type { ReviewList } from '../../lib/api.ts';
import { FitCheck } from '../fit/index.ts';
import { Breadcrumb, productTrail } from './Breadcrumb.tsx';
import { DescriptionPanel, paragraphs } from './DescriptionPanel.tsx';
import { Gallery } from './Gallery.tsx';
import { toGalleryImages } from './gallery-images.ts';
import { Icon, type IconName } from './icons.tsx';
import { ProductTabs } from './ProductTabs.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';
import { ReturnPolicy } from './ReturnPolicy.tsx';
import { toPurchaseProduct } from './purchase.ts';
import { countOf } from './review-format.ts';
import { Reviews } from './Reviews.tsx';
import { SpecificationsPanel } from './SpecificationsPanel.tsx';
import { formatRating } from './stars.ts';
import { Stars } from './Stars.tsx';
import { tabId } from './product-tabs.ts';

interface ProductViewProps {
  product: Product;
  /** The first page of reviews; null lets the page ask the API for it. */
  reviews: ReviewList | null;
  /** The product page's address, for sharing and the chat message. */
  url: string;
  /** The fixed chat link, used when the API cannot make one. */
  chatFallbackUrl: string;
  /** The shop's EMI plans, read when the site was built (decision 203). */
  emiPlans?: readonly EmiPlan[];
}

const PROMISES: { icon: IconName; text: string }[] = [
  { icon: 'truck', text: 'Free delivery' },
  { icon: 'shield', text: '1 Year Warranty' },
  { icon: 'returns', text: 'Easy returns' },
];

export function ProductView({
  product,
  reviews,
  url,
  chatFallbackUrl,
  emiPlans,
}: ProductViewProps): ReactNode {
  const trail = productTrail(product.category);
  const [lead] = paragraphs(product.description);
  const reviewLabel =
    product.review_count === 0 ? 'No reviews yet' : countOf(product.review_count, 'review', 'reviews');

  return (
    <div data-product-view="" data-url={url} data-chat-fallback={chatFallbackUrl}>
      <Breadcrumb trail={trail} />

      <div className="mt-6 grid items-start gap-10 lg:mt-8 lg:grid-cols-2 lg:gap-14">
        <Gallery images={toGalleryImages(product)} productName={product.name} />

        {/* Beside the gallery the panel reaches the screen's right edge until the page stops growing
            (87rem), right where the floating chat button sits: it keeps out of that column there. */}
        <div className="flex flex-col lg:max-[87rem]:pr-16">
          {product.category && (
            <a href={trail.at(-1)?.href} className="eyebrow self-start underline-offset-4 hover:underline">
              {product.category.name}
            </a>
          )}
          <h1 className="mt-3 text-3xl leading-tight font-medium text-balance text-charcoal sm:text-4xl">
            {product.name}
          </h1>
          <a href={`#${tabId('reviews')}`} className="rating-link">
            <Stars rating={product.rating} />
            {product.review_count > 0 && (
              <span className="font-semibold text-charcoal">{formatRating(product.rating)}</span>
            )}
            <span>({reviewLabel})</span>
          </a>

          <div className="mt-6">
            <PurchasePanel product={toPurchaseProduct(product)} emiPlans={emiPlans}>
              {lead && <p className="line-clamp-4 leading-relaxed text-muted">{lead}</p>}
            </PurchasePanel>
          </div>
          <FitCheck product={product} />
          <ReturnPolicy days={product.return_days} />

          <ul className="mt-8 grid gap-3 border-t border-sand pt-6 text-sm text-charcoal sm:grid-cols-3">
            {PROMISES.filter((promise) => promise.icon !== 'returns' || product.return_days !== 0).map(
              (promise) => (
                <li key={promise.text} className="flex items-center gap-2">
                  <Icon name={promise.icon} size={20} className="text-teal" />
                  {promise.text}
                </li>
              ),
            )}
          </ul>
        </div>
      </div>

      <section aria-label="Product information" className="below-fold mt-16 sm:mt-20">
        <ProductTabs
          reviewCount={product.review_count}
          description={<DescriptionPanel product={product} />}
          specifications={<SpecificationsPanel specifications={product.specifications} />}
          reviews={<Reviews productId={product.id} initial={reviews} />}
        />
      </section>
    </div>
  );
}
