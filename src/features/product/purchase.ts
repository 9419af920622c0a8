// The product page's buying rules (docs/product-page.md): which variant is chosen, what it costs,
// whether it can be bought, and how many. The page, its structured data and the purchase panel all
// price a product through these, so the three never disagree.
import type { Product, ProductVariant } from '@contract/catalogue.ts';
import {
  discountPercent,
  effectivePrice,
  formatINR,
  strikethroughPrice,
  variantPrice,
} from '../../lib/money.ts';
import { LINE_QUANTITY_MAX } from '@contract/order-rules.ts';
import { addToCart, lineKey, setQuantity, $cart, type AddResult, type CartVariant } from '../cart/index.ts';

/** What the purchase panel needs of a product, and all it sends to the browser. */
export type PurchaseProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'slug'
  | 'price'
  | 'compare_price'
  | 'discount_price'
  | 'image_url'
  | 'stock_status'
  | 'category'
> & { variants: ProductVariant[] };

export const toPurchaseProduct = (product: Product): PurchaseProduct => ({
  id: product.id,
  name: product.name,
  slug: product.slug,
  price: product.price,
  compare_price: product.compare_price,
  discount_price: product.discount_price,
  image_url: product.image_url,
  stock_status: product.stock_status,
  category: product.category,
  variants: product.variants,
});

/** The variant with `id` when the product still has it, else the first, else none. */
export function selectVariant(
  variants: readonly ProductVariant[],
  id: string | null | undefined = null,
): ProductVariant | null {
  return variants.find((variant) => variant.id === id) ?? variants[0] ?? null;
}

export interface ShownPrice {
  /** What one unit costs the shopper. */
  price: number;
  /** Struck through beside it: the original price under a discount, or a higher compare price. */
  struck: number | null;
  /** Percent off, only under a discount. */
  percentOff: number | null;
}

/**
 * The discount rules (a discount price below the price is charged, the price struck through, with the
 * percent off), for the product or, when one is chosen, for the variant, which has a price and a
 * discount price of its own (decision 041; the cart and the API's price call charge the same). Without
 * a discount, a compare price above what is charged stays struck through.
 */
export function shownPrice(
  product: Pick<Product, 'price' | 'discount_price' | 'compare_price'>,
  variant: Pick<ProductVariant, 'price' | 'discount_price'> | null,
): ShownPrice {
  if (!variant) {
    return {
      price: effectivePrice(product),
      struck: strikethroughPrice(product),
      percentOff: discountPercent(product),
    };
  }
  const price = variantPrice(variant);
  if (price < variant.price) {
    return { price, struck: variant.price, percentOff: discountPercent(variant) };
  }
  const compare = product.compare_price;
  return { price, struck: typeof compare === 'number' && compare > price ? compare : null, percentOff: null };
}

/** A variant can be bought only when the product itself can (as GET /products/{id}/stock decides). */
export function purchaseStatus(
  product: Pick<Product, 'stock_status'>,
  variant: Pick<ProductVariant, 'stock_status'> | null,
): string {
  return product.stock_status === 'in_stock' && variant ? variant.stock_status : product.stock_status;
}

export interface Offer {
  variant: ProductVariant | null;
  shown: ShownPrice;
  status: string;
}

/**
 * What the shopper is offered for the chosen option (`chosenId`, or none when the page drew no
 * Options). The Options were drawn from `builtVariants`; one that has since left the catalogue keeps
 * its last price and can no longer be bought.
 */
export function currentOffer(
  product: PurchaseProduct,
  builtVariants: readonly ProductVariant[],
  chosenId: string | null,
): Offer {
  const variant =
    chosenId === null ? selectVariant(product.variants) : product.variants.find((v) => v.id === chosenId);
  if (variant !== undefined) {
    return { variant, shown: shownPrice(product, variant), status: purchaseStatus(product, variant) };
  }
  const gone = builtVariants.find((v) => v.id === chosenId) ?? null;
  return { variant: gone, shown: shownPrice(product, gone), status: 'out_of_stock' };
}

/** The API takes at most this much of a chat's project details. */
const CHAT_DETAILS_MAX = 1000;

/**
 * The product page's chat request's project details: the product (with the chosen option), what it
 * costs now and its page, e.g. 'Arched Teak Wall Mirror (75 cm) at ₹7,984: https://…'.
 */
export function chatDetails(product: Pick<PurchaseProduct, 'name'>, offer: Offer, url: string): string {
  const label = offer.variant ? `${product.name} (${offer.variant.name})` : product.name;
  const tail = ` at ${formatINR(offer.shown.price)}: ${url}`;
  return `${label.slice(0, Math.max(0, CHAT_DETAILS_MAX - tail.length))}${tail}`.slice(0, CHAT_DETAILS_MAX);
}

export const MIN_QUANTITY = 1;
/** The most of one piece an order may hold (decision 160), as the cart and checkout keep it. */
export const MAX_QUANTITY = LINE_QUANTITY_MAX;

/** The quantity is a whole number from 1 to MAX_QUANTITY. */
export function clampQuantity(value: number | string): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(number)
    ? Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.floor(number)))
    : MIN_QUANTITY;
}

/**
 * Adds `quantity` of the product (in the chosen variant) to the cart. The cart adds one at a time,
 * so the line is then set to what it held before plus the quantity, at most MAX_QUANTITY: `limit` says
 * the line reached it before all of `quantity` was added.
 */
export function addQuantityToCart(
  product: PurchaseProduct,
  variant: ProductVariant | null,
  quantity: number,
): AddResult {
  const cartVariant: CartVariant | null = variant
    ? {
        id: variant.id,
        name: variant.name,
        price: variant.price,
        discount_price: variant.discount_price ?? null,
      }
    : null;
  const key = lineKey({ id: product.id, variant: cartVariant });
  const before = $cart.get().find((item) => lineKey(item) === key)?.quantity ?? 0;
  const result = addToCart({ ...product, stock_status: purchaseStatus(product, variant) }, cartVariant);
  if (result === 'unavailable' || result === 'limit') return result;
  const asked = before + clampQuantity(quantity);
  if (asked !== before + 1) setQuantity(key, asked);
  return asked > MAX_QUANTITY ? 'limit' : result;
}
