// What the compare page shows for each product (docs/compare-and-recently-viewed.md): the facts a buyer
// weighs (price, size, material, warranty, delivery, assembly, returns) and then every specification
// any of the products names, blank where a product has none. Plain rules, tested beside the page.
import type { Product } from '@contract/catalogue.ts';
import { effectivePrice, formatINR, strikethroughPrice } from '../../lib/money.ts';
import { stockState } from '../../lib/stock.ts';

export interface ComparisonRow {
  label: string;
  /** One per product, in the products' order; '' where the product says nothing. */
  values: string[];
  /** A specification row (after the facts every product has). */
  spec?: true;
}

/** Shown where a product lacks a fact or a specification the others have. */
export const BLANK = '';

export type Compared = Pick<
  Product,
  | 'price'
  | 'discount_price'
  | 'compare_price'
  | 'dimensions'
  | 'material'
  | 'warranty'
  | 'stock_status'
  | 'assembly_required'
  | 'return_days'
  | 'specifications'
>;

const DELIVERY = {
  in_stock: 'In stock · Free delivery',
  on_order: 'Made to order · Free delivery',
  out_of_stock: 'Out of stock',
} as const;

export function priceText(product: Compared): string {
  const struck = strikethroughPrice(product);
  const now = formatINR(effectivePrice(product));
  return struck === null ? now : `${now} (was ${formatINR(struck)})`;
}

const text = (value: string | null): string => value?.trim() || BLANK;

/** The rows of the comparison, facts first, then the union of specification names in first-seen order. */
export function comparisonRows(products: readonly Compared[]): ComparisonRow[] {
  const facts: ComparisonRow[] = [
    { label: 'Price', values: products.map(priceText) },
    { label: 'Dimensions', values: products.map((p) => text(p.dimensions)) },
    { label: 'Material', values: products.map((p) => text(p.material)) },
    { label: 'Warranty', values: products.map((p) => text(p.warranty)) },
    { label: 'Delivery', values: products.map((p) => DELIVERY[stockState(p.stock_status)]) },
    {
      label: 'Assembly',
      values: products.map((p) => (p.assembly_required ? 'Assembly required' : 'Arrives ready to use')),
    },
    {
      label: 'Returns',
      values: products.map((p) => (p.return_days > 0 ? `${p.return_days}-day returns` : 'Not returnable')),
    },
  ];
  const names: string[] = [];
  const seen = new Set<string>();
  for (const product of products)
    for (const { name } of product.specifications) {
      const key = name.trim().toLowerCase();
      if (key && !seen.has(key)) {
        seen.add(key);
        names.push(name.trim());
      }
    }
  const specs = names.map((name): ComparisonRow => {
    const key = name.toLowerCase();
    return {
      label: name,
      spec: true,
      values: products.map((p) =>
        text(p.specifications.find((spec) => spec.name.trim().toLowerCase() === key)?.value ?? null),
      ),
    };
  });
  return [...facts, ...specs];
}
