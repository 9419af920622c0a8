// A catalogue image that falls back to the spec's placeholder (section 9) when it cannot be loaded:
// the cards' script (src/scripts/card-actions.ts) swaps every image marked as a product image,
// including those that failed before it ran.
import type { ImgHTMLAttributes, ReactNode } from 'react';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';

export function ProductImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement>): ReactNode {
  return <img {...rest} src={src || PLACEHOLDER_IMAGE} data-product-image="" />;
}
