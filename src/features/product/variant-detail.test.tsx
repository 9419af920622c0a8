// The option chips' price lines are drawn twice: into the page when the site is built
// (PurchasePanel.tsx) and again by purchase-panel.script.ts when the price or stock changes. Both come
// from variant-detail.ts; this keeps the two paths in step.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@contract/catalogue.ts';
import { stockBadge } from '../../lib/stock.ts';
import { PurchasePanel } from './PurchasePanel.tsx';
import { purchaseStatus, shownPrice, type PurchaseProduct } from './purchase.ts';
import { fillVariantDetail, VARIANT_DETAIL, variantDetailHtml } from './variant-detail.ts';

const variant = (overrides: Partial<ProductVariant> = {}): ProductVariant => ({
  id: 'v1',
  name: '60 cm',
  sku: null,
  price: 7199,
  discount_price: 6099,
  stock_status: 'in_stock',
  ...overrides,
});

const mirror: PurchaseProduct = {
  id: 'p1',
  name: 'Arched Teak Wall Mirror',
  slug: 'arched-teak-wall-mirror',
  price: 7199,
  compare_price: 9599,
  discount_price: 6099,
  image_url: null,
  stock_status: 'in_stock',
  category: { id: 'c1', name: 'Mirrors', slug: 'mirrors' },
  variants: [
    variant(),
    variant({ id: 'v2', name: '75 cm', price: 9390, discount_price: null, stock_status: 'out_of_stock' }),
    variant({ id: 'v3', name: '90 cm', price: 11200, discount_price: 9900, stock_status: 'on_order' }),
  ],
};

/** What the script writes into an option's price line, on an element that only keeps its HTML. */
function redrawn(option: ProductVariant): string {
  const detail = { innerHTML: '' } as Element;
  fillVariantDetail(detail, shownPrice(mirror, option), stockBadge(purchaseStatus(mirror, option)));
  return detail.innerHTML;
}

/** The price lines of the panel as the site's build renders it, in the order of the options. */
function rendered(): string[] {
  const html = renderToStaticMarkup(<PurchasePanel product={mirror} />);
  const lines = [...html.matchAll(new RegExp(`<span ${VARIANT_DETAIL}="">(.*?)</span></span></label>`, 'g'))];
  return lines.map((line) => line[1] ?? '');
}

describe("an option chip's price line", () => {
  it('is drawn the same by the page and by the script', () => {
    expect(rendered()).toEqual(mirror.variants.map(redrawn));
  });

  it('shows the price, the original price struck through and the stock badge', () => {
    expect(mirror.variants.map(redrawn)).toEqual([
      '<span>₹6,099</span> <del class="opacity-70">₹7,199</del>',
      '<span>₹9,390</span> <del class="opacity-70">₹9,599</del> · Out of Stock',
      '<span>₹9,900</span> <del class="opacity-70">₹11,200</del> · On Order',
    ]);
  });

  it('writes text, never markup', () => {
    expect(variantDetailHtml({ price: 1, struck: null, percentOff: null }, '<b>')).toContain(' · &lt;b&gt;');
  });
});
