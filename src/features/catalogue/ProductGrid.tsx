// The cards a listing island renders after the shopper changed the listing. Each card reflects the
// cart and the wishlist through their stores; the clicks go through product-card.script.ts.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { ProductSummary } from '@contract/catalogue.ts';
import { installCardActions } from './product-card.script.ts';
import { $wishlistedIds } from '../wishlist/index.ts';
import { $cart, isInCart } from '../cart/index.ts';
import { PRODUCT_GRID_CLASS, ProductCard } from './ProductCard.tsx';

/** Cards in the first row on wide screens load eagerly; later rows are lazy. */
const EAGER_CARDS = 4;

export function ProductGrid({
  products,
  headingLevel = 'h2',
}: {
  products: ProductSummary[];
  /** The listing pages put cards right under their h1. */
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  const items = useStore($cart);
  const wishlisted = useStore($wishlistedIds);
  // A page whose pre-rendered grid was empty never loaded the cards' script.
  useEffect(installCardActions, []);
  return (
    <ul className={PRODUCT_GRID_CLASS}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            eager={index < EAGER_CARDS}
            headingLevel={headingLevel}
            inCart={isInCart(items, product.id)}
            wishlisted={wishlisted.has(product.id)}
            managed
          />
        </li>
      ))}
    </ul>
  );
}
