// The price before a discount, struck through beside the price a shopper pays (a card, a cart line).
import type { ReactNode } from 'react';
import { formatINR } from '../lib/money.ts';

/** Nothing when there is no discount; a screen reader hears "Original price" before the amount. */
export function StruckPrice({ struck }: { struck: number | null }): ReactNode {
  if (struck === null) return null;
  return (
    <del className="text-sm text-muted">
      <span className="sr-only">Original price: </span>
      {formatINR(struck)}
    </del>
  );
}
