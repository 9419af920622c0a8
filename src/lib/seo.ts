// What search engines and link previews read about a page: schema.org JSON-LD (Product with its offer
// and rating, BreadcrumbList) and Open Graph tags. Pure functions of the data the page rendered, so a
// crawler is told the same price, stock state and rating that a shopper sees.
import type { Product, Review } from '@contract/catalogue.ts';
import { effectivePrice, strikethroughPrice, variantPrice } from './money.ts';
import { stockState, type StockState } from './stock.ts';

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
const CURRENCY = 'INR';
const BEST_RATING = 5;
const WORST_RATING = 1;

const AVAILABILITY: Record<StockState, string> = {
  in_stock: `${SCHEMA}/InStock`,
  out_of_stock: `${SCHEMA}/OutOfStock`,
  // Made or shipped to order: it can be ordered, it is just not on the shelf.
  on_order: `${SCHEMA}/BackOrder`,
};

/** schema.org ItemAvailability for a stock status (in stock, out of stock, on order). */
export const schemaAvailability = (status: string | null | undefined): string =>
  AVAILABILITY[stockState(status)];

/** Open Graph `product:availability` values. */
const OG_AVAILABILITY: Record<StockState, string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  on_order: 'available for order',
};

/**
 * JSON for a `<script type="application/ld+json">` (or any JSON data script). Catalogue text goes in
 * it, so the characters that could end the script element or break a JavaScript parser are escaped.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One line of plain text of at most `max` characters, cut at a word and marked with an ellipsis. */
export function metaDescription(text: string | null | undefined, max = 160): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** The product's images as absolute URLs, the primary one first. */
export function productImageUrls(
  product: Pick<Product, 'images' | 'image_url'>,
  base: string | URL,
): string[] {
  const ordered = [...product.images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  const urls = ordered.length > 0 ? ordered.map((image) => image.image_url) : [product.image_url];
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => new URL(url, base).href))];
}

interface ProductJsonLdOptions {
  /** The product page's canonical URL. */
  url: string;
  /** The business that sells it. */
  sellerName: string;
  /** Reviews shown on the page, if any. */
  reviews?: readonly Review[];
}

function offersOf(product: Product, url: string, sellerName: string): JsonLd {
  const availability = schemaAvailability(product.stock_status);
  const seller = { '@type': 'Organization', name: sellerName };
  if (product.variants.length > 0) {
    // What each variant costs the shopper: its own discount price when that counts (decision 041).
    const prices = product.variants.map((variant) => variantPrice(variant));
    return {
      '@type': 'AggregateOffer',
      priceCurrency: CURRENCY,
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      availability,
      url,
      seller,
    };
  }
  const price = effectivePrice(product);
  const struck = strikethroughPrice(product);
  return {
    '@type': 'Offer',
    priceCurrency: CURRENCY,
    price,
    availability,
    itemCondition: `${SCHEMA}/NewCondition`,
    url,
    seller,
    ...(struck !== null && {
      priceSpecification: [
        { '@type': 'UnitPriceSpecification', price, priceCurrency: CURRENCY },
        {
          '@type': 'UnitPriceSpecification',
          priceType: `${SCHEMA}/StrikethroughPrice`,
          price: struck,
          priceCurrency: CURRENCY,
        },
      ],
    }),
  };
}

const ratingOf = (value: number): JsonLd => ({
  '@type': 'Rating',
  ratingValue: value,
  bestRating: BEST_RATING,
  worstRating: WORST_RATING,
});

/** schema.org Product: offers in INR with availability, and aggregateRating once it has reviews. */
export function productJsonLd(product: Product, options: ProductJsonLdOptions): JsonLd {
  const { url, sellerName, reviews = [] } = options;
  const images = productImageUrls(product, url);
  const hasReviews = product.review_count > 0;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    url,
    ...(product.description && { description: metaDescription(product.description, 5000) }),
    ...(product.sku && { sku: product.sku }),
    ...(images.length > 0 && { image: images }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(product.category && { category: product.category.name }),
    ...(product.color && { color: product.color }),
    ...(product.material && { material: product.material }),
    offers: offersOf(product, url, sellerName),
    ...(hasReviews && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round(product.rating * 10) / 10,
        reviewCount: product.review_count,
        bestRating: BEST_RATING,
        worstRating: WORST_RATING,
      },
    }),
    ...(hasReviews &&
      reviews.length > 0 && {
        review: reviews.map((review) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: review.customer_name?.trim() || 'Anonymous' },
          datePublished: review.created_at.slice(0, 10),
          ...(review.title && { name: review.title }),
          ...(review.comment && { reviewBody: review.comment }),
          reviewRating: ratingOf(review.rating),
        })),
      }),
  };
}

/** A `<meta>` tag: Open Graph tags use `property`, Twitter's use `name`. */
type MetaTag = { property: string; content: string } | { name: string; content: string };

/**
 * Open Graph and Twitter tags a product page adds to the layout's own (title, description, URL):
 * the primary image, and the price and availability of what the page offers first.
 */
export function productOpenGraph(product: Product, options: { url: string; price: number }): MetaTag[] {
  const [image] = productImageUrls(product, options.url);
  const primary = product.images.find((candidate) => candidate.is_primary) ?? product.images[0];
  const tags: MetaTag[] = [];
  if (image) {
    tags.push({ property: 'og:image', content: image });
    tags.push({ property: 'og:image:alt', content: primary?.alt_text || product.name });
  }
  tags.push(
    { property: 'product:price:amount', content: String(options.price) },
    { property: 'product:price:currency', content: CURRENCY },
    { property: 'product:availability', content: OG_AVAILABILITY[stockState(product.stock_status)] },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  );
  return tags;
}
