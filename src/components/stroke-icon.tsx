// The frame of the line icons the islands draw in place: a 24 px grid, stroked in the text colour with no
// fill, hidden from assistive technology (the words beside each one carry the meaning). Each icon gives
// its own size, stroke and class as attributes and draws its shapes inside.
import type { ReactNode, SVGProps } from 'react';

export function StrokeIcon({
  size = 18,
  children,
  ...attributes
}: SVGProps<SVGSVGElement> & { size?: number | string }): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
      {...attributes}
    >
      {children}
    </svg>
  );
}

/** The props of a set of named line icons (the product's, the account's): which one, how big, filled. */
export interface NamedIconProps<Name extends string> {
  name: Name;
  size?: number;
  filled?: boolean;
  className?: string;
}
