// The markup contract of a product card, shared by ProductCard.tsx (which writes it) and
// product-card.script.ts (which reads it): the card element carries the product's id, prices and
// stock as JSON, and its link, image and category line show the rest; its buttons are marked, and
// cards rendered by a live island are marked managed, so that the script leaves their labels to React.
import type { ProductSummary } from '@contract/catalogue.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import type { CartProduct } from '../cart/index.ts';

export const ADD_TO_CART_LABEL = 'Add to Cart';
export const IN_CART_LABEL = 'In Cart';

export const CARD = {
  card: 'data-product-card',
  product: 'data-product',
  managed: 'data-managed',
  addToCart: 'data-add-to-cart',
  cartLabel: 'data-cart-label',
  wishlist: 'data-wishlist',
  image: 'data-product-image',
} as const;

/** What a card hands to the cart and to the wishlist: the cart-item fields of a product. */
type CardProduct = CartProduct & { category?: string | null };

/** The fields a card's JSON carries: the ones its markup does not already show. */
type CardData = Pick<CartProduct, 'id' | 'price' | 'stock_status' | 'compare_price' | 'discount_price'>;

/**
 * The product as a card's JSON carries it: the id, the prices and the stock. The name, the page
 * (slug), the image and the category are in the card's markup already (its link, image and category
 * line), so readCardProduct takes them from there: a page of twenty cards would otherwise carry each
 * twice, about a kilobyte more of compressed HTML on the listing. Fields without a value are left out
 * rather than written as null (the cart reads a missing one as null).
 */
export function toCardProduct(product: ProductSummary): CardData {
  const card: CardData = { id: product.id, price: product.price, stock_status: product.stock_status };
  if (product.compare_price !== null) card.compare_price = product.compare_price;
  if (product.discount_price !== null) card.discount_price = product.discount_price;
  return card;
}

/** Where a card's markup shows the rest of its product (ProductCard.tsx). */
export const CARD_PARTS = {
  /** The product's link: its text is the name, its href /products/<slug>. */
  link: 'a.card-link',
  category: '.card-category',
  image: `img[${CARD.image}]`,
} as const;

const PRODUCT_PATH = /^\/products\/([^/?#]+)$/;

/** The slug of a product page's path, or null when the path is not one. */
function slugOf(href: string | null | undefined): string | null {
  const encoded = PRODUCT_PATH.exec(href ?? '')?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** A card element's JSON, or null when it has none that reads as a card's. */
function readCardData(card: Element | null): CardData | null {
  const json = card?.getAttribute(CARD.product);
  if (!json) return null;
  let value: Partial<CardData> | null;
  try {
    value = JSON.parse(json) as Partial<CardData> | null;
  } catch {
    return null;
  }
  if (!value || typeof value.id !== 'string' || typeof value.price !== 'number') return null;
  return value as CardData;
}

/** The id of the product a card carries: all that keeping its labels in step needs. */
export const readCardId = (card: Element | null): string | null => readCardData(card)?.id ?? null;

/** The product a card element carries, or null when the markup is not a card's. */
export function readCardProduct(card: Element | null): CardProduct | null {
  const value = readCardData(card);
  if (!card || !value) return null;
  const link = card.querySelector(CARD_PARTS.link);
  const name = link?.textContent?.trim();
  const slug = slugOf(link?.getAttribute('href'));
  if (!name || !slug) return null;
  const product: CardProduct = { ...value, name, slug };
  // A failed image shows the placeholder (product-card.script.ts): the product then has no image.
  const image = card.querySelector(CARD_PARTS.image)?.getAttribute('src');
  if (image && image !== PLACEHOLDER_IMAGE) product.image_url = image;
  const category = card.querySelector(CARD_PARTS.category)?.textContent?.trim();
  if (category) product.category = category;
  return product;
}
