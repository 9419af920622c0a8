// Add to Cart on a product card or the wishlist: one more of the product, confirmed by a toast.
import { toast } from '../toasts/index.ts';
import { addToCart, type CartProduct } from './cart-store.ts';

export function addProductToCart(product: CartProduct): void {
  if (addToCart(product) === 'unavailable') return;
  toast.success(`${product.name} added to cart`);
}
