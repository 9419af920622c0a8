// An option chip's price line, in one copy for both of its writers: PurchasePanel.tsx renders it into
// the page when the site is built, and purchase-panel.script.ts redraws it when the price or stock
// changes (the freshness check, decision 029). A plain string rather than a component, so that the
// product page's script stays free of React: what the option costs, its own original price struck
// through when it is discounted, and its stock badge.
import { formatINR } from '../../lib/money.ts';
import type { ShownPrice } from './purchase.ts';

/** The attribute that marks the price line inside an option chip. */
export const VARIANT_DETAIL = 'data-variant-detail';

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The inside of an option chip's price line (its `[data-variant-detail]` element). */
export function variantDetailHtml(shown: ShownPrice, badge: string | null): string {
  let html = `<span>${text(formatINR(shown.price))}</span>`;
  if (shown.struck !== null) html += ` <del class="opacity-70">${text(formatINR(shown.struck))}</del>`;
  if (badge) html += text(` · ${badge}`);
  return html;
}

/** Redraws an option chip's price line in place. */
export function fillVariantDetail(detail: Element, shown: ShownPrice, badge: string | null): void {
  detail.innerHTML = variantDetailHtml(shown, badge);
}
