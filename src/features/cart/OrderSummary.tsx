// The order summary (Items, Shipping 'Free', Total) and Proceed to Checkout.
//
// The site has no checkout and no order call (decision 016), so the button does not pretend to take
// payment: it opens a note that online checkout is coming and offers the ways the team takes orders
// today (an e-mail that already lists the cart, a call, the contact form).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { initPincodeCheck, PincodeCheck } from '../delivery/index.ts';
import { formatINR } from '../../lib/money.ts';
import type { CartItem } from './cart-store.ts';
import { mailtoHref, orderEnquiry } from './cart-view.ts';

/** The business's contact details, handed in by the page so the island carries no configuration code. */
export interface ShopContact {
  phoneDisplay: string;
  phoneHref: string;
  email: string;
}

interface Props {
  items: readonly CartItem[];
  count: number;
  total: number;
  contact: ShopContact;
}

export default function OrderSummary({ items, count, total, contact }: Props): ReactNode {
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const uid = useId();
  const titleId = `${uid}-title`;
  const panelId = `${uid}-checkout`;
  // The pincode check is the product page's, with its script: the remembered pincode is checked here too.
  const delivery = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const check = delivery.current?.querySelector<HTMLElement>('[data-pincode-check]');
    if (check) initPincodeCheck(check);
  }, []);

  return (
    <aside
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand/60 sm:p-7 lg:sticky lg:top-28"
    >
      <h2 id={titleId} className="text-2xl font-medium text-charcoal">
        Order Summary
      </h2>
      <dl className="mt-6 space-y-3.5 text-[0.9375rem]">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted">Items</dt>
          <dd className="font-semibold text-charcoal tabular-nums">{count}</dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="font-semibold text-teal">Free</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-sand pt-4">
          <dt className="text-base font-semibold text-charcoal">Total</dt>
          <dd className="font-display text-2xl font-medium text-charcoal tabular-nums">{formatINR(total)}</dd>
        </div>
      </dl>

      <div ref={delivery} className="mt-6">
        <PincodeCheck />
      </div>

      <button
        type="button"
        aria-expanded={checkoutOpen}
        aria-controls={panelId}
        onClick={() => setCheckoutOpen((open) => !open)}
        className="btn btn-primary mt-7 w-full text-base"
      >
        Proceed to Checkout
      </button>

      <div
        id={panelId}
        hidden={!checkoutOpen}
        className="mt-4 rounded-xl bg-teal-soft p-4 text-[0.9375rem] leading-relaxed text-charcoal"
      >
        <h3 className="font-sans text-base font-semibold">Online checkout is coming soon</h3>
        <p className="mt-1.5">
          Until then, our team places every order personally. Send us your cart or give us a call, and we will
          confirm availability, your delivery date and payment options within 24 hours. Your cart stays saved
          on this device.
        </p>
        <ul className="mt-3 space-y-2 font-semibold">
          <li>
            <a
              href={mailtoHref(contact.email, orderEnquiry(items, total))}
              className="text-teal-dark underline underline-offset-4 hover:text-charcoal"
            >
              E-mail us this order
            </a>
          </li>
          <li>
            <a
              href={contact.phoneHref}
              className="text-teal-dark underline underline-offset-4 hover:text-charcoal"
            >
              Call {contact.phoneDisplay}
            </a>
          </li>
          <li>
            <a href="/contact" className="text-teal-dark underline underline-offset-4 hover:text-charcoal">
              Send us a message
            </a>
          </li>
        </ul>
      </div>

      <a
        href="/products"
        className="mt-4 flex min-h-11 items-center justify-center rounded-full font-semibold text-terracotta underline-offset-4 hover:underline"
      >
        Continue Shopping
      </a>

      <ul className="mt-5 space-y-2.5 border-t border-sand pt-5 text-sm text-muted">
        <li className="flex items-center gap-2.5">
          <Tick />
          <span>
            Free delivery ·{' '}
            <a href="/shipping" className="underline underline-offset-2 hover:text-charcoal">
              how it works
            </a>
          </span>
        </li>
        <li className="flex items-center gap-2.5">
          <Tick />
          <span>1 Year Warranty</span>
        </li>
        <li className="flex items-center gap-2.5">
          <Tick />
          <span>
            Easy returns ·{' '}
            <a href="/returns" className="underline underline-offset-2 hover:text-charcoal">
              our policy
            </a>
          </span>
        </li>
      </ul>
    </aside>
  );
}

function Tick(): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="shrink-0 text-teal"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}
