// The link a list's row opens its record with, in the back office's link style: a router link that
// renders the one anchor with the one set of classes, so each list names only where it goes.
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';

const ROW_LINK_CLASS = 'inline-flex min-h-6 items-center font-semibold text-teal underline';

function RowAnchor({
  className,
  ref,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }): ReactNode {
  return <a ref={ref} {...props} className={className ? `${ROW_LINK_CLASS} ${className}` : ROW_LINK_CLASS} />;
}

export const RowLink = createLink(RowAnchor);
