// Checkout's summary beside the form: the lines as the server priced them (the cart's own prices until
// it has), what changed since the cart was filled and the way to take the change, the totals with
// their GST, and Place Order.
import type { ReactNode } from 'react';
import { Spinner } from '../../components/form-controls.tsx';
import { formatINR } from '../../lib/money.ts';
import { replaceCart, unitPrice, type CartItem } from '../cart/index.ts';
import { correctedCart } from './cart-corrections.ts';
import { CouponField } from './CouponField.tsx';
import { CHECKOUT_COPY, formatPaise } from './orders-copy.ts';
import type { QuoteState } from './use-checkout-quote.ts';

export function CheckoutSummary({
  items,
  quote,
  placing,
  blocked,
  online,
  codes,
  onCodes,
}: {
  items: readonly CartItem[];
  /** Coupon codes the shopper applied (decision 202), and how to change them. */
  codes: readonly string[];
  onCodes: (codes: string[]) => void;
  quote: QuoteState;
  placing: boolean;
  /** Nothing on the website can take the order: Place Order would only be refused. */
  blocked: boolean;
  online: boolean;
}): ReactNode {
  const ready = quote.kind === 'ready' ? quote.quote : null;
  const changed = ready !== null && (ready.problems.length > 0 || ready.priceChanges.length > 0);
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="h-fit rounded-2xl bg-white p-6 shadow-soft ring-1 ring-sand/60 sm:p-7 lg:sticky lg:top-28"
    >
      <h2 id="checkout-summary" className="text-2xl font-medium text-charcoal">
        {CHECKOUT_COPY.summary}
      </h2>
      <ul className="mt-5 space-y-3 text-[0.9375rem]">
        {(ready ? ready.lines : []).map((line) => (
          <li
            key={`${line.kind}:${line.productId ?? ''}:${line.variantId ?? ''}`}
            className="flex justify-between gap-4"
          >
            <span className="text-charcoal">
              {line.name}
              {line.variantName ? ` · ${line.variantName}` : ''}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </span>
            {/* Before any code: the discount has its own row below. */}
            <span className="font-semibold tabular-nums">{formatPaise(line.amount + line.discount)}</span>
          </li>
        ))}
        {!ready &&
          items.map((item) => (
            <li key={`${item.id}:${item.variant?.id ?? ''}`} className="flex justify-between gap-4">
              <span className="text-charcoal">
                {item.name}
                {item.variant ? ` · ${item.variant.name}` : ''}
                {item.quantity > 1 ? ` × ${item.quantity}` : ''}
              </span>
              <span className="font-semibold tabular-nums">{formatINR(unitPrice(item) * item.quantity)}</span>
            </li>
          ))}
      </ul>

      <CouponField codes={codes} outcomes={ready?.coupons ?? []} onChange={onCodes} />

      {changed && ready && (
        <div role="alert" className="mt-5 rounded-xl bg-terracotta/10 p-4 text-[0.9375rem] text-charcoal">
          <p className="font-semibold">{CHECKOUT_COPY.changed}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {ready.priceChanges.map((change) => (
              <li key={`p:${change.productId}:${change.variantId ?? ''}`}>
                {change.name}: {formatINR(change.was)} → {formatINR(change.now)}
              </li>
            ))}
            {ready.problems.map((problem) => (
              <li key={`x:${problem.productId}:${problem.variantId ?? ''}`}>{problem.message}</li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-outline mt-3"
            onClick={() =>
              replaceCart(
                correctedCart(items, {
                  prices: ready.priceChanges,
                  shortages: ready.problems.map((problem) => ({
                    productId: problem.productId,
                    variantId: problem.variantId,
                    available: problem.problem === 'short' ? problem.available : 0,
                  })),
                }),
              )
            }
          >
            {CHECKOUT_COPY.updateCart}
          </button>
        </div>
      )}

      {ready ? (
        <div className="mt-5 border-t border-sand pt-4 text-[0.9375rem]">
          <dl className="space-y-2.5">
            {ready.discount > 0 && (
              <Row label={CHECKOUT_COPY.couponDiscount} value={`−${formatPaise(ready.discount)}`} />
            )}
            <Row label={CHECKOUT_COPY.deliveryLine} value={CHECKOUT_COPY.free} />
            <Row label={CHECKOUT_COPY.taxable} value={formatPaise(ready.totals.taxable)} />
            {ready.intraState ? (
              <>
                <Row label="CGST" value={formatPaise(ready.totals.cgst)} />
                <Row label="SGST" value={formatPaise(ready.totals.sgst)} />
              </>
            ) : (
              <Row label="IGST" value={formatPaise(ready.totals.igst)} />
            )}
            <div className="flex items-baseline justify-between gap-4 border-t border-sand pt-3">
              <dt className="text-base font-semibold text-charcoal">{CHECKOUT_COPY.total}</dt>
              <dd
                className="font-display text-2xl font-medium text-charcoal tabular-nums"
                data-testid="checkout-total"
              >
                {formatPaise(ready.totals.total)}
              </dd>
            </div>
          </dl>
          {/* A definition list holds only its terms and definitions: the note follows it. */}
          <p className="mt-2.5 text-sm text-muted">{CHECKOUT_COPY.includesGst}</p>
        </div>
      ) : (
        <p className="mt-5 border-t border-sand pt-4 text-[0.9375rem] text-muted" aria-live="polite">
          {quote.kind === 'loading'
            ? CHECKOUT_COPY.quoting
            : quote.kind === 'failed'
              ? quote.message
              : CHECKOUT_COPY.needAddress}
        </p>
      )}

      <button type="submit" disabled={placing || blocked} className="btn btn-primary mt-6 w-full text-base">
        {placing ? (
          <>
            <Spinner /> {CHECKOUT_COPY.placing}
          </>
        ) : online ? (
          CHECKOUT_COPY.placeAndPay
        ) : (
          CHECKOUT_COPY.place
        )}
      </button>
    </aside>
  );
}

function Row({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-charcoal tabular-nums">{value}</dd>
    </div>
  );
}
