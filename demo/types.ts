// The shape of the demo catalogue. `catalogue.ts` holds the data, `server/db/seed/seed.ts` writes it
// to the database and `server/media/generate.ts` renders its illustrations. Money is whole rupees.

export type StockStatus = 'in_stock' | 'out_of_stock' | 'on_order';

/** What an illustration draws. Every product and category names one. */
export type IllustrationKind =
  | 'sofa'
  | 'armchair'
  | 'coffee-table'
  | 'tv-unit'
  | 'bed'
  | 'wardrobe'
  | 'side-table'
  | 'dining-table'
  | 'dining-chair'
  | 'kitchen-cabinet'
  | 'desk'
  | 'office-chair'
  | 'bookshelf'
  | 'pendant-light'
  | 'floor-lamp'
  | 'table-lamp'
  | 'mirror'
  | 'rug'
  | 'vase'
  | 'cushion'
  | 'wall-art'
  | 'outdoor-chair'
  | 'swing'
  | 'planter';

/** The surface the illustration hints at: wood grain, cane weave, fabric, metal sheen… */
export type MaterialFinish = 'wood' | 'cane' | 'fabric' | 'metal' | 'stone' | 'ceramic' | 'glass' | 'leather';

export type ImageView = 'front' | 'angle' | 'detail' | 'room';

export interface SeedIllustration {
  kind: IllustrationKind;
  /** Main colour of the piece, `#rrggbb`. */
  color: string;
  finish: MaterialFinish;
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  /** `null` for a root category. A parent always comes before its children in the list. */
  parentSlug: string | null;
  isFeatured: boolean;
  sortOrder: number;
  illustration: SeedIllustration;
}

export interface SeedVariant {
  name: string;
  sku: string;
  price: number;
  /** The variant's own sale price, or null; a shopper pays it when it is below `price`. */
  discountPrice: number | null;
  stockStatus: StockStatus;
}

export interface SeedReview {
  customerName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  comment: string;
  verifiedPurchase: boolean;
  helpfulCount: number;
  createdDaysAgo: number;
}

/** A shipping box, whole centimetres. */
export interface SeedPackedBox {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface SeedProduct {
  slug: string;
  /** Product code, unique, looked up by `GET /products/code/{code}`. */
  sku: string;
  name: string;
  description: string;
  categorySlug: string;
  brand: string;
  price: number;
  comparePrice: number | null;
  discountPrice: number | null;
  stockStatus: StockStatus;
  roomType: string;
  material: string;
  /** e.g. "W 210 x D 90 x H 85 cm" */
  dimensions: string;
  /** e.g. "48 kg" */
  weight: string;
  color: string;
  style: string;
  careInstructions: string;
  warranty: string;
  assemblyRequired: boolean;
  /** The shipping box, whole centimetres (decision 204). */
  packedBox: SeedPackedBox;
  /** Arrives assembled; otherwise flat-packed and assembled at the customer's home. */
  shipsAssembled: boolean;
  isFeatured: boolean;
  /** Plain-text size guide, or null when the piece has no sizes to choose from. */
  sizeGuide: string | null;
  createdDaysAgo: number;
  features: string[];
  specifications: { name: string; value: string }[];
  variants: SeedVariant[];
  /** 3 or 4 views; image n (1-based) is served at /media/products/{slug}/{n}.webp (+ -thumb). */
  images: { view: ImageView; altText: string }[];
  illustration: SeedIllustration;
  reviews: SeedReview[];
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  products: SeedProduct[];
}

export const productImagePath = (slug: string, n: number, thumb = false): string =>
  `/media/products/${slug}/${n}${thumb ? '-thumb' : ''}.webp`;

export const categoryImagePath = (slug: string): string => `/media/categories/${slug}.webp`;
