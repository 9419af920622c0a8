// /wishlist (docs/cart-and-wishlist.md): the saved products with remove, Add to Cart (which also takes
// the item off the wishlist), View Details and Clear All, and the loading and empty states.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { WishlistItem } from '@contract/account.ts';
import { effectivePrice, formatINR, strikethroughPrice } from '../../lib/money.ts';
import { canAddToCart, stockBadge } from '../../lib/stock.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { AccountIcon, AuthGate, PageSpinner } from '../account/index.ts';
import { addProductToCart } from '../cart/index.ts';
import { $wishlist, clearWishlist, initWishlist, removeFromWishlist } from './wishlist-store.ts';

function Item({ item }: { item: WishlistItem }): ReactNode {
  const href = `/products/${encodeURIComponent(item.slug)}`;
  const struck = strikethroughPrice(item);
  const badge = stockBadge(item.stock_status);
  const buyable = canAddToCart(item.stock_status);
  const moveToCart = async () => {
    addProductToCart(item);
    await removeFromWishlist(item, { quiet: true });
  };
  return (
    <li className="flex flex-col overflow-hidden rounded-3xl border border-sand bg-white shadow-soft">
      <a href={href} className="relative block aspect-square bg-cream">
        <img
          src={item.thumbnail_url ?? item.image_url ?? PLACEHOLDER_IMAGE}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="size-full object-cover"
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
              event.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
        />
        {badge && (
          <span className="absolute top-3 left-3 rounded-full bg-charcoal px-3 py-1 text-xs font-semibold text-ivory">
            {badge}
          </span>
        )}
      </a>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {item.category?.name ?? 'Uncategorized'}
        </p>
        <h2 className="mt-1 text-lg font-medium text-charcoal">
          <a href={href} className="hover:text-terracotta">
            {item.name}
          </a>
        </h2>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="text-lg font-semibold text-charcoal">{formatINR(effectivePrice(item))}</span>
          {struck !== null && <s className="text-sm text-muted">{formatINR(struck)}</s>}
        </p>
        <div className="mt-auto grid gap-2 pt-5">
          <button
            type="button"
            className="btn btn-primary min-h-10 px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
            disabled={!buyable}
            onClick={() => void moveToCart()}
          >
            <AccountIcon name="bag" size={18} />
            Add to Cart
          </button>
          <div className="grid grid-cols-2 gap-2">
            <a href={href} className="btn btn-outline min-h-10 px-3 py-2 text-sm">
              View Details
            </a>
            <button
              type="button"
              className="btn min-h-10 border-sand px-3 py-2 text-sm text-terracotta-dark hover:bg-terracotta-soft"
              onClick={() => void removeFromWishlist(item)}
            >
              <AccountIcon name="trash" size={16} />
              Remove
              <span className="sr-only"> {item.name}</span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}

function Wishlist(): ReactNode {
  const wishlist = useStore($wishlist);
  useEffect(() => initWishlist(), []);

  if (wishlist.status === 'idle' || (wishlist.status === 'loading' && wishlist.items.length === 0)) {
    return <PageSpinner label="Loading your wishlist…" />;
  }
  if (wishlist.items.length === 0) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-sand bg-white px-8 py-12 text-center shadow-soft">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-terracotta-soft text-terracotta-dark">
          <AccountIcon name="heart" size={26} />
        </span>
        <h2 className="mt-5 text-2xl font-medium text-charcoal">Your wishlist is empty</h2>
        <p className="mt-2 text-muted">Tap the heart on any product to save it here for later.</p>
        <a href="/products" className="btn btn-primary mt-6">
          Continue Shopping
        </a>
      </section>
    );
  }
  return (
    <div>
      <div className="mb-6 flex items-center justify-between gap-4">
        <p className="text-muted">
          {wishlist.items.length} {wishlist.items.length === 1 ? 'item' : 'items'} saved
        </p>
        <button
          type="button"
          className="btn btn-outline min-h-10 px-4 py-2 text-sm"
          onClick={() => void clearWishlist()}
        >
          Clear All
        </button>
      </div>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {wishlist.items.map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

export default function WishlistView(): ReactNode {
  return (
    <AuthGate>
      <Wishlist />
    </AuthGate>
  );
}
