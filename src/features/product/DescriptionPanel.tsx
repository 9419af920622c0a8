// The Description tab: the product's story, its highlights and the facts a buyer checks before
// ordering furniture (size, weight, material, care, warranty, assembly). Rendered without hydration.
import type { ReactNode } from 'react';
import type { Product } from '@contract/catalogue.ts';

type Described = Pick<
  Product,
  | 'description'
  | 'features'
  | 'brand'
  | 'material'
  | 'color'
  | 'style'
  | 'room_type'
  | 'dimensions'
  | 'weight'
  | 'warranty'
  | 'care_instructions'
  | 'assembly_required'
>;

/** The description as paragraphs, split where the catalogue left a blank line. */
export const paragraphs = (text: string | null): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function productDetails(product: Described): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    ['Brand', product.brand],
    ['Material', product.material],
    ['Colour', product.color],
    ['Style', product.style],
    ['Room', product.room_type],
    ['Dimensions', product.dimensions],
    ['Weight', product.weight],
    ['Warranty', product.warranty],
    ['Assembly', product.assembly_required ? 'Assembly required' : 'Arrives ready to use'],
    ['Care', product.care_instructions],
  ];
  return rows.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}

export function DescriptionPanel({ product }: { product: Described }): ReactNode {
  const text = paragraphs(product.description);
  const details = productDetails(product);
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
      <div className="flex flex-col gap-6">
        {text.length > 0 ? (
          <div className="flex max-w-prose flex-col gap-4 text-base leading-relaxed text-charcoal">
            {text.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <p className="text-muted">
            Our designers are still writing about this piece. Ask us anything about it.
          </p>
        )}
        {product.features.length > 0 && (
          <div>
            <h3 className="panel-heading">Highlights</h3>
            <ul className="mt-3 flex flex-col gap-2">
              {product.features.map((feature) => (
                <li key={feature} className="highlight">
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {details.length > 0 && (
        <div>
          <h3 className="panel-heading">Product details</h3>
          <dl className="mt-3 divide-y divide-sand/70 rounded-2xl bg-white px-5 ring-1 ring-sand/60">
            {details.map((row) => (
              <div key={row.label} className="detail-row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}
