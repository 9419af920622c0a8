// The cart page (docs/cart-and-wishlist.md): the lines of the cart store with quantity controls and
// removal (each confirmed by a toast), Clear Cart, the order summary, and the empty state. The store
// keeps localStorage and other tabs in step; this island only draws it.
//
// The page is built without a browser, so the server cannot know what is in the cart: the first render
// (and the static HTML) is a spinner, and the cart appears once the island has mounted.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import {
  $cart,
  $cartCount,
  $cartTotal,
  clearCart,
  lineKey,
  removeFromCart,
  type CartItem,
} from './cart-store.ts';
import { toast } from '../toasts/index.ts';
import Spinner from '../../components/Spinner.tsx';
import { useBrowserValue } from '../../lib/use-browser-value.ts';
import CartLine from './CartLine.tsx';
import OrderSummary, { type ShopContact } from './OrderSummary.tsx';
import { itemCountText } from './cart-view.ts';
import { checkCart } from './cart-check.ts';

interface Props {
  contact: ShopContact;
}

export const CART_CHANGED_TEXT = 'Your cart is up to date with the shop’s prices and stock:';

export default function CartView({ contact }: Props): ReactNode {
  const items = useStore($cart);
  const count = useStore($cartCount);
  const total = useStore($cartTotal);
  // The cart is this browser's: the page as built, and as it hydrates, shows it loading.
  const mounted = useBrowserValue(() => true, false);
  // A removed line takes its focused button with it; focus then moves to the heading that says what is left.
  const refocus = useRef(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  // Once as the page opens: the shop's current prices and stock for the cart kept on this device.
  const [changes, setChanges] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    checkCart(controller.signal)
      .then(setChanges)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not check the cart with the shop', error);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (listHeading.current ?? emptyHeading.current)?.focus();
  }, [items]);

  if (!mounted) {
    return (
      <div className="flex justify-center py-20">
        <Spinner size="large" label="Loading your cart…" showLabel />
      </div>
    );
  }

  if (items.length === 0) return <EmptyCart headingRef={emptyHeading} />;

  const remove = (item: CartItem) => {
    refocus.current = true;
    removeFromCart(lineKey(item));
    toast.success(`${item.name} removed from cart`);
  };

  const clear = () => {
    refocus.current = true;
    clearCart();
    toast.success('Cart cleared');
  };

  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
      <section aria-labelledby="cart-lines-title">
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-sand pb-4">
          <h2
            id="cart-lines-title"
            ref={listHeading}
            tabIndex={-1}
            className="font-sans text-base font-semibold text-charcoal focus:outline-none"
          >
            {itemCountText(count)} in your cart
          </h2>
          <button
            type="button"
            onClick={clear}
            className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-terracotta transition-colors duration-200 hover:bg-terracotta-soft hover:text-terracotta-dark"
          >
            <TrashIcon />
            Clear Cart
          </button>
        </div>
        {changes.length > 0 && (
          <div
            role="status"
            className="mt-4 rounded-xl bg-terracotta-soft p-4 text-[0.9375rem] text-charcoal"
          >
            <p className="font-semibold">{CART_CHANGED_TEXT}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </div>
        )}
        <ul className="divide-y divide-sand">
          {items.map((item) => (
            <CartLine key={lineKey(item)} item={item} onRemove={remove} />
          ))}
        </ul>
      </section>

      <OrderSummary items={items} count={count} total={total} contact={contact} />
    </div>
  );
}

function EmptyCart({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }): ReactNode {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-14 text-center sm:py-20">
      <span
        className="flex size-20 items-center justify-center rounded-full bg-cream text-terracotta"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          width="36"
          height="36"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
          <path d="M3 6h18" />
          <path d="M16 10a4 4 0 0 1-8 0" />
        </svg>
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-3xl font-medium text-charcoal focus:outline-none"
      >
        Your cart is empty
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-muted">
        Nothing here yet. Explore handcrafted furniture and decor for every room, and add what you love.
      </p>
      <a href="/products" className="btn btn-primary mt-8 px-7">
        Continue Shopping
      </a>
    </div>
  );
}

function TrashIcon(): ReactNode {
  return (
    <StrokeIcon strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    </StrokeIcon>
  );
}
