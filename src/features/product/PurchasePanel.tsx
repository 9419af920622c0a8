// Price, stock, Options, quantity and the buying actions of a product (docs/product-page.md), as
// rendered for the product as it was when the page was made. purchase-panel.script.ts makes it work
// and keeps it current.
import type { ReactNode } from 'react';
import { formatINR } from '../../lib/money.ts';
import { canAddToCart, stockBadge } from '../../lib/stock.ts';
import { serializeJsonLd } from '../../lib/seo.ts';
import { CompareToggle } from '../compare/index.ts';
import { PincodeCheck } from '../delivery/index.ts';
import { NotifyMe } from '../stock-alerts/index.ts';
import { EmiLine } from '../emi/index.ts';
import type { EmiPlan } from '@contract/emi.ts';
import { Icon } from './icons.tsx';
import { VARIANT_DETAIL, variantDetailHtml } from './variant-detail.ts';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  purchaseStatus,
  selectVariant,
  shownPrice,
  type PurchaseProduct,
  type ShownPrice,
} from './purchase.ts';

interface Props {
  product: PurchaseProduct;
  /** Shown between the price and the Options: the short description. */
  children?: ReactNode;
  /** The shop's EMI plans, for "EMI from ₹X/month" under the price (decision 203). */
  emiPlans?: readonly EmiPlan[];
}

/**
 * An option chip's price line, drawn from the markup purchase-panel.script.ts redraws it with
 * (variant-detail.ts).
 */
function VariantDetail({ shown, badge }: { shown: ShownPrice; badge: string | null }): ReactNode {
  return (
    <span
      {...{ [VARIANT_DETAIL]: '' }}
      dangerouslySetInnerHTML={{ __html: variantDetailHtml(shown, badge) }}
    />
  );
}

/** The wishlist and share buttons beside Add to Cart (a named class: global.css). */
const iconButton = 'round-action';

export function PurchasePanel({ product, children, emiPlans }: Props): ReactNode {
  const variant = selectVariant(product.variants);
  const { price, struck, percentOff } = shownPrice(product, variant);
  const status = purchaseStatus(product, variant);
  const badge = stockBadge(status);

  return (
    <div data-purchase="" className="flex flex-col gap-7">
      <script
        type="application/json"
        data-purchase-product=""
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(product) }}
      />

      <div aria-live="polite" aria-atomic="true" className="flex flex-col items-start gap-3">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-display text-3xl font-medium text-charcoal sm:text-4xl">
            <span data-price-label="" hidden={struck === null} className="sr-only">
              Price:{' '}
            </span>
            <span data-price="">{formatINR(price)}</span>
          </span>
          <del data-struck="" hidden={struck === null} className="text-lg text-muted">
            <span className="sr-only">Original price: </span>
            <span data-struck-value="">{struck === null ? '' : formatINR(struck)}</span>
          </del>
          <span
            data-percent=""
            hidden={percentOff === null}
            className="rounded-full bg-terracotta-soft px-2.5 py-1 text-sm font-semibold text-terracotta-dark"
          >
            {percentOff === null ? '' : `${percentOff}% off`}
          </span>
        </p>
        <EmiLine price={price} plans={emiPlans} />
        <p
          data-stock-badge=""
          data-status={status}
          hidden={badge === null}
          className="rounded-full bg-teal px-3 py-1 text-sm font-semibold text-ivory data-[status=out_of_stock]:bg-charcoal"
        >
          {badge}
        </p>
      </div>

      {children}

      {product.variants.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-charcoal">Options</legend>
          <div className="mt-3 flex flex-wrap gap-2.5">
            {product.variants.map((option) => {
              const optionBadge = stockBadge(purchaseStatus(product, option));
              return (
                <label key={option.id} className="relative cursor-pointer">
                  <input
                    type="radio"
                    name={`variant-${product.id}`}
                    value={option.id}
                    defaultChecked={option.id === variant?.id}
                    data-variant=""
                    className="peer sr-only"
                  />
                  <span className="variant-chip">
                    <span className="font-semibold">{option.name}</span>
                    <VariantDetail shown={shownPrice(product, option)} badge={optionBadge} />
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      <div className="flex items-center gap-4">
        <label htmlFor={`quantity-${product.id}`} className="text-sm font-semibold text-charcoal">
          Quantity
        </label>
        <div className="inline-flex items-center rounded-full bg-white ring-1 ring-sand">
          <button
            type="button"
            data-quantity-step="-1"
            aria-label="Decrease quantity"
            disabled
            className="quantity-step"
          >
            <Icon name="minus" size={18} />
          </button>
          <input
            id={`quantity-${product.id}`}
            data-quantity=""
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            step={1}
            defaultValue={MIN_QUANTITY}
            className="quantity-input"
          />
          <button
            type="button"
            data-quantity-step="1"
            aria-label="Increase quantity"
            className="quantity-step"
          >
            <Icon name="plus" size={18} />
          </button>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <button
            type="button"
            data-purchase-add=""
            disabled={!canAddToCart(status)}
            className="btn btn-primary min-h-12 flex-1 text-base disabled:cursor-not-allowed disabled:bg-ivory-muted disabled:text-charcoal disabled:shadow-none"
          >
            <Icon name="bag" size={20} />
            Add to Cart
          </button>
          <button
            type="button"
            data-purchase-wishlist=""
            aria-label="Save to wishlist"
            aria-pressed="false"
            className={`group ${iconButton}`}
          >
            <Icon name="heart" size={22} className="group-aria-pressed:fill-current" />
          </button>
          <button type="button" data-purchase-share="" aria-label="Share" className={iconButton}>
            <Icon name="share" size={20} />
          </button>
        </div>
        <NotifyMe status={status} />
        <button
          type="button"
          data-purchase-chat=""
          className="btn btn-outline min-h-12 w-full disabled:cursor-wait"
        >
          <Icon name="chat" size={20} />
          Ask a designer about this piece
          <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
        </button>
        <CompareToggle productId={product.id} productName={product.name} look="product" />
      </div>
      <PincodeCheck />
    </div>
  );
}
