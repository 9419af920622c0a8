import { describe, expect, it } from 'vitest';
import type { Product, Review } from '@contract/catalogue.ts';
import {
  breadcrumbJsonLd,
  metaDescription,
  productImageUrls,
  productJsonLd,
  productOpenGraph,
  schemaAvailability,
  serializeJsonLd,
} from './seo.ts';

const URL_OF_PAGE = 'https://aangan.example.in/products/jaali-teak-sofa';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'p1',
  name: 'Jaali Teak Sofa',
  slug: 'jaali-teak-sofa',
  sku: 'SOF-001',
  price: 125000,
  compare_price: null,
  discount_price: null,
  image_url: 'https://api.example.in/media/sofa/1.webp',
  thumbnail_url: 'https://api.example.in/media/sofa/1-thumb.webp',
  category: { id: 'c1', name: 'Sofas', slug: 'sofas' },
  brand: 'Aangan Studio',
  stock_status: 'in_stock',
  room_type: 'Living Room',
  material: 'Teak Wood',
  color: 'Walnut',
  style: 'Contemporary',
  rating: 4.36,
  review_count: 12,
  is_featured: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  description: 'A three-seater in solid teak.\n\nCushions in handloom cotton.',
  dimensions: 'W 210 x D 85 x H 80 cm',
  weight: '62 kg',
  care_instructions: null,
  warranty: '1 Year Warranty',
  assembly_required: false,
  return_days: 7,
  features: [],
  specifications: [],
  variants: [],
  images: [
    {
      id: 'i2',
      image_url: 'https://api.example.in/media/sofa/2.webp',
      thumbnail_url: null,
      alt_text: 'Side view',
      is_primary: false,
    },
    {
      id: 'i1',
      image_url: 'https://api.example.in/media/sofa/1.webp',
      thumbnail_url: null,
      alt_text: 'Front view of the Jaali Teak Sofa',
      is_primary: true,
    },
  ],
  ...overrides,
});

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'r1',
  product_id: 'p1',
  customer_name: 'Ishita Banerjee',
  rating: 5,
  title: 'Absolutely love it',
  comment: 'Sturdy and beautiful.',
  created_at: '2026-11-04T10:00:00.000Z',
  verified_purchase: true,
  helpful_count: 3,
  ...overrides,
});

const jsonLd = (overrides: Partial<Product> = {}, reviews?: Review[]) =>
  productJsonLd(product(overrides), { url: URL_OF_PAGE, sellerName: 'Aangan Interiors', reviews });

describe('productJsonLd', () => {
  it('describes the product with its primary image first', () => {
    const data = jsonLd();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${URL_OF_PAGE}#product`,
      name: 'Jaali Teak Sofa',
      url: URL_OF_PAGE,
      sku: 'SOF-001',
      brand: { '@type': 'Brand', name: 'Aangan Studio' },
      category: 'Sofas',
      image: ['https://api.example.in/media/sofa/1.webp', 'https://api.example.in/media/sofa/2.webp'],
    });
    expect(data.description).toBe('A three-seater in solid teak. Cushions in handloom cotton.');
  });

  it('offers the price in INR with the availability of the stock state', () => {
    expect(jsonLd().offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: 125000,
      availability: 'https://schema.org/InStock',
      url: URL_OF_PAGE,
      seller: { '@type': 'Organization', name: 'Aangan Interiors' },
    });
    expect(jsonLd({ stock_status: 'out_of_stock' }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(jsonLd({ stock_status: 'on_order' }).offers).toMatchObject({
      availability: 'https://schema.org/BackOrder',
    });
  });

  it('offers the discounted price, with the original as the strikethrough price', () => {
    const offers = jsonLd({ discount_price: 99999 }).offers as Record<string, unknown>;
    expect(offers.price).toBe(99999);
    expect(offers.priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: 99999, priceCurrency: 'INR' },
      {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: 125000,
        priceCurrency: 'INR',
      },
    ]);
    expect((jsonLd().offers as Record<string, unknown>).priceSpecification).toBeUndefined();
  });

  it('offers variants as a price range, each at its own price', () => {
    const variants = [
      { id: 'v1', name: '3-Seater', sku: null, price: 56499, discount_price: null, stock_status: 'in_stock' },
      { id: 'v2', name: '3+2 Set', sku: null, price: 91499, discount_price: null, stock_status: 'on_order' },
    ];
    expect(jsonLd({ variants }).offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: 56499,
      highPrice: 91499,
      offerCount: 2,
      availability: 'https://schema.org/InStock',
    });
    const discounted = [
      { ...variants[0]!, discount_price: 50849 },
      { ...variants[1]!, discount_price: 82349 },
    ];
    expect(jsonLd({ price: 56499, discount_price: 50849, variants: discounted }).offers).toMatchObject({
      lowPrice: 50849,
      highPrice: 82349,
    });
  });

  it('rates the product only once it has reviews', () => {
    expect(jsonLd().aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.4,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = jsonLd({ rating: 0, review_count: 0 }, [review()]);
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');
  });

  it('lists the reviews shown, with Anonymous for a missing name', () => {
    const data = jsonLd({}, [review(), review({ id: 'r2', customer_name: null, title: null, rating: 3 })]);
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Ishita Banerjee' },
        datePublished: '2026-11-04',
        name: 'Absolutely love it',
        reviewBody: 'Sturdy and beautiful.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Anonymous' },
        datePublished: '2026-11-04',
        reviewBody: 'Sturdy and beautiful.',
        reviewRating: { '@type': 'Rating', ratingValue: 3, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('leaves out what the catalogue does not know', () => {
    const data = jsonLd({
      sku: null,
      brand: null,
      category: null,
      color: null,
      material: null,
      description: null,
    });
    for (const key of ['sku', 'brand', 'category', 'color', 'material', 'description']) {
      expect(data).not.toHaveProperty(key);
    }
  });
});

describe('productImageUrls', () => {
  it('falls back to the product image, resolved against the page', () => {
    expect(productImageUrls({ images: [], image_url: '/media/a.webp' }, URL_OF_PAGE)).toEqual([
      'https://aangan.example.in/media/a.webp',
    ]);
    expect(productImageUrls({ images: [], image_url: null }, URL_OF_PAGE)).toEqual([]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://aangan.example.in/' },
        { name: 'Products', url: 'https://aangan.example.in/products' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://aangan.example.in/' },
        { '@type': 'ListItem', position: 2, name: 'Products', item: 'https://aangan.example.in/products' },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element or break the parser', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('metaDescription', () => {
  it('keeps short text as one line', () => {
    expect(metaDescription('  A sofa.\n\n In teak. ')).toBe('A sofa. In teak.');
    expect(metaDescription(null)).toBe('');
  });

  it('cuts long text at a word, within the limit', () => {
    const text = 'Handcrafted teak furniture for every room of the house, '.repeat(5);
    const short = metaDescription(text, 60);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(short).not.toMatch(/[\s,]…$/);
  });
});

describe('schemaAvailability', () => {
  it('reads any unknown status as on order', () => {
    expect(schemaAvailability('made_to_order')).toBe('https://schema.org/BackOrder');
  });
});

describe('productOpenGraph', () => {
  it('gives the primary image, the price shown and the availability', () => {
    expect(productOpenGraph(product(), { url: URL_OF_PAGE, price: 125000 })).toEqual([
      { property: 'og:image', content: 'https://api.example.in/media/sofa/1.webp' },
      { property: 'og:image:alt', content: 'Front view of the Jaali Teak Sofa' },
      { property: 'product:price:amount', content: '125000' },
      { property: 'product:price:currency', content: 'INR' },
      { property: 'product:availability', content: 'in stock' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('has a small card without an image', () => {
    const tags = productOpenGraph(product({ images: [], image_url: null, stock_status: 'on_order' }), {
      url: URL_OF_PAGE,
      price: 1,
    });
    expect(tags.map((tag) => tag.content)).toEqual(['1', 'INR', 'available for order', 'summary']);
  });
});
