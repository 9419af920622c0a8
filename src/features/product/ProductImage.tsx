// A catalogue image that falls back to the placeholder image when it cannot be loaded: the product
// cards' script (the catalogue's installCardActions, started by the page shell) swaps every
// image marked as a product image, including those that failed before it ran.
import type { ImgHTMLAttributes, ReactNode } from 'react';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';

export function ProductImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement>): ReactNode {
  return <img {...rest} src={src || PLACEHOLDER_IMAGE} data-product-image="" />;
}
