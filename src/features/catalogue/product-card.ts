// The markup contract of a product card, shared by ProductCard.tsx (which writes it) and
// product-card.script.ts (which reads it): the card element carries the product as JSON; its buttons
// are marked, and cards rendered by a live island are marked managed, so that the script leaves
// their labels to React.
import type { ProductSummary } from '../../../contract/catalogue.ts';
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

/**
 * The product as a card carries it. Fields without a value are left out rather than written as null
 * (the cart reads a missing one as null), which keeps each card's JSON short on a page of cards.
 */
export function toCardProduct(product: ProductSummary): CardProduct {
  const card: CardProduct = {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    stock_status: product.stock_status,
  };
  if (product.compare_price !== null) card.compare_price = product.compare_price;
  if (product.discount_price !== null) card.discount_price = product.discount_price;
  if (product.image_url !== null) card.image_url = product.image_url;
  if (product.category) card.category = product.category.name;
  return card;
}

/** The product a card element carries, or null when the markup is not a card's. */
export function readCardProduct(card: Element | null): CardProduct | null {
  const json = card?.getAttribute(CARD.product);
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<CardProduct> | null;
    if (
      !value ||
      typeof value.id !== 'string' ||
      typeof value.name !== 'string' ||
      typeof value.price !== 'number'
    )
      return null;
    return value as CardProduct;
  } catch {
    return null;
  }
}
