// "EMI from ₹X/month" under a product's price, with the View plans button (decision 203). Rendered into
// the page when the site is built, from the plans the build read; emi-line.script.ts keeps the figure
// in step with the chosen option's price and opens the plans sheet, whose code loads on the first press.
import type { ReactNode } from 'react';
import type { EmiPlan } from '@contract/emi.ts';
import { emiFrom, emiFromText } from '@contract/emi-rules.ts';
import { formatPaiseShort, rupeesToPaise } from '@contract/money.ts';
import { EMI_COPY } from './emi-copy.ts';

interface Props {
  /** The price shown, in whole rupees. */
  price: number;
  /** The shop's plans; none (or not given) draws nothing. */
  plans?: readonly EmiPlan[];
}

export function EmiLine({ price, plans }: Props): ReactNode {
  if (!plans?.length) return null;
  const pricePaise = rupeesToPaise(price);
  const from = emiFrom(pricePaise, plans);
  return (
    <p
      data-emi=""
      data-emi-price={pricePaise}
      data-emi-plans={JSON.stringify(plans)}
      hidden={from === null}
      className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-[0.9375rem] text-charcoal"
    >
      <span data-emi-from="">{from === null ? '' : emiFromText(formatPaiseShort(from))}</span>
      <button
        type="button"
        data-emi-open=""
        aria-haspopup="dialog"
        className="font-semibold text-terracotta underline underline-offset-4 hover:text-terracotta-dark"
      >
        {EMI_COPY.viewPlans}
      </button>
    </p>
  );
}
