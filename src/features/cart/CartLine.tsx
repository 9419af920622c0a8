// One cart line: image, category, name, option, the price the shopper pays, quantity and removal.
import type { ReactNode, SyntheticEvent } from 'react';
import { LINE_QUANTITY_MAX, QUANTITY_LIMIT_TEXT } from '@contract/order-rules.ts';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import { StruckPrice } from '../../components/StruckPrice.tsx';
import { formatINR, strikethroughPrice } from '../../lib/money.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { lineKey, setQuantity, unitPrice, UNCATEGORIZED, type CartItem } from './cart-store.ts';
import { lineTotal, productHref } from './cart-view.ts';

interface Props {
  item: CartItem;
  onRemove: (item: CartItem) => void;
}

/** An image the API no longer serves falls back to the placeholder once, never in a loop. */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

export default function CartLine({ item, onRemove }: Props): ReactNode {
  const key = lineKey(item);
  const href = productHref(item.slug);
  const unit = unitPrice(item);
  // A variant has a price and a sale price of its own; the product's do not apply to it.
  const struck = strikethroughPrice(item.variant ?? item);
  const atMinimum = item.quantity <= 1;
  const atMaximum = item.quantity >= LINE_QUANTITY_MAX;

  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-cream ring-1 ring-sand/60 sm:size-28">
        <img
          src={item.image_url || PLACEHOLDER_IMAGE}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          onError={showPlaceholder}
          className="size-full object-cover"
        />
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-4 sm:flex-row sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">
            {item.category || UNCATEGORIZED}
          </p>
          <h3 className="mt-1 font-sans text-base leading-snug font-semibold text-charcoal">
            {href ? (
              <a href={href} className="underline-offset-4 hover:text-terracotta hover:underline">
                {item.name}
              </a>
            ) : (
              item.name
            )}
          </h3>
          {item.variant && <p className="mt-1 text-sm text-muted">Option: {item.variant.name}</p>}
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-[0.9375rem]">
            <span className="font-semibold text-charcoal">
              <span className="sr-only">Price: </span>
              {formatINR(unit)}
            </span>
            <StruckPrice struck={struck} />
            <span className="text-sm text-muted">each</span>
          </p>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-x-5 gap-y-3 sm:flex-col sm:items-end sm:justify-start">
          <div
            role="group"
            aria-label={`Quantity of ${item.name}`}
            className="inline-flex items-center rounded-full bg-white ring-1 ring-sand"
          >
            <button
              type="button"
              aria-label={`Decrease quantity of ${item.name}`}
              disabled={atMinimum}
              onClick={() => setQuantity(key, item.quantity - 1)}
              className="inline-flex size-10 items-center justify-center rounded-full text-charcoal transition-colors duration-150 hover:bg-cream disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent"
            >
              <StepIcon path="M5 12h14" />
            </button>
            <span aria-live="polite" className="min-w-9 text-center font-semibold text-charcoal tabular-nums">
              <span className="sr-only">Quantity </span>
              {item.quantity}
            </span>
            <button
              type="button"
              aria-label={`Increase quantity of ${item.name}`}
              aria-describedby={atMaximum ? `${key}-limit` : undefined}
              disabled={atMaximum}
              onClick={() => setQuantity(key, item.quantity + 1)}
              className="inline-flex size-10 items-center justify-center rounded-full text-charcoal transition-colors duration-150 hover:bg-cream disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent"
            >
              <StepIcon path="M12 5v14M5 12h14" />
            </button>
          </div>
          {atMaximum && (
            <p id={`${key}-limit`} className="w-full text-sm text-muted sm:w-auto sm:text-right">
              {QUANTITY_LIMIT_TEXT}
            </p>
          )}

          <p className="text-lg font-semibold text-charcoal tabular-nums">
            <span className="sr-only">Line total: </span>
            {formatINR(lineTotal(item))}
          </p>

          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={`Remove ${item.name} from cart`}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-muted underline-offset-4 transition-colors duration-150 hover:text-terracotta-dark hover:underline"
          >
            <StepIcon path="M18 6 6 18M6 6l12 12" size={16} />
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

function StepIcon({ path, size = 18 }: { path: string; size?: number }): ReactNode {
  return (
    <StrokeIcon size={size} strokeWidth="2" strokeLinecap="round">
      <path d={path} />
    </StrokeIcon>
  );
}
