// The order summary (Items, Shipping 'Free', Total), the pincode check and Proceed to Checkout, which
// opens /checkout (decision 124; it replaced the "coming soon" note of decision 016). A shopper who
// would rather talk can still call or send the cart by e-mail. A cart the website cannot take says so
// here, before checkout, and offers a callback instead (decision 161).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { CheckoutSettings } from '@contract/orders.ts';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import { initPincodeCheck, PincodeCheck } from '../delivery/index.ts';
import { CartEmi } from '../emi/index.ts';
import { formatINR } from '../../lib/money.ts';
import CallbackRequest from './CallbackRequest.tsx';
import { fetchCheckoutSettings } from './cart-api.ts';
import type { CartItem } from './cart-store.ts';
import { checkoutLines, mailtoHref, orderEnquiry } from './cart-view.ts';
import { cartOutlook } from './payment-outlook.ts';

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
  const uid = useId();
  const titleId = `${uid}-title`;
  // The pincode check is the product page's, with its script: the remembered pincode is checked here too.
  const delivery = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const check = delivery.current?.querySelector<HTMLElement>('[data-pincode-check]');
    if (check) initPincodeCheck(check);
  }, []);
  // Without the settings (the API is unreachable) the cart says nothing, and checkout still explains.
  const [settings, setSettings] = useState<CheckoutSettings | null>(null);
  useEffect(() => {
    fetchCheckoutSettings()
      .then(setSettings)
      .catch((error: unknown) => console.warn('Could not read how an order can be paid', error));
  }, []);
  const outlook = settings ? cartOutlook(count, total, settings) : null;

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
      <CartEmi total={total} />

      <div ref={delivery} className="mt-6">
        <PincodeCheck />
      </div>

      {outlook?.message && (
        <p role="note" className="mt-6 rounded-xl bg-terracotta/10 p-4 text-[0.9375rem] text-charcoal">
          {outlook.message}
        </p>
      )}
      <a href="/checkout" className="btn btn-primary mt-7 w-full text-base">
        Proceed to Checkout
      </a>
      {outlook?.message && (
        <div className="mt-4">
          <CallbackRequest lines={checkoutLines(items)} />
        </div>
      )}
      <p className="mt-3 text-center text-sm text-muted">
        Prefer to talk?{' '}
        <a href={contact.phoneHref} className="font-semibold text-teal-dark underline underline-offset-4">
          Call {contact.phoneDisplay}
        </a>{' '}
        or{' '}
        <a
          href={mailtoHref(contact.email, orderEnquiry(items, total))}
          className="font-semibold text-teal-dark underline underline-offset-4"
        >
          e-mail us this order
        </a>
        .
      </p>

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
    <StrokeIcon strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="shrink-0 text-teal">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </StrokeIcon>
  );
}
